"""Frame rows of the near frontier (issue 8): ``of`` before a possessor's age.

``Sam is half of Drew's age``, ``In 3 years, Jayden will be half of Ernesto's age``: the
``of`` twins of the age rows that read a multiplier before ``P's age`` (``gsm_time_age``),
with the same ops, so the same handlers and checks read them.
"""

from __future__ import annotations

from mathcore.organs.story.gsm_time_age import _IS, _WHEN

_POSS = "P:o 's|’s|'|’ age"

FRONTIER_CLAUSES = (
    f"age_times_of_poss | H:s {_IS} X:n of {_POSS} ?then"
    " | op=age_times holder=s other=o kind=k qty=n\n"
    f"age_part_of_poss | H:s {_IS} N:n of {_POSS} | op=age_part holder=s other=o kind=k qty=n\n"
    + "".join(
        f"age_then_times_of_poss_{w} | {lead} X:n of P:o 's|’s age"
        " | op=age_then holder=s other=o kind=k qty=n\n"
        for w, lead in _WHEN.items()
    )
)
