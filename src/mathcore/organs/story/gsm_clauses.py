# ruff: noqa: E501
"""Comparisons and relative clauses of GSM stories: the reader side (rows and handlers).

- scaled comparisons of holdings (``has_affine*``): ``Martine has 6 more than twice as many
  peaches as Benjy``, ``Billy has $25 less than twice the money Sam has``, ``5 less than half
  as many coconut trees as mango trees`` (the ledger side: ``gsm_clauses_ledger``);
- ``, who`` on the compared holder (``who_*`` twins of every row that opens with its
  subject): ``Angela has 8 more than Allison, who has 28 marbles``;
- list continuations (``200 chickens, twice as many ducks as chickens and ...``), ``there are
  N more X than Y`` with its one place, ``a third as many`` (``*_part`` twins), ``1/4 as
  many``, ``N times the number of``, ``N bags with M marbles each``;
- an appositive name after a kin phrase (``appos_*`` twins): ``Her friend, Nelly, has ...``;
- ``which`` / ``that`` prices: ``3 shirts that cost $20 each``, ``each of which cost $2``;
- a possessor named by an object pronoun: ``Wyatt's mother gave him $74``.

Twins read as their original row (its op and its name in the derivation). Every handler
refuses (``Stop``) when the clause it continues or compares is not the one right before it.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING

from mathcore.exact import normalize
from mathcore.organs.story.model import Event, Kind

if TYPE_CHECKING:
    from mathcore.organs.story.frames import Row
    from mathcore.organs.story.reader import Context
    from mathcore.organs.story.resolve import Clause

_AFF = "N:n more|fewer|less:dir"

CLAUSE_ROWS = f"""
has_affine | H:s @ADV V=possession {_AFF} than X:m as many K?:k2 as O:o ?does|has|did|had|do|have | op=has_affine holder=s other=o kind=k2 qty=n
has_affine_k1 | H:s @ADV V=possession {_AFF} K:k than X:m as many as O:o ?does|has|did|had|do|have | op=has_affine holder=s other=o kind=k qty=n
has_affine_num | H:s @ADV V=possession {_AFF} than X:m the number of K:k2 ?that O:o ?V=possession | op=has_affine holder=s other=o kind=k2 qty=n
has_affine_num_as | H:s @ADV V=possession {_AFF} than X:m the number of K:k2 as O:o ?does|has|did|had|do|have | op=has_affine holder=s other=o kind=k2 qty=n
has_affine_much | H:s @ADV V=possession {_AFF} than X:m as much ?money as O:o ?does|has|did|had|do|have | op=has_affine_money holder=s other=o kind=k2 qty=n
has_affine_money | H:s @ADV V=possession {_AFF} than X:m the money|amount ?of ?money ?that O:o V=possession | op=has_affine_money holder=s other=o kind=k2 qty=n
has_affine_kind | H:s @ADV V=possession {_AFF} than X:m as many K:k as K:k2 | op=has_affine_k holder=s kind=k qty=n other_kind=k2
has_affine_kind_num | H:s @ADV V=possession {_AFF} K:k than X:m the number of K:k2 | op=has_affine_k holder=s kind=k qty=n other_kind=k2
times_kind_cont | X:n as many K:k as K:k2 S:loc | op=times_k_cont kind=k qty=n other_kind=k2
times_kind_elided | X:n as many K:k S:loc | op=times_k_cont kind=k qty=n
affine_kind_cont | {_AFF} than X:m as many K:k as K:k2 S:loc | op=times_k_cont kind=k qty=n other_kind=k2
more_kind_cont | {_AFF} K:k than ?the K:k2 S:loc | op=times_k_cont kind=k qty=n other_kind=k2
there_more_kind | there is|are|was|were ?also {_AFF} K:k than ?the K:k2 S:loc | op=there_cmp kind=k qty=n other_kind=k2
there_times_kind | there is|are|was|were ?also X:n as many K:k as ?the K:k2 S:loc | op=there_cmp kind=k qty=n other_kind=k2
frac_as_many | H:s @ADV V=possession N:n as many K?:k as O:o ?does|has|did|had|do|have | op=frac_times holder=s other=o kind=k qty=n
times_the_number | H:s @ADV V=possession X:n the number of K:k as O:o ?does|has|did|had|do|have | op=own pre=times holder=s other=o kind=k qty=n
has_with_each_end | H:s @ADV V=possession N:n K:u with N:n2 K:k each S:loc | op=has_with_each_end holder=s kind=k qty=n other_kind=u
there_with_each_end | there is|are|was|were N:n K:u with N:n2 K:k each S:loc | op=has_with_each_end holder=s kind=k qty=n other_kind=u
buy_that_each | H:s @ADV @AUX F=increment_frame:f N:n K:k ?, that|which cost|costs|are|were $:p each|apiece S:loc | op=own pre=gain_priced holder=s kind=k qty=n price=p
buy_that_each_more | H:s N:n K:k ?, that|which cost|costs|are|were $:p each|apiece S:loc | op=own pre=gain_priced holder=s kind=k qty=n price=p
bought_a_that | H:s @ADV @AUX F=increment_frame:f a|an|one:a K:k that|which cost|costs|was|is $:p S:loc | op=own pre=bought_for holder=s kind=k qty=? price=p
bought_a_that_more | H:s a|an|one:a K:k that|which cost|costs|was|is $:p S:loc | op=own pre=bought_for holder=s kind=k qty=? price=p
each_of_which | each of which cost|costs|was|is $:p | op=price_prev kind=k qty=p
ev_what | H:s @ADV @AUX V=act|F=increment_frame/decrement_frame:f X:n ?of what O:o V=act|F=increment_frame/decrement_frame:f2 S:loc | op=ev_what holder=s other=o kind=k qty=n
more_than_aux | H:s @ADV V=possession N:n more K?:k than O:o does|do|has|have|had | op=own pre=more holder=s other=o kind=k qty=n
fewer_than_aux | H:s @ADV V=possession N:n fewer|less K?:k than O:o does|do|has|have|had | op=own pre=fewer holder=s other=o kind=k qty=n
more_than_k_aux | H:s @ADV V=possession N:n K:k more than O:o does|do|has|have|had | op=own pre=more holder=s other=o kind=k qty=n
fewer_than_k_aux | H:s @ADV V=possession N:n K:k fewer|less than O:o does|do|has|have|had | op=own pre=fewer holder=s other=o kind=k qty=n
"""

#: The clause ops whose object holder a following ``, who`` may name.
_COMPARED = frozenset(
    {"more", "fewer", "times", "has_affine", "has_affine_money", "times_money"}
    | {"ev_times", "ev_more", "ev_fewer", "ev_affine", "ev_times_money"}
)


def continues_clause(c: Clause, ctx: Context, ops: frozenset[str] | set[str]) -> bool:
    """Whether the clause right before ``c`` (its ``_at``: sentence, first token, holder,
    kind) is one of ``ops`` told earlier in ``c``'s own sentence (also ``coord``'s test)."""
    prev = ctx.prev_op
    at = prev.get("_at", ())
    return (
        prev.get("op") in ops
        and len(at) == 4
        and at[0] == c.source.split("[", 1)[0]
        and at[1] < c.rc.tokens[0]
    )


def _stop(detail: str, operator: str = "comparison_base") -> Exception:
    from mathcore.organs.story.reader import Stop

    return Stop("unreadable_sentence", detail, operator)


def _factor(c: Clause) -> Fraction:
    mult = c.b.get("m")
    if not isinstance(mult, tuple) or mult[0] is None or Fraction(mult[0]) <= 0:
        raise _stop("a scaled comparison needs a positive multiplier")
    return Fraction(mult[0])


def _fewer(c: Clause) -> bool:
    return c.b.get("dir") in ("fewer", "less")


def _has_affine(c: Clause, ctx: Context) -> list[Event]:
    """``A has 6 more than twice as many peaches as B``: A = 2 x B + 6."""
    factor = _factor(c)
    evs = c.again({**c.t, "op": "fewer" if _fewer(c) else "more"}, c.b, ctx)
    op = "times_fewer" if _fewer(c) else "times_more"
    return [replace(evs[0], op=op, factor=normalize(factor)), *evs[1:]]


def _has_affine_money(c: Clause, ctx: Context) -> list[Event]:
    """``Billy has $25 less than twice the money Sam has``: money only."""
    n = c.b.get("n")
    if not (isinstance(n, tuple) and n[2]):  # the amount must be written as money
        raise _stop("'as much' compares money only", "unit_binding")
    dollar = Kind("dollar")
    factor = _factor(c)
    evs = c.again({**c.t, "op": "fewer" if _fewer(c) else "more"}, {**c.b, "k2": dollar}, ctx)
    op = "times_fewer" if _fewer(c) else "times_more"
    return [replace(evs[0], op=op, factor=normalize(factor)), *evs[1:]]


def _has_affine_k(c: Clause, ctx: Context) -> list[Event]:
    """``He has 5 less than half as many coconut trees as mango trees``: one holder, two kinds."""
    factor = _factor(c)
    evs = c.again({**c.t, "op": "fewer_k" if _fewer(c) else "more_k"}, c.b, ctx)
    op = "times_fewer_k" if _fewer(c) else "times_more_k"
    return [replace(evs[0], op=op, factor=normalize(factor)), *evs[1:]]


#: The clause ops a bare ``twice as many ducks as chickens`` may continue (possession).
_HOLDING = frozenset({"has", "times_k", "more_k", "fewer_k"})


def _times_k_cont(c: Clause, ctx: Context) -> list[Event]:
    """``He has 200 chickens, twice as many ducks as chickens (and ...)``, ``There are 66
    goats and twice as many chickens``: the holder of the possession clause right before,
    in the same sentence, holds these too; an elided base is that clause's kind."""
    if not continues_clause(c, ctx, _HOLDING):
        raise _stop("a bare comparison continues no possession clause")
    prev = ctx.prev_op
    holder, base = prev["_at"][2], prev["_at"][3]
    everyone = holder == "*" and not c.b.get("loc")  # "There are 141 gold balloons and ..."
    if not isinstance(holder, str) or not holder or (holder == "*" and not everyone):
        raise _stop("a bare comparison continues no single holder")
    if not isinstance(base, Kind):
        raise _stop("a bare comparison continues no single holder")
    other = c.b.get("k2") if isinstance(c.b.get("k2"), Kind) else base
    # "6 dogs, half as many cats, and twice as many birds": the base of "twice" is not told
    if other is base and prev.get("op") != "has":
        raise _stop("an elided base after a comparison: the list's head or the item before?")
    if other == c.kind:
        raise _stop("a kind compared with itself")
    t = {"op": "times_k", "holder": "s", "kind": "k", "qty": "n", "other_kind": "k2"}
    bind = {"s": holder, "k": c.kind, "n": c.b.get("n"), "k2": other, "loc": c.b.get("loc")}
    if "m" in c.b:  # "three fewer than twice as many cows as pigs"
        t["op"] = "has_affine_k"
        bind.update(m=c.b["m"], dir=c.b.get("dir"))
    elif "dir" in c.b:  # "and 4 more dimes than quarters"
        t["op"] = "fewer_k" if _fewer(c) else "more_k"
    return c.again(t, bind, ctx)


