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
        "title",  # mr, mrs, dr: joins the name that follows (value: the gender it tells, m/f)
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
        # Guards of round 8 (story/risks8.py; docs/story_risks8.md):
        "made_verb",  # bake, make, produce: units made, whose contents come from elsewhere
        "serving_unit",  # cup: a unit that also counts servings (whole unless told otherwise)
        "modifier_attribute",  # red -> colour, large -> size: the attribute a modifier tells
        "ordinal_noun",  # grader: a noun an ordinal measure word names ("3 second graders")
        # Question forms (story/question_forms.py; docs/pack_words8.md):
        "span_time_unit",  # days -> day: a plural time unit ending a span (value: singular)
        "told_time_noun",  # day, week, weekend, hour: a time noun a told time may name
        "span_prep",  # for, during, over: opens a trailing span ("during both years")
        "span_two_word",  # both, two, 2: the count of a span's two told times
        "span_det",  # the, these, those: before a span's count ("for the two weeks")
        "time_ordinal",  # this, last, next, senior: tells one time of a unit from another
        "weekday",  # monday ... sunday: a told day by its name
        "deictic_day",  # yesterday, today, tomorrow: a told day relative to now
        "span_blocker",  # if, when, per, each: a question word that keeps its span
        "action_aux",  # did, does, will, were: an auxiliary of an asked action
        "more_fewer_word",  # more, fewer, less: a comparison's direction
        "yet_asked_word",  # will, would, going: a question or statement of what is yet to be
        "yet_told_word",  # will, going, tomorrow: a change told as yet to be
        "past_asked_word",  # did, was, were, had: a question asked of the past
        "group_person_noun",  # man, girl, friend: people a group names (value: clashing gender)
        "other_person_noun",  # mother, teacher, dog: people or pets a story may tell besides names
        "group_lead_word",  # the, all: opens a counted group ("the two men", "all 3 of them")
        "age_asked_word",  # old, older, age: a question that asks an age
        "money_unit_noun",  # dollar, cent: money units themselves (not coins)
        "place_prep",  # in, on, at: opens a place phrase ("On his farm,")
        "place_det",  # the, his, this, a: opens a place phrase's noun
        "total_tail_phrase",  # "in total", altogether: a total marker ending a question
        "place_article",  # the, a, this: a place named without a possessive
        # Question forms of round 6 (story/question_forms6.py):
        "possessive_subject",  # his -> he: an owner read as the subject (value: subject pronoun)
        "possessive_clitic",  # 's: a name's possessive ("Lily 's account")
        "save_word",  # saved, savings: money told as saved
        "spend_word_form",  # spent, bought, costs: money told as spent
        "money_gain_word",  # earned, gave, salary: money that comes from elsewhere than saving
        "money_place_noun",  # wallet, piggy, bank: a place money is kept
        "account_noun",  # account, wallet, fund: a place money asked as left is kept in
        "left_cue",  # remains, left: a "how much ... left" question
        "elided_than_cue",  # more, farther: a comparison whose "than" may be elided
        "all_tail_cue",  # both, all: a question that may end "for all the K" / "in both K"
        "total_marker_cue",  # altogether, total: a question with a total marker
        "farther_word",  # farther, further: "how many miles farther"
        "elided_ask_aux",  # did, does, will: the auxiliary of an elided-than question
        "marker_word",  # altogether, sum, if: a second total marker or a condition after one
        "question_aux",  # did, are, was: an auxiliary a moved total marker stands before
        "weight_unit",  # ounce, pound, gram: a unit of weight ("how much does each pile weigh")
        "all_tail_phrase",  # "for all the", "in both": a trailing phrase naming every K told
        "not_counted_word",  # money, first, two: heads a story counts that are not count nouns
        "third_place_word",  # third, other, three: a story that tells more than two of a place
        # Conditions in the question (story/conditions.py):
        "past_form_word",  # had, was, didn't: a form that shows the past whatever its lemma
        "present_form_word",  # has, is, doesn't: a form that shows the present
        "past_question_aux",  # did, was, were: a question asked in the past
        "hypothetical_aux",  # will, would: a question asked of what would be
        "generic_det",  # a, each, one: a clause told of any one of its kind
        "after_changes_word",  # left, end, now: a question asking the moment after every change
        "gendered_subject_pronoun",  # he, she: a subject a condition's name may be
        "trailing_subject_aux",  # do, can, has: an auxiliary before the asked name
        "other_person_pronoun",  # him, they: a pronoun of another person in a condition
        "pronoun_other_gender",  # his -> she: a pronoun and the subject it never fits (value)
        # Question forms of round 6b (story/question_forms6b.py):
        "scope_time_unit",  # day, week, month, year: a unit of the times a question spans
        "rate_per_word",  # each, per, a: before a time unit, a rate ("3 apples a day")
        "scope_prep",  # in, over, across: opens a question's trailing time scope
        "modal_aux",  # will, can, might: a question of what may be (no told times summed)
        "if_each_phrase",  # "if each", "if every": a lead condition told of any one
        "group_aux",  # have, did, can: after "the N" of a group question ("the 3 have")
        # Solver round 6 (story/solver6.py):
        "unscoped_tail_phrase",  # "in total", "left with": a question tail that scopes nothing
        "purpose_tail_lead",  # for, at: a purpose tail after "to <verb>" ("to sell at the fair")
        "left_word",  # left, remaining: a question of what is left
        "later_moment_word",  # now, still, later: a word of a moment after the story's changes
        "possessive_gender",  # his -> m: the gender a possessive tells (value)
        "still_past_word",  # had, was, were: a past state right after "still"
        # Question forms of round 7 (story/question_forms7.py, question_forms7b.py):
        "forms7_cue",  # left, than, combine: a question word that may open a round-7 form
        "forms7b_cue",  # than, bill, much: a question word that may open a round-7b form
        "article",  # the, a, an: before a container noun ("in the box", "A box holds")
        "take_lemma",  # take, eat, sell: a verb of taking some of a whole away
        "total_marker_word",  # total, altogether: a question already marked as a total
        "counting_word",  # a, each, more, on: before a noun the story counts ("a pen")
        "change_aux",  # must, will, can: before "get"/"receive" in a question of a change
        "money_form_noun",  # coin, bill, cheque: money held in another form than dollars
        # Money sentences (story/gsm_money.py, gsm_money_shop.py):
        "trade_lemma",  # buy, purchase, sell: a verb at a price (a purchase or a sale)
        "article_one",  # a, an, one: a count of one before a noun ("buys a ring for $10")
        "present_holding_word",  # has, have, now: money told as held in the present
        # Money of round 6 (story/gsm_money6.py, gsm_change.py, gsm_rates_priced.py):
        "payee_phrase",  # "the cashier": a payee money is handed to at a purchase
        "order_buy_lemma",  # buy, purchase, order: a purchase paid with a bill (change asked)
        "hand_lemma",  # give, hand, pay: a verb of handing money over
        "coin_word",  # penny, dime, dollar: a coin or cent unit (their own money ledger)
        "priced_trade_verbs",  # earn -> "sell": a question's money verb, the trades it counts
        "pronoun_number",  # he -> one, they -> many: how many a subject pronoun names (value)
        # Scene-setting sentences (story/setting.py), timed relations, MAWPS multi:
        "quantity_cue",  # half, more, left, how: a word that carries or changes a quantity
        "setting_subject_word",  # and, the, his: a word of a scene-setting subject
        "be_form",  # was, were, is, are: the verb of a scene-setting sentence
        "list_join",  # ",", and, or: joins the modifiers of one listed noun
        "away_time_word",  # yesterday, ago: a time away from the asked one
        "away_time_mod",  # last, next, previous: before a time word, a time away from now
        "present_modifier",  # good, working: a question's modifier naming what is left
        # Kinds, times and groups (pct4, mawps_eq, mawps_kinds, gsm_pct_adjust, gsm_groups,
        # distrib_cat, unknowns_scene):
        "pct_sort_word",  # taxes -> tax: the last word of a percent tail, by its sort (value)
        "pct_tail_lead",  # after, including, with: opens a percent tail ("after tax")
        "time_modifier",  # this, last, every: tells one time from another of the same name
        "after_changes_state_word",  # now, left, has: places a stated amount after the changes
        "age_modifier",  # new, old: a modifier a change's kind may drop (not yet known)
        "other_time_word",  # yesterday, last, later: a time other than the story's now
        "earlier_time_word",  # yesterday, last, ago: a time before the story's now
        "end_state_word",  # left, now, still: a holding told as the moment after its changes
        "wage_scope_word",  # weekday, overtime: a wage told for some of the time only
        "people_group_noun",  # group, family, party: a noun of a group of people
        "one_each_item",  # meal, ticket: an item a group's member has one of
        "group_member_noun",  # adult, child, guest: people a group's members are counted by
        "seated_noun",  # student, passenger: people a seat is for (one each)
        "time_shift_word",  # ago, last, later: a time shift in a statement
        "no_time_shift_word",  # had, left, saved: time or amount words that shift no time
        "present_state_word",  # is, are, has, have: a state told in the present
        # More story modules (mawps_parts, mawps_eq2, gsm_wages, gsm_time_age,
        # distrib, coord, conditions_part):
        "part_told_verb",  # are, were, received: the verb of a told part ("12 of them are red")
        "part_place_lead",  # at, in: opens a sentence placing a part ("At the party, ...")
        "attend_lemma",  # go, attend: members who came
        "miss_lemma",  # miss: members who did not come
        "wage_time_unit",  # minute, hour, day, week: the time a wage is paid by
        "wage_earn_lemma",  # earn, make, get: a money question verb of earning
        "wage_work_lemma",  # work: a verb of the paid work a wage pays for
        "age_what_word",  # sum, average, difference: an age question of several ages
        "use_up_lemma",  # eat, use, sell: a rate that uses up a stock
        "giver_noun",  # neighbor, stranger: a giver named by a plain category noun
        "coord_scope_word",  # on, the, both: words of a source that name no content
        "total_scope_word",  # total, both, overall: a question asking a total
        # MAWPS and GSM modules (weigh_cmp, mawps_lead, mawps_eq5_cost, mawps_asks,
        # gsm_pct_part, possessive, mawps_weather, mawps_more_asks, mawps_eq5_share,
        # mawps_eq3_spend):
        "weight_cmp_unit",  # pound, ounce, milligram: a unit of weight two holders compare in
        "lead_prep",  # in, on, at, during: opens a sentence's lead phrase
        "meal_noun",  # lunch, dinner, breakfast: a meal priced for each of a group
        "spend_ask_lemma",  # pay: a question verb of spending
        "article_part_word",  # half, third: a part after an article ("a third of")
        "partitive_owner",  # them, his, the: after "of" in a partitive ("half of his cards")
        "generic_time_form",  # day, weeks: a time of any day (weather told generically)
        "besides_word",  # also, another, again: an amount told besides another
        "share_person_noun",  # person, student: people a whole is shared among
        "spend_det",  # a, an, the, some: before a thing bought with the money spent
        "occasion_noun",  # trip, load, batch: a noun that counts occasions ("N at a time")
        # People and kin (boxed_restated, gsm_time_age_kin, frames4):
        "additional_word",  # also, besides, extra: a clause stating things besides the others
        "sibling_noun",  # brother, cousins: kin of the same generation
        "elder_kin_noun",  # mother, grandpa, aunt: kin of an older generation
        "younger_kin_noun",  # son, grandchildren: kin of a younger generation
        "age_order_adj",  # older -> 1, younger -> -1: the age order an adjective tells (value)
        "coming_person_noun",  # guest, visitor: people who may be "coming" (to a party)
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
