"""Question-stage guards against four known over-reads (risks, session 7; docs/story_risks7.md).

Each guard is a hook at the question (``reader.read_story``, beside ``kept_then_changed``):
it raises the reader's ``Stop`` when the reading the rows built would answer a question the
text does not settle. ``GUARDS`` switches each one (for the on/off comparison of the
development records only; all are on).

- ``possessive``: ``Tom has 20 cows on his farm. How many cows does Tom have on her farm?``
  (answered 20): a possessive before a noun in the question (``his``, ``her``, ``its``,
  ``their``) whose person cannot be the question's subject (the nearest name or subject
  pronoun before it, else the asked holder): ``her`` under ``Tom`` or ``he``, ``his`` under
  ``Ann``, ``their`` under one asked person; for a name whose gender is not known (``Alex``),
  ``his`` / ``her`` against the other one told in the holder's own statements. Not when a
  sentence of the holder's own events says the same words (``On his farm, Ann has ...``); when
  it says the noun with another possessive (``Tom has 20 cows on her farm. ... on his farm?``),
  refused.
- ``told_derivable``: ``Aaron makes 10 scarves. Each scarf uses 3 balls of wool. Aaron used 5
  balls of wool. How many balls of wool did Aaron use?`` (answered 5): an amount asked that
  is told (``used 5``) and also follows from a count and a per-unit amount (10 x 3 = 30);
  refused unless the two agree.
- ``past_asked``: ``Tom has 7 apples. He buys 3 more. How many apples did he have?``
  (answered 10): a holding asked in the past (``did ... have``, nothing after it to say when)
  over a change of the asked holder told in the present: before or after the change?
- ``wider_total``: ``Ann has twice as many red marbles as Bo. Carl has 3 more marbles than
  Bo. If Ann has 10 marbles in total, ...`` (answered 8): a bare amount told as a total
  beside comparisons of one qualified kind (the bare noun read as that kind) may count others.
- ``used_as_held``: ``Tom bakes 5 pies. Each pie needs 4 apples. Tom buys 30 apples. How many
  apples does Tom have left?`` (answered 50: the apples the pies use read as apples the pies
  hold, added to the 30): a holding asked over a per-unit amount of the asked kind told with a
  verb of use (``uses``, ``needs``, ``takes``, ``requires``).
- ``place_person``: ``There are 28 students in the classroom. Each student has 5 notebooks.
  The teacher has 10 notebooks. How many notebooks in total are in the classroom?`` (answered
  140): a place asked whose count is of persons who each hold the kind, beside another
  holder of the kind, or the kind given to or by another (``The teacher gives 10 notebooks to
  the class``): whether that holder is in the place is not told.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from mathcore.exact import Number
from mathcore.organs.story import conditions as _cond
from mathcore.organs.story import each_unit as _each_unit
from mathcore.organs.story import money_pieces as _money_pieces
from mathcore.organs.story import one_person_genders as _one_person
from mathcore.organs.story import risks8 as _risks8
from mathcore.organs.story import told_order as _told_order
from mathcore.organs.story import whose_part as _whose_part
from mathcore.organs.story.lexemes import Lexeme, lexicon
from mathcore.organs.story.model import Event, Question
from mathcore.packs.loader import current_pack

#: Each guard on (True) or off; switched off only by the on/off comparison of dev records.
GUARDS = {
    "possessive": True,
    "told_derivable": True,
    "past_asked": True,
    "place_person": True,
    "wider_total": True,
    "used_as_held": True,
}

#: What a possessive says of its owner: m(ale), f(emale), p(lural), t(hing).
_POSSESSIVE = {"his": "m", "her": "f", "their": "p", "its": "t"}
#: Subject pronouns: what they are (not ``it``: ``will it take her``).
_SUBJECTS = {"he": "m", "she": "f", "they": "p", "we": "p"}
#: For each possessive, the subjects (m/f/p/t pronoun, nm/nf/n name) it cannot belong to.
_CLASH = {
    "m": {"f", "p", "t", "nf"},
    "f": {"m", "p", "t", "nm"},
    "p": {"m", "f", "t", "nm", "nf", "n"},
    "t": {"m", "f", "p", "nm", "nf", "n"},
}
#: The word tables live in the pack (lexicon/story_risks7_words.jsonl), read once per pack:
#: ``hold_verb`` (a holding asked with ``did``: ``did he have``, ``did Tom own``),
#: ``per_unit_use_verb`` (per-unit verbs that tell what a unit uses: ``Each scarf needs 3
#: balls of wool``), ``use_verb_form`` (the other forms of per-unit use: with the former,
#: ``Each pie needs 4 apples`` is not 4 apples held in each pie), ``total_word`` (words that
#: tell an amount as a total over kinds) and ``held_when_word`` (words after ``did ... have``
#: that say when, at the end, or what, left, in total).


@dataclass(frozen=True, slots=True)
class _Words:
    hold: frozenset[str]
    use_alike: frozenset[str]
    uses: frozenset[str]
    total: frozenset[str]
    when: frozenset[str]


_WORDS: dict[str, _Words] = {}


def _words() -> _Words:
    """The pack's word tables of these guards, built once per pack digest."""
    pack = current_pack()
    hit = _WORDS.get(pack.digest)
    if hit is None:
        alike = pack.words("per_unit_use_verb")
        hit = _Words(
            hold=pack.words("hold_verb"),
            use_alike=alike,
            uses=pack.words("use_verb_form") | alike,
            total=pack.words("total_word"),
            when=pack.words("held_when_word"),
        )
        _WORDS.clear()
        _WORDS[pack.digest] = hit
    return hit