def _there_cmp(c: Clause, ctx: Context) -> list[Event]:
    """``There are 12 more green apples than red apples in a bowl``: the place (or, with no
    place, everyone the story counts) holds both kinds."""
    loc = c.b.get("loc")
    holder = str(loc) if isinstance(loc, str) and loc else _one_place(c, ctx)
    op = "times_k" if "dir" not in c.b else ("fewer_k" if _fewer(c) else "more_k")
    t = {"op": op, "holder": "s", "kind": "k", "qty": "n", "other_kind": "k2"}
    evs = c.again(t, {**c.b, "s": holder}, ctx)
    ctx.holdings.extend((e.holder, e.kind.head) for e in evs)  # a later "there are" finds it
    return evs


def _one_place(c: Clause, ctx: Context) -> str:
    """With no place named: the one place holding the compared kind ("There are 8 red pens in
    the drawer. There are 10 more black pens than red pens"), else everyone ("*"); a
    person holding it too, or two places, refuse."""
    base = c.b.get("k2")
    head = base.head if isinstance(base, Kind) else ""
    owners = {h for h, k in ctx.holdings if k == head}
    at = ctx.prev_op.get("_at", ())
    other = ctx.prev_op.get("_bind", {}).get("k2")  # "A bag contains 50 fewer X than Y."
    if len(at) == 4 and isinstance(other, Kind) and head in (at[3].head, other.head):
        owners.add(at[2])  # the clause right before compared this kind in its place
    places = {h for h in owners if h.startswith("the ") or "'s " in h}
    if owners - places - {"*"} or len(places) > 1:
        raise _stop("a count of things with no single place", "unit_binding")
    return next(iter(places)) if places else "*"


