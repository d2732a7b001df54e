"""Two parts of one whole asked together: ``At the hardware store, 0.25 of the nails are size 2d
and 0.5 of the nails are size 4d. What fraction of the nails are either size 2d or 4d?`` (0.25
+ 0.5).

The story tells exactly two parts of one whole (``<p> of the <whole> <verb> <part>``; the
second may elide ``of the <whole>``: ``and 0.2 received B's``), in one sentence joined by
``and`` or in two sentences, after an optional scene-setting lead (``In Mr. Olsen's class,``:
``at``/``in`` and words with no number, ending in a comma). The question names the same whole
and verb and ``either <part> or <part>`` with the two parts as told (a shared leading word may
stand once, before ``either`` or only in the first part). "Either" reads the parts as
exclusive, so they must be two values of one attribute: the same words but one (``size 2d`` /
``size 4d``, ``bikinis`` / ``trunks``); each is above 0 and together at most the whole; a part
asked that the story does not tell, a third part, a whole or verb that differs, any other
sentence: not read here (``None``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from mathcore.exact import parse_exact
from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.packs.loader import Pack, PerPack, current_pack
from mathcore.text.lowered import lower

_SENT = re.compile(r"(?:[^.?!]|\.(?=\d)|(?<=\bMr)\.|(?<=\bMrs)\.|(?<=\bMs)\.|(?<=\bDr)\.)+[.?!]?")
_TOKEN = re.compile(r"\d+(?:\.\d+)?|\d+/\d+|[a-z0-9]+(?:['’-][a-z0-9]+)*\.?|[,?]")
#: The word tables live in the pack (lexicon/story_more8.jsonl), read once per pack digest:
#: ``part_told_verb`` (are, were, received, got) and ``part_place_lead`` (at, in).


@dataclass(frozen=True, slots=True)
class _Words:
    verbs: frozenset[str]
    leads: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        verbs=pack.words("part_told_verb"),
        leads=pack.words("part_place_lead"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


Part = tuple[Fraction, tuple[str, ...], str, tuple[str, ...]]  # amount, whole, verb, part


def cue(text: str) -> bool:
    """The cheap necessary condition: the question asks ``what fraction``."""
    return "what fraction" in lower(text)  # the text's one lower case (text.lowered)


def _tokens(sent: str) -> list[str] | None:
    low = sent.lower()
    toks = _TOKEN.findall(low)
    if "".join(toks) != "".join(low.split()):
        return None
    return toks


def _parts(toks: list[str], whole: tuple[str, ...] | None) -> list[Part] | None:
    """``<p> of the <whole> <verb> <part> [and <p> [of the <whole>] <verb> <part>]``."""
    ws = _words()
    if not toks or not re.fullmatch(r"\d+(?:\.\d+)?|\d+/\d+", toks[0]):
        return None
    qty = parse_exact(toks[0])
    if qty is None or not 0 < qty < 1:
        return None
    k = 1
    if toks[k : k + 2] == ["of", "the"]:
        verb_at = next((j for j in range(k + 2, len(toks)) if toks[j] in ws.verbs), None)
        if verb_at is None or verb_at == k + 2:
            return None
        told = tuple(toks[k + 2 : verb_at])
        if whole is not None and told != whole:
            return None
        whole = told
        k = verb_at
    elif whole is None or toks[k] not in ws.verbs:
        return None
    verb = toks[k]
    ands = [j for j in range(k + 1, len(toks)) if toks[j] == "and"]
    end = ands[0] if ands else len(toks)
    part = tuple(toks[k + 1 : end])
    if not part or any(t[0].isdigit() and "." in t for t in part):
        return None
    first: Part = (Fraction(qty), whole, verb, part)
    if not ands:
        return [first]
    rest = _parts(toks[end + 1 :], whole)
    return None if rest is None or len(rest) != 1 else [first, *rest]


def _lead(toks: list[str]) -> list[str] | None:
    """Drop ``In Mr. Olsen's mathematics class ,``: a scene with no number."""
    ws = _words()
    if not toks or toks[0] not in ws.leads:
        return toks
    if "," not in toks:
        return None
    at = toks.index(",")
    if any(t[0].isdigit() for t in toks[:at]):
        return None
    return toks[at + 1 :]


