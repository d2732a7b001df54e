"""Asks of more MAWPS shapes, chained over the current ones by ``mawps_more.more_asks``.

- ``coin_event_ask``: coins found or spent, asked as money (``How much money did Joan find?``);
- ``class_event_ask``: measured amounts of things in one class (``kilograms of nuts``);
- ``change_ask``: spendings paid with one bill told with the last of them;
- ``summary_ask``: a first sentence that sums up the purchases told next;
- ``elided_unit_ask``: ``How many more bags of dog food are there than cat food?``;

Each reads its shape or steps aside to the ask it wraps (None from its reader).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.model import Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

Answer = tuple[Fraction, list[Step]]
Handler = Callable[[Ledger, StorySetup], Answer]


def _coin_events(setup: StorySetup) -> Answer | None:
    """``Joan found 15 dimes in her jacket and 4 dimes in her shorts. How much money did Joan
    find?``: every event is the asker's coins of the asked verb; their worth (pack
    ``coin_value``, in cents) in the asked unit. None: not this shape."""
    from mathcore.organs.story.mawps_eq_asks import _SCOPES, _worth

    q = setup.question
    unit = _worth(q.kind)
    said = _lazy("mathcore.organs.story.solver6").scope_words(q.source)
    if unit is None or q.ask != "event" or _SCOPES & said or not setup.events:
        return None
    if any(
        e.op not in ("gain", "lose")
        or e.agent != q.holder
        or e.holder != q.holder
        or e.frame != q.frame
        or e.qty is None
        or _worth(e.kind) is None
        or e.kind.head in ("cent", "dollar")
        for e in setup.events
    ):
        return None
    _gate("story_count_times_price")
    cents = Fraction(0)
    steps: list[Step] = []
    for e in setup.events:
        worth = _worth(e.kind)
        assert worth is not None and e.qty is not None
        part = Fraction(e.qty) * worth
        steps.append(
            Step("multiply", (e.qty, normalize(worth)), normalize(part), "in cents", e.source)
        )
        if len(steps) > 1:
            _gate("story_sum_of_parts")
            steps.append(Step("add", (normalize(cents), normalize(part)), normalize(cents + part)))
        cents += part
    res = cents / unit
    if unit != 1:
        steps.append(
            Step("divide", (normalize(cents), normalize(unit)), normalize(res), q.kind.head)
        )
    return res, steps


def coin_event_ask(handler: Handler) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        got = _coin_events(setup)
        return got if got is not None else handler(led, setup)

    return run


def _measured_class(setup: StorySetup) -> Answer | None:
    """``A chef bought 0.14 kilograms of almonds and 0.38 kilograms of pecans. How many
    kilograms of nuts did the chef buy in all?``: amounts in one unit of things the pack's
    ``hypernym`` rows place in the asked class, all the asker's of the asked verb. Every event
    must be one (a thing not placed in the class, another unit, verb or person: None)."""
    from mathcore.text.hypernyms import broader

    q = setup.question
    if q.ask != "event" or len(q.kind.mods) != 1 or not q.kind.mods[0].startswith("of "):
        return None
    whole = q.kind.mods[0][3:]
    if not setup.events:
        return None
    for e in setup.events:
        mods = e.kind.mods
        if (
            e.op != "gain"
            or e.holder != q.holder
            or e.agent != q.holder
            or e.frame != q.frame
            or e.qty is None
            or e.kind.head != q.kind.head
            or len(mods) != 1
            or not mods[0].startswith("of ")
            or whole not in broader(mods[0][3:])
        ):
            return None
    _gate("story_sum_of_parts")
    total = Fraction(0)
    steps: list[Step] = []
    for e in setup.events:
        assert e.qty is not None
        part = f"{e.kind.label()} is {whole}"
        steps.append(
            Step("add", (normalize(total), e.qty), normalize(total + e.qty), part, e.source)
        )
        total += Fraction(e.qty)
    return total, steps


def class_event_ask(handler: Handler) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        got = _measured_class(setup)
        return got if got is not None else handler(led, setup)

    return run


def _change_after(setup: StorySetup) -> Answer | None:
    """``... and $6.83 for peaches with a $20 bill. How much change did Mary receive?``: the
    bill less every spending told up to it. The bill is the story's last event and its one
    payment; every other event is a spending of the asker's in dollars. None: no such bill."""
    q = setup.question
    bills = [e for e in setup.events if e.rule == "paid_bill"]
    if not bills:
        return None
    rest = setup.events[:-1]
    if (
        len(bills) != 1
        or setup.events[-1] is not bills[0]
        or bills[0].holder != q.holder
        or not rest
        or any(
            e.op != "lose"
            or e.kind.head != "dollar"
            or e.holder != q.holder
            or e.frame not in ("pay", "spend")
            or e.qty is None
            for e in rest
        )
    ):
        raise Halt("question_target_unbound", "not one bill paying the asker's spendings")
    bill = bills[0]
    assert bill.qty is not None
    _gate("story_difference")
    left = Fraction(bill.qty)
    steps = [Step("has", (bill.qty,), bill.qty, "the bill", bill.source)]
    for e in rest:
        assert e.qty is not None
        steps.append(
            Step("subtract", (normalize(left), e.qty), normalize(left - e.qty), "spent", e.source)
        )
        left -= Fraction(e.qty)
    if left < 0:
        raise Halt("negative_quantity", "the bill does not cover the spendings")
    return left, steps


