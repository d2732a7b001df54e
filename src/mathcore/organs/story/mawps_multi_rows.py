# ruff: noqa: E501
"""Frame rows of the MAWPS multiarith constructions (``mawps_multi.py`` reads their events).

Written as data like ``frames.py``, which appends them to its tables. Each row reads a
pattern that recurs in the multiarith development file; ``tests/organs/story/
test_mawps_multi_general.py`` generates each with new names, nouns and numbers.
"""

from __future__ import annotations

_HOLD = "takes|take|needs|need|uses|use|requires|require|holds|hold|fits|fit"
_CAN = "?can|could|will|would ?only"

MULTI_CLAUSES = f"""\
each_takes | each|every K:u {_CAN} {_HOLD} N:n K?:k S:loc | op=cap kind=u qty=n
cap_on_each | H:s {_CAN} hold|holds|fit|fits|carry N:n K?:k on|in|into each|every|a|an K:u | op=cap kind=u qty=n
put_in_each | H:s @ADV put|puts|placed|places N:n K?:k on|in|into each|every K:u | op=cap kind=u qty=n
units_each | the K:u ?they ?had held|hold|holds|had|have|has N:n K?:k each | op=cap kind=u qty=n
each_did | each|every K:u that|who did show|come ?up V=act|F=increment_frame:f N:n K:k | op=cap kind=u qty=n
hand_out | H:s @ADV @AUX F=transfer_frame:f out|away N:n K?:k to ?the K:o S:loc | op=hand_out holder=s kind=k qty=n
use_rest | H:s @ADV decided|chose|wanted ?to use the F=remainder_frame ?of ?them to F=increment_frame|V=act K:k | op=none
invite | H:s @ADV @AUX invited|invites|invite N:n K:k to ?a|an|the|his|her|their K:e S:loc | op=gain holder=s kind=k qty=n
no_show | S:loc0 N:n K?:k didn't|couldn't show|come ?up S:loc | op=lose holder=passive kind=k qty=n
making_units | H:s @ADV was|is|were|are making|preparing|filling K:u with N:n K?:k in|on each one|K:u2 | op=cap kind=u qty=n
passive_lose_k | N:n of the K:k F=decrement_frame:f S:loc | op=lose holder=passive kind=k qty=n
earn_each | H:s @ADV F=increment_frame:f N:n K?:k for each|every K:u ?that|which he|she|they|it|we|you V=act | op=earn_each kind=u qty=n
not_done | H:s @ADV forgot|neglected|failed to V=act N:n K?:k S:loc | op=not_done holder=s kind=k qty=n
not_done_did | H:s @ADV didn't V=act N:n K?:k S:loc | op=not_done holder=s kind=k qty=n
players | there were|are|was|is N:n K:k playing|swimming|running|racing|dancing:a ?a|an|the K:g ?online|together when N:n2 ?more K:p joined|quit|left ?the|their K?:g2 | op=players kind=k qty=n
each_left | each|every K:u left|remaining V=possession N:n K:k S:loc | op=each other_kind=u kind=k qty=n
there_trying | there is|are|was|were @ADV N:n K:k trying out S:loc | op=has holder=loc kind=k qty=n
no_pick | N:n K?:k didn't get picked|chosen|selected S:loc | op=lose holder=passive kind=k qty=n
rest_into | the F=remainder_frame ?of ?them were|are|was|is put|split|divided|placed|sorted into|in|among N:n ?different|equal|separate K:u | op=share holder=passive kind=k qty=n other_kind=u
lose_rel | H:s @ADV @AUX F=decrement_frame:f ?away|out N:n K?:k that|which didn't|don't fit|work S:loc | op=lose holder=s kind=k qty=n
no_work | S:loc0 N:n K?:k didn't|weren't|don't|aren't work|working S:loc | op=lose holder=passive kind=k qty=n
sell_working | H:s @ADV wanted|wants|decided|planned ?to sell the working|good K:k for $:p each|apiece | op=sell_working kind=$ qty=p
sale_price | H:s was|is|were having a sale where each|every K:k was|is|cost|costs N:n dollars|dollar | op=sale_price kind=k qty=n
each_came_with | each|every K:u came|comes with a|an|one K:x and had|has|contained|contains N:n K:k | op=each other_kind=u kind=k qty=n
organizing_each | H:s was|is organizing|arranging|filling ?his|her|their|the K:c making sure each|every ?one of the K:u had|has|held|holds ?exactly N:n K:k on|in it|them | op=cap kind=u qty=n
put_one | H:s @ADV V=placement N:n K?:k into|in|on one|a|an K:u | op=lose holder=s kind=k qty=n
share_rest | H:s @ADV V=placement the F=remainder_frame ?of ?them into|in|among N:n ?different|equal|separate K:u | op=share holder=s kind=k qty=n other_kind=u
sort_into | H:s @ADV sorted|put|split|divided|placed the|her|his|their K:k into|in|among N:n ?different|equal|separate K:u with the same amount|number of K:k2 in each K:u2 | op=share holder=s kind=k qty=n other_kind=u
more_from | H:s N:n K?:k from O:src ?to D:loc S:loc | op=give holder=src other=s kind=k qty=n
gain_to | H:s @ADV @AUX F=increment_frame:f N:n K:k to D:loc | op=gain holder=s kind=k qty=n
split_rest | H:s @ADV decided|chose|wanted ?to split|divide|put|sort the F=remainder_frame ?of ?them into|in|among N:n ?different|equal|separate K:u | op=share holder=s kind=k qty=n other_kind=u
buying_each | H:s and his|her|their K:f were|was buying K:k from ?the K:shop for N:n dollars|dollar each|apiece | op=sale_price kind=k qty=n
money_buys | H:s @ADV used|spent the money ?he|she|they|we ?earned|made|got to buy|purchase N:n K:k S:loc | op=gain holder=s kind=k qty=n as_frame=buy
no_tip | S:loc0 N:n K?:k didn't leave|give ?him|her|them a tip S:loc | op=lose holder=passive kind=k qty=n
got_each_from | H:s @ADV got|earned|made|received $:p each from the ones who|that did tip|pay | op=sell_working kind=$ qty=p
tired_left | N:n of them got tired of waiting and left | op=lose holder=passive kind=k qty=n
more_in_line | N:n more K?:k got|stood|waited in line | op=gain holder=passive kind=k qty=n
helping_setting | H:s was|is|were helping ?the K:w pick|clean|carry|put up|away K:k | op=setting
at_a_time | H:s @ADV could|can ?only carry|hold|wash|take|fit N:n K:k at a time | op=at_a_time kind=k qty=n
had_to_do | H:s @ADV had|has|have to pick|carry|wash|move ?up N:n K:k from one|a|an|the K:x | op=gain holder=s kind=k qty=n
had_to_more | N:n K?:k from another ?one | op==prev kind=k qty=n
todo | H:s @ADV had|has|have to V=act:v N:n K:k S:loc | op=todo holder=s kind=k qty=n
done_todo | H:s @ADV ?had ?only|already V=act:v N:n of them S:loc | op=done_todo holder=s kind=k qty=n
done_todo_by | H:s @ADV ?had ?only|already V=act:v N:n of them by the time K:x started|ended|began|finished|arrived | op=done_todo holder=s kind=k qty=n
in_place_there | in ?the K:g ?, there is|are|was|were N:n K:k S:loc | op=in_place kind=k qty=n
new_came | S:loc0 N:n new K:k came|arrived|moved to|into ?the school|class | op=gain holder=passive kind=k qty=n
selling_each | H:s @ADV was|is|were|are selling K:k for N:n dollars|dollar each|apiece | op=selling kind=k qty=n
left_after_selling | by the end of the day ?, H:s had|has N:n K?:k left | op=sold_rest holder=s kind=k qty=n
has_total | H:s @ADV V=possession N:n K:k total|altogether | op=has holder=s kind=k qty=n
"""

