# ruff: noqa: E501
"""Frame rows for more MAWPS shapes (``mawps_more``): recipes and what is left to add.

Written as data like ``frames.py``, which appends them to its tables.
"""

from __future__ import annotations

#: ``The recipe wants 8 cups of flour``; ``The recipe calls for 7 cups of flour and 3 cups of
#: sugar``: what the one baker must put in (a need; the continuation is a second need).
#: ``She already put in 2 cups``: what the baker has put in toward it.
MORE_CLAUSES = """\
recipe_needs | the recipe wants|calls|needs|requires ?for N:n K:k | op=recipe_need kind=k qty=n
put_in | H:s @ADV @AUX put|puts|added|adds in N:n K?:k | op=put_in holder=s kind=k qty=n
"""

#: ``How many more cups does she need to add?``: the recipe's need less what was put in.
MORE_QUESTIONS = """\
q_need_add | how many ?more K?:k do|does|did|will|would H:s need|needs|have|has to add|put ?in | ask=recipe_left holder=s kind=k
"""
