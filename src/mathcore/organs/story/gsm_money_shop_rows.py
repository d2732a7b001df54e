# ruff: noqa: E501
"""Frame rows of shopping stories (``gsm_money_shop``), written as data like ``frames.py``.

``frames.py`` appends them to its tables. Clause rows: ``He spent another $1.25``. Question
rows: ``How much did he pay for everything?``, ``... for them / it?``,
``How much money does Edward have left to buy more toys?``.
"""

from __future__ import annotations

_ASKED = "how much ?money do|does|did|will|would H:s"

SHOP_CLAUSES = """
lose_another | H:s @ADV @AUX F=decrement_frame:f another $:n S:loc | op=lose holder=s kind=k qty=n
"""

SHOP_QUESTIONS = f"""
q_pay_for_all | {_ASKED} ?have ?to F=decrement_frame:f for everything T:t | ask=event holder=s kind=$ frame=f
q_pay_for_pron | {_ASKED} ?have ?to F=decrement_frame:f for them|it T:t | ask=event holder=s kind=$ frame=f
q_money_initial | how much ?money did|does H:s V=possession at first|initially|originally | ask=initial holder=s kind=$
q_money_initial_to | how much ?money did|does H:s V=possession to begin|start with | ask=initial holder=s kind=$
q_money_initial_the | how much ?money did|does H:s V=possession at|in the beginning|start | ask=initial holder=s kind=$
q_money_left_more | how much money do|does|did|will|would H:s V=possession left to buy|spend|get ?on more|other K:k | ask=state holder=s kind=$
"""
