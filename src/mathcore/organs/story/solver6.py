"""Solver frontier, round 6: wholes the ledger already determines exactly.

``whole_is_held``: a part ``of the cookies`` / ``of his bracelets`` after the holder only
*gained* the kind (``Neil baked 20 cookies. He gave 2/5 of the cookies to his friend.``):
nothing was taken away, so the whole and what is held are the same amount, and the part
is of it. ``gsm_pct`` refuses every part after a change (of the whole or of what is left?);
this reads only the two cases where there is no choice:

- the holder's one gain of the kind is the whole of it (no amount told before, no second
  gain, nobody else holding or gaining the kind before): ``baked 20 cookies ... 2/5 of the
  cookies`` / ``of them``;
- a possessive part (``a third of his bracelets``) after a told amount and gains only: what
  is his at that moment (``Bingley has 5 bracelets. Kelly gives Bingley 4 ... gives a third
  of his bracelets``: 3 of 9).

Refused as before: any loss or gift before the part (then ``of the whole`` and ``of what is
left`` differ), a part done by someone else than the holder (``Samuel ate half of them``
over Bonnie's apples), gains of another kind of the noun, two gains under ``of the``/``of
them`` (which of them?).

Also here (each with its own docstring): ``scope_words`` and ``coins_left_with`` (coins asked
as money ``in total`` / ``left with``), ``pile_goal`` (``has 18 bars to sell`` asked as what
is still needed), ``of_narrower`` (``boxes of lemon biscuits`` toward ``boxes of
biscuits``), ``need_names_kind`` (a need count of another noun refuses),
``relative_measure`` (a relative amount of a measure may be a fraction), ``trailing_start``
(``... left if she had 170``), ``shortened_place`` (``the lot`` for ``the parking lot``) and
``prepare``, the one hook before the ledger (with ``solver6_units``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import pairwise

from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.model import Event, Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

#: The word tables live in the pack (lexicon/story_solver6_words.jsonl), read once per pack
#: digest: ``possessive_subject`` (his, her, their: ``a third of his bracelets``),
#: ``unscoped_tail_phrase`` (question tails that scope nothing: ``in total``, ``in all``,
#: ``is he left with``; a coin question reading its scope words drops them first),
#: ``purpose_tail_lead`` (a purpose tail after ``to <verb>`` that scopes nothing the ledger
#: counts), ``left_word``, ``later_moment_word``, ``possessive_gender`` (his -> m) and
#: ``still_past_word`` (``still`` right before a past state: the state after the changes
#: told before it).


@dataclass(frozen=True, slots=True)
class _Words:
    possessive: frozenset[str]
    unscoped_tails: frozenset[tuple[str, ...]]
    pile_tail_leads: frozenset[str]
    left_words: frozenset[str]
    not_start: frozenset[str]
    possessive_gender: dict[str, str]
    still_past: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        possessive=pack.words("possessive_subject"),
        unscoped_tails=frozenset(tuple(t.split()) for t in pack.words("unscoped_tail_phrase")),
        pile_tail_leads=pack.words("purpose_tail_lead"),
        left_words=pack.words("left_word"),
        not_start=pack.words("later_moment_word"),
        possessive_gender={
            f: pack.value(f, "possessive_gender") or ""
            for f in sorted(pack.words("possessive_gender"))
        },
        still_past=pack.words("still_past_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _touches(x: Event, e: Event) -> bool:
    return e.holder in (x.holder, x.other) and (x.kind.covers(e.kind) or e.kind.covers(x.kind))


def _possessive_part(e: Event) -> bool:
    """``a third of his bracelets``: ``of`` + his/her/their in the part's own words."""
    ws = _words()
    words = e.source.partition(": ")[2].lower().split()
    return any(a == "of" and b in ws.possessive for a, b in pairwise(words))


