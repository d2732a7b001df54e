"""Metamorphic red team: variants of answered problems whose answer is known without reading.

For every development problem the solver answers correctly, build deterministic variants:

- ``rename``: a person renamed consistently to an unused name of the same gender;
- ``distractor``: an irrelevant sentence with a number (a new person or a new kind of thing)
  inserted at each sentence boundary before the question;
- ``clause``: ", who is 9 years old," after the name opening a fact sentence;
- ``same-noun``: a new person holding the asked kind of thing, inserted at each boundary, when
  the question asks about one person and nothing in the text gathers a total;
- ``same-person``: a person of the problem holding a kind of thing the problem never mentions;
- ``reorder``: two adjacent parallel facts about different people swapped;
- ``scale``: one question number multiplied, the gold recomputed from the dataset's own worked
  solution (GSM8K calculator annotations), never from our solver;
- ``paraphrase``: the question reworded without changing its meaning, or a comparison stated
  from the other side ("A has 5 more X than B" -> "B has 5 fewer X than A");
- ``number-word``: one small number spelled out ("9" -> "nine");
- ``no-question``: the question sentence removed (nothing is asked: only a refusal is right);
- ``foreign-noun``: the question asks about a kind of thing the text never mentions (a
  refusal, or 0, is right; repeating the original count is an over-read);
- ``foreign-holder``: the question asks about a person the text never mentions (the same).

Each variant must be answered with its expected value or refused; any other answer is WRONG
(an over-read the held-out data would have found). Randomness is a ``random.Random`` seeded
by a string of the seed and the problem id, so the variants do not depend on the hash seed,
the order of datasets or the number of workers.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

from mathcore.evals.datasets import Case, load_datasets
from mathcore.evals.metamorphic.chain import scaled_variants
from mathcore.evals.metamorphic.distractors import (
    clause_variants,
    distractor_variants,
    same_noun_variants,
    same_person_variants,
)
from mathcore.evals.metamorphic.names import rename_variants
from mathcore.evals.metamorphic.numwords import number_word_variants
from mathcore.evals.metamorphic.paraphrase import converse_variants, paraphrase_variants
from mathcore.evals.metamorphic.reorder import reorder_variants
from mathcore.evals.metamorphic.unanswerable import (
    foreign_holder_variant,
    foreign_noun_variant,
    no_question_variant,
)
from mathcore.evals.runner import RunOptions, SolveFn, run_batch
from mathcore.exact import Number, canonical

KINDS = (
    "rename",
    "distractor",
    "clause",
    "same-noun",
    "same-person",
    "reorder",
    "scale",
    "paraphrase",
    "number-word",
    "no-question",
    "foreign-noun",
    "foreign-holder",
)


@dataclass(frozen=True, slots=True)
class Seed:
    """A development problem with its gold and (GSM8K only) the worked solution."""

    case: Case
    worked: str | None = None


@dataclass(frozen=True, slots=True)
class Variant:
    """One metamorphic variant: its text, the answer it must have, and how it was made.

    ``expected`` ``None``: only a refusal is right (or an answer in ``tolerated``)."""

    id: str
    base: str
    dataset: str
    kind: str
    detail: str
    text: str
    expected: Number | None
    tolerated: tuple[Number, ...] = ()

    @property
    def expected_text(self) -> str:
        return "refusal" if self.expected is None else canonical(self.expected)

    def accepts(self, answer: str) -> bool:
        """Whether ``answer`` (canonical text) is a right answer to this variant."""
        return answer == self.expected_text or answer in {canonical(t) for t in self.tolerated}


@dataclass(slots=True)
class KindTally:
    """Counts of one variant kind."""

    kind: str
    variants: int = 0
    correct: int = 0
    refused: int = 0
    wrong: int = 0
    reasons: dict[str, int] = field(default_factory=dict)  # "organ/reason" of refusals

    def top_reasons(self, n: int = 3) -> list[tuple[str, int]]:
        """The ``n`` most frequent refusal reasons (ties by name: deterministic)."""
        return sorted(self.reasons.items(), key=lambda kv: (-kv[1], kv[0]))[:n]


@dataclass(slots=True)
class RedTeamReport:
    """What a red-team run found: seeds, per-kind tallies and every wrong variant."""

    problems: int = 0
    seeds: int = 0
    base_wrong: list[str] = field(default_factory=list)
    tallies: dict[str, KindTally] = field(default_factory=dict)
    wrong: list[dict[str, Any]] = field(default_factory=list)

    @property
    def variants(self) -> int:
        return sum(t.variants for t in self.tallies.values())


def load_seeds(paths: Sequence[Path], limit: int | None = None) -> list[Seed]:
    """Cases of the datasets (the first ``limit`` of each), with GSM8K's worked solutions."""
    seeds: list[Seed] = []
    for path, (_, cases) in zip(paths, load_datasets(paths), strict=True):
        lines = path.read_text(encoding="utf-8").splitlines()
        for case in cases[:limit]:
            answer = json.loads(lines[case.line - 1]).get("answer")
            worked = answer if isinstance(answer, str) and "####" in answer else None
            seeds.append(Seed(case, worked))
    return seeds


