"""A group's scene told in the past, or a group holding an untold amount (issue 8, statements).

``Stefan, Vail, and Aiguo collected seashells.``, ``Arwen and Elrond picked some flowers.``,
``Eric, Ben, and Jack have some money.``: a coordinated group (``phrases.groups``) and a gain
verb or a holding with no amount. Read as ``coord``'s group scenes (``op=setting``: no
event; each member mentioned and marked, so a later ``they`` total must be over exactly the
group): the amounts are told after it. ``resolve._idle_setting`` refuses the scene when the
story already holds things it names (``Tom has 5 shells. Tom and Ann collected shells.``:
the collected shells change his by an untold amount).
"""

from __future__ import annotations

GROUP_SCENE_CLAUSES = """
grp_scene_gain | G:s ?all|both F=increment_frame:f K:k S:loc | op=setting
grp_scene_gain_some | G:s ?all|both F=increment_frame:f some K:k S:loc | op=setting
grp_scene_some | G:s ?all|both V=possession some K:k S:loc | op=setting
"""
