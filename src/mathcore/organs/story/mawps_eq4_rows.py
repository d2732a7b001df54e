"""Frame rows for the fourth set of MAWPS single-equation shapes.

Written as data like ``frames.py``, which appends them to its tables.
"""

from __future__ import annotations

#: ``How many classrooms are needed at the school?``: the units the place's things fill, read
#: like ``How many classrooms does the school need?`` (``q_groups``): the place must be named
#: (it is the one holder asked), and the count comes only from the per-unit rows.
MAWPS_EQ4_QUESTIONS = """\
q_needed_at | how many K:k are|were needed at|in H:s | ask=state holder=s kind=k
q_needed_at_will | how many K:k will be needed at|in H:s | ask=state holder=s kind=k
"""

#: The rows above, answered as units over a per-unit amount (``mawps_multi.UNIT_QUESTIONS``).
NEEDED_AT = frozenset({"q_needed_at", "q_needed_at_will"})
