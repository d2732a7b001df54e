"""Frame rows for a part of an amount: ``she ate one-fourth of the peanuts``.

Written as data like ``frames.py`` (which appends them to its clause table). ``Q`` is a part
of a whole (``half``, ``a third``, ``one-fourth``, ``3/4``, ``25%``, ``40 percent``); the
object says of which amount: the whole the holder has (``of the peanuts``, ``of them``) or what
is left after earlier changes (``of the remaining money``, ``of the rest``, ``of what is
left``: rows named ``*_rest``). ``gsm_pct`` turns each into a concrete change.
"""

from __future__ import annotations

#: Objects: (row suffix, elements). A ``_rest`` suffix marks "of what is left".
_OBJECTS = (
    ("", "of the|his|her|their|its K:k"),
    ("_them", "of them|it|that"),
    ("_count", "of the|his|her|their N:m K:k"),  # "half of his 40 balls": he had 40
    ("_half", "the|his|her|their|its K:k"),  # "half the money", "half his cards"
    ("_rest", "of the|his|her|their remaining K:k"),
    ("_bare_rest", "of the rest|remainder|remaining"),
    ("_what_rest", "of what is|was|'s left|remaining"),
)
_PART = "?away|out|up Q:n {obj} ?away|out|up S:loc"
_VERBS = (  # (row name, verb elements, template)
    ("lose", "F=decrement_frame:f", "op=lose_frac holder=s kind=k qty=n"),
    ("give_away", "F=transfer_frame:f", "op=lose_frac holder=s kind=k qty=n"),
    ("take", "V=take", "op=take_frac holder=s kind=k qty=n"),
)
_TO = "F=transfer_frame:f ?away Q:n {obj} to O:o S:loc"
_DATIVE = "F=transfer_frame:f O:o Q:n {obj} S:loc"
_GIVE = "op=give_frac holder=s other=o kind=k qty=n"


def _rows() -> str:
    lines: list[str] = []
    for suffix, obj in _OBJECTS:
        for name, verb, tmpl in _VERBS:
            part = _PART.format(obj=obj)
            if name == "give_away":  # "gave away half of them", "gave half of them away"
                part = part.replace("?away|out|up Q:n", "away Q:n", 1)
                lines.append(
                    f"gsm_pct_{name}2{suffix} | H:s @ADV @AUX {verb} Q:n {obj} away S:loc | {tmpl}"
                )
            lines.append(f"gsm_pct_{name}{suffix} | H:s @ADV @AUX {verb} {part} | {tmpl}")
        lines.append(f"gsm_pct_give_to{suffix} | H:s @ADV @AUX {_TO.format(obj=obj)} | {_GIVE}")
        lines.append(f"gsm_pct_dative{suffix} | H:s @ADV @AUX {_DATIVE.format(obj=obj)} | {_GIVE}")
    return "\n".join(lines) + "\n"


GSM_PCT_CLAUSES = _rows()

#: A whole split into parts: ``25% of them are dogs, 50% are cats, and the rest are bunnies``.
_SPLITS = (
    ("_them", "of them"),
    ("_of", "of the|his|her|their K:k"),
    ("_bare", ""),
)
_PREDICATES = (("", "M:m"), ("_k", "K:p"))  # "are blue" / "are dogs"


def _split_rows() -> str:
    lines: list[str] = []
    for suffix, obj in _SPLITS:
        for psuf, pred in _PREDICATES:
            part = f"Q:n {obj} are|were {pred}".replace("  ", " ")
            lines.append(f"gsm_pct_part{suffix}{psuf} | {part} | op=part")
            rest = f"the rest|remainder {obj} are|were {pred}".replace("  ", " ")
            lines.append(f"gsm_pct_rest{suffix}{psuf} | {rest} | op=rest")
            half = f"the other half {obj} are|were {pred}".replace("  ", " ")
            lines.append(f"gsm_pct_rest_half{suffix}{psuf} | {half} | op=rest")
        rem = "the remaining K:k are|were" if suffix == "_of" else "the remaining are|were"
        for psuf, pred in _PREDICATES if suffix != "_them" else ():  # "the remaining ... are"
            lines.append(f"gsm_pct_rest_remaining{suffix}{psuf} | {rem} {pred} | op=rest")
    return "\n".join(lines) + "\n"


