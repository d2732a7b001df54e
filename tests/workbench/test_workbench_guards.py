"""Bad input gets a 4xx and changes nothing; concurrent decisions come out as one."""

from __future__ import annotations

import threading

import pytest
from fastapi.testclient import TestClient
from hypothesis import given, settings
from hypothesis import strategies as st
from workbench_fakes import ALICE, BOB, FakeCorridor, auth

from mathcore.workbench import Operators, create_app
from mathcore.workbench.guards import ID_PATTERN, MAX_BODY_BYTES

RATIFY = {"reason": "ok", "category": "drain_token", "polarity": "affirms"}


@pytest.mark.parametrize(
    "pid",
    ["...", ".hidden", "P-0001.json", "P%2F..%2Fetc", "P 1", "-P1", "x" * 129, "P;1"],
)
def test_path_like_or_malformed_ids_answer_4xx_and_change_nothing(
    client: TestClient, corridor: FakeCorridor, pid: str
) -> None:
    assert 400 <= client.get(f"/proposals/{pid}").status_code < 500
    r = client.post(f"/proposals/{pid}/reject", json={"reason": "x"}, headers=auth())
    assert 400 <= r.status_code < 500
    assert corridor.calls == [] and corridor.log == []


def test_slashes_in_ids_never_reach_a_handler(client: TestClient, corridor: FakeCorridor) -> None:
    for path in ("/proposals/../log/reject", "/proposals/a/b/reject", "/proposals/%2e%2e/reject"):
        r = client.post(path, json={"reason": "x"}, headers=auth())
        assert 400 <= r.status_code < 500, path
    assert corridor.calls == []


@settings(max_examples=60, deadline=None)
@given(st.text(min_size=1, max_size=40))
def test_the_id_check_accepts_exactly_the_id_pattern(text: str) -> None:
    from fastapi import HTTPException

    from mathcore.workbench.guards import check_id

    if ID_PATTERN.fullmatch(text):
        assert check_id(text) == text
        assert "/" not in text and "." not in text
    else:
        with pytest.raises(HTTPException) as info:
            check_id(text)
        assert info.value.status_code == 422


def test_a_huge_body_answers_413_and_changes_nothing(
    client: TestClient, corridor: FakeCorridor
) -> None:
    body = {**RATIFY, "reason": "x" * (MAX_BODY_BYTES + 10)}
    r = client.post("/proposals/P-0001/ratify", json=body, headers=auth())
    assert r.status_code == 413 and "too large" in r.json()["detail"]
    assert corridor.calls == []


def test_a_streamed_body_without_length_is_cut_off_at_the_limit(
    client: TestClient, corridor: FakeCorridor
) -> None:
    def chunks():  # chunked transfer: no Content-Length header
        yield b'{"reason": "'
        for _ in range(40):
            yield b"y" * 1024
        yield b'"}'

    r = client.post(
        "/proposals/P-0001/reject",
        content=chunks(),
        headers={**auth(), "Content-Type": "application/json"},
    )
    assert r.status_code == 413
    assert corridor.calls == []


def test_a_bad_content_length_answers_400(client: TestClient, corridor: FakeCorridor) -> None:
    r = client.post(
        "/proposals/P-0001/reject",
        content=b'{"reason": "x"}',
        headers={**auth(), "Content-Length": "-5", "Content-Type": "application/json"},
    )
    assert r.status_code == 400
    assert corridor.calls == []


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"reason": 5},
        {"reason": ""},
        {"reason": "   "},
        {"reason": ["a"]},
        {"reason": "ok", "extra": 1},
        [],
        "reason",
    ],
)
def test_wrong_types_answer_422_with_a_message_and_change_nothing(
    client: TestClient, corridor: FakeCorridor, body: object
) -> None:
    r = client.post("/proposals/P-0001/defer", json=body, headers=auth())
    assert r.status_code == 422
    assert r.json()["detail"]  # says what was wrong
    assert corridor.calls == []


@pytest.mark.parametrize(
    "body",
    [
        {"reason": "ok", "polarity": "affirms"},  # no category
        {**RATIFY, "category": 3},
        {**RATIFY, "polarity": None},
        {**RATIFY, "value": ""},
        {**RATIFY, "category": "c" * 65},
    ],
)
def test_malformed_ratifications_answer_422(
    client: TestClient, corridor: FakeCorridor, body: dict[str, object]
) -> None:
    r = client.post("/proposals/P-0001/ratify", json=body, headers=auth())
    assert r.status_code == 422
    assert corridor.calls == []


def test_invalid_json_answers_422(client: TestClient, corridor: FakeCorridor) -> None:
    r = client.post(
        "/proposals/P-0001/defer",
        content=b"{not json",
        headers={**auth(), "Content-Type": "application/json"},
    )
    assert r.status_code == 422 and corridor.calls == []


def test_concurrent_ratifications_of_one_proposal_produce_one_outcome() -> None:
    corridor = FakeCorridor(pause=0.05)  # check-then-act with a gap: unsafe without the lock
    app = create_app(
        corridor,
        Operators((ALICE, BOB)),
        open_read_clients={"testclient"},
        open_read_hosts={"testserver"},
        allowed_hosts=["testserver"],
    )
    statuses: list[int] = []
    with TestClient(app) as c:

        def go(i: int) -> None:
            who = ALICE if i % 2 else BOB
            action = ("ratify", "reject", "defer")[i % 3]
            body = RATIFY if action == "ratify" else {"reason": f"client {i}"}
            statuses.append(
                c.post(f"/proposals/P-0001/{action}", json=body, headers=auth(who)).status_code
            )

        threads = [threading.Thread(target=go, args=(i,)) for i in range(9)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    final = [e for e in corridor.log if e["body"]["decision"] in ("ratified", "rejected")]
    assert len(final) == 1  # exactly one terminal outcome
    assert statuses.count(200) >= 1 and all(s in (200, 409) for s in statuses)
    assert len(corridor.registry) <= 1
