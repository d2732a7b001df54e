"""Events of the MAWPS multiarith rows (``mawps_multi_rows.py``): per-unit amounts, absences,
players, sale prices, things to do; the asks that read them are in ``mawps_multi.py``.

Every builder refuses (``Stop``) rather than guess: a per-unit amount of no single kind, a
receiver that is a holder of the story, joiners of another noun, a done thing with no
matching thing to do.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.model import Event, Kind
from mathcore.text.hypernyms import broader  # frames4: "baggies ... in each bag"


def _mention_person(raw: Any, ctx: Any) -> None:
    """The person who states a per-unit amount (``Rachel was organizing ...``) is mentioned,
    so a later ``she`` finds her; a thing (``his fridge``) is not made a holder."""
    from mathcore.organs.story.resolve import _holder

    if isinstance(raw, str) and raw and raw != "@prev":
        who = _holder(raw, ctx)
        if not who.startswith("the ") and "'s " not in who:
            ctx.mention(who)
            ctx.prev_subject = who


def _stated_by(raw: Any, ctx: Any) -> str:
    """Who states a per-unit amount, the holder it binds to: ``Roger could only carry 4``
    (Roger), ``Jerry's fridge would only hold 9`` (Jerry, the fridge's owner), a pronoun
    resolved to its one antecedent; ``''`` when no holder is named (``each pie takes 9
    apples``, ``the fridge``: a thing, whoever uses it). Another holder's units refuse
    (``rate_holder_fits``)."""
    from mathcore.organs.story.resolve import _holder

    if not isinstance(raw, str) or not raw:
        return ""
    who = _holder(raw, ctx)
    if "'s " in who:
        return who.split("'s ", 1)[0]
    return "" if who.startswith("the ") else who


def _person_role(raw: Any, ctx: Any) -> str:
    """``his brother`` (``the brother``): a kin role or a people noun of the pack is a person,
    the seller a sale's earnings are of (adversary 9a: ``If his brother wanted to sell the
    working games for $7 each, how much money could Mike earn?`` answered 56 as Mike's)."""
    from mathcore.organs.story.lexemes import lexicon
    from mathcore.organs.story.resolve import _holder

    if not isinstance(raw, str) or not raw:
        return ""
    who = _holder(raw, ctx)
    role = lexicon().entries.get(who.split()[-1]) if who.startswith("the ") else None
    if role is None:
        return ""
    people = _lazy("mathcore.organs.story.untold_acts").people_nouns()
    return who if role.name or (role.noun is not None and role.noun in people) else ""


def rate_holder_fits(ev: Event, holders: set[str]) -> bool:
    """A per-unit amount stated by a holder (``ev.holder``) is of that holder's units only:
    ``Henry earned 5 dollars for each lawn`` says nothing of Tom's lawns."""
    return not ev.holder or holders <= {ev.holder}


def capacity_event(c: Any, ctx: Any) -> list[Event]:
    """``each pie takes 9 apples`` / ``hold 9 on each shelf``: a per-unit amount of a kind.

    ``c.kind`` is the unit (the template binds ``kind=u``); the counted kind is the bound
    one, else the one kind mentioned, else the one head every mentioned kind shares.
    """
    from mathcore.organs.story.reader import Stop

    unit = c.kind
    _mention_person(c.b.get("s"), ctx)
    by = _stated_by(c.b.get("s"), ctx)
    if c.b.get("s") is None:
        # "each member that did show up scored 6 points and won 2 games": a continuation's
        # doer is each unit, never the story's earlier subject (the team answered 2 games)
        ctx.prev_subject = ""
    again = c.b.get("u2")
    if isinstance(again, Kind) and again.head != unit.head and again.head not in broader(unit.head):
        raise Stop("unresolved_reference", "each names another container", "unit_binding")
    raw = c.b.get("k")
    if isinstance(raw, Kind):
        kind = raw
    else:
        heads = {k.head for k in ctx.kinds if k != unit and k.head != unit.head}
        if len(heads) != 1:
            raise Stop(
                "unresolved_reference", "a per-unit amount of no single kind", "unit_binding"
            )
        kind = Kind(next(iter(heads)))
    if c.qty is None or kind.head == unit.head or kind.head == "dollar":
        raise Stop("unresolved_reference", "a per-unit amount needs two kinds", "unit_binding")
    if kind.head in _time_units():  # "Each room takes 8 hours to paint": gsm_rates' time each
        raise Stop("unresolved_reference", "a duration is no per-unit amount", "unit_binding")
    if kind not in ctx.kinds:
        ctx.kinds.append(kind)
    verb = c.b.get("f")
    frame = str(getattr(verb, "lemma", "")) or "each"  # "each member ... scored 6 points"
    return [
        Event(
            "each", by, kind, c.qty, other_kind=unit, frame=frame, source=c.source, rule=c.rc.frame
        )
    ]


