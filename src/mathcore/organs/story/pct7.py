"""Percentages, round 7 (issue 8): a part of a part, a discount given, a share paid, the
amount spent on a discounted kind.

- A part of a part (``nested_part`` / ``part_as_whole``): ``Half of the ants are worker ants,
  20 percent of the worker ants are male.`` The second split's whole is the first split's
  part (an amount held once ``gsm_pct`` made it concrete), read only when the inner part is
  of the same noun and narrower (``male worker ants`` inside ``worker ants``) and the part it
  splits was itself read as a part (``gsm_pct_*`` rows). ``How many female worker ants``
  then reads the complement of the inner part, as a split of a stated whole already does.
- ``the females`` / ``the males`` after a split (``sex_whole``): ``50 percent of the cows are
  female, and 50 percent of the females are pregnant``: the females are the one part told so
  far whose modifiers name that sex (``female cows``); with none or two such parts the noun
  stays ``female`` and the split refuses as before.
- A discount given (``pct7_given_discount_of``, ``pct7_given_discount``): ``he is given a
  discount of 50%``, ``She was given a 20% discount``, as ``gets a 50% discount`` reads; a
  cause before it, ``For purchasing so many,`` / ``For buying so many,`` (``pct7_cause``),
  adds nothing.
- A share of the price paid (``pct7_pay_only``): ``Since he bought so many he only needs to
  pay 80%.``, ``He only has to pay 60%.``: the buyer's prices times 0.8 (an ``adjust`` event
  framed ``discount``; ``gsm_pct_adjust`` finds the purchases and guards the question). With
  a cause its subject must be the payer.
- ``When Sheryll bought 10 books, she was given a discount of $0.5 each.``
  (``pct7_when_bought``, ``pct7_discount_each``): the purchase told in a ``when`` clause (past
  tense only), and each unit price less the money off (``adjusted``; one kind bought).
- ``How much did he spend on tickets?`` beside a discount (``asks_spent_on``): the amount the
  buyer spent on one kind he bought, after the adjustment, which ``gsm_pct_adjust`` put on
  every price of the buyer.

Every part stays exact (``Fraction``); anything else is refused by the rows' owners.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from fractions import Fraction
from itertools import pairwise
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import Halt, _gate
from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.results import Step

if TYPE_CHECKING:
    from mathcore.organs.story.clauses import RawClause
    from mathcore.organs.story.lexemes import Lexeme
    from mathcore.organs.story.reader import Context

_PAY = "needs|need|needed|has|have|had to pay Q:n"
_CAUSE = "?since|because H:c bought|buys|purchased|buy so many ?,"
_OF = "?then ?exactly|only Q:n of the"

PCT7_CLAUSES = f"""
pct7_given_discount_of | H:s @ADV is|was|are|were given a|an discount of Q:n | op=adjust_down
pct7_given_discount | H:s @ADV is|was|are|were given a|an Q:n discount | op=adjust_down
pct7_cause | for buying|purchasing so many | op=none
pct7_when_bought | when H:s F=increment_frame:f N:n K:k | op=pct7_when holder=s kind=k qty=n
pct7_discount_each | H:s @ADV is|was|are|were given a|an discount of $:n each|apiece | op=pct7_each
pct7_pay_only | H:s only {_PAY} | op=pct7_pay_part
pct7_pay_only_since | {_CAUSE} H:s only {_PAY} | op=pct7_pay_part
pct7_count_part_them | N:n of them|these|those are|were M:m | op=pct7_count
pct7_count_part_them_k | N:n of them|these|those are|were K:p | op=pct7_count
pct7_count_part_of | N:n of the|his|her|their K:k are|were M:m | op=pct7_count
pct7_count_part_of_k | N:n of the|his|her|their K:k are|were K:p | op=pct7_count
pct7_count_part_bare | N:n are|were M:m | op=pct7_count
pct7_count_part_bare_k | N:n are|were K:p | op=pct7_count
pct7_part_remaining | {_OF} remaining K:k are|were M:m | op=part
pct7_part_remaining_k | {_OF} remaining K:k are|were K:p | op=part
pct7_part_remainder | {_OF} remainder|remaining|rest are|were M:m | op=part
pct7_part_remainder_k | {_OF} remainder|remaining|rest are|were K:p | op=part
"""

#: The words of a sex that name a part of a split whole (``the females``).
_SEXES = frozenset({"female", "male"})


def _stop(detail: str) -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unresolved_reference", detail, "percentage")


def _pay_part(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``he only needs to pay 80%``: the buyer's prices times 0.8 (a discount of 20%)."""
    from mathcore.organs.story.resolve import _holder

    holder = _holder(rc.bind["s"], ctx)
    cause = rc.bind.get("c")
    if cause is not None and _holder(cause, ctx) != holder:
        raise _stop("the cause of a share paid names another buyer")
    part = Fraction(rc.bind["n"][0])
    return [
        Event(
            "adjust",
            holder,
            Kind("dollar"),
            normalize(part),
            "",
            None,
            "discount",
            source,
            holder,
            rc.frame,
        )
    ]