def _rng(seed: int, case_id: str, kind: str) -> Random:
    return Random(f"{seed}:{case_id}:{kind}")


Builder = Callable[[str, Random], list[tuple[str, str]]]

#: ``(kind, rng key, builder, keeps the answer)``: the answer-free kinds must be refused.
BUILDERS: tuple[tuple[str, str, Builder, bool], ...] = (
    ("rename", "rename", lambda q, r: rename_variants(q, r), True),
    ("distractor", "distractor", distractor_variants, True),
    ("clause", "clause", clause_variants, True),
    ("same-noun", "same-noun", same_noun_variants, True),
    ("same-person", "person", same_person_variants, True),
    ("reorder", "", lambda q, r: reorder_variants(q), True),
    ("paraphrase", "", lambda q, r: paraphrase_variants(q) + converse_variants(q), True),
    ("number-word", "", lambda q, r: number_word_variants(q), True),
    ("no-question", "", lambda q, r: no_question_variant(q), False),
    ("foreign-noun", "", lambda q, r: foreign_noun_variant(q), False),
    ("foreign-holder", "holder", foreign_holder_variant, False),
)


def _made(seed: Seed, rng_seed: int) -> list[tuple[str, str, str, Number | None]]:
    """``(kind, detail, text, expected)`` of every construction, scaling after reordering."""
    case = seed.case
    made: list[tuple[str, str, str, Number | None]] = []
    for kind, key, build, keeps in BUILDERS:
        if kind == "paraphrase" and seed.worked is not None:
            for s in scaled_variants(case.question, seed.worked):
                gold = f"gold {canonical(case.gold or 0)}->{canonical(s.gold)}"
                made.append(("scale", f"{s.detail} ({gold})", s.text, s.gold))
        for label, text in build(case.question, _rng(rng_seed, case.id, key)):
            made.append((kind, label, text, case.gold if keeps else None))
    return made


def variants_of(seed: Seed, rng_seed: int) -> list[Variant]:
    """All variants of one seed problem (deterministic for ``rng_seed``), texts distinct."""
    case = seed.case
    if case.gold is None:
        return []
    out: list[Variant] = []
    seen = {case.question}
    counts: dict[str, int] = {}
    for kind, detail, text, expected in _made(seed, rng_seed):
        if text in seen:
            continue
        seen.add(text)
        vid = f"{case.id}~{kind}-{counts.get(kind, 0)}"
        counts[kind] = counts.get(kind, 0) + 1
        tolerated = (0,) if kind.startswith("foreign-") else ()
        out.append(Variant(vid, case.id, case.dataset, kind, detail, text, expected, tolerated))
    return out


