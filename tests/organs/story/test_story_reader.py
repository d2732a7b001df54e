"""The story reader and solver: total reading, typed refusals with blocking, pack-driven."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from mathcore.errors import SetupError
from mathcore.organs.base import OrganAnswer, ReaderRefusal, SolverRefusal
from mathcore.organs.story.model import Event, Kind, Question, StorySetup
from mathcore.organs.story.organ import ORGAN, TAXONOMY
from mathcore.packs.loader import DEFAULT_PACK, PACK_ENV
from mathcore.packs.manifest import write_manifest


def answer(text: str) -> object:
    setup = ORGAN.read(text)
    if isinstance(setup, ReaderRefusal):
        return setup
    return ORGAN.solve(setup)


def value(text: str) -> object:
    out = answer(text)
    assert isinstance(out, OrganAnswer), out
    return out.value


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tom has 3 apples. He gets 2 more apples. How many apples does Tom have?", 5),
        (
            "Jose starts with 7 bottle caps. He gets 2 more from Rebecca. "
            "How many bottle caps does Jose end with?",
            9,
        ),
        (
            "There are 11 rulers and 34 crayons in the drawer. Tim placed 14 rulers in the drawer. "
            "How many rulers are now there in all?",
            25,
        ),
        (
            "Sean has 45 whistles. He has 32 more whistles than Charles. "
            "How many whistles does Charles have?",
            13,
        ),
        ("Sara has 9 dozen golf balls. How many golf balls does Sara have?", 108),
        ("Kaleb had 12 dollars. He spent 8 bucks. How much money does Kaleb have?", 4),
        ("Lisa has 3 bags with 4 apples in each bag. How many apples does Lisa have?", 12),
        (
            "Omar had 2 boxes with 14 pencils in each box. He gave 6 pencils to his brother. "
            "How many pencils did Omar have left?",
            22,
        ),
        (
            "Bea has 4 packs. Each pack has 10 crayons. She has 6 extra crayons. "
            "She gives 5 crayons to Tom. How many crayons does Bea have?",
            41,
        ),
        ("Tom has 5 apples. Sam has 3 apples more than Tom. How many apples does Sam have?", 8),
        ("Tim has 30 fewer apples than Mia. Mia has 68 apples. How many apples does Tim have?", 38),
        (
            "Ken has $50. Ken bought 2 baguettes. Each baguette costs $2. "
            "How much money does Ken have left?",
            46,
        ),
        ("Ken has $50. He sold 3 lamps. Each lamp costs $4. How much money does Ken have?", 62),
    ],
)
def test_constructions_answer_exactly(text: str, expected: int) -> None:
    assert value(text) == expected


def test_every_step_names_its_source_sentence() -> None:
    out = answer("Omar had 30 marbles. He lost 8 marbles. How many marbles does Omar have left?")
    assert isinstance(out, OrganAnswer)
    assert out.unit == "marble"
    assert [s.operation for s in out.steps] == ["has", "subtract"]
    assert out.steps[1].source.startswith("s1[")
    assert "lost 8 marbles" in out.steps[1].source


def test_unknown_word_blocks_with_the_token_and_what_was_read() -> None:
    out = ORGAN.read("Tom has 3 apples. He zorbles 2 apples. How many apples does Tom have?")
    assert isinstance(out, ReaderRefusal) and out.reason == "unknown_word"
    assert out.blocking is not None
    assert (out.blocking.sentence_index, out.blocking.token_index) == (1, 1)
    assert out.blocking.token == "zorbles"
    assert out.blocking.recognized == ("He",)
    assert out.blocking.missing_operator == "lexicon_entry"


def test_unreadable_sentence_names_the_open_frame_and_operator() -> None:
    out = ORGAN.read("Tom has 3 apples. He has 3 apples 4. How many apples does Tom have?")
    assert isinstance(out, ReaderRefusal) and out.reason == "unreadable_sentence"
    assert out.blocking is not None and out.blocking.open_frame
    assert out.blocking.token == "4"
    assert out.blocking.missing_operator == "multi_quantity_composition"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "empty"),
        ("Tom has 3 apples.", "not_story_shaped"),
        ("How many apples does Tom have? Tom has 3 apples.", "multiple_questions"),
        ("Tom has 3 apples? How many apples does Tom have?", "multiple_questions"),
        (
            "Alex has 5 apples. Casey has 3 apples. She gives 2 apples to Casey. "
            "How many apples does Casey have?",
            "ambiguous_reference",
        ),
        (
            "Tom has 3 apples and 4 pears. He eats 2. How many apples does Tom have?",
            "unresolved_reference",
        ),
        ("Tom has $3 apples. How many apples does Tom have?", "unit_mismatch"),
        (
            # a time scope that narrows the changes (mawps_eq answers it when it narrows none)
            "Eva sold 5 cakes on Monday and 2 cakes on Tuesday. "
            "How many cakes did Eva sell on Monday?",
            "unreadable_question",
        ),
        ("Tom has 3 apples. How many apples how many does Tom have?", "unreadable_question"),
    ],
)
def test_reader_refusals_are_typed(text: str, reason: str) -> None:
    out = ORGAN.read(text)
    assert isinstance(out, ReaderRefusal), out
    assert out.reason == reason
    assert reason in TAXONOMY.names("reader")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "Tom has 3 apples. He gives 5 apples to Ann. How many apples does Tom have?",
            "negative_quantity",
        ),
        (
            "Kim has 10 pies. She shares them equally among 4 friends. "
            "How many pies does each friend get?",
            "non_integer_count",
        ),
        (
            "Kim has 10 pies. She shares them equally among 0 friends. "
            "How many pies does each friend get?",
            "division_by_zero",
        ),
        (
            "Tom has 3 apples. Tom has 4 apples. How many apples does Tom have?",
            "inconsistent_story",
        ),
        ("Each box has 6 pens. Lee has 9 pens. How many pens does Lee have?", "unused_number"),
        (
            "Jo has 5 books. Ian gives 3 books to Jo. How many books does Ian have?",
            "unbound_quantity",
        ),
        ("Tom has 3 apples. How many pears does Tom have?", "question_target_unbound"),
        (  # coins only would be converted (mawps_eq_asks); apples beside them are not
            "Tom had 5 dollars. He spent 50 cents. He has 3 apples. How much money does Tom have?",
            "unit_mismatch",
        ),
        ("Ken has $50. He sold 3 lamps. How much money does Ken have?", "unbound_quantity"),
        (
            "Omar had 2 boxes with 14 pencils in each box. He gave 6 pencils to Mia. "
            "How many pencils does Mia have?",
            "unbound_quantity",
        ),
        (
            "Joan went to 4 football games. She went to 9 games later. "
            "How many football games did Joan go to in all?",
            "ambiguous_total",
        ),
        ("Tom has $3.125. How much money does Tom have?", "money_precision"),
        (
            "Tom has 3 apples. Sam has 5 apples. How many more apples does Tom have than Sam?",
            "negative_quantity",
        ),
        (
            "There are 5 eggs in the box. Tom has 2 eggs. How many eggs are there in all?",
            "ambiguous_total",
        ),
    ],
)
def test_solver_refusals_are_typed(text: str, reason: str) -> None:
    out = answer(text)
    assert isinstance(out, SolverRefusal), out
    assert out.reason == reason
    assert reason in TAXONOMY.names("solver")


def test_setups_validate_on_construction() -> None:
    k = Kind("apple")
    with pytest.raises(SetupError):
        Kind("apple", ("red", "big"))  # modifiers must be sorted
    with pytest.raises(SetupError):
        Event("steal", "tom", k, 3)
    with pytest.raises(SetupError):
        Event("has", "tom", k, -3)
    with pytest.raises(SetupError):
        Event("give", "tom", k, 3, other="tom")
    with pytest.raises(SetupError):
        Event("each", "", k, 3)
    with pytest.raises(SetupError):
        Event("price", "", k, None)
    with pytest.raises(SetupError):
        Question("guess", "tom", k)
    with pytest.raises(SetupError):
        Question("difference", "tom", k)
    with pytest.raises(SetupError):
        Question("cost_of", "", k)
    with pytest.raises(SetupError):
        Question("per_part", "", k)
    with pytest.raises(SetupError):
        StorySetup(
            (Event("gain", "a", k, None), Event("lose", "a", k, None)), Question("state", "a", k)
        )


@pytest.fixture()
def scratch_pack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    pack = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, pack, ignore=shutil.ignore_patterns(".*", "__pycache__"))
    write_manifest(pack)
    monkeypatch.setenv(PACK_ENV, str(pack))
    yield pack


def _rewrite(path: Path, change: dict[str, dict[str, str]], key: str) -> None:
    rows = [json.loads(x) for x in path.read_text().splitlines() if x.strip()]
    for r in rows:
        if r[key] in change:
            r.update(change[r[key]])
    path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in rows))
    write_manifest(path.parent.parent)


GIVE = "Lena has 40 stickers. She gives 15 stickers to Marco. How many stickers does Lena have?"


def test_a_falsified_composition_row_blocks_the_answer(scratch_pack: Path) -> None:
    assert value(GIVE) == 25 or True  # read through the scratch copy (same rows)
    comp = scratch_pack / "compositions" / "story.jsonl"
    _rewrite(comp, {"story_transfer_moves": {"polarity": "falsifies"}}, "pattern")
    out = answer(GIVE)
    assert isinstance(out, SolverRefusal) and out.reason == "composition_not_ratified"


def test_a_falsified_frame_row_blocks_the_reading(scratch_pack: Path) -> None:
    frames = scratch_pack / "frames" / "story_verbs.jsonl"
    _rewrite(frames, {"gives": {"polarity": "falsifies"}}, "form")
    out = ORGAN.read(GIVE)
    assert isinstance(out, ReaderRefusal) and out.reason == "unreadable_sentence"
    assert out.blocking is not None and out.blocking.token == "gives"


def test_a_new_lexicon_row_is_read_at_once(scratch_pack: Path) -> None:
    text = "Tom has 3 apples. He snags 2 more apples. How many apples does Tom have?"
    out = ORGAN.read(text)
    assert isinstance(out, ReaderRefusal) and out.reason == "unknown_word"
    extra = scratch_pack / "frames" / "taught.jsonl"
    extra.write_text(json.dumps({"form": "snags", "frame_class": "increment_frame"}) + "\n")
    write_manifest(scratch_pack)
    assert value(text) == 5


def test_a_drain_token_is_skipped(scratch_pack: Path) -> None:
    text = "Tom has 3 apples. He gets 2 more apples, basically. How many apples does Tom have?"
    assert isinstance(ORGAN.read(text), ReaderRefusal)
    extra = scratch_pack / "lexicon" / "taught.jsonl"
    extra.write_text(json.dumps({"form": "basically", "category": "drain_token"}) + "\n")
    write_manifest(scratch_pack)
    assert value(text) == 5


@pytest.mark.parametrize(
    "text",
    [
        # ADR-0169 case 0042 (paraphrased): three quantities must not collapse into one sum;
        # the one-sentence form is read by statements7 (each group's product, then the sum):
        # pinned there (test_statements7_groups.test_case_0042_hazard_pin)
        "Ella has 4 bags with 20 apples in each bag. Ella has 6 bags with 25 apples in each bag. "
        "How many apples does Ella have?",
        # "N times more than" reads as N x or (N + 1) x: ambiguous English, never answered
        "Riku has 25 times more stickers than Kim. Kim has 85 stickers. "
        "How many stickers does Riku have?",
        # ADR-0169 case 0050 (paraphrased): "every other day for 2 weeks" stays refused
        "Mark does a gig every other day for 2 weeks. For each gig, he plays 3 songs. "
        "How many songs does he play?",
    ],
)
def test_named_hazards_stay_refused(text: str) -> None:
    out = answer(text)
    assert isinstance(out, (ReaderRefusal, SolverRefusal)), out


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Omar has 8 flower stickers. He has 2 fewer animal stickers than flower stickers. "
            "How many stickers does Omar have in total?",
            14,
        ),
        (
            "Kim has 13 pink marbles. She has 9 fewer orange marbles than pink marbles. "
            "She has 4 times as many purple marbles as orange marbles. "
            "How many marbles does Kim have in all?",
            33,
        ),
        (
            "A cafe has 9 indoor tables and 11 outdoor tables. Each indoor table has 10 chairs, "
            "and each outdoor table has 3 chairs. How many chairs are there in all?",
            123,
        ),
    ],
)
def test_kind_comparisons_and_several_units(text: str, expected: int) -> None:
    assert value(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Stu has 9 books. Omar has 4 times as many books as Stu. "
            "How many books do Stu and Omar have in total?",
            45,
        ),
        (
            "Kate bought 7 red balls and 6 yellow balls. "
            "How many more red balls than yellow balls did Kate buy?",
            1,
        ),
    ],
)
def test_named_groups_and_differences_of_kinds(text: str, expected: int) -> None:
    assert value(text) == expected
