"""Operators: tokens from the environment or a file, bound names, and writes that need them."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from workbench_fakes import ALICE, FakeCorridor, auth

from mathcore.workbench import Operators, create_app, load_operators
from mathcore.workbench.auth import (
    TOKEN_ENV,
    TOKEN_FILE_ENV,
    OperatorConfigError,
    bearer,
    parse_entry,
)

RATIFY = {"reason": "ok", "category": "drain_token", "polarity": "affirms"}
WRITES = [
    ("/proposals/P-0001/ratify", RATIFY),
    ("/proposals/P-0001/reject", {"reason": "no"}),
    ("/proposals/P-0001/defer", {"reason": "later"}),
    ("/proposals/P-0001/replay", {"category": "drain_token", "polarity": "affirms"}),
]


def test_env_token_names_one_operator() -> None:
    ops = load_operators({TOKEN_ENV: "carol:carol-token-0123456789"})
    assert ops.names() == ("carol",)
    assert ops.identify("carol-token-0123456789") == "carol"
    assert ops.identify("carol-token-012345678") is None
    assert ops.identify("") is None


def test_token_file_lines_bind_names_and_skip_comments(tmp_path: Path) -> None:
    f = tmp_path / "tokens"
    f.write_text("# operators\n\nalice:alice-token-0123456789\nbob:bob-token-abcdefghijkl\n")
    ops = load_operators({TOKEN_FILE_ENV: str(f)})
    assert ops.names() == ("alice", "bob")
    assert ops.identify("bob-token-abcdefghijkl") == "bob"


def test_no_configuration_means_no_operators() -> None:
    assert not load_operators({}).configured


@pytest.mark.parametrize(
    ("line", "fault"),
    [
        ("no-colon-here-0123456789", "expected 'name:token'"),
        ("bad name:token-0123456789abc", "invalid operator name"),
        ("dave:short", "at least 16"),
        ("dave:has space in the token 123", "at least 16"),
    ],
)
def test_malformed_entries_are_refused(line: str, fault: str) -> None:
    with pytest.raises(OperatorConfigError, match=fault):
        parse_entry(line, "test")


def test_duplicate_names_or_tokens_are_refused(tmp_path: Path) -> None:
    f = tmp_path / "tokens"
    f.write_text("alice:alice-token-0123456789\nalice:other-token-0123456789\n")
    with pytest.raises(OperatorConfigError, match="configured twice"):
        load_operators({TOKEN_FILE_ENV: str(f)})
    f.write_text("alice:same-token-0123456789\nbob:same-token-0123456789\n")
    with pytest.raises(OperatorConfigError, match="share one token"):
        load_operators({TOKEN_FILE_ENV: str(f)})


@pytest.mark.interpreted_only("the repository found from the module's path")
def test_token_file_inside_the_repository_is_refused() -> None:
    inside = Path(__file__).resolve().parents[2] / "tokens.txt"
    with pytest.raises(OperatorConfigError, match="outside the repository"):
        load_operators({TOKEN_FILE_ENV: str(inside)})


def test_unreadable_token_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(OperatorConfigError, match="unreadable"):
        load_operators({TOKEN_FILE_ENV: str(tmp_path / "missing")})


def test_bearer_header_parsing() -> None:
    assert bearer("Bearer abc") == "abc"
    assert bearer("bearer  abc ") == "abc"
    assert bearer("Basic abc") is None
    assert bearer("Bearer ") is None
    assert bearer(None) is None


@pytest.mark.parametrize(("path", "body"), WRITES)
def test_writes_without_a_token_answer_401_and_change_nothing(
    client: TestClient, corridor: FakeCorridor, path: str, body: dict[str, str]
) -> None:
    r = client.post(path, json=body)
    assert r.status_code == 401
    assert r.headers["www-authenticate"] == "Bearer"
    assert corridor.calls == [] and corridor.log == []


@pytest.mark.parametrize(("path", "body"), WRITES)
def test_writes_with_a_wrong_token_answer_403_and_change_nothing(
    client: TestClient, corridor: FakeCorridor, path: str, body: dict[str, str]
) -> None:
    r = client.post(path, json=body, headers={"Authorization": "Bearer not-a-valid-token-123"})
    assert r.status_code == 403
    assert corridor.calls == [] and corridor.log == []


def test_a_client_cannot_claim_a_reviewer_name(client: TestClient, corridor: FakeCorridor) -> None:
    r = client.post(
        "/proposals/P-0001/reject", json={"reason": "no", "reviewer": "mallory"}, headers=auth()
    )
    assert r.status_code == 422 and corridor.calls == []


def test_writes_are_disabled_when_no_operator_is_configured(corridor: FakeCorridor) -> None:
    app = create_app(
        corridor,
        Operators(),
        open_read_clients={"testclient"},
        open_read_hosts={"testserver"},
        allowed_hosts=None,
    )
    with TestClient(app) as c:
        r = c.post("/proposals/P-0001/defer", json={"reason": "x"}, headers=auth())
        assert r.status_code == 403 and "no operator tokens" in r.json()["detail"]
        assert c.get("/proposals").status_code == 200
    assert corridor.calls == []


def test_reads_from_a_non_loopback_client_need_a_token(corridor: FakeCorridor) -> None:
    app = create_app(corridor, Operators((ALICE,)), allowed_hosts=["testserver"])
    with TestClient(app) as c:  # the test client's address is not loopback here
        assert c.get("/proposals").status_code == 401
        assert c.get("/log").status_code == 401
        assert c.get("/proposals", headers=auth()).status_code == 200


def test_foreign_host_headers_are_refused(corridor: FakeCorridor) -> None:
    app = create_app(
        corridor,
        Operators((ALICE,)),
        open_read_clients={"testclient"},
        open_read_hosts={"testserver"},
        allowed_hosts=["testserver", "[::1]"],
    )
    with TestClient(app, base_url="http://evil.example") as c:
        assert c.get("/proposals").status_code == 400
    with TestClient(app, base_url="http://[::1]:8765") as c:  # IPv6 literal with a port
        assert c.get("/proposals", headers=auth()).status_code == 200


def test_loopback_reads_through_a_foreign_host_name_need_a_token(corridor: FakeCorridor) -> None:
    app = create_app(
        corridor,
        Operators((ALICE,)),
        open_read_clients={"testclient"},
        open_read_hosts={"testserver"},
        allowed_hosts=None,  # a server bound to every address accepts any Host header
    )
    with TestClient(app, base_url="http://rebound.example") as c:
        assert c.get("/proposals").status_code == 401
        assert c.get("/proposals", headers=auth()).status_code == 200


@pytest.mark.parametrize(
    ("header", "host"),
    [("127.0.0.1:8765", "127.0.0.1"), ("[::1]:80", "::1"), ("LocalHost", "localhost"),
     ("[::1", ""), ("", ""), (None, "")],
)  # fmt: skip
def test_host_of_strips_ports_and_brackets(header: str | None, host: str) -> None:
    from mathcore.workbench.guards import host_of

    assert host_of(header) == host