def hand_out_event(c: Any, ctx: Any) -> list[Event]:
    """``they handed out 8 to students``: a loss to receivers the story holds nothing of.

    Receivers the story already names as a holder refuse (their amount would change too).
    """
    from mathcore.organs.story.reader import Stop

    receiver = c.b.get("o")
    label = f"the {receiver.label()}" if isinstance(receiver, Kind) else ""
    if not label or label in ctx.things or any(h == label for h, _k in ctx.holdings):
        raise Stop("ambiguous_reference", "handed out to a holder of the story", "unit_binding")
    return list(c.again({**c.t, "op": "lose"}, c.b, ctx))


def earn_each_event(c: Any, ctx: Any) -> list[Event]:
    """``Henry earned 5 dollars for each lawn he mowed``: an amount per unit done."""
    from mathcore.organs.story.reader import DOLLAR, Stop

    raw = c.b.get("k")
    money = bool(c.b.get("n") and c.b["n"][2])
    kind = DOLLAR if money or (isinstance(raw, Kind) and raw.head == "dollar") else raw
    if not isinstance(kind, Kind) or c.qty is None or kind.head == c.kind.head:
        raise Stop("unresolved_reference", "an amount per unit needs two kinds", "unit_binding")
    from mathcore.organs.story.resolve import _holder

    earner = _holder(c.b.get("s"), ctx)
    ctx.mention(earner)
    ctx.prev_subject = earner
    verb = c.b.get("f")
    frame = str(getattr(verb, "lemma", ""))
    if kind not in ctx.kinds:
        ctx.kinds.append(kind)
    return [
        Event(
            "each",
            earner,  # Henry's amount per lawn: never Tom's (rate_holder_fits)
            kind,
            c.qty,
            other_kind=c.kind,
            frame=frame,
            source=c.source,
            rule=c.rc.frame,
        )
    ]


