"""Resolution of one frame reading: holders, pronouns, elided kinds, quantities -> events.

Rules (each one refuses rather than guesses):
- ``he``/``she``: the subject of the previous clause when that was a person, else the only
  person mentioned so far;
- ``him``/``her``/``them`` (objects): the only person mentioned other than the subject;
- ``they``/``it``: the only non-person holder (``the store``); in a question asking a total,
  ``they`` is everyone mentioned;
- an elided kind (``2 more``): the only kind mentioned so far.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from mathcore.exact import Number
from mathcore.organs.story.clauses import RawClause
from mathcore.organs.story.lazy import module as _lazy
from mathcore.organs.story.lexemes import Lexeme, lexicon
from mathcore.organs.story.mawps_eq import place_scope_holds, same_head_holder
from mathcore.organs.story.mawps_eq3 import acting_persons
from mathcore.organs.story.mawps_kinds import timeless
from mathcore.organs.story.model import ALL, EVERYONE, Event, Kind, Question
from mathcore.organs.story.phrases import PURPOSE_STOPS
from mathcore.organs.story.reader import DOLLAR, Context, Stop
from mathcore.organs.story.setting import named_kinds
from mathcore.organs.story.start_told import told_first


def _holder(raw: Any, ctx: Context, subject: str = "", obj: bool = False) -> str:
    if not isinstance(raw, str) or not raw:
        raise Stop("unresolved_reference", "no holder", "pronoun_resolution")
    if raw == "@prev":
        if not ctx.prev_subject:
            raise Stop("unresolved_reference", "no previous subject", "pronoun_resolution")
        return ctx.prev_subject
    if not raw.startswith("@"):
        return raw
    pron = raw[1:]
    if pron in ("you", "i", "we"):  # the reader addressed, the speaker(s): one holder each
        return pron
    if pron in ("he", "she"):
        # who could be "he": every person, and every "the farmer" who has acted in the story,
        # less a name whose gender is known to differ
        candidates = [
            c
            for c in acting_persons(ctx)  # a school is no "he": its named possessor
            if _gender_fits(c, pron)
        ]
        if obj:
            others = [c for c in candidates if c != subject]
            if len(others) == 1:
                return others[0]
            if not others and _possessor(subject, pron):  # "Wyatt's mother gave him $74"
                return _possessor(subject, pron)
        elif len(candidates) == 1:
            ctx.chain = (pron, candidates[0])
            return candidates[0]
        elif ctx.prev_subject and ctx.chain == (pron, ctx.prev_subject):
            return ctx.prev_subject  # "She gave Leo some. Now she has 32."
    elif pron == "they" and obj:
        others = [p for p in ctx.persons if p != subject]
        kin = _lazy("mathcore.organs.story.take_place").people_things(ctx.things, subject)
        if len(others) == 1 and not kin:  # "Their mom gave them 3": Ann and her brother
            return others[0]
    elif pron in ("they", "it") and len(ctx.things) == 1 and not (pron == "they" and ctx.persons):
        if pron == "they" and _one_person(ctx.things[0]):  # "Her sister has 8 dolls. ... they"
            raise Stop("ambiguous_reference", "'they' of one person", "pronoun_resolution")
        return ctx.things[0]
    raise Stop("ambiguous_reference", f"{pron!r} has no single antecedent", "pronoun_resolution")


def _one_person(holder: str) -> bool:
    """``the sister``: a kin role in the singular (``the parents`` may be 'they')."""
    last = holder.split()[-1]
    entry = lexicon().entries.get(last)
    return entry is not None and entry.name and entry.noun in (None, last)


def _possessor(subject: str, pron: str) -> str:
    clauses = _lazy("mathcore.organs.story.gsm_clauses")
    return str(clauses.possessor(subject, pron))


def _gender_fits(holder: str, pron: str) -> bool:
    """A name known as female is never "he" (nor a male one "she"); others may be either."""
    entry = lexicon().entries.get(holder.removeprefix("the "))  # "the dad": a role's gender
    if entry is None and "'s " in holder:  # "bruce's aunt": the role's gender (gsm_money_shop)
        entry = lexicon().entries.get(holder.rpartition("'s ")[2])
    if entry is None and " " in holder and _titled(holder):  # "ms alice": the name's (9b)
        entry = lexicon().entries.get(holder.rpartition(" ")[2])
        if entry is None or entry.gender is None:  # "mrs hilt": the title's
            told = _title_gender(holder)
            return told is None or told == ("m" if pron == "he" else "f")
    if entry is None or entry.gender is None:
        return True
    return entry.gender == ("m" if pron == "he" else "f")


def _titled(holder: str) -> bool:
    """``ms alice``, ``mr jones``: a holder led by a title of the pack (category ``title``)."""
    from mathcore.packs.loader import current_pack

    return "title" in current_pack().categories(holder.partition(" ")[0])


def _title_gender(holder: str) -> str | None:
    """The gender a holder's title tells (``mrs`` f, ``mr`` m; ``dr`` none)."""
    from mathcore.packs.loader import current_pack

    told = current_pack().value(holder.partition(" ")[0], "title")
    return told if told in ("m", "f") else None