def check(events: Sequence[Event], q: Question, cats: Sequence[Sequence[Lexeme]]) -> None:
    """Raise the reader's ``Stop`` when one of the guards finds the question unsettled."""
    why = (
        (GUARDS["possessive"] and _foreign_possessive(events, q, cats))
        or (GUARDS["told_derivable"] and _told_and_derived(events, q))
        or (GUARDS["past_asked"] and _past_over_present(events, q, cats))
        or (GUARDS["place_person"] and _person_beside_place(events, q))
        or (GUARDS["wider_total"] and _wider_total(events))
        or (GUARDS["used_as_held"] and _used_as_held(events, q))
        or _risks8.made_contents(events, q)  # risks8: what made units hold
        or _told_order.check(events, cats)  # adversary 9a: "has $50 left" first, "had spent" last
        or _whose_part.another_last_told(events)  # adversary 9a: "half of the money"
        or _money_pieces.pieces_beside_money(events, q)  # adversary 9a: "loses 2 bills"
        or _money_pieces.coins_spent_as_money(events, q)  # adversary 9a: pennies, cents
        or _one_person.both_genders_of_one(events, cats)  # adversary 9b: "her book ... him"
        or _each_unit.counted_unit_summed(events, q)  # adversary 9d: "A dog has 4 legs"
    )
    if why:
        from mathcore.organs.story.reader import Stop

        raise Stop("ambiguous_reading", why, "question_target")


def _gender(holder: str) -> str:
    """``nm`` / ``nf`` for a name of known gender, ``n`` for another name, "" otherwise."""
    entry = lexicon().entries.get(holder)
    if entry is None or not entry.name:
        return ""
    return "n" + (entry.gender or "")