def not_done_event(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``had 12 lawns to mow, but forgot to mow 7 of them``: ``them`` is the previous
    clause's kind; the things not done leave the holder's count (``ABSENT``)."""
    from mathcore.organs.story.clauses import RawClause
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import build_event

    kind = rc.bind.get("k")
    if not isinstance(kind, Kind):
        prev = ctx.prev_op.get("_bind", {}).get(ctx.prev_op.get("kind", ""))
        if not isinstance(prev, Kind):
            raise Stop("unresolved_reference", "'them' names no previous kind", "unit_binding")
        kind = prev
    again = RawClause(rc.frame, {**rc.template, "op": "lose"}, {**rc.bind, "k": kind}, rc.tokens)
    events = build_event(again, ctx, source)
    if any(e.agent and e.agent != e.holder for e in events):
        # adversary 9a: "Adam had 12 lawns to mow, but Ann forgot to mow 8 of them": Ann's
        # work undone leaves how many Adam did untold (answered 36, as if Adam forgot)
        raise Stop("ambiguous_reference", "another's work not done", "unit_binding")
    return events


def selling_event(c: Any, ctx: Any) -> list[Event]:
    """``A magician was selling magic card decks for 2 dollars each``: a unit price, and the
    seller's later fall in that noun is what was sold (``sold_rest``)."""
    from mathcore.organs.story.resolve import _holder

    seller = _holder(c.b.get("s"), ctx)
    ctx.mention(seller)
    ctx.animate.append(seller)
    ctx.prev_subject = seller
    ctx.holdings.append((seller, f"#selling:{c.kind.head}"))
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    price = Event("price", "", c.kind, c.qty, frame="price", source=c.source)
    return [replace(price, rule=c.rc.frame)]


def sold_rest_event(rc: Any, ctx: Any, source: str) -> list[Event]:
    """``by the end of the day he had 3 left``: a seller's unknown sale, then what is left
    (the ledger solves the sale); the kind is the previous clause's (``started with 5 decks``)."""
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import _holder

    seller = _holder(rc.bind.get("s"), ctx)
    kind = rc.bind.get("k")
    if not isinstance(kind, Kind):
        kind = ctx.prev_op.get("_bind", {}).get(ctx.prev_op.get("kind", ""))
        heads = {k.head for k in ctx.kinds} - {"dollar"}
        if isinstance(kind, Kind) and heads - {kind.head}:
            # "started with 5 decks and 4 posters and ... he had 3 left": 3 of which?
            raise Stop("unresolved_reference", "left of which of the told things?", "unit_binding")
    if not isinstance(kind, Kind) or (seller, f"#selling:{kind.head}") not in ctx.holdings:
        raise Stop("unresolved_reference", "left after selling what?", "unit_binding")
    left, _index, _money = rc.bind["n"]
    sale = Event("lose", seller, kind, None, frame="sell", source=source, agent=seller)
    has = Event("has", seller, kind, left, frame="has", source=source, agent=seller)
    return [replace(sale, rule="sold_rest"), replace(has, rule="sold_rest")]


#: Ops read before the kind is resolved (``resolve.PCT_SPLIT``): they resolve it themselves.
MULTI_RAW = {"not_done": not_done_event, "sold_rest": sold_rest_event}


def players_event(c: Any, ctx: Any) -> list[Event]:
    """``There were 7 friends playing a video game when 2 more players joined the game``:
    those playing are the game's players (the agent noun of the activity: playing -> player,
    swimming -> swimmer); the joiners add to them, the quitters leave them."""
    from mathcore.organs.story.reader import Stop

    game, joiners, again = c.b.get("g"), c.b.get("p"), c.b.get("g2")
    activity = str(c.b.get("a") or "playing")
    agent = activity.removesuffix("ing") + "er"
    if not isinstance(game, Kind) or not isinstance(joiners, Kind) or joiners.head != agent:
        raise Stop("unresolved_reference", f"the joiners are not the {agent}s", "unit_binding")
    if isinstance(again, Kind) and again.head != game.head:
        raise Stop("unresolved_reference", "joined another activity", "unit_binding")
    words = c.source.split(": ", 1)[-1].lower().split()
    op = "gain" if "joined" in words else "lose"
    place = f"the {game.label()}"
    ctx.mention(place)
    ctx.holdings.append((place, joiners.head))
    if joiners not in ctx.kinds:
        ctx.kinds.append(joiners)
    n2 = c.b.get("n2")
    assert isinstance(n2, tuple)
    base = Event("has", place, joiners, c.qty, frame="has", source=c.source, rule=c.rc.frame)
    change = Event(op, place, joiners, n2[0], frame=op, source=c.source, rule=c.rc.frame)
    return [base, change]


def sell_working_event(c: Any, ctx: Any) -> list[Event]:
    """``If he wanted to sell the working games for $7 each``: an amount earned per unit left
    after the units that do not work (``OVER_DONE``: refused when none are told)."""
    from mathcore.organs.story.reader import DOLLAR, Stop

    unit = c.b.get("k")
    if unit is None and c.rc.frame == "got_each_from":  # "from the ones who did tip"
        heads = {k.head for k in ctx.kinds if k.head != "dollar"}
        unit = Kind(heads.pop()) if len(heads) == 1 else None
    if not isinstance(unit, Kind) or c.qty is None:
        raise Stop("unresolved_reference", "a sale of no kind", "unit_binding")
    if DOLLAR not in ctx.kinds:
        ctx.kinds.append(DOLLAR)
    # "sell the working video games": the named kind only, never the board games beside them
    sold = unit if unit.mods else Kind(unit.head)
    by = _stated_by(c.b.get("s"), ctx) or _person_role(c.b.get("s"), ctx)
    event = Event("each", by, DOLLAR, c.qty, other_kind=sold, frame="earn", source=c.source)
    return [replace(event, rule=c.rc.frame)]


def sale_price_event(c: Any, ctx: Any) -> list[Event]:
    """``April's discount flowers was having a sale where each flower was 3 dollars``: a unit
    price; the shop is no holder of the story (it never becomes "she"). ``Victor and his
    friend were buying decks for 8 dollars each``: the price names its buyers (``other``:
    ``&the friend&victor``), the only ones a later ``they`` may mean."""
    from mathcore.organs.story.resolve import _holder

    group = ""
    friend = c.b.get("f")
    if isinstance(friend, Kind):
        first = _holder(c.b.get("s"), ctx)
        ctx.mention(first)
        ctx.prev_subject = first
        group = "&" + "&".join(sorted({first, f"the {friend.label()}"}))
    price = Event("price", "", c.kind, c.qty, frame="price", source=c.source, rule=c.rc.frame)
    return [replace(price, other=group)]


#: The unit of ``N at a time``: one occasion (a trip, a load), named only by the question.
TIME = Kind("#time")


def _time_units() -> frozenset[str]:
    """``gsm_rate.time_units()``, imported when first needed."""
    units: frozenset[str] = _lazy("mathcore.organs.story.gsm_rate").time_units()
    return units


def at_a_time_event(c: Any, ctx: Any) -> list[Event]:
    """``he could only carry 4 trays at a time``: an amount per occasion (``TIME``)."""
    _mention_person(c.b.get("s"), ctx)
    by = _stated_by(c.b.get("s"), ctx)
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    each = Event("each", by, c.kind, c.qty, other_kind=TIME, frame="each", source=c.source)
    return [replace(each, rule=c.rc.frame)]


def _verb_lemma(raw: Any) -> str:
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(raw) if isinstance(raw, str) else None
    return entry.lemma if entry is not None else ""


def todo_event(c: Any, ctx: Any) -> list[Event]:
    """``Ned had to wash 9 short sleeve shirts and 21 long sleeve shirts``: things to do (an
    amount to do, marked so that ``washed 29 of them`` can take from it)."""
    from mathcore.organs.story.resolve import _holder

    holder = _holder(c.b.get("s"), ctx)
    lemma = _verb_lemma(c.b.get("v"))
    ctx.mention(holder)
    ctx.prev_subject = holder
    ctx.holdings.extend([(holder, c.kind.head), (holder, f"#todo:{lemma}")])
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    ctx.prev_op = {**c.rc.template, "_bind": c.b}
    # its own frame: "how many did he wash" counts what was washed, never what was to wash
    gain = Event("gain", holder, c.kind, c.qty, frame=f"to_{lemma}", source=c.source, agent=holder)
    return [replace(gain, rule="todo")]


def done_todo_event(c: Any, ctx: Any) -> list[Event]:
    """``If he had only washed 29 of them``: done out of the things to do with that verb."""
    from mathcore.organs.story.reader import Stop
    from mathcore.organs.story.resolve import _holder

    holder = _holder(c.b.get("s"), ctx)
    lemma = _verb_lemma(c.b.get("v"))
    if (holder, f"#todo:{lemma}") not in ctx.holdings:
        raise Stop("unresolved_reference", f"nothing to {lemma}", "unit_binding")
    lose = Event("lose", holder, c.kind, c.qty, frame=lemma, source=c.source, agent=holder)
    return [replace(lose, rule="done_todo")]


def in_place_event(c: Any, ctx: Any) -> list[Event]:
    """``In fourth grade there were 10 students``: the place named first holds them."""
    place = c.b.get("g")
    if not isinstance(place, Kind) or place.head == c.kind.head:
        from mathcore.organs.story.reader import Stop

        raise Stop("unresolved_reference", "a place of no kind", "unit_binding")
    holder = f"the {place.label()}"
    ctx.mention(holder)
    ctx.holdings.append((holder, c.kind.head))
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    has = Event("has", holder, c.kind, c.qty, frame="has", source=c.source, agent=holder)
    return [replace(has, rule=c.rc.frame)]


MULTI_SPECIAL = {
    "in_place": in_place_event,
    "selling": selling_event,
    "todo": todo_event,
    "done_todo": done_todo_event,
    "at_a_time": at_a_time_event,
    "sell_working": sell_working_event,
    "sale_price": sale_price_event,
    "players": players_event,
    "cap": capacity_event,
    "hand_out": hand_out_event,
    "earn_each": earn_each_event,
}
