"""The replay gate's worker: solve every lane and dataset under ``$MATHCORE_PACK``; print JSON.

Run as ``python -m mathcore.teaching.replay_worker [--data FILE ...] [--adjudications FILE]``
in a subprocess whose ``MATHCORE_PACK`` names the pack to judge. Datasets are read and scored
by ``mathcore.evals`` (same case ids as the audit, shipped adjudications applied). Output
(stdout, canonical JSON): the pack digest, every organ lane's counts and failures
(``organs/rulers.py``), and per dataset one ``[case_id, status, answer, verdict]`` per
problem, where verdict is ``correct``, ``wrong`` or ``refused`` against the gold (a ``null``
gold means only a refusal is correct).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from mathcore.evals.adjudications import SHIPPED, Adjudication, applicable, load_adjudications
from mathcore.evals.datasets import dataset_name, load_dataset
from mathcore.evals.scoring import score
from mathcore.results import to_record

#: evals outcome -> the gate's verdict (an adjudicated answer is a correct one).
VERDICT = {"correct": "correct", "adjudicated": "correct", "wrong": "wrong", "refused": "refused"}


def score_file(path: Path, adjudications: dict[tuple[str, str], Adjudication]) -> list[list[Any]]:
    """``[case_id, status, answer-or-reason, verdict]`` per problem, in file order."""
    from mathcore import solve

    cases = load_dataset(path)
    adj = applicable(adjudications, cases)
    rows: list[list[Any]] = []
    for case in cases:
        record = to_record(solve(case.question), case.id)
        outcome = score(record, case, adj.get((case.dataset, case.id)))
        shown = record["answer"] if record["status"] == "solved" else record.get("reason")
        rows.append([case.id, record["status"], shown, VERDICT[outcome]])
    return rows


def run_lanes() -> dict[str, Any]:
    from mathcore.evals.lanes import LANES, run_lane
    from mathcore.organs.rulers import RULERS, ruler

    out: dict[str, Any] = {}
    for name in sorted(RULERS):
        for lane in LANES:
            try:  # a ruler that cannot run is recorded as a failure, compared like any other
                rep = run_lane(ruler(name), lane)
            except Exception as exc:
                out[f"{name}/{lane}"] = {
                    "counts": {},
                    "failures": [["(lane)", f"error: {type(exc).__name__}: {exc}"]],
                }
                continue
            out[f"{name}/{lane}"] = {
                "counts": dict(sorted(rep.counts.items())),
                "failures": sorted([list(f) for f in rep.failures]),
            }
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="mathcore.teaching.replay_worker")
    ap.add_argument("--data", action="append", default=[])
    ap.add_argument("--adjudications", default=None)
    args = ap.parse_args(argv)
    from mathcore.packs.loader import current_pack

    pack = current_pack()
    adj_path = Path(args.adjudications) if args.adjudications else SHIPPED
    adjudicated = load_adjudications(adj_path) if adj_path.is_file() else {}
    data = {dataset_name(Path(p)): score_file(Path(p), adjudicated) for p in args.data}
    out = {"pack": pack.digest, "lanes": run_lanes(), "data": dict(sorted(data.items()))}
    sys.stdout.write(json.dumps(out, sort_keys=True, separators=(",", ":")) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
