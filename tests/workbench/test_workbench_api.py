"""The workbench JSON API over a fake corridor: reads, decisions, refusals, status codes."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from workbench_fakes import ALICE, BOB, FakeCorridor, auth

from mathcore.teaching.errors import (
    EvidenceLaundering,
    EvidenceTampering,
    PolarityConflict,
    ReplayFailed,
    WrongClaimSubType,
)
from mathcore.workbench.routes import status_for

RATIFY = {"reason": "recurring verb", "category": "drain_token", "polarity": "affirms"}


def test_queue_lists_every_proposal_with_state_counts(client: TestClient) -> None:
    data = client.get("/proposals").json()
    assert [p["id"] for p in data["proposals"]] == ["P-0001", "P-0002", "P-0003"]
    assert data["states"] == {"pending": 3}
    assert data["proposals"][0]["evidence_count"] == 2
    assert "evidence" not in data["proposals"][0]  # the queue carries summaries only


def test_queue_filters_by_state_and_change_kind(client: TestClient) -> None:
    client.post("/proposals/P-0002/defer", json={"reason": "later"}, headers=auth())
    deferred = client.get("/proposals", params={"state": "deferred"}).json()
    assert [p["id"] for p in deferred["proposals"]] == ["P-0002"]
    kind = client.get("/proposals", params={"change_kind": "matcher_extension"}).json()
    assert [p["id"] for p in kind["proposals"]] == ["P-0003"]
    assert client.get("/proposals", params={"state": "x/../y"}).status_code == 422


def test_proposal_detail_highlights_the_blocking_token(client: TestClient) -> None:
    p = client.get("/proposals/P-0001").json()["proposal"]
    first, second = p["evidence"]
    h = first["highlight"]
    assert h["text"][h["start"] : h["end"]] == "buys" and h["scope"] == "problem"
    h2 = second["highlight"]
    assert h2["text"][h2["start"] : h2["end"]] == "Tom" and h2["start"] == 0
    assert p["trace"]["observation"] and p["wrong_zero"]


def test_highlight_is_absent_when_the_recorded_token_is_not_there(
    client: TestClient, corridor: FakeCorridor
) -> None:
    corridor.props["P-0001"]["evidence"][0]["row"]["token"] = "sells"
    p = client.get("/proposals/P-0001").json()["proposal"]
    assert p["evidence"][0]["highlight"] is None


def test_ratify_records_the_token_operator_and_returns_the_receipt(
    client: TestClient, corridor: FakeCorridor
) -> None:
    r = client.post("/proposals/P-0001/ratify", json=RATIFY, headers=auth(BOB))
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["decision"] == "ratify" and body["reviewer"] == "bob"
    receipt = body["receipt"]
    assert receipt["decision"] == "ratified" and receipt["reviewer"] == "bob"
    assert receipt["row"]["row"] == {"form": "buys", "category": "drain_token", "value": None}
    assert corridor.log[-1]["body"]["reviewer"] == "bob"
    assert corridor.log[-1]["body"]["reason"] == "recurring verb"
    assert client.get("/proposals/P-0001").json()["proposal"]["state"] == "ratified"


def test_a_second_ratification_answers_409_and_changes_nothing(
    client: TestClient, corridor: FakeCorridor
) -> None:
    assert client.post("/proposals/P-0001/ratify", json=RATIFY, headers=auth()).status_code == 200
    r = client.post("/proposals/P-0001/ratify", json=RATIFY, headers=auth(BOB))
    assert r.status_code == 409
    assert r.json()["detail"]["error"] == "AlreadyRatified"
    assert len(corridor.registry) == 1 and len(corridor.log) == 1


def test_reject_then_defer_is_a_conflict(client: TestClient) -> None:
    assert (
        client.post("/proposals/P-0002/reject", json={"reason": "no"}, headers=auth()).status_code
        == 200
    )
    r = client.post("/proposals/P-0002/defer", json={"reason": "hm"}, headers=auth())
    assert r.status_code == 409 and r.json()["detail"]["error"] == "AlreadyDecided"


def test_unsupported_change_kind_answers_501(client: TestClient) -> None:
    r = client.post("/proposals/P-0003/ratify", json=RATIFY, headers=auth())
    assert r.status_code == 501
    assert r.json()["detail"]["error"] == "UnsupportedChangeKind"


def test_a_category_outside_the_allowlist_answers_422_with_its_message(client: TestClient) -> None:
    r = client.post(
        "/proposals/P-0001/ratify", json={**RATIFY, "category": "number_word"}, headers=auth()
    )
    assert r.status_code == 422
    detail = r.json()["detail"]
    assert detail["error"] == "WrongCompositionCategory" and "number_word" in detail["message"]


def test_unknown_proposal_answers_404(client: TestClient, corridor: FakeCorridor) -> None:
    assert client.get("/proposals/P-9999").status_code == 404
    r = client.post("/proposals/P-9999/reject", json={"reason": "x"}, headers=auth())
    assert r.status_code == 404 and corridor.log == []


@pytest.mark.parametrize(
    ("exc", "status"),
    [
        (EvidenceLaundering("x"), 422),
        (EvidenceTampering("x"), 422),
        (WrongClaimSubType("x"), 422),
        (PolarityConflict("x"), 409),
        (ReplayFailed("x"), 409),
    ],
)
def test_corridor_refusals_keep_their_declared_status(exc: Exception, status: int) -> None:
    assert status_for(exc) == status  # type: ignore[arg-type]


def test_refusals_without_a_declared_status_map_by_class_name() -> None:
    from mathcore.errors import TeachingError

    class UnknownProposal(TeachingError):  # a corridor without http_status attributes
        pass

    class Other(TeachingError):
        pass

    assert status_for(UnknownProposal("x")) == 404
    assert status_for(Other("x")) == 422


def test_replay_runs_on_demand_and_returns_before_and_after(client: TestClient) -> None:
    r = client.post(
        "/proposals/P-0001/replay",
        json={"category": "drain_token", "polarity": "affirms"},
        headers=auth(),
    )
    assert r.status_code == 200
    body = r.json()
    assert body["requested_by"] == "alice"
    assert body["replay"]["after"]["gsm8k/train"]["correct"] == 6


def test_log_and_verify_are_readable(client: TestClient) -> None:
    client.post("/proposals/P-0002/defer", json={"reason": "later"}, headers=auth())
    log = client.get("/log").json()
    assert log["total"] == 1 and log["entries"][0]["body"]["decision"] == "deferred"
    assert client.get("/log", params={"offset": 1}).json()["entries"] == []
    assert client.get("/log", params={"limit": 0}).status_code == 422
    assert client.get("/log/verify").json()["verify"]["ok"] is True


def test_openapi_document_lists_the_api(client: TestClient) -> None:
    doc = client.get("/openapi.json").json()
    paths = doc["paths"]
    for path in (
        "/proposals",
        "/proposals/{proposal_id}",
        "/proposals/{proposal_id}/ratify",
        "/proposals/{proposal_id}/reject",
        "/proposals/{proposal_id}/defer",
        "/proposals/{proposal_id}/replay",
        "/log",
        "/log/verify",
    ):
        assert path in paths
    assert client.get("/docs").status_code == 404  # the CDN-backed docs page is off


def test_page_and_assets_are_served_with_a_strict_content_policy(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    assert "default-src 'self'" in page.headers["content-security-policy"]
    for asset in ("/static/app.js", "/static/style.css"):
        assert client.get(asset).status_code == 200
    assert "http" not in page.text.replace("http-equiv", "")  # nothing loaded from elsewhere


def test_whoami_names_the_tokens_operator(client: TestClient) -> None:
    assert client.get("/whoami", headers=auth(ALICE)).json() == {"operator": "alice"}
    assert client.get("/whoami").status_code == 401


def test_replay_needs_a_candidate_row(client: TestClient, corridor: FakeCorridor) -> None:
    r = client.post("/proposals/P-0001/replay", headers=auth())
    assert r.status_code == 422 and corridor.calls == []


def test_detail_fields_stay_out_of_queue_rows() -> None:
    from mathcore.workbench.present import summarize

    row = summarize({"id": "P-1", "evidence": [1, 2], "trace": {}, "state": "pending"})
    assert row == {"id": "P-1", "state": "pending", "evidence_count": 2}
    assert summarize("odd") == {"id": None}


def test_page_buttons_have_access_keys_and_no_inline_script(client: TestClient) -> None:
    import re

    html = client.get("/").text
    keys = dict(re.findall(r'id="([a-z-]+)"[^>]*accesskey="(.)"', html))
    assert keys["ratify-button"] == "r" and keys["reject-button"] == "x"
    assert keys["defer-button"] == "d" and keys["replay-button"] == "p"
    assert len(set(keys.values())) == len(keys)  # no key does two things
    assert "<script>" not in html and "onclick" not in html  # the content policy forbids them


def test_a_refused_replay_answers_409_with_the_replay_that_refused_it(
    client: TestClient, corridor: FakeCorridor, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Result:
        def to_json(self) -> dict[str, object]:
            return {"ok": False, "newly_wrong": ["gsm8k/train:3"], "failures": ["1 wrong"]}

    def refuse(pid: str, **_: object) -> None:
        raise ReplayFailed(f"replay gate refused {pid}: 1 wrong", Result())

    monkeypatch.setattr(corridor, "ratify", refuse)
    r = client.post("/proposals/P-0001/ratify", json=RATIFY, headers=auth())
    assert r.status_code == 409
    detail = r.json()["detail"]
    assert detail["error"] == "ReplayFailed" and "refused P-0001" in detail["message"]
    assert detail["replay"]["newly_wrong"] == ["gsm8k/train:3"]
