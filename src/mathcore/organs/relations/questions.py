"""Question templates of the relations (R1) reader (the statement templates are in ``clauses``).

``How many [NOUN] does NAME have?``, ``How many NOUN do A, B and C | they | the three of them
have [altogether]?``, ``How many more|fewer NOUN does A have than B?``, ``How many NOUN are in
each C?``, ``What is the [total] number of NOUN that A [and B] has|have?``, and the
conditional forms ``If FACTS, QUESTION`` / ``QUESTION[,] if FACTS``.
"""

from __future__ import annotations

from mathcore.organs.relations.clauses import (
    Clause,
    Cursor,
    Question,
    aggregate,
    new_question,
    statement,
    trailing_verb,
)
from mathcore.organs.relations.words import PLAIN
from mathcore.text.tokens import Token

#: Template literals (grammar of the templates above, not vocabulary).
_PART_VERBS = ("get", "have", "hold", "receive")
#: Group nouns a count may name the story's holders by (``these three boys``); a role
#: (``the two teachers``) says something of the holders the facts never told: no template.
_GROUP_NOUNS = frozenset(
    {"boys", "girls", "men", "women", "friends", "children", "kids", "people", "siblings"}
)
#: The gender a gendered group noun says each holder has ("m"/"f", as the pack's name rows):
#: a holder of the other known gender is not of the group ('Tom ... Ann ... the two boys').
_GROUP_GENDERS = {"boys": "m", "men": "m", "girls": "f", "women": "f"}


def _part_container(c: Cursor) -> tuple[str, ...] | None:
    """``each C get|have|...`` with ``c`` after ``each``: C is everything before the verb."""
    n = len(c.toks)
    if n - c.i not in (2, 3) or c.toks[-1].text.lower() not in _PART_VERBS:
        c.miss("each_container_verb")
        return None
    sub = Cursor(c.toks[: n - 1], c.lex, c.i, c.low)
    container = sub.noun()
    if container is None or not sub.done():
        c.miss("container")
        return None
    c.i = n
    return container


def _number_of(c: Cursor) -> Question | None:
    """``What is the [total] number of NOUN that A [and B] has|have [altogether]``."""
    if not (c.lit("what") and c.lit("is") and c.lit("the")):
        return None
    c.lit("total")
    if not (c.lit("number") and c.lit("of")):
        return None
    noun = c.noun()
    if noun is None or not c.lit("that"):
        return None
    holders: list[str] = []
    group = _group(c)
    if group is None:
        return None
    if not group:
        while (h := c.name()) is not None:
            holders.append(h)
            if c.low[c.i] == "," and c.low[c.i + 1] == "and":
                c.i += 2
            elif not (c.lit(",") or c.lit("and")):
                break
        if not holders or len(set(holders)) != len(holders):
            return None
    if not c.lit("has", "have"):
        return None
    if len(holders) == 1:
        return new_question("holder", noun, tuple(holders)) if c.done() else None
    aggregate(c)
    if not c.done():
        return None
    return new_question(
        "sum",
        noun,
        tuple(holders),
        count=group[1] if group else 0,
        gender=group[2] if group else "",
    )


