"""Fixtures for the workbench tests: the fake corridor, operators and a TestClient."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from workbench_fakes import ALICE, BOB, FakeCorridor

from mathcore.workbench import Operators, create_app


@pytest.fixture
def corridor() -> FakeCorridor:
    return FakeCorridor()


@pytest.fixture
def operators() -> Operators:
    return Operators((ALICE, BOB))


@pytest.fixture
def client(corridor: FakeCorridor, operators: Operators) -> Iterator[TestClient]:
    app = create_app(
        corridor,
        operators,
        open_read_clients={"testclient"},
        open_read_hosts={"testserver"},
        allowed_hosts=["testserver"],
    )
    with TestClient(app) as c:
        yield c