def _foreign_possessive(
    events: Sequence[Event], q: Question, cats: Sequence[Sequence[Lexeme]]
) -> str:
    """Why a possessive in the question cannot be its subject's ("" when it may be)."""
    asked = cats[-1] if cats else ()
    for i, t in enumerate(asked):
        owner = _POSSESSIVE.get(t.word)
        if owner is None or (i and asked[i - 1].word == "of"):  # "half of her apples": rows
            continue
        nxt = asked[i + 1] if i + 1 < len(asked) else None
        if nxt is None or not (nxt.noun or nxt.modifier or nxt.word == "own"):
            continue  # "will it take her to read": an object, not a possessive
        if _told_same(events, cats, q.holder, t.word, nxt.word):
            continue  # "On his farm, Ann has 20 cows ... on his farm": the place as told
        if any(_told_same(events, cats, q.holder, w, nxt.word) for w in _POSSESSIVE):
            return f"'{t.word} {nxt.word}' asked, the holder's told with another possessive"
        subject = _subject_before(asked[:i]) or _gender(q.holder)
        if owner == "p" and subject.startswith("n") and not _gender(q.holder):
            continue  # "If Kendra is 18, what will be their total age": a group asked
        if subject in _CLASH[owner]:
            return f"'{t.word}' in the question cannot be its subject's"
        if subject == "n" and owner in ("m", "f") and _told_other(events, cats, q.holder, owner):
            return f"'{t.word}' in the question, the other one in the story"
    return ""


def _subject_before(told: Sequence[Lexeme]) -> str:
    """The nearest name or subject pronoun before a possessive (m/f/p/t, nm/nf/n, "")."""
    for k in range(len(told) - 1, -1, -1):
        t = told[k]
        if t.sym == "PRON" and t.word in _SUBJECTS:
            return _SUBJECTS[t.word]
        if t.sym == "NAME":
            if k + 1 < len(told) and told[k + 1].word in ("'s", "’s"):
                return ""  # "Tom's sister and her ...": a possessor, not the subject
            return "n" + (t.gender or "")
    return ""


def _told_other(
    events: Sequence[Event], cats: Sequence[Sequence[Lexeme]], holder: str, owner: str
) -> bool:
    """Whether the holder's own statements say the other of ``his`` / ``her``."""
    other = "her" if owner == "m" else "his"
    for e in events:
        if holder not in (e.holder, e.agent):
            continue
        si, span = _where(e.source)
        if not 0 <= si < len(cats) - 1 or span is None:
            continue
        if any(span[0] <= t.index <= span[1] and t.word == other for t in cats[si]):
            return True
    return False


def _told_same(
    events: Sequence[Event], cats: Sequence[Sequence[Lexeme]], holder: str, poss: str, noun: str
) -> bool:
    """Whether a sentence telling the holder's own event says the same ``his farm``."""
    for e in events:
        si, _span = _where(e.source)
        if holder not in (e.holder, e.agent) or not 0 <= si < len(cats) - 1:
            continue
        words = [t.word for t in cats[si]]
        if any(w == poss and nxt == noun for w, nxt in pairwise(words)):
            return True
    return False


def _where(source: str) -> tuple[int, tuple[int, int] | None]:
    """The sentence index and token span of an event's source (``s1[0-6]: ...``)."""
    head, _, rest = source.partition("[")
    si = int(head[1:]) if head[:1] == "s" and head[1:].isdigit() else -1
    inner = rest.split("]", 1)[0].split("-")
    if len(inner) != 2 or not all(x.isdigit() for x in inner):
        return si, None
    return si, (int(inner[0]), int(inner[1]))


def _told_and_derived(events: Sequence[Event], q: Question) -> str:
    """Why the asked amount is told and also follows, differently, from count x each."""
    if q.ask != "event" or not q.holder:  # a holding: "She also has 6 extra crayons" adds
        return ""
    for unit, per in _rates(events, q):
        counts = [
            e.qty
            for e in events
            if e.holder == q.holder and e.kind.head == unit and e.op in ("has", "gain")
            if e.qty is not None
        ]
        if not counts:
            continue
        for told in events:
            if told.holder != q.holder or told.kind.head != q.kind.head or told.qty is None:
                continue
            if told.op == "each" or told.frame != q.frame:
                continue  # "Henry earned 5 dollars for each lawn": the rate itself
            if len(counts) != 1 or counts[0] * per != told.qty:
                return "the amount asked is told and follows otherwise from count x each"
    return ""


