"""The exact story solver: replay the events, answer the question, check the answer's type.

A stated rate, price or change the answer does not use refuses (``unused_number``), as does
an amount in another unit of the asked dimension; counts are whole, money has at most two
decimals.
"""

from __future__ import annotations

from mathcore.exact import normalize
from mathcore.organs.base import OrganAnswer, SolverRefusal
from mathcore.organs.story import risks8 as _risks8
from mathcore.organs.story.answers import _answer
from mathcore.organs.story.category_check import (
    category_changed,
    members_exceed,
    people_and_places,
    place_gained,
    qualified_beside,
    relative_restated,
)
from mathcore.organs.story.frames4 import asks_the_act, expand_ratios, expand_todo
from mathcore.organs.story.gsm_pct import expand_parts
from mathcore.organs.story.gsm_rate import expand_rate_totals
from mathcore.organs.story.gsm_relative import expand_relative
from mathcore.organs.story.gsm_total import solve_total
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.ledger import COMPOSITIONS, Halt, Ledger, _replay
from mathcore.organs.story.mawps_eq_asks import coins_only
from mathcore.organs.story.model import Kind, StorySetup
from mathcore.organs.story.timed_cmp import expand_timed
from mathcore.organs.story.unknowns_total import solve_unknowns
from mathcore.packs.loader import current_pack

__all__ = ["COMPOSITIONS", "solve_story"]


MONEY = frozenset({"dollar", "cent"})  # coins (dimes, quarters) are counted things


def _unit_of(kind: Kind) -> str | None:
    from mathcore.organs.story.lexemes import lexicon

    if kind.head == "dollar":
        return "dollar"
    entry = lexicon().entries.get(kind.head)
    return entry.unit if entry is not None else None


def _dimension(unit: str) -> str | None:
    if unit in MONEY:
        return "[money]"
    from mathcore.organs.rates.units import dimension

    try:
        return dimension(unit)
    except Exception:  # an unknown unit has no dimension we could compare
        return None


def _unit_clash(setup: StorySetup) -> str:
    """An amount in another unit of the asked dimension (cents beside dollars) is never
    silently left out: without a conversion the story refuses."""
    asked = _unit_of(setup.question.kind)
    if asked is None or coins_only(setup):  # mawps_eq_asks converts coins to cents explicitly
        return ""
    dim = _dimension(asked)
    for e in setup.events:
        if e.op == "rate" and setup.question.ask in ("span", "span1", "take_time"):
            continue  # gsm_rate(s) convert the units of their rates explicitly
        other = _unit_of(e.kind)
        if other is not None and other != asked and dim is not None and _dimension(other) == dim:
            return f"{e.kind.label()} beside {setup.question.kind.label()}"
    return ""


_REMAINDER_WORDS = frozenset({"left", "remain", "remaining", "remains", "still"})


def _acted_on(setup: StorySetup) -> bool:
    """``had 10 pages of homework. He finished 3 pages. How many pages does he have left?``:
    an activity on the asked kind (or on its units: pages with 5 problems each) may use some
    of it up or not; a question of what is left never silently leaves it out."""
    q = setup.question
    words = set(q.source.split(": ", 1)[-1].lower().split())
    if q.ask != "state" or not words & _REMAINDER_WORDS:  # "have together" counts books owned
        return False
    heads = {q.kind.head}
    for e in setup.events:
        if e.op == "each" and e.other_kind is not None and e.kind.head == q.kind.head:
            heads.add(e.other_kind.head)
    return any(e.op == "act" and e.kind.head in heads for e in setup.events)


