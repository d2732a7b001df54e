"""The story setup: typed events over holders and kinds, and one question target.

Everything is frozen and validated at construction: an invalid event cannot exist.
"""

from __future__ import annotations

from dataclasses import dataclass

from mathcore.errors import SetupError
from mathcore.exact import Number

#: Event operations the ledger knows.
OPS = frozenset(
    {
        "has",  # holder has qty of kind (an observation; may solve an unknown)
        "gain",  # holder gains qty
        "lose",  # holder loses qty
        "give",  # holder gives qty to other
        "each",  # each unit of `other_kind` holds qty of kind (a per-unit rate)
        "price",  # one unit of kind costs qty dollars
        "share",  # holder's kind is split equally among qty parts
        "more",  # holder has qty more of kind than other
        "fewer",  # holder has qty fewer of kind than other
        "times",  # holder has qty times as many of kind as other
        "group",  # holder puts all of kind into groups of qty: the count of other_kind
        "act",  # holder did qty of kind (washed 5 cars): an event that holds nothing
        "more_k",  # holder has qty more of kind than of other_kind
        "fewer_k",  # holder has qty fewer of kind than of other_kind
        "times_k",  # holder has qty times as many of kind as of other_kind
        "ev_times",  # holder did qty times as much of kind as other (or the last action)
        "ev_more",  # holder did qty more of kind than other (gsm_relative makes it concrete)
        "ev_fewer",  # holder did qty fewer of kind than other
        "ev_times_more",  # holder did qty more than factor times other (gsm_relative)
        "ev_times_fewer",  # holder did qty fewer than factor times other
        "ev_total",  # everyone's actions of one verb and kind add up to qty (gsm_total)
        "hold_total",  # the members' holdings of kind add up to qty (unknowns_total)
        "lose_frac",  # holder loses the part qty of what it holds (gsm_pct makes it concrete)
        "give_frac",  # holder gives the part qty of what it holds to other
        "part",  # qty (a part) of holder's other_kind is kind (gsm_pct makes it a has)
        "rest",  # what the parts of holder's other_kind leave is kind (gsm_pct: a has)
        "adjust",  # what holder pays for purchases, times qty (a discount or a tax; gsm_pct)
        "rate",  # holder does qty of kind in each other_kind of time (gsm_rate; holds nothing)
        "goal",  # holder needs to do qty of kind (gsm_rate_goal; holds nothing)
        "times_more",  # holder has qty more than factor times other's (gsm_clauses)
        "times_fewer",  # holder has qty fewer than factor times other's
        "times_more_k",  # holder has qty more of kind than factor times its other_kind
        "times_fewer_k",  # holder has qty fewer of kind than factor times its other_kind
        "rate_total",  # the preceding rate ran qty units of kind (time); gsm_rate makes it concrete
    }
)

ALL = -1  # qty marker of "all of his ..." (resolved by the ledger)

#: Question targets.
ASKS = frozenset(
    {
        "state",  # final amount of kind held by holder (or by everyone: holder "*")
        "event",  # total of holder's events of one frame class
        "difference",  # holder's amount minus other's amount
        "per_part",  # amount in each part after an equal share
        "count_of",  # how many of kind are in qty units of other_kind
        "cost_of",  # how much qty units of kind cost
        "need",  # how many more of kind holder needs to reach qty
        "initial",  # how much of kind holder had at the start
        "dozens",  # the final amount of kind held by holder, in dozens
        "afford",  # how many of kind at qty dollars each holder's money buys (exactly)
        "difference_k",  # holder's amount (or events) of kind minus that of other_kind
        "span",  # holder's rate of kind over qty units of time other_kind (gsm_rate)
        "span1",  # the same over one unit of time ("in a week", "per week")
        "span_diff",  # holder's span less other's span (gsm_rate; qty None: one unit)
        "goal_left",  # holder's goal of kind less what holder did toward it (gsm_rate_goal)
        "take_time",  # time (unit: kind) holder's one rate needs for qty of other_kind (gsm_rates)
        "money_need",  # the cost of holder's wanted things less holder's dollars (gsm_rates)
        "take_time_rest",  # take_time for what is left of holder's goal (gsm_rates)
        "change",  # a payment less the cost of the buyer's purchases (gsm_change)
        "difference_f",  # holder's events of one frame minus another's (mawps_asks)
        "dozens_event",  # holder's events of one frame, in dozens (mawps_eq)
        "goal_have",  # the amount holder needs to have less what holder has (mawps_eq)
        "per_unit",  # the one holder's amount of kind over its count of other_kind (mawps_eq)
        "units_made",  # the units (kind) a per-unit amount makes of the one holding (mawps_eq)
        "spent_on",  # holder's spendings on items of the class other_kind (mawps_eq3_spend)
        "took_time",  # holder's one amount done over its one rate, in its time (mawps_eq3_took)
        "age",  # holder's age at the time of the ages told (gsm_time_age)
        "age_in",  # holder's age qty years from now (gsm_time_age)
        "age_next",  # holder's age next year (gsm_time_age)
        "age_ago",  # holder's age qty years ago (gsm_time_age)
        "age_when",  # holder's age when other is qty years old (gsm_time_age)
        "age_older",  # holder's age less other's (gsm_time_age)
        "age_total",  # the sum of the ages of holder's members, qty years from now (gsm_time_age)
        "age_younger",  # other's age less holder's (gsm_time_age)
        "age_when_now",  # holder's age when other is qty times holder's age now (gsm_time_age)
        "age_when_rel",  # holder's age when other is qty times holder's age then (gsm_time_age)
        "age_until",  # years until holder is qty times as old as other (gsm_time_age)
        "age_until_is",  # years until holder is qty years old (gsm_time_age)
        "age_until_sum",  # years until the members' ages add up to qty (gsm_time_age)
        "recipe_left",  # the recipe's one need of the asked kind less what was put in (mawps_more)
        "part_sum",  # two told parts of one whole together, a fraction (mawps_parts, mawps_more)
        "percent",  # a part (other_kind, or events) of the whole, x 100 (questions_what_pct)
        "percent_not",  # the whole less the part, over the whole, x 100 (questions_what_pct)
        "lasts",  # units of time the one stock lasts at the one using-up rate (distrib)
        "cat_cost",  # one item per member of the one group at its category's price (distrib_cat)
        "units_needed",  # the people over the seats of one unit, exactly (distrib_cat)
        "state_pair",  # the final amounts of kind and other_kind held by holder, added (pairs)
        "time_diff",  # holder's events at one told time less those at another (question_forms)
        "age_avg",  # the members' ages added, over their number (question_forms6)
        "age_gap",  # the larger of two ages less the smaller (question_forms6)
    }
)

