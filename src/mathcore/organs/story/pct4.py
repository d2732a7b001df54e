"""Percentages of what is paid, round 4 (issue 8): the tax told by itself, a tip left, and a
question that names the adjustment it is after.

- ``The sales tax is 5%.`` / ``Tax is 10%.`` / ``The taxes were 5%.`` (``pct4_tax_is``): a tax
  on what the story's one buyer paid (``gsm_pct_adjust`` finds the buyer and refuses two
  buyers, a tax before the purchases, a price of something the buyer did not buy, a price
  asked). With a place or a part (``The sales tax on food is 5%``) no row reads it.
- ``He leaves a 15% tip.`` / ``left``, ``adds`` (``pct4_tip``): a tip on top of what the
  holder paid, as ``gives a 15% tip`` (``gsm_pct_tip``) already reads.
- ``How much did he pay after the discount?`` / ``after tax``, ``after the tip``,
  ``including (the) (sales) tax``, ``with the discount`` (``after_adjust``): the tail names
  the one adjustment the story told, so the question asks what ``How much did he pay?`` asks
  (the amount after it). The tail is dropped only when the question is a ``how much`` one,
  the story has exactly one adjustment and it is of the named sort (a discount for
  ``discount``, a tax row for ``tax``, a tip row for ``tip``). ``before the discount``,
  ``after all the discounts``, a tail naming another sort, or a tail with no adjustment told
  stay unread (the question refuses).

Every percentage stays exact (``Fraction``); money answers keep whole cents or refuse.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.model import Event
from mathcore.packs.loader import Pack, PerPack

PCT4_CLAUSES = """
pct4_tax_is | ?the ?sales tax|taxes is|was|were Q:n | op=adjust_up
pct4_tip | H:s @ADV @AUX leaves|leave|left|adds|add|added a|an Q:n tip | op=adjust_up
"""

#: The rows whose adjustment is a tax, a tip (a discount is any ``adjust`` framed ``discount``).
TAX_ROWS = frozenset({"gsm_pct_tax", "pct4_tax_is"})
TIP_ROWS = frozenset({"gsm_pct_tip", "pct4_tip"})

#: The word tables live in the pack (lexicon/story_kinds8.jsonl), read once per pack
#: digest: ``pct_sort_word`` (the last word of a tail this module reads, the cheap necessary
#: condition, by its sort) and ``pct_tail_lead``.


@dataclass(frozen=True, slots=True)
class _Words:
    sorts: dict[str, str]
    leads: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        sorts={
            f: pack.value(f, "pct_sort_word") or "" for f in sorted(pack.words("pct_sort_word"))
        },
        leads=pack.words("pct_tail_lead"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def _sort(e: Event) -> str:
    if e.rule in TAX_ROWS:
        return "tax"
    if e.rule in TIP_ROWS:
        return "tip"
    return "discount" if e.frame == "discount" else ""


def after_adjust(lx: Sequence[Lexeme], h: int, events: Sequence[Event]) -> list[Lexeme]:
    """The question without an ``after the discount`` tail (unchanged when a guard fails)."""
    ws = _words()
    out = list(lx)
    if not out or out[-1].word not in ws.sorts:
        return out
    sort = ws.sorts[out[-1].word]
    k = len(out) - 2
    if k >= 0 and out[k].word == "sales" and sort == "tax":
        k -= 1
    if k >= 0 and out[k].word == "the":
        k -= 1
    if k <= h + 2 or out[k].word not in ws.leads:
        return out
    if h + 1 >= len(out) or out[h + 1].word != "much":
        return out
    adjs = [e for e in events if e.op == "adjust"]
    if len(adjs) != 1 or _sort(adjs[0]) != sort:
        return out
    cut = k - 1 if out[k - 1].word == "," else k
    return out[:cut]