def _frac_times(c: Clause, ctx: Context) -> list[Event]:
    """``Kris has 1/4 as many turtles as Kristen has``: a written part (not a whole number)."""
    n = c.b.get("n")
    if not isinstance(n, tuple) or n[2] or not (0 < Fraction(n[0]) < 1):
        raise _stop("'N as many' takes a part between 0 and 1")
    return c.again({**c.t, "op": "times"}, c.b, ctx)


def _own(c: Clause, ctx: Context) -> list[Event]:
    """A row of this module whose event is another op's (``pre``): read as that op."""
    t = {k: v for k, v in c.t.items() if k != "pre"}
    t["op"] = c.t["pre"]
    return c.again(t, c.b, ctx)


def _part(c: Clause, ctx: Context) -> list[Event]:
    """``a third as many``: the row's own event, when its multiplier is a part (0 < x < 1)."""
    mult = c.b.get(c.t["x"])
    if not isinstance(mult, tuple) or mult[0] is None or not 0 < Fraction(mult[0]) < 1:
        raise _stop("'a' / 'one' before a multiplier that is not a part")
    t = {k: v for k, v in c.t.items() if k not in ("pre", "x")}
    t["op"] = c.t["pre"]
    return c.again(t, c.b, ctx)


def _has_with_each_end(c: Clause, ctx: Context) -> list[Event]:
    """``Mary has 3 bags with 8 snakes each``: a count of units and a per-unit amount."""
    bind = {**c.b, "u2": c.b.get("u")}
    if "s" not in bind:  # "There are 7 starfish with 5 arms each (in the tank)"
        loc = c.b.get("loc")
        bind["s"] = str(loc) if isinstance(loc, str) and loc else "*"
    return c.again({**c.t, "op": "has_each_unit"}, bind, ctx)