def _kind(raw: Any, ctx: Context, money: bool) -> Kind:
    if money:
        if raw is not None and raw != DOLLAR:
            raise Stop("unit_mismatch", "money amount with a count noun", "unit_binding")
        return DOLLAR
    if isinstance(raw, Kind) and raw.head == "one":  # mawps_multi: "4 old ones": a pro-form
        heads = {k.head for k in ctx.kinds}
        if len(heads) != 1 or money:
            raise Stop("unresolved_reference", "'ones' with no single antecedent", "unit_binding")
        return Kind(next(iter(heads)), raw.mods)
    if isinstance(raw, Kind):
        entry = lexicon().entries.get(raw.head)
        if raw.head == "dollar" or (not raw.mods and entry is not None and entry.unit == "dollar"):
            return DOLLAR  # "8 bucks"
        return raw
    labels = {k for k in ctx.kinds}
    if len(labels) == 1:
        return next(iter(labels))
    narrow = {k for k in labels if k.mods}  # mawps_multi: "pieces of candy" ... "36 pieces"
    if (
        len({k.head for k in labels}) == 1
        and len(narrow) == 1
        and all(m.startswith("of ") for k in narrow for m in k.mods)
    ):
        return next(iter(narrow))
    if len({k.head for k in labels}) == 1 and all(k.mods for k in labels):
        return Kind(next(iter(labels)).head)  # mawps_multi: "green and white towels ... 34 of them"
    raise Stop("unresolved_reference", "elided kind with no single antecedent", "unit_binding")


def _qty(raw: Any) -> tuple[Number | None, bool]:
    if raw == "?":
        return None, False
    if raw == "all":
        return ALL, False
    value, _index, money = raw
    return value, bool(money)


def _idle_setting(source: str, ctx: Context) -> None:
    """A scene (``He was walking home``) adds nothing; one whose activity acts on things
    already held (``Tom has 5 apples. He was eating them.``, ``... selling his apples``) may
    change them by an amount the story does not give: refused."""
    words = source.split(": ", 1)[-1].lower().split()
    held = {head for _h, head in ctx.holdings}
    entries = lexicon().entries
    nouns = {e.noun for w in words if (e := entries.get(w)) is not None and e.noun}
    if held and (set(words) & {"them", "it", "those", "these"} or nouns & held):
        raise Stop("unreadable_sentence", "an activity on things already held", "frame_entry")
    ctx.named.extend(named_kinds(words))


def build_event(rc: RawClause, ctx: Context, source: str) -> list[Event]:
    """The events of one clause reading (updates ``ctx``)."""
    t = dict(rc.template)
    b = rc.bind
    if t["op"] == "none":
        bare_time_after(rc.frame, rc.tokens[0], ctx, source)  # coord: "on Monday and Friday"
        return []
    if t["op"] in PCT_SPLIT:  # "25% of them are dogs": gsm_pct resolves its whole itself
        return PCT_SPLIT[t["op"]](rc, ctx, source)
    if t["op"] == "setting":
        _idle_setting(source, ctx)
        subject = b.get("s")
        if isinstance(subject, str):
            ctx.mention(subject)
            ctx.prev_subject = subject
            ctx.animate.append(subject)
            _companions(source, ctx)  # "going shopping with his sister. If she buys ..."
        for m in subject if isinstance(subject, tuple) else ():  # coord: "A and B went fishing"
            ctx.mention(str(m))
            ctx.animate.append(str(m))
            ctx.holdings.append((str(m), SCENE))  # coord.scene_left_out: 'they' is the group
        return []
    if t["op"] == "=prev":
        if not ctx.prev_op:
            raise Stop("unreadable_sentence", "a bare quantity continues nothing", "frame_entry")
        t = {**ctx.prev_op, "kind": "k", "qty": "n"}
        continue_compared(ctx, b, source)  # cmp_lists: "8 black beans and 2 more green beans"
        said = set(source.split(":", 1)[-1].lower().split())
        if str(t.get("op", "")).split("_")[0] in ("more", "fewer", "times") and not said & {
            "more",
            "fewer",
            "less",
        }:  # "Ann has 2 more pigs than Tom and 1 cow": 1 cow, not 1 more (answered 11)
            raise Stop("unreadable_sentence", "a bare amount after a comparison", "frame_entry")
        own_loc = b.get("loc")
        b = {**ctx.prev_op.get("_bind", {}), "k": b.get("k"), "n": b.get("n")}
        if own_loc:
            b["loc"] = own_loc
    qty, money = _qty(b.get(t["qty"], t["qty"]))
    kind = _kind(b.get(t["kind"]), ctx, money and t["op"] != "price")
    special = SPECIAL.get(t["op"])
    if special is not None:
        return special(Clause(rc, t, b, kind, qty, source), ctx)
    return _plain_event(Clause(rc, t, b, kind, qty, source), ctx)


