# ruff: noqa: E501
"""The frame table: clause frames (events) and question frames (targets), as data.

One row per line: ``name | elements | slot=binding, ...``. The template names the event
op (or question ask) and which bindings fill its slots; ``op==prev`` continues the previous
clause's subject and op; ``@ADV`` expands to the optional adverbs. Adding a construction
means adding a row (and the words it needs to the pack).
"""

from __future__ import annotations

from mathcore.organs.story import mawps_eq3_rows as _EQ3
from mathcore.organs.story import mawps_multi_rows as _MULTI
from mathcore.organs.story.gsm_pct_rows import GSM_PCT_CLAUSES
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.mawps_eq4_rows import MAWPS_EQ4_QUESTIONS
from mathcore.organs.story.mawps_eq_rows import MAWPS_EQ_CLAUSES, MAWPS_EQ_QUESTIONS

Row = tuple[str, str, dict[str, str]]

ADV = "?only|already|now|currently|still|then|also|later|originally:adv"
AUX = "?has|have|had|will"

_CLAUSES = """
has | H:s @ADV V=possession @ADV N:n K?:k S:loc ?F=remainder_frame S:loc2 | op=has holder=s kind=k qty=n
has_some | H:s @ADV V=possession some K:k S:loc | op=has holder=s kind=k qty=?
starts_with | H:s starts|started|begins|began with N:n K?:k S:loc | op=has holder=s kind=k qty=n
there_are | there is|are|was|were @ADV N:n K:k S:loc ?F=remainder_frame | op=has holder=loc kind=k qty=n
gain | H:s @ADV @AUX F=increment_frame:f ?up|out ?another N:n ?more K?:k ?more S:loc | op=gain holder=s kind=k qty=n
gain_from | H:s @ADV @AUX F=increment_frame:f ?another N:n ?more K?:k from O:o S:loc | op=give holder=o other=s kind=k qty=n
gain_some | H:s @ADV F=increment_frame:f some|more K:k S:loc | op=gain holder=s kind=k qty=?
lose | H:s @ADV @AUX F=decrement_frame:f ?away|out|up N:n ?more K?:k ?away|out|up S:loc | op=lose holder=s kind=k qty=n
lose_of | H:s @ADV @AUX F=decrement_frame:f ?away|out|up N:n of the|his|her|their|its K:k S:loc | op=lose holder=s kind=k qty=n
lose_some | H:s @ADV F=decrement_frame:f some of ?the|his|her|their K:k S:loc | op=lose holder=s kind=k qty=?
give_away | H:s @ADV @AUX F=transfer_frame:f away N:n ?more K?:k S:loc | op=lose holder=s kind=k qty=n
give_to | H:s @ADV @AUX F=transfer_frame:f N:n ?more K?:k to O:o S:loc | op=give holder=s other=o kind=k qty=n
give_with | H:s @ADV @AUX F=transfer_frame:f N:n ?more K?:k with O:o S:loc | op=give holder=s other=o kind=k qty=n
give_dative | H:s @ADV @AUX F=transfer_frame:f O:o N:n ?more K?:k S:loc | op=give holder=s other=o kind=k qty=n
give_dative_of | H:s @ADV @AUX F=transfer_frame:f O:o N:n of the|his|her|their K:k S:loc | op=give holder=s other=o kind=k qty=n
give_some | H:s @ADV @AUX F=transfer_frame:f O:o some of ?the|his|her|their K:k S:loc | op=give holder=s other=o kind=k qty=?
give_all | H:s @ADV @AUX F=transfer_frame:f all of his|her|their K:k to O:o S:loc | op=give holder=s other=o kind=k qty=all
place | H:s @ADV @AUX V=placement N:n ?more K?:k ?more S:loc | op=gain holder=loc kind=k qty=n
each_has | each|every K:u V=possession N:n K:k S:loc | op=each other_kind=u kind=k qty=n
n_in_each | there is|are N:n K:k in|on each|every K:u | op=each other_kind=u kind=k qty=n
price_each | each|a|an|one K:k S:loc costs|cost|was|is|sells|sold|were ?for $:n | op=price kind=k qty=n
price_dollars | each|a|an|one K:k S:loc costs|cost|was|is|sells|sold|were ?for N:n dollars|dollar | op=price kind=k qty=n
buy_each | H:s @ADV F=increment_frame:f N:n K?:k for|at $:p each|apiece S:loc | op=gain_priced holder=s kind=k qty=n price=p
price_plural | the K:k V=price $:n each|apiece | op=price kind=k qty=n
more_than | H:s @ADV V=possession N:n more K?:k than O:o | op=more holder=s other=o kind=k qty=n
fewer_than | H:s @ADV V=possession N:n fewer|less K?:k than O:o | op=fewer holder=s other=o kind=k qty=n
times_as_many | H:s @ADV V=possession X:n as many K?:k as O:o | op=times holder=s other=o kind=k qty=n
take | H:s @ADV @AUX V=take N:n ?more K?:k ?away|out S:loc | op=take holder=s kind=k qty=n
take_from | H:s @ADV V=take N:n ?more K?:k ?away|out from|of O:src S:loc | op=take holder=s kind=k qty=n
take_of | H:s @ADV V=take N:n of the|his|her|their K:k S:loc | op=take holder=s kind=k qty=n
share | H:s @ADV V=partition them|it|K:k ?equally|evenly among|between|into N:n ?equal K:u | op=share holder=s kind=k qty=n other_kind=u
has_each | G:s each V=possession N:n K:k S:loc | op=has_each holder=s kind=k qty=n
group_rest | H:s @ADV V=placement the F=remainder_frame ?of ?them into|in K:u with N:n K?:k in|on each one | op=group holder=s kind=k qty=n other_kind=u
group_rest_k | H:s @ADV V=placement the F=remainder_frame ?of ?them into|in K:u with N:n K?:k in|on each K:u2 | op=group holder=s kind=k qty=n other_kind=u
act | H:s @ADV @AUX V=act:f N:n ?more K?:k S:loc | op=act holder=s kind=k qty=n
gain_bare | H:s @ADV @AUX F=increment_frame:f K:k S:loc | op=gain holder=s kind=k qty=?
has_bare | H:s @ADV V=possession K:k S:loc | op=has holder=s kind=k qty=?
gain_of_owner | H:s @ADV @AUX F=increment_frame:f N:n of P:o 's K:k S:loc | op=give holder=o other=s kind=k qty=n
there_total | there is|are|was|were @ADV a total of N:n K:k S:loc | op=has holder=loc kind=k qty=n
added_passive | N:n K?:k ?more are|were|is|was added|placed|put S:loc | op=gain holder=passive kind=k qty=n
act_to | H:s @ADV @AUX V=act:f to N:n ?more K?:k S:loc | op=act holder=s kind=k qty=n
has_two_mods | H:s @ADV V=possession N:n M:m and N:n2 K:k S:loc | op=has2 holder=s kind=k qty=n
more_than_k | H:s @ADV V=possession N:n K:k more than O:o | op=more holder=s other=o kind=k qty=n
fewer_than_k | H:s @ADV V=possession N:n K:k fewer|less than O:o | op=fewer holder=s other=o kind=k qty=n
has_with_each | H:s @ADV V=possession N:n K:u with N:n2 K:k in|on each K:u2 | op=has_each_unit holder=s kind=k qty=n other_kind=u
gain_a_of | H:s @ADV @AUX F=increment_frame:f a|an|one K:u of N:n K:k S:loc | op=gain holder=s kind=k qty=n
has_a_of | H:s @ADV V=possession a|an K:u of N:n K:k S:loc | op=has holder=s kind=k qty=n
more_than_kind | H:s @ADV V=possession N:n more K:k than K:k2 | op=more_k holder=s kind=k qty=n other_kind=k2
fewer_than_kind | H:s @ADV V=possession N:n fewer|less K:k than K:k2 | op=fewer_k holder=s kind=k qty=n other_kind=k2
times_kind | H:s @ADV V=possession X:n as many K:k as K:k2 | op=times_k holder=s kind=k qty=n other_kind=k2
ev_times | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f X:n as many K?:k S:loc as O:o ?did|does|do | op=ev_times holder=s other=o kind=k qty=n
ev_times_prev | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f X:n as many K?:k S:loc | op=ev_times holder=s kind=k qty=n
ev_more | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f N:n more K?:k S:loc than O:o ?did|does|do | op=ev_more holder=s other=o kind=k qty=n
ev_fewer | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f N:n fewer|less K?:k S:loc than O:o ?did|does|do | op=ev_fewer holder=s other=o kind=k qty=n
ev_more_k | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f N:n K:k more than O:o ?did|does|do | op=ev_more holder=s other=o kind=k qty=n
ev_fewer_k | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f N:n K:k fewer|less than O:o ?did|does|do | op=ev_fewer holder=s other=o kind=k qty=n
bought_for | H:s @ADV @AUX F=increment_frame/decrement_frame:f N:n K:k for $:p S:loc | op=bought_for holder=s kind=k qty=n price=p
bought_a_for | H:s @ADV @AUX F=increment_frame/decrement_frame:f a|an|one:a K:k for $:p S:loc | op=bought_for holder=s kind=k qty=? price=p
bought_for_more | H:s N:n K:k for $:p S:loc | op=bought_for holder=s kind=k qty=n price=p
bought_a_for_more | H:s a|an|one:a K:k for $:p S:loc | op=bought_for holder=s kind=k qty=? price=p
wage | H:s @ADV @AUX F=increment_frame:f $:n an|a|per|each|every K:u S:loc | op=wage holder=s kind=k qty=n other_kind=u
wage_paid | H:s @ADV is|was|gets|got|get paid $:n an|a|per|each|every K:u S:loc | op=wage holder=s kind=k qty=n other_kind=u
act_for | H:s @ADV @AUX V=act:f for N:n K:k S:loc | op=act holder=s kind=k qty=n
rate | H:s @ADV ?can|could @AUX V=act|F=increment_frame/decrement_frame:f N:n K:k a|an|per|each|every K:u | op=rate holder=s kind=k qty=n
rate_for | H:s @ADV ?can|could @AUX V=act|F=increment_frame/decrement_frame:f for N:n K:k a|an|per|each|every K:u | op=rate holder=s kind=k qty=n
rate_for_one | H:s @ADV ?can|could @AUX V=act|F=increment_frame/decrement_frame:f for a|an|one:n1 K:k a|an|per|each|every K:u | op=rate holder=s kind=k qty=?
rate_lead | every|each K:u ?, H:s @ADV ?can|could @AUX V=act|F=increment_frame/decrement_frame:f N:n K:k | op=rate holder=s kind=k qty=n
rate_lead_for | every|each K:u ?, H:s @ADV ?can|could @AUX V=act|F=increment_frame/decrement_frame:f for N:n K:k | op=rate holder=s kind=k qty=n
rate_lead_for_one | every|each K:u ?, H:s @ADV ?can|could @AUX V=act|F=increment_frame/decrement_frame:f for a|an|one:n1 K:k | op=rate holder=s kind=k qty=?
rate_total | H:s @ADV ?can|could @AUX V=act|F=increment_frame/decrement_frame:f N:n K:k a|an|per|each|every K:u for ?the ?next|first|following N:dn K:du | op=rate_total holder=s kind=k qty=n
rate_total_a | H:s @ADV ?can|could @AUX V=act|F=increment_frame/decrement_frame:f N:n K:k a|an|per|each|every K:u for ?the ?next|first|following a|an|one:d1 K:du | op=rate_total holder=s kind=k qty=n
rate_total_for | H:s @ADV ?can|could @AUX V=act|F=increment_frame/decrement_frame:f for N:n K:k a|an|per|each|every K:u for ?the ?next|first|following N:dn K:du | op=rate_total holder=s kind=k qty=n
rate_days | H:s @ADV ?can|could @AUX V=act|F=increment_frame/decrement_frame:f N:n K:k a|an|per|each|every K:u N:n2 K:u2 a|an|per|each|every K:u3 | op=rate holder=s kind=k qty=n
rate_more | N:n K:k a|an|per|each|every K:u | op=rate_more kind=k qty=n
sold_to_kin | H:s @ADV @AUX F=decrement_frame:f N:n ?more K?:k to his|her|their|a|an K:o S:loc | op=lose holder=s kind=k qty=n kin=1
sold_to_kin_more | N:n ?more K?:k to his|her|their|a|an K:o S:loc | op=kin_more kind=k qty=n
goal_need | H:s @ADV needs|need|needed to V=act|F=increment_frame/decrement_frame/transfer_frame:f N:n K:k S:loc | op=goal holder=s kind=k qty=n
times_as_many_has | H:s @ADV V=possession X:n as many K?:k as O:o does|has|did|had|do|have | op=times holder=s other=o kind=k qty=n
times_as_much_money | H:s @ADV V=possession X:n as much K:k as O:o ?does|has|did|had|do|have | op=times_money holder=s other=o kind=k qty=n
sold_each | H:s @ADV @AUX F=decrement_frame:f N:n K:k for|at $:p each|apiece S:loc | op=priced_each holder=s kind=k qty=n price=p
priced_each_more | H:s N:n K:k for|at $:p each|apiece S:loc | op=priced_each holder=s kind=k qty=n price=p
pay_with_bill | H:s @ADV @AUX paid|pays|pay with a|an|one $:n bill S:loc | op=has holder=s kind=k qty=n
has_bill | H:s @ADV V=possession a|an|one $:n bill S:loc | op=has holder=s kind=k qty=n
pay_cashier | H:s @ADV @AUX paid|pays|pay the cashier|clerk|seller $:n S:loc | op=has holder=s kind=k qty=n
ev_affine | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f N:n K?:k more|fewer|less:dir than X:m the number of K:k2 ?that O:o V=act|F=increment_frame/decrement_frame:f2 | op=ev_affine holder=s other=o kind=k2 qty=n
ev_affine_k | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f N:n more|fewer|less:dir K:k than X:m the number of K:k2 ?that O:o V=act|F=increment_frame/decrement_frame:f2 | op=ev_affine holder=s other=o kind=k qty=n
ev_affine_the | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f N:n K?:k more|fewer|less:dir than X:m the K:k2 that O:o V=act|F=increment_frame/decrement_frame:f2 | op=ev_affine holder=s other=o kind=k2 qty=n
ev_affine_that | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f N:n K?:k more|fewer|less:dir than X:m ?of that amount S:loc | op=ev_affine holder=s kind=k qty=n
ev_total_lead | in total|all ?, they V=act|F=increment_frame/decrement_frame:f N:n K?:k S:loc | op=ev_total kind=k qty=n
ev_total_tail | they V=act|F=increment_frame/decrement_frame:f N:n K?:k in total|all S:loc | op=ev_total kind=k qty=n
ev_total_adv | they V=act|F=increment_frame/decrement_frame:f N:n K?:k altogether|together|combined S:loc | op=ev_total kind=k qty=n
ev_total_together | together ?, they V=act|F=increment_frame/decrement_frame:f N:n K?:k S:loc | op=ev_total kind=k qty=n
ev_total_group | G:g V=act|F=increment_frame/decrement_frame:f N:n K?:k altogether|together|combined S:loc | op=ev_total kind=k qty=n
ev_total_group_in | G:g V=act|F=increment_frame/decrement_frame:f N:n K?:k in total|all S:loc | op=ev_total kind=k qty=n
ev_total_group_lead | together|altogether ?, G:g V=act|F=increment_frame/decrement_frame:f N:n K?:k S:loc | op=ev_total kind=k qty=n
ev_affine_as | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f N:n more|fewer|less:dir than X:m as many K:k2 as O:o ?did|does|do | op=ev_affine holder=s other=o kind=k2 qty=n
ev_times_money | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f X:n as much K:k as O:o ?did|does|do | op=ev_times_money holder=s other=o kind=k qty=n
ev_times_money_bare | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f X:n as much as O:o ?did|does|do | op=ev_times_money holder=s other=o kind=k qty=n
scope_only | S:loc | op=none
continue | N:n ?more K?:k S:loc | op==prev kind=k qty=n
eaten_by | N:n K?:k ?more are|were|is|was eaten by a|an|the K:agent S:loc | op=lose holder=passive kind=k qty=n
leave | N:n K?:k left S:loc | op=lose holder=passive kind=k qty=n
arrive_to | N:n more K?:k came|joined|flew|went ?in|up|back|over to D:loc S:loc2 | op=gain holder=passive kind=k qty=n
sitting | N:n K:k were|are|was|is sitting|standing|resting|swimming|waiting S:loc | op=has holder=loc kind=k qty=n
damaged | N:n K?:k were|are torn|cracked|broken:adj | op=damaged kind=k qty=n
discovered | H:s discovered|noticed|found that N:n K?:k were|are torn|cracked|broken | op=none
when_act | when H:s V=act them|it | op=none
own_business | P:s started|opened|began ?his|her|their own K:k | op=setting
had_to_lose | H:s @ADV had to F=decrement_frame:f ?away|out N:n ?more K?:k S:loc | op=lose holder=s kind=k qty=n
loves_doing | P:s loves|likes|enjoys eating|collecting|trading|reading|baking|making|playing K:k | op=setting
take_of_owner | H:s @ADV @AUX V=take N:n of P:o 's K:k S:loc | op=give holder=o other=s kind=k qty=n
"""

