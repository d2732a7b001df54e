"""Session 8: the word tables of more story modules come from the pack, once per pack digest
(docs/pack_words8.md); a reviewed pack row extends a moved table without code."""

from __future__ import annotations

import importlib
import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from mathcore import solve
from mathcore.organs.story import question_forms
from mathcore.packs.loader import DEFAULT_PACK, PACK_ENV, current_pack
from mathcore.packs.manifest import write_manifest

STORY = Path(question_forms.__file__).parent
#: Moved modules, each with the tables it keeps in code because they are not language
#: (names of the model: event ops, question asks).
MOVED = {
    "question_forms.py": 0,
    "question_forms6.py": 0,
    "question_forms6b.py": 0,
    "question_forms7.py": 0,
    "question_forms7b.py": 0,
    "solver6.py": 1,  # _LEFT_WITH (question rules)
    "conditions.py": 2,  # CHANGES (event ops), _STATES (question asks)
    "gsm_money.py": 1,  # _UNPRICED (event ops)
    "gsm_money_shop.py": 3,  # _HOLDING_OPS (event ops), PAY_FOR_RULES, SELL_ALL_RULES (rows)
    "gsm_money6.py": 2,  # PAID_ROWS, _ASK_ROWS (rows)
    "gsm_change.py": 1,  # PAYMENT_ROWS (rows)
    "gsm_rates_priced.py": 0,
    "setting.py": 1,  # _AMOUNTS (token symbols)
    "timed_relation.py": 2,  # _TOTALS, _PER_UNIT (event ops)
    "mawps_multi.py": 3,  # UNIT_QUESTIONS, OVER_DONE, OWN_QUESTIONS (rows)
    "pct4.py": 2,  # TAX_ROWS, TIP_ROWS (rows)
    "mawps_eq.py": 2,  # CHANGES, _CHANGES_OF_START (event ops)
    "mawps_kinds.py": 1,  # CHANGES (event ops)
    "gsm_pct_adjust.py": 0,
    "gsm_groups.py": 2,  # PLACED_OPS (event ops), LEAD_ROWS (rows)
    "distrib_cat.py": 0,
    "unknowns_scene.py": 0,
    "unknowns_kinds.py": 1,  # _REL (event ops)
    "rates6.py": 1,  # CONVERTIBLE (event ops)
    "mawps_parts.py": 0,
    "mawps_eq2.py": 0,
    "gsm_wages.py": 0,
    "gsm_time_age.py": 1,  # _RARE (fragments of grammar rows, not words)
    "frontier_names.py": 0,
    "distrib.py": 0,
    "coord.py": 1,  # _ACTION_OPS (event ops)
    "conditions_part.py": 1,  # _CHANGES (event ops)
    "weigh_cmp.py": 0,
    "mawps_lead.py": 0,
    "mawps_eq5_cost.py": 0,
    "mawps_asks.py": 0,
    "gsm_rates_bills.py": 0,
    "gsm_pct_part.py": 0,
    "possessive.py": 0,
    "mawps_weather.py": 0,
    "mawps_more_asks.py": 0,
    "mawps_eq5_share.py": 0,
    "mawps_eq3_spend.py": 0,
    "gsm_rate.py": 0,
    "gsm_rates.py": 0,
    "mawps_multi_events.py": 0,
    "boxed_restated.py": 0,
    "gsm_time_age_kin.py": 0,
    "frames4.py": 0,
}


@pytest.mark.parametrize("name", sorted(MOVED))
def test_no_word_literals_left(name: str) -> None:
    assert (STORY / name).read_text(encoding="utf-8").count('frozenset({"') == MOVED[name]


@pytest.mark.parametrize("name", sorted(MOVED))
@pytest.mark.interpreted_only("monkeypatches a function compiled callers bind")
def test_tables_built_once_per_pack(name: str) -> None:
    """Each moved module's tables come from one cache keyed by the pack digest."""
    mod = importlib.import_module(f"mathcore.organs.story.{name[:-3]}")
    if name == "unknowns_scene.py":
        assert mod._shift_words() is mod._shift_words()
        assert current_pack().digest in mod._SHIFTS
        return
    if name == "mawps_weather.py":
        assert mod._verbs_times() is mod._verbs_times()
        return
    if name == "mawps_multi_events.py":  # its one table (occasion_noun) is read by mawps_multi
        assert not hasattr(mod, "OCCASIONS") and not hasattr(mod, "_words")
        return
    build = getattr(mod, "_pack_words", None) or mod._words
    first = build()
    memo = mod._WORDS if hasattr(mod, "_WORDS") else build.memo
    assert build() is first and {current_pack().digest: first} == memo


def test_shared_tables_read_from_the_pack() -> None:
    from mathcore.organs.story import conditions, gsm_rate, gsm_rates_priced

    pack = current_pack()
    assert gsm_rate.time_units() == pack.words("duration_noun") >= {"hour", "week"}
    assert conditions._words().not_past == pack.words("yet_told_word")
    trades = gsm_rates_priced._words().trades
    assert trades["earn"] == {"sell"} and trades["spend"] == {"buy", "purchase"}


def test_question_forms_tables_read_from_the_pack() -> None:
    pack = current_pack()
    w = question_forms._words()
    assert w is question_forms._words() and pack.digest in question_forms._WORDS
    assert w.units == {"days": "day", "weeks": "week", "months": "month", "years": "year"} | {
        "nights": "night"
    }
    assert w.named_days == pack.words("weekday") | pack.words("deictic_day")
    assert w.persons["man"] == "f" and w.persons["girl"] == "m" and w.persons["friend"] == ""
    assert w.other_people == frozenset(w.persons) | pack.words("other_person_noun")
    assert question_forms.other_people() >= {"teacher", "dog", "boy"}
    assert ("in", "total") in w.total_tails and ("altogether",) in w.total_tails
    assert w.counts == {"both", "two", "2"} and w.more == {"more", "fewer", "less"}


@pytest.fixture()
def scratch_pack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    pack = tmp_path / "pack"
    shutil.copytree(DEFAULT_PACK, pack, ignore=shutil.ignore_patterns(".*", "__pycache__"))
    write_manifest(pack)
    monkeypatch.setenv(PACK_ENV, str(pack))
    yield pack


def _teach(pack: Path, rows: list[dict[str, str | None]]) -> None:
    with (pack / "lexicon" / "taught.jsonl").open("a", encoding="utf-8") as f:
        f.write("".join(json.dumps(r) + "\n" for r in rows))
    write_manifest(pack)


SEASONS = (
    "Tom scored 20 points last season. He scored 30 points this season. "
    "How many points did he score during both seasons?"
)


def test_a_taught_span_unit_extends_told_span(scratch_pack: Path) -> None:
    """``season`` read as a time word still leaves ``during both seasons`` unread; the two
    rows of the moved tables (``span_time_unit``, ``told_time_noun``) make it the span of the
    two told seasons, summed, with no code changed."""
    _teach(scratch_pack, [{"form": "season", "category": "time_word", "value": None}])
    out = solve(SEASONS)
    assert getattr(out, "reason", None) == "story_unreadable_question"
    _teach(
        scratch_pack,
        [
            {"form": "seasons", "category": "span_time_unit", "value": "season"},
            {"form": "season", "category": "told_time_noun", "value": None},
        ],
    )
    assert question_forms._words().units["seasons"] == "season"
    assert getattr(solve(SEASONS), "answer", None) == 50
