"""The solver's scene constructions, run before the other unknowns (one hook).

``unknowns_place``: place-less ``there are`` amounts of the one place's things;
``unknowns_heads``: ``pieces of fruit`` and comparisons with a category's members;
``unknowns_split``: ``males`` as the members that are male, a whole split by a
comparison of its two complementary parts; ``unknowns_rest``: a whole split into named
kinds and the rest, with comparisons; ``unknowns_chain``: relative actions solved
from their one told end. None of them reads a story whose statements are not of one time.
"""

from __future__ import annotations

from mathcore.organs.story.model import KIND_COMPARISONS, StorySetup
from mathcore.organs.story.unknowns_chain import solve_chain
from mathcore.organs.story.unknowns_heads import pieces_of_category, relate_to_members
from mathcore.organs.story.unknowns_mods import unify_mods
from mathcore.organs.story.unknowns_place import join_place
from mathcore.organs.story.unknowns_rest import solve_rest
from mathcore.organs.story.unknowns_split import name_complements, split_whole
from mathcore.packs.loader import current_pack
from mathcore.results import Step

#: The pack's shift words of a statement (``time_word`` and ``amount_time`` rows with the
#: ``time_shift_word`` rows, less the ``no_time_shift_word`` rows: the auxiliaries and amounts
#: among ``amount_time`` are no shift on their own; lexicon/story_setting8.jsonl), and the
#: ``present_state_word`` and ``still_past_word`` rows (a present and a past state), read once
#: per pack digest.
_SHIFTS: dict[str, tuple[frozenset[str], frozenset[str], frozenset[str]]] = {}


def _shift_words() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    pack = current_pack()
    hit = _SHIFTS.get(pack.digest)
    if hit is None:
        times = pack.words("time_word") | pack.words("amount_time")
        shift = (times | pack.words("time_shift_word")) - pack.words("no_time_shift_word")
        hit = (shift, pack.words("present_state_word"), pack.words("still_past_word"))
        _SHIFTS.clear()
        _SHIFTS[pack.digest] = hit
    return hit


def one_time(setup: StorySetup) -> bool:
    """Every statement of one time: no time word (``yesterday``, ``last week``, ``now``,
    ``at first``) and not both present and past states (``There are 12 more green apples
    than red apples. There were 16 red apples.``: the same red apples?)."""
    said: set[str] = set()
    for e in setup.events:
        said.update(e.source.partition(": ")[2].lower().split())
    shift, present, past = _shift_words()
    return not (said & shift or (said & present and said & past))


#: The event ops one of the constructions reads (a comparison, a rest); else only pieces.
_TRIGGERS = KIND_COMPARISONS | {
    "rest",
    "more",
    "fewer",
    "times",
    "times_more",
    "times_fewer",
    "ev_more",
    "ev_fewer",
    "ev_times",
    "ev_times_more",
    "ev_times_fewer",
}


def _may_apply(setup: StorySetup) -> bool:
    """A cheap necessary condition: an op some construction reads, or pieces of something."""
    if setup.question.kind.head == "piece":
        return True
    return any(e.op in _TRIGGERS or e.kind.head == "piece" for e in setup.events)


def solve_scene(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``setup`` after every scene construction, and the steps they took (none when the
    statements are not of one time)."""
    if not _may_apply(setup) or not one_time(setup):
        return setup, []
    setup = join_place(name_complements(unify_mods(setup)))  # unknowns_mods
    setup, split = split_whole(setup)
    setup = pieces_of_category(setup)
    setup, related = relate_to_members(setup)
    setup, rest = solve_rest(setup)
    setup, chain = solve_chain(setup)
    return setup, [*split, *related, *rest, *chain]
