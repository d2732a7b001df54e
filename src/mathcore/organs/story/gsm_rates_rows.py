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
rates_at_rate | at this|that|the ?same|constant rate|pace|speed | op=none
rates_every | H:s ?only|already|now|still|also|usually|normally ?can|could {_VERB} N:n {{K}} every N:tn K:u | op=rates_in holder=s kind=k qty=n
rates_takes | it {_TAKES} O:s N:tn K:u to {_VERB} N:n {{K}} | op=rates_in holder=s kind=k qty=n
rates_takes_one | it {_TAKES} O:s a|an|one:t1 K:u to {_VERB} N:n {{K}} | op=rates_in holder=s kind=k qty=n
rates_takes_for | it {_TAKES} N:tn K:u for O:s to {_VERB} N:n {{K}} | op=rates_in holder=s kind=k qty=n
rates_subj_takes | H:s {_TAKES} N:tn K:u to {_VERB} N:n {{K}} | op=rates_in holder=s kind=k qty=n
"""

_IT = "will|would|does|did|do it take"
_QUESTION_ROWS = f"""
q_money_bare | how much do|does|did|will|would H:s T:t0 V=possession T:t | ask=state holder=s kind=@money
q_charge | how much ?money do|does|did|will|would H:s charge|charged T:t | ask=event holder=s kind=$ as_frame=earn
q_charge_for | how much ?money do|does|did|will|would H:s charge|charged for|in N:n K:u | ask=span holder=s kind=$ as_frame=earn qty=n other_kind=u
q_take_time | how many K:u {_IT} O:s to {_VERB} N:n {{K}} | ask=take_time holder=s kind=@u qty=n other_kind=k
q_take_time_for | how many K:u {_IT} for O:s to {_VERB} N:n {{K}} | ask=take_time holder=s kind=@u qty=n other_kind=k
q_take_time_all | how many K:u {_IT} O:s to {_VERB} all:n ?of the|his|her|their K:k | ask=take_time holder=s kind=@u qty=n other_kind=k
q_take_time_all_for | how many K:u {_IT} for O:s to {_VERB} all:n ?of the|his|her|their K:k | ask=take_time holder=s kind=@u qty=n other_kind=k
q_take_time_it | how many ?more|additional K:u {_IT} to {_VERB} ?an ?additional|another|more N:n {{K}} | ask=take_time holder= kind=@u qty=n other_kind=k
q_take_long_all | how long {_IT} O:s to {_VERB} all:n ?of the|his|her|their K:k | ask=take_time holder=s kind=@span qty=n other_kind=k
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
