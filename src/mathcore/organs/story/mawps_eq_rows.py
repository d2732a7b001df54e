# ruff: noqa: E501
"""Frame rows for MAWPS single-equation shapes (unknown starts, placements of an unknown amount).

Written as data like ``frames.py``, which appends them to its tables. Each row reads a
pattern that recurs in the development data; the tests in
``tests/organs/story/test_mawps_eq_*.py`` generate it with new names, nouns and numbers.
"""

from __future__ import annotations

#: ``Tim stacked more bales in the barn today``; ``Park workers will plant more trees``:
#: a placement of an amount the story states later (``There are now 54 bales``).
MAWPS_EQ_CLAUSES = """\
place_some | H:s @ADV @AUX V=placement some|more K:k S:loc | op=gain holder=loc kind=k qty=? as_frame=place
there_will_be | when the K:w are|is finished|done ?, there will be N:n K:k S:loc | op=has holder=loc kind=k qty=n
"""

MAWPS_EQ_QUESTIONS = """\
q_place | how many K?:k did|does|will H:s V=placement S:loc T:t | ask=event holder=s kind=k as_frame=place
"""
