"""The variant builders: renaming, distractors, same-noun / same-person, reorder, paraphrase."""

from __future__ import annotations

import re
from random import Random

from hypothesis import given
from hypothesis import strategies as st

from mathcore.evals.metamorphic.distractors import (
    clause_variants,
    distractor_variants,
    same_noun_variants,
    same_person_variants,
    sentence_starts,
)
from mathcore.evals.metamorphic.names import (
    FEMALE,
    MALE,
    gender,
    person_names,
    rename,
    rename_variants,
)
from mathcore.evals.metamorphic.numwords import number_word_variants
from mathcore.evals.metamorphic.paraphrase import converse_variants, paraphrase_variants
from mathcore.evals.metamorphic.reorder import reorder_variants
from mathcore.evals.metamorphic.unanswerable import (
    foreign_holder_variant,
    foreign_noun_variant,
    no_question_variant,
)

T = "Olivia has 14 marbles. She buys 9 more marbles. How many marbles does Olivia have now?"


def test_rename_is_consistent_same_gender_and_unused() -> None:
    out = rename_variants(T, Random(1))
    assert len(out) == 2
    for label, text in out:
        old, new = label.split("->")
        assert old == "Olivia" and new in FEMALE and new.lower() not in T.lower()
        assert text == T.replace("Olivia", new)


def test_rename_follows_possessives_and_skips_unknown_or_ambiguous_names() -> None:
    text = "Tom's dog has 3 bones. Sam has 2 bones. May has 1. How many bones?"
    assert person_names(text) == ("Tom",)
    assert rename(text, "Tom", "Ken").startswith("Ken's dog")
    assert gender("Sam") is None and gender("May") is None and gender("Will") is None


def test_name_lists_do_not_overlap() -> None:
    assert not FEMALE & MALE


def test_distractor_goes_at_every_boundary_before_the_question() -> None:
    out = distractor_variants(T, Random(3))
    at = {label.split(":")[0] for label, _ in out}
    assert at == {"@0", "@1", "@2"}
    for _, text in out:
        assert text.endswith("How many marbles does Olivia have now?")


def test_person_distractor_avoids_pronoun_capture() -> None:
    for label, _ in distractor_variants(T, Random(5)):
        name = label.split(": ")[1].split()[0]
        assert gender(name) != "female"  # "She" could point to a new woman
    both = "Ann has 3 pens. He gives her 1 pen. How many pens does she have?"
    assert all(
        label.split(": ")[1].startswith("The ") for label, _ in distractor_variants(both, Random(0))
    )


def test_blocked_words_and_categories_remove_templates() -> None:
    text = "Ann has 3 toys. Bob has 2 toys. How many toys do they have?"
    people = [
        lbl
        for lbl, _ in distractor_variants(text, Random(0))
        if not lbl.split(": ")[1].startswith("The ")
    ]
    assert people == []  # "toys" gathers things: no new person may be added
    years = (
        "The library opened 5 years ago. The old bridge is 3 meters long. "
        "The town park has 4 benches. How many?"
    )
    assert [
        lbl for lbl, _ in distractor_variants(years, Random(0)) if "The " in lbl.split(": ")[1]
    ] == []


def test_sentence_starts_ignore_abbreviations_and_initials() -> None:
    text = "Mr. Lee left at 8 a.m. and came back. J. R. had 4. How many?"
    starts = sentence_starts(text)
    assert [text[s : s + 2] for s in starts] == ["Mr", "J.", "Ho"]


def test_distractor_number_is_new() -> None:
    for _, text in distractor_variants(T, Random(9)):
        extra = set(re.findall(r"\d+", text)) - set(re.findall(r"\d+", T))
        assert len(extra) == 1


def test_same_noun_only_for_one_holder_and_no_totals() -> None:
    q = "Brenda has 12 cookies. Tom has 5 more cookies than Brenda. How many cookies does Tom have?"
    out = same_noun_variants(q, Random(0))
    assert len(out) == 3 and all(" cookies." in label for label, _ in out)
    total = "Brenda has 12 cookies. Tom has 5 cookies. How many cookies do they have in total?"
    assert same_noun_variants(total, Random(0)) == []


def test_same_person_uses_a_fresh_noun_and_a_name_of_the_text() -> None:
    out = same_person_variants(T, Random(0))
    assert out and all(label.split(": ")[1].startswith("Olivia ") for label, _ in out)
    assert same_person_variants("Ann has 3 toys. How many toys does Ann have?", Random(0)) == []


def test_reorder_swaps_parallel_facts_only() -> None:
    q = "Peter grew 23 beans. Diana grew 17 beans. How many beans did they grow?"
    assert reorder_variants(q) == [
        ("swap 0<->1", "Diana grew 17 beans. Peter grew 23 beans. How many beans did they grow?")
    ]
    assert reorder_variants(T) == []  # a pronoun and different verbs
    assert reorder_variants("Ann had 3 pens. Ann had 4 cups. How many pens?") == []  # same name