GSM_PCT_CLAUSES += _split_rows()

#: A percentage off (or on top of) what is paid: ``gets a 15% discount``, ``pays 10% tax``.
_ADJUST = """
gsm_pct_discount | H:s @ADV @AUX {GET} a|an Q:n discount S:loc | op=adjust_down
gsm_pct_discount_of | H:s @ADV @AUX {GET} a|an discount of Q:n S:loc | op=adjust_down
gsm_pct_off | H:s @ADV @AUX {GET} Q:n off S:loc | op=adjust_down
gsm_pct_there_off | there is|was a|an Q:n off|discount ?sale S:loc | op=adjust_down
gsm_pct_tax | H:s @ADV @AUX F=decrement_frame:f Q:n ?sales tax S:loc | op=adjust_up
gsm_pct_tip | H:s @ADV @AUX F=transfer_frame:f a|an Q:n tip S:loc | op=adjust_up
"""

_GET = "V=possession|F=increment_frame:f"
GSM_PCT_CLAUSES += _ADJUST.lstrip("\n").replace("{GET}", _GET)

#: ``Simon has 20% more legos than Bruce``, ``the toad eats 50% more bugs than the frog``,
#: ``Last week she used 20% less``: a multiplicative comparison by 1 + p (or 1 - p).
_EV = "V=act|F=increment_frame/decrement_frame:f"
_BY = "Q:n more|less|fewer:dir"
_T = "op=pct_times holder=s kind=k qty=n"
_COMPARE = f"""
gsm_pct_more_has | H:s @ADV V=possession {_BY} K?:k than O:o ?does|has|did|had | {_T} other=o
gsm_pct_more_kind | H:s @ADV V=possession {_BY} K:k than K:k2 | {_T} other_kind=k2
gsm_pct_more_ev | H:s @ADV @AUX {_EV} {_BY} K?:k S:loc than O:o ?did|does|do | {_T} other=o
gsm_pct_more_ev_prev | H:s @ADV @AUX {_EV} {_BY} K?:k S:loc | {_T}
"""
GSM_PCT_CLAUSES += _COMPARE.lstrip("\n")
#: The rows whose events gsm_relative makes concrete (an action compared with an action).
PCT_RELATIVE_ROWS = frozenset(
    {
        "gsm_pct_more_ev",
        "gsm_pct_more_ev_prev",
        "gsm_pct_more_ev_decided",
        "gsm_pct_more_ev_prev_decided",
    }
)

#: ``Then he divided the rest equally into 3 piles``: a share of what is left (read only after
#: the holder lost or gave some of it: ``gsm_pct`` checks).
_AMONG = "?equally|evenly among|between|into ?his|her|their N:n ?equal K:u"
_SHARE = "op=share holder=s kind=k qty=n other_kind=u"
_SHARES = f"""
gsm_pct_share_rest | H:s @ADV V=partition the rest|remainder|remaining {_AMONG} | {_SHARE}
gsm_pct_share_rest_k | H:s @ADV V=partition the remaining K:k {_AMONG} | {_SHARE}
gsm_pct_share_rest_of | H:s @ADV V=partition the rest of the|his|her|their K:k {_AMONG} | {_SHARE}
"""
GSM_PCT_CLAUSES += _SHARES.lstrip("\n")

#: ``He lost 25% of them and half of the rest``: a part that continues the previous part's
#: verb and holder (``gsm_pct`` refuses it after anything but a part).
_CONTINUE = "\n".join(
    f"gsm_pct_continue{suffix} | Q:n {obj} S:loc | op=pct_prev"
    for suffix, obj in _OBJECTS
    if suffix not in ("_half", "_count")
)
GSM_PCT_CLAUSES += _CONTINUE + "\n"
