"""A taking from a place where a holder keeps its things (adversary 9c).

``Sam had 9 dimes in his bank. He took 7 dimes out of his bank. How many dimes does Sam
have now?`` was answered 16: the take frame (``resolve._take``) moved 7 dimes from ``the
bank`` to Sam, while the 9 dimes Sam had were in that bank: the 7 are among his 9, and what
is left in the bank is what he keeps there. The same with ``Ann has 20 apples in her basket.
She took 5 apples from the basket.`` (25), ``There are 20 apples in Ann's basket. Ann took 5
apples from the basket.`` (5: ``Ann's basket`` and ``the basket`` were two holders), and ``Sam
had 9 dimes. He took 7 dimes from his bank.`` (16: his 9 may be the bank's). Such a taking
refuses (``ambiguous_reference``) when its source is:

- a place told as where a holder keeps that kind (``in his bank``, ``in a bag``: the reader's
  ``Context.scoped``, by head word);
- ``the X`` beside a holder ``<someone>'s X`` of that kind (``Ann's basket``);
- a place the taker's possessive names (``from his bank``, ``out of her wallet``) while the
  taker holds that kind directly.

A place that is itself the told holder (``There were 27 eggs in the jar. David removes 7 eggs
from the jar``) is no such place and reads as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mathcore.organs.story.model import Kind
    from mathcore.organs.story.reader import Context

_OWN = frozenset({"his", "her", "their", "my", "our", "your", "its"})


def kept_there(src: str, taker: str, kind: Kind, source: str, ctx: Context) -> str:
    """Why taking ``kind`` from ``src`` may move things a holder keeps there ("" if not)."""
    head = src.split()[-1]
    if (head, kind.head) in ctx.scoped:
        return f"{src} is where a holder keeps its {kind.label()}"
    if src.startswith("the ") and any(
        k == kind.head and h.endswith(f"'s {head}") for h, k in ctx.holdings
    ):
        return f"{src} beside a possessed {head} holding {kind.label()}"
    words = source.partition(": ")[2].lower().split()
    owned = any(words[i - 1] in _OWN for i in range(1, len(words)) if words[i] == head)
    if owned and (taker, kind.head) in ctx.holdings:
        return f"{src} is the taker's own, who holds {kind.label()} too"
    return ""
