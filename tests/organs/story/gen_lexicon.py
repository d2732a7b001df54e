"""Offline generator of the story lexicon (run by hand; not a test).

Hand-curated closed classes (function words, pronouns, verbs by class, time words) are
written as they are; open classes (count nouns, modifiers, person names) are harvested from
the development *questions* with ``inflect`` so that the runtime never imports it:

    .venv/bin/python tests/organs/story/gen_lexicon.py
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

import inflect

from mathcore.text.tokens import tokenize

REPO = Path(__file__).resolve().parents[3]
DATA = REPO.parent / "shared" / "data"
PACK = REPO / "src" / "mathcore" / "packs" / "en_math"

FUNCTION = [
    "how",
    "many",
    "much",
    "does",
    "do",
    "did",
    "is",
    "are",
    "was",
    "were",
    "be",
    "will",
    "would",
    "can",
    "could",
    "the",
    "a",
    "an",
    "of",
    "in",
    "on",
    "at",
    "to",
    "from",
    "for",
    "with",
    "and",
    "each",
    "every",
    "per",
    "more",
    "fewer",
    "less",
    "than",
    "times",
    "as",
    "now",
    "left",
    "total",
    "all",
    "altogether",
    "together",
    "there",
    "if",
    "then",
    "some",
    "what",
    "by",
    "into",
    "remaining",
    "rest",
    "end",
    "start",
    "starts",
    "started",
    "began",
    "begin",
    "begins",
    "ends",
    "ended",
    "with",
    "'ll",
    "still",
    "already",
    "after",
    "before",
    "this",
    "that",
    "these",
    "those",
    "other",
    "another",
    "his",
    "her",
    "their",
    "its",
    "my",
    "your",
    "our",
    "total",
    "same",
    "equally",
    "equal",
    "among",
    "between",
    "evenly",
    "last",
    "currently",
    "inside",
    "away",
]
PRONOUNS = {
    "he": "he",
    "she": "she",
    "they": "they",
    "him": "he",
    "them": "they",
    "it": "it",
    "you": "you",
}
TITLES = ["mr", "mrs", "ms", "dr", "miss"]
TIME = [
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
    "january",
    "february",
    "march",
    "april",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
    "today",
    "yesterday",
    "tomorrow",
    "week",
    "weekend",
    "day",
    "month",
    "year",
    "morning",
    "afternoon",
    "evening",
    "night",
]
VERBS = {
    "possession": "has have had owns own owned holds hold held contains contain contained",
    "placement": "put puts placed places stacked stacks planted plants added adds",
    "price": "costs cost",
    "need": "needs need needed",
    "take": "takes took take removes removed",
    "partition": "shares shared share divides divided divide splits split",
}
FRAMES = {
    "increment_frame": """gets got get finds found find picks picked pick buys bought buy
receives received receive collects collected collect gathers gathered gains gained wins won
catches caught grows grew bakes baked baked makes made purchased purchases purchase saved
saves earns earned earn grow bake make find win catch gather receive get""",
    "decrement_frame": """loses lost lose eats ate eat sells sold sell spends spent spend uses
