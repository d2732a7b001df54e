"""The GSM8K worked-solution replay: parsing, exact evaluation, tracing and every rejection."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mathcore.evals.metamorphic.chain import (
    ChainError,
    evaluate,
    parse_steps,
    question_numbers,
    render,
    replay,
    scaled_variants,
)

Q = "Nora buys 4 boxes of pens. Each box holds 6 pens. How many pens does Nora buy?"
W = "Nora buys 4*6 = <<4*6=24>>24 pens.\n#### 24"


def test_scaling_recomputes_the_gold_from_the_chain() -> None:
    out = {s.detail: (s.text, s.gold) for s in scaled_variants(Q, W)}
    assert out["4->8"] == (Q.replace("4 boxes", "8 boxes"), 48)
    assert out["6->18"] == (Q.replace("holds 6", "holds 18"), 72)
    assert out["4->40"][1] == 240
    assert len(out) == 6  # 4 and 6, each times 2, 3 and 10


def test_a_chain_through_earlier_results() -> None:
    q = "Ann has 5 red pens and 7 blue pens. She buys 3 packs of each. How many pens?"
    w = "5+7=<<5+7=12>>12\n12*3=<<12*3=36>>36\n#### 36"
    golds = {s.detail: s.gold for s in scaled_variants(q, w)}
    assert golds == {
        "5->10": 51,
        "5->15": 66,
        "5->50": 171,
        "7->14": 57,
        "7->21": 78,
        "7->70": 225,
        "3->6": 72,
        "3->9": 108,
        "3->30": 360,
    }


def test_money_keeps_its_dollar_sign_and_commas() -> None:
    q = "A bike costs $1,200 and a helmet costs $35. How much do both cost?"
    w = "1200+35=<<1200+35=1235>>1235\n#### 1235"
    texts = {s.text for s in scaled_variants(q, w)}
    assert "A bike costs $2,400 and a helmet costs $35. How much do both cost?" in texts
    assert "A bike costs $1,200 and a helmet costs $70. How much do both cost?" in texts


@pytest.mark.parametrize(
    ("question", "worked", "why"),
    [
        (
            "Tom has 8 cars and twice as many bikes. How many?",
            "8*2=<<8*2=16>>16\n#### 16",
            "2 untraced",
        ),
        ("Tom has 8 cars.", "no annotations here\n#### 8", "no chain"),
        ("Tom has 8 cars and 4 vans. How many?", "8+4=<<8+4=12>>12\n#### 13", "label mismatch"),
        ("Tom has 8 cars and 4 vans. How many?", "8+4=<<8+4=13>>13\n#### 13", "bad annotation"),
        ("Tom has 8 cars and 4 vans. How many?", "8+4=<<8+4=12>>12\nso 24\n#### 12", "prose"),
        ("Tom has 8 cars and 4 vans. How many?", "8+4=<<8+4=12>>12\n#### twelve", "label"),
        ("Tom has 8 cars and 4 vans. How many?", "<<8%4=0>>0\n#### 0", "non-arithmetic"),
        ("Tom has 8 cars and 4 vans. How many?", "<<8+4=x>>x\n#### 12", "inexact result"),
    ],
)
def test_unreplayable_chains_give_no_variant(question: str, worked: str, why: str) -> None:
    assert scaled_variants(question, worked) == [], why


def test_numbers_that_occur_twice_or_as_words_are_not_scaled() -> None:
    q = "Ed has 4 cats and 4 dogs and 3 birds. How many pets?"
    w = "4+4+3=<<4+4+3=11>>11\n#### 11"
    assert {s.detail.split("->")[0] for s in scaled_variants(q, w)} == {"3"}
    q2 = "Ed has 3 cats and three dogs. How many pets?"
    assert scaled_variants(q2, "3+3=<<3+3=6>>6\n#### 6") == []


def test_a_scaling_that_breaks_whole_numbers_or_signs_is_dropped() -> None:
    q = "Ed has 9 apples and eats 7 apples. How many are left?"
    w = "9-7=<<9-7=2>>2\n#### 2"
    details = {s.detail for s in scaled_variants(q, w)}
    assert "9->18" in details and "7->21" not in details  # 9-21 < 0


def test_ambiguous_sources_are_rejected() -> None:
    steps = parse_steps("<<3+3=6>>\n<<6*6=36>>")
    with pytest.raises(ChainError, match="both a question number and a result"):
        replay(steps, {3, 6}, 3, 5)
    with pytest.raises(ChainError, match="both the input and an earlier result"):
        replay(parse_steps("<<2+4=6>>\n<<6+1=7>>"), {2, 4, 6, 1}, 6, 12)
    with pytest.raises(ChainError, match="several steps"):
        replay(parse_steps("<<2+4=6>>\n<<3+3=6>>\n<<6+1=7>>"), {2, 4, 3, 1}, 2, 5)
    with pytest.raises(ChainError, match="neither"):
        replay(parse_steps("<<2+4=6>>\n<<6*5=30>>"), {2, 4}, 2, 5)


def test_question_numbers_skip_fractions_clocks_and_ordinals() -> None:
    nums = question_numbers("At 2:30 the 3rd of 5 boys ate 3/4 of $12.50 and 40% of 1,000.")
    assert [(n.value, n.dollar, n.percent) for n in nums] == [
        (5, False, False),
        (Fraction(25, 2), True, False),
        (40, False, True),
        (1000, False, False),
    ]


def test_render_keeps_the_written_form() -> None:
    n = question_numbers("It costs $3.50 or 1,500 points.")
    assert render(n[0], 7) == "$7.00"
    assert render(n[1], 3000) == "3,000"
    assert render(n[0], Fraction(1, 3)) is None


def test_evaluate_errors() -> None:
    for bad in (("(", 1), (1, "+"), (1, 2), ("*", 1), (1, "/", 0), ("(", 1, "+", 2)):
        with pytest.raises(ChainError):
            evaluate(bad)
    assert evaluate(("-", 3, "+", "(", 1, "/", 2, ")")) == Fraction(-5, 2)


_LEAF = st.integers(min_value=0, max_value=50)


@st.composite
def expressions(draw: st.DrawFn, depth: int = 3) -> tuple[list[str | int], Fraction]:
    if depth == 0 or draw(st.booleans()):
        n = draw(_LEAF)
        return [n], Fraction(n)
    left, lv = draw(expressions(depth - 1))
    right, rv = draw(expressions(depth - 1))
    op = draw(st.sampled_from("+-*/"))
    if op == "/" and rv == 0:
        op = "+"
    value = {"+": lv + rv, "-": lv - rv, "*": lv * rv, "/": lv / rv if rv else lv}[op]
    return ["(", *left, op, *right, ")"], value


@given(expressions())
def test_evaluate_agrees_with_fraction_arithmetic(pair: tuple[list[str | int], Fraction]) -> None:
    tokens, value = pair
    assert evaluate(tuple(tokens)) == value


@given(st.integers(2, 40), st.integers(2, 40), st.integers(2, 5))
def test_replay_of_a_product_is_linear(a: int, b: int, k: int) -> None:
    if a == b or a * k == b or b * k == a:
        return
    steps = parse_steps(f"<<{a}*{b}={a * b}>>")
    assert replay(steps, {a, b}, a, a * k) == [a * k * b]
