# ruff: noqa: E501
"""Frame rows for rates stated through an amount of time, and questions of time needed.

Written as data like ``frames.py`` (which appends them to its tables); ``gsm_rates`` reads
them. A rate over a stated span (``Joy can read 8 pages in 20 minutes``, ``A machine fills 150
cans every 8 minutes``, ``It takes David 10 minutes to wash 4 windows``) is a ``rate`` event of
``n / span`` things per unit of time. ``How many minutes will it take David to wash 64
windows?`` (or ``How long ...``: in the story's one unit of time) asks ``take_time``: the
amount divided by the doer's one rate of that verb and kind.
"""

from __future__ import annotations

_VERB = "V=act|F=increment_frame/decrement_frame:f"
_TAKES = "takes|take|took"

#: The things done: a kind, or a kind of a named whole (``8 pages of a|her book``).
_THINGS = (("", "K:k"), ("_of", "K:k of a|an|the|his|her|their|its K:whole"))
_CLAUSE_ROWS = f"""
rates_in | H:s ?only|already|now|still|also|usually|normally can|could {_VERB} N:n {{K}} in N:tn K:u | op=rates_in holder=s kind=k qty=n
rates_in_one | H:s ?only|already|now|still|also|usually|normally can|could {_VERB} N:n {{K}} in a|an|one:t1 K:u | op=rates_in holder=s kind=k qty=n
rates_in_s | H:s ?only|already|now|still|also|usually|normally {_VERB} N:n {{K}} in N:tn K:u | op=rates_in holder=s kind=k qty=n tense=s
charges | H:s ?only|already|now|still|also|usually|normally @AUX charges|charged|charge $:n a|an|per|each|every K:u S:loc | op=charge holder=s kind=k qty=n
charges_for | H:s ?only|already|now|still|also|usually|normally @AUX charges|charged|charge $:n for each|every|a|an|one K:u S:loc | op=charge holder=s kind=k qty=n
with_each | H:s ?only|already|now|still|also V=possession N:n K:u with N:n2 K:k in|on each S:loc | op=with_each holder=s kind=k qty=n
with_each_gain | H:s ?only|already|now|still|also @AUX F=increment_frame:f N:n K:u with N:n2 K:k ?in|on each S:loc | op=with_each holder=s kind=k qty=n
with_each_more | N:n K:u with N:n2 K:k ?in|on each S:loc | op=with_each kind=k qty=n
rates_each_takes | each|every|a|one K:k takes|took N:tn K:u to {_VERB} | op=rates_in kind=k qty=?
rates_it_takes_each | it {_TAKES} N:tn K:u to {_VERB} each|every|a|one K:k | op=rates_in kind=k qty=?
rates_it_takes_n | it {_TAKES} N:tn K:u to {_VERB} N:n {{K}} | op=rates_in kind=k qty=n
rates_at_rate | at this|that|the ?same|constant rate|pace|speed | op=none
rates_every | H:s ?only|already|now|still|also|usually|normally ?can|could {_VERB} N:n {{K}} every N:tn K:u | op=rates_in holder=s kind=k qty=n
rates_takes | it {_TAKES} O:s N:tn K:u to {_VERB} N:n {{K}} | op=rates_in holder=s kind=k qty=n
rates_takes_one | it {_TAKES} O:s a|an|one:t1 K:u to {_VERB} N:n {{K}} | op=rates_in holder=s kind=k qty=n
rates_takes_for | it {_TAKES} N:tn K:u for O:s to {_VERB} N:n {{K}} | op=rates_in holder=s kind=k qty=n
rates_subj_takes | H:s {_TAKES} N:tn K:u to {_VERB} N:n {{K}} | op=rates_in holder=s kind=k qty=n
rates_takes_a | it {_TAKES} O:s N:tn K:u to {_VERB} a|an|one:n1 {{K}} | op=rates_in holder=s kind=k qty=?
rates_takes_for_a | it {_TAKES} N:tn K:u for O:s to {_VERB} a|an|one:n1 {{K}} | op=rates_in holder=s kind=k qty=?
rates_subj_takes_a | H:s {_TAKES} N:tn K:u to {_VERB} a|an|one:n1 {{K}} | op=rates_in holder=s kind=k qty=?
"""

