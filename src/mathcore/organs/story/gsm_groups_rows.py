# ruff: noqa: E501
"""Question rows for counts that remain (GSM8K): ``How many pets remain at the store?``.

``remain`` asks the same state as ``are left``: ``How many K remain S`` reads like
``q_left`` (the place told, else the one holder of the kind); ``How many K remain with H``
and ``How many will H remain with`` ask H's state. The asked noun must still match the
ledger's kind, and the question's adverbials (``T``) are read as in every state question.
"""

from __future__ import annotations

GROUP_QUESTIONS = """\
q_remain | how many K?:k ?still remain|remained S:loc T:t | ask=state holder=left kind=k
q_remain_aux | how many K?:k will|would|do|does|did ?still remain S:loc T:t | ask=state holder=left kind=k
q_remain_with | how many K?:k ?will|would|do|does|did ?still remain|remained with H:s T:t | ask=state holder=s kind=k
q_remain_with_s | how many K?:k will|would|do|does|did H:s ?still remain with T:t | ask=state holder=s kind=k
"""

#: ``There were 10 apples in each box``: the past twin of ``n_in_each`` (a per-unit amount).
GROUP_CLAUSES = """\
there_lead_place | S:loc ?, there is|are|was|were @ADV N:n K:k | op=has holder=loc kind=k qty=n
n_in_each_past | there was|were N:n K:k in|on each|every K:u | op=each other_kind=u kind=k qty=n
"""
