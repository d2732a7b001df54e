"""Number scaling with a gold recomputed from the dataset's own worked solution.

A GSM8K answer is a worked solution with calculator annotations ``<<48/2=24>>``. We parse
that chain, trace every literal of every annotation to a number of the question or to an
earlier step's result, substitute one question number (one that occurs exactly once) by a
multiple, and re-evaluate the chain exactly with Fractions, in order. The last step's new
value is the new gold. Our solver is never consulted: the gold is the dataset author's
arithmetic replayed on new inputs.

A variant is kept only when nothing is ambiguous: every annotation parses and evaluates to its
annotated result, every literal has exactly one source, every number written in the prose
outside the annotations is a question number or an annotated result (no unannotated
arithmetic), the final label is the last step's result, and the new chain keeps whole
numbers whole and non-negative numbers non-negative.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from mathcore.exact import Number, canonical, normalize, parse_exact

_ANNOTATION = re.compile(r"<<([^<>=]+)=([^<>]+)>>")
_EXPR_CHARS = re.compile(r"^[0-9.+\-*/() ]+$")
_EXPR_TOKEN = re.compile(r"\d+(?:\.\d+)?|\.\d+|[-+*/()]")
#: A number written in the question: optional ``$``, thousands commas, decimals.
_Q_NUMBER = re.compile(r"(?<![\w.,/:])(\$?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\w/:]|[.,]\d)")
_PROSE_NUMBER = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?")
_ORDINAL = re.compile(r"^(?:st|nd|rd|th)\b")

#: Spelled numbers a question may use for the same value as a digit candidate.
_WORDS = {
    2: "two|twice|double|pair|half|halves",
    3: "three|triple|thrice|thirds?",  # "one-third of her aunt's age": the 3 of 8 x 3
    4: "four|fourths?|quarters?",
    5: "five|fifths?",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    12: "twelve|dozen",
}

#: Multipliers tried for each substitutable number.
FACTORS = (2, 3, 10)


class ChainError(ValueError):
    """The worked solution cannot be replayed unambiguously."""


@dataclass(frozen=True, slots=True)
class QNumber:
    """One number of the question text: value, span and how it was written."""

    value: Number
    start: int
    end: int
    dollar: bool
    commas: bool
    decimals: int
    percent: bool


@dataclass(frozen=True, slots=True)
class Step:
    """One annotation: its tokens (literals are exact values) and its annotated result."""

    tokens: tuple[str | Number, ...]
    result: Number


def question_numbers(text: str) -> list[QNumber]:
    """Numbers written with digits in ``text`` (fractions, clock times and ordinals left out)."""
    out: list[QNumber] = []
    for m in _Q_NUMBER.finditer(text):
        after = text[m.end() :]
        if _ORDINAL.match(after):
            continue
        digits = m.group(2) + (m.group(3) or "")
        value = parse_exact(digits)
        if value is None:
            continue
        decimals = len(m.group(3)) - 1 if m.group(3) else 0
        percent = after.lstrip().startswith("%") or after.lower().startswith(" percent")
        out.append(
            QNumber(
                value, m.start(), m.end(), bool(m.group(1)), "," in m.group(2), decimals, percent
            )
        )
    return out


def parse_steps(worked: str) -> list[Step]:
    """The annotations of a worked solution, in order; ``ChainError`` if one does not parse."""
    steps: list[Step] = []
    for m in _ANNOTATION.finditer(worked):
        expr, result_text = m.group(1), m.group(2).strip()
        if not _EXPR_CHARS.match(expr):
            raise ChainError(f"annotation {expr!r} has non-arithmetic characters")
        result = parse_exact(result_text)
        if result is None:
            raise ChainError(f"annotation result {result_text!r} is not exact")
        tokens: list[str | Number] = []
        for tok in _EXPR_TOKEN.findall(expr):
            value = parse_exact(tok)
            tokens.append(tok if value is None else value)
        if "".join(_EXPR_TOKEN.findall(expr)) != expr.replace(" ", ""):
            raise ChainError(f"annotation {expr!r} does not tokenize")
        steps.append(Step(tuple(tokens), result))
    if not steps:
        raise ChainError("no calculator annotations")
    return steps


def evaluate(tokens: tuple[str | Number, ...]) -> Number:
    """Exact value of an arithmetic token list (``+ - * /``, parentheses, unary minus)."""
    pos = 0

    def peek() -> str | Number | None:
        return tokens[pos] if pos < len(tokens) else None

    def take() -> str | Number:
        nonlocal pos
        if pos >= len(tokens):
            raise ChainError("expression ends early")
        pos += 1
        return tokens[pos - 1]

    def atom() -> Fraction:
        tok = take()
        if tok == "(":
            value = expr()
            if take() != ")":
                raise ChainError("unbalanced parentheses")
            return value
        if tok == "-":
            return -atom()
        if isinstance(tok, str):
            raise ChainError(f"unexpected {tok!r}")
        return Fraction(tok)

    def term() -> Fraction:
        value = atom()
        while peek() in ("*", "/"):
            op, rhs = take(), atom()
            if op == "/" and rhs == 0:
                raise ChainError("division by zero")
            value = value * rhs if op == "*" else value / rhs
        return value

    def expr() -> Fraction:
        value = term()
        while peek() in ("+", "-"):
            op, rhs = take(), term()
            value = value + rhs if op == "+" else value - rhs
        return value

    value = expr()
    if pos != len(tokens):
        raise ChainError("trailing tokens")
    return normalize(value)


Source = Callable[[list[Number]], Number]


def _source(
    value: Number,
    old: Number,
    qvalues: set[Number],
    results: list[Number],
    words: frozenset[Number] = frozenset(),
) -> Source:
    """Where a literal comes from: the substituted number, a constant or an earlier step."""
    earlier = [j for j, r in enumerate(results) if r == value]
    if value in words and earlier:  # "8 - 6 = 2 ... 8 x 2" over "twice her age": which 2?
        raise ChainError(f"{canonical(value)} is both an earlier result and a worded constant")
    if value == old:
        if earlier:
            raise ChainError(f"{canonical(value)} is both the input and an earlier result")
        return lambda new: new[-1]
    if value in qvalues:
        if earlier:
            raise ChainError(f"{canonical(value)} is both a question number and a result")
        return lambda new: value
    if len(earlier) > 1:
        raise ChainError(f"{canonical(value)} is the result of several steps")
    if value == 100 and earlier:  # "(75/100)*100": the step that came to 100, or the percent
        raise ChainError("100 is both an earlier result and the percent constant")
    if not earlier:
        raise ChainError(f"{canonical(value)} is traced to neither the question nor a step")
    j = earlier[0]
    return lambda new: new[j]


def replay(
    steps: list[Step],
    qvalues: set[Number],
    old: Number,
    new: Number,
    words: frozenset[Number] = frozenset(),
) -> list[Number]:
    """New step results with ``old`` substituted by ``new``; ``ChainError`` when ambiguous
    (``words``: constants the question writes as words, ``twice``, ``half``)."""
    results: list[Number] = []
    fresh: list[Number] = []
    for step in steps:
        if evaluate(step.tokens) != step.result:
            raise ChainError(f"annotation does not evaluate to {canonical(step.result)}")
        tokens: list[str | Number] = []
        for tok in step.tokens:
            if isinstance(tok, str):
                tokens.append(tok)
            else:
                tokens.append(_source(tok, old, qvalues, results, words)([*fresh, new]))
        value = evaluate(tuple(tokens))
        if isinstance(step.result, int) and not isinstance(value, int):
            raise ChainError("a whole step becomes fractional")
        if step.result >= 0 > value:
            raise ChainError("a non-negative step becomes negative")
        results.append(step.result)
        fresh.append(value)
    return fresh


def _prose_numbers_traced(worked: str, known: set[Number]) -> bool:
    """Every number in the prose outside annotations is a question number or a step result."""
    prose = _ANNOTATION.sub(" ", worked.rsplit("####", 1)[0])
    for tok in _PROSE_NUMBER.findall(prose):
        value = parse_exact(tok)
        if value is None or value not in known:
            return False
    return True


def render(q: QNumber, value: Number) -> str | None:
    """``value`` written like ``q`` was (``$``, commas, decimals); ``None`` if it cannot be."""
    value = normalize(value)
    if isinstance(value, int):
        body = f"{value:,}" if q.commas else str(value)
        if q.decimals:
            body += "." + "0" * q.decimals
    else:
        text = canonical(value)
        if "/" in text or "-" in text:
            return None
        body = text
    return ("$" if q.dollar else "") + body


@dataclass(frozen=True, slots=True)
class Scaled:
    """One scaled question with its recomputed gold and what was changed."""

    text: str
    gold: Number
    detail: str


def _candidates(question: str, numbers: list[QNumber]) -> list[QNumber]:
    counts: dict[Number, int] = {}
    for q in numbers:
        counts[q.value] = counts.get(q.value, 0) + 1
    out = []
    for q in numbers:
        if counts[q.value] != 1 or q.value in (0, 1) or (1900 <= q.value <= 2100):
            continue
        words = _WORDS.get(int(q.value)) if isinstance(q.value, int) else None
        if words and re.search(rf"\b(?:{words})\b", question, re.IGNORECASE):
            continue
        out.append(q)
    return out


def scaled_variants(question: str, worked: str) -> list[Scaled]:
    """Every unambiguous scaling of one question number (by each of ``FACTORS``)."""
    try:
        steps = parse_steps(worked)
        label = parse_exact(worked.rsplit("####", 1)[1].strip().lstrip("$"))
    except (ChainError, IndexError):
        return []
    if label is None or steps[-1].result != label:
        return []
    numbers = question_numbers(question)
    qvalues = {q.value for q in numbers}
    chain_values = {t for s in steps for t in s.tokens if not isinstance(t, str)}
    worded = frozenset(
        v for v, w in _WORDS.items() if re.search(rf"\b(?:{w})\b", question, re.IGNORECASE)
    )
    if not _prose_numbers_traced(worked, qvalues | {s.result for s in steps}):
        return []
    out: list[Scaled] = []
    for q in _candidates(question, numbers):
        if q.value not in chain_values:
            continue
        for factor in FACTORS:
            new = normalize(q.value * factor)
            if new in qvalues or new in chain_values or (q.percent and new > 100):
                continue
            written = render(q, new)
            try:
                fresh = replay(steps, qvalues, q.value, new, worded) if written else None
            except ChainError:
                fresh = None
            if written is None or fresh is None:
                continue
            text = question[: q.start] + written + question[q.end :]
            detail = f"{question[q.start : q.end]}->{written}"
            out.append(Scaled(text, fresh[-1], detail))
    return out
