"""The untold-act word tables come from the pack (lexicon/story_untold7.jsonl), once per pack."""

from __future__ import annotations

from pathlib import Path

import pytest

from mathcore.organs.story import untold_acts
from mathcore.packs.loader import current_pack

SRC = Path(untold_acts.__file__)


def test_tables_read_from_the_pack() -> None:
    w = untold_acts._words()
    pack = current_pack()
    assert w.measures == pack.words("measure_noun") and "page" in w.measures
    assert w.money == pack.words("money_noun") and "coin" in w.money
    assert w.time == pack.words("duration_noun") and "hour" in w.time
    assert untold_acts.people_nouns() == pack.words("people_noun") >= {"guest", "child"}
    assert w.received == {"get", "receive"} and w.earned == {"earn", "make"}
    assert w.paid_by["spend"] == {"buy", "purchase"} and w.paid_by["earn"] == {"sell"}


def test_synonym_groups_hold_their_name_and_another_verb() -> None:
    pack = current_pack()
    for form in pack.words("act_synonym_group"):
        members = (pack.value(form, "act_synonym_group") or "").split()
        assert form in members and len(set(members)) == len(members) >= 2
    w = untold_acts._words()
    assert untold_acts._akin("pick", "gather", w.akin)
    assert untold_acts._akin("collect", "gather", w.akin)
    assert not untold_acts._akin("pick", "collect", w.akin)  # gather is akin to both, not they
    assert not untold_acts._akin("buy", "buy", w.akin)


def test_built_once_per_pack() -> None:
    assert untold_acts._words() is untold_acts._words()
    assert current_pack().digest in untold_acts._WORDS


@pytest.mark.interpreted_only("module source, or a cached tuple's identity")
def test_no_word_literals_left_in_the_module() -> None:
    assert 'frozenset({"' not in SRC.read_text(encoding="utf-8")


@pytest.mark.interpreted_only("module source, or a cached tuple's identity")
def test_solver7_verbs_read_from_the_pack() -> None:
    from mathcore.organs.story import solver7

    pack = current_pack()
    buying, paying, making = solver7._verbs()
    assert buying == pack.words("buy_verb") == {"buy", "purchase"}
    assert paying == pack.words("pay_verb") == {"pay", "spend"}
    assert making == pack.words("make_verb") == {"make"}
    assert solver7._verbs() is solver7._verbs()
    src = Path(solver7.__file__).read_text(encoding="utf-8")
    assert '"purchase"' not in src and '"spend"' not in src


@pytest.mark.interpreted_only("module source, or a cached tuple's identity")
def test_risks7_words_read_from_the_pack() -> None:
    from mathcore.organs.story import risks7

    pack = current_pack()
    w = risks7._words()
    assert w.hold == pack.words("hold_verb") >= {"have", "own"}
    assert w.use_alike == pack.words("per_unit_use_verb") >= {"needs", "takes"}
    assert w.uses == pack.words("use_verb_form") | w.use_alike >= {"used", "needs"}
    assert w.total == pack.words("total_word") >= {"altogether"}
    assert w.when == pack.words("held_when_word") >= {"left", "originally"}
    assert risks7._words() is risks7._words()
    src = Path(risks7.__file__).read_text(encoding="utf-8")
    assert '"altogether"' not in src and '"requires"' not in src