def _appositive(c: Clause, ctx: Context) -> list[Event]:
    """The row's own event, when the phrase before the name is a kin or companion."""
    kin = c.b.get("kin")
    if not isinstance(kin, Kind) or kin.head not in KIN:  # "her little sister, Ann,"
        raise _stop("an appositive name after a phrase that is not a kin", "frame_entry")
    t = {k: v for k, v in c.t.items() if k != "pre"}
    t["op"] = c.t["pre"]
    own = replace(c, rc=replace(c.rc, frame=c.rc.frame.removeprefix("appos_")))
    return own.again(t, c.b, ctx)


def _price_prev(c: Clause, ctx: Context) -> list[Event]:
    """``Reggie bought 5 books, each of which cost $2``: the unit price of the things the
    purchase right before it (in the same sentence) counted."""
    prev = ctx.prev_op
    at = prev.get("_at", ())
    sentence = c.source.split("[", 1)[0]
    bought = prev.get("op") == "gain" and isinstance(prev.get("_bind", {}).get("n"), tuple)
    if not bought or len(at) != 4 or at[0] != sentence or at[1] != c.rc.tokens[0] - 2:
        raise _stop("'each of which' follows no counted purchase", "frame_entry")
    kind = at[3]
    if not isinstance(kind, Kind) or kind.head == "dollar":
        raise _stop("'each of which' follows no counted purchase", "frame_entry")
    qty = c.b["p"][0]  # the row's $ element reads money only
    return [Event("price", "", kind, qty, frame="price", source=c.source, rule=c.rc.frame)]


def _ev_what(c: Clause, ctx: Context) -> list[Event]:
    """``Levi collected half of what Juwan collected``: a relative action (as ``ev_times``),
    only when both verbs are one verb."""
    from mathcore.organs.story.gsm_relative import _lemma

    lemma = _lemma(c.b.get("f"))
    if not lemma or _lemma(c.b.get("f2")) != lemma:
        raise _stop("the compared action is another verb")
    own = replace(c, rc=replace(c.rc, frame="ev_times"))  # read as the relative-action row
    return own.again({**c.t, "op": "ev_times"}, c.b, ctx)


def _who(c: Clause, ctx: Context) -> list[Event]:
    """``..., who has 28 marbles``: the clause's subject is the object of the clause before."""
    from mathcore.organs.story.resolve import _holder

    prev = ctx.prev_op
    raw = prev.get("_bind", {}).get("o") if prev.get("op") in _COMPARED else None
    here = (c.source.split("[", 1)[0], c.rc.tokens[0] - 2)  # "Allison , who": one token apart
    if not isinstance(raw, str) or raw.startswith("@") or prev.get("_at", ())[:2] != here:
        raise _stop("'who' names no compared holder right before it", "pronoun_resolution")
    subject = _holder(raw, ctx)
    t = {k: v for k, v in c.t.items() if k not in ("orig", "orig_row")}
    t["op"] = c.t["orig"]
    # the event is the row's own: rules keyed on row names (relative actions) read it as such
    own = replace(c, rc=replace(c.rc, frame=c.t["orig_row"]))
    return own.again(t, {**c.b, "s": subject}, ctx)