def _asked(a: tuple[str, ...], b: tuple[str, ...]) -> set[tuple[str, ...]]:
    """Every wording of ``either a or b`` the question may use."""
    common = 0
    while common < min(len(a), len(b)) - 1 and a[common] == b[common]:
        common += 1
    out = {("either", *a, "or", *b), ("either", *a, "or", *b[common:])}
    for k in range(1, common + 1):
        out.add((*a[:k], "either", *a[k:], "or", *b[k:]))
    return out


_GRADE = re.compile(r"[a-z]['’]s")


def _values(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Whether the one word told apart names two values of one attribute, so that "either"
    parts cannot overlap: never the attribute itself before a shared value (``size 2`` /
    ``color 2``: a word told apart before anything but a noun); then two numbers (``size 3 m``
    / ``size 5 m``), two letter grades (``A's`` / ``B's``), or two nouns the pack's
    ``hypernym`` rows place apart in one tree (``trumpet`` / ``trombone``, both instruments,
    neither one of the other). Anything else may overlap (``girls`` / ``seniors``, ``red`` /
    ``new``: the pack has no attribute classes) and refuses."""
    from mathcore.organs.story.gsm_gifts_kinds import outside

    pack = current_pack()
    at = next(k for k, (x, y) in enumerate(zip(a, b, strict=True)) if x != y)
    named = not a[at][0].isdigit() and at + 1 < len(a)
    if named and "noun" not in pack.categories(a[at + 1]):
        return False
    x, y = a[at], b[at]
    if x[0].isdigit() and y[0].isdigit():
        return True
    if _GRADE.fullmatch(x) and _GRADE.fullmatch(y):
        return True
    nx, ny = pack.value(x, "noun") or x, pack.value(y, "noun") or y
    return outside(nx, ny) and outside(ny, nx)


def read_parts(text: str) -> StorySetup | None:
    """The setup of a two-part story read totally, or ``None`` (not this shape)."""
    sents = [s.strip() for s in _SENT.findall(" ".join(text.split())) if s.strip()]
    if len(sents) not in (2, 3) or not sents[-1].endswith("?"):
        return None
    parts: list[Part] = []
    where: list[str] = []
    whole: tuple[str, ...] | None = None
    for si, sent in enumerate(sents[:-1]):
        toks = _tokens(sent[:-1]) if sent.endswith(".") else None
        body = _lead(toks) if toks is not None and si == 0 else toks
        got = _parts(body, whole) if body is not None else None
        if not got:
            return None
        whole = got[0][1]
        parts.extend(got)
        where.extend(f"s{si}: {sent}" for _ in got)
    q = _tokens(sents[-1])
    if len(parts) != 2 or q is None or whole is None:
        return None
    (p1, _w1, v1, a), (p2, _w2, v2, b) = parts
    head = ["what", "fraction", "of", "the", *whole, v1]
    if v1 != v2 or p1 + p2 > 1 or q[: len(head)] != head or q[-1] != "?":
        return None
    if len(a) != len(b) or sum(x != y for x, y in zip(a, b, strict=True)) != 1:
        return None  # two values of one attribute (trumpet / trombone section), else may overlap
    if not _values(a, b):
        return None
    if tuple(q[len(head) : -1]) not in _asked(a, b) | _asked(b, a):
        return None
    kind = Kind("fraction", (f"of {' '.join(whole)}",))
    events = tuple(
        Event(
            "has",
            f"the {' '.join(part)}",
            kind,
            qty,
            source=src,
            agent=f"the {' '.join(part)}",
            rule="part_told",
        )
        for src, (qty, _w, _v, part) in zip(where, parts, strict=True)
    )
    source = f"s{len(sents) - 1}: {sents[-1]}"
    return StorySetup(events, Question("part_sum", "*", kind, source=source, rule="q_either"))
