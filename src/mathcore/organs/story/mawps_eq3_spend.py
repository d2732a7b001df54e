"""Spending on a class of items (mawps_eq3): ``How much money did Jason spend on clothing?``

"He spent $14.28 on shorts and $4.74 on a jacket": each spending keeps its item (re-read from
the clause's own span: ``$X on <determiner?> <modifiers> <noun>``, one ``on`` only). The
asked class sums exactly the asker's spendings whose item the pack's ``hypernym`` rows place
in it (``short`` -> ``clothing``); an item known to be outside the class (both in one tree of
the rows, neither above the other: ``short`` beside ``toy``) is left out; an item the pack
does not place refuses (``ambiguous_total``): leaving it out or in could answer wrong.
Any other event of the asker in money (a purchase with a price, a payment, a gain of money),
a price no spending uses, or a spending of unknown amount refuses; other people's spendings
are not the asker's and are not counted.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from mathcore.exact import normalize
from mathcore.organs.story.gsm_gifts_kinds import chain, outside
from mathcore.organs.story.ledger import Halt, Ledger, _gate
from mathcore.organs.story.lexemes import lexicon
from mathcore.organs.story.model import Kind, StorySetup
from mathcore.packs.loader import Pack, PerPack
from mathcore.results import Step

Answer = tuple[Fraction, list[Step]]

#: The word table lives in the pack, read once per pack digest: ``spend_det``.


@dataclass(frozen=True, slots=True)
class _Words:
    dets: frozenset[str]


def _build_words(pack: Pack) -> _Words:
    """The pack's word tables of this module."""
    return _Words(
        dets=pack.words("spend_det"),
    )


#: Built once per pack digest (``packs.loader.PerPack``).
_words = PerPack(_build_words)


def spent_item(source: str) -> Kind | None:
    """The item of ``$X on <item>`` in an event's source span, or None when not exactly one."""
    ws = _words()
    words = source.split(": ", 1)[-1].split()
    ons = [i for i, w in enumerate(words) if w.lower() == "on"]
    if len(ons) != 1 or ons[0] == 0:
        return None
    before = words[ons[0] - 1]  # "$14.28 on shorts" ("$ 14.28" when spaced)
    if not (before.startswith("$") or _is_amount(before)):
        return None
    rest = [w.lower() for w in words[ons[0] + 1 :]]
    if rest and rest[0] in ws.dets:
        rest = rest[1:]
    if not rest:
        return None
    entries = lexicon().entries
    last = entries.get(rest[-1])
    if last is None or last.noun is None:
        return None
    mods = []
    for w in rest[:-1]:
        e = entries.get(w)
        if e is None or not e.modifier:
            return None
        mods.append(w)
    return Kind(last.noun, tuple(sorted(set(mods))))


def _is_amount(word: str) -> bool:
    return word.replace(".", "", 1).isdigit()


def in_class(item: Kind, whole: str) -> bool:
    """True: one of ``whole``; False: known not to be; Halt: the pack does not say."""
    if whole in chain(item.label()):
        return True
    if any(m == whole or chain(m) for m in item.mods):  # "a toy shirt": a class word narrows it
        raise Halt("ambiguous_total", f"{item.label()} may or may not be {whole}")
    if item.head == whole or whole in chain(item.head):
        return True
    if outside(item.head, whole):
        return False
    raise Halt("ambiguous_total", f"{item.label()} may or may not be {whole}")


def _bought(setup: StorySetup) -> dict[int, tuple[Fraction, Kind]]:
    """``bought a football for $5.71``: each purchase (by event id) with its cost and item,
    priced by the one price told in the purchase's own clause."""
    out: dict[int, tuple[Fraction, Kind]] = {}
    prices = [e for e in setup.events if e.op == "price"]
    for e in setup.events:
        if e.op != "gain" or e.frame not in ("buy", "purchase"):
            continue
        own = [p for p in prices if p.source == e.source and p.kind == e.kind]
        if len(own) != 1 or own[0].qty is None or e.qty is None:
            raise Halt("question_target_unbound", f"no single price of {e.kind.label()}")
        out[id(e)] = (Fraction(own[0].qty) * Fraction(e.qty), e.kind)
    return out


def spent_on(led: Ledger, setup: StorySetup) -> Answer:
    """The asker's spendings on items of the asked class, summed."""
    q = setup.question
    whole = q.other_kind
    if whole is None or whole.mods or q.kind.head != "dollar":
        raise Halt("question_target_unbound", "no plain class of items asked")
    bought = _bought(setup)
    priced = {e.source for e in setup.events if id(e) in bought}
    parts: list[tuple[Fraction, str]] = []
    seen = 0
    for e in setup.events:
        money = e.kind.head == "dollar"
        if e.op == "price":
            if e.source not in priced:
                raise Halt("question_target_unbound", "a price no purchase uses")
            led.used.add(id(e))  # each price is its own clause's purchase's
            continue
        if id(e) in bought:
            cost, item = bought[id(e)]
        elif e.op == "act" and not money:
            continue  # "She went to 2 shops": no money
        elif e.op == "lose" and e.frame == "spend" and money:
            spent = spent_item(e.source)
            if spent is None or e.qty is None:
                raise Halt("question_target_unbound", "a spending with no single item or amount")
            cost, item = Fraction(e.qty), spent
        else:
            raise Halt("question_target_unbound", "an event that is no spending on an item")
        if e.agent != q.holder:
            continue  # another person's spending
        seen += 1
        if in_class(item, whole.head):
            parts.append((cost, e.source))
    if not seen:
        raise Halt("question_target_unbound", "the asker spent nothing told")
    if not parts:
        raise Halt("question_target_unbound", f"nothing spent on {whole.label()}")
    _gate("story_count_times_price")
    steps = [Step("has", (normalize(v),), normalize(v), "spent on an item", s) for v, s in parts]
    total = sum((v for v, _s in parts), Fraction(0))
    if len(parts) > 1:
        _gate("story_sum_of_parts")
        steps.append(Step("sum", tuple(st.result for st in steps), normalize(total)))
    return total, steps
