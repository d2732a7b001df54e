"""Variants with no answer: the question removed, or asked about a kind of thing never mentioned.

A solver that answers these read something that is not there. ``no-question`` drops the
question sentence (the facts alone ask nothing). ``foreign-noun`` swaps the noun the question
asks about ("How many marbles ...?") for a noun the text never uses ("How many stamps ...?");
an answer that merely repeats the original count is an over-read of the question's target.
``foreign-holder`` asks the question about a person the text never mentions (a name of the
question sentence replaced there only by an unused name of the same gender).
"""

from __future__ import annotations

import re
from random import Random

from mathcore.evals.metamorphic.distractors import fresh_nouns, question_start, sentence_starts
from mathcore.evals.metamorphic.names import (
    FEMALE_TARGETS,
    MALE_TARGETS,
    gender,
    person_names,
    unused_names,
    words_lower,
    wordset,
)

_ASK_WORD = re.compile(r"\b[Hh]ow (?:many|much)\b")
_ASKED = re.compile(r"\b(?P<h>[Hh])ow many (?:[a-z]+ ){0,2}?(?P<noun>[a-z]{3,}s)\b(?=[^?]*\?\s*$)")


def no_question_variant(text: str) -> list[tuple[str, str]]:
    """The facts without the question sentence (only when a question mark ends the text)."""
    if not text.rstrip().endswith("?"):
        return []
    starts = sentence_starts(text)
    qstart = question_start(text, starts)
    facts = text[:qstart].rstrip()
    if not facts or "?" in facts:
        return []
    return [("question removed", facts)]


#: Words that may not stand in the asked noun phrase ("how many more does ...").
_NOT_NOUNS = wordset(
    "more fewer less times does do did is was has have had are were will would can could this"
)
_MONEY_WORDS = wordset(
    "money dollar dollars cent cents price prices cost costs spend spent pay"
    # coins are money: "How much money" of 16 dimes is $1.60 (story coin_value), not foreign
    " penny pennies nickel nickels dime dimes quarter quarters half-dollar half-dollars"
)
_HOW_MUCH_MONEY = re.compile(r"\b(?P<h>[Hh])ow much money\b(?=[^?]*\?\s*$)")


def foreign_noun_variant(text: str) -> list[tuple[str, str]]:
    """The question asked about a noun the text never uses (replaced in the question only).

    "How many bananas" becomes "How many stamps"; when the text has no money at all it also
    becomes "How much money"; "How much money" becomes "How many stamps"."""
    words = words_lower(text)
    qstart = question_start(text, sentence_starts(text))
    fresh = fresh_nouns(words)
    out: list[tuple[str, str]] = []
    m = _ASKED.search(text, qstart)
    if m is not None and not set(m.group().lower().split()[2:]) & _NOT_NOUNS:
        if fresh and text.lower().count(m["noun"][:-1]) >= 2:  # a noun the facts talk about
            new = fresh[0]
            out.append(
                (f"{m['noun']}->{new}", text[: m.start("noun")] + new + text[m.end("noun") :])
            )
        if not words & _MONEY_WORDS and "$" not in text:
            money = f"{m['h']}ow much money"
            out.append(
                (
                    f"how many {m['noun']}->how much money",
                    text[: m.start()] + money + text[m.end() :],
                )
            )
    money_q = _HOW_MUCH_MONEY.search(text, qstart)
    if money_q is not None and fresh:
        new = f"{money_q['h']}ow many {fresh[0]}"
        out.append(
            (
                f"how much money->how many {fresh[0]}",
                text[: money_q.start()] + new + text[money_q.end() :],
            )
        )
    return out


def foreign_holder_variant(text: str, rng: Random) -> list[tuple[str, str]]:
    """The question asked about a new person: a name after "how many/much" (one the facts use)
    replaced there only, so the new person occurs nowhere but in what is asked."""
    qstart = question_start(text, sentence_starts(text))
    m = _ASK_WORD.search(text, qstart)
    if m is None:
        return []
    facts, asked = text[: m.start()], text[m.start() :]
    out: list[tuple[str, str]] = []
    for name in person_names(asked):
        if not re.search(rf"\b{name}\b", facts):
            continue
        pool = FEMALE_TARGETS if gender(name) == "female" else MALE_TARGETS
        for new in unused_names(text, pool, rng, 1):
            asked_new = re.sub(rf"\b{name}\b", new, asked)
            out.append((f"{name}->{new} in the question", facts + asked_new))
    return out
