"""Tenth speed round (routing): organ names asked once, kinds' texts from a table."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from routing_fakes import adder

from mathcore.organs.base import ReasonKind
from mathcore.packs.loader import pinned_pack
from mathcore.results import Refused, to_record
from mathcore.routing import contemplation
from mathcore.routing.contemplation import contemplate
from mathcore.routing.router import ALL_REFUSED, Route, Router, default_router


class _CountingName:
    """An organ whose ``name`` is a property that counts how often it is asked."""

    def __init__(self, organ: Any) -> None:
        self._organ = organ
        self.asked = 0

    @property
    def name(self) -> str:
        self.asked += 1
        return str(self._organ.name)

    def __getattr__(self, attr: str) -> Any:
        return getattr(self._organ, attr)


def test_each_organ_name_is_asked_once_per_router() -> None:
    a = _CountingName(adder())
    b = _CountingName(adder("broad", "brd", "sum"))
    router = Router([a, b])
    asked = (a.asked, b.asked)
    for text in ("add 2 and 3", "sum 1 and 4", "nothing here", "add 1, 2, 3", "?? add"):
        route = router.route(text)
        assert [r.attempt.organ for r in route.readings] == ["adder", "broad"]
    assert (a.asked, b.asked) == asked


def test_routes_name_the_organs_as_their_readings_do() -> None:
    router = Router([adder(), adder("broad", "brd", "sum")])
    for text in ("add 2 and 3", "sum 1 and 4", "add 2 and 3 sum 1 and 4", "add 1, 2, 3", "x"):
        route = router.route(text)
        for r in route.readings:
            assert r.attempt.organ == r.organ.name
    out = contemplate("add 1, 2, 3", router=router)  # a growth refusal by adder
    assert to_record(out)["organ"] == "adder"
    assert any("(adder)" in f.detail for f in out.findings)


def test_kind_texts_are_the_enum_values() -> None:
    assert {k: contemplation._KIND_TEXT[k] for k in ReasonKind} == {k: k.value for k in ReasonKind}
    assert all(type(v) is str for v in contemplation._KIND_TEXT.values())


def _plain_route(router: Router, text: str) -> Route:
    """``Router.route`` as first written: every reading through ``read``, then each list."""
    readings = tuple([router.read(o, text) for o in router.organs])
    attempts = tuple([r.attempt for r in readings])
    recognizing = [r.organ.name for r in readings if r.recognizes]
    if not recognizing:
        return Route(ALL_REFUSED, readings, attempts, (), ())
    growing = frozenset(
        [
            r.organ.name
            for r in readings
            if r.recognizes and r.classified is not None and r.classified.kind is ReasonKind.GROWTH
        ]
    )
    return router._adjudicate(readings, attempts, recognizing, growing)


def _gsm8k(n: int) -> list[str]:
    data = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "gsm8k" / "train.jsonl"
    return [json.loads(line)["question"] for line in data.open()][:n] if data.exists() else []


def test_the_one_pass_route_is_the_plain_route() -> None:
    fakes = Router([adder(), adder("broad", "brd", "sum")])
    for text in ("add 2 and 3", "sum 1 and 4", "add 2 and 3 sum 1 and 4", "add 1, 2, 3", "x"):
        assert fakes.route(text) == _plain_route(fakes, text)
    real = default_router()
    texts = [*_gsm8k(400), "", "Tom has 3 apples. Ann has 2 more apples than Tom. How many?"]
    with pinned_pack():
        for text in texts:
            assert real.route(text) == _plain_route(real, text), text


def test_kept_findings_are_the_plain_findings() -> None:
    router = Router([adder(), adder("broad", "brd", "sum")])
    for text in ("add 1, 2, 3", "add 2 and", "?? add", "nothing here", "add 2 and 3"):
        first = contemplate(text, router=router)
        again = contemplate(text, router=router)
        assert first.findings == again.findings
        route = router.route(text)
        assert first.findings[0].stage == "route"
        assert first.findings[0].detail == contemplation._describe(route)
        if isinstance(first, Refused) and route.contenders:
            r = route.contenders[0]
            c = r.classified
            assert c is not None
            organ = r.organ.name
            classify = f"{c.kind.value}: {c.reason} in family {c.family} ({organ})"
            assert first.findings[1].detail == classify
            terminal = f"{first.terminal}: {c.reason} ({c.family}) owned by {organ}"
            assert first.findings[-1].detail == terminal
            assert again.findings[1] is first.findings[1]  # kept: the same object
    before = contemplate("add 1, 2, 3", router=router).findings
    contemplation._KEPT.clear()  # rebuilt after the table is cleared: the same values
    assert contemplate("add 1, 2, 3", router=router).findings == before
