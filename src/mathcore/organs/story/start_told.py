"""A starting amount told by words rather than by its place in the story (adversary session 4).

``Sarah had some trucks. She gave 13 to Jeff. She had 51 trucks at first. How many trucks does
she have now?`` was answered 51: ``at first`` was read as a time phrase that adds nothing, so
the last holding looked like the amount after the giving. A holding told ``at first``,
``initially``, ``to begin with``, ``to start with`` or ``in the beginning`` is the story's
starting amount wherever its sentence stands (``told_first``: the reader marks it as it marks
``originally``, and puts it before every change).

The same words in a question asked as a present state (``How many bananas are at first in
the jar?``, answered with the amount left) ask the start: such a question is refused
(``asks_start_as_state``) rather than answered with the end.
"""

from __future__ import annotations

from mathcore.organs.story.model import Question

#: Word sequences that tell (or ask) the amount before every change.
START_WORDS = (
    ("at", "first"),
    ("initially",),
    ("originally",),
    ("to", "begin", "with"),
    ("to", "start", "with"),
    ("in", "the", "beginning"),
    ("at", "the", "beginning"),
    ("at", "the", "start"),
)


def _words(source: str) -> list[str]:
    return source.partition(": ")[2].lower().replace(",", " ").split()


def _has_start_words(words: list[str]) -> bool:
    for seq in START_WORDS:
        n = len(seq)
        if any(tuple(words[i : i + n]) == seq for i in range(len(words) - n + 1)):
            return True
    return False


def told_first(source: str) -> bool:
    """``She had 51 trucks at first``: the clause tells the starting amount."""
    return _has_start_words(_words(source))


def asks_start_as_state(q: Question) -> bool:
    """``How many bananas are at first in the jar?`` read as the present state."""
    return q.ask == "state" and _has_start_words(_words(q.source))
