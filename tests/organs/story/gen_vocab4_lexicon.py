"""Offline generator of ``lexicon/story_vocab4.jsonl`` and ``frames/story_vocab4.jsonl``
(run by hand; not a test).

Issue 8, vocabulary round 4: words that were the only word of a GSM8K train problem the
story lexicon lacked. Open classes are curated here by hand and inflected with ``inflect``
(offline, never at runtime): plain countable nouns (both numbers), person names, and the
missing forms of change verbs whose other forms already carry a frame class (``sent`` and
``sends`` are ``transfer_frame``; the base form ``send`` of ``How many did she send?`` was
missing). ``--check`` prints every use of a candidate noun the dev texts put after a word
that would make it a verb (``to``, a subject pronoun, a modal), for review before adding:

    .venv/bin/python tests/organs/story/gen_vocab4_lexicon.py [--check]
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import inflect

from mathcore.organs.story.lexemes import READ_CATEGORIES
from mathcore.packs.loader import current_pack
from mathcore.packs.manifest import write_manifest

REPO = Path(__file__).resolve().parents[3]
DATA = REPO.parent / "shared" / "data"
PACK = REPO / "src" / "mathcore" / "packs" / "en_math"


def _words(block: str) -> list[str]:
    return block.split()


#: Countable nouns (singular), each read as a noun in every use of the dev texts (checked
#: with ``--check``); a word with a common verb or adjective use there is not listed.
NOUNS = _words("""
tv wire cd dvd department grandchild sauce coaster tuna wine uniform subscription bun
cub asparagus pickle teddy clinic canvas vest studio troop planet collector rooster twin
officer monster anniversary conference cable citizen claw curtain dinosaur gemstone koala
mineral palm portrait radio region resident spacecraft stove trombone app bookshop magnet
jumper nursery jogger unicycle tumbler crown pistachio sword taco llama whiteboard wallet
umbrella vacation warehouse diary bakery barbell beach beignet badge bull carpenter charity
charger closet clown crouton earbud eagle eel essay hoodie highway ipod kart legging loafer
marigold museum nacho nectarine notepad orchard oven pail paintbrush pallet paperclip
participant pixel pug rhinestone ribbon riddle rider skeleton sparrow spectator stingray
swordtail volume wildflower juice weed jug article company nephew option paw binder bin
birthday centerpiece club collection coworker dinner omelet pillow senior smartphone butcher
assignment soap nest truffle patisserie belt circuit go-kart
""")
NOUNS_SAME_PLURAL = ["platyfish"]

#: Nouns with no plural in these texts (mass nouns): the form is its own kind.
MASS = ["jewelry", "pepperoni", "spaghetti", "parsley", "kibble", "lumber", "asparagus"]
MASS += ["storage", "kiwi"]

#: Irregular plurals inflect gets wrong or that are the only form used.
IRREGULAR = {"grandchild": "grandchildren"}

#: Plural-only nouns: the singular is a verb in these texts (``She fries 3 sausages`` is not
#: listed; ``14 fries``, ``cheese fries`` are).
PLURAL_ONLY = {"fries": "fry", "films": "film", "polishes": "polish"}  # "to film", "to polish"

#: Person (and team) names: words the dev texts write only capitalized (never lower-case), by
#: hand; a word that is also a common word (Cliff, Noel, Ram, Swift) is not listed (a name
#: read lower-case with no other category blocks: "dusty" stays unread).
#: Gender unknown (null): a pronoun never binds to them by gender.
NAMES = _words("""
adah adams adamson addie addilynn adeline adlai adrian adriel alani alba aleesia alexandra
alexei allan alonzo alyana amalia ambrocio angelo annabelle ansley antonella arabella arialla
arlette arnel arniel aron artemis arven aubriella balki barkley baxter beckett bekah bennet
bernard bertha bodhi bonita bonny borris brant brenden briget brogan bryce caden callie
camilla carina carole cassy castiel cece cersei chang cher choi chrystal cid cilia clarice
clifford colby coleen colston conor cora cortney cosima courtney cristian danica dany daphney
darma davante declan delaney demi deshaun deshawn dianne dikembe dirk dubois dunbar eddy edric
elias ellianna elois elsie elyse elysse emiliano enrico erick erwan erwin ethyl everlee evie
ezekiel feldstein felicia finnegan flo flynn frodo gabriela garcia gardner garrick geli gentry
gervais giana graeme grover gunner hakeem haman hamza harly hartley heloise henderson
hendricks henley holden hooper hugh iain ignacio igor jacoby jacques jaime janeth janette
jangshe jaron jaydee jaynie jeanette jeannie jefferey jenine jenn johan jonessa jonsey josette
joss juju kannon karina karson karsyn katarina kati keesha kellan kendy khalil kiaan kiana
kirsty kirt klay krystian lacson ladonna lakeisha lamar lanie latia lauri leif lemuel lenon
leslie liezl lilia lorie lowry lucian lucius ludwig luigi lyka lyla lyn lyndsay macey maciek
maia malachi malik mancino manola manolo margaux maricela marj markeesha marquita marsha
martiza mateo mathews mathilda maud mayer mcclain mcpherson meg melony merril meryll mikail
mindy ming mirasol mirella mitzel montero monty morales musa mustafa natilie nicki nida
niklaus niko oleg olly omi oshea paddy patsy prikya regina renne renz reyna reynald rhys
richards richie rikki roberts rohan romeo ronnie ronny rosalie rosalina roxanne salazar saly
sandro sansa santo sanya selina shanna shonda sienna silas silvio simone sloan socorro sonia
sonny stacie sylvie talitha tameka tania tanika tedra theodore tirzah tish tolu toni treshawn
truman tuan tucker tye uki vicki vicky vihaan vivi weng wes wesley wickham willson xander
yulia zayne zenny zilla yeon paddington dusty anais noa jamy cade spurs
""")

#: Closed classes written out: ``tens-ones`` number words (``thirty-six``: the tokenizer keeps
#: them one word, and ``text.numbers.word_value`` gives their value) and hyphenated fractions
#: (``three-tenths``, ``one-seventh``), each a ``number_word`` / ``fraction_word`` row.
TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50}
TENS |= {"sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
ONES = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
ONES |= {"eight": 8, "nine": 9}
DENOMINATORS = {"third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8}
DENOMINATORS |= {"ninth": 9, "tenth": 10}


def _closed_rows() -> list[tuple[str, str, str]]:
    """(form, category, value) of every compound number word and hyphenated fraction."""
    out = [
        (f"{t}-{o}", "number_word", str(tv + ov))
        for t, tv in TENS.items()
        for o, ov in ONES.items()
    ]
    for n, nv in ONES.items():
        for d, dv in DENOMINATORS.items():
            if nv < dv:
                out.append((f"{n}-{d}" + ("" if nv == 1 else "s"), "fraction_word", f"{nv}/{dv}"))
    return out


#: Words read only as literal words of the rows that need them (``vocab4_cut``): no class,
#: so a sentence using them in any other construction still refuses.
FUNCTION_WORDS = ["cuts", "sliced"]
FUNCTION_WORDS += ["keep", "keeps", "kept", "herself", "himself", "themselves"]  # vocab4_keep
FUNCTION_WORDS += ["however"]  # vocab4_discourse


#: Activity verbs (class ``act``: counted in event questions, holding nothing), all forms.
ACT_VERBS = {"shuck": "shuck", "shucks": "shuck", "shucked": "shuck"}
#: Not "decorate": an activity holds nothing, but decorating uses decorations up ("She will
#: decorate 4 cards. How many stickers does she have left?" would answer all of them).
#: ``drew`` is also the name ``Drew`` (a lower-case ``drew`` reads as the verb, which makes
#: what is drawn, like ``made``: ``He has 10 pictures. He drew 6 pictures.`` has 16).
NAMES_TOO = ["drew"]

#: Modifiers (a compound adjective before its noun).
MODIFIERS = ["chocolate-covered", "roller", "engineering", "measuring", "in-game"]
MODIFIERS += ["six-sided", "unusual", "glee", "greeting"]

#: Change verbs: (form, frame class, lemma) for a missing form whose siblings carry the class.
VERBS = [
    ("send", "transfer_frame", "send"),
    ("donate", "decrement_frame", "donate"),
    ("throw", "decrement_frame", "throw"),
    ("remove", "decrement_frame", "remove"),
    ("gain", "increment_frame", "gain"),
    ("draw", "increment_frame", "draw"),
    ("draws", "increment_frame", "draw"),
    ("drew", "increment_frame", "draw"),
]

_VERBISH = re.compile(
    r"\b(?:to|he|she|they|i|we|you|will|can|could|would|must|should|did|does|do)\s+(\w+)",
    re.IGNORECASE,
)


def _texts() -> list[str]:
    out: list[str] = []
    for path in sorted(DATA.rglob("*.jsonl")):
        out += [json.loads(x)["question"] for x in path.read_text().splitlines() if x.strip()]
    return out


def _forms(eng: inflect.engine) -> dict[str, str]:
    forms: dict[str, str] = {}
    for w in NOUNS:
        forms[w] = w
        forms[IRREGULAR.get(w) or str(eng.plural_noun(w))] = w
    for w in MASS:
        forms[w] = w
    forms.update(PLURAL_ONLY)
    forms.update({w: w for w in NOUNS_SAME_PLURAL})
    return forms


def check() -> None:
    """Every use of a candidate form right after a word that would make it a verb."""
    forms = _forms(inflect.engine())
    for text in _texts():
        for m in _VERBISH.finditer(text):
            if m.group(1).lower() in forms:
                print(f"{m.group(1)!r}: {text[max(0, m.start() - 40) : m.end() + 40]!r}")


def main() -> None:
    lex = PACK / "lexicon" / "story_vocab4.jsonl"
    frm = PACK / "frames" / "story_vocab4.jsonl"
    lex.write_text("")  # the pack without this round's rows: what is still missing
    frm.write_text("")
    write_manifest(str(PACK))
    pack = current_pack()
    eng = inflect.engine()
    rows: list[dict[str, str | None]] = []
    for form, noun in sorted(_forms(eng).items()):
        cats = {e.category for e in pack.lexicon.get(form, ())}
        if "noun" not in cats:
            rows.append({"category": "noun", "form": form, "value": noun})
    for form, cat, value in _closed_rows():
        if not pack.lexicon.get(form):
            rows.append({"category": cat, "form": form, "value": value})
    for form, lemma in sorted(ACT_VERBS.items()):
        rows.append({"category": "verb", "form": form, "value": "act"})
        rows.append({"category": "verb_lemma", "form": form, "value": lemma})
    rows += [{"category": "name", "form": form, "value": None} for form in NAMES_TOO]
    for form in FUNCTION_WORDS:  # known to the story reader only through these rows
        if not {e.category for e in pack.lexicon.get(form, ())} & READ_CATEGORIES:
            rows.append({"category": "function_word", "form": form, "value": None})
    for form in MODIFIERS:
        if not pack.lexicon.get(form):
            rows.append({"category": "modifier", "form": form, "value": None})
    for name in sorted(NAMES):
        if not pack.lexicon.get(name):
            rows.append({"category": "name", "form": name, "value": None})
    frames: list[dict[str, str]] = []
    for form, cls, lemma in VERBS:
        if form not in pack.frames:
            frames.append({"form": form, "frame_class": cls, "polarity": "affirms"})
        if "verb_lemma" not in {e.category for e in pack.lexicon.get(form, ())}:
            rows.append({"category": "verb_lemma", "form": form, "value": lemma})
    lex.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows))
    frm.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in frames))
    write_manifest(str(PACK))
    print(f"{len(rows)} lexicon rows, {len(frames)} frame rows")


if __name__ == "__main__":
    check() if "--check" in sys.argv else main()
