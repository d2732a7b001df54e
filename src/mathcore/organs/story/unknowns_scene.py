"""The solver's scene constructions, run before the other unknowns (one hook).

``unknowns_place``: place-less ``there are`` amounts of the one place's things;
``unknowns_heads``: ``pieces of fruit`` and comparisons with a category's members;
``unknowns_split``: ``males`` as the members that are male, a whole split by a
comparison of its two complementary parts; ``unknowns_rest``: a whole split into named
kinds and the rest, with comparisons; ``unknowns_chain``: relative actions solved
from their one told end.
"""

from __future__ import annotations

from mathcore.organs.story.model import StorySetup
from mathcore.organs.story.unknowns_chain import solve_chain
from mathcore.organs.story.unknowns_heads import pieces_of_category, relate_to_members
from mathcore.organs.story.unknowns_place import join_place
from mathcore.organs.story.unknowns_rest import solve_rest
from mathcore.organs.story.unknowns_split import name_complements, split_whole
from mathcore.results import Step


def solve_scene(setup: StorySetup) -> tuple[StorySetup, list[Step]]:
    """``setup`` after every scene construction, and the steps they took."""
    setup = join_place(name_complements(setup))
    setup, split = split_whole(setup)
    setup = pieces_of_category(setup)
    setup, related = relate_to_members(setup)
    setup, rest = solve_rest(setup)
    setup, chain = solve_chain(setup)
    return setup, [*split, *related, *rest, *chain]
