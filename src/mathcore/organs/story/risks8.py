"""Guards against known over-reads of the story organ (risks, session 8; docs/story_risks8.md).

Each guard runs only where its construction fires; ``GUARDS`` switches each one (for the
on/off comparison of the development records only; all are on).

- ``made_contents`` (a question-stage hook, called from ``risks7.check``): ``Tom bakes 5 pies.
  Each pie has 4 apples. Tom buys 30 apples. How many apples does Tom have?`` (answered 50):
  a holding of a kind asked over units the holder made (``bake``, ``make``, ``produce``: the
  pack's ``made_verb``) that each hold that kind (``has``, ``in each``; what each uses or
  needs is ``risks7.used_as_held``'s), beside an amount of the kind the holder
  holds or changes directly. Whether the made units' contents came out of that amount is not
  told: refused. The units of the kind held otherwise count as such an amount (``Tom buys 3
  bags of apples. Each bag has 10 apples.``), and so does a loss (``eats 3 apples``: from the
  pies?). Units made of the asked kind itself (``bakes 5 batches of cookies. Each batch has 12
  cookies. He eats 3 cookies.``: 57) hold what was made, not an ingredient: not guarded.
- ``unit_holder`` (the same hook): ``Tom has 5 boxes. A box has 4 apples. Tom buys 30 apples.
  How many apples does Tom have?`` (answered 30): ``A box has 4 apples`` is read as a holder
  of its own (``the box``); a holding asked of a holder of that noun's units refuses.
- ``counted_unit`` (where a percentage, a part or a relative amount is computed, and at the
  answer): ``Sally sold 20 cups of lemonade. She sold 33% more lemonade this week.`` (233/5
  cups): a unit of the pack that also counts servings or vessels (``cup``: the pack's
  ``serving_unit``) is a measure whose amounts may be fractions only where the story itself
  tells a fraction of it (``1/2 cup of sugar``); otherwise it counts things and a non-whole
  amount of it refuses ``non_integer_count``.
- ``mixed_parts`` (where ``the rest`` of a whole is computed, ``gsm_pct._split_rest``): ``There
  are 50 balloons. Ten of them are large, and 25% of them are blue. The rest of the balloons
  are white.`` (read as one partition): parts told by different attributes (a size, a colour,
  a sex: the pack's ``modifier_attribute``; or a narrower noun) may overlap, so the rest is not
  their difference: refused ``ambiguous_total``.
- ``ordinal_noun`` (``grammar._measure_mod``): ``3 second graders`` is 3 graders of the second
  grade, not graders of 3 seconds: a measure word that is also an ordinal (``second``) before a
  noun the pack lists as ``ordinal_noun`` (``grader``) is no measure word.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

from mathcore.organs.story.model import Event, Kind, Question
from mathcore.packs.loader import current_pack

#: Each guard on (True) or off; switched off only by the on/off comparison of dev records.
GUARDS = {
    "made_contents": True,
    "unit_holder": True,
    "counted_unit": True,
    "mixed_parts": True,
    "ordinal_noun": True,
}

#: Asks that read the holding of the asked kind (what the made units hold may be counted).
_HOLDING_ASKS = frozenset(
    {"state", "dozens", "difference", "difference_k", "state_pair", "initial"}
)
#: Events that tell an amount of their kind held or moved (not a factor, not a part).
_AMOUNT_OPS = frozenset({"has", "gain", "lose", "give", "act", "each"})
#: ... and those that tell a difference in it (``2.5 more cups``: the story measures in cups).
_TOLD_OPS = _AMOUNT_OPS | {"more", "fewer", "ev_more", "ev_fewer", "more_k", "fewer_k"}


@dataclass(frozen=True, slots=True)
class _Words:
    made: frozenset[str]
    uses: frozenset[str]
    serving: frozenset[str]
    ordinal_nouns: frozenset[str]
    attribute: dict[str, str]


_WORDS: dict[str, _Words] = {}


def _words() -> _Words:
    """The pack's word tables of these guards (lexicon/story_risks8_words), once per digest."""
    pack = current_pack()
    hit = _WORDS.get(pack.digest)
    if hit is None:
        attrs = pack.words("modifier_attribute")
        hit = _Words(
            made=pack.words("made_verb"),
            uses=pack.words("per_unit_use_verb") | pack.words("use_verb_form"),
            serving=pack.words("serving_unit"),
            ordinal_nouns=pack.words("ordinal_noun"),
            attribute={w: pack.value(w, "modifier_attribute") or "" for w in attrs},
        )
        _WORDS.clear()
        _WORDS[pack.digest] = hit
    return hit


# -- made_contents ------------------------------------------------------------------------


def made_contents(events: Sequence[Event], q: Question) -> str:
    """Why a holding asked may or may not count what the holder's made units hold."""
    if q.ask not in _HOLDING_ASKS:
        return ""
    made = _made(events, q) if GUARDS["made_contents"] else ""
    return made or (_unit_holder(events, q) if GUARDS["unit_holder"] else "")


