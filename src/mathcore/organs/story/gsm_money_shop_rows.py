# ruff: noqa: E501
"""Frame rows of shopping stories (``gsm_money_shop``), written as data like ``frames.py``.

``frames.py`` appends them to its tables. Clause rows: ``He spent another $1.25``; ``loses a
fourth of what he has left`` (a part of what is left: the rows are named ``gsm_pct_*_rest``, which
``gsm_pct`` reads as "of what is left", only after a change). Question
rows: ``How much did he pay for everything?``, ``... for them / it?``,
``How much money does Edward have left to buy more toys?``, ``how much money (in total) is
he left with?`` / ``will he be left with?``.
"""

from __future__ import annotations

_ASKED = "how much ?money do|does|did|will|would H:s"

_WHAT_HAS = "of what he|she|they has|had|have ?left|remaining"
SHOP_CLAUSES = f"""
lose_another | H:s @ADV @AUX F=decrement_frame:f another $:n S:loc | op=lose holder=s kind=k qty=n
priced_unit | H:s @ADV @AUX F=increment_frame/decrement_frame:f N:n K:k at|for $:p per|a|an|each|/ K:u S:loc | op=priced_unit holder=s kind=k qty=n
priced_unit_more | H:s N:n K:k at|for $:p per|a|an|each|/ K:u S:loc | op=priced_unit holder=s kind=k qty=n
priced_unit_which | H:s @ADV @AUX F=increment_frame/decrement_frame:f N:n K:k ?, which|that are|is|cost|costs $:p per|a|an|each K:u S:loc | op=priced_unit holder=s kind=k qty=n
worth_of | H:s @ADV @AUX F=increment_frame:f $:n worth of K:k S:loc | op=worth holder=s kind=x qty=n
worth_of_dollars | H:s @ADV @AUX F=increment_frame:f N:n dollars|dollar ?'s worth of K:k S:loc | op=worth holder=s kind=x qty=n
sell_each_for | H:s @ADV @AUX ?can|could F=decrement_frame:f each|every K:k for|at $:p | op=seller_price holder=s kind=k qty=?
sell_for_each | H:s @ADV @AUX ?can|could F=decrement_frame:f K:k for|at $:p each|apiece | op=seller_price holder=s kind=k qty=?
sell_each_for_across | H:s across the street|road F=decrement_frame:f each|every K:k for|at $:p | op=seller_price holder=s kind=k qty=?
sell_for_each_across | H:s across the street|road F=decrement_frame:f K:k for|at $:p each|apiece | op=seller_price holder=s kind=k qty=?
sell_all | H:s @ADV @AUX ?can|could F=decrement_frame:f all ?of the|his|her|their|its K:k S:loc | op=sell_all holder=s kind=k qty=?
sell_all_them | H:s @ADV @AUX ?can|could F=decrement_frame:f all of them S:loc | op=sell_all holder=s kind=k qty=?
price_each_each | a|an|one K:k costs|cost|is|was $:n each|apiece | op=price kind=k qty=n
price_bare_each | ?all ?the K:k cost|are $:n each|apiece | op=price kind=k qty=n
take_with | H:s @ADV @AUX takes|took|take|brings|brought|bring|carries|carried $:n with him|her|them S:loc | op=has holder=s kind=k qty=n
give_another | H:s @ADV @AUX F=transfer_frame:f O:o another $:n S:loc | op=give holder=s other=o kind=k qty=n
gsm_pct_money_lose_what_has_rest | H:s @ADV @AUX F=decrement_frame:f ?away|out|up Q:n {_WHAT_HAS} S:loc | op=lose_frac holder=s kind=k qty=n
gsm_pct_money_give_what_has_rest | H:s @ADV @AUX F=transfer_frame:f away Q:n {_WHAT_HAS} S:loc | op=lose_frac holder=s kind=k qty=n
gsm_pct_money_give_to_what_has_rest | H:s @ADV @AUX F=transfer_frame:f Q:n {_WHAT_HAS} to O:o S:loc | op=give_frac holder=s other=o kind=k qty=n
"""

SHOP_QUESTIONS = f"""
q_pay_for_all | {_ASKED} ?have ?to F=decrement_frame:f for everything T:t | ask=event holder=s kind=$ frame=f
q_pay_for_pron | {_ASKED} ?have ?to F=decrement_frame:f for them|it T:t | ask=event holder=s kind=$ frame=f
q_pay_for_k | {_ASKED} ?have ?to F=decrement_frame:f for ?all ?the|his|her|their K:c T:t | ask=event holder=s kind=$ frame=f other_kind=c
q_money_initial | how much ?money did|does H:s V=possession at first | ask=initial holder=s kind=$
q_money_initial_adv | how much ?money did|does H:s V=possession initially|originally | ask=initial holder=s kind=$
q_money_initial_to | how much ?money did|does H:s V=possession to begin|start with | ask=initial holder=s kind=$
q_money_initial_the | how much ?money did|does H:s V=possession at|in the beginning|start | ask=initial holder=s kind=$
q_money_left_with | how much ?money ?in ?total is|was H:s left with T:t | ask=state holder=s kind=$
q_money_be_left_with | how much ?money ?in ?total will|would H:s be left with T:t | ask=state holder=s kind=$
q_money_left_more | how much money do|does|did|will|would H:s V=possession left to buy|spend|get ?on more|other K:k | ask=state holder=s kind=$
"""
