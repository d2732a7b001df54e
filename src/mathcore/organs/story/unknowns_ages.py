# ruff: noqa: E501
"""More ways to tell the sum of ages (issue 8, unknowns), read into gsm_time_age_sum's one
``age_sum`` event, whose solver writes one exact linear equation in the unknown age.

| statement (our wording) | read as |
|---|---|
| ``The current total of their ages right now is 17.`` | the sum of their ages now |
| ``Together Ann's and Tom's ages equal 15 years.`` | the sum of the two ages |
| ``The sum of Ann's, Tom's, and Max's ages is 31.`` | the sum of the three ages |
| ``In 3 years, the sum of their ages will be 41.``, ``The sum of the ages of Ann, Tom and Max in three years is 150.`` | the sum now: 41 less 3 years for each member |

The members of ``their`` are every person the story has mentioned so far, each with an age
told or related (``age_sum`` checks it); a sum in N years less N for each member below zero
refuses. Everything else (two unknowns, a sum fixing nothing, people outside the relations)
is refused by the age-sum solver as for the other forms.
"""

from __future__ import annotations

from typing import Any

from mathcore.organs.story.gsm_time_age_sum import age_sum
from mathcore.organs.story.model import Event

_YEARS = "?year|years"
AGE_SUM_MORE_ROWS = f"""
unk_age_total | the ?current total of their ?current|present ages ?right ?now is|was:tense N:n {_YEARS} | op=age_sum holder=s kind=k qty=n
unk_age_together | together P:a 's|’s and P:b 's|’s ages equal|total N:n {_YEARS} | op=age_sum holder=s kind=k qty=n
unk_age_sum_names | the sum of P:a 's|’s , P:b 's|’s , and P:c 's|’s ages is|was:tense N:n {_YEARS} | op=age_sum_names holder=s kind=k qty=n
unk_age_sum_in | in N:y year|years ?, the sum of their ages will be N:n {_YEARS} ?old | op=age_sum_in holder=s kind=k qty=n
unk_age_sum_of_in | the sum of the ages of G:g in N:y year|years is|will:tense ?be N:n {_YEARS} | op=age_sum_in holder=s kind=k qty=n
"""


def _stop(reason: str, detail: str, operator: str = "frame_entry") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop(reason, detail, operator)


def _again(rc: Any, bind: dict[str, Any], ctx: Any, source: str) -> list[Event]:
    from mathcore.organs.story.clauses import RawClause

    return age_sum(RawClause(rc.frame, rc.template, bind, rc.tokens), ctx, source)


def age_sum_names(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``The sum of Ann's, Tom's, and Max's ages``: the named members."""
    names = tuple(str(rc.bind[k]) for k in ("a", "b", "c"))
    if len(set(names)) != len(names):
        raise _stop("unresolved_reference", "a name twice in a sum of ages", "pronoun_resolution")
    return _again(rc, {**rc.bind, "g": names}, ctx, source)


def age_sum_in(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``In 3 years, the sum of their ages will be 41``: now, 3 years less for each member."""
    b = rc.bind
    group = b.get("g")
    members = {str(m) for m in group} if group else set(ctx.persons) | set(ctx.things)
    years, _at, money_y = b["y"]
    value, index, money = b["n"]
    if money or money_y:
        raise _stop("unit_mismatch", "a sum of ages in dollars", "unit_binding")
    if b.get("tense") == "is" and not group:
        raise _stop("unreadable_sentence", "a sum in N years told in the present", "frame_entry")
    now = value - years * len(members)
    if len(members) < 2 or now < 0:
        raise _stop(
            "unresolved_reference",
            "a sum of ages in N years that fits no one",
            "pronoun_resolution",
        )
    return _again(rc, {**b, "n": (now, index, money), "tense": "is"}, ctx, source)


AGE_SUM_MORE_RAW = {"age_sum_names": age_sum_names, "age_sum_in": age_sum_in}
