"""The one door from the workbench into the teaching corridor, and JSON for what comes back.

The workbench holds no rule of its own: every check (laundering, polarity, sub-type, tampering,
category, replay, duplicates) stays in the corridor's handlers. ``Corridor`` names the calls the
workbench makes; the app factory takes any object that has them (tests inject a fake), and
``default_corridor`` binds the real ``mathcore.teaching.corridor`` to a pack and a review log.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping, Sequence
from fractions import Fraction
from pathlib import Path, PurePath
from typing import Any, Protocol

from mathcore.exact import canonical


class Corridor(Protocol):
    """The teaching corridor's facade as the workbench uses it."""

    def list_proposals(self) -> Sequence[Any]: ...

    def get_proposal(self, proposal_id: str) -> Any: ...

    def ratify(
        self,
        proposal_id: str,
        *,
        reviewer: str,
        reason: str,
        category: str,
        polarity: str,
        value: str | None = None,
    ) -> Any: ...

    def reject(self, proposal_id: str, *, reviewer: str, reason: str) -> Any: ...

    def defer(self, proposal_id: str, *, reviewer: str, reason: str) -> Any: ...

    def replay(
        self, proposal_id: str, *, category: str, polarity: str, value: str | None = None
    ) -> Any: ...

    def read_log(self) -> Sequence[Any]: ...

    def verify_log(self) -> Any: ...


def jsonable(value: Any) -> Any:
    """``value`` as plain JSON data (exact numbers as canonical strings, never floats)."""
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, Fraction):
        return canonical(value)
    if isinstance(value, float):
        raise TypeError("the corridor returned a float; exact numbers only")
    if isinstance(value, enum.Enum):
        return jsonable(value.value)
    if isinstance(value, PurePath):
        return str(value)
    to_json = getattr(value, "to_json", None)
    if callable(to_json):
        return jsonable(to_json())
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, Sequence | frozenset | set):
        items = [jsonable(v) for v in value]
        return items if isinstance(value, Sequence) else sorted(items, key=repr)
    raise TypeError(f"cannot show a {type(value).__name__} as JSON")


class TeachingCorridor:
    """``mathcore.teaching.corridor`` bound to one pack, one review log and replay data."""

    def __init__(
        self,
        pack: Path | None = None,
        log: Path | None = None,
        replay_data: Sequence[Path] | None = None,
    ) -> None:
        from mathcore.teaching import corridor

        self._c = corridor
        self.pack = pack
        self.log = log
        self.replay_data = None if replay_data is None else list(replay_data)

    def _paths(self) -> dict[str, Any]:
        return {"log_path": self.log, "pack_path": self.pack}

    def list_proposals(self) -> Sequence[Any]:
        return self._c.list_proposals(**self._paths())

    def get_proposal(self, proposal_id: str) -> Any:
        return self._c.get_proposal(proposal_id, **self._paths())

    def ratify(
        self,
        proposal_id: str,
        *,
        reviewer: str,
        reason: str,
        category: str,
        polarity: str,
        value: str | None = None,
    ) -> Any:
        return self._c.ratify(
            proposal_id,
            category=category,
            polarity=polarity,
            reviewer=reviewer,
            value=value,
            reason=reason,
            replay_data=self.replay_data,
            **self._paths(),
        )

    def reject(self, proposal_id: str, *, reviewer: str, reason: str) -> Any:
        return self._c.reject(proposal_id, reason=reason, reviewer=reviewer, **self._paths())

    def defer(self, proposal_id: str, *, reviewer: str, reason: str) -> Any:
        return self._c.defer(proposal_id, reason=reason, reviewer=reviewer, **self._paths())

    def replay(
        self, proposal_id: str, *, category: str, polarity: str, value: str | None = None
    ) -> Any:
        return self._c.replay(
            proposal_id,
            category=category,
            polarity=polarity,
            value=value,
            replay_data=self.replay_data,
            **self._paths(),
        )

    def read_log(self) -> Sequence[Any]:
        return self._c.read_log(self.log)

    def recover(self) -> bool:
        """Let the corridor finish or abort a ratification a crash interrupted."""
        return bool(self._c.recover(**self._paths()))

    def verify_log(self) -> Any:
        return self._c.verify_log(self.log)


def default_corridor(
    pack: Path | None = None, log: Path | None = None, replay_data: Sequence[Path] | None = None
) -> TeachingCorridor:
    """The real corridor over ``pack`` and ``log`` (``None``: the corridor's defaults)."""
    return TeachingCorridor(pack, log, replay_data)
