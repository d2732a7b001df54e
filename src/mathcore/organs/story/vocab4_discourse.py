"""A discourse adverb standing alone before its clause (issue 8, vocabulary round 4):
``However, Tapanga has 8 more candies than Corey.``

The sentence splits at the comma; the lone ``However`` is read by this row and adds no event
(a contrast says nothing about any amount). The word is a pack function word read only here:
``He, however, has 5 apples`` or ``however many`` still refuse.
"""

from __future__ import annotations

DISCOURSE_CLAUSES = """
discourse_lead | however | op=none
"""
