# ruff: noqa: E501
"""Frame rows for the third set of MAWPS single-equation shapes (``mawps_eq3_spend``).

Written as data like ``frames.py``, which appends them to its tables.
"""

from __future__ import annotations

#: ``How much money did Jason spend on clothing?``: the spending whose item is one of a class.
MAWPS_EQ3_QUESTIONS = """\
q_spend_on | how much ?money do|does|did|will|would H:s F=decrement_frame:f on K:c T:t | ask=spent_on holder=s kind=$ frame=f other_kind=c
"""

#: ``Jason went to the mall on Saturday to buy clothes.``: a named shopper's errand, no number
#: (a scope's ``to buy ...`` purpose reads only words with no number or quantity cue).
MAWPS_EQ3_CLAUSES = """\
went_to_place | P:s went|goes to the K:p S:loc | op=setting
"""

_VERB = "V=act|F=increment_frame/decrement_frame:f"

#: ``Juan ran 80 miles at 10 miles per hour.``: an amount done and the rate it was done at.
MAWPS_EQ3_CLAUSES += f"""\
moved_at | H:s {_VERB} N:d K:k at N:n K:k2 a|an|per K:u | op=moved_at holder=s kind=k2 qty=n
"""

#: ``How long did Juan run?``: the amount done over its rate, in the rate's unit of time.
MAWPS_EQ3_QUESTIONS += f"""\
q_how_long_did | how long did|does H:s {_VERB} | ask=took_time holder=s kind=@span frame=f
"""
