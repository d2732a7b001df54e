# ruff: noqa: E501
"""Statement frames for sentences whose every word is known but which no frame read (issue 8).

Each row reads one recurring sentence shape found by clustering ``mathcore audit`` rows whose
missing operator is ``frame_entry`` (``story_unreadable_sentence``); its use counts and the
command that prints them are in ``docs/story_frames4.md``. Handlers: ``frames4.py``.

- ``f4_making_each_unit``: ``Olivia was making baggies of cookies with 9 cookies in each bag``:
  the twin of ``making_units`` (``mawps_multi_rows``, whose ``one|K:u2`` reads only ``each
  one``) for a noun after ``each``; the same capacity event (``op=cap``), whose handler
  refuses unless that noun is the made unit or one the pack places it under (a baggie is a
  bag: ``lexicon/story_frames4.jsonl``).
- ``f4_has_with``: ``Aaron has with 5 cards``: a holding told with a stray ``with`` before
  its number (nothing may stand between ``with`` and the number).
- ``f4_has_coming``: ``Marlee has 12 guests coming to her party``: a holding of people who
  come (people nouns only; ``frames4.py``).
"""

from __future__ import annotations

ADV = "?only|already|now|still|then|also|later|originally:adv"
_PROGRESSIVE = "was|is|were|are"

FRAMES4_CLAUSES = f"""\
f4_making_each_unit | H:s {ADV} {_PROGRESSIVE} making|preparing|filling K:u with N:n K?:k in|on each K:u2 | op=cap kind=u qty=n
f4_has_with | H:s V=possession with N:n K?:k | op=has holder=s kind=k qty=n
f4_has_coming | H:s V=possession N:n K:k coming|invited to his|her|their|a|the ?halloween K:x | op=f4_has_people holder=s kind=k qty=n
"""