def _rates(events: Sequence[Event], q: Question) -> list[tuple[str, Number]]:
    """(unit head, amount of the asked kind per unit) told with the asked verb: ``Each scarf
    uses 3 balls of wool`` (an ``each``), ``A scarf uses 3 balls of wool`` (the scarf's own)."""
    entries = lexicon().entries
    use_alike = _words().use_alike
    found: list[tuple[str, Number]] = []
    for e in events:
        if e.kind.head != q.kind.head or e.qty is None:
            continue
        words = e.source.partition(": ")[2].lower().split()
        said = {t.lemma for w in words if (t := entries.get(w)) is not None} | set(words)
        if q.frame not in said and not (q.frame == "use" and said & use_alike):
            continue  # "Each scarf uses 3 balls" is not what was bought
        if e.op == "each" and e.other_kind is not None and e.holder in ("", q.holder):
            found.append((e.other_kind.head, e.qty))
        elif e.holder.startswith("the ") and e.frame == q.frame and e.holder != q.holder:
            found.append((e.holder[4:], e.qty))
    return found


def _past_over_present(
    events: Sequence[Event], q: Question, cats: Sequence[Sequence[Lexeme]]
) -> str:
    """Why a holding asked in the past (``did he have``) may be before or after a present
    change of the asked holder."""
    if q.ask != "state" or not cats:
        return ""
    words = [t.word for t in cats[-1]]
    if "did" not in words:
        return ""
    w7 = _words()
    held = [k for k, w in enumerate(words) if k > words.index("did") and w in w7.hold]
    if not held or set(words[held[0] + 1 :]) & w7.when:
        return ""
    for e in events:
        if e.op not in _cond.CHANGES or q.holder not in (e.holder, e.other, e.agent):
            continue
        si, _span = _where(e.source)
        if 0 <= si < len(cats) - 1 and _cond._told_time(e, cats[si]) == "present":
            return "a holding asked in the past over a change told in the present"
    return ""


def _person_beside_place(events: Sequence[Event], q: Question) -> str:
    """Why another holder's amount may or may not be in the place asked."""
    if q.ask != "state" or not q.holder.startswith("the "):
        return ""
    units = {
        e.other_kind.head
        for e in events
        if e.op == "each" and e.kind.head == q.kind.head and e.other_kind is not None
    }
    held = {e.kind.head for e in events if e.holder == q.holder and e.op in ("has", "gain")}
    if not held & units and not (held and "member" in units):  # "Half of them have 5 each"
        return ""
    for e in events:
        if e.op == "each" or e.kind.head != q.kind.head:
            continue
        if e.holder not in ("", q.holder) or e.other not in ("", q.holder):
            return f"whether {e.holder or e.other}'s are in {q.holder} is not told"
    return ""


def _wider_total(events: Sequence[Event]) -> str:
    """``Ann has twice as many red marbles as Bo. ... If Ann has 10 marbles in total``: the
    bare kind is read as the one qualified kind the comparisons name (``unknowns_mods``), but
    an amount told as a total (``in total``, ``in all``, ``altogether``) says there may be
    other marbles: refused. Only where every qualified amount is a comparison."""
    total = _words().total
    for e in events:
        if e.kind.mods or e.qty is None:
            continue
        if not total & set(e.source.partition(": ")[2].lower().split()):
            continue
        qual = [x for x in events if x.kind.head == e.kind.head and x.kind.mods]
        if qual and all(x.other for x in qual):
            return "an amount told as a total of a kind the comparisons qualify"
    return ""


def _used_as_held(events: Sequence[Event], q: Question) -> str:
    """Why a holding asked may not count what each unit uses (used up, not held)."""
    if q.ask != "state":
        return ""
    uses = _words().uses
    for e in events:
        if e.op != "each" or e.kind.head != q.kind.head:
            continue
        if uses & set(e.source.partition(": ")[2].lower().split()):
            return "a holding asked over an amount each unit uses"
    return ""
