"""``report.json``: every per-problem record and the totals, in deterministic bytes.

The file is one JSON object. Everything but its last key, ``timing``, is a pure function
of the datasets and the solver's answers (canonical JSON: sorted keys, compact separators,
one record per line). ``timing`` (wall clock, per-core rates, latency) is kept apart so two
runs can be compared byte for byte with ``deterministic_bytes``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mathcore.evals.evaluate import Evaluation

SCHEMA = "mathcore.eval-report/1"
#: How many of the slowest problems the timing section names.
SLOWEST = 10


def canonical_json(obj: object) -> str:
    """Sorted keys, compact separators, UTF-8 text; the one serialization that is compared."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def percentile_ns(sorted_ns: list[int], pct: int) -> int:
    """Nearest-rank percentile of an ascending list (0 when empty)."""
    if not sorted_ns:
        return 0
    rank = max(1, -(-pct * len(sorted_ns) // 100))
    return sorted_ns[min(rank, len(sorted_ns)) - 1]


def timing(ev: Evaluation) -> dict[str, Any]:
    """The non-deterministic section: wall clock, per-core throughput, solve latency."""
    lat = sorted(r.elapsed_ns for r in ev.rows)
    return {
        "workers": ev.workers,
        "wall_ns": ev.wall_ns,
        "wall_problems_per_s": ev.wall_rate(),
        "problems_per_s_per_core": {
            name: t.per_core_rate() for name, t in [*ev.tallies.items(), ("total", ev.total)]
        },
        "latency_ns": {f"p{p}": percentile_ns(lat, p) for p in (50, 90, 99, 100)},
        "slowest": [
            {"dataset": r.case.dataset, "id": r.case.id, "ns": r.elapsed_ns}
            for r in sorted(ev.rows, key=lambda r: -r.elapsed_ns)[:SLOWEST]
        ],
    }


def deterministic_part(ev: Evaluation) -> dict[str, Any]:
    outcome = {(r.case.dataset, r.case.id): r.outcome for r in ev.rows}
    return {
        "schema": SCHEMA,
        "datasets": [t.to_json() for t in ev.tallies.values()],
        "total": ev.total.to_json(),
        "adjudicated": [
            {**adj.to_json(), "outcome": outcome.get(key)}
            for key, adj in sorted(ev.adjudications.items())
        ],
        "records": [r.to_json() for r in ev.rows],
    }


def report_text(ev: Evaluation) -> str:
    """The bytes of ``report.json`` (UTF-8), one record per line, ``timing`` last."""
    det = deterministic_part(ev)
    lines = ["{"]
    for key in ("schema", "datasets", "total", "adjudicated"):
        lines.append(f"{json.dumps(key)}:{canonical_json(det[key])},")
    lines.append('"records":[')
    records = [canonical_json(r) for r in det["records"]]
    lines.extend(f"{r}," for r in records[:-1])
    lines.extend(records[-1:])
    lines.append("],")
    lines.append(f'"timing":{canonical_json(timing(ev))}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def write_reports(ev: Evaluation, directory: Path) -> tuple[Path, Path]:
    """Write ``report.json`` and ``report.html`` into ``directory`` (created if needed)."""
    from mathcore.evals.html_report import render_html

    directory.mkdir(parents=True, exist_ok=True)
    json_path = directory / "report.json"
    html_path = directory / "report.html"
    json_path.write_text(report_text(ev), encoding="utf-8")
    html_path.write_text(render_html(ev, timing(ev)), encoding="utf-8")
    return json_path, html_path


def deterministic_bytes(report: Path) -> bytes:
    """The canonical bytes of a ``report.json`` without its ``timing`` section."""
    data = json.loads(report.read_text(encoding="utf-8"))
    data.pop("timing", None)
    return canonical_json(data).encode("utf-8")