def part_rows(rows: tuple[Row, ...]) -> tuple[Row, ...]:
    """``a third as many``, ``one half as many``: every row whose multiplier is followed by
    ``as many`` / ``as much`` / ``the number`` gets a twin with ``a|one`` before it (the
    multiplier element reads only a part word there: ``third``, ``half``, ``quarter``)."""
    twins: list[Row] = []
    for name, elems, tmpl in rows:
        parts = elems.split()
        hits = [
            k
            for k, el in enumerate(parts[:-1])
            if el.startswith("X:") and parts[k + 1] in ("as", "the")
        ]
        if len(hits) != 1:
            continue
        k = hits[0]
        twin = " ".join([*parts[:k], "a|one:part", *parts[k:]])
        key = parts[k].split(":")[1]
        twins.append((f"{name}_part", twin, {**tmpl, "op": "a_part", "pre": tmpl["op"], "x": key}))
    return tuple(twins)


def appositive_rows(rows: tuple[Row, ...]) -> tuple[Row, ...]:
    """``Her friend, Nelly, has 44 more stamps than Kylie``: the name between commas after a
    possessive kin phrase is the subject; every row that opens with its subject gets a twin."""
    twins: list[Row] = []
    own = {name for name, _elems, _tmpl in rows if name.startswith("appos_")}  # mawps_multi's
    for name, elems, tmpl in rows:
        if not elems.startswith("H:s ") or tmpl.get("holder") != "s" or tmpl["op"] == "=prev":
            continue
        if f"appos_{name}" in own:
            continue
        twin = "his|her|their K:kin , P:s ?, " + elems[len("H:s ") :]
        twins.append((f"appos_{name}", twin, {**tmpl, "op": "appositive", "pre": tmpl["op"]}))
    return tuple(twins)


def who_rows(rows: tuple[Row, ...]) -> tuple[Row, ...]:
    """The ``, who`` twin of every row that opens with its subject and names it as holder."""
    twins: list[Row] = []
    for name, elems, tmpl in rows:
        if not elems.startswith("H:s ") or tmpl.get("holder") != "s" or tmpl["op"] == "=prev":
            continue
        twin = "who " + elems[len("H:s ") :]
        twins.append(
            (f"who_{name}", twin, {**tmpl, "op": "who", "orig": tmpl["op"], "orig_row": name})
        )
    return tuple(twins)


CLAUSES_SPECIAL = {
    "has_affine": _has_affine,
    "has_affine_money": _has_affine_money,
    "has_affine_k": _has_affine_k,
    "who": _who,
    "times_k_cont": _times_k_cont,
    "there_cmp": _there_cmp,
    "frac_times": _frac_times,
    "a_part": _part,
    "own": _own,
    "appositive": _appositive,
    "price_prev": _price_prev,
    "ev_what": _ev_what,
    "has_with_each_end": _has_with_each_end,
}


#: Kin and companions whose possessor an object pronoun may name (``Amy's grandfather``).
KIN = frozenset(
    {
        "father",
        "mother",
        "dad",
        "mom",
        "uncle",
        "aunt",
        "grandfather",
        "grandmother",
        "grandpa",
        "grandma",
        "parents",
        "brother",
        "sister",
        "friend",
        "boss",
        "teacher",
        "neighbor",
        "cousin",
        "son",
        "daughter",
        "husband",
        "wife",
    }
)


def possessor(subject: str, pron: str) -> str:
    """``Wyatt's mother gave him $74``: with no other person mentioned, ``him`` is Wyatt.

    Only for a subject ``<name>'s <kin>`` whose possessor is a known name of the pronoun's
    gender (or of unknown gender); "" otherwise.
    """
    from mathcore.organs.story.lexemes import lexicon

    owner, sep, role = subject.partition("'s ")
    if not sep or role not in KIN or not owner or " " in owner:
        return ""
    entry = lexicon().entries.get(owner)
    if entry is None or not entry.name:
        return ""
    if entry.gender is not None and entry.gender != ("m" if pron == "he" else "f"):
        return ""
    return owner
