"""Story fast paths decide exactly as the plain computation (pack scans done once)."""

from __future__ import annotations

import pytest

from mathcore.organs.story import mawps_asks
from mathcore.packs.loader import current_pack


def _plain_pair(whole: str) -> tuple[str, str] | None:
    pairs = set()
    pack = current_pack()
    for part in pack.words("complement"):
        other, _, wholes = (pack.value(part, "complement") or "").partition(":")
        if whole in wholes.split(","):
            pairs.add(tuple(sorted((part, other))))
    if len(pairs) != 1:
        return None
    first, second = next(iter(pairs))
    return first, second


def _wholes() -> list[str]:
    pack = current_pack()
    out = set()
    for part in pack.words("complement"):
        out.update((pack.value(part, "complement") or "").partition(":")[2].split(","))
    return sorted(out | {"zebra", ""})


def test_the_pack_names_some_complements() -> None:
    assert len(_wholes()) > 2
    assert mawps_asks._complement_pair("child") == ("boy", "girl")


@pytest.mark.parametrize("whole", _wholes())
def test_complement_pair_is_the_plain_scan(whole: str) -> None:
    assert mawps_asks._complement_pair(whole) == _plain_pair(whole)


def test_complements_are_kept_per_pack_digest() -> None:
    mawps_asks._complement_pair("child")
    digest = current_pack().digest
    assert list(mawps_asks._COMPLEMENTS) == [digest]
    mawps_asks._COMPLEMENTS[digest] = (("cat", "dog:pet"),)  # what a stale table would say
    try:
        assert mawps_asks._complement_pair("pet") == ("cat", "dog")
        mawps_asks._COMPLEMENTS.clear()
        mawps_asks._COMPLEMENTS["another digest"] = (("cat", "dog:pet"),)
        assert mawps_asks._complement_pair("pet") == _plain_pair("pet")
    finally:
        mawps_asks._COMPLEMENTS.clear()
