"""Totals over acts of which one is told without its amount in the asked kind (adversary 7c).

An asked total (``How many pages did Tom read?``, ``How much money did Tom earn?``) sums the
events told in the asked kind. Another act of the same doer whose amount in the asked kind is
not told may add to that total:

- the same act counted in units that hold the asked kind (``She picked 3 baskets of apples``
  beside ``picked 5 apples``: how many apples in a basket?), or in another measure of the same
  content (``2 bottles of water`` beside ``cups of water`` asked);
- the same act of measure counted in another kind (``He read 3 chapters`` beside ``read 20
  pages``; ``He ran 4 laps`` beside ``ran 3 miles``; ``He scored 3 goals`` beside points
  asked, or 20 points beside goals asked): how many pages, miles, points, goals?
- money asked as earned (made) beside work, a sale or another paid act of the doer told in a
  sentence without money (``He worked for 5 hours on Tuesday``, ``He sold 5 cookies``, ``He
  mowed 3 lawns``); money asked as spent (paid) beside a purchase told without money (``He
  bought 3 books on Tuesday``); money asked in dollars beside money of the same verb told
  without them (``he earned some money``, ``He saved 3 coins``). In the money's own
  sentence the act is what it was for (``sold 5 cookies and earned $10``).

The same act told by another verb (``He purchased 2 apples`` beside ``How many apples did
Tom buy?``, ``jogged`` beside ``run``): counted in the asked total
or not?

Things asked as got or received beside things given to the asked holder (``Her mom gave
her 3 apples``), or, for ``get``, bought or picked by her: they were got too.

A whole of people at a place (``There are 50 children at the party. 30 of them are boys.``)
beside people brought by someone (``Tom brings 5 friends``): whether they are among the
people asked of is not told (``How many of the children are girls?`` is not 20).

Each case refuses (``ambiguous_total``) rather than leave the untold amount out.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from mathcore.organs.story.gsm_questions import by_holder
from mathcore.organs.story.model import EVERYONE, Event, Kind, StorySetup
from mathcore.packs.loader import Pack, current_pack

#: The word tables live in the pack (lexicon/story_untold7.jsonl), read once per pack:
#: ``money_act_verbs`` (a money question's verb -> the verbs of acts that move money told
#: without it), ``measure_noun`` (amounts counted through other things: goals worth points,
#: chapters of pages; the same act told of another thing beside one of these asked leaves the
#: asked amount untold), ``money_noun`` (money told in another kind than dollars, its worth in
#: dollars not told), ``receive_verb`` (question verbs of receiving: a gift told by its giver's
#: verb is received too), ``earn_verb`` (money verbs whose acts of another verb, work, mow,
#: babysit, may be what earned it), ``act_synonym_group`` (verbs that may tell the same act:
#: ``He purchased 2 apples`` is bought too; not ``make`` beside ``bake``, as frames4's gold
#: reads ``The bakery made 20 cakes. They baked 5 more cakes.`` as 5 baked), ``duration_noun``
#: (time a paid act went on for) and ``people_noun`` (nouns of people, by their singular, who
#: may be brought to, or be among, a place's people).


@dataclass(frozen=True, slots=True)
class _Words:
    paid_by: Mapping[str, frozenset[str]]
    measures: frozenset[str]
    money: frozenset[str]
    received: frozenset[str]
    earned: frozenset[str]
    akin: tuple[frozenset[str], ...]
    time: frozenset[str]
    people: frozenset[str]


_WORDS: dict[str, _Words] = {}


def _words() -> _Words:
    """The pack's untold-act word tables, built once per pack digest."""
    pack = current_pack()
    hit = _WORDS.get(pack.digest)
    if hit is None:
        hit = _Words(
            paid_by=_groups(pack, "money_act_verbs"),
            measures=pack.words("measure_noun"),
            money=pack.words("money_noun"),
            received=pack.words("receive_verb"),
            earned=pack.words("earn_verb"),
            akin=tuple(g for _, g in sorted(_groups(pack, "act_synonym_group").items())),
            time=pack.words("duration_noun"),
            people=pack.words("people_noun"),
        )
        _WORDS.clear()
        _WORDS[pack.digest] = hit
    return hit


def _groups(pack: Pack, category: str) -> dict[str, frozenset[str]]:
    """``category``'s rows as form -> the words of its value (space-separated)."""
    return {f: frozenset((pack.value(f, category) or "").split()) for f in pack.words(category)}


def people_nouns() -> frozenset[str]:
    """Nouns of people (by their singular) who may be brought to, or be among, a place's
    people (the pack's ``people_noun`` rows)."""
    return _words().people