@dataclass(frozen=True, slots=True)
class Clause:
    """One clause reading with its template, bindings, kind and quantity resolved."""

    rc: RawClause
    t: dict[str, Any]
    b: dict[str, Any]
    kind: Kind
    qty: Number | None
    source: str

    def again(self, template: dict[str, Any], bind: dict[str, Any], ctx: Context) -> list[Event]:
        return build_event(
            RawClause(self.rc.frame, template, bind, self.rc.tokens), ctx, self.source
        )


def _has2(c: Clause, ctx: Context) -> list[Event]:
    """``Sara has 31 red and 15 green balloons``: the modifier list shares one noun."""
    second = c.b.get("n2")
    if len(c.kind.mods) != 1 or not isinstance(second, tuple):
        raise Stop("unresolved_reference", "a modifier list needs one shared noun", "unit_binding")
    first_kind = Kind(c.kind.head, (str(c.b.get("m")),))
    if first_kind == c.kind:
        raise Stop("unresolved_reference", "the same modifier twice", "unit_binding")
    first = c.again({**c.t, "op": "has"}, {**c.b, "k": first_kind}, ctx)
    return [*first, *c.again({**c.t, "op": "has"}, {**c.b, "n": second}, ctx)]


def _has_each_unit(c: Clause, ctx: Context) -> list[Event]:
    """``Lisa has 3 bags with 4 apples in each bag``: a count of units and a per-unit amount."""
    unit, unit2 = c.b.get("u"), c.b.get("u2")
    if not isinstance(unit, Kind) or not isinstance(unit2, Kind) or unit.head != unit2.head:
        raise Stop("unresolved_reference", "each names another container", "unit_binding")
    count = c.again({"op": "has", "holder": "s", "kind": "u", "qty": "n"}, c.b, ctx)
    per, _money = _qty(c.b.get("n2"))
    rate = Event(
        "each", "", c.kind, per, other_kind=unit2, frame="each", source=c.source, rule=c.rc.frame
    )
    return [*count, rate]


def _has_each(c: Clause, ctx: Context) -> list[Event]:
    """``A, B, and C each have 96 cards``."""
    members = c.b.get("s") or ()
    for m in members:
        ctx.mention(m)
        ctx.holdings.append((m, c.kind.head))
    if c.kind not in ctx.kinds:
        ctx.kinds.append(c.kind)
    return [
        Event("has", m, c.kind, c.qty, frame="has", source=c.source, agent=m, rule=c.rc.frame)
        for m in members
    ]


def _gain_priced(c: Clause, ctx: Context) -> list[Event]:
    """``bought 3 books for $5 each``: a gain and a unit price."""
    price, _money = _qty(c.b.get(c.t["price"]))
    gain = c.again({**c.t, "op": "gain"}, c.b, ctx)
    price_ev = Event("price", "", c.kind, price, frame="price", source=c.source, rule=c.rc.frame)
    return [*gain, price_ev]


def _take_clause(c: Clause, ctx: Context) -> list[Event]:
    return _take(c.b, ctx, c.kind, c.qty, c.source)


