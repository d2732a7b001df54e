"""``fill`` per a container puts things into each container (no work of its own, as ``put``);
``fill`` per a unit of time is a work, which a question of another work does not share."""

from __future__ import annotations

import pytest

from mathcore import Refused, Solved, solve


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("A packer fills 8 items per box for 6 boxes. How many items does the packer pack?", 48),
        ("A worker fills 12 eggs per carton for 5 cartons. How many eggs does he pack?", 60),
    ],
)
def test_fill_per_container_is_packing(text: str, answer: int) -> None:
    out = solve(text)
    assert isinstance(out, Solved), out
    assert out.answer == answer


@pytest.mark.parametrize(
    "text",
    [
        "A machine can fill 30 bottles per minute. How many bottles can it pack in 5 minutes?",
        "A pipe fills 9 gallons per minute. How many gallons does it drain in 5 minutes?",
    ],
)
def test_fill_per_time_is_its_own_work(text: str) -> None:
    assert isinstance(solve(text), Refused)