def question(c: Cursor) -> Question | None:
    """A whole question sentence (without its ``?``), or None."""
    low, i = c.low, c.i
    if low[i] == "what":
        return _number_of(c)
    if low[i] == "how" and low[i + 1] == "many":  # ``c.lit("how") and c.lit("many")``
        c.i = i + 2
    elif not (c.lit("how") and c.lit("many")):  # (recording the miss)
        return None
    if low[c.i] in ("more", "fewer") and c.lex.cue(low[c.i]) is not None:
        return _difference(c)
    noun = c.noun(optional=True)
    i = c.i
    if low[i] in ("are", "does", "will") and "each" in (low[i + 1], low[i + 2], low[i + 3]):
        if c.low[c.i] == "are" or c.low[c.i + 1] == "be":
            c.i += 1 if c.low[c.i] == "are" else 2
            ok = c.lit("in") and c.lit("each")
            container = c.noun() if ok else None
        else:
            c.i += 2 if c.low[c.i + 1] == "each" else 0
            container = _part_container(c)
        if container is None or not c.done():
            return None
        return new_question("each", noun, container=container)
    if low[i] in ("do", "does", "will"):  # ``c.lit("do", "does", "will")``
        c.i = i = i + 1
    else:
        c.lit("do", "does", "will")  # (recording the miss)
        return None
    holders: list[str] = []
    if low[i] == "they" or low[i] in ("the", "these", "all"):
        group = _group(c)
        if group is None:
            return None
    else:  # ``_group(c)`` without a ``they``/``the``/``these``/``all``: ``()``, its miss noted
        group = ()
        if i >= c.far:
            c.far, c.want = i, "they"
    if not group:
        while (h := c.name()) is not None:
            holders.append(h)
            i = c.i
            if low[i] == "," and low[i + 1] == "and":
                c.i += 2
            elif low[i] == "," or low[i] == "and":  # ``c.lit(",") or c.lit("and")``
                c.i = i + 1
            else:
                if i >= c.far:  # the misses of ``c.lit(",")`` and ``c.lit("and")``
                    c.far, c.want = i, "and"
                break
        if not holders or len(set(holders)) != len(holders):
            return None
    if low[c.i] == "have":  # ``c.lit("have")``
        c.i += 1
    elif not c.lit("have"):  # (recording the miss)
        return None
    if len(holders) == 1:
        if c.i != c.n:  # ``c.done()`` fails (and records its miss)
            c.done()
            return None
        return new_question("holder", noun, tuple(holders))
    aggregate(c)
    if not c.done():
        return None
    return new_question(
        "sum",
        noun,
        tuple(holders),
        count=group[1] if group else 0,
        gender=group[2] if group else "",
    )


def _group(c: Cursor) -> tuple[str, int, str] | tuple[()] | None:
    """``they`` -> ("they", 0); ``the three of them`` / ``these three boys`` / ``all three``
    -> ("group", 3, gender said by the group noun or ""); names follow -> (); anything else
    -> None."""
    if c.lit("they"):
        return ("they", 0, "")
    if c.low[c.i] not in ("the", "these", "all"):
        return ()
    start = c.i
    c.i += 1
    q = c.qty()
    if q is None or not isinstance(q, int) or q < 2:
        c.i = start
        return None
    gender = ""
    if c.low[c.i] == "of" and c.low[c.i + 1] == "them":
        c.i += 2
    elif c.i < c.n and c.cls(c.i) == PLAIN and c.low[c.i + 1] == "have":
        if c.low[c.i] not in _GROUP_NOUNS:
            c.i = start  # "the two teachers": people the story never said the holders are
            return None
        gender = _GROUP_GENDERS.get(c.low[c.i], "")
        c.i += 1
    return ("group", q, gender)


def _difference(c: Cursor) -> Question | None:
    """``How many more|fewer NOUN does A have than B``: A - B (more) or B - A (fewer)."""
    role = c.cue("comparative_more", "comparative_fewer")
    noun = c.noun(optional=True)
    if not c.lit("does"):
        return None
    a = c.name()
    if a is None or not c.lit("have") or not c.lit("than"):
        return None
    b = c.name()
    if b is None:
        return None
    trailing_verb(c)
    if not c.done():
        return None
    pair = (a, b) if role == "comparative_more" else (b, a)
    return new_question("difference", noun, pair)


def _sub(c: Cursor, toks: tuple[Token, ...], i: int) -> Cursor:
    sub = Cursor(toks, c.lex, i, c.low)  # ``toks``: ``c.toks`` or a prefix of it
    sub.pronouns = c.pronouns
    return sub


def conditional(c: Cursor) -> tuple[list[Clause], Question] | None:
    """``If FACTS, QUESTION`` or ``QUESTION if FACTS`` (the sentence without its ``?``)."""
    low = c.low
    if low and low[0] == "if" and "," in low:
        k = low.index(",")
        facts = statement(_sub(c, c.toks[:k], 1))
        q = question(_sub(c, c.toks, k + 1)) if facts is not None else None
    elif "if" in low and low[:2] == ["how", "many"]:
        k = low.index("if")
        q = question(_sub(c, c.toks[: k - 1 if low[k - 1] == "," else k], 0))
        facts = statement(_sub(c, c.toks, k + 1)) if q is not None else None
    else:
        return None
    if facts is None or q is None:
        c.miss("conditional")
        return None
    return facts, q