_IT = "will|would|does|did|do it take"
_QUESTION_ROWS = f"""
q_span_for | how many K?:k do|does|did|will|would|can|could H:s ?currently|usually {_VERB} ?in ?total over N:n K:u | ask=span holder=s kind=k qty=n other_kind=u
q_span_for1 | how many K?:k do|does|did|will|would|can|could H:s ?currently|usually {_VERB} ?in ?total over a|an|one K:u | ask=span1 holder=s kind=k other_kind=u
q_span_money_for | how much ?money do|does|did|will|would|can|could H:s F=increment_frame:f ?in ?total over N:n K:u | ask=span holder=s kind=$ qty=n other_kind=u
q_span_spend | how much ?money do|does|did|will|would|can|could H:s F=decrement_frame:f ?in ?total in|over|during N:n K:u | ask=span holder=s kind=$ qty=n other_kind=u
q_span_spend1 | how much ?money do|does|did|will|would|can|could H:s F=decrement_frame:f ?in ?total in|during a|an|one K:u | ask=span1 holder=s kind=$ other_kind=u
q_span_spend_per | how much ?money do|does|did|will|would|can|could H:s F=decrement_frame:f a|an|per|each|every K:u | ask=span1 holder=s kind=$ other_kind=u
q_change_in | how much ?money do|does|did|will|would H:s get|receive|gets ?back in|as change | ask=change holder=s kind=$
q_money_bare | how much do|does|did|will|would H:s T:t0 V=possession T:t | ask=state holder=s kind=@money
q_charge | how much ?money do|does|did|will|would H:s charge|charged T:t | ask=event holder=s kind=$ as_frame=earn
q_charge_for | how much ?money do|does|did|will|would H:s charge|charged for|in N:n K:u | ask=span holder=s kind=$ as_frame=earn qty=n other_kind=u
q_take_time | how many K:u {_IT} O:s to {_VERB} N:n {{K}} | ask=take_time holder=s kind=@u qty=n other_kind=k
q_take_time_for | how many K:u {_IT} for O:s to {_VERB} N:n {{K}} | ask=take_time holder=s kind=@u qty=n other_kind=k
q_take_time_all | how many K:u {_IT} O:s to {_VERB} all:n ?of the|his|her|their K:k | ask=take_time holder=s kind=@u qty=n other_kind=k
q_take_time_all_for | how many K:u {_IT} for O:s to {_VERB} all:n ?of the|his|her|their K:k | ask=take_time holder=s kind=@u qty=n other_kind=k
q_take_time_it | how many K:u {_IT} to {_VERB} ?an ?additional|another|more N:n {{K}} | ask=take_time holder= kind=@u qty=n other_kind=k
q_take_time_it_more | how many more|additional K:u {_IT} to {_VERB} ?an additional|another|more N:n {{K}} | ask=take_time holder= kind=@u qty=n other_kind=k
q_take_long_all | how long {_IT} O:s to {_VERB} all:n ?of the|his|her|their K:k | ask=take_time holder=s kind=@span qty=n other_kind=k
q_take_rest | how long {_IT} O:s to {_VERB} the rest|remainder ?of ?them | ask=take_time_rest holder=s kind=@span
q_take_rest_k | how many K:u {_IT} O:s to {_VERB} the rest|remainder ?of ?them | ask=take_time_rest holder=s kind=@u
q_take_long_it | how long {_IT} to {_VERB} ?an ?additional|another|more N:n {{K}} | ask=take_time holder= kind=@span qty=n other_kind=k
q_take_long | how long {_IT} O:s to {_VERB} N:n {{K}} | ask=take_time holder=s kind=@span qty=n other_kind=k
q_take_long_for | how long {_IT} for O:s to {_VERB} N:n {{K}} | ask=take_time holder=s kind=@span qty=n other_kind=k
"""


def _expand(rows: str) -> str:
    """Each row once per form of the things done (its name suffixed)."""
    out: list[str] = []
    for line in rows.strip().splitlines():
        name, rest = line.split(" | ", 1)
        forms = _THINGS if "{K}" in rest else _THINGS[:1]
        out.extend(f"{name}{suffix} | {rest.replace('{K}', k)}" for suffix, k in forms)
    return "\n".join(out)


