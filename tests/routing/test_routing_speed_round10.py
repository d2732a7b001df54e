"""Tenth speed round (routing): organ names asked once, kinds' texts from a table."""

from __future__ import annotations

from typing import Any

from routing_fakes import adder

from mathcore.organs.base import ReasonKind
from mathcore.results import to_record
from mathcore.routing import contemplation
from mathcore.routing.contemplation import contemplate
from mathcore.routing.router import Router


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
