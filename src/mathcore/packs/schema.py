"""What a pack row may say: the allowlists the loader enforces.

These are schema, not language: the words themselves live in the pack files.
"""

from __future__ import annotations

#: Lexicon categories a pack row may carry.
LEXICON_CATEGORIES = frozenset(
    {
        "number_word",  # one, twelve, twenty (value)
        "number_scale",  # hundred, thousand (value)
        "multiplier",  # twice, double, triple (value)
        "fraction_word",  # half, third, quarter (value)
        "unit",  # hour, minute, mile, liter, dollar ... (value: canonical unit name)
        "noun",  # a count noun by surface form (value: its singular)
        "drain_token",  # a word a reader may skip without changing meaning
        "rate_cue",  # rate organs: together (sum), fills (inflow:fill), pm (clock)
        "relation_cue",  # more, fewer, each, not, equally ... (value: its role in a relation)
        "name",  # a person's name (story holder)
        "pronoun",  # he, she, they, him, them (value: the subject form)
        "title",  # mr, mrs, dr: joins the name that follows
        "time_word",  # monday, april, today, week: scopes time, carries no quantity
        "verb",  # a non-change verb by class (value: possession, placement, price, need)
        "verb_lemma",  # a change verb's base form (value: found -> find)
        "activity",  # an -ing verb of scene-setting ("was trying"): carries no quantity
        "function_word",  # closed-class words a story frame reads literally
        "modifier",  # a word that narrows a count noun (red, baseball)
        "complement",  # boy -> girl: the other part of a whole split in two (value: other:wholes)
        "hypernym",  # parrot -> bird: every one of the noun is one of the value's noun
        "coin_value",  # penny, dime, quarter (singular noun): its worth in cents (value)
        "synonym",  # pics -> picture: a clipped or other form of a count noun (value: its singular)
        "amount_time",  # first, saved -> before; left, now -> after: when an amount is asked
        # Untold acts (story/untold_acts.py), each by its singular or base form:
        "measure_noun",  # point, page, mile: an amount also counted through other things
        "money_noun",  # money, coin, bill: money told in another kind than dollars
        "duration_noun",  # second, hour, week: time an act went on for (a wage's hours)
        "people_noun",  # guest, friend, child: people brought to, or among, a place's people
        "receive_verb",  # get, receive: a money/thing question verb of receiving
        "earn_verb",  # earn, make: a money question verb that work may have earned
        "money_act_verbs",  # earn -> "sell": a money question verb's acts that move money
        "act_synonym_group",  # pick -> "pick gather harvest": verbs that may tell one act
        # Solver round 7 (story/solver7.py):
        "buy_verb",  # buy, purchase: a purchase whose units are priced by their contents
        "pay_verb",  # pay, spend: a money question of what was paid for purchases
        "make_verb",  # make: before a need's target count ("to make 50 sandwiches")
        # Guards of round 7 (story/risks7.py):
        "hold_verb",  # have, own, hold: a holding asked with "did" ("did Tom own")
        "per_unit_use_verb",  # needs, takes, requires: what a unit uses ("Each scarf needs")
        "use_verb_form",  # use, used, took: the other forms of per-unit use
        "total_word",  # total, all, altogether: an amount told as a total over kinds
        "held_when_word",  # left, now, finally: after "did ... have", says when or what
    }
)

#: Frame classes a frame row may open.
FRAME_CLASSES = frozenset(
    {
        "increment_frame",
        "decrement_frame",
        "transfer_frame",
        "remainder_frame",
    }
)

#: Composition categories (ADR-0169, exactly as the seed gives them).
SAFE_COMPOSITION_CATEGORIES = frozenset(
    {
        "multiplicative_composition",
        "additive_composition",
        "subtractive_composition",
    }
)

POLARITIES = frozenset({"affirms", "falsifies"})
