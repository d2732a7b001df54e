"""The public entry point: ``solve(text)`` never raises on a string.

``solve`` runs one contemplation pass (``mathcore.routing.contemplation``) over the registered
organs. Any exception inside the pass is a bug; it becomes a ``Refused`` with reason
``internal_error`` (family ``internal``, terminal ``NO_PROGRESS``), never an answer.
"""

from __future__ import annotations

import os

from mathcore.results import Refused, Result
from mathcore.routing.contemplation import (
    NO_PROGRESS,
    AnswerKey,
    Options,
    contemplate,
    expectation,
)
from mathcore.routing.families import INTERNAL, ROUTER


def solve(
    text: str,
    *,
    ask: bool = False,
    answer_key: AnswerKey | None = None,
    options: Options | None = None,
    proposals_dir: str | os.PathLike[str] | None = None,
) -> Result:
    """Solve ``text`` exactly, or refuse with a typed reason. Never raises on a ``str``.

    ``ask``: under-determined problems land on ``QUESTION_NEEDED`` with the question to ask.
    ``answer_key`` / ``options``: an exact key (``"18"``, ``18``, ``Fraction``, or an option
    label such as ``"A"``) and/or the allowed values; a proof that disagrees gives
    ``CONTRADICTION_DETECTED``. A malformed key or option list raises ``TypeError`` or
    ``ValueError`` (caller misuse). ``proposals_dir``: where growth proposals are written.
    """
    expect = expectation(answer_key, options)
    try:
        return contemplate(text, ask=ask, expect=expect, proposals_dir=proposals_dir)
    except Exception as exc:  # a bug must never become an answer; tests assert it never happens
        return Refused(
            "internal_error", INTERNAL, ROUTER, NO_PROGRESS, detail=f"{type(exc).__name__}: {exc}"
        )