def change_ask(handler: Handler) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        got = _change_after(setup)
        return got if got is not None else handler(led, setup)

    return run


#: The word table lives in the pack, read once per pack digest: ``besides_word``.


@dataclass(frozen=True, slots=True)
class _Words:
    besides: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        besides=pack.words("besides_word"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _summary_stripped(setup: StorySetup) -> StorySetup | None:
    """``Alyssa bought some toys. She bought a football for $5.71, and spent $6.59 on
    marbles. In total, how much did Alyssa spend on toys?``: the first sentence sums up the
    purchases the next ones tell (it is dropped). Only when it is the asker's one purchase of
    an unknown number of the asked class, alone in the first sentence, and every later
    purchase or spending of the asker is of an item in the class, none told as one besides
    (``also``, ``more``, ``another``, ...). None: not this shape."""
    ws = _words()
    from mathcore.organs.story.mawps_eq3_spend import in_class, spent_item

    q = setup.question
    whole = q.other_kind
    if q.ask != "spent_on" or whole is None or len(setup.events) < 2:
        return None
    first, rest = setup.events[0], setup.events[1:]
    if (
        first.op != "gain"
        or first.qty is not None
        or first.rule != "gain_some"
        or first.frame not in ("buy", "purchase")
        or first.agent != q.holder
        or first.kind != Kind(whole.head)
        or not first.source.startswith("s0[")
    ):
        return None
    for e in rest:
        words = set(e.source.partition(": ")[2].lower().split())
        if e.source.startswith("s0[") or e.qty is None or words & ws.besides:
            return None
        if e.agent != q.holder or e.op == "price":
            continue
        if e.op == "gain" and e.frame in ("buy", "purchase"):
            item: Kind | None = e.kind
        elif e.op == "lose" and e.kind.head == "dollar" and e.frame == "spend":
            item = spent_item(e.source)
        else:
            return None
        if item is None or not in_class(item, whole.head):
            return None
    return StorySetup(rest, q)


def summary_ask(handler: Handler) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        stripped = _summary_stripped(setup)
        return handler(led, stripped if stripped is not None else setup)

    return run


def _elided_unit(setup: StorySetup) -> StorySetup:
    """``How many more bags of dog food are there than cat food?``: the compared kind keeps
    the asked unit (bags of cat food) when the story tells it only in that unit."""
    q = setup.question
    ok, k = q.other_kind, q.kind
    if q.ask != "difference_k" or ok is None or len(k.mods) != 1:
        return setup
    if not k.mods[0].startswith("of ") or any(m.startswith("of ") for m in ok.mods):
        return setup
    told = {e.kind for e in setup.events}
    whole = Kind(k.head, (f"of {ok.label()}",))
    if whole not in told or any(t.head == ok.head for t in told):
        if ok.head != k.head:  # "boxes of red pens than green pens": boxes against pens
            raise Halt("question_target_unbound", "a count in units against a count of things")
        return setup
    return StorySetup(setup.events, replace(q, other_kind=whole))


def elided_unit_ask(handler: Handler) -> Handler:
    def run(led: Ledger, setup: StorySetup) -> Answer:
        return handler(led, _elided_unit(setup))

    return run