_QUESTIONS = """
q_state | how many K?:k do|does|did|will|would H:s T:t0 V=possession T:t S:loc T:t2 | ask=state holder=s kind=k
q_state_when | how many K?:k will|would H:s V=possession when the K:w are|is finished|done | ask=state holder=s kind=k
q_end_with | how many K?:k do|does|did|will|would H:s end|ended ?up with T:t | ask=state holder=s kind=k
q_each_get | how many K?:k do|does|did|will|would each K:u get|have|receive | ask=per_part holder= kind=k other_kind=u
q_in_each | how many K?:k will|would ?there be|are|were|is in each K:u | ask=per_part holder= kind=k other_kind=u
q_there | how many K?:k are|were|is|will ?now there ?be T:t S:loc T:t2 | ask=state holder=loc kind=k
q_are_in | how many K:k are|were|is ?now|left|still S:loc T:t | ask=state holder=loc kind=k
q_left | how many K?:k are|were|is ?still F=remainder_frame S:loc | ask=state holder=left kind=k
q_event | how many K?:k did|does|will H:s F=increment_frame/decrement_frame:f S:loc T:t | ask=event holder=s kind=k frame=f
q_event_to | how many K?:k did|does|will H:s F=transfer_frame:f ?to O:o S:loc T:t | ask=event holder=s kind=k frame=f other=o
q_act | how many K?:k did|does|will H:s V=act:f S:loc T:t | ask=event holder=s kind=k frame=f
q_act_to | how many K?:k did|does|will H:s V=act:f to T:t | ask=event holder=s kind=k frame=f
q_act_passive | how many K:k were|was V=act:f S:loc T:t | ask=event holder=* kind=k frame=f
q_passive | how many K:k were|was F=increment_frame/decrement_frame:f S:loc T:t | ask=event holder=* kind=k frame=f
q_need_to | how many more K?:k do|does|did|will|would H:s need|needs|have|has to F=increment_frame to V=possession N:n K?:k2 T:t | ask=need holder=s kind=k qty=n
q_need | how many more K?:k do|does|did|will|would H:s V=need to V=possession|F=increment_frame N:n K?:k2 T:t | ask=need holder=s kind=k qty=n
q_initial | how many K?:k did|does H:s V=possession to begin|start with | ask=initial holder=s kind=k
q_initial2 | how many K?:k did|does H:s V=possession at first|originally | ask=initial holder=s kind=k
q_groups | how many K:k did|does|will|would H:s need|fill T:t | ask=state holder=s kind=k
q_dozens | how many dozen K?:k do|does|did|will|would H:s T:t0 V=possession T:t | ask=dozens holder=s kind=k
q_afford | how many N:n dollar|dollars K:k can|could|would H:s buy ?with ?the ?money ?he|she|they ?had ?left | ask=afford holder=s kind=k qty=n
q_count_have | how many K:k do|does|would|will N:n K:u have | ask=count_of holder= kind=k qty=n other_kind=u
q_farther | how much farther|further|longer|more did H:s V=act:f than V=act:f2 | ask=difference_f holder=s kind=k frame=f
q_heavier | how much heavier|taller|longer|more is|was H:s than O:o | ask=difference holder=s other=o kind=k
q_event_group | how many K?:k T:t0 did|does|do|will G:g F=increment_frame/decrement_frame:f S:loc T:t | ask=event holder=g kind=k
q_act_group | how many K?:k T:t0 did|does|do|will G:g V=act:f S:loc T:t | ask=event holder=g kind=k
q_group | how many K?:k do|does|did|will|would G:g T:t0 V=possession T:t | ask=state holder=g kind=k
q_more_kinds | how many more K:k than K:k2 did|does|do|will H:s F=increment_frame/decrement_frame:f T:t | ask=difference_k holder=s kind=k other_kind=k2 frame=f
q_more_kinds_there | how many more K:k are|were there than K:k2 T:t | ask=difference_k holder=* kind=k other_kind=k2
q_more_event | how many more K?:k did|does|do|will H:s V=act|F=increment_frame/decrement_frame:f than O:o ?did|does T:t | ask=difference holder=s other=o kind=k
q_more_money | how much more money do|does|did|will|would H:s V=possession than O:o T:t | ask=difference holder=s other=o kind=$
q_change | how much change do|does|did|will|would H:s get|receive|take|gets ?back T:t | ask=change holder=s kind=$
q_more | how many more K?:k do|does|did H:s V=possession than O:o T:t | ask=difference holder=s other=o kind=k
q_count_of | how many K:k are|is ?there in N:n K:u | ask=count_of holder= kind=k qty=n other_kind=u
q_money_end | how much money do|does|did|will|would H:s end|ended ?up with T:t | ask=state holder=s kind=$
q_money | how much money do|does|did|will|would H:s T:t0 V=possession T:t | ask=state holder=s kind=$
q_spend | how much ?money do|does|did|will|would H:s F=decrement_frame/increment_frame:f T:t | ask=event holder=s kind=$ frame=f
q_cost | how much do|does|would|will N:n K:k cost | ask=cost_of holder= kind=k qty=n
q_goal_left | how many more K?:k do|does|did|will|would H:s ?still need|needs to V=act|F=increment_frame/decrement_frame/transfer_frame:f T:t | ask=goal_left holder=s kind=k frame=f
q_span_more | how many more K?:k do|does|did|will|would|can|could H:s V=act|F=increment_frame/decrement_frame:f than O:o ?do|does|did|can|could in|over|during N:n K:u | ask=span_diff holder=s other=o kind=k frame=f qty=n other_kind=u
q_span_more1 | how many more K?:k do|does|did|will|would|can|could H:s V=act|F=increment_frame/decrement_frame:f than O:o ?do|does|did|can|could in|during a|an|one K:u | ask=span_diff holder=s other=o kind=k frame=f other_kind=u
q_span_more_than_other | how many more K?:k do|does|did|will|would|can|could H:s V=act|F=increment_frame/decrement_frame:f in|over|during N:n K:u | ask=span_diff holder=s kind=k frame=f qty=n other_kind=u
q_span | how many K?:k do|does|did|will|would|can|could H:s V=act|F=increment_frame/decrement_frame:f in|over|during N:n K:u | ask=span holder=s kind=k frame=f qty=n other_kind=u
q_span1 | how many K?:k do|does|did|will|would|can|could H:s V=act|F=increment_frame/decrement_frame:f in|during a|an|one K:u | ask=span1 holder=s kind=k frame=f other_kind=u
q_span_per | how many K?:k do|does|did|will|would|can|could H:s V=act|F=increment_frame/decrement_frame:f a|an|per|each|every K:u | ask=span1 holder=s kind=k frame=f other_kind=u
q_span_money | how much ?money do|does|did|will|would|can|could H:s F=increment_frame:f in|over|during N:n K:u | ask=span holder=s kind=$ frame=f qty=n other_kind=u
q_span_money1 | how much ?money do|does|did|will|would|can|could H:s F=increment_frame:f in|during a|an|one K:u | ask=span1 holder=s kind=$ frame=f other_kind=u
q_span_money_per | how much ?money do|does|did|will|would|can|could H:s F=increment_frame:f a|an|per|each|every K:u | ask=span1 holder=s kind=$ frame=f other_kind=u
"""