def _solve_all(
    items: list[tuple[str, str]],
    solve: SolveFn,
    options: RunOptions,
    progress: Callable[[int], None] | None,
) -> dict[str, dict[str, Any]]:
    return {o.record["id"]: o.record for o in run_batch(items, solve, options, progress)}


def answered_correctly(
    seeds: Sequence[Seed],
    solve: SolveFn,
    options: RunOptions,
    progress: Callable[[int], None] | None = None,
) -> tuple[list[Seed], list[str]]:
    """Seeds the solver answers with their gold, and the ids it answers wrongly."""
    records = _solve_all([(s.case.id, s.case.question) for s in seeds], solve, options, progress)
    right, wrong = [], []
    for s in seeds:
        rec = records[s.case.id]
        if rec["status"] != "solved" or s.case.gold is None:
            continue
        if rec["answer"] == canonical(s.case.gold):
            right.append(s)
        else:
            wrong.append(s.case.id)
    return right, wrong


def wrong_row(v: Variant, rec: dict[str, Any]) -> dict[str, Any]:
    """The JSONL row of one wrong variant: what was asked, expected, answered and how."""
    return {
        "id": v.id,
        "base": v.base,
        "dataset": v.dataset,
        "kind": v.kind,
        "detail": v.detail,
        "text": v.text,
        "expected": v.expected_text,
        "got": rec["answer"],
        "organ": rec["organ"],
        "derivation": rec.get("derivation", []),
    }


def score(
    variants: Iterable[Variant], records: dict[str, dict[str, Any]], rep: RedTeamReport
) -> None:
    """Add each variant's outcome to ``rep``: correct, refused or WRONG."""
    for v in variants:
        tally = rep.tallies.setdefault(v.kind, KindTally(v.kind))
        tally.variants += 1
        rec = records[v.id]
        if rec["status"] != "solved":
            tally.refused += 1
            why = f"{rec['organ']}/{rec['reason']}"
            tally.reasons[why] = tally.reasons.get(why, 0) + 1
        elif v.accepts(rec["answer"]):
            tally.correct += 1
        else:
            tally.wrong += 1
            rep.wrong.append(wrong_row(v, rec))


def _next_seeds(variants: Sequence[Variant], records: dict[str, dict[str, Any]]) -> list[Seed]:
    """Variants answered with their (numeric) expected value, as seeds of the next level."""
    out: list[Seed] = []
    for v in variants:
        rec = records[v.id]
        if v.expected is not None and rec["status"] == "solved" and v.accepts(rec["answer"]):
            out.append(Seed(Case(v.dataset, v.id, v.text, v.expected, 0)))
    return out


def red_team(
    seeds: Sequence[Seed],
    solve: SolveFn,
    options: RunOptions,
    *,
    rng_seed: int = 0,
    depth: int = 1,
    progress: Callable[[int], None] | None = None,
) -> RedTeamReport:
    """Solve the seeds, build variants of those answered correctly, solve and score them.

    ``depth`` > 1 applies the constructions again to every variant answered correctly (its
    id then names the chain, e.g. ``addsub-7~rename-1~distractor-3``)."""
    rep = RedTeamReport(problems=len(seeds))
    for kind in KINDS:
        rep.tallies[kind] = KindTally(kind)
    right, rep.base_wrong = answered_correctly(seeds, solve, options, progress)
    rep.seeds = len(right)
    for level in range(depth):
        variants = [v for s in right for v in variants_of(s, rng_seed + level)]
        records = _solve_all([(v.id, v.text) for v in variants], solve, options, progress)
        score(variants, records, rep)
        right = _next_seeds(variants, records)
    return rep


def write_wrong(rep: RedTeamReport, path: Path) -> None:
    """Every wrong variant as one JSON line (sorted keys: byte-stable for a seed)."""
    with path.open("w", encoding="utf-8") as fh:
        for row in rep.wrong:
            fh.write(json.dumps(row, sort_keys=True, ensure_ascii=False) + "\n")