GSM_RATES_CLAUSES = _expand(_CLAUSE_ROWS)
GSM_RATES_QUESTIONS = _expand(_QUESTION_ROWS)


#: Bills counted by denomination: ``ten $20 bills``, ``10 $20 and 3 $5 bills`` (gsm_rates_bills).
_BILL = "bills|bill|notes|note"
_B1 = f"N:c $:n {_BILL}"
_B2 = f"N:c $:n ?bills|bill|notes|note ?, and N:c2 $:n2 {_BILL}"
_B3 = f"N:c $:n {_BILL} , N:c2 $:n2 {_BILL} ?, and N:c3 $:n3 {_BILL}"
_PAY = "paid|pays|pay ?for ?it|them|everything with"
_HAND = "F=transfer_frame:f the cashier|clerk|seller"  # gave, handed (gsm_rates_bills checks)
_BILLS = "\n".join(
    f"bills_{verb}{n} | H:s @ADV {aux}{elems} {items} S:loc | op=bills holder=s kind=k qty=n"
    for verb, aux, elems in (
        ("has", "", "V=possession"),
        ("pay", "@AUX ", _PAY),
        ("hand", "@AUX ", _HAND),
    )
    for n, items in (("", _B1), ("2", _B2), ("3", _B3))
)
GSM_RATES_CLAUSES += "\n" + _BILLS

#: Things wanted at a price (gsm_rates_want): ``wants to buy a bike that costs $120``.
_ONE = "a|an|one|the K:k{i} that|which costs|cost $:p{i}"
_WANT = "H:s ?only|also|still|really wants|wanted|needs|needed ?to ?buy|get"
_WANTS = (
    ("want_cost", _ONE.format(i="")),
    ("want_cost2", f"{_ONE.format(i='')} ?, and {_ONE.format(i='2')}"),
    ("want_cost3", f"{_ONE.format(i='')} , {_ONE.format(i='2')} ?, and {_ONE.format(i='3')}"),
    ("want_for", "a|an|one|the K:k for $:p"),
    ("want_n_each", "N:n K:k that|which cost $:p each"),
    ("want_n_for_each", "N:n K:k for|at $:p each"),
)
GSM_RATES_CLAUSES += "\n" + "\n".join(
    f"{name} | {_WANT} {items} S:loc | op=want holder=s kind=k qty={'n' if 'N:n' in items else '?'}"
    for name, items in _WANTS
)
_NEED = "how much more ?money do|does|will|would H:s ?still need|needs"
_NEED_ROWS = (
    ("q_money_need", "T:t"),
    ("q_money_need_it", "to buy|get|afford them|it|everything|those|these T:t"),
    ("q_money_need_the", "to buy|get|afford the|both K:k T:t"),
    ("q_money_need_all", "to buy|get|afford all ?of ?the|those|these K:k T:t"),
    ("q_money_need_all_n", "to buy|get|afford all ?of ?the|those|these N:n K:k T:t"),
)
GSM_RATES_QUESTIONS += "\n" + "\n".join(
    f"{name} | {_NEED} {tail} | ask=money_need holder=s kind=${' qty=n' if 'N:n' in tail else ''}"
    f"{' other_kind=k' if 'K:k' in tail else ''}"
    for name, tail in _NEED_ROWS
)


def aux_adverb_rows(
    rows: tuple[tuple[str, str, dict[str, str]], ...],
) -> tuple[tuple[str, str, dict[str, str]], ...]:
    """``He has already cooked 7``: the twin of every row reading ``<adverb> <auxiliary>``
    (``already has``) that reads an auxiliary, then ``already`` (both present; the row
    itself reads either alone)."""
    from mathcore.organs.story.frames import ADV, AUX  # frames builds its table with these

    pair = f" {ADV} {AUX} "
    swapped = f" {AUX.lstrip('?')} already:adv "  # the recurring one; each twin costs reads
    return tuple(
        (f"{name}_aux_adv", elems.replace(pair, swapped, 1), tmpl)
        for name, elems, tmpl in rows
        if pair in elems
    )
