"""A taking from a place where a holder keeps its things (adversary 9c).

``Sam had 9 dimes in his bank. He took 7 dimes out of his bank. How many dimes does Sam
have now?`` was answered 16: the take frame (``resolve._take``) moved 7 dimes from ``the
bank`` to Sam, while the 9 dimes Sam had were in that bank: the 7 are among his 9, and what
is left in the bank is what he keeps there. The same with ``Ann has 20 apples in her basket.
She took 5 apples from the basket.`` (25), ``There are 20 apples in Ann's basket. Ann took 5
apples from the basket.`` (5: ``Ann's basket`` and ``the basket`` were two holders), and ``Sam
had 9 dimes. He took 7 dimes from his bank.`` (16: his 9 may be the bank's). Such a taking
refuses (``ambiguous_reference``) when its source is:

- a place told as where a holder keeps that kind (``in his bank``, ``in a bag``: the reader's
  ``Context.scoped``, by head word);
- ``the X`` beside a holder ``<someone>'s X`` of that kind (``Ann's basket``);
- a place the taker's possessive names (``from his bank``, ``out of her wallet``; not a person:
  ``from his sister``) while the taker holds that kind directly.

The first two hold for a gain told with its source too (``He got 7 dimes from his bank``
after ``9 dimes in his bank``: the ``gain_from`` row, read as a transfer from the bank); the
third does not (``Elise had $8. She saved $13 from her allowance``: income, singleeq-265).

A place that is itself the told holder (``There were 27 eggs in the jar. David removes 7 eggs
from the jar``) is no such place and reads as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mathcore.organs.story.model import Event, Kind, StorySetup
    from mathcore.organs.story.reader import Context

_OWN = frozenset({"his", "her", "their", "my", "our", "your", "its"})


def kept_there(
    src: str, taker: str, kind: Kind, source: str, ctx: Context, own: bool = True
) -> str:
    """Why taking ``kind`` from ``src`` may move things a holder keeps there ("" if not)."""
    head = src.split()[-1]
    if (head, kind.head) in ctx.scoped:
        return f"{src} is where a holder keeps its {kind.label()}"
    if src.startswith("the ") and any(
        k == kind.head and h.endswith(f"'s {head}") for h, k in ctx.holdings
    ):
        return f"{src} beside a possessed {head} holding {kind.label()}"
    if not own:  # a gain from one's own source ("saved $13 from her allowance") is income
        return ""
    if _owned(src, source) and (taker, kind.head) in ctx.holdings and not _person(head):
        return f"{src} is the taker's own, who holds {kind.label()} too"
    return ""


def _person(noun: str) -> bool:
    """A people noun (``his sister``, ``his friend``, ``his mom``): a giver, not a place."""
    from mathcore.organs.story.lexemes import lexicon
    from mathcore.organs.story.untold_acts import people_nouns

    entry = lexicon().entries.get(noun)
    return noun in people_nouns() or (entry is not None and (entry.name or bool(entry.gender)))


_CHANGES = frozenset({"lose", "give", "act"})


def possessed_place_beside(setup: StorySetup) -> str:
    """``Tom has 5 apples. His basket has 20 apples. How many apples does Tom have?`` (answered
    5; also ``There are 20 apples in his basket``, ``Tom's basket has 20 apples``): what a
    place a person possesses holds of the asked kind may or may not be counted as the
    person's, so a holding asked of that person refuses. Asked of the place (``How many apples
    are in his basket?``), a change of that kind by its possessor with no place told (``He ate
    3 apples``: from the basket or from his 5?) refuses too. Why, or ""."""
    q = setup.question
    if q.ask != "state" or not q.holder or q.holder == "*" or _measure(q.kind.head):
        return ""  # a measure is no holding: "His bag weighs 5 pounds" beside Tom's 40 pounds
    head = q.kind.head
    owners: dict[str, str] = {}
    for e in setup.events:
        if e.op == "has" and e.kind.head == head:
            owner = _possessor(e)
            if owner is not None:
                owners[e.holder] = owner
    if not owners:
        return ""
    if q.holder in owners:
        owner = owners[q.holder]
        for e in setup.events:
            if e.op not in _CHANGES or e.kind.head != head or e.holder in owners:
                continue
            if _may_own(owner, e.holder) and e.other not in owners:
                return f"{e.holder}'s {e.kind.label()} may be {q.holder}'s"
        return ""
    if q.holder.startswith("the ") or "'s " in q.holder:
        return ""
    mine = [o for o in owners.values() if _may_own(o, q.holder)]
    if mine and any(e.holder == q.holder and e.kind.head == head for e in setup.events):
        return f"what a place of {q.holder}'s holds may or may not be {q.holder}'s"
    return ""


def _measure(head: str) -> bool:
    """A unit of measure other than money (pounds, miles, hours): no thing held."""
    from mathcore.packs.loader import current_pack

    return head != "dollar" and current_pack().value(head, "unit") is not None


def _may_own(owner: str, holder: str) -> bool:
    """Whether ``holder`` may be the possessor ``owner`` (a name, or ``@his``/``@her``/""
    for a possessive pronoun: any person of a gender that does not clash)."""
    if not owner.startswith("@") and owner:
        return owner == holder
    from mathcore.organs.story.lexemes import lexicon

    entry = lexicon().entries.get(holder)
    gender = entry.gender if entry is not None else None
    return not ((owner == "@his" and gender == "f") or (owner == "@her" and gender == "m"))


def _possessor(e: Event) -> str | None:
    """Who possesses the place holding ``e``: a name (``tom`` for ``tom's basket``), ``@his``,
    ``@her`` or "" for a place told with a possessive pronoun (``his basket``: a person of
    that gender), None for no possessed place."""
    holder = e.holder
    if "'s " in holder:
        owner, _, noun = holder.rpartition("'s ")
        return None if _person(noun) else owner
    if not holder.startswith("the "):
        return None
    pronoun = _owned(holder, e.source)
    if not pronoun or _person(holder.split()[-1]):
        return None
    return f"@{pronoun}" if pronoun in ("his", "her") else ""


def _owned(holder: str, source: str) -> str:
    """The possessive pronoun before ``the X`` (``the pencil case``) in the source sentence
    (``her pencil case``, ``out of his piggy bank``), or ""."""
    return _word_before(holder, source, _OWN)


def _word_before(holder: str, source: str, told: frozenset[str]) -> str:
    """The first word of ``told`` just before the place ``the X``'s words in the source
    sentence (``source``: ``"s0[0-5]: <sentence>"``), or ""."""
    phrase = holder.removeprefix("the ").split()
    words = source.partition(": ")[2].lower().split()
    n = len(phrase)
    for i in range(1, len(words) - n + 1):
        if words[i - 1] in told and words[i : i + n] == phrase:
            return words[i - 1]
    return ""


def people_things(things: Sequence[str], subject: str) -> list[str]:
    """The holders named by a people noun (``the brother``, ``the mom``: told as ``her
    brother``), other than ``subject``: persons ``them`` may count beside the named ones
    (``Ann has 5 apples. Her brother has 2 apples. Their mom gave them 3 apples.`` read
    ``them`` as Ann alone, answered 8)."""
    return [t for t in things if t != subject and t.startswith("the ") and _person(t.split()[-1])]


def place_named_both_ways(setup: StorySetup) -> str:
    """``There are 20 apples in the basket. Tom put 5 apples in his basket. How many apples
    are in the basket?`` (answered 25; ``There are 43 pencils in the drawer. Dan placed 16
    pencils in his drawer.``: 59): the reader keeps ``his basket`` as ``the basket``, so a
    place told plainly and later with a possessive (or with two possessives: ``his`` then
    ``her``), or told with ``a`` after ``the`` (``Tom put 5 apples in a basket``), was one holder,
    though it may be two places. Refused then; a place told with a possessive or ``a`` first
    and plainly after (``in her basket ... from the basket``) is one. A bare ``the box``
    beside two places of that noun (``the red box`` and ``the blue box``, ``Ann's box``)
    names either: refused too (beside one, ``the parking lot ... the lot``, it is that one).
    Why, or ""."""
    seen: dict[str, str] = {}  # place -> the first form it was told in ("" plain, or "his")
    mentions = _place_mentions(setup)
    places = {h for h, _ in mentions} | {e.holder for e in setup.events if "'s " in e.holder}
    for holder in places:  # "from the box" beside "the red box" and "the blue box"
        words = holder.split()
        if len(words) != 2 or words[0] != "the" or _person(words[1]):
            continue
        named = {p for p in places if p != holder and p.split()[-1] == words[1]}
        if len(named) > 1:  # one ("the parking lot ... the lot") is the same place
            return f"'{holder}' beside {len(named)} places named {words[1]}"
    asked = setup.question.source
    for holder, source in mentions:
        # "How many games are in a season?": a question's "a" is generic, not another place
        form = _owned(holder, source) or (_indefinite(holder, source) if source != asked else "")
        if holder not in seen:
            seen[holder] = form
            continue
        first = seen[holder]
        # "a basket" after "the basket" (a generic "a cat ... a cat" is not guarded)
        if form and ((form in _A and first == "") or (form not in _A and form != first)):
            return f"'{holder}' told as '{first or 'the'} ...' and as '{form} ...'"
    return ""


_A = frozenset({"a", "an"})


def _indefinite(holder: str, source: str) -> str:
    """``a``/``an`` when the source tells the place ``the X`` as ``a X`` (``in a basket``)."""
    return _word_before(holder, source, _A)


def _place_mentions(setup: StorySetup) -> list[tuple[str, str]]:
    """Each place holder (``the X``) of the events and the question, with its source, in
    the order told (by the sources' sentence and token)."""
    told = [(e.holder, e.other, e.source) for e in setup.events]
    q = setup.question
    told.append((q.holder, q.other, q.source))
    out: list[tuple[str, str]] = []
    for holder, other, source in told:
        for h in (holder, other):
            if h.startswith("the ") and not _person(h.split()[-1]):
                out.append((h, source))
    return sorted(out, key=lambda m: _told_at(m[1]))  # events may be reordered (originals)


def _told_at(source: str) -> tuple[int, int]:
    """Where a source was told: (sentence, first token) of ``s1[4-9]: ...``."""
    head = source.partition(":")[0]
    sent, _, span = head.partition("[")
    try:
        return int(sent.removeprefix("s")), int(span.partition("-")[0])
    except ValueError:
        return (1 << 30, 0)
