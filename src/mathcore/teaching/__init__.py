"""The teaching corridor: audit rows -> evidence -> proposals -> review -> reviewed pack rows.

``mathcore.teaching.corridor`` is the facade (the CLI and the workbench use only it). The
logic lives in small modules: ``canonical`` (hashable bytes), ``evidence`` (audit rows as
hashed evidence), ``claims`` (the three claim sub-types and their allowlists), ``proposals``
(grouping evidence into reviewable proposals), ``review_log`` (the append-only, hash-chained
log), ``registry_write`` (one reviewed row into a pack, atomically), ``replay`` (the replay
gate) and ``ratification`` (every check before any write).
"""
