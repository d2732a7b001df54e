"""ADR-0169 hazard pins, each run through the path that reads the registries.

Every pin solves its problem with ``$MATHCORE_PACK`` pointing at a scratch pack that holds the
synthetic ratification, so the organs read the changed registries exactly as a served process
would. A control test proves the harness can fail: falsifying a composition the story solver
uses turns its answers into refusals, and the walks below require at least one taught row to
move the reading before they accept a pin.

- Mark's gigs (GSM8K train; published label 280 is disputed, worked solution 140): refused or
  140, never 280, after any allowlisted composition variant and any lexical/frame row taught at
  its blocking tokens.
- Ella's bags of 20 and 25 apples: refused or the published answer, never a collapsed sum.
- Operand swap: a subtraction's derivation is always ``initial - removed``.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from teaching_kit import GSM8K_TRAIN

from mathcore import solve, to_record
from mathcore.exact import Number, parse_exact
from mathcore.packs.loader import DEFAULT_PACK, PACK_ENV, current_pack, load_pack
from mathcore.packs.manifest import write_manifest
from mathcore.packs.schema import FRAME_CLASSES, POLARITIES, SAFE_COMPOSITION_CATEGORIES
from mathcore.results import Refused, Solved

MARK = "Mark does a gig every other day for 2 weeks"
ELLA = "Ella has 4 bags with 20 apples in each bag and six bags with 25 apples"
EXTRA = "zz_hazard.jsonl"
LEXICAL = ("name", "noun", "modifier", "function_word", "time_word", "drain_token")


def find(prefix: str) -> tuple[str, Number]:
    if not GSM8K_TRAIN.is_file():
        pytest.skip("../shared/data/gsm8k/train.jsonl is absent")
    for line in GSM8K_TRAIN.read_text(encoding="utf-8").split("\n"):
        if prefix in line:
            row = json.loads(line)
            gold = parse_exact(row["answer"].rsplit("####", 1)[1])
            assert gold is not None
            return str(row["question"]), gold
    pytest.fail(f"no GSM8K train problem starts with {prefix!r}")


class Scratch:
    """A scratch copy of the pack whose extra rows (and composition rows) tests rewrite."""

    def __init__(self, root: Path) -> None:
        self.root = root
        shutil.copytree(DEFAULT_PACK, root, ignore=shutil.ignore_patterns(".*"))
        self.compositions = {
            p.name: p.read_text(encoding="utf-8") for p in (root / "compositions").glob("*.jsonl")
        }

    def composition_rows(self) -> list[dict[str, Any]]:
        return [json.loads(x) for t in self.compositions.values() for x in t.split("\n") if x]

    def set(
        self,
        lex: list[dict[str, Any]] = (),
        frames: list[dict[str, Any]] = (),  # type: ignore[assignment]
        compositions: dict[str, tuple[str, str]] | None = None,
    ) -> None:
        """Extra lexicon/frame rows; compositions: pattern -> (category, polarity)."""
        for reg, rows in (("lexicon", lex), ("frames", frames)):
            path = self.root / reg / EXTRA
            path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
        for name, text in self.compositions.items():
            out = []
            for line in text.split("\n"):
                if not line:
                    continue
                r = json.loads(line)
                if compositions and r["pattern"] in compositions:
                    r["category"], r["polarity"] = compositions[r["pattern"]]
                out.append(json.dumps(r) + "\n")
            (self.root / "compositions" / name).write_text("".join(out), encoding="utf-8")
        write_manifest(self.root)
        current_pack(self.root)  # the scratch state must be a valid pack (and is now cached)

    def solve(self, text: str) -> Solved | Refused:
        old = os.environ.get(PACK_ENV)
        os.environ[PACK_ENV] = str(self.root)
        try:
            return solve(text)
        finally:
            if old is None:
                del os.environ[PACK_ENV]
            else:
                os.environ[PACK_ENV] = old


@pytest.fixture(scope="module")
def scratch(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Scratch]:
    s = Scratch(tmp_path_factory.mktemp("hazard") / "pack")
    yield s


def variants(s: Scratch) -> list[dict[str, tuple[str, str]]]:
    """Allowlisted composition states: every pattern under each (category, polarity) at once,
    and each pattern alone falsified. (The story solver applies its own operator per pattern;
    a row's category never chooses the arithmetic, so moving one pattern to another category
    is covered by the all-patterns states.)"""
    rows = {r["pattern"]: r for r in s.composition_rows()}
    out = [
        {p: (c, pol) for p in rows}
        for c in sorted(SAFE_COMPOSITION_CATEGORIES)
        for pol in sorted(POLARITIES)
    ]
    out += [{p: (r["category"], "falsifies")} for p, r in sorted(rows.items())]
    return out


def acceptable(r: Solved | Refused, gold: Number) -> bool:
    return isinstance(r, Refused) or r.answer == gold


CONTROL = ("Ana has 9 apples. She eats 4 apples. How many apples does Ana have left?", 5)


def test_the_harness_reads_the_compositions_registry(scratch: Scratch) -> None:
    """The control that makes the pins able to fail: the same harness, a falsified row."""
    scratch.set()
    base = scratch.solve(CONTROL[0])
    if not isinstance(base, Solved):
        pytest.skip("the story organ does not answer the control problem yet")
    assert base.answer == CONTROL[1]
    patterns = {r["pattern"] for r in scratch.composition_rows()}
    blocked = 0
    for p in sorted(patterns):
        cat = next(r["category"] for r in scratch.composition_rows() if r["pattern"] == p)
        scratch.set(compositions={p: (cat, "falsifies")})
        r = scratch.solve(CONTROL[0])
        assert acceptable(r, CONTROL[1])
        blocked += isinstance(r, Refused)
    assert blocked >= 1, "no composition row is read on the control's solving path"
    scratch.set()


def _blocking(r: Solved | Refused) -> tuple[int, int, str] | None:
    if isinstance(r, Refused) and r.blocking is not None:
        b = r.blocking
        return (b.sentence_index, b.token_index, b.token)
    return None


def walk(scratch: Scratch, text: str, gold: Number, depth: int = 2) -> int:
    """Teach the blocking token every allowlisted lexical/frame reading, following every row
    that moves the reading, to ``depth`` rows; every state must be refused or correct.
    Returns how many taught rows moved the reading (the registries were read)."""
    moved = 0
    frontier: list[tuple[list[dict[str, Any]], list[dict[str, Any]]]] = [([], [])]
    for _ in range(depth):
        nxt = []
        for lex, frames in frontier:
            scratch.set(lex, frames)
            r = scratch.solve(text)
            assert acceptable(r, gold), to_record(r)
            where = _blocking(r)
            if where is None or not where[2].isalpha():
                continue
            form = where[2].lower()
            pack = load_pack(scratch.root)
            cands: list[tuple[list[dict[str, Any]], list[dict[str, Any]]]] = []
            for cat in LEXICAL:
                if cat not in pack.categories(form):
                    row = {"form": form, "category": cat}
                    if cat == "noun":
                        row["value"] = form
                    cands.append(([*lex, row], frames))
            if form not in pack.frames:
                cands += [
                    (lex, [*frames, {"form": form, "frame_class": fc}])
                    for fc in sorted(FRAME_CLASSES)
                ]
            for c_lex, c_frames in cands:
                scratch.set(c_lex, c_frames)
                r2 = scratch.solve(text)
                assert acceptable(r2, gold), (c_lex, c_frames, to_record(r2))
                if _blocking(r2) != where:
                    moved += 1
                    nxt.append((c_lex, c_frames))
        frontier = nxt[:6]
    scratch.set()
    return moved


def subtraction_problems(n: int) -> list[tuple[str, int, int]]:
    import random

    rnd = random.Random(169)
    out = []
    for _ in range(n):
        a, b = rnd.randint(1, 10_000), rnd.randint(1, 10_000)
        loss = rnd.choice(LOSSES).format(b=b)
        out.append((f"Ana has {a} apples. {loss} How many apples does Ana have left?", a, b))
    return out


def check_subtraction(r: Solved | Refused, a: int, b: int) -> None:
    """Solved only as ``a - b`` with the derivation's operands in story order."""
    if isinstance(r, Solved):
        assert r.answer == a - b and a >= b
        subs = [s for s in r.derivation if s.operation == "subtract"]
        assert subs and all(list(s.operands)[:2] == [a, b] for s in subs), r.derivation