UNKNOWN = "some"
KIND_COMPARISONS = frozenset({"more_k", "fewer_k", "times_k", "times_more_k", "times_fewer_k"})
SPLITS = frozenset({"part", "rest"})  # a part of a whole names a narrower kind of it
EVERYONE = "*"


@dataclass(frozen=True, slots=True)
class Kind:
    """A kind of counted thing: a head noun (singular) and its narrowing modifiers."""

    head: str
    mods: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.head or tuple(sorted(set(self.mods))) != self.mods:
            raise SetupError(f"invalid kind {self.head!r} {self.mods!r}")

    def covers(self, other: Kind) -> bool:
        """Whether ``other`` is this kind or a narrower one."""
        return self.head == other.head and set(self.mods) <= set(other.mods)

    def label(self) -> str:
        return " ".join((*self.mods, self.head))


@dataclass(frozen=True, slots=True)
class Event:
    """One ledger operation read from one clause."""

    op: str
    holder: str
    kind: Kind
    qty: Number | None  # None: an unknown amount ("some")
    other: str = ""  # receiver of a give
    other_kind: Kind | None = None  # the unit kind of an `each`
    frame: str = ""  # the verb's lemma (or the frame name) that produced it
    source: str = ""  # "s<i>[first-last]: tokens"
    agent: str = ""  # who did it (the clause subject)
    rule: str = ""  # the frame row that read it (for use counts; not part of the signature)
    factor: Number | None = None  # the multiplier of an ev_times_more / ev_times_fewer

    def __post_init__(self) -> None:
        if self.op not in OPS:
            raise SetupError(f"unknown op {self.op!r}")
        if self.qty is not None and self.qty < 0 and not (self.qty == ALL and self.op == "give"):
            raise SetupError("negative quantity")
        if self.op in ("give", "more", "fewer", "times", "times_more", "times_fewer") and (
            not self.other or self.other == self.holder
        ):
            raise SetupError("a give needs a distinct receiver")
        if self.op in ("each", "share", "group") and self.other_kind is None:
            raise SetupError(f"{self.op} needs a unit kind")
        if self.op in KIND_COMPARISONS and (
            self.other_kind is None or self.other_kind == self.kind
        ):
            raise SetupError("a comparison needs another kind of the same holder")
        rated = self.op not in KIND_COMPARISONS | SPLITS and self.other_kind is not None
        if rated and self.other_kind is not None and self.other_kind.head == self.kind.head:
            raise SetupError("a per-unit rate over its own kind")
        if self.op in ("each", "price", "share", "group") and self.qty is None:
            raise SetupError(f"{self.op} needs a known quantity")


@dataclass(frozen=True, slots=True)
class Question:
    """The one target the story is asked about."""

    ask: str
    holder: str
    kind: Kind
    other: str = ""
    frame: str = ""
    qty: Number | None = None
    other_kind: Kind | None = None
    source: str = ""
    rule: str = ""

    def __post_init__(self) -> None:
        if self.ask not in ASKS:
            raise SetupError(f"unknown ask {self.ask!r}")
        if self.ask == "difference" and (not self.other or self.other == self.holder):
            raise SetupError("a difference needs two holders")
        if self.ask in ("count_of", "cost_of", "need", "afford") and self.qty is None:
            raise SetupError(f"{self.ask} needs a quantity")
        if self.ask in ("count_of", "per_part", "difference_k") and self.other_kind is None:
            raise SetupError(f"{self.ask} needs a unit kind")


@dataclass(frozen=True, slots=True)
class StorySetup:
    """A totally read story: its events in order and its question."""

    events: tuple[Event, ...]
    question: Question

    def __post_init__(self) -> None:
        unknowns = sum(1 for e in self.events if e.qty is None)
        if unknowns > 1:
            raise SetupError("at most one unknown amount")

    def signature(self) -> str:
        parts = [_event_sig(e) for e in self.events]
        q = self.question
        parts.append(
            f"?{q.ask}({q.holder},{q.kind.label()},{q.other},{q.frame},{q.qty},"
            f"{q.other_kind.label() if q.other_kind else ''})"
        )
        return ";".join(parts)


def _event_sig(e: Event) -> str:
    ok = e.other_kind.label() if e.other_kind else ""
    tail = f",{e.frame}" if e.op in ("gain", "lose", "give", "act") else ""
    agent = f",by {e.agent}" if e.agent and e.agent != e.holder else ""
    times = f",x{e.factor}" if e.factor is not None else ""
    return f"{e.op}({e.holder},{e.kind.label()},{e.qty},{e.other},{ok}{tail}{agent}{times})"
