# ruff: noqa: E501
"""Frame rows for more MAWPS shapes (``mawps_more``): recipes and what is left to add, bills,
and ``how much <substance>`` questions (``much_*``: the kind is the one unit the substance is
told in, ``mawps_more.much_kind``).

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

#: ``Mary paid $7.19 for berries, and $6.83 for peaches with a $20 bill``: the bill pays for
#: the spendings told up to it (``mawps_more.change_after``).
MORE_CLAUSES += """\
spend_with_bill | H:s @ADV @AUX F=decrement_frame:f N:n S:loc with a|an|one $:b bill | op=spend_bill holder=s kind=k qty=n
cont_with_bill | N:n S:loc with a|an|one $:b bill | op=cont_bill kind=k qty=n
lose_of_it | H:s @ADV @AUX F=decrement_frame:f N:n K:u of it S:loc | op=of_it holder=s kind=u qty=n
cost_obj | a|an|the K:i cost|costs O:p $:n | op=lose holder=p kind=k qty=n as_frame=spend
cost_obj_bill | a|an|the K:i cost|costs O:p $:n with a|an|one $:b bill | op=spend_bill holder=p kind=k qty=n as_frame=spend
"""

#: ``How many more cups does she need to add?``: the recipe's need less what was put in.
MORE_QUESTIONS = """\
q_longer_rest | how much longer will|would|does|did H:s take to V=act|F=increment_frame/decrement_frame:f the rest|remainder ?of ?them | ask=take_time_rest holder=s kind=@span
much_state | how much K:k do|does|did|will|would H:s T:t0 V=possession T:t S:loc T:t2 | ask=state holder=s kind=@much
much_event | how much K:k did|does|will H:s F=increment_frame/decrement_frame:f S:loc T:t | ask=event holder=s kind=@much frame=f
much_act | how much K:k did|does|will H:s V=act:f S:loc T:t | ask=event holder=s kind=@much frame=f
much_left | how much K:k is|was ?still F=remainder_frame S:loc | ask=state holder=left kind=@much
much_remains | how much K:k remains|remain S:loc | ask=state holder=left kind=@much
much_left_bare | how much is|was ?still F=remainder_frame S:loc | ask=state holder=left kind=@much
q_need_add | how many ?more K?:k do|does|did|will|would H:s need|needs|have|has to add|put ?in | ask=recipe_left holder=s kind=k
"""