def _plain_event(c: Clause, ctx: Context) -> list[Event]:
    t, b, kind, op = c.t, c.b, c.kind, c.t["op"]
    kind = timeless(op, kind, ctx.kinds)  # "gave her 41 new cards": the cards she counts
    holder = _event_holder(t, b, ctx)
    other = _holder(b.get(t["other"]), ctx, subject=holder, obj=True) if "other" in t else ""
    ok = b.get(t["other_kind"]) if "other_kind" in t else None
    other_kind = ok if isinstance(ok, Kind) else None
    frame_lx = b.get("f")
    frame = frame_lx.lemma if isinstance(frame_lx, Lexeme) else _lemma_of(frame_lx, c.rc.frame)
    if "f" not in b and b.get("s") == "@prev" and ctx.prev_op:
        # "uploaded 35 pictures from her phone and 5 from her camera": a verbless continuation
        # is the same action as the clause it continues ("how many did she upload" counts both)
        prev_f = ctx.prev_op.get("_bind", {}).get("f")
        if isinstance(prev_f, Lexeme):
            frame = prev_f.lemma
        elif prev_f:
            frame = _lemma_of(prev_f, frame)
    frame = t.get("as_frame", frame)  # mawps_eq_rows: every placement verb is one action
    if kind.head == "dollar" and op in ("gain", "lose") and frame in ("buy", "purchase", "sell"):
        raise Stop("unit_mismatch", "money bought or sold as a thing", "unit_binding")  # shop
    if op == "has" and (b.get("adv") == "originally" or told_first(c.source)):
        frame = "originally"  # the story's starting amount, whatever sentence states it
    agent = holder
    if "s" in b and t.get("holder") != "s" and b["s"] is not None:
        agent = _holder(b["s"], ctx) if b["s"] != "@prev" else ctx.prev_subject
    if c.rc.frame == "gain_from":  # take_place: "He got 7 dimes from his bank" (his own)
        why = _lazy("mathcore.organs.story.take_place").kept_there(
            holder, other, kind, c.source, ctx, own=False
        )
        if why:
            raise Stop("ambiguous_reference", why, "unit_binding")
    if op == "lose" and not {(holder, kind.head), (holder, f"#cmp:{kind.head}")} & set(
        ctx.holdings
    ):
        holder = _owner(ctx, kind, holder, c.source)
    if op in COMPARED:  # "Jim has 20 more toads than Tim. ... Jim lost 5 toads": Jim's own
        ctx.holdings.append((holder, f"#cmp:{kind.head}"))
    if op == "give" and _partitive(c.source, ctx, (holder, kind.head)):
        raise Stop("unresolved_reference", "'of them' names another's things", "unit_binding")
    if (
        op in ("lose", "give")
        and " of " in c.source
        and _them_last_told(c.source, ctx, holder, kind)
    ):
        raise Stop("ambiguous_reference", "'of them' after another's things", "unit_binding")
    if t.get("kin") and _sold_to_holder(b.get("o"), kind, ctx):  # "to his neighbor"
        raise Stop("unresolved_reference", "a sale to a holder of the kind", "unit_binding")
    _scoped_place(op, holder, b.get("loc"), ctx)
    if op in ("has", "gain"):
        ctx.holdings.append((holder, kind.head))
    if op == "give":
        ctx.holdings.append((other, kind.head))
    if f"the {kind.label()}" in (holder, other):
        raise Stop(
            "unresolved_reference", "the counted things cannot hold themselves", "frame_entry"
        )
    for place in (b.get("loc"), b.get("loc2")):  # "the store had 41 books in the bin"
        if isinstance(place, str) and place and place not in (holder, other):
            ctx.scoped.append((place.split()[-1], kind.head))
    ev = Event(op, holder, kind, c.qty, other, other_kind, frame, c.source, agent, c.rc.frame)
    for h in (holder, other, agent):  # agent: "Tim stacked bales in the barn" mentions Tim
        ctx.mention(h)
    if "s" in b and agent and op not in ("each", "price"):
        ctx.prev_subject = agent
        ctx.animate.append(agent)
    if op == "give" and other:
        ctx.animate.append(other)
    if kind not in ctx.kinds:
        ctx.kinds.append(kind)
    raw_op = c.rc.template["op"]
    at = (c.source.split("[", 1)[0], c.rc.tokens[1], holder, kind)  # gsm_clauses: what follows
    prev = {**c.rc.template, "_bind": b, "_at": at, "_start": c.rc.tokens[0]}  # solver7: _start
    ctx.prev_op = prev if raw_op != "=prev" else ctx.prev_op
    return [ev]


