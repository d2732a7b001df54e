"""The frame table: clause frames (events) and question frames (targets), as data.

Each row: (name, elements, template). A template names the event op (or question ask) and
which bindings fill its slots; ``=prev`` continues the previous clause's subject and op.
Adding a construction means adding a row here (and the words it needs to the pack).
"""

from __future__ import annotations

Row = tuple[str, str, dict[str, str]]

ADV = "?only|already|now|still|then|also"

CLAUSES: tuple[Row, ...] = (
    (
        "has",
        f"H:s {ADV} V=possession {ADV} N:n K?:k S:loc ?F=remainder_frame S:loc2",
        {"op": "has", "holder": "s", "kind": "k", "qty": "n"},
    ),
    (
        "starts_with",
        "H:s starts|started|begins|began with N:n K?:k S:loc",
        {"op": "has", "holder": "s", "kind": "k", "qty": "n"},
    ),
    (
        "there_are",
        "there is|are|was|were ?now|still|only N:n K:k S:loc ?F=remainder_frame",
        {"op": "has", "holder": "loc", "kind": "k", "qty": "n"},
    ),
    (
        "gain",
        f"H:s {ADV} F=increment_frame:f ?another N:n ?more K?:k S:loc",
        {"op": "gain", "holder": "s", "kind": "k", "qty": "n"},
    ),
    (
        "gain_from",
        f"H:s {ADV} F=increment_frame:f ?another N:n ?more K?:k from O:o S:loc",
        {"op": "give", "holder": "o", "other": "s", "kind": "k", "qty": "n"},
    ),
    (
        "gain_some",
        f"H:s {ADV} F=increment_frame:f some|more K:k S:loc",
        {"op": "gain", "holder": "s", "kind": "k", "qty": "?"},
    ),
    (
        "lose",
        f"H:s {ADV} F=decrement_frame:f N:n K?:k S:loc",
        {"op": "lose", "holder": "s", "kind": "k", "qty": "n"},
    ),
    (
        "lose_of",
        f"H:s {ADV} F=decrement_frame:f N:n of the|his|her|their|its K:k S:loc",
        {"op": "lose", "holder": "s", "kind": "k", "qty": "n"},
    ),
    (
        "lose_some",
        f"H:s {ADV} F=decrement_frame:f some of ?the|his|her|their K:k S:loc",
        {"op": "lose", "holder": "s", "kind": "k", "qty": "?"},
    ),
    (
        "give_to",
        f"H:s {ADV} F=transfer_frame:f N:n K?:k to O:o S:loc",
        {"op": "give", "holder": "s", "other": "o", "kind": "k", "qty": "n"},
    ),
    (
        "give_dative",
        f"H:s {ADV} F=transfer_frame:f O:o N:n K?:k S:loc",
        {"op": "give", "holder": "s", "other": "o", "kind": "k", "qty": "n"},
    ),
    (
        "give_dative_of",
        f"H:s {ADV} F=transfer_frame:f O:o N:n of the|his|her|their K:k S:loc",
        {"op": "give", "holder": "s", "other": "o", "kind": "k", "qty": "n"},
    ),
    (
        "give_some",
        f"H:s {ADV} F=transfer_frame:f O:o some of ?the|his|her|their K:k S:loc",
        {"op": "give", "holder": "s", "other": "o", "kind": "k", "qty": "?"},
    ),
    (
        "give_all",
        f"H:s {ADV} F=transfer_frame:f all of his|her|their K:k to O:o S:loc",
        {"op": "give", "holder": "s", "other": "o", "kind": "k", "qty": "all"},
    ),
    (
        "place",
        f"H:s {ADV} V=placement N:n ?more K?:k S:loc",
        {"op": "gain", "holder": "loc", "kind": "k", "qty": "n"},
    ),
    (
        "each_has",
        "each|every K:u V=possession N:n K:k S:loc",
        {"op": "each", "holder": "", "other_kind": "u", "kind": "k", "qty": "n"},
    ),
    (
        "n_in_each",
        "there is|are N:n K:k in|on each|every K:u",
        {"op": "each", "holder": "", "other_kind": "u", "kind": "k", "qty": "n"},
    ),
    (
        "price_each",
        "each|a|an|one K:k V=price $:n",
        {"op": "price", "holder": "", "kind": "k", "qty": "n"},
    ),
    (
        "price_plural",
        "the ?F=increment_frame K:k V=price $:n each|apiece",
        {"op": "price", "holder": "", "kind": "k", "qty": "n"},
    ),
    (
        "more_than",
        f"H:s {ADV} V=possession N:n more K?:k than O:o",
        {"op": "more", "holder": "s", "other": "o", "kind": "k", "qty": "n"},
    ),
    (
        "fewer_than",
        f"H:s {ADV} V=possession N:n fewer|less K?:k than O:o",
        {"op": "fewer", "holder": "s", "other": "o", "kind": "k", "qty": "n"},
    ),
    ("continue", "N:n ?more K?:k S:loc", {"op": "=prev", "kind": "k", "qty": "n"}),
)

QUESTIONS: tuple[Row, ...] = (
    (
        "q_state",
        "how many K?:k do|does|did|will|would H:s ?still V=possession T:t S:loc T:t2",
        {"ask": "state", "holder": "s", "kind": "k"},
    ),
    (
        "q_end_with",
        "how many K?:k do|does|did|will H:s end with T:t",
        {"ask": "state", "holder": "s", "kind": "k"},
    ),
    (
        "q_there",
        "how many K:k are|were|is|will there ?be T:t S:loc T:t2",
        {"ask": "state", "holder": "loc", "kind": "k"},
    ),
    (
        "q_are_in",
        "how many K:k are|were|is ?now|left|still S:loc T:t",
        {"ask": "state", "holder": "loc", "kind": "k"},
    ),
    (
        "q_event",
        "how many K?:k did|does|will H:s F=increment_frame/decrement_frame:f S:loc T:t",
        {"ask": "event", "holder": "s", "kind": "k", "frame": "f"},
    ),
    (
        "q_event_to",
        "how many K?:k did|does|will H:s F=transfer_frame:f ?to O:o S:loc T:t",
        {"ask": "event", "holder": "s", "kind": "k", "frame": "f", "other": "o"},
    ),
    (
        "q_passive",
        "how many K:k were|was F=increment_frame/decrement_frame:f S:loc T:t",
        {"ask": "event", "holder": "*", "kind": "k", "frame": "f"},
    ),
    (
        "q_more",
        "how many more K?:k do|does|did H:s V=possession than O:o T:t",
        {"ask": "difference", "holder": "s", "other": "o", "kind": "k"},
    ),
    (
        "q_count_of",
        "how many K:k are|is ?there in N:n K:u",
        {"ask": "count_of", "holder": "", "kind": "k", "qty": "n", "other_kind": "u"},
    ),
    (
        "q_money",
        "how much money do|does|did|will|would H:s V=possession T:t",
        {"ask": "state", "holder": "s", "kind": "$"},
    ),
    (
        "q_spend",
        "how much ?money do|does|did|will|would H:s F=decrement_frame/increment_frame:f T:t",
        {"ask": "event", "holder": "s", "kind": "$", "frame": "f"},
    ),
    (
        "q_cost",
        "how much do|does|would|will N:n K:k cost",
        {"ask": "cost_of", "holder": "", "kind": "k", "qty": "n"},
    ),
)