def test_paraphrase_rules() -> None:
    got = dict(paraphrase_variants(T))
    assert got["how-many-have"].endswith("What is the number of marbles that Olivia has now?")
    money = dict(paraphrase_variants("Ann had $5. How much money did she have?"))
    assert money["how-much-money"].endswith("What was the amount of money that she had?")
    there = dict(paraphrase_variants("If a box holds 4, how many pens are there in total?"))
    assert there["how-many-there"] == "If a box holds 4, what is the total number of pens?"
    assert there["in total->in all"].endswith("how many pens are there in all?")
    back = dict(paraphrase_variants("Ann has 4 pens. What is the number of pens that Ann has?"))
    assert back["number-of-that"].endswith("How many pens does Ann have?")
    assert paraphrase_variants("How many more pens does Ann have?") == []


@given(st.sampled_from(sorted(FEMALE)), st.sampled_from(sorted(MALE)))
def test_rename_round_trips(female: str, male: str) -> None:
    text = f"{female} has 3 pens. {male} gives {female} 2 pens. How many pens does {female} have?"
    for label, variant in rename_variants(text, Random(0)):
        old, new = label.split("->")
        assert rename(variant, new, old) == text


@given(st.integers(0, 10_000))
def test_removing_the_distractor_gives_the_original(seed: int) -> None:
    for label, text in distractor_variants(T, Random(seed)):
        sentence = label.split(": ", 1)[1]
        assert text.replace(sentence + " ", "", 1) == T


def test_unanswerable_variants() -> None:
    assert no_question_variant(T) == [("question removed", T[: T.index(" How")])]
    assert no_question_variant("Ann has 3 pens.") == []
    got = dict(foreign_noun_variant(T))
    assert got["marbles->stamps"].endswith("How many stamps does Olivia have now?")
    assert got["marbles->stamps"].startswith("Olivia has 14 marbles.")
    assert got["how many marbles->how much money"].endswith("How much money does Olivia have now?")
    money = "Ann had $9. She spent $4. How much money does she have?"
    assert foreign_noun_variant(money) == [
        (
            "how much money->how many stamps",
            "Ann had $9. She spent $4. How many stamps does she have?",
        )
    ]
    costs = "A pen costs 3 dollars. How many pens can Anna buy with 9 dollars?"
    assert [label for label, _ in foreign_noun_variant(costs)] == ["pens->stamps"]
    assert foreign_noun_variant("Ann has 3 pens. How many more does she want?") == []
    q = "Martha has 2 pens. If Joyce gives 3 pens to Martha, how many pens will Martha have?"
    ((label, text),) = foreign_holder_variant(q, Random(0))
    new = label.split("->")[1].split()[0]
    assert gender(new) == "female"
    assert text == q[: q.index("how")] + f"how many pens will {new} have?"
    assert foreign_holder_variant("Ann has 2 pens. How many pens does Ann have?", Random(0)) == []
    assert foreign_holder_variant("Anna has 2 pens. How many pens does Anna have?", Random(0))
    assert foreign_holder_variant("Anna has 2 pens. What does Anna have?", Random(0)) == []


def test_number_words() -> None:
    text = "Ann has 14 pens at 2:30 for $5, 10% off, 3/4 of 1.5 and a 5-year-old. 12 came. How?"
    assert [label for label, _ in number_word_variants(text)] == ["14->fourteen", "12->Twelve"]
    assert number_word_variants(T)[1][1].startswith("Olivia has 14 marbles. She buys nine more")


def test_clause_goes_after_the_opening_name_of_each_fact() -> None:
    q = "Peter grew 23 beans. Diana grew 17 beans. How many beans did they grow?"
    out = clause_variants(q, Random(0))
    assert [label.split(",")[0] for label, _ in out] == ["Peter", "Diana"]
    assert out[0][1].startswith("Peter, who is ")
    assert out[0][1].endswith(
        " years old, grew 23 beans. Diana grew 17 beans. How many beans did they grow?"
    )
    assert clause_variants("Peter is 9 years old. How old is Peter?", Random(0)) == []


def test_comparative_distractor_names_two_new_people() -> None:
    seen = False
    for seed in range(40):
        for label, _ in distractor_variants(T, Random(seed)):
            if " more " in label:
                words = label.split(": ")[1].split()
                assert words[0] != words[-1].rstrip(".") and "Olivia" not in label
                seen = True
    assert seen


def test_converse_comparisons() -> None:
    q = "Jim has 20 more toads than Tim does. Ann has 4 less toads than Jim. How many toads?"
    assert [text for _, text in converse_variants(q)] == [
        "Tim has 20 fewer toads than Jim. Ann has 4 less toads than Jim. How many toads?",
        "Jim has 20 more toads than Tim does. Jim has 4 more toads than Ann. How many toads?",
    ]
    assert converse_variants("Jim has 2 more pens than Tim. He has 3. How many pens?") == []
    assert converse_variants("Jim has 2 more pens than Jim. How many pens?") == []
    # the swap would move a relative clause's antecedent (", who has 3" is now about Jim)
    assert converse_variants("Jim has 2 more pens than Tim, who has 3. How many pens?") == []
