"""A holding told of ``a <noun>`` beside a count of those nouns, asked of no one (adversary 9d).

``A dog has 4 legs. There are 3 dogs. How many legs are there?`` was answered 4 (``A table
has 4 legs and a chair has 4 legs. There are 3 tables and 12 chairs. How many legs are
there?`` 8; ``There are 12 pencils in a box. There are 5 boxes. How many pencils are there?``
12): the rows read ``a dog`` (``in a box``) as one holder named ``the dog`` who holds 4 legs,
and the count of dogs as another kind, so the legs asked of nobody (the sum of every holding)
summed the one dog's. ``a dog`` there tells what each dog has, and the count how many there
are.

A holding (``has``) of ``the <noun>`` whose clause says ``a``/``an`` right before that noun, or
of ``the <noun>`` with no modifier however told (``There are 5 apples in the basket. There are
3 baskets.``: 5, the other baskets' apples not told), when another fact counts the noun as a
kind (``3 dogs``), refuses a question asked of no holder (``ambiguous_reading``). Not guarded:
a lone ``A box holds 2 dozen doughnuts`` with no count of boxes (one box), ``The first
warehouse has 400 boxes`` beside ``two warehouses`` (a modifier and no ``a``: GSM8K 1714), a
question asked of a holder (``If there are 128 ounces in a gallon, how many ounces of milk does
James have left?``, GSM8K 2380, converts; ``Tom has 5 boxes. A box has 4 apples. Tom buys 30
apples.`` is risks8's ``unit_holder``), or of the unit itself (``How many legs does a dog
have?``).

A hook at the question (``risks7.check``): a scan of the holdings' sources only.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from mathcore.organs.story.model import Event, Question

#: Each guard on (True) or off; switched off only by the test that shows it decides.
GUARDS = {"counted_unit_summed": True}

_INDEFINITE = frozenset({"a", "an"})


def _told_with_a(ev: Event, noun: str) -> bool:
    """Whether the event's clause says ``a``/``an`` right before ``noun``."""
    words = [w.strip(".,;") for w in ev.source.partition(": ")[2].lower().split()]
    return any(a in _INDEFINITE and b == noun for a, b in pairwise(words))


def counted_unit_summed(events: Sequence[Event], q: Question) -> str:
    """Why a sum asked of no one may read what each ``<noun>`` has as one holding ("")."""
    if not GUARDS["counted_unit_summed"] or q.holder != "*":
        return ""
    counted = {ev.kind.head for ev in events}
    for ev in events:
        if ev.op != "has" or not ev.holder.startswith("the "):
            continue
        noun = ev.holder.split()[-1]
        if noun in counted and (len(ev.holder.split()) == 2 or _told_with_a(ev, noun)):
            return f"'{ev.source}': what each {noun} has, beside a count of {noun}s"
    return ""