def _akin(asked: str, told: str, groups: tuple[frozenset[str], ...]) -> bool:
    """Two verbs of which one may tell the other's act (``purchased`` beside ``buy`` asked)."""
    return asked != told and any(asked in g and told in g for g in groups)


def _same_content(asked: Kind, told: Kind) -> bool:
    """``2 bottles of water`` beside ``cups of water`` asked: another measure of the same."""
    return told.head != asked.head and any(
        m.startswith("of ") and m in told.mods for m in asked.mods
    )


def _sentence(e: Event) -> str:
    return e.source.partition("[")[0]


def untold_act(setup: StorySetup, hits: list[Event]) -> str | None:
    """What another act of the asked doer leaves untold in the asked total (None: nothing)."""
    q = setup.question
    w = _words()
    told = {_sentence(e) for e in hits}
    if q.frame in w.received:
        got = _received_otherwise(setup, hits)
        if got:
            return got
    for e in setup.events:
        if e in hits or not by_holder(q.holder, e.agent):
            continue
        if e.op not in ("gain", "lose", "give", "act"):
            continue
        akin = _akin(q.frame, e.frame, w.akin)
        if q.kind.covers(e.kind) and akin:
            return f"{e.frame} may be {q.frame} too"
        if q.kind.covers(e.kind):
            continue
        same = akin or e.frame == q.frame
        if same and f"of {q.kind.head}" in e.kind.mods:
            return f"how many {q.kind.label()} in {e.kind.label()}"
        measured = q.kind.head in w.measures or e.kind.head in w.measures
        if same and (e.op == "act" or measured) and e.kind.head != "dollar":
            return f"how many {q.kind.label()} in {e.kind.label()}"
        if same and _same_content(q.kind, e.kind):
            return f"how many {q.kind.label()} in {e.kind.label()}"
        if e.frame == q.frame and q.kind.head == "dollar" and e.kind.head in w.money:
            return f"how many dollars in {e.kind.label()}"
        if q.kind.head != "dollar" or e.kind.head in ("dollar", "cent") or _sentence(e) in told:
            continue  # "sold 5 cookies and earned $10": the money of that sale
        if e.frame in w.paid_by.get(q.frame, ()):
            return f"the money of {e.kind.label()} {e.frame} is not told"
        if q.frame in w.earned and e.op == "act" and e.frame != q.frame:
            return f"what {e.frame} {e.kind.label()} earned is not told"
    return None


def untold_pay(setup: StorySetup) -> str:
    """Money asked as earned with no money event told, beside an act whose pay is not told:
    a sale or a paid act of another kind beside a wage (``Tom earns $10 an hour. He worked 5
    hours. He also sold 3 cakes.``), time spent at two acts beside one wage (``He played for
    2 hours``: paid?), work over time or another act beside priced sales (``Ann sold 5
    necklaces ... She also worked 3 hours``)."""
    q = setup.question
    w = _words()
    if q.frame not in w.earned:
        return ""
    wage = any(e.op == "each" and e.frame == "wage" for e in setup.events)
    timed: set[str] = set()
    for e in setup.events:
        if not by_holder(q.holder, e.agent) or e.op not in ("act", "lose"):
            continue
        if e.kind.head in ("dollar", "cent"):
            continue
        if e.op == "act" and e.kind.head in w.time and wage:
            timed.add(e.frame)
        elif e.op == "act" or (e.frame == "sell" and wage):
            return f"what {e.frame} {e.kind.label()} earned is not told"
    if len(timed) > 1:
        return f"which of {', '.join(sorted(timed))} is paid is not told"
    return ""


def _received_otherwise(setup: StorySetup, hits: list[Event]) -> str:
    """``Ann got 5 apples from Tom. Her mom gave her 3 apples. How many apples did Ann get?``:
    what others gave the asked holder is received too, told by the giver's verb; what she
    bought or picked is got as well."""
    q = setup.question
    for e in setup.events:
        if e in hits or not q.kind.covers(e.kind):
            continue
        if e.op == "give" and e.other and by_holder(q.holder, e.other):
            return f"{e.kind.label()} given by {e.agent} are {q.frame} too"
        if q.frame == "get" and e.op == "gain" and by_holder(q.holder, e.agent):
            return f"{e.kind.label()} {e.frame} are got too"
    return ""


def people_brought(setup: StorySetup) -> bool:
    """A place's people asked beside people another holder brings (``Tom brings 5 friends``)."""
    q = setup.question
    people = _words().people
    if q.kind.head not in people:
        return False
    if q.holder != EVERYONE and not q.holder.startswith("the "):
        return False
    places = {e.holder for e in setup.events if e.op == "has" and e.kind.head in people}
    return any(
        e.op == "gain" and e.kind.head in people and e.holder not in places | {q.holder}
        for e in setup.events
    )
