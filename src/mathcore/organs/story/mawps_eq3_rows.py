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