def whole_is_held(before: Sequence[Event], e: Event) -> bool:
    """Whether the part ``e`` (after a change of its amount) is of what is held, because
    every change before it only added to the holder's amount of exactly its kind."""
    if e.agent not in ("", e.holder) or "rest" in e.rule.split("_"):
        return False
    possessive = _possessive_part(e)
    gains = 0
    told = False
    for x in before:
        if not _touches(x, e):
            if x.kind.head == e.kind.head and not possessive:
                return False  # another's cookies before "of the cookies": whose?
            continue
        if x.kind != e.kind:
            return False
        got = (x.op == "gain" and x.holder == e.holder) or (x.op == "give" and x.other == e.holder)
        if got and x.qty is not None and x.qty >= 0:
            gains += 1
        elif x.op == "has" and x.holder == e.holder and x.qty is not None:
            told = True
        else:
            return False  # a loss, a gift away, an unknown: of the whole or of what is left
    return gains > 0 and (possessive or (gains == 1 and not told))


def scope_words(source: str) -> set[str]:
    """The words of a question's source, less the tails that scope nothing."""
    ws = _words()
    words = source.partition(": ")[2].lower().split()
    out: list[str] = []
    k = 0
    while k < len(words):
        if tuple(words[k : k + 2]) in ws.unscoped_tails:
            out.append(words[k] if words[k] == "left" else "")
            k += 2
            continue
        out.append(words[k])
        k += 1
    return set(out) - {""}


#: The money-left questions that mean ``How much money does he have left?``.
_LEFT_WITH = frozenset({"q_money_left_with", "q_money_be_left_with"})


def coins_left_with(setup: StorySetup) -> bool:
    """``If he gives his sister $5 and 120 quarters, how much money in total is he left
    with?`` over a story of the asker's dollars and coins only: the plain state question,
    which ``coin_money`` answers at each coin's worth (every other money form refuses)."""
    from mathcore.organs.story.mawps_eq_asks import coins_only

    q = setup.question
    return q.rule in _LEFT_WITH and q.ask == "state" and coins_only(setup)


def _pile_lemma(e: Event) -> str:
    """``James has 18 chocolate bars to sell (for the swim team | at the market)``: the
    verb's lemma, or ``""``; a tail after the verb is ``for|at the`` + words, no number."""
    ws = _words()
    from mathcore.organs.story.frames4 import _lemma

    words = e.source.partition(": ")[2].lower().split()
    if e.op != "has" or "to" not in words:
        return ""
    k = len(words) - 1 - words[::-1].index("to")
    if k + 1 >= len(words):
        return ""
    tail = words[k + 2 :]
    if tail and (
        len(tail) < 3
        or tail[0] not in ws.pile_tail_leads
        or tail[1] != "the"
        or any(not w.isalpha() for w in tail)
    ):
        return ""
    return _lemma(words[k + 1])


def pile_goal(setup: StorySetup) -> StorySetup:
    """``James has 18 chocolate bars to sell. He sold 5 last week and 7 this week. How many
    more chocolate bars does he need to sell?``: a first holding told as things to do with
    the asked verb is the goal ``gsm_rate_goal`` reads (the goal less what was done). Only
    when the story tells no goal, the pile is its first event, of the asker and the asked
    kind, and its verb is the asked one; the done events are checked there."""
    q = setup.question
    if q.ask != "goal_left" or not setup.events or any(e.op == "goal" for e in setup.events):
        return setup
    first = setup.events[0]
    if (
        first.holder != q.holder
        or first.kind != q.kind
        or first.qty is None
        or first.qty < 0
        or not q.frame
        or _pile_lemma(first) != q.frame
    ):
        return setup
    goal = Event(
        "goal",
        first.holder,
        first.kind,
        first.qty,
        "",
        None,
        q.frame,
        first.source,
        first.holder,
        "s6_pile_goal",
    )
    return StorySetup((goal, *setup.events[1:]), q)


def _of_parts(mods: tuple[str, ...]) -> tuple[frozenset[str], dict[str, frozenset[str]]]:
    plain = frozenset(m for m in mods if not m.startswith("of "))
    ofs: dict[str, frozenset[str]] = {}
    for m in mods:
        words = m.split()
        if words[0] == "of" and len(words) > 1:
            ofs[words[-1]] = frozenset(words[1:-1])
    return plain, ofs


