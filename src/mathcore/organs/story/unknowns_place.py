"""A scene of one place: ``there are`` amounts with no place, of things the place holds.

``There are 12 more green apples than red apples in a bowl. There are 16 red apples. How
many apples are there in the bowl?`` (44): the second sentence names no place, and the reader
gives its amount to no one (``*``); but the red apples it counts are the ones the bowl was
said to hold. Before the ledger runs, such an amount is the place's own.

Read only when the story is exactly one scene: every event an amount or a comparison of
kinds (``has``, ``more_k`` / ``fewer_k`` / ``times_k`` and the scaled ones), held by one
place (a named place: ``the bowl``, ``Sam's collection``) or by no one, each place-less one
told in a ``there is/are`` sentence, as one of the place's is; and each place-less event
counts a kind the place's events already count (the same kind, or compared against one:
``two fewer red pens than pencils`` beside the collection's pencils), directly or through
another place-less one that does. A place-less amount of a kind the place never counts
(``There are 5 oranges``) stays with no one, and so does one told before the place is first
named (``There are 5 blue pens. In Sam's collection, there are 10 more black pens than blue
pens.``: in the collection or not?); two places, a person, or any other event leaves the
story as it is.
"""

from __future__ import annotations

from dataclasses import replace

from mathcore.organs.story.model import EVERYONE, KIND_COMPARISONS, Event, Kind, StorySetup

_OPS = KIND_COMPARISONS | {"has"}


def _place(holder: str) -> bool:
    """A named place: ``the bowl``, ``sam's collection`` (never a bare name or a pronoun)."""
    return holder.startswith("the ") or "'s " in holder


def _there_sentences(events: tuple[Event, ...]) -> set[str]:
    """The sentence keys (``s1``) of events a ``there is/are`` row read."""
    return {e.source.partition("[")[0] for e in events if e.rule.startswith("there")}


def _kinds(e: Event) -> tuple[Kind, ...]:
    return (e.kind,) if e.other_kind is None else (e.kind, e.other_kind)


def join_place(setup: StorySetup) -> StorySetup:
    """``setup`` with its place-less ``there are`` amounts given to the one place, when the
    story is that one scene (see the module docstring); else unchanged."""
    evs = setup.events
    if not any(e.holder == EVERYONE for e in evs) or any(e.op not in _OPS for e in evs):
        return setup
    places = {e.holder for e in evs if e.holder != EVERYONE}
    if len(places) != 1:
        return setup
    place = next(iter(places))
    if not _place(place) or setup.question.holder not in (place, EVERYONE):
        return setup
    loose = [e for e in evs if e.holder == EVERYONE]
    if not any(e.holder == place and e.rule.startswith("there") for e in evs):
        return setup  # "The teacher has 10 more black pens than blue pens": a holder, no scene
    first = next(n for n, e in enumerate(evs) if e.holder == place)
    if any(e.holder == EVERYONE for e in evs[:first]):
        return setup  # "There are 5 blue pens. In Sam's collection, ...": before the place
    there = _there_sentences(evs)
    if any(e.source.partition("[")[0] not in there or not e.source for e in loose):
        return setup
    known = {k for e in evs if e.holder == place for k in _kinds(e)}
    joined: set[int] = set()
    grown = True
    while grown:
        grown = False
        for e in loose:
            if id(e) not in joined and any(k in known for k in _kinds(e)):
                joined.add(id(e))
                known.update(_kinds(e))
                grown = True
    if len(joined) != len(loose):
        return setup
    events = tuple(
        replace(e, holder=place, agent=place if e.agent == EVERYONE else e.agent)
        if e.holder == EVERYONE
        else e
        for e in evs
    )
    return replace(setup, events=events)
