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
there_total_each | there is|are|was|were @ADV a total of N:n K:k a|per|each|every K:u | op=each other_kind=u kind=k qty=n
played_for | H:s is|was|are|were played|held for N:n K:k | op=has holder=s kind=k qty=n
each_same | each|every K:u V=possession the same number of K:k | op=none
need_have | H:s @ADV needs|need|needed N:n K:k S:loc | op=goal_have holder=s kind=k qty=n
place_bare | H:s @ADV @AUX V=placement K:k S:loc | op=gain holder=loc kind=k qty=? as_frame=place
place_from | H:s @ADV @AUX V=placement ?some ?more K:k from the|her|his|their K:src S:loc | op=place_from holder=loc kind=k qty=? as_frame=place
cut_down | H:s @ADV ?had|have|has|will ?to cut|chop down N:n K:k S:loc ?that|which were|are|was|is damaged|dead | op=lose holder=loc kind=k qty=n
goes_with | P:s goes|went|go fishing|shopping|camping|hiking|bowling|swimming with P:o | op=setting
continue_to | N:n ?more K?:k to P:o S:loc | op=continue_to kind=k qty=n
share_the | H:s @ADV V=partition the|his|her|their K:k ?equally|evenly among|between N:n ?equal K:u | op=share holder=s kind=k qty=n other_kind=u
give_some_to | H:s @ADV @AUX F=transfer_frame:f some ?more K?:k to O:o S:loc | op=give holder=s other=o kind=k qty=?
give_some_more | H:s @ADV @AUX F=transfer_frame:f O:o some more K?:k S:loc | op=give holder=s other=o kind=k qty=?
has_pair | P:s V=possession N:n K:k P:s2 V=possession N:n2 K:k2 | op=has_pair holder=s kind=k qty=n
come_in | K:k ?can ?be come|comes|came|purchased|sold in K:u of N:n | op=each other_kind=u kind=k qty=n
has_stored_in | H:s @ADV V=possession N:n K:k stored|packed|kept in K:u | op=has holder=s kind=k qty=n
split_into | H:s wants|want|wanted|needs|need to V=partition a collection of K:k into K:u of N:n | op=each other_kind=u kind=k qty=n
there_will_be | when the K:w are|is finished|done ?, there will be N:n K:k S:loc | op=has holder=loc kind=k qty=n
"""

MAWPS_EQ_QUESTIONS = """\
q_each_unit | how many K:k were|are|was|is V=act:f each|every|a|per K:u | ask=per_unit holder=* kind=k other_kind=u
q_should | how many more K?:k should|must H:s F=increment_frame:f T:t | ask=goal_have holder=s kind=k
q_in_when | how many K?:k will be S:loc when the K:w are|is finished|done | ask=state holder=loc kind=k
q_begin_with | how many K?:k did|does H:s begin|start with | ask=initial holder=s kind=k
q_go_in_each | how many K:k must|should|will|would|can go in|into each K:u | ask=per_unit holder=* kind=k other_kind=u
q_units_made | how many K:u will|would be created|made|formed | ask=units_made holder=* kind=u
q_dozens_event | how many dozen K?:k did|does|will H:s F=increment_frame/decrement_frame:f T:t | ask=dozens_event holder=s kind=k frame=f
q_dozens_act | how many dozen K?:k did|does|will H:s V=act:f T:t | ask=dozens_event holder=s kind=k frame=f
q_place | how many K?:k did|does|will H:s V=placement S:loc T:t | ask=event holder=s kind=k as_frame=place where=loc
"""