def of_narrower(wide: Kind, narrow: Kind) -> bool:
    """``boxes of lemon biscuits`` are ``boxes of biscuits``: the same head, every plain
    modifier of the wider kind kept, and each ``of X`` of it kept with more modifiers
    before ``X`` (``of lemon biscuit`` under ``of biscuit``)."""
    if wide.head != narrow.head or not any(m.startswith("of ") for m in wide.mods):
        return False
    wp, wo = _of_parts(wide.mods)
    np_, no = _of_parts(narrow.mods)
    if not wp <= np_ or len(wo) != len(no) or set(wo) != set(no):
        return False
    return all(wo[x] <= no[x] for x in wo)


def need_names_kind(setup: StorySetup) -> None:
    """``How many more slices of ham does she need to make 50 sandwiches?``: the ``need``
    question reads its target count (``N K?``) without checking the noun after it, and the
    story's own slices were compared with 50 (answered 19). A noun after the target count
    must be the asked kind's noun (or one of its modifier words); otherwise the count is of
    something else (sandwiches) and the need is refused."""
    from mathcore.organs.story.ledger import Halt
    from mathcore.organs.story.lexemes import lexicon

    q = setup.question
    if q.ask != "need" or q.qty is None or q.rule == "s7_make_need":  # solver7: read there
        return
    words = q.source.partition(": ")[2].lower().split()
    at = [k for k, w in enumerate(words) if w.replace(",", "") == str(q.qty)]
    if not at:
        return
    entries = lexicon().entries
    allowed = {q.kind.head, *(w for m in q.kind.mods for w in m.split())}
    for w in words[at[-1] + 1 :]:
        lx = entries.get(w)
        if lx is not None and lx.noun and lx.noun not in allowed and w not in allowed:
            raise Halt("question_target_unbound", f"the needed count is of {lx.noun}, not asked")


_SENT = re.compile(r"s(\d+)\[(\d+)-(\d+)\]")


def _span(source: str) -> tuple[int, int, int] | None:
    m = _SENT.match(source)
    return (int(m.group(1)), int(m.group(2)), int(m.group(3))) if m else None


def trailing_start(setup: StorySetup) -> StorySetup:
    """``Miss Davis gave 15 popsicle sticks to each of the 10 groups. How many sticks does
    she have left if she had 170 popsicle sticks?``: a trailing condition that tells, with
    ``had``, what the asker held, under a question of what is left, tells the amount before
    the story's changes (the ledger read it as told after them, of an unknown start, and
    refused). Only the last event, a ``has`` of the asker's asked kind read from the
    question sentence after the question's own words, with ``had`` and no word of a later
    moment (``left``, ``now``, ``still``), when no amount of that kind was told before; the
    changes before it stay in their order."""
    q = setup.question
    if q.ask != "state" or len(setup.events) < 2:
        return setup
    last = setup.events[-1]
    qs, ls = _span(q.source), _span(last.source)
    if qs is None or ls is None or ls[0] != qs[0] or ls[1] <= qs[2]:
        return setup
    ws = _words()
    words = last.source.partition(": ")[2].lower().split()
    q_words = set(q.source.partition(": ")[2].lower().split())
    if (
        last.op != "has"
        or last.qty is None
        or last.holder != q.holder
        or not q.kind.covers(last.kind)
        or "had" not in words
        or set(words) & ws.not_start
        or not q_words & ws.left_words
    ):
        return setup
    before = setup.events[:-1]
    touching = [
        e for e in before if q.holder in (e.holder, e.other) and e.kind.head == last.kind.head
    ]
    if not touching or any(
        not (e.op == "lose" or (e.op == "give" and e.other != q.holder))
        or e.holder != q.holder
        or not last.kind.covers(e.kind)  # "gave away 40 sticks" of "170 popsicle sticks"?
        for e in touching
    ):
        return setup  # only what the asker took away or gave is "left" from the start
    first = before.index(touching[0])
    events = (*before[:first], last, *before[first:])
    return StorySetup(events, q)


