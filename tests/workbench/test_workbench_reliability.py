"""The real server over the real corridor: acknowledged decisions survive a kill; concurrent
decisions from several clients on one proposal come out as exactly one outcome."""

from __future__ import annotations

import signal
import threading
from pathlib import Path

import httpx
import pytest
from workbench_server import ALICE_TOKEN, BOB_TOKEN, make_scratch, serve

from mathcore.packs.loader import load_pack
from mathcore.teaching import corridor

pytestmark = pytest.mark.slow  # real server subprocesses; the replay gate runs organ lanes


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_an_acknowledged_decision_survives_a_killed_server(tmp_path: Path) -> None:
    scratch = make_scratch(tmp_path)
    pid = scratch.proposals["quibs"]
    with serve(scratch) as server:
        r = httpx.post(
            f"{server.url}/proposals/{pid}/defer",
            json={"reason": "need more evidence"},
            headers=_auth(ALICE_TOKEN),
        )
        assert r.status_code == 200, r.text
        server.proc.send_signal(signal.SIGKILL)  # no shutdown, no flush: only what is on disk
        server.proc.wait()
    entries = corridor.read_log(scratch.log)
    assert entries[-1]["body"]["decision"] == "deferred"
    assert entries[-1]["body"]["reviewer"] == "alice"
    assert entries[-1]["hash"] == r.json()["receipt"]["log_entry"]
    assert corridor.verify_log(scratch.log).ok
    with serve(scratch) as server:  # a restarted server sees it
        state = httpx.get(f"{server.url}/proposals/{pid}").json()["proposal"]["state"]
        assert state == "deferred"


def test_concurrent_decisions_on_one_proposal_give_one_outcome(tmp_path: Path) -> None:
    scratch = make_scratch(tmp_path)
    tokens = tmp_path / "operators"
    tokens.write_text(f"alice:{ALICE_TOKEN}\nbob:{BOB_TOKEN}\n")
    pid = scratch.proposals["zorbles"]
    ratify = {"reason": "filler", "category": "drain_token", "polarity": "affirms"}
    plans = [
        ("ratify", ratify),
        ("reject", {"reason": "not a word"}),
        ("defer", {"reason": "unsure"}),
    ] * 3
    statuses: list[int] = []
    with serve(scratch, token_file=tokens) as server:
        barrier = threading.Barrier(len(plans))

        def go(i: int) -> None:
            action, body = plans[i]
            token = ALICE_TOKEN if i % 2 else BOB_TOKEN
            with httpx.Client(base_url=server.url, timeout=60) as c:
                barrier.wait()
                r = c.post(f"/proposals/{pid}/{action}", json=body, headers=_auth(token))
                statuses.append(r.status_code)

        threads = [threading.Thread(target=go, args=(i,)) for i in range(len(plans))]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        final = httpx.get(f"{server.url}/proposals/{pid}").json()["proposal"]
        verify = httpx.get(f"{server.url}/log/verify").json()["verify"]
    assert sorted(set(statuses)) <= [200, 409] and 200 in statuses
    decisions = [
        e["body"]
        for e in corridor.read_log(scratch.log)
        if e["kind"] == "decision" and e["body"]["proposal"] == pid
    ]
    terminal = [d for d in decisions if d["decision"] in ("ratified", "rejected")]
    assert len(terminal) == 1
    assert final["state"] == terminal[0]["decision"]
    assert statuses.count(200) == len(decisions)
    assert verify["ok"] is True and corridor.verify_log(scratch.log).ok
    taught = load_pack(scratch.pack).categories("zorbles")  # loads: no duplicate rows
    assert (terminal[0]["decision"] == "ratified") == ("drain_token" in taught)


def test_the_real_server_refuses_bad_requests_and_changes_nothing(tmp_path: Path) -> None:
    scratch = make_scratch(tmp_path)
    pid = scratch.proposals["zorbles"]
    before = scratch.log.read_bytes()
    pack_before = load_pack(scratch.pack).digest
    ratify = {"reason": "x", "category": "drain_token", "polarity": "affirms"}
    with serve(scratch) as server, httpx.Client(base_url=server.url, timeout=30) as c:
        assert c.post(f"/proposals/{pid}/ratify", json=ratify).status_code == 401
        wrong = _auth("not-the-token-0123456789")
        assert c.post(f"/proposals/{pid}/ratify", json=ratify, headers=wrong).status_code == 403
        huge = {**ratify, "reason": "y" * 1_000_000}
        r = c.post(f"/proposals/{pid}/ratify", json=huge, headers=_auth(ALICE_TOKEN))
        assert r.status_code == 413
        bad = {**ratify, "category": ["drain_token"]}
        r = c.post(f"/proposals/{pid}/ratify", json=bad, headers=_auth(ALICE_TOKEN))
        assert r.status_code == 422
        r = c.post("/proposals/P-..%2Fetc/defer", json={"reason": "x"}, headers=_auth(ALICE_TOKEN))
        assert 400 <= r.status_code < 500
        r = c.post("/proposals/P-0000000000000000/defer", json={"reason": "x"},
                   headers=_auth(ALICE_TOKEN))  # fmt: skip
        assert r.status_code == 404
        r = c.post(f"/proposals/{pid}/ratify", json={**ratify, "category": "number_word"},
                   headers=_auth(ALICE_TOKEN))  # fmt: skip
        assert r.status_code == 422 and r.json()["detail"]["error"] == "WrongLexicalCategory"
    assert scratch.log.read_bytes() == before
    assert load_pack(scratch.pack).digest == pack_before


@pytest.mark.parametrize(
    ("crash_at", "outcome"),
    [("after_intent", "pending"), ("after_registry", "ratified")],  # abort; roll forward
)
def test_a_server_killed_mid_ratification_restarts_consistent(
    tmp_path: Path, crash_at: str, outcome: str
) -> None:
    scratch = make_scratch(tmp_path)
    pid = scratch.proposals["zorbles"]
    ratify = {"reason": "filler", "category": "drain_token", "polarity": "affirms"}
    crash = {"MATHCORE_TEACHING_CRASH_AT": crash_at}  # the corridor's test seam: exit abruptly
    with serve(scratch, extra_env=crash) as server:
        with pytest.raises(httpx.TransportError):  # never acknowledged
            httpx.post(f"{server.url}/proposals/{pid}/ratify", json=ratify,
                       headers=_auth(ALICE_TOKEN), timeout=120)  # fmt: skip
        server.proc.wait(timeout=30)
    with serve(scratch) as server:  # startup lets the corridor roll forward or back
        state = httpx.get(f"{server.url}/proposals/{pid}").json()["proposal"]["state"]
        verify = httpx.get(f"{server.url}/log/verify").json()["verify"]
    assert state == outcome
    assert verify["ok"] is True
    taught = "drain_token" in load_pack(scratch.pack).categories("zorbles")
    assert taught == (outcome == "ratified")
