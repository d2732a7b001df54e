"""Round six (issue 5): contemplation builds its findings and refusals through a twin
(``fastinit.fast_new``); they are the very instances the classes' constructors build."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

import mathcore
from mathcore.results import Finding, Refused

TEXTS = (
    "Tom has 5 zorgs. How many zorgs does he have?",
    "Mark has a garden with flowers. How many flowers are there?",
    "What is the capital of France?",
    "",
)


@pytest.mark.parametrize("text", TEXTS)
def test_refusals_and_findings_are_the_dataclass_ones(text: str) -> None:
    out = mathcore.solve(text)
    assert type(out) is Refused
    want = Refused(**{f.name: getattr(out, f.name) for f in dataclasses.fields(Refused)})
    assert out == want and hash(out) == hash(want) and repr(out) == repr(want)
    assert pickle.loads(pickle.dumps(out)) == want
    assert out.findings
    for finding in out.findings:
        assert type(finding) is Finding
        assert finding == Finding(finding.stage, finding.detail)
        with pytest.raises(dataclasses.FrozenInstanceError):
            finding.stage = ""  # type: ignore[misc]