def _table(text: str) -> tuple[Row, ...]:
    rows: list[Row] = []
    for line in text.strip().splitlines():
        name, elems, tmpl = (part.strip() for part in line.split(" | "))
        slots = dict(pair.split("=", 1) for pair in tmpl.split())
        rows.append((name, elems.replace("@ADV", ADV).replace("@AUX", AUX), slots))
    return tuple(rows)


CLAUSES: tuple[Row, ...] = _table(_CLAUSES + GSM_PCT_CLAUSES + MAWPS_EQ_CLAUSES)
CLAUSES += _lazy("mathcore.organs.story.gsm_rate_goal").decided_rows(CLAUSES)
CLAUSES += _lazy("mathcore.organs.story.gsm_able").able_rows(CLAUSES)
QUESTIONS: tuple[Row, ...] = _table(_QUESTIONS + MAWPS_EQ_QUESTIONS)
_RATES = _lazy("mathcore.organs.story.gsm_rates_rows")
CLAUSES += _table(_RATES.GSM_RATES_CLAUSES)
CLAUSES += _RATES.aux_adverb_rows(CLAUSES)
QUESTIONS += _table(_RATES.GSM_RATES_QUESTIONS)
_CLAUSE_MOD = _lazy("mathcore.organs.story.gsm_clauses")
CLAUSES += _table(_CLAUSE_MOD.CLAUSE_ROWS)
CLAUSES += _CLAUSE_MOD.part_rows(CLAUSES)
CLAUSES += _CLAUSE_MOD.who_rows(CLAUSES)
CLAUSES += _table(_MULTI.MULTI_CLAUSES)
QUESTIONS += _table(_MULTI.MULTI_QUESTIONS)
QUESTIONS += _table(_EQ3.MAWPS_EQ3_QUESTIONS)
QUESTIONS += _table(
    _lazy("mathcore.organs.story.question_forms").FORM_QUESTIONS
)  # question_forms: "than K" after the verb
CLAUSES += _table(_EQ3.MAWPS_EQ3_CLAUSES)
QUESTIONS += _table(MAWPS_EQ4_QUESTIONS)
CLAUSES += _CLAUSE_MOD.appositive_rows(CLAUSES)  # last: skips rows with an appos_ twin
_AGE = _lazy("mathcore.organs.story.gsm_time_age")  # ages: own twins
CLAUSES += _table(_AGE.AGE_CLAUSES)
QUESTIONS += _table(_AGE.AGE_QUESTIONS)
_MORE = _lazy("mathcore.organs.story.mawps_more_rows")  # recipes
CLAUSES, QUESTIONS = CLAUSES + _table(_MORE.MORE_CLAUSES), QUESTIONS + _table(_MORE.MORE_QUESTIONS)
_SHOP = _lazy("mathcore.organs.story.gsm_money_shop_rows")  # shopping
CLAUSES, QUESTIONS = CLAUSES + _table(_SHOP.SHOP_CLAUSES), QUESTIONS + _table(_SHOP.SHOP_QUESTIONS)
CLAUSES += _table(_lazy("mathcore.organs.story.group_price").GROUP_PRICE_CLAUSES)
QUESTIONS += _table(_lazy("mathcore.organs.story.gsm_groups_rows").GROUP_QUESTIONS)  # remain
CLAUSES += _table(_lazy("mathcore.organs.story.gsm_groups_rows").GROUP_CLAUSES)  # groups
CLAUSES += _table(_lazy("mathcore.organs.story.frames4_rows").FRAMES4_CLAUSES)  # frames4
QUESTIONS += _table(_lazy("mathcore.organs.story.frames4_rows").FRAMES4_QUESTIONS)
_UNKNOWNS = _lazy("mathcore.organs.story.unknowns_total")
CLAUSES += _table(_UNKNOWNS.HOLD_TOTAL_ROWS)  # unknowns: totals over related holdings
CLAUSES += _table(_lazy("mathcore.organs.story.unknowns_ages").AGE_SUM_MORE_ROWS)
CLAUSES += _table(_lazy("mathcore.organs.story.unknowns_start").START_ROWS)
CLAUSES += _table(_lazy("mathcore.organs.story.vocab4_cut").CUT_CLAUSES)  # vocab4: cut into pieces
QUESTIONS += _table(
    _lazy("mathcore.organs.story.questions_what").WHAT_QUESTIONS
)  # what / calculate
CLAUSES += _table(_lazy("mathcore.organs.story.vocab4_keep").KEEP_CLAUSES)  # vocab4: kept the rest
QUESTIONS += _table(
    _lazy("mathcore.organs.story.vocab4_keep").KEEP_QUESTIONS
)  # vocab4: did she keep
CLAUSES += _table(
    _lazy("mathcore.organs.story.vocab4_discourse").DISCOURSE_CLAUSES
)  # vocab4: however,
CLAUSES += _table(
    _lazy("mathcore.organs.story.distrib").DISTRIB_CLAUSES
)  # distrib: to each of her 3 friends
CLAUSES += _table(_lazy("mathcore.organs.story.distrib").SPEND_CLAUSES)  # distrib: spent $3 a week
CLAUSES += _table(
    _lazy("mathcore.organs.story.distrib").STOCK_CLAUSES
)  # distrib: 3 puppies a day are adopted
CLAUSES += _table(
    _lazy("mathcore.organs.story.distrib").FROM_CLAUSES
)  # distrib: from neighbors and 5 from her sister
QUESTIONS += _table(
    _lazy("mathcore.organs.story.distrib").DISTRIB_QUESTIONS
)  # distrib: will the K last
CLAUSES += _table(
    _lazy("mathcore.organs.story.distrib_cat").CAT_CLAUSES
)  # distrib_cat: a group by category
QUESTIONS += _table(
    _lazy("mathcore.organs.story.distrib_cat").CAT_QUESTIONS
)  # distrib_cat: its cost
CLAUSES += _table(_lazy("mathcore.organs.story.coord").COORD_CLAUSES)  # coord: ellipsis
CLAUSES += _table(
    _lazy("mathcore.organs.story.pct4").PCT4_CLAUSES
)  # pct4: the tax is 5%, leaves a tip
CLAUSES += _table(
    _lazy("mathcore.organs.story.arrays").ARRAY_CLAUSES
)  # arrays: 5 rows with 8 chairs in each row
CLAUSES += _table(
    _lazy("mathcore.organs.story.frontier_rows").FRONTIER_CLAUSES
)  # frontier_rows: half of Drew's age
CLAUSES += _table(
    _lazy("mathcore.organs.story.cmp_lists").CMP_LIST_CLAUSES
)  # cmp_lists: "8 black beans and 2 more green beans"
_PAIRS = _lazy("mathcore.organs.story.pairs")  # two kinds leave, asked
CLAUSES += _table(_PAIRS.PAIR_CLAUSES)
CLAUSES += _table(
    _lazy("mathcore.organs.story.timed_cmp").TIMED_CLAUSES
)  # timed_cmp: "half as many as she did on Monday"
CLAUSES += _table(
    _lazy("mathcore.organs.story.that_cmp").THAT_CLAUSES
)  # that_cmp: "twice that many"
CLAUSES += _table(
    _lazy("mathcore.organs.story.group_scene").GROUP_SCENE_CLAUSES
)  # group_scene: "Stefan, Vail, and Aiguo collected seashells."
CLAUSES += _table(
    _lazy("mathcore.organs.story.frac_cont").FRAC_CONT_CLAUSES
)  # frac_cont: ", and half of the remaining sheep to her brother"
CLAUSES += _table(
    _lazy("mathcore.organs.story.cmp_cont").CMP_CONT_CLAUSES
)  # cmp_cont: "3 times as many toys as Mandy and 2 fewer toys than Amanda"
CLAUSES += _table(_lazy("mathcore.organs.story.weigh_cmp").WEIGH_CLAUSES)
CLAUSES += _table(_lazy("mathcore.organs.story.statements7").STATEMENTS7_CLAUSES)  # groups
QUESTIONS += _table(_PAIRS.PAIR_QUESTIONS)
QUESTIONS += _table(_lazy("mathcore.organs.story.question_forms6").QUESTIONS6)
CLAUSES += _table(_lazy("mathcore.organs.story.rates6").RATES6_CLAUSES)  # rates6: at N mph
QUESTIONS += _table(_lazy("mathcore.organs.story.rates6").RATES6_QUESTIONS)  # rates6
_MONEY6 = _lazy("mathcore.organs.story.gsm_money6")  # money6: change
CLAUSES, QUESTIONS = (
    CLAUSES + _table(_MONEY6.MONEY6_CLAUSES),
    QUESTIONS + _table(_MONEY6.MONEY6_QUESTIONS),
)
CLAUSES += _table(_lazy("mathcore.organs.story.pct7").PCT7_CLAUSES)  # pct7: given a discount