#: Question rows read as a state question (``ask=state``): the same key as ``q_groups``.
MULTI_QUESTIONS = """\
q_units | how many K:k do|did|does|will|would|could|can H:s ?still ?only need|fill ?up T:t | ask=state holder=s kind=k
q_units_can | how many K:k would|could|can H:s ?still ?only make|use T:t | ask=state holder=s kind=k
q_earn_adv | how much ?money do|does|did|will|would H:s actually|really F=increment_frame:f T:t | ask=event holder=s kind=$ frame=f
q_earn_could | how much ?money could|can H:s F=increment_frame:f T:t | ask=event holder=s kind=$ frame=f
q_were_in_each | how many K?:k are|were|is|was ?there in each K:u | ask=per_part holder= kind=k other_kind=u
q_were_in_each_of | how many K?:k are|were|is|was ?there in each of the K:u | ask=per_part holder= kind=k other_kind=u
q_go_in_each | how many K?:k could|can|would|will go in|into each of the K:u | ask=per_part holder= kind=k other_kind=u
q_spend_they | how much ?money did|do|will|would they F=decrement_frame:f | ask=event holder=* kind=$ frame=f
q_would_be_in_line | how many K:k would|will be in line T:t | ask=state holder=* kind=k
q_not_done | how many K?:k did|does|do|will|would H:s not V=act:f T:t | ask=state holder=s kind=k
q_event_would | how many K:k would|will H:s have F=increment_frame:f T:t | ask=event holder=s kind=k frame=f
"""