used use breaks broke donates donated throws threw lose eat sell""",
    "transfer_frame": "gives gave give hands handed sends sent shares shared",
    "remainder_frame": "left remaining rest",
}

# Common given names across languages (typed here: a held-out story may use a name the
# development data never shows).
GIVEN_NAMES = [
    "ada",
    "aisha",
    "akira",
    "alan",
    "alex",
    "ali",
    "alice",
    "amara",
    "amir",
    "ana",
    "andre",
    "anika",
    "anna",
    "aria",
    "arjun",
    "asha",
    "ben",
    "bianca",
    "bo",
    "carla",
    "carlos",
    "chen",
    "chloe",
    "dana",
    "daniel",
    "dara",
    "dev",
    "diego",
    "dina",
    "dora",
    "eli",
    "elena",
    "ella",
    "emeka",
    "emma",
    "eric",
    "eva",
    "ewa",
    "fatima",
    "felix",
    "femi",
    "fiona",
    "gus",
    "hana",
    "hao",
    "hiro",
    "hugo",
    "ian",
    "ida",
    "ines",
    "ingrid",
    "ivan",
    "ivy",
    "jia",
    "jin",
    "jo",
    "jonas",
    "jose",
    "juan",
    "kai",
    "kaito",
    "kamal",
    "kemal",
    "kenji",
    "kim",
    "kofi",
    "lars",
    "lea",
    "lee",
    "leila",
    "lena",
    "leo",
    "liam",
    "lina",
    "luca",
    "lucia",
    "luis",
    "maya",
    "mei",
    "mia",
    "miguel",
    "mila",
    "min",
    "mira",
    "mona",
    "nadia",
    "nia",
    "nico",
    "nina",
    "noah",
    "nora",
    "nuno",
    "olga",
    "omar",
    "oscar",
    "pablo",
    "paolo",
    "pedro",
    "priya",
    "rafael",
    "rahul",
    "ravi",
    "rosa",
    "ruth",
    "sami",
    "sara",
    "sofia",
    "sun",
    "tara",
    "tia",
    "tomas",
    "uma",
    "vera",
    "victor",
    "wei",
    "yara",
    "yuki",
    "yusuf",
    "zane",
    "zara",
    "zoe",
]

# Names whose usual gender is clear (value "f" / "m"): a "he" never binds to a "f" name.
FEMALE = """mary joan sally sarah sara janet emily nancy jessica jane martha lisa karen carla jenny
alyssa anna melanie rachel maria betty sandy megan jill susan annie hannah amy tina haley julia
kelly lucy alice katie amanda wendy kim brenda jenna beth carrie nina monica michelle kendra mandy
anne diane grace sue emma kate carol stephanie zoe ann jennifer janice dawn connie julie angela
gina linda cindy bianca kylie ellen donna olivia kimberly melissa elizabeth barbara tiffany laura
dorothy isabel paige stacy diana nicole carly madeline rebecca kayla ashley joyce christine leila
samantha marcy becky lana sandra ella paula brittany chloe heather bella elsa helen cheryl marie
teresa susie luna tracy jasmine priya hana nadia mia lena rosa dora mona yuki ida ines ingrid
fatima aisha sofia lucia mila nina nora olga uma vera yara zara tara tia""".split()  # noqa: SIM905
MALE = """john james tom sam mark mike jason bob tim jack fred jerry peter frank harry dan matt adam
billy paul joe tony michael jim ben steve jake andrew jackson josh carl jeff george kevin jacob max
ryan henry jimmy keith roger andy greg randy kyle benny oliver david william brian dave ken bobby
jose martin johnny luke thomas marcus charles tommy aaron charlie patrick gerald rick jeremy carson
daniel edward eric samuel carlos toby joseph sean ralph caleb leo brandon simon gary robert juan
larry pete tyler victor albert manny justin bryan steven alan todd mason arthur parker joey barry
trevor nathan bert austin kenny anthony ron danny bruce craig derek phil carter connor benjamin
zach dale ted matthew kenneth ray kaleb jonah timothy omar marco tomas ravi hugo gus lars theo
rafael kofi pablo noah liam ian ivan felix diego miguel luis pedro nico oscar kai""".split()  # noqa: SIM905
NOT_NAMES = {"however", "christmas", "halloween", "york", "english", "unfortunately", "fahrenheit"}

# Words whose reading is context-dependent stay out of the generated open classes.
NEVER_OPEN_NOUNS = {"james"}
NEVER_OPEN = {
    "may",
    "will",
    "can",
    "mark",
    "bill",
    "rose",
    "jack",
    "april",
    "june",
    "august",
    "twice",
    "half",
    "times",
    "dozen",
}
NOT_MODIFIER = set(
    [
        "about",
        "such",
        "without",
        "th",
        "m",
        "even",
        "whole",
        "full",
        "open",
        "loose",
        "separate",
        "different",
        "wasted",
        "returning",
        "beginning",
        "buying",
        "ordered",
        "raised",
        "hungry",
        "perfect",
        "good",
        "correct",
        "consecutive",
        "equal",
        "go",
        "goes",
        "more",
        "dollars",
        "dollars",
        "pounds",
        "hours",
        "minutes",
        "percent",
        "people",
        "apples",
        "books",
        "customers",
        "children",
    ]
)


# Later additions, kept as plain text so that they read as data.
FUNCTION += """later up over out back about around few into onto off whole
apiece also originally need to when done during before after heavier taller longer
added""".split()  # noqa: SIM905
FRAMES["decrement_frame"] += " deleted deletes delete removes removed"
FRAMES["increment_frame"] += " scored scores score ordered orders order"
NOT_MODIFIER |= set(
    """combined leftover respective next previous entire cheaper shorter closest best most
    average current original final necessary non-white one ones number amount eight four two
    three six seven ten sixteen hundred fourth""".split()  # noqa: SIM905
)
FRAMES["increment_frame"] += " uploaded uploads upload harvested harvests harvest produced"
FRAMES["increment_frame"] += " brought brings bring"
FRAMES["decrement_frame"] += " served serves serve paid pays pay"
VERBS["placement"] += " plant place stack"
VERBS["possession"] += " weighs weighed weigh"
VERBS["act"] = (
    "washed washes wash painted paints paint mowed mows mow walked walks walk ran runs "
    "run drove drives drive jogged jogs jog traveled travels travel rode rides ride "
    "read reads played plays play recycled recycles recycle graded grades grade "
    "finished finishes finish swam swims swim went goes go attended attends attend"
)
VERBS["take"] += " borrowed borrows borrow"


#: Money words as units (the canonical name is the value): "8 bucks" is 8 dollars.
MONEY_UNITS = {"buck": "dollar", "bucks": "dollar", "cent": "cent", "cents": "cent"}


def _gender(name: str) -> str | None:
    if name in FEMALE and name not in MALE:
        return "f"
    if name in MALE and name not in FEMALE:
        return "m"
    return None


def _closed() -> set[str]:
    words = set(FUNCTION) | set(PRONOUNS) | set(TITLES) | set(TIME)
    for v in VERBS.values():
        words |= set(v.split())
    for v in FRAMES.values():
        words |= set(v.split())
    return words


def _questions() -> list[str]:
    out = []
    for f in sorted(DATA.rglob("*.jsonl")):
        for line in f.read_text().splitlines():
            out.append(json.loads(line)["question"])
    return out


def harvest() -> tuple[dict[str, str], set[str], set[str], set[str]]:
    eng = inflect.engine()
    closed = _closed()
    heads: Counter[str] = Counter()
    mods: Counter[str] = Counter()
    lower_seen: set[str] = set()
    caps: Counter[str] = Counter()
    lowers: Counter[str] = Counter()
    after_det: Counter[str] = Counter()
    mass: Counter[str] = Counter()
    det_mods: Counter[str] = Counter()
    det_only: dict[str, int] = {}
    dets = {"the", "a", "an", "his", "her", "their", "each", "every", "per"}
    for q in _questions():
        toks = tokenize(q)
        for i, t in enumerate(toks):
            if (
                t.kind == "word"
                and t.text.lower() in dets
                and i + 2 < len(toks)
                and toks[i + 1].kind == "word"
                and toks[i + 1].text.islower()
                and (toks[i + 2].kind == "punct" or toks[i + 2].text.lower() in closed)
            ):
                after_det[toks[i + 1].text] += 1
            if t.kind == "word" and t.text.islower():
                lowers[t.text] += 1
            if (  # "bales of hay", "pieces of gum": a mass noun after "of"
                t.text == "of"
                and i + 2 < len(toks)
                and toks[i + 1].kind == "word"
                and toks[i + 1].text.islower()
                and toks[i + 2].kind == "punct"
            ):
                mass[toks[i + 1].text] += 1
            if (  # "his little brother": a word between a determiner and a plural noun
                t.text.lower() in dets
                and i + 2 < len(toks)
                and toks[i + 1].kind == "word"
                and toks[i + 1].text.islower()
                and toks[i + 2].kind == "word"
                and toks[i + 2].text.islower()
                and eng.singular_noun(toks[i + 2].text) is not False
            ):
                det_mods[toks[i + 1].text] += 1
            if t.kind == "word":
                if t.text.islower():
                    lower_seen.add(t.text)
                elif t.text[0].isupper() and t.text[1:].islower():
                    caps[t.text.lower()] += 1
            if t.value is None or t.kind not in ("number",):
                continue
            run = []
            for u in toks[i + 1 : i + 4]:
                low = u.text.lower()
                if u.kind != "word" or not u.text[1:].islower() or low in closed:
                    break
                run.append(low)
            # the head is the last word of the run that inflect reads as a plural
            for k in range(len(run) - 1, -1, -1):
                if eng.singular_noun(run[k]) is not False:
                    heads[run[k]] += 1
                    for m in run[:k]:
                        mods[m] += 1
                    break
    for w, n in after_det.items():
        if n >= 2 and w not in closed and not w.endswith("ly"):
            heads[w] += 2
    for w, n in mass.items():
        if n >= 2 and w not in closed and not w.endswith("ly"):
            heads[w] += 2
    for w, n in det_mods.items():
        plural_or_noun = eng.singular_noun(w) is not False or w in heads
        if n >= 2 and w not in closed and not w.endswith(("ly", "ing")) and not plural_or_noun:
            det_only[w] = n
    nouns: dict[str, str] = {}
    for w, n in heads.items():
        if n < 2 or w in NEVER_OPEN:
            continue
        sn = eng.singular_noun(w)
        # inflect reads singular nouns in -us/-ss (and "gas") as plurals (bus -> "bu")
        s = w if sn is False or w.endswith(("us", "ss")) or w == "gas" else str(sn)
        if len(s) < 2 or w in ("goes", "equals", "bonus", "kinds", "fries"):
            continue
        nouns[w] = s
        nouns.setdefault(s, s)
    modifiers = {m for m, n in mods.items() if n >= 2 and m not in NEVER_OPEN | NOT_MODIFIER}
    modifiers |= {m for m in det_only if m not in NEVER_OPEN | NOT_MODIFIER and m not in nouns}
    names = {
        w
        for w, n in caps.items()
        if n >= 2 and 5 * lowers[w] <= n and w not in closed and w not in NEVER_OPEN
    }
    names |= {n for n in GIVEN_NAMES if n not in closed and lowers[n] == 0}

    nouns.pop("james", None)
    # capitalized, these read as names; lower-case they keep their noun reading
    return nouns, modifiers, (names - set(nouns)) | {"james", "jack", "mark"}, _activities()


NOT_ACTIVITY = set(
    [
        "doubling",
        "tripling",
        "halving",
        "splitting",
        "sharing",
        "dividing",
        "losing",
        "giving",
        "spending",
        "remaining",
        "missing",
        "being",
    ]
)


def _activities() -> set[str]:
    """-ing words seen after a form of 'be' (scene-setting: "Luke was trying ...")."""
    import re

    seen: Counter[str] = Counter()
    for q in _questions():
        for m in re.finditer(r"\b(?:was|were|is|are|am)\s+([a-z]+ing)\b", q):
            seen[m.group(1)] += 1
    return {w for w, n in seen.items() if n >= 2 and w not in NOT_ACTIVITY}


def rows() -> dict[str, list[dict[str, str | None]]]:
    nouns, modifiers, names, activities = harvest()
    words: list[dict[str, str | None]] = []
    for w in FUNCTION:
        words.append({"form": w, "category": "function_word", "value": None})
    for w, v in PRONOUNS.items():
        words.append({"form": w, "category": "pronoun", "value": v})
    for w in TITLES:
        words.append({"form": w, "category": "title", "value": None})
    for w in TIME:
        words.append({"form": w, "category": "time_word", "value": None})
    for cls, forms in VERBS.items():
        for w in forms.split():
            words.append({"form": w, "category": "verb", "value": cls})
    for cls, forms in FRAMES.items():
        for w in forms.split():
            if cls != "remainder_frame":
                words.append({"form": w, "category": "verb_lemma", "value": _lemma(w)})
    for w in VERBS["act"].split():
        words.append({"form": w, "category": "verb_lemma", "value": _lemma(w)})
    for w, v in MONEY_UNITS.items():
        words.append({"form": w, "category": "unit", "value": v})
    frames = [
        {"form": w, "frame_class": cls, "polarity": "affirms"}
        for cls, forms in FRAMES.items()
        for w in forms.split()
    ]
    return {
        "lexicon/story_words.jsonl": _dedup(words),
        "lexicon/story_nouns.jsonl": [
            {"form": w, "category": "noun", "value": s} for w, s in sorted(nouns.items())
        ],
        "lexicon/story_modifiers.jsonl": [
            {"form": w, "category": "modifier", "value": None} for w in sorted(modifiers)
        ],
        "lexicon/story_activities.jsonl": [
            {"form": w, "category": "activity", "value": None} for w in sorted(activities)
        ],
        "lexicon/story_names.jsonl": [
            {"form": w, "category": "name", "value": _gender(w)} for w in sorted(names - NOT_NAMES)
        ],
        "frames/story_verbs.jsonl": _dedup(frames),
    }


IRREGULAR = {
    "got": "get",
    "found": "find",
    "bought": "buy",
    "won": "win",
    "caught": "catch",
    "grew": "grow",
    "made": "make",
    "took": "take",
    "lost": "lose",
    "ate": "eat",
    "sold": "sell",
    "spent": "spend",
    "broke": "break",
    "threw": "throw",
    "gave": "give",
    "sent": "send",
    "given": "give",
    "has": "have",
    "had": "have",
    "uses": "use",
    "loses": "lose",
    "purchases": "purchase",
    "receives": "receive",
    "saves": "save",
    "donates": "donate",
    "makes": "make",
    "takes": "take",
    "bakes": "bake",
    "throws": "throw",
    "gives": "give",
    "shares": "share",
    "shared": "share",
    "divides": "divide",
    "divided": "divide",
    "deleted": "delete",
    "deletes": "delete",
    "scored": "score",
    "scores": "score",
    "removed": "remove",
    "removes": "remove",
    "ran": "run",
    "rode": "ride",
    "drove": "drive",
    "swam": "swim",
    "read": "read",
    "reads": "read",
    "brought": "bring",
    "produced": "produce",
    "served": "serve",
    "serves": "serve",
    "uploaded": "upload",
    "jogged": "jog",
    "mowed": "mow",
    "graded": "grade",
    "recycled": "recycle",
    "recycles": "recycle",
    "rides": "ride",
    "drives": "drive",
    "finishes": "finish",
    "washes": "wash",
    "traveled": "travel",
    "harvested": "harvest",
    "went": "go",
    "paid": "pay",
    "pays": "pay",
    "goes": "go",
    "attended": "attend",
    "attends": "attend",
}


def _lemma(w: str) -> str:
    if w in IRREGULAR:
        return IRREGULAR[w]
    for suf, rep in (("ies", "y"), ("ches", "ch"), ("shes", "sh"), ("ses", "s")):
        if w.endswith(suf):
            return w[: -len(suf)] + rep
    if w.endswith("ed"):
        stem = w[:-2]
        if stem.endswith("i"):
            return stem[:-1] + "y"
        if w[:-1] in ("used", "saved", "donated", "baked", "purchased", "received", "handed"):
            return w[:-1]
        if w in ("used", "saved", "donated", "baked", "purchased", "received"):
            return w[:-1]
        return stem
    if w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def _dedup(items: list[dict[str, str | None]]) -> list[dict[str, str | None]]:
    seen: set[str] = set()
    out = []
    for r in items:
        k2 = f"{r['form']}/{r.get('category', r.get('frame_class'))}"
        if k2 in seen:
            continue
        seen.add(k2)
        out.append(r)
    return sorted(out, key=lambda r: (str(r.get("category", r.get("frame_class"))), str(r["form"])))


#: The files this script writes (every other registry file is someone else's data).
GENERATED = (
    "lexicon/story_words.jsonl",
    "lexicon/story_nouns.jsonl",
    "lexicon/story_modifiers.jsonl",
    "lexicon/story_activities.jsonl",
    "lexicon/story_names.jsonl",
    "frames/story_verbs.jsonl",
)


def _foreign() -> set[str]:
    """(form/category) keys other registry files already define: never duplicated here."""
    keys: set[str] = set()
    mine = {Path(rel).name for rel in GENERATED}
    for f in PACK.glob("*/*.jsonl"):
        if f.name in mine:
            continue
        for line in f.read_text().splitlines():
            if line.strip():
                r = json.loads(line)
                if "form" in r:
                    keys.add(f"{r['form']}/{r.get('category', r.get('frame_class'))}")
    return keys


def main() -> None:
    foreign = _foreign()
    for rel, all_items in rows().items():
        items = [
            r
            for r in all_items
            if f"{r['form']}/{r.get('category', r.get('frame_class'))}" not in foreign
        ]
        path = PACK / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        text = "".join(json.dumps(r, sort_keys=True) + "\n" for r in items)
        path.write_text(text)
        print(rel, len(items), file=sys.stderr)


if __name__ == "__main__":
    main()
