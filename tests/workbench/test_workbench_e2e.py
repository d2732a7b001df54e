"""End to end: the real server (subprocess, loopback) driven by headless Debian Chromium.

An operator opens the queue, moves to a proposal with the keyboard, opens it, sees the blocking
token highlighted, signs in, ratifies, and sees the receipt; the scratch pack then holds the
registry row (the loader reads it) and the review log holds the decision and still verifies.
Playwright never downloads a browser here: the test uses /usr/bin/chromium or skips.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from workbench_server import ALICE_TOKEN, make_scratch, serve

from mathcore.packs.loader import load_pack
from mathcore.teaching import corridor

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
#: Set to a path to keep a copy of the screenshot (how docs/workbench.png was made).
SCREENSHOT_ENV = "MATHCORE_WORKBENCH_SCREENSHOT"

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.slow,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium at /usr/bin"),
]


def test_operator_ratifies_a_proposal_in_the_page(tmp_path: Path) -> None:
    sync_api = pytest.importorskip("playwright.sync_api")
    scratch = make_scratch(tmp_path)
    pid = scratch.proposals["zorbles"]
    shot = tmp_path / "workbench.png"
    with serve(scratch) as server, sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=ARGS, headless=True)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            errors: list[str] = []
            page.on("pageerror", lambda exc: errors.append(str(exc)))
            page.goto(f"{server.url}/")
            page.wait_for_selector(f"#queue li[data-id='{pid}']")
            assert page.locator("#queue li").count() == 2

            def selected() -> str | None:
                return page.get_attribute("#queue [aria-selected='true']", "data-id")

            page.focus("#queue")  # the queue is keyboard-driven: j/k or arrows move, Enter opens
            ids = [page.get_attribute(f"#queue li >> nth={i}", "data-id") for i in range(2)]
            assert selected() == ids[0]
            page.keyboard.press("j")
            assert selected() == ids[1]
            page.keyboard.press("k")
            assert selected() == ids[0]
            if ids[1] == pid:
                page.keyboard.press("ArrowDown")
            assert selected() == pid
            page.keyboard.press("Enter")
            page.wait_for_selector(f"#detail-heading:has-text('{pid}')")
            assert page.locator("#evidence mark").all_text_contents() == ["zorbles", "zorbles"]

            page.fill("#token", ALICE_TOKEN)
            page.press("#token", "Enter")
            page.wait_for_selector("#operator:has-text('signed in as alice')")
            page.select_option("#category", "drain_token")
            page.fill("#reason", "a filler verb in these stories")
            page.click("#ratify-button")  # runs the replay gate: organ lanes and the data
            page.wait_for_selector("#receipt:not([hidden]), #error:not([hidden])", timeout=180_000)
            assert page.is_hidden("#error"), page.inner_text("#error")
            receipt = page.inner_text("#receipt")
            assert "ratified" in receipt and "alice" in receipt and "lexicon/" in receipt
            page.wait_for_selector("#log-verify:has-text('chain verifies')")
            page.wait_for_selector(f"#log td:has-text('{pid}')")
            page.screenshot(path=str(shot), full_page=True)
            assert errors == []
        finally:
            browser.close()
    assert shot.stat().st_size > 10_000
    keep = os.environ.get(SCREENSHOT_ENV)
    if keep:
        shutil.copyfile(shot, keep)

    pack = load_pack(scratch.pack)  # the registry row, as the loader reads it
    assert "drain_token" in pack.categories("zorbles")
    assert "drain_token" not in load_pack().categories("zorbles")  # the repo's pack is untouched
    decision = corridor.read_log(scratch.log)[-1]
    assert decision["kind"] == "decision"
    assert decision["body"]["decision"] == "ratified" and decision["body"]["reviewer"] == "alice"
    assert decision["body"]["reason"] == "a filler verb in these stories"
    assert corridor.verify_log(scratch.log).ok
