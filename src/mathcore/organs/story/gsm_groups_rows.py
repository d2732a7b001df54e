# ruff: noqa: E501
"""Question rows for counts that remain (GSM8K): ``How many pets remain at the store?``.

``remain`` asks the same state as ``are left``: ``How many K remain S`` reads like
``q_left`` (the place told, else the one holder of the kind); ``How many K remain with H``
and ``How many will H remain with`` ask H's state. The asked noun must still match the
ledger's kind, and the question's adverbials (``T``) are read as in every state question.
"""

from __future__ import annotations

GROUP_QUESTIONS = """\
q_group_both | how many K?:k do|does|did|will|would G:g both T:t0 V=possession T:t | ask=state holder=g kind=k
q_event_group_both | how many K?:k T:t0 did|does|do|will G:g both F=increment_frame/decrement_frame:f S:loc T:t | ask=event holder=g kind=k
q_act_group_both | how many K?:k T:t0 did|does|do|will G:g both V=act:f S:loc T:t | ask=event holder=g kind=k
q_there_all | how many K?:k T:t0 are|were|is there S:loc T:t | ask=state holder=loc kind=k
q_left_for | how many K?:k are|were|is|was ?still left|remaining for H:s T:t | ask=state holder=s kind=k left_for=1
q_remain | how many K?:k ?still remain|remained S:loc T:t | ask=state holder=left kind=k
q_remain_aux | how many K?:k will|would|do|does|did ?still remain S:loc T:t | ask=state holder=left kind=k
q_remain_with | how many K?:k ?will|would|do|does|did ?still remain|remained with H:s T:t | ask=state holder=s kind=k
q_remain_with_s | how many K?:k will|would|do|does|did H:s ?still remain with T:t | ask=state holder=s kind=k
"""

#: ``There were 10 apples in each box``: the past twin of ``n_in_each`` (a per-unit amount).
GROUP_CLAUSES = """\
there_lead_place | S:loc ?, there is|are|was|were @ADV N:n K:k | op=has holder=loc kind=k qty=n
has_that_each | H:s @ADV V=possession N:n K:u ?, that|which have|has|had|hold|holds|held|contain|contains|contained|are|were N:n2 K:k each S:loc | op=has_with_each_end holder=s kind=k qty=n other_kind=u
gain_that_each | H:s @ADV @AUX F=increment_frame:f N:n K:u ?, that|which have|has|had|hold|holds|held|contain|contains|contained|are|were N:n2 K:k each S:loc | op=has_with_each_end holder=s kind=k qty=n other_kind=u
n_in_each_past | there was|were N:n K:k in|on each|every K:u | op=each other_kind=u kind=k qty=n
there_lead_more_kind | S:loc ?, there is|are|was|were ?also N:n more|fewer|less:dir K:k than ?the K:k2 | op=there_cmp kind=k qty=n other_kind=k2
there_lead_times_kind | S:loc ?, there is|are|was|were ?also X:n as many K:k as ?the K:k2 | op=there_cmp kind=k qty=n other_kind=k2
"""