def _made(events: Sequence[Event], q: Question) -> str:
    head = q.kind.head
    w8 = _words()
    per_unit = [  # a holding asked over what each uses or needs: risks7.used_as_held
        e.other_kind.head
        for e in events
        if e.op == "each" and e.kind.head == head and e.other_kind is not None
        if q.ask != "state" or not w8.uses & set(e.source.partition(": ")[2].lower().split())
    ]
    if not per_unit:
        return ""
    made = {e.kind.head for e in events if e.op == "gain" and e.frame in w8.made}
    for e in events:
        if e.op != "gain" or e.kind.head not in per_unit or e.frame not in w8.made:
            continue
        if f"of {head}" in e.kind.mods:  # "bakes 5 batches of cookies": the made thing itself
            continue
        maker = e.holder
        if q.holder not in ("*", maker):
            continue
        if _other_source(events, maker, head, made):
            return f"whether the {head}s in the made {e.kind.head}s are among the others"
    return ""


def _other_source(events: Sequence[Event], maker: str, head: str, made: set[str]) -> bool:
    """Whether the maker holds or moves the kind otherwise than in made units: directly
    (``buys 30 apples``, ``eats 3 apples``: from the pies or from others?) or in units not made
    (``buys 3 bags. Each bag has 10 apples``)."""
    units = {x.kind.head for x in events if maker in (x.holder, x.other, x.agent)}
    for x in events:
        if x.kind.head != head or x.op not in _AMOUNT_OPS:
            continue
        if x.op == "each":
            if x.other_kind is not None and x.other_kind.head in units - made:
                return True
        elif maker in (x.holder, x.other, x.agent):
            return True
    return False


def _unit_holder(events: Sequence[Event], q: Question) -> str:
    """``Tom has 5 boxes. A box has 4 apples. Tom buys 30 apples.``: ``A box`` is read as a
    holder of its own (``the box``), so its apples were left out of Tom's (answered 30); the
    box may be one of Tom's boxes. A holding asked of a holder who holds units of that noun and
    also the asked kind itself (with none of it, the reading refuses already); not a unit of
    measure (``there are 128 ounces in a gallon`` converts)."""
    pack = current_pack()
    for e in events:
        if not e.holder.startswith("the ") or e.kind.head != q.kind.head or e.op == "each":
            continue
        unit = e.holder[4:]
        if pack.value(unit, "unit") is not None:
            continue
        for x in events:
            if x.kind.head != unit or x.op not in ("has", "gain") or x.holder == e.holder:
                continue
            if q.holder not in ("*", x.holder) or not _holds(events, x.holder, q.kind.head):
                continue
            return f"whether {e.holder}'s {q.kind.head}s are among {x.holder}'s"
    return ""


def _holds(events: Sequence[Event], holder: str, head: str) -> bool:
    """Whether the holder is told to hold or get the kind itself (``Tom buys 30 apples``)."""
    return any(
        x.holder == holder and x.kind.head == head and x.op in ("has", "gain") for x in events
    )


# -- counted_unit -------------------------------------------------------------------------


def counted_unit(head: str, events: Iterable[Event]) -> bool:
    """Whether ``head`` is a serving unit (``cup``) the story never tells a fraction of: its
    amounts then count things and must be whole."""
    if not GUARDS["counted_unit"] or head not in _words().serving:
        return False
    for e in events:
        if e.kind.head != head or e.op not in _TOLD_OPS or e.qty is None:
            continue
        if Fraction(e.qty).denominator != 1:
            return False  # "1/2 cup of sugar": the story measures in it
    return True


def counted_heads(events: Sequence[Event]) -> frozenset[str]:
    """The serving units of the story that count things (``counted_unit``): the ledger's
    comparisons keep them whole (``Bo has half as many cups as Ann``, Ann 21)."""
    serving = _words().serving
    heads = {e.kind.head for e in events if e.kind.head in serving}
    return frozenset(h for h in heads if counted_unit(h, events))


# -- mixed_parts --------------------------------------------------------------------------


def _attributes(kind: Kind, whole: Kind) -> frozenset[str]:
    """The attributes a part names of its whole: a narrower noun, or its modifiers' classes."""
    if kind.head != whole.head:
        return frozenset({"noun"})
    attribute = _words().attribute
    own = set(kind.mods) - set(whole.mods)
    return frozenset(attribute[m] for m in own if m in attribute)


def mixed_parts(whole: Kind, parts: Iterable[Kind]) -> str:
    """Why the parts of a whole (and its rest) may overlap: told by different attributes."""
    if not GUARDS["mixed_parts"]:
        return ""
    told = {a for p in parts if (a := _attributes(p, whole))}
    if len(told) > 1:
        names = sorted({x for a in told for x in a})
        return f"parts of the {whole.head}s told by different attributes ({', '.join(names)})"
    return ""


# -- ordinal_noun -------------------------------------------------------------------------


def ordinal_before(noun: str | None) -> bool:
    """Whether a measure word that is also an ordinal (``second``) before ``noun`` (a
    singular noun) is the ordinal: ``3 second graders``."""
    return GUARDS["ordinal_noun"] and noun is not None and noun in _words().ordinal_nouns
