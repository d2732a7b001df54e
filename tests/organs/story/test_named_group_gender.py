"""``the two men`` / ``the two women`` names the story's people only when the pack knows each
name to be of that gender; a name of unknown gender under a gendered noun is a guess, refused
(``question_forms.named_group``)."""

from __future__ import annotations

import pytest

import mathcore


@pytest.mark.parametrize(
    ("text", "answer"),
    [
        ("Salvadore earned $5. Santo earned $3. How much money did the two men earn together?", 8),
        (
            "Salvadore earned $5. Santo earned $3. How much money did the two women earn together?",
            None,
        ),
        ("Zorvan earned $5. Santo earned $3. How much money did the two men earn together?", None),
        ("Mary earned $5. Santo earned $3. How much money did the two men earn together?", None),
    ],
)
def test_gendered_groups_need_known_genders(text: str, answer: int | None) -> None:
    out = mathcore.solve(text)
    got = out.answer if isinstance(out, mathcore.Solved) else None
    assert got == answer