def prepare(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """Every solver6 rewrite before the ledger (one hook in ``unknowns_total``)."""
    from mathcore.organs.story import solver6_units

    setup = possessed_same(trailing_start(shortened_place(setup)))
    setup, units = solver6_units.units_of_setup(setup)
    setup, s7 = _lazy("mathcore.organs.story.solver7").prepare7(setup)  # solver7: unit kinds
    return setup, [*units, *s7]


def shortened_place(setup: StorySetup) -> StorySetup:
    """``There are 516 cars in a parking lot. ... How many black cars are on the lot?``: a
    question's place ``the lot`` that no event names is the one told place whose name ends
    with it (``the parking lot``). Only ``the`` + one word, and only when exactly one holder
    of the story ends with that word (and none is the word alone)."""
    q = setup.question
    words = q.holder.split()
    if len(words) != 2 or words[0] != "the":
        return setup
    holders = {h for e in setup.events for h in (e.holder, e.other) if h}
    if q.holder in holders:
        return setup
    longer = {h for h in holders if h.startswith("the ") and h.endswith(f" {words[1]}")}
    if len(longer) != 1:
        return setup
    return StorySetup(setup.events, replace(q, holder=next(iter(longer))))


def relative_measure(head: str) -> bool:
    """``Jerome lost three times that many pounds``: a relative amount of a measure (a unit
    of the pack: pounds, miles, hours) may be a fraction; a relative count stays whole
    (``gsm_relative``), as a part of a measure may be (``gsm_pct._measured``)."""
    from mathcore.organs.story.gsm_pct import _measured

    return _measured(head)


def possessed_same(setup: StorySetup) -> StorySetup:
    """``Tom's cat is 8 years old. His rabbit is half the age of his cat.``: ``his cat`` (read
    as ``the cat``) is ``Tom's cat`` when Tom is the story's one possessor, the pronoun fits
    his gender, and every clause naming ``the cat`` says ``his cat`` (or ``her``). Only a
    holder ``the X`` beside exactly one ``P's X``; otherwise the story is unchanged."""
    from mathcore.organs.story.lexemes import lexicon

    if not any("'s " in e.holder or "'s " in e.other for e in setup.events):
        return setup  # cheap: no possessed holder
    ws = _words()
    holders = {h for e in setup.events for h in (e.holder, e.other) if h}
    owned = {h for h in holders if "'s " in h}
    owners = {h.split("'s ", 1)[0] for h in owned}
    if len(owners) != 1:
        return setup
    (owner,) = owners
    entries = lexicon().entries
    entry = entries.get(owner)
    if entry is None or not entry.name:
        return setup
    for h in holders - owned:  # another person named: whose cat is "his cat"?
        other = entries.get(h)
        if h != owner and other is not None and other.name:
            return setup
    rename: dict[str, str] = {}
    for h in owned:
        thing = h.split("'s ", 1)[1]
        bare = f"the {thing}"
        if bare not in holders:
            continue
        said = [
            e.source.partition(": ")[2].lower() for e in setup.events if bare in (e.holder, e.other)
        ]
        pronouns = {w for s in said for w in ws.possessive_gender if f"{w} {thing}" in s}
        if len(pronouns) != 1 or any(not any(f"{w} {thing}" in s for w in pronouns) for s in said):
            return setup
        gender = ws.possessive_gender[next(iter(pronouns))]
        if entry.gender not in (None, "", gender):
            return setup
        rename[bare] = h
    if not rename or setup.question.holder in rename:
        return setup
    events = tuple(
        replace(e, holder=rename.get(e.holder, e.holder), other=rename.get(e.other, e.other))
        for e in setup.events
    )
    return StorySetup(events, setup.question)


def still_after_own_change(changed: dict[str, int], e: Event) -> bool:
    """``Adam has 18 magnets. He gave away a third of the magnets, and he still had half as
    many magnets as Peter.``: a past comparison after a change of its own subject, said with
    ``still had``, is of the subject's amount after that change (``still`` marks the moment
    after it). Only ``still`` directly before ``had``/``was``/``were``, the subject changed
    and the other side never changed (``Vicki still had twice as many as Jeff`` after Jeff
    donated some: than Jeff before or after? refused as before)."""
    ws = _words()
    if e.holder not in changed or e.other in changed:
        return False
    words = e.source.partition(": ")[2].lower().split()
    return any(a == "still" and b in ws.still_past for a, b in pairwise(words))