def _each(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``she was given a discount of $0.5 each``: each unit price less $0.5 (an ``adjust``
    framed ``discount_each``; ``adjusted`` subtracts it, one bought kind only)."""
    from mathcore.organs.story.resolve import _holder

    holder = _holder(rc.bind["s"], ctx)
    off = rc.bind["n"][0]
    if off is None or off <= 0:
        raise _stop("a discount of no money")
    return [
        Event(
            "adjust",
            holder,
            Kind("dollar"),
            normalize(Fraction(off)),
            "",
            None,
            "discount_each",
            source,
            holder,
            rc.frame,
        )
    ]


def _when(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``When Sheryll bought 10 books, ...``: the purchase, told in the past (``When he buys
    10 books, ...`` may be a condition: refused)."""
    from mathcore.organs.story.clauses import RawClause as Raw
    from mathcore.organs.story.resolve import build_event

    said = set(source.partition(": ")[2].lower().split())
    if not said & {"bought", "purchased"}:
        raise _stop("a purchase in a when clause not told in the past")
    template = {"op": "gain", "holder": "s", "kind": "k", "qty": "n"}
    return build_event(Raw(rc.frame, template, rc.bind, rc.tokens), ctx, source)


def _count(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """``4 of them are red``, ``15 are men`` as a part of a split whole (``gsm_pct._split``,
    the count made a part by ``of_remaining``): ``N of them`` only right after the whole was
    told held (``has``, ``there are``) or split; a bare ``15 are men`` only inside a split
    (``Tom found 7 shells but 4 were broken``: a change, read by the damage rows)."""
    from mathcore.organs.story.clauses import RawClause as Raw
    from mathcore.organs.story.gsm_pct import _split

    prev = ctx.prev_op
    split = prev.get("_whole") is not None
    held = prev.get("op") == "has" and not rc.frame.startswith("pct7_count_part_bare")
    if not split and not held:
        raise _stop("a count part of no whole told held or split just before")
    return _split(Raw(rc.frame, {**rc.template, "op": "part"}, rc.bind, rc.tokens), ctx, source)


PCT7_RAW = {
    "pct7_pay_part": _pay_part,
    "pct7_each": _each,
    "pct7_when": _when,
    "pct7_count": _count,
}


def sex_whole(named: Kind, ctx: Context) -> Kind:
    """``of the females``: the one part told so far whose modifiers name that sex."""
    if named.mods or named.head not in _SEXES:
        return named
    parts = [k for k in ctx.kinds if named.head in k.mods and k.head not in _SEXES]
    return parts[0] if len(parts) == 1 else named


def _narrower(inner: Kind, outer: Kind) -> bool:
    return inner.head == outer.head and set(outer.mods) < set(inner.mods)


def part_as_whole(events: Sequence[Event], i: int, e: Event) -> bool:
    """Whether the part ``events[i]`` (made concrete) is the whole the split ``e`` is of."""
    x = events[i]
    return x.op == "has" and x.rule.startswith("gsm_pct_") and _narrower(e.kind, x.kind)


def nested_part(events: Sequence[Event], i: int, members: Sequence[int]) -> bool:
    """Whether ``events[i]`` is a part of one of the split's parts (a part of a part)."""
    x = events[i]
    if x.op != "has" or not x.rule.startswith("gsm_pct_"):
        return False
    return any(_narrower(x.kind, events[m].kind) for m in members)


#: What a possessive before a split's whole says of its owner (``half of her cats``).
_OWNER = {"his": "m", "her": "f", "their": "p", "its": "t"}


def person_gender(holder: str) -> tuple[bool, str]:
    """Whether ``holder`` is a person (a name, or a kin noun: ``the sister``) and its gender."""
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(holder[4:] if holder.startswith("the ") else holder)
    if entry is None:
        return False, ""
    return entry.name, entry.gender or ""


def possessive_owner(source: str) -> str:
    """The owner a split's ``of his|her|their|its`` names (m, f, p, t), or ""."""
    words = source.partition(": ")[2].lower().split()
    return next((_OWNER[b] for a, b in pairwise(words) if a == "of" and b in _OWNER), "")


def _sentence(e: Event) -> str:
    """The sentence an event was read from (``s2`` of ``s2[0-5]: ...``)."""
    return e.source.partition("[")[0]


def foreign_owner(events: Sequence[Event], groups: dict[int, list[int]]) -> None:
    """Refuse a split whose possessive may name another person than its whole's holder:
    ``Tom has 16 cats. Ann has 10 dogs. Half of her cats are white.`` (answered 8 of Tom's
    cats: Ann's cats are not told). ``her`` / ``his`` against a holder of the other gender,
    ``their`` / ``its`` against a person; ``her`` / ``his`` beside another person told before
    the split who may be that owner (``His brother has 10 dogs. Half of his cats ...``), unless
    the whole is told in the split's own sentence (``Lucca has 100 balls and 10 percent of his
    balls are ...``: the subject's)."""
    for first, members in groups.items():
        for m in members:
            x = events[m]
            owner = possessive_owner(x.source)
            if not owner:
                continue
            person, gender = person_gender(x.holder)
            if (owner in "pt" and person) or (owner in "mf" and gender not in ("", owner)):
                raise Halt("unbound_quantity", "a split of another owner's things")
            if owner in "pt" or _sentence(events[first]) == _sentence(x):
                continue
            others = {h for e in events[:m] for h in (e.holder, e.other, e.agent)} - {"", x.holder}
            if any(person_gender(h) in ((True, ""), (True, owner)) for h in others):
                raise Halt("unbound_quantity", "a split whose owner may be another")


def cross_asked(
    q: Question, events: Sequence[Event], groups: dict[int, list[int]], parts: dict[int, Kind]
) -> None:
    """Refuse a question that cuts across a part of a part: ``How many big marbles`` after
    ``half are red, 25% of the red marbles are big`` (big marbles among the others?),
    ``How many male ants`` after ``half are worker ants, 20% of the worker ants are male``.
    First, a split of another owner's things (``foreign_owner``)."""
    from mathcore.organs.story.gsm_pct import _complement

    foreign_owner(events, groups)
    for first, members in groups.items():
        if first not in parts:
            continue
        outer = events[first].kind
        inner: set[str] = set()
        for m in members:
            for word in set(events[m].kind.mods) - set(outer.mods):
                comp = _complement(word)
                inner |= {word} if comp is None else {word, comp[0]}
        for asked in (q.kind, q.other_kind):
            if asked is None or asked.head != outer.head or outer.covers(asked):
                continue
            if inner & set(asked.mods):
                raise Halt("unbound_quantity", "a kind asked across a part of a part")


def of_remaining(
    events: Sequence[Event], first: int, members: Sequence[int], n: int
) -> tuple[Event, list[Step]]:
    """``One-fourth of them are red and one-third of the remaining beans are white``: the
    part ``events[n]`` of what the parts told before it leave of the whole, as a part of the whole
    (``1/3 x (572 - 143) / 572``); unchanged for any other part. Refused with no part told
    before it, or after a rest (nothing remains)."""
    e = events[n]
    _them_after_another_attribute(events, first, members, n)
    if e.rule.startswith("pct7_count_part"):
        return _count_part(events, first, e), []
    if not e.rule.startswith("pct7_part_rem"):
        return e, []
    told = [events[i] for i in members if i < n]
    whole = events[first].qty
    if not told or whole is None or whole <= 0 or e.qty is None:
        raise Halt("unbound_quantity", "a part of the remaining with no part told before it")
    if any("rest" in x.rule.split("_") or x.op != "has" or x.qty is None for x in told):
        raise Halt("unbound_quantity", "a part of the remaining after the rest")
    _gate("story_difference")
    taken = sum((Fraction(x.qty or 0) for x in told), Fraction(0))
    left = Fraction(whole) - taken
    if left < 0:
        raise Halt("negative_quantity", "the parts exceed the whole")
    amount = (normalize(Fraction(whole)), normalize(taken))
    step = Step("subtract", amount, normalize(left), "the remaining", e.source)
    return replace(e, qty=normalize(Fraction(e.qty) * left / Fraction(whole))), [step]


def _them_after_another_attribute(
    events: Sequence[Event], first: int, members: Sequence[int], n: int
) -> None:
    """``Half of the marbles are red. 20% of them are big.``, ``50 percent of the cows are
    female, and 50 percent of them are pregnant``: a part of an unnamed whole (``of them``, a
    bare ``20% are big``) after another part may be of that part (the red ones, the females)
    or of the whole: refused unless every part names one known attribute of the pack's
    ``modifier_attribute`` (a colour, a size, a sex) or a narrower noun, the same for all
    (``Two of them are white, and 25% of them are black``: parts of one colour cannot nest)."""
    e = events[n]
    if "_them" not in e.rule and "_bare" not in e.rule:
        return
    told = [events[i].kind for i in members if i < n]
    if not told:
        return
    risks8 = _lazy("mathcore.organs.story.risks8")
    if not risks8.GUARDS["mixed_parts"]:  # switched with risks8's guard of the same doubt
        return
    whole = events[first].kind
    classes = {risks8._attributes(k, whole) for k in (*told, e.kind)}  # (kind, whole) -> set
    if len(classes) != 1 or not next(iter(classes)):
        raise Halt("ambiguous_total", "a part of 'them' may be a part of another part")


def paid_per(setup: StorySetup, buyer: str, bought: Sequence[Event]) -> StorySetup:
    """``How much did he pay per shirt (after the discount)?``: the price of one shirt the
    buyer paid, after the adjustment (``cost_of`` one); only a kind he bought, asked of him."""
    q = setup.question
    if q.rule != "q_span_spend_per" or q.holder != buyer or q.frame not in ("pay", "spend"):
        return setup
    if q.other_kind is None or not any(e.kind == q.other_kind for e in bought):
        return setup
    solver7 = _lazy("mathcore.organs.story.solver7")
    if any(e.op == "price" and solver7.own_sale_price(e, buyer) for e in setup.events):
        return setup  # "He sells each shirt for $15": what he asks, not what he paid
    asked = Question("cost_of", "", q.other_kind, qty=1, source=q.source, rule="pct7_paid_per")
    return replace(setup, question=asked)


def adjusted(p: Event, adj: Event, kinds: int) -> tuple[Fraction, Step]:
    """The unit price ``p`` after ``adj``: times the factor, or (``discount_each``) less the
    money off each unit, read only when the buyer bought one kind and the price stays above 0."""
    assert p.qty is not None and adj.qty is not None
    if adj.frame != "discount_each":
        new = Fraction(p.qty) * Fraction(adj.qty)
        return new, Step("multiply", (p.qty, adj.qty), normalize(new), adj.frame, adj.source)
    if kinds != 1:
        raise Halt("unbound_quantity", "a discount on each unit of more than one kind bought")
    new = Fraction(p.qty) - Fraction(adj.qty)
    if new <= 0:
        raise Halt("negative_quantity", "a discount of more than the price")
    return new, Step("subtract", (p.qty, adj.qty), normalize(new), "discount", adj.source)


def _count_part(events: Sequence[Event], first: int, e: Event) -> Event:
    """``15 are men`` / ``12 of the dogs are running`` in a split: the count as the part of the
    whole it is (15 / 60), so ``gsm_pct`` makes it the amount held; no more than the whole."""
    whole = events[first].qty
    if whole is None or whole <= 0 or e.qty is None or Fraction(e.qty).denominator != 1:
        raise Halt("unbound_quantity", "a count part of no whole amount")
    if not 0 < e.qty < whole:
        raise Halt("unbound_quantity", "a count part as large as its whole")
    return replace(e, qty=normalize(Fraction(e.qty) / Fraction(whole)))


_AT = frozenset({"in", "at", "on"})


def this_place(lx: Sequence[Lexeme], h: int) -> list[Lexeme]:
    """``How many grey cats are in this house?``: ``in the house`` (the place told), only
    after ``in``/``at``/``on`` and before a noun that is no time (``this week`` stays)."""
    for t in lx:  # the cheap test first: most questions have no "this"
        if t.word == "this":
            break
    else:
        return list(lx)
    out = list(lx)
    for k in range(h + 1, len(out) - 1):
        t, nxt = out[k], out[k + 1]
        if t.word != "this" or out[k - 1].word not in _AT:  # the cheap test first
            continue
        if nxt.noun is not None and not nxt.time:
            out[k] = replace(t, text="the", word="the")
    return out


def asks_spent_on(q: Question, buyer: str, bought: Sequence[Event]) -> bool:
    """``How much did he spend on tickets?``: money the buyer spent on a kind he bought."""
    if q.rule == "pct7_paid_per":  # paid_per: one of a kind he bought, after the adjustment
        return True
    if q.ask != "spent_on" or q.holder != buyer or q.kind.head != "dollar":
        return False
    return q.other_kind is not None and any(e.kind == q.other_kind for e in bought)
