"""Reordering variants: swap two adjacent parallel facts about different people.

Only the safest reorderings are made: two adjacent sentences before the question, each of the
form "<Name> <verb> ...", with the same verb and different names, and with no pronoun and no
word of time or sequence in either (so neither can depend on the other's position).
"""

from __future__ import annotations

import re
from itertools import pairwise

from mathcore.evals.metamorphic.distractors import question_start, sentence_starts
from mathcore.evals.metamorphic.names import gender, words_lower, wordset

_FACT = re.compile(r"^(?P<name>[A-Z][a-z]+) (?P<verb>[a-z]+) [^.?!]*[.!]\s*$")
_BLOCKING = wordset(
    """
    he she it they him her his its them their we us our i you then now later after afterwards
    before next finally first second last again still left remaining already today yesterday
    tomorrow later meanwhile also too instead
    """
)


def _fact(sentence: str) -> tuple[str, str] | None:
    """``(name, verb)`` of a movable fact sentence, else ``None``."""
    m = _FACT.match(sentence)
    if m is None or gender(m["name"]) is None or words_lower(sentence) & _BLOCKING:
        return None
    return m["name"], m["verb"]


def reorder_variants(text: str) -> list[tuple[str, str]]:
    """``(label, text)`` for each swappable pair of adjacent fact sentences."""
    starts = sentence_starts(text)
    qstart = question_start(text, starts)
    bounds = [s for s in starts if s <= qstart]
    parts = [text[a:b] for a, b in pairwise(bounds)]
    out: list[tuple[str, str]] = []
    for i in range(len(parts) - 1):
        a, b = _fact(parts[i]), _fact(parts[i + 1])
        if a is None or b is None or a[1] != b[1] or a[0] == b[0]:
            continue
        first, second = parts[i], parts[i + 1]
        gap_a = first[len(first.rstrip()) :]
        gap_b = second[len(second.rstrip()) :] or " "
        swapped = second.rstrip() + gap_a + first.rstrip() + gap_b
        head, tail = text[: bounds[i]], text[bounds[i + 2] :]
        out.append((f"swap {i}<->{i + 1}", head + swapped + tail))
    return out