def solve_story(setup: StorySetup) -> OrganAnswer | SolverRefusal:
    """The exact answer of a read story, or a typed refusal."""
    if setup.question.ask == "state_pair":  # pairs: "how many chefs and waiters are left?"
        from mathcore.organs.story.pairs import solve_pair

        return solve_pair(setup, solve_story)
    read = setup.events  # as read, before any expansion (risks8.counted_unit)
    led = Ledger(counted=_risks8.counted_heads(read))
    contradiction = members_exceed(setup)  # "4 apples and 12 pears. She has 10 fruits."
    contradiction = contradiction or relative_restated(setup)  # "half of what ... $1000"
    if contradiction:
        return SolverRefusal("inconsistent_story", contradiction)
    vaguer = category_changed(setup)  # "She ate 2 fruits. How many apples does she have?"
    vaguer = vaguer or people_and_places(setup)  # "in Becky's fish tank ... in all?"
    vaguer = vaguer or qualified_beside(setup)  # "4 packs of red pens and 3 packs of pens"
    vaguer = vaguer or place_gained(setup)  # "The store had 20 pens. Tom bought 5 pens."
    own_place = _lazy("mathcore.organs.story.take_place").possessed_place_beside
    vaguer = vaguer or own_place(setup)  # take_place: "Tom has 5 apples. His basket has 20"
    both_ways = _lazy("mathcore.organs.story.take_place").place_named_both_ways
    vaguer = vaguer or both_ways(setup)  # take_place: "in the basket ... in his basket"
    if vaguer:
        return SolverRefusal("ambiguous_total", vaguer)
    try:
        setup, grp7 = _lazy("mathcore.organs.story.statements7").expand_groups(setup)
        setup, timed = expand_timed(setup)  # timed_cmp: "half as many as she did on Monday"
        timed = [*grp7, *timed]  # statements7: "4 bags with 20 ... and 6 bags with 25 ..."
        setup, pre0 = solve_total(setup)  # "In total, they sold 180": related amounts solved
        pre0 = [*timed, *pre0]
        setup, held = solve_unknowns(setup)  # "Together they have 48", "spent 1/5 ... at first"
        pre0 = [*pre0, *held]
        setup, pre = expand_relative(setup)  # "she sold half as many": concrete amounts
        pre = [*pre0, *pre]
        setup, parts = expand_parts(setup)  # "ate one-fourth of them": concrete amounts
        setup, totals = expand_rate_totals(setup)  # "eats 2 a day for a week": 14 eaten
        setup, told = _lazy("mathcore.organs.story.rates6").expand_told_units(
            setup
        )  # rates6: "there are 128 ounces in a gallon"
        totals = [*told, *totals]
        setup, ratios = expand_ratios(setup)  # frames4: "for every 4 pounds, one point"
        setup, _done = expand_todo(setup)  # frames4: "had 6 worksheets to grade"
        totals = [*totals, *ratios]
        age_sum = _lazy("mathcore.organs.story.gsm_time_age_sum")
        setup, ages = age_sum.expand_age_sum(setup)
        totals = [*totals, *ages]  # gsm_time_age_sum: "the sum of their ages is 34"
        pre = [*pre, *parts, *totals]
        _replay(led, setup)
        _lazy("mathcore.organs.story.solver6").need_names_kind(setup)
        value, steps = _answer(led, setup)
        steps = [*pre, *steps]
    except Halt as h:
        return SolverRefusal(h.reason, h.detail)
    stateful = setup.question.ask in ("state", "difference", "need", "dozens", "initial")
    stateful = stateful and not (setup.question.ask == "difference" and setup.question.frame)
    if stateful and any(o.kind.head == setup.question.kind.head for o in led.orphans):
        return SolverRefusal("unused_number", "a change of an amount the story never gives")
    if _acted_on(setup) or asks_the_act(setup):  # frames4: a question naming the act
        return SolverRefusal("unused_number", "an activity on the asked kind is not used")
    clash = _unit_clash(setup)
    if clash:
        return SolverRefusal("unit_mismatch", clash)
    cut = _lazy("mathcore.organs.story.vocab4_cut").cut_misread(setup)
    cut = cut or _lazy("mathcore.organs.story.vocab4_keep").keep_misread(setup)
    place = _lazy("mathcore.organs.story.vocab4_place").place_misread
    cut = cut or place(setup)  # vocab4_place: a placement of things the placer holds
    cut = cut or _lazy("mathcore.organs.story.distrib").dist_misread(setup)
    cut = cut or _lazy("mathcore.organs.story.coord").more_is_ambiguous(setup)
    if cut:  # vocab4_cut: the cut units asked, or another holder's units
        return SolverRefusal("question_target_unbound", cut)
    plural = _lazy("mathcore.organs.story.gsm_rates_priced").number_clash
    if plural(setup):  # "A bird has 2 wings. How many wings do the birds have?"
        return SolverRefusal("question_target_unbound", plural(setup))
    qk = setup.question.kind
    money_asked = qk.head == "dollar"
    facts = [
        e
        for e in setup.events
        if e.op in ("each", "price", "rate")
        and (qk.covers(e.kind) or e.kind.covers(qk) or (money_asked and e.op == "price"))
    ]
    if any(id(e) not in led.used for e in facts):
        return SolverRefusal("unused_number", "a stated rate or price is not used")
    kind = setup.question.kind
    if value < 0:
        return SolverRefusal("negative_quantity", "the answer is negative")
    if value.denominator != 1 and _risks8.counted_unit(kind.head, read):  # "233/5 cups"
        return SolverRefusal("non_integer_count", f"a count of {kind.head}s must be whole")
    money = kind.head == "dollar" or setup.question.ask == "cost_of"  # "how much do 6 pens cost"
    if money or current_pack().value(kind.head, "unit") is not None:
        if (value * 100).denominator != 1:  # money, and measures read to the hundredth
            return SolverRefusal("money_precision", "more than two decimals")
    elif value.denominator != 1 and setup.question.ask != "part_sum":  # a fraction asked
        return SolverRefusal("non_integer_count", "a count must be whole")
    unit = "dollars" if money else kind.label()
    unit = "percent" if setup.question.ask in ("percent", "percent_not") else unit
    return OrganAnswer(normalize(value), unit, tuple(steps))
