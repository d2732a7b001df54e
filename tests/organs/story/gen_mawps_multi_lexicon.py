"""Writes ``lexicon/story_mawps_multi.jsonl`` and ``frames/story_mawps_multi.jsonl`` (a tool).

Words the MAWPS multiarith templates need for the story organ, each read by a recurring
pattern (use counts in the report). A row another lexicon file already holds is left out
(the loader rejects duplicates). Run:
``.venv/bin/python tests/organs/story/gen_mawps_multi_lexicon.py``
"""

from __future__ import annotations

import json
from pathlib import Path

from mathcore.packs.manifest import write_manifest

ROOT = Path(__file__).resolve().parents[3] / "src" / "mathcore" / "packs" / "en_math"
OWN = "story_mawps_multi.jsonl"

#: Holidays and occasions that scope a story in time ("For Halloween Sarah received ...").
TIME_WORDS = ("halloween",)
NOUNS = {"music": "music", "facebook": "facebook"}
#: Clipped forms of a count noun: the same kind ("pics" are pictures).
SYNONYMS = {"pic": "picture", "pics": "picture"}
MODIFIERS = ("lyric", "reading")
#: Literals of the rows in ``organs/story/mawps_multi.py`` (no frame class of their own).
FUNCTION_WORDS = (
    "didn't",
    "couldn't",
    "invited",
    "invites",
    "invite",
    "chose",
    "forgot",
    "neglected",
    "failed",
    "actually",
    "really",
    "quit",
    "fit",
    "weren't",
    "aren't",
    "don't",
    "working",
    "planned",
    "wants",
    "sure",
    "making",
    "where",
    "exactly",
    "sorted",
    "different",
    "separate",
    "amount",
    "leave",
    "tired",
    "stood",
)
VERBS = {"complete": "act"}
#: Names that are also months ("April's discount flowers", "If April started with 9 roses").
NAMES = {"april": "f"}
LEMMAS = {
    "complete": "complete",
    "invited": "invite",
    "invites": "invite",
    "wilted": "wilt",
}
VERB_FRAMES = {"wilted": "decrement_frame"}


def _taken() -> set[tuple[str, str]]:
    have: set[tuple[str, str]] = set()
    for fp in (ROOT / "lexicon").glob("*.jsonl"):
        if fp.name != OWN:
            for line in fp.read_text().splitlines():
                row = json.loads(line)
                have.add((row["form"], row["category"]))
    return have


def _frames_taken() -> set[str]:
    have: set[str] = set()
    for fp in (ROOT / "frames").glob("*.jsonl"):
        if fp.name != OWN:
            have |= {json.loads(line)["form"] for line in fp.read_text().splitlines()}
    return have


def main() -> None:
    rows: list[dict[str, str | None]] = [
        {"category": "noun", "form": f, "value": v} for f, v in NOUNS.items()
    ]
    rows += [{"category": "modifier", "form": f, "value": None} for f in MODIFIERS]
    rows += [{"category": "function_word", "form": f, "value": None} for f in FUNCTION_WORDS]
    rows += [{"category": "verb", "form": f, "value": v} for f, v in VERBS.items()]
    rows += [{"category": "name", "form": f, "value": v} for f, v in NAMES.items()]
    rows += [{"category": "synonym", "form": f, "value": v} for f, v in SYNONYMS.items()]
    rows += [{"category": "time_word", "form": f, "value": None} for f in TIME_WORDS]
    rows += [{"category": "verb_lemma", "form": f, "value": v} for f, v in LEMMAS.items()]
    taken = _taken()
    rows = sorted(
        (r for r in rows if (r["form"], r["category"]) not in taken),
        key=lambda r: (str(r["form"]), str(r["category"])),
    )
    (ROOT / "lexicon" / OWN).write_text("".join(json.dumps(r) + "\n" for r in rows))
    ftaken = _frames_taken()
    frames = [
        {"form": f, "frame_class": c, "polarity": "affirms"}
        for f, c in sorted(VERB_FRAMES.items())
        if f not in ftaken
    ]
    (ROOT / "frames" / OWN).write_text("".join(json.dumps(r) + "\n" for r in frames))
    write_manifest(ROOT)


if __name__ == "__main__":
    main()
