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
- ``f4_for_every``: ``For every 4 pounds they recycled they earned one point``: a ratio
  between two actions of the same doers (``they`` both times); each act of
  the first verb on the first kind earns its share of the second (``frames4.expand_ratios``,
  exact: a share that is not whole in the answer refuses).
- ``f4_q_they``: ``How many points did they earn?``: ``they`` as every doer, read only for a
  story whose every event is an act under one told ratio (else refused by the solver).
- ``f4_turned_in``: ``but then another 18 were turned in``: more of the kind handed in to its
  one holder (``another``/``more`` required: a bare ``18 were turned in`` may be all of them).
- ``f4_come_in``: ``The white T-shirts come in packs of 6``: the twin of ``come_in``
  (``mawps_eq_rows``, which reads no determiner) whose unit is named by its contents (``pack``
  ``of white t-shirt``), so several sizes sum (``frames4_units``).
- ``f4_buy_that_each``: ``John buys 5 toys that each cost $3``: the twin of ``buy_that_each``
  (``gsm_clauses``: ``that cost $3 each``) with ``each`` before the verb; the same template.
- ``f4_has_coming``: ``Marlee has 12 guests coming to her party``: a holding of people who
  come (people nouns only; ``frames4.py``).
"""

from __future__ import annotations

ADV = "?only|already|now|still|then|also|later|originally:adv"
AUX = "?has|have|had|will"
_PROGRESSIVE = "was|is|were|are"

FRAMES4_CLAUSES = f"""\
f4_making_each_unit | H:s {ADV} {_PROGRESSIVE} making|preparing|filling K:u with N:n K?:k in|on each K:u2 | op=cap kind=u qty=n
f4_for_every | for every|each N:n K:u they:d1 V=act|F=increment_frame/decrement_frame:f ?, they:d2 F=increment_frame:f2 N:m K:k | op=f4_ratio kind=k qty=m other_kind=u
f4_turned_in | another|more N:n K?:k were|was|are|is turned|handed|brought in S:loc | op=gain holder=passive kind=k qty=n
f4_come_in | the K:k come|comes|came in K:u of N:n | op=f4_come_in kind=k qty=n
f4_buy_that_each | H:s {ADV} {AUX} F=increment_frame:f N:n K:k ?, that|which each cost|costs $:p S:loc | op=own pre=gain_priced holder=s kind=k qty=n price=p
f4_buy_that_each_more | H:s N:n K:k ?, that|which each cost|costs $:p S:loc | op=own pre=gain_priced holder=s kind=k qty=n price=p
f4_has_with | H:s V=possession with N:n K?:k | op=has holder=s kind=k qty=n
f4_has_coming | H:s V=possession N:n K:k coming|invited to his|her|their|a|the ?halloween K:x | op=f4_has_people holder=s kind=k qty=n
"""

FRAMES4_QUESTIONS = """\
f4_q_they | how many K?:k did|do|does|will|would they F=increment_frame:f T:t | ask=event holder=* kind=k frame=f
"""