SPECIAL: dict[str, Callable[[Clause, Context], list[Event]]] = {
    "take": _take_clause,
    "has2": _has2,
    "has_each_unit": _has_each_unit,
    "has_each": _has_each,
    "gain_priced": _gain_priced,
}
SPECIAL.update(_lazy("mathcore.organs.story.gsm_money").MONEY_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.gsm_money_shop").SHOP_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.group_price").GROUP_PRICE_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.gsm_rate").RATE_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.gsm_rates").RATES_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.gsm_pct").PCT_SPECIAL)
PCT_SPLIT: dict[str, Callable[[RawClause, Context, str], list[Event]]] = _lazy(
    "mathcore.organs.story.gsm_pct"
).PCT_SPLIT
SPECIAL.update(_lazy("mathcore.organs.story.gsm_wages").WAGE_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.gsm_relative").AFFINE_SPECIAL)
SPECIAL["moved_at"] = _lazy("mathcore.organs.story.mawps_eq3_took").moved_at
SPECIAL.update(_lazy("mathcore.organs.story.gsm_total").TOTAL_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.unknowns_total").HOLD_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.mawps_eq").EQ_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.gsm_clauses").CLAUSES_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.mawps_multi_events").MULTI_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.mawps_more").MORE_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.frames4").FRAMES4_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.vocab4_keep").KEEP_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.distrib").DISTRIB_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.distrib_cat").CAT_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.coord").COORD_SPECIAL)  # coord
SPECIAL.update(_lazy("mathcore.organs.story.arrays").ARRAY_SPECIAL)  # arrays
SPECIAL.update(_lazy("mathcore.organs.story.pairs").PAIR_SPECIAL)  # pairs
SPECIAL.update(_lazy("mathcore.organs.story.cmp_lists").CMP_SPECIAL)  # cmp
SPECIAL.update(_lazy("mathcore.organs.story.timed_cmp").TIMED_SPECIAL)  # tcmp
SPECIAL.update(_lazy("mathcore.organs.story.that_cmp").THAT_SPECIAL)  # that
PCT_SPLIT.update(_lazy("mathcore.organs.story.frac_cont").FRAC_CONT_SPLIT)
SPECIAL.update(_lazy("mathcore.organs.story.cmp_cont").CMP_CONT_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.weigh_cmp").WEIGH_SPECIAL)
SPECIAL.update(_lazy("mathcore.organs.story.statements7").STATEMENTS7_SPECIAL)  # s7
PCT_SPLIT.update(_lazy("mathcore.organs.story.statements7").STATEMENTS7_RAW)  # s7
SPECIAL.update(_lazy("mathcore.organs.story.gsm_money6").MONEY6_SPECIAL)
SCENE, scene_left_out = _lazy("mathcore.organs.story.coord").SCENE_HOLDING
bare_time_after = _lazy("mathcore.organs.story.coord").bare_time_after
continue_compared = _lazy("mathcore.organs.story.cmp_lists").continue_compared
PCT_SPLIT.update(_lazy("mathcore.organs.story.mawps_multi_events").MULTI_RAW)
PCT_SPLIT.update(_lazy("mathcore.organs.story.gsm_time_age").AGE_RAW)
PCT_SPLIT.update(_lazy("mathcore.organs.story.unknowns_ages").AGE_SUM_MORE_RAW)


_GROUPS = _lazy("mathcore.organs.story.gsm_groups")


def _lemma_of(word: Any, default: str) -> str:
    """The lemma of a verb bound by a ``V=`` element (bound as its surface word)."""
    entry = lexicon().entries.get(word) if isinstance(word, str) else None
    return entry.lemma if entry is not None else default


def _take(b: dict[str, Any], ctx: Context, kind: Kind, qty: Any, source: str) -> list[Event]:
    """``Harry takes 5 eggs (from the box)``: a transfer from the named or the only place."""
    taker = _holder(b.get("s"), ctx) if b.get("s") != "@prev" else ctx.prev_subject
    if b.get("src"):
        src = _holder(b.get("src"), ctx, subject=taker, obj=True)
        why = _lazy("mathcore.organs.story.take_place").kept_there(src, taker, kind, source, ctx)
        if why:  # take_place: "Sam had 9 dimes in his bank. He took 7 dimes out of his bank"
            raise Stop("ambiguous_reference", why, "unit_binding")
        # a named source holds the kind too: a later place-less take may be from it ("Talitha
        # took 108 pieces from the jar and Solomon took 153 pieces": not the bowl's, 196)
        ctx.holdings.append((src, kind.head))
    else:
        owners = {h for h, head in ctx.holdings if head == kind.head and h != taker}
        places = {h for h in owners if h.startswith("the ")}
        pool = places or owners
        if len(pool) != 1:
            raise Stop("unresolved_reference", "take from no single owner", "pronoun_resolution")
        src = next(iter(pool))
    if src == taker or src == f"the {kind.label()}":
        raise Stop("unresolved_reference", "take from oneself", "pronoun_resolution")
    ctx.mention(taker)
    ctx.prev_subject = taker
    ctx.holdings.append((taker, kind.head))
    if kind not in ctx.kinds:
        ctx.kinds.append(kind)
    return [Event("give", src, kind, qty, taker, None, "take", source, taker, "take")]


def _same_head_other(holder: str, ctx: Context) -> bool:
    """``the library`` asked beside ``Jenny's local library`` told: the same one or not?"""
    head = holder.split()[-1] if holder.startswith("the ") else ""
    return bool(head) and any(
        h != holder and h.split()[-1] == head for h in (*ctx.things, *ctx.persons)
    )


def _left_holder(ctx: Context, kind: Kind) -> str:
    """``How many are left?``: the one place holding the kind, else the one person."""
    owners = {h for h, head in ctx.holdings if head == kind.head}
    places = {h for h in owners if h.startswith("the ")}
    if len(places) == 1:
        return next(iter(places))
    if not places and len(owners) == 1:
        return next(iter(owners))
    raise Stop("ambiguous_reference", "left: no single holder", "question_target")


def _partitive(source: str, ctx: Context, giver: tuple[str, str]) -> bool:
    """``her mother gave her 34 of them``: a part of things already held, given by one who
    holds none of them (they are another's)."""
    if giver in ctx.holdings or not any(head == giver[1] for _h, head in ctx.holdings):
        return False
    words = source.split(": ", 1)[-1].lower().split()
    return any(w == "of" and nxt in ("them", "it") for w, nxt in pairwise(words))


def _companions(source: str, ctx: Context) -> None:
    """``Alexander is going food shopping with his sister``: the sister is one who may be
    'she' later (else 'she' was read as Alexander, a name of no known gender)."""
    words = source.split(": ", 1)[-1].lower().split()
    for a, w in pairwise(words):
        entry = lexicon().entries.get(w) if a in ("his", "her", "their") else None
        if entry is not None and entry.name and entry.gender:
            ctx.mention(f"the {w}")
            ctx.animate.append(f"the {w}")


def _sold_to_holder(buyer: object, kind: Kind, ctx: Context) -> bool:
    """``His neighbor has 30 cows. The farmer sells 5 cows to his neighbor``: the buyer's
    amount changes too (a ``sold_to_kin`` row reads only the seller's loss)."""
    return isinstance(buyer, Kind) and (f"the {buyer.head}", kind.head) in ctx.holdings


def _them_last_told(source: str, ctx: Context, holder: str, kind: Kind) -> bool:
    """``John buys 40 bulbs. Mia buys 30 bulbs. He uses 16 of them`` / ``Arthur has $200. Ann
    has $100. He spends four-fifths of that``: 'them' may be the things last told, another's."""
    words = source.split(": ", 1)[-1].lower().split()
    if not any(w == "of" and nxt in ("them", "it", "that") for w, nxt in pairwise(words)):
        return False
    told = [h for h, head in ctx.holdings if head == kind.head]
    return bool(told) and holder in told and told[-1] != holder


#: Ops that give their holder an amount through another's (the holder holds the kind).
COMPARED = frozenset({"more", "fewer", "times", "times_more", "times_fewer"})


def _owner(ctx: Context, kind: Kind, agent: str, source: str = "") -> str:
    """``The rabbits ate 3 of the potatoes``: a consumer who holds none eats the one owner's.
    A person (a name, or a kin role) takes another's only when the clause says so (``her
    brother ate 8 of them``): ``Josh has $9. His sister spent $1.25`` spent her own money."""
    owners = {h for h, head in ctx.holdings if head == kind.head}
    if len(owners) != 1:
        return agent
    owner = next(iter(owners))
    words = source.split(": ", 1)[-1].lower().split()
    role = lexicon().entries.get(agent.split()[-1]) if agent else None
    person = not agent.startswith("the ") or (role is not None and role.name)
    if not person and role is not None and role.noun:  # "His friend loses 6": a person too
        person = role.noun in _lazy("mathcore.organs.story.untold_acts").people_nouns()
    partitive = any(w == "of" and nxt in _PARTITIVE for w, nxt in pairwise(words))
    if owner != agent and person and not partitive:
        raise Stop("unresolved_reference", "a loss of things another holds", "unit_binding")
    return owner


#: ``ate 8 of them``, ``3 of the potatoes``: a part of things already told (``of his money``
#: may be the consumer's own: ``His brother spends a fourth of his money``).
_PARTITIVE = frozenset({"them", "it", "the", "those", "these"})


def _scoped_place(op: str, holder: str, loc: Any, ctx: Context) -> None:
    """``The store had 41 books in the bin. They put 2 more in the bin``: one bin, two holders.

    A place named as where another holder keeps its things is recorded; a later change
    whose holder is that place (by its head word) cannot be told apart from the holder's.
    """
    if op == "has" and isinstance(loc, str) and loc and loc != holder:
        ctx.holdings.append((loc, "#scope"))
    if op in ("gain", "lose") and _is_place(holder):
        head = holder.split()[-1]
        if any(k == "#scope" and h.split()[-1] == head for h, k in ctx.holdings):
            raise Stop("ambiguous_reference", "a place that holds another's things", "unit_binding")


def _is_place(holder: str) -> bool:
    return holder.startswith("the ") or "'s " in holder


def _event_holder(t: dict[str, str], b: dict[str, Any], ctx: Context) -> str:
    role = t.get("holder", "")
    if not role:
        return ""
    if role == "passive":  # "3 cards more are added (to the pile)": the one holder of them
        loc = b.get("loc") or ""
        if loc:
            return str(loc)
        kind = b.get(t["kind"])
        head = (
            kind.head
            if isinstance(kind, Kind)
            else (ctx.kinds[0].head if len(ctx.kinds) == 1 else "")
        )
        owners = {h for h, k in ctx.holdings if k == head}
        if len(owners) != 1:
            raise Stop("unresolved_reference", "added to no single holder", "unit_binding")
        return next(iter(owners))
    if role == "loc":
        loc = b.get("loc") or b.get("loc2") or ""
        if t["op"] == "has" and not loc:
            return EVERYONE
        if not loc:  # "Park workers will plant 6 trees": the one place that holds them
            kind = b.get(t["kind"])
            head = kind.head if isinstance(kind, Kind) else ""
            if not head and len({k.head for k in ctx.kinds}) == 1:
                head = ctx.kinds[0].head
            owners = {h for h, k in ctx.holdings if k == head}
            places = {h for h in owners if _is_place(h)}
            if len(places) == 1:
                return next(iter(places))
            subject = _holder(b.get("s"), ctx) if b.get("s") not in (None, "@prev") else ""
            if not places and subject in owners:  # "Mark has 13 trees. He plants 12 more."
                return subject
            raise Stop("unresolved_reference", "a placement without a place", "unit_binding")
        return str(loc)
    if role == "o":
        return _holder(b.get("o"), ctx, subject=_holder(b.get("s"), ctx), obj=True)
    return _holder(b.get(role), ctx)


def _check_narrowing(t: dict[str, str], b: dict[str, Any], kind: Kind, events: list[Event]) -> None:
    """A question's unbound phrase ("during dinner", "on gum", a state question's "in his bag")
    must hold of every event of the asked kind.

    "She spent 3 dimes on candy and 2 dimes on gum. How many did she spend on gum?": the
    phrase narrows which events count, and events do not record it; unless every event of
    the asked kind names the phrase's word, summing them all would over-read.
    """
    loc = str(b.get("loc") or "")
    if not loc or "loc" in t.values():  # every ask: "How many pears does Tom have in his bag?"
        return
    if t.get("holder") == "left" and t.get("ask") == "state":  # "remain in the bowl": the holder
        return
    words = _place_words(loc)  # "in Ann's bag" is not "in his bag"; "the red bag" not "his bag"
    same = [e for e in events if e.kind.head == kind.head] or events
    if not same or any(not words <= set(e.source.lower().split()) for e in same):
        raise Stop(
            "unreadable_sentence",
            f"the question's phrase {loc!r} narrows the events; not read",
            "frame_entry",
        )


#: Words whose ``to`` + verb is the asked action, not a purpose ("need to sell").
_TO_VERB = frozenset(
    {"need", "needs", "have", "has", "had", "want", "wants", "going", "able", "left"}
)


def _check_purpose(source: str, kind: Kind, events: list[Event]) -> None:
    """A question's purpose tail ("to make the cake", read by ``phrases._purpose`` as a scope
    and dropped) must be told of every event of the asked kind, as a place phrase must:
    "used 8 eggs to make a cake and 4 eggs to make cookies. How many eggs did he use to make
    the cake?" answered 12."""
    entries = lexicon().entries
    words = [w.lower() for w in source.split(":", 1)[-1].split()]
    told_where = {w for w in words if w in ("online", "inside")}  # phrases.ADVERBS, dropped
    if told_where:  # "How many apples did Tom buy online?" over 6 at the store, 4 online
        _told_in_every(told_where, kind, events)
    for i in range(1, len(words) - 1):
        if words[i] == "while":  # "did Tom buy while shopping": told in no event's clause
            _told_in_every({words[i + 1]}, kind, events)
            return
        verb = entries.get(words[i + 1]) if words[i] == "to" else None
        if verb is None or verb.lemma != verb.word or not (verb.verb or verb.frame):
            continue
        if words[i - 1] in _TO_VERB:  # "does Tory need to sell": the asked verb itself
            return
        told = set(words[i + 1 :]) - _PLACE_DETERMINERS
        if told & (PURPOSE_STOPS | {"total", "altogether"}) or any(
            w[0].isdigit() or w[0] == "$" or (entries.get(w) and entries[w].value is not None)
            for w in told
        ):
            return  # no purpose ("to have 83 muffins", "to read 120 pages")
        _told_in_every(told, kind, events)
        return


def _told_in_every(told: set[str], kind: Kind, events: list[Event]) -> None:
    same = [e for e in events if e.kind.head == kind.head] or events
    if any(not told <= set(e.source.lower().split()) for e in same):
        raise Stop(
            "unreadable_sentence", "the question's purpose narrows the events", "frame_entry"
        )


#: Words of a place phrase that do not tell one place from another of the same name.
_PLACE_DETERMINERS = frozenset(
    {"the", "a", "an", "his", "her", "their", "its", "my", "our", "your"}
)


def _place_words(loc: str) -> set[str]:
    words = {w.lower().removesuffix("'s") for w in loc.split()} - _PLACE_DETERMINERS
    return words or {loc.split()[-1].lower()}


def build_question(rc: RawClause, ctx: Context, source: str, events: list[Event]) -> Question:
    """The question target of one question reading."""
    t = rc.template
    b = rc.bind
    flags = tuple(b.get("t0") or ()) + tuple(b.get("t") or ()) + tuple(b.get("t2") or ())
    total = "total" in flags
    kind_raw = b.get(t["kind"]) if t["kind"] != "$" else DOLLAR
    if t["kind"] == "@age":  # gsm_time_age: "How old is ...?"
        age = _lazy("mathcore.organs.story.gsm_time_age")
        kind_raw = age.asked(t, ctx, events, b)
    elif t["kind"] == "@much":  # mawps_more: "How much pepper does he have?": grams of pepper
        much = _lazy("mathcore.organs.story.mawps_more").much_kind
        kind_raw = much(b.get("k"), events)
    elif t["kind"].startswith("@"):  # "How long will it take ...": gsm_rates' unit of time
        kind_raw = _lazy("mathcore.organs.story.gsm_rates").unit(t, b, events)
    if kind_raw is None and isinstance(b.get("k2"), Kind):
        kind_raw = b.get("k2")
    kind = _kind(kind_raw, ctx, False)
    raw_holder = b.get(t["holder"], t["holder"]) if t["holder"] else ""
    if t["holder"] == "g":  # "How many pencils do Mitchell and Antonio have together?"
        members = b.get("g") or ()
        holder = "&" + "&".join(sorted(members))
    elif t["holder"] == "loc":
        holder = str(b.get("loc") or "") or EVERYONE
    elif t["holder"] == "left":
        holder = str(b.get("loc") or "") or _left_holder(ctx, kind)
    elif raw_holder == "@they" and total and _GROUPS.they_kin(ctx.persons, ctx.things, events):
        holder = _GROUPS.they_kin(ctx.persons, ctx.things, events)  # gsm_groups: "his brother"
    elif raw_holder == "@they" and total and len(ctx.persons) > 1:
        holder = EVERYONE
        if scene_left_out(ctx.holdings, events):  # coord: "A and B went fishing. A caught 5"
            raise Stop(
                "ambiguous_reference", "'they' and a told group differ", "pronoun_resolution"
            )
    elif raw_holder in ("*", ""):
        holder = str(raw_holder)
    else:
        holder = same_head_holder(_holder(raw_holder, ctx), ctx)  # the workers: park workers
        if _same_head_other(holder, ctx):  # "Jenny's local library ... the library": one or two?
            raise Stop("ambiguous_reference", f"{holder} and another holder of that noun")
    if holder.startswith("the ") and (holder.split()[-1], kind.head) in ctx.scoped:
        raise Stop("ambiguous_reference", f"{holder} was a place of another holder's things")
    if t.get("other") == "og":  # question_forms6: "... than Jesus and Linden combined"
        other = "&" + "&".join(sorted(b.get("og") or ()))
    else:
        other = _holder(b.get("o"), ctx, subject=holder, obj=True) if "other" in t else ""
    qty = None
    if "qty" in t:
        qty, _ = (1, False) if t["qty"] == "1" else _qty(b.get(t["qty"]))  # money6: each
    frame_lx = b.get("f")
    frame = frame_lx.lemma if isinstance(frame_lx, Lexeme) else _lemma_of(frame_lx, "")
    frame = t.get("as_frame", frame)  # mawps_eq_rows: "did he plant": any placement
    if "f2" in b:  # "How much farther did she run than walk?": two frames, "run>walk"
        frame = f"{frame}>{_lemma_of(b.get('f2'), '')}"
    ok = b.get(t["other_kind"]) if "other_kind" in t else None
    _check_narrowing(t, b, kind, events)
    if "left_for" in t:  # gsm_groups: "How many cookies are left for Neil?"
        _GROUPS.left_for_holds(holder, kind, events)
    if t["ask"] not in ("cat_cost", "units_needed"):  # distrib_cat: "for the group to eat"
        _check_purpose(source, kind, events)
    place_scope_holds(t, b, kind, events)  # mawps_eq: "did he plant in the south field"
    _lazy("mathcore.organs.story.frames4").they_ratio_holds(rc.frame, events)
    return Question(
        t["ask"],
        holder,
        kind,
        other,
        frame,
        qty,
        ok if isinstance(ok, Kind) else None,
        source,
        rc.frame,
    )


PCT_SPLIT.update(_lazy("mathcore.organs.story.rates6").RATES6_RAW)  # rates6: mph
PCT_SPLIT.update(_lazy("mathcore.organs.story.pct7").PCT7_RAW)  # pct7: only pay 80%
