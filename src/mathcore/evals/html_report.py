"""``report.html``: a self-contained page (inline CSS, inline SVG) readable offline.

Tables per dataset and in total, and three bar charts: coverage by organ (correct answers
per organ, as a share of all problems), refusals by failure family, and throughput per
dataset. No scripts, fonts or images are fetched: the page has no external reference.
"""

from __future__ import annotations

from collections import Counter
from html import escape
from typing import Any

from mathcore.evals.evaluate import Evaluation
from mathcore.evals.scoring import OUTCOMES, Tally

_CSS = """
body{font:14px/1.45 system-ui,sans-serif;margin:2em auto;max-width:960px;color:#222}
h1{font-size:1.5em}h2{font-size:1.15em;margin-top:2em;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:.5em 0}td,th{padding:.25em .7em;border:1px solid #ddd}
th{background:#f4f4f4}td.n{text-align:right;font-variant-numeric:tabular-nums}
tr.total td{font-weight:bold}.wrong{color:#b00}.muted{color:#777}
svg text{font:12px system-ui,sans-serif}
"""
_BAR_W = 480
_LABEL_W = 240
_ROW_H = 22


def _pct(part: int, whole: int) -> str:
    if not whole:
        return "-"
    tenths = part * 1000 // whole
    return f"{tenths // 10}.{tenths % 10}%"


def bar_chart(title: str, items: list[tuple[str, int, str]], scale: int) -> str:
    """An inline SVG of horizontal bars: ``(label, value, caption)``; ``scale`` = full width."""
    if not items:
        return f'<p class="muted">{escape(title)}: nothing to chart.</p>'
    height = _ROW_H * len(items) + 10
    width = _LABEL_W + _BAR_W + 120
    parts = [
        f'<svg role="img" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}"><title>{escape(title)}</title>'
    ]
    for i, (label, value, caption) in enumerate(items):
        y = 5 + i * _ROW_H
        w = value * _BAR_W // scale if scale else 0
        parts.append(
            f'<text x="{_LABEL_W - 6}" y="{y + 15}" text-anchor="end">{escape(label)}</text>'
            f'<rect x="{_LABEL_W}" y="{y + 3}" width="{max(w, 1)}" height="{_ROW_H - 6}" '
            f'fill="#4a7bd0"/><text x="{_LABEL_W + max(w, 1) + 6}" y="{y + 15}">'
            f"{escape(caption)}</text>"
        )
    parts.append("</svg>")
    return "".join(parts)


def _tally_row(t: Tally, rate: int | None, css: str = "") -> str:
    cells = [f"<td>{escape(t.name)}</td>", f'<td class="n">{t.total}</td>']
    cells += [f'<td class="n">{t.counts[o]}</td>' for o in OUTCOMES]
    cells += [f'<td class="n">{t.coverage_text()}</td>']
    cells += [f'<td class="n">{t.unanswerable_refused}/{t.unanswerable}</td>']
    cells += [f'<td class="n">{rate if rate is not None else "-"}</td>']
    return f'<tr class="{css}">{"".join(cells)}</tr>'


def _summary(ev: Evaluation) -> str:
    head = "".join(
        f"<th>{h}</th>" for h in ("dataset", "total", *OUTCOMES, "coverage", "problems/s per core")
    )
    body = [_tally_row(t, t.per_core_rate()) for t in ev.tallies.values()]
    body.append(_tally_row(ev.total, ev.total.per_core_rate(), "total"))
    return f"<table><tr>{head}</tr>{''.join(body)}</table>"


def _organ_chart(ev: Evaluation) -> str:
    correct: Counter[str] = Counter()
    for row in ev.rows:
        if row.outcome in ("correct", "adjudicated") and row.record.get("status") == "solved":
            correct[str(row.record.get("organ"))] += 1
    total = ev.total.total
    items = [
        (organ, n, f"{n} ({_pct(n, total)})")
        for organ, n in sorted(correct.items(), key=lambda kv: (-kv[1], kv[0]))
    ]
    return bar_chart("Coverage by organ", items, total)


def _family_chart(ev: Evaluation) -> str:
    fam = ev.total.refused_by_family
    refused = sum(fam.values())
    items = [
        (family, n, f"{n} ({_pct(n, refused)})")
        for family, n in sorted(fam.items(), key=lambda kv: (-kv[1], kv[0]))
    ]
    return bar_chart("Refusals by family", items, max(fam.values(), default=0))


def _throughput_chart(ev: Evaluation) -> str:
    rates = [(name, t.per_core_rate() or 0) for name, t in ev.tallies.items()]
    items = [(name, r, f"{r}/s") for name, r in rates]
    top = max((r for _, r in rates), default=0)
    return bar_chart("Throughput (problems/s per core)", items, top)


def _reasons(ev: Evaluation) -> str:
    top = sorted(ev.total.refused_by_reason.items(), key=lambda kv: (-kv[1], kv[0]))[:25]
    rows = "".join(f'<tr><td>{escape(r)}</td><td class="n">{n}</td></tr>' for r, n in top)
    return f"<table><tr><th>reason</th><th>refusals</th></tr>{rows}</table>"


def _wrong(ev: Evaluation) -> str:
    wrong = ev.wrong
    if not wrong:
        return "<p>No wrong answers.</p>"
    rows = "".join(
        f'<tr class="wrong"><td>{escape(r.case.dataset)}</td><td>{escape(r.case.id)}</td>'
        f"<td>{escape(r.case.question[:160])}</td><td>{escape(str(r.case.gold_text))}</td>"
        f"<td>{escape(str(r.record.get('answer')))}</td></tr>"
        for r in wrong
    )
    head = "<tr><th>dataset</th><th>id</th><th>question</th><th>gold</th><th>ours</th></tr>"
    return f"<table>{head}{rows}</table>"


def _slowest(timing: dict[str, Any]) -> str:
    rows = "".join(
        f"<tr><td>{escape(str(s['dataset']))}</td><td>{escape(str(s['id']))}</td>"
        f'<td class="n">{int(s["ns"]) // 1000:,}</td></tr>'
        for s in timing.get("slowest", [])
    )
    head = "<tr><th>dataset</th><th>id</th><th>solve time (µs)</th></tr>"
    return f"<table>{head}{rows}</table>"


def render_html(ev: Evaluation, timing: dict[str, Any]) -> str:
    """The whole page as one string."""
    wall_ms = int(timing["wall_ns"]) // 1_000_000
    sections = [
        "<h2>Results</h2>",
        _summary(ev),
        f'<p class="muted">{len(ev.rows)} problems in {wall_ms} ms of wall-clock time with '
        f"{ev.workers} worker(s). Coverage = correct / total.</p>",
        "<h2>Coverage by organ</h2>",
        _organ_chart(ev),
        "<h2>Refusals by family</h2>",
        _family_chart(ev),
        "<h2>Throughput</h2>",
        _throughput_chart(ev),
        "<h2>Slowest problems</h2>",
        _slowest(timing),
        "<h2>Most frequent refusal reasons</h2>",
        _reasons(ev),
        "<h2>Wrong answers</h2>",
        _wrong(ev),
    ]
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>mathcore evaluation</title><style>{_CSS}</style></head><body>"
        f"<h1>mathcore evaluation</h1>{''.join(sections)}</body></html>\n"
    )