def test_hazard_pins_under_every_composition_variant(scratch: Scratch) -> None:
    mark, _ = find(MARK)
    ella, ella_gold = find(ELLA)
    subs = subtraction_problems(12)
    for v in [{}, *variants(scratch)]:
        scratch.set(compositions=v)
        r = scratch.solve(mark)
        assert acceptable(r, 140), (v, to_record(r))  # the published 280 counts 14 gigs
        r = scratch.solve(ella)
        assert acceptable(r, ella_gold), (v, to_record(r))
        for text, a, b in subs:
            check_subtraction(scratch.solve(text), a, b)
    scratch.set()


@pytest.mark.slow
@pytest.mark.parametrize("prefix", [MARK, ELLA])
def test_hazard_pins_under_taught_lexicon_and_frames(scratch: Scratch, prefix: str) -> None:
    text, gold = find(prefix)
    if prefix == MARK:
        gold = 140
    moved = walk(scratch, text, gold)
    # a pin the reader now answers (Ella, GSM8K 6122, read by statements7's container groups
    # since session 7) has no blocking token to teach: it must then be answered with its gold
    now = scratch.solve(text)
    read = isinstance(now, Solved) and now.answer == gold
    assert moved >= 1 or read, (
        "no taught row moved the reading: the pin would not exercise the registry"
    )


LOSSES = ("She eats {b} apples.", "She gives {b} apples to Ben.", "She loses {b} apples.")


@settings(max_examples=60, deadline=None)
@given(
    a=st.integers(min_value=0, max_value=10**9),
    b=st.integers(min_value=0, max_value=10**9),
    loss=st.sampled_from(LOSSES),
    name=st.sampled_from(("Ana", "Cara", "Maria", "Lucy")),
)
def test_subtraction_never_swaps_its_operands(a: int, b: int, loss: str, name: str) -> None:
    text = f"{name} has {a} apples. {loss.format(b=b)} How many apples does {name} have left?"
    check_subtraction(solve(text), a, b)
