# ruff: noqa: E501
"""Questions that open with ``what`` / ``calculate`` / ``find``, read as the how-many question
they restate (issue 8: 1,064 GSM8K train problems were never read for lack of a ``how``).

``What is the total number of goals Jorge scored?`` asks what ``How many goals did Jorge score
in total?`` asks; ``Calculate the total number of chips they have together.`` what ``How many
chips do they have together?`` asks; ``What is the amount of money Derek has left?`` what ``How
much money does Derek have left?`` asks. Each row below restates one how-many / how-much row of
the frame table and carries **that row's name and template**, so the question is bound to the
same target (holder, kind, frame) and every guard keyed on that row applies unchanged:

- the asked noun must match the ledger's kind exactly as in the how-many question (``What is
  the total number of legs?`` over a story of dogs and no legs per dog stays unbound);
- ``total`` / ``combined`` (read by ``T:t0``) is the how-many question's ``in total``: it
  totals over exactly the holders the question names (``they`` = everyone only with it);
- a relative clause (``that|which`` or none) holds the how-many question's subject and verb
  in statement order (``the fruits that the vendor sold`` = ``did the vendor sell``).

Anything else stays refused: ``What is the price of each ...``, ``What is the difference
...``, ``What percentage of ...``, ``What is the average ...`` match no row here. ``What`` is
the question word only at the sentence start or after a comma (``If ..., what is ...``);
``Calculate``/``Find`` open an order, which is the story's question only as its last
sentence (``what_order``).

The reader's ``quick_check`` lets a text through when it holds an opening word and one of the
row nouns (``QUICK_OPENINGS`` x ``QUICK_NOUNS``): plain substring tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

#: The question words of this module's rows, and the words that may follow them.
OPENERS = frozenset({"what", "calculate", "find", "determine"})
_ORDERS = frozenset({"calculate", "find", "determine"})
_COPULAS = frozenset({"is", "was", "'s", "’s", "will", "would", "percentage", "percent"})

#: Substrings of a lowercased text without which no row here can read its question: an
#: opening (the first words of every row, with the optional ``total`` left out) and a noun.
QUICK_OPENINGS = (
    *(f"what {v} the " for v in ("is", "was", "will be", "would be")),
    "what's the ",
    "what’s the ",
    "calculate the ",
    "find the ",
    "determine the ",
)
QUICK_NOUNS = (
    *(
        f" the {w} "
        for w in ("number of", "total number of", "combined number of", "amount of", "total amount")
    ),
    " the cost of ",
    " the total cost of ",
)

_OPEN = "what|calculate|find|determine ?is|was|'s|’s|will|would ?be the T:t0"
_REL = "?that|which"

#: Count questions: ``the (total) number of K`` + the how-many row's clause in statement order.
_COUNT = f"""
q_state | {_OPEN} number of K:k {_REL} H:s ?will|would V=possession T:t S:loc T:t2 | ask=state holder=s kind=k
q_event | {_OPEN} number of K:k {_REL} H:s ?will|would F=increment_frame/decrement_frame:f S:loc T:t | ask=event holder=s kind=k frame=f
q_event_to | {_OPEN} number of K:k {_REL} H:s ?will|would F=transfer_frame:f ?to O:o S:loc T:t | ask=event holder=s kind=k frame=f other=o
q_act | {_OPEN} number of K:k {_REL} H:s ?will|would V=act:f S:loc T:t | ask=event holder=s kind=k frame=f
q_group | {_OPEN} number of K:k {_REL} G:g ?will|would V=possession T:t | ask=state holder=g kind=k
q_event_group | {_OPEN} number of K:k {_REL} G:g ?will|would F=increment_frame/decrement_frame:f S:loc T:t | ask=event holder=g kind=k
q_act_group | {_OPEN} number of K:k {_REL} G:g ?will|would V=act:f S:loc T:t | ask=event holder=g kind=k
q_there | {_OPEN} number of K:k ?there S:loc T:t | ask=state holder=loc kind=k
q_left | {_OPEN} number of K:k ?still F=remainder_frame S:loc | ask=state holder=left kind=k
q_initial | {_OPEN} number of K:k {_REL} H:s V=possession to begin|start with | ask=initial holder=s kind=k
q_initial2 | {_OPEN} number of K:k {_REL} H:s V=possession at first|originally | ask=initial holder=s kind=k
"""

#: Money questions: ``the (total) amount of money`` H has / spent / earned.
_MONEY = f"""
q_money | {_OPEN} amount of money {_REL} H:s ?will|would V=possession T:t | ask=state holder=s kind=$
q_spend | {_OPEN} amount ?of ?money {_REL} H:s ?will|would F=decrement_frame/increment_frame:f T:t | ask=event holder=s kind=$ frame=f
q_pay_for_k | {_OPEN} amount ?of ?money {_REL} H:s ?will|would ?have ?to F=decrement_frame:f for ?all ?the|his|her|their K:c T:t | ask=event holder=s kind=$ frame=f other_kind=c
q_cost | {_OPEN} cost of N:n K:k | ask=cost_of holder= kind=k qty=n
"""

#: ``What percentage of ...?`` (answered by ``questions_what_pct``): ``percent`` is the part
#: over the whole; ``percent_not`` the whole less the part, over the whole.
_P = "what percentage|percent of ?the"  # "of his cookies": whose, is not read
PCT_QUESTIONS = f"""
pct_event | {_P} K:k did|does|do|will H:s V=act|F=increment_frame/decrement_frame:f | ask=percent holder=s kind=k frame=f
pct_kind | {_P} K:k S:loc are|were|is|was K:k2 | ask=percent holder=loc kind=k other_kind=k2
pct_not_kind | {_P} K:k S:loc are|were|is|was not K:k2 | ask=percent_not holder=loc kind=k other_kind=k2
"""

WHAT_QUESTIONS = _COUNT.strip() + "\n" + _MONEY.strip()
WHAT_QUESTIONS += "\n" + PCT_QUESTIONS.strip()


def quick(low: str) -> bool:
    """The cheap necessary condition on the lowercased text (substring tests only)."""
    if "what percent" in low:  # "What percentage of ...", "What percent of ..."
        return True
    return any(n in low for n in QUICK_NOUNS) and any(w in low for w in QUICK_OPENINGS)


def what_at(lx: Sequence[Any]) -> list[int]:
    """The one opening word of a question this module reads, as a one-element list (the
    reader's ``hows``); empty when there is none or more than one."""
    at = [
        k
        for k, t in enumerate(lx)
        if t.word in OPENERS
        and (k == 0 or lx[k - 1].word == ",")
        and k + 1 < len(lx)
        and (lx[k + 1].word == "the" if t.word in _ORDERS else lx[k + 1].word in _COPULAS)
    ]
    return at if len(at) == 1 else []


def what_order(lx: Sequence[Any], last: bool) -> bool:
    """``Calculate the total number of chips they have together.``: the last sentence, an
    order to find a number this module reads, is the story's question."""
    if not last or len(lx) < 5 or lx[-1].word != ".":
        return False
    at = what_at(lx)
    return bool(at) and lx[at[0]].word in _ORDERS
