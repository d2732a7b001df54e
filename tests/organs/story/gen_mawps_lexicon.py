"""Writes ``lexicon/story_mawps.jsonl`` and ``frames/story_mawps.jsonl`` (a tool, not a test).

Words the MAWPS development files need for the story organ, each read by a recurring
pattern (counts in the report). A row another lexicon file already holds is left out
(the loader rejects duplicates). Run: ``.venv/bin/python tests/organs/story/gen_mawps_lexicon.py``
"""

from __future__ import annotations

import json
from pathlib import Path

from mathcore.packs.manifest import write_manifest

ROOT = Path(__file__).resolve().parents[3] / "src" / "mathcore" / "packs" / "en_math"
NOUNS = {
    "lunches": "lunch",
    "gardens": "garden",
    "hay": "hay",
    "vases": "vase",
    "walnuts": "walnut",
    "desserts": "dessert",
    "melon": "melon",
    "melons": "melon",
    "engineer": "engineer",
    "engineers": "engineer",
    "speaker": "speaker",
    "speakers": "speaker",
    "baggie": "baggie",
    "baggies": "baggie",
    "sports": "sport",
    "rush": "rush",
    "recess": "recess",
    "blade": "blade",
    "blades": "blade",
    "grade": "grade",
    "grades": "grade",
}
TIME_WORDS = ("summer", "winter")
ACTIVITIES = ("mowing",)
#: Role nouns with a clear gender ("her dad" is never "she"): the name category's value.
ROLE_GENDERS = {
    "dad": "m",
    "father": "m",
    "brother": "m",
    "uncle": "m",
    "grandfather": "m",
    "grandpa": "m",
    "mom": "f",
    "mother": "f",
    "sister": "f",
    "aunt": "f",
    "grandmother": "f",
    "grandma": "f",
}
#: Taxonomy: every parrot is a bird ("how many birds" over parrots and parakeets).
HYPERNYMS = {
    **dict.fromkeys(("parrot", "parakeet", "sparrow", "pigeon", "crow", "owl", "eagle"), "bird"),
    **dict.fromkeys(
        ("rose", "tulip", "daisy", "lily", "carnation", "orchid", "sunflower"), "flower"
    ),
}
#: Names that are also common nouns (the capitalized word is the name: "Robin has 9 packs").
NAMES = {"robin": None, "jean": None, "russell": "m"}
VERBS = {"wait": "act", "clean": "act", "cleaned": "act"}  # "19 customers to wait on": a purpose
MODIFIERS = [
    "bake",
    "fourth",
    "fifth",
    "trivia",
    "mower",
    "returning",
    "little",
    "spare",
    "dodgeball",
    "sporting",
    "ferris",
    "magic",
    "trick",
    "bargin",
    "caramel",
    "unbroken",
    "bad",
]
# literals of the eaten / arrive / damaged rows
FUNCTION_WORDS = (
    "eaten",
    "came",
    "flew",
    "joined",
    "torn",
    "cracked",
    "discovered",
    "noticed",
    "farther",
    "further",
    "loves",
    "likes",
    "enjoys",
)
LEMMAS = {"drank": "drink", "cooked": "cook", "expand": "expand"}
VERB_FRAMES = {"drank": "decrement_frame", "cooked": "increment_frame"}


def _taken() -> set[tuple[str, str]]:
    have: set[tuple[str, str]] = set()
    for fp in (ROOT / "lexicon").glob("*.jsonl"):
        if fp.name != "story_mawps.jsonl":
            for line in fp.read_text().splitlines():
                row = json.loads(line)
                have.add((row["form"], row["category"]))
    return have


def main() -> None:
    rows: list[dict[str, str | None]] = [
        {"category": "noun", "form": f, "value": v} for f, v in NOUNS.items()
    ]
    rows += [{"category": "modifier", "form": f, "value": None} for f in MODIFIERS]
    rows += [{"category": "function_word", "form": f, "value": None} for f in FUNCTION_WORDS]
    rows += [{"category": "activity", "form": f, "value": None} for f in ACTIVITIES]
    rows += [{"category": "verb", "form": f, "value": v} for f, v in VERBS.items()]
    rows += [{"category": "name", "form": f, "value": v} for f, v in ROLE_GENDERS.items()]
    rows += [{"category": "name", "form": f, "value": v} for f, v in NAMES.items()]
    rows += [{"category": "hypernym", "form": f, "value": v} for f, v in HYPERNYMS.items()]
    rows += [{"category": "time_word", "form": f, "value": None} for f in TIME_WORDS]
    rows += [{"category": "verb_lemma", "form": f, "value": v} for f, v in LEMMAS.items()]
    taken = _taken()
    rows = sorted(
        (r for r in rows if (r["form"], r["category"]) not in taken),
        key=lambda r: (str(r["form"]), str(r["category"])),
    )
    (ROOT / "lexicon" / "story_mawps.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    frames = [
        {"form": f, "frame_class": c, "polarity": "affirms"} for f, c in sorted(VERB_FRAMES.items())
    ]
    (ROOT / "frames" / "story_mawps.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in frames)
    )
    write_manifest(ROOT)


if __name__ == "__main__":
    main()
