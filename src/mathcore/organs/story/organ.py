"""The story organ: reader, exact solver and closed taxonomy behind the Organ protocol."""

from __future__ import annotations

from mathcore.organs.base import (
    OrganAnswer,
    ReaderRefusal,
    ReasonKind,
    ReasonSpec,
    SolverRefusal,
    Taxonomy,
)
from mathcore.organs.story import mawps_eq5_cost as _cost
from mathcore.organs.story import mawps_eq5_far as _far
from mathcore.organs.story import mawps_eq5_per as _per
from mathcore.organs.story import mawps_eq5_share as _share
from mathcore.organs.story import mawps_parts as _parts
from mathcore.organs.story import mawps_weather as _weather
from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.reader import read_story
from mathcore.organs.story.solver import solve_story
from mathcore.text.guard import check_input

_G, _B, _U, _S = (
    ReasonKind.GROWTH,
    ReasonKind.BOUNDARY,
    ReasonKind.UNDERDETERMINED,
    ReasonKind.STEP_ASIDE,
)

READER_REASONS = (
    ("not_story_shaped", _S, "input_shape", "step aside: no how-many/how-much question"),
    ("empty", _S, "input_shape", "step aside"),
    ("unknown_word", _G, "story_vocabulary", "teach the word (lexicon entry)"),
    ("unreadable_sentence", _G, "story_frames", "teach a frame for the sentence"),
    ("unreadable_question", _G, "story_frames", "teach a question frame"),
    ("ambiguous_reading", _B, "story_ambiguity", "two readings differ: stays refused"),
    ("ambiguous_reference", _B, "story_ambiguity", "a pronoun with several antecedents"),
    ("unresolved_reference", _G, "story_references", "an elided kind or holder"),
    ("unit_mismatch", _B, "story_units", "units that do not combine"),
    ("no_question", _S, "input_shape", "step aside: no final question"),
    ("multiple_questions", _B, "story_ambiguity", "more than one question"),
    ("invalid_reading", _B, "story_boundaries", "the reading would be an invalid setup"),
)
SOLVER_REASONS = (
    ("composition_not_ratified", _G, "story_compositions", "ratify the composition row"),
    ("unbound_quantity", _U, "story_underdetermined", "ask for the missing amount"),
    ("question_target_unbound", _U, "story_underdetermined", "the story never gives it"),
    ("inconsistent_story", _B, "story_boundaries", "facts contradict each other"),
    ("ambiguous_total", _B, "story_ambiguity", "a total over unlike holders"),
    ("unused_number", _B, "story_boundaries", "a stated number is not used"),
    ("negative_quantity", _B, "story_boundaries", "a count below zero"),
    ("non_integer_count", _B, "story_boundaries", "a count must be whole"),
    ("money_precision", _B, "story_boundaries", "money has at most two decimals"),
    ("unsupported_event", _G, "story_compositions", "an event the ledger cannot apply"),
    ("division_by_zero", _B, "story_boundaries", "a share among zero parts"),
    ("unit_mismatch", _B, "story_units", "another unit of the asked dimension, unconverted"),
)

TAXONOMY = Taxonomy(
    organ="story",
    prefix="story",
    reasons=tuple(ReasonSpec(n, "reader", k, f, a) for n, k, f, a in READER_REASONS)
    + tuple(ReasonSpec(n, "solver", k, f, a) for n, k, f, a in SOLVER_REASONS),
)


class StoryOrgan:
    """Multi-step grade-school stories, read totally or refused."""

    @property
    def name(self) -> str:
        return "story"

    @property
    def taxonomy(self) -> Taxonomy:
        return TAXONOMY

    def read(self, text: str) -> StorySetup | ReaderRefusal:
        reason = check_input(text)
        if reason == "empty":
            return ReaderRefusal("empty")
        if reason is not None:
            return ReaderRefusal("not_story_shaped", reason)
        if _weather.cue(text):  # "It rained 0.9 inches on Monday" (mawps_weather)
            return _weather.read_weather(text) or read_story(text)
        if _parts.cue(text):  # "What fraction of the nails are either ..." (mawps_parts)
            return _parts.read_parts(text) or read_story(text)
        if _cost.cue(text):  # "What was the total cost of Jessica's purchases?" (mawps_eq5_cost)
            setup = _cost.read_cost(text)
            if setup is not None:
                return setup
        if _far.cue(text):  # "If Anne wandered for 3 hours at 2 miles per hour. How far ..."
            setup = _far.read_far(text)
            if setup is not None:
                return setup
        if _per.cue(text):  # "How many hamburgers on average were sold each day?" (mawps_eq5_per)
            setup = _per.read_per(text)
            if setup is not None:
                return setup
        if _share.cue(text):  # "If they equally split up the trout" (mawps_eq5_share)
            return _share.read_share(text) or read_story(text)
        return read_story(text)

    def solve(self, setup: StorySetup) -> OrganAnswer | SolverRefusal:
        return solve_story(setup)

    def signature(self, setup: StorySetup) -> str:
        return setup.signature()


ORGAN = StoryOrgan()
