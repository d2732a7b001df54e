"""Frame rows of the near frontier (issue 8): ``of`` before a possessor's age.

``Sam is half of Drew's age``, ``In 3 years, Jayden will be half of Ernesto's age``: the
``of`` twins of the age rows that read a multiplier before ``P's age`` (``gsm_time_age``),
with the same ops, so the same handlers and checks read them.
"""

from __future__ import annotations

from mathcore.organs.story.gsm_pct_rows import _GIVE, _OBJECTS
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

#: ``He donated 1/4 of his toy cars to an orphanage``, ``donates 5 books to the library``:
#: ``donate`` is a decrement verb in the frames registry (``He donated 5 toys``: the things
#: leave); with ``to`` and a receiver it is the transfer rows' giving (``give_to``,
#: ``gsm_pct_give_to*``) to that receiver, the same ops.
_DONATE = "H:s @ADV @AUX donate|donates|donated:f"
FRONTIER_CLAUSES += (
    f"donate_to | {_DONATE} N:n ?more K?:k to O:o S:loc"
    " | op=give holder=s other=o kind=k qty=n\n"
    + "".join(
        f"gsm_pct_donate_to{suffix} | {_DONATE} Q:n {obj} to O:o S:loc | {_GIVE}\n"
        for suffix, obj in _OBJECTS
    )
)
