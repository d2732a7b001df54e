"""The relations (R1) reader: text -> ``RelationsSetup`` or a typed refusal.

Every sentence must parse whole with a template of ``clauses``; an unread sentence refuses
(a distractor with a number never slips through). Text without relation structure steps
aside cheaply. Pronouns are not resolved, except a subject ``he``/``she`` when the problem
has named exactly one person so far; a noun left out is resolved only when the problem names
exactly one noun; a query whose base quantity is never given is refused as
under-determined with the question a person could answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from mathcore.errors import SetupError
from mathcore.exact import is_whole
from mathcore.fastinit import fast_new
from mathcore.organs.base import ReaderRefusal
from mathcore.organs.relations.algebra import determines
from mathcore.organs.relations.clauses import Clause, Cursor, Question, statement
from mathcore.organs.relations.model import Relation, RelationsSetup
from mathcore.organs.relations.questions import conditional, question
from mathcore.organs.relations.words import NAME, Lex
from mathcore.results import Blocking
from mathcore.text.guard import check_input
from mathcore.text.hypernyms import related
from mathcore.text.lowered import lower as lowered
from mathcore.text.tokens import (
    KINDS,
    PATTERN,
    SENTENCE_END,
    Sentence,
    sentences,
    tokenize_through,
)

STEP_ASIDE = "not_relations_shaped"
SCALED = "~scaled"  # suffix of the intermediate symbol of "N more than twice as many"

#: ``Relation(...)`` and ``RelationsSetup(...)`` (validated the same), at half the cost.
_new_relation = fast_new(Relation)
_new_setup = fast_new(RelationsSetup)
_new_Blocking = fast_new(Blocking)
_new_ReaderRefusal = fast_new(ReaderRefusal)


@dataclass(slots=True)
class _Parsed:
    clauses: list[Clause]
    questions: list[tuple[int, Question]]
    pronouns: list[str]
    failure: Blocking | None = None
    failed_question: bool = False
    recognized: bool = False


def _blocking(s: Sentence, c: Cursor) -> Blocking:
    idx = min(c.far, len(s.tokens) - 1)
    want = f"relations.{c.want or 'clause'}"
    return _new_Blocking(s.index, s.text, idx, s.tokens[idx].text, want)


def _parse(text: str, lex: Lex, decide: bool = False) -> _Parsed:
    """Every sentence of ``text`` read in order (the first unread one is the failure).

    With ``decide`` (``read``), the parse stops as soon as ``read``'s result is settled: once a
    sentence is unread, ``read`` needs only that failure and whether any sentence reads as a
    relation (``recognized``), so it stops when one does, or when no later sentence can
    (``_later_relational``, a necessary condition on the raw text). A text whose first
    sentence is unread and whose later sentences cannot relate is then tokenized only up to
    its first end mark. The failure, ``failed_question`` and ``recognized`` are always those
    of the full parse, and so is everything else when no sentence is unread."""
    if decide:
        e = _END_MARK.search(text)
        if e is not None and not _later_relational(text, e.end(), lex):
            first = _first_sentence(text, e.start())
            if first is not None:
                early = _Parsed([], [], [])
                _read_sentence(first, lex, early, [])
                if early.failure is not None:
                    return early  # (not recognized: an unread sentence adds no clause)
    out = _Parsed([], [], [])
    stated: list[Clause] = []  # the clauses of the statements so far (their people: ``_people``)
    for s in sentences(text):
        failed = out.failure is not None
        _read_sentence(s, lex, out, stated)
        if decide and out.failure is not None:
            if out.recognized:
                break  # ``read`` refuses with the first failure: nothing later changes it
            if not failed and not _later_relational(text, s.end, lex):
                break  # the first failure, and no later sentence can read as a relation
    return out


def _read_sentence(s: Sentence, lex: Lex, out: _Parsed, stated: list[Clause]) -> None:
    """Read one sentence into ``out`` (``stated``: the statements' clauses so far)."""
    toks = s.tokens
    end = toks[-1].text
    if end == ".":
        c = Cursor(toks[:-1], lex)
        got = statement(c)
        if got is not None:
            if c.pronouns:  # ``_resolve_subject`` changes nothing without a pronoun
                got = _resolve_subject(lex, got, c.pronouns, _people(lex, stated))
                out.pronouns.extend(c.pronouns)
            stated.extend(got)
            out.clauses.extend(got)
            if not out.recognized:
                out.recognized = _relational(got)
            return
    elif end == "?":
        c = Cursor(toks[:-1], lex)
        q = question(c)
        if q is None and "if" in c.low:
            cc = Cursor(c.toks, lex, 0, c.low)
            cc.pronouns = c.pronouns
            cond = conditional(cc)
            if cond is not None:
                got, q = cond
                out.clauses.extend(got)
                if not out.recognized:
                    out.recognized = _relational(got)
        if q is not None:
            out.questions.append((s.index, q))
            out.pronouns.extend(c.pronouns)
            return
    else:
        c = Cursor(toks, lex)
        c.miss("end_mark")
    out.pronouns.extend(c.pronouns)  # the sentence is not read
    if out.failure is None:
        out.failure = _blocking(s, c)
        out.failed_question = end == "?"


#: Where a sentence ends in the raw text, exactly where ``sentences`` ends one: a ``?`` or
#: ``!`` is always a token of its own, and so is a ``.`` not followed by a digit (a ``.``
#: before a digit is inside a number, money or percent token: the tokenizer's ``\.\d+``).
_END_MARK = re.compile(r"[?!]|\.(?!\d)")
_WORD = KINDS.index("word")  # ``PATTERN``'s group of a word token
#: Words a relational sentence must hold (as a token, any ASCII case: a word token is ASCII
#: letters with no ASCII letter on either side): a comparison needs ``than`` (then a name, or
#: a scaled comparison), or ``as`` or ``the number of`` (``_as_many``); a joint total needs
#: ``have``, a partition ``combine``/``pool``; a conditional question needs ``if``.
_THAN = re.compile(r"(?<![A-Za-z])than(?![A-Za-z])", re.ASCII | re.IGNORECASE)
_AS_MANY = re.compile(r"(?<![A-Za-z])(?:as|number)(?![A-Za-z])", re.ASCII | re.IGNORECASE)
_COMPARING = re.compile(r"(?<![A-Za-z])(?:than|as|number)(?![A-Za-z])", re.ASCII | re.IGNORECASE)
_JOINING = re.compile(r"(?<![A-Za-z])(?:have|combine|pool)(?![A-Za-z])", re.ASCII | re.IGNORECASE)
_IF = re.compile(r"(?<![A-Za-z])if(?![A-Za-z])", re.ASCII | re.IGNORECASE)
#: A ``,`` that is a token of its own (inside a number a comma stands between a digit and
#: three digits: ``\d{1,3}(?:,\d{3})+``), so the first comma token is at or before it.
_COMMA = re.compile(r"(?<!\d),|,(?!\d\d\d)")


def _first_sentence(text: str, at: int) -> Sentence | None:
    """``sentences(text)[0]`` when its end mark is the one at offset ``at`` (the first of
    ``_END_MARK``), tokenized only that far (``tokenize_through``: a prefix of the tokens)."""
    toks = tokenize_through(text, at)
    if not toks or toks[-1].start != at or toks[-1].text not in SENTENCE_END:
        return None
    start, end = toks[0].start, toks[-1].end
    return Sentence(0, toks, start, end, text[start:end])


def _later_relational(text: str, pos: int, lex: Lex) -> bool:
    """Whether a sentence ending after offset ``pos`` (a sentence boundary) may read as a
    relation (``_relational`` of its clauses): a necessary condition on the raw text.

    A statement (ends with ``.``) relates only when it opens with a name or ``they``
    (``Cursor.name``/``_names``) and either its second token is ``has`` and a comparison word
    follows, or its second token is not ``has`` and it holds a joint-total or partition word
    (``statement``'s two branches); a question (ends with ``?``) only through a conditional
    (``if``) whose facts hold such a word; a sentence ending with ``!`` or no end mark is
    never read. Tokens are read with the tokenizer's own pattern from the sentence's start."""
    a = pos
    for m in _END_MARK.finditer(text, pos):
        b = m.start()
        mark = text[b]
        if mark == "." and _statement_may_relate(text, a, b, lex):
            return True
        if mark == "?" and _conditional_may_relate(text, a, b):
            return True
        a = m.end()
    return False


def _conditional_may_relate(text: str, a: int, b: int) -> bool:
    """``_later_relational``'s test of the question from offset ``a`` to its ``?`` at ``b``.

    Only a conditional relates (``questions.conditional``), through its facts, a statement:
    before the first comma token of ``If FACTS, QUESTION`` (at or before the first comma that
    is surely a token), or after the first ``if`` of ``How many ... if FACTS``."""
    first_if = _IF.search(text, a, b)
    if first_if is None:
        return False
    start, end = first_if.start(), b
    m = PATTERN.match(text, a)
    if m is not None and m.lastindex == _WORD and m[_WORD].lower() == "if":
        comma = _COMMA.search(text, a, b)
        if comma is not None:
            end = comma.start()
    if _COMPARING.search(text, start, end) is not None:
        return True
    return _JOINING.search(text, start, end) is not None


def _is_name(lex: Lex, m: re.Match[str] | None) -> bool:
    """Whether ``PATTERN``'s match ``m`` is a word ``Cursor.name`` reads as a holder."""
    if m is None or m.lastindex != _WORD:
        return False
    word = m[_WORD]
    cls = lex.memo_classes.get(word)
    if cls is None:
        cls = lex.word_class(word)
    return cls >= NAME


def _statement_may_relate(text: str, a: int, b: int, lex: Lex) -> bool:
    """``_later_relational``'s test of the statement from offset ``a`` to its ``.`` at ``b``.

    ``NAME has ...`` (``statement``'s clauses) relates only through a comparison: ``as`` or
    ``the number of`` after ``has`` (``_as_many``), or ``than`` then a name (``_comparison``);
    any other statement only as a joint total or partition of ``they`` or of two or more
    names (``_names``: the first name followed by ``,`` or ``and``), which needs ``have``,
    ``combine`` or ``pool``."""
    m = PATTERN.match(text, a)
    if m is None or m.lastindex != _WORD or m.end() > b:
        return False  # no word before the end mark: no holder
    they = m[_WORD].lower() == "they"
    if not they and not _is_name(lex, m):
        return False
    m2 = PATTERN.match(text, m.end())
    second = "" if m2 is None else str(m2[m2.lastindex or 0]).lower()
    if m2 is not None and second == "has":
        if _AS_MANY.search(text, m2.end(), b) is not None:
            return True
        for than in _THAN.finditer(text, m2.end(), b):
            if _is_name(lex, PATTERN.match(text, than.end())):
                return True
        return False
    if not they and second not in (",", "and"):
        return False  # one name: ``_names`` reads no group
    return _JOINING.search(text, a, b) is not None


def _relational(clauses: list[Clause]) -> bool:
    """Whether a clause is not a plain fact (``any(x.kind != "fact" ...)``, as a loop)."""
    for x in clauses:  # noqa: SIM110 (a loop: no generator per sentence)
        if x.kind != "fact":
            return True
    return False


def _note_people(lex: Lex, clauses: list[Clause], previous: list[str]) -> None:
    """Append every holder and reference of ``clauses`` that is not a pronoun to ``previous``
    (``lex.is_pronoun``, the memo lookup inlined)."""
    infos = lex.memo_info
    for x in clauses:
        for h in (x.holder, x.ref):
            if h:
                info = infos.get(h)
                if not (info if info is not None else lex.info(h)).pronoun:
                    previous.append(h)


def _people(lex: Lex, clauses: list[Clause]) -> list[str]:
    """``_note_people`` of ``clauses`` into a new list (asked only when a statement has a
    pronoun: most problems have none, so their people are never collected)."""
    previous: list[str] = []
    _note_people(lex, clauses, previous)
    return previous


def _resolve_subject(
    lex: Lex, clauses: list[Clause], pronouns: list[str], previous: list[str]
) -> list[Clause]:
    """``Kofi has 45 pens. He has 17 more pens than Mia.``: a subject ``he``/``she`` opening a
    statement is the one person the problem has named so far, when it has named exactly one;
    any other pronoun (or two people named before it) stays unresolved and refuses."""
    first = clauses[0]
    if not pronouns or first.holder.lower() not in ("he", "she"):
        return clauses  # the cheap tests first (most statements open with a name)
    names = {_holder(h) for h in previous}
    if len(names) != 1:
        return clauses
    if pronouns[0] != first.holder or _holder(first.ref or "x") in names:
        return clauses
    pronouns.pop(0)
    return [replace(first, holder=previous[0]), *clauses[1:]]


def _holder(name: str) -> str:
    return name.lower()


class _Build:
    """Assembles relations from parsed clauses and the question."""

    def __init__(self, lex: Lex, clauses: list[Clause], q: Question) -> None:
        self.lex = lex
        self.clauses = clauses
        self.q = q
        self.order: list[str] = []  # noun keys by first appearance
        self.surface: dict[str, str] = {}
        self.keys: list[str | None] = []  # each clause's noun key, None when it is left out
        order, surface, keys, noun_key = self.order, self.surface, self.keys, lex.noun_key
        for x in clauses:
            noun = x.noun
            if noun is not None:  # ``self._note(x.noun)``, inlined
                key = noun_key(noun)
                keys.append(key)
                if key not in surface:
                    order.append(key)
                    surface[key] = " ".join(noun)
            else:
                keys.append(None)
        self._note(q.noun)

    @property
    def names(self) -> dict[str, str]:
        """Each holder's lower-case form -> the holder as first written (for a question to
        ask; worked out only when one is asked)."""
        names: dict[str, str] = {}
        for x in self.clauses:
            if x.holder:
                names.setdefault(x.holder.lower(), x.holder)  # ``_holder(h)``, inlined
            if x.ref:
                names.setdefault(x.ref.lower(), x.ref)
            for h in x.holders:
                if h:
                    names.setdefault(h.lower(), h)
        return names

    def _note(self, noun: tuple[str, ...] | None) -> None:
        if noun is None:
            return
        key = self.lex.noun_key(noun)
        if key not in self.surface:
            self.order.append(key)
            self.surface[key] = " ".join(noun)

    def key(self, noun: tuple[str, ...] | None) -> str | None:
        if noun is not None:
            return self.lex.noun_key(noun)
        return self.order[0] if len(self.order) == 1 else None

    def sym(self, holder: str, key: str) -> str:
        return f"{holder.lower()}:{key}"  # _holder(holder), inlined


def _nested_noun(nouns: set[str], query: str) -> ReaderRefusal | None:
    """``3 fruits and 2 apples ... how many fruits?``: apples are fruit too (pack hypernyms), and
    red pencils are pencils.

    ``nouns``: what follows the first ``:`` of every symbol (``_units_and_nouns``)."""
    noun = query.partition(":")[2]
    if len(nouns) < 2:
        return None
    for other in sorted(nouns - {noun}):
        if related(noun, other) or _qualified(noun, other) or _qualified(other, noun):
            return _refuse("ambiguous_noun", f"{other} and {noun}: one is a kind of the other")
    return None


_NO_HOLDERS = "the group does not name its holders"


def _shortened(b: _Build, out: ReaderRefusal) -> ReaderRefusal:
    """A base never given, or a group of no holders, in a story naming a qualified kind and its
    bare head (``cheese crackers`` ... ``27 crackers``; ``watermelon seeds`` ... ``how many
    seeds``): R1 keys the two apart, so the gap is a reading it lacks, a growth refusal
    (``shortened_kind``) that cedes to the story organ's guarded reading of a shortened kind
    (``story/unknowns_mods``), not a doubt about the text. Any other refusal is kept."""
    if out.reason != "missing_base" and out.detail != _NO_HOLDERS:
        return out
    order = b.order
    for bare in order:
        for kind in order:
            if _qualified(kind, bare):
                detail = f"{b.surface[kind]} shortened to {b.surface[bare]}? ({out.detail})"
                return _refuse("shortened_kind", detail)
    return out


def _qualified(noun: str, other: str) -> bool:
    """``red pencil`` of ``pencil``, ``baseball card`` of ``card``: a qualified kind is one of
    the bare noun's (``7 red pencils and 3 pencils ... how many pencils?``: 3 or 10)."""
    return noun.endswith(" " + other)


def _refuse(reason: str, detail: str = "", question_: str | None = None) -> ReaderRefusal:
    return _new_ReaderRefusal(reason, detail, question=question_)


def _relations(b: _Build) -> tuple[list[Relation], str, str] | ReaderRefusal:
    rels: list[Relation] = []
    partition: tuple[str, str, str] | None = None  # (total symbol, part symbol, container key)
    order = b.order
    for x, key in zip(b.clauses, b.keys, strict=True):  # ``b.key(x.noun)``, from ``_Build``
        if key is None:
            key = order[0] if len(order) == 1 else None
        if key is None:
            return _refuse("ambiguous_noun", "a noun is left out and several are named")
        v = x.value
        if not (type(v) is int or is_whole(v)) or v < 0 or (x.kind != "fact" and v == 0):
            return _refuse("invalid_quantity", f"{x.value} cannot be a count here")
        if x.kind == "partition":
            if partition is not None:
                return _refuse("multiple_partitions")
            holders = list(x.holders or _holders_of(b, key, before=x))
            if len(holders) < 2:
                return _refuse("ambiguous_reference", "'they' names fewer than two holders")
            parts = tuple(b.sym(h, key) for h in holders)
            ckey = b.lex.noun_key(x.container)
            total, each = f"total:{key}", f"each:{ckey}:{key}"
            rels.append(_new_relation("sum_of", total, parts=parts))
            rels.append(_new_relation("divide_by", each, x.value, ref=total))
            partition = (total, each, ckey)
        elif x.kind == "fact":
            rels.append(_new_relation("fact", f"{x.holder.lower()}:{key}", v))  # ``b.sym``, inlined
        elif x.kind == "total":  # "A and B have a total of 20 apples"
            owners = list(x.holders or _holders_of(b, key, before=x))
            if len(owners) < 2:
                return _refuse("ambiguous_reference", "'they' names fewer than two holders")
            total = f"total:{key}"
            rels.append(_new_relation("fact", total, x.value))
            rels.append(_new_relation("sum_of", total, parts=tuple(b.sym(h, key) for h in owners)))
        else:
            holder, other = x.holder.lower(), x.ref.lower()  # ``_holder``, inlined
            if holder == other:
                return _refuse("unreadable_quantity_clause", f"{x.holder} compared with itself")
            ref = f"{other}:{key}"  # ``b.sym(x.ref, key)``, inlined
            if x.scale is not None:  # "N more than twice as many": through a scaled symbol
                scaled = f"{holder}:{key}{SCALED}"
                rels.append(_new_relation(x.scale[0], scaled, x.scale[1], ref=ref))
                ref = scaled
            rels.append(_new_relation(x.kind, f"{holder}:{key}", x.value, ref=ref))
    return _query(b, rels, partition)


def _holders_of(b: _Build, key: str, before: Clause | None = None) -> list[str]:
    """Holders of ``key`` in order of mention; with ``before``, only those mentioned earlier."""
    seen: list[str] = []
    for x in b.clauses:
        if x is before:
            break
        for h in (x.holder, x.ref):
            if h and b.key(x.noun) == key and _holder(h) not in [_holder(s) for s in seen]:
                seen.append(h)
    return seen


def _query(
    b: _Build, rels: list[Relation], partition: tuple[str, str, str] | None
) -> tuple[list[Relation], str, str] | ReaderRefusal:
    q = b.q
    key = b.key(q.noun)
    if key is None:
        return _refuse("ambiguous_noun", "the question leaves out a noun and several are named")
    noun = b.surface[key]
    if q.kind == "each":
        if partition is None:
            return _refuse("partition_query_mismatch", "no equal partition is described")
        total, each, ckey = partition
        if b.lex.noun_key(q.container, plural=False) != ckey:
            return _refuse("partition_container_mismatch", f"asked per {' '.join(q.container)}")
        if not each.endswith(f":{key}"):
            return _refuse("partition_query_mismatch", f"the partition is not of {noun}")
        return rels, each, noun
    if partition is not None:
        return _refuse("partition_query_mismatch", "the question does not ask for one part")
    if q.kind == "sum":
        holders = q.holders or tuple(_holders_of(b, key))
        if len(holders) < 2 or (q.count and len(holders) != q.count):
            return _refuse("ambiguous_reference", _NO_HOLDERS)
        if q.gender and any(
            b.lex.pack.value(h.lower(), "name") not in (None, q.gender) for h in holders
        ):
            return _refuse("ambiguous_reference", "a holder is not of the group's gender")
        total = f"total:{key}"
        rels.append(_new_relation("sum_of", total, parts=tuple(b.sym(h, key) for h in holders)))
        return rels, total, noun
    if q.kind == "difference":
        diff = f"difference:{key}"
        rels.append(
            _new_relation("difference", diff, parts=tuple(b.sym(h, key) for h in q.holders))
        )
        return rels, diff, noun
    return rels, f"{q.holders[0].lower()}:{key}", noun  # ``b.sym``, inlined


def _grounded(rels: list[Relation], goal: str | None = None) -> set[str]:
    """Symbols the relations determine, ignoring arithmetic (any number of reverse steps).

    With ``goal``, the passes stop as soon as ``goal`` is known: the set is then part of the
    full one (each step only adds symbols, and a step that can add a symbol still adds it,
    or finds it known, once more symbols are known), and holds ``goal``."""
    known = {r.entity for r in rels if r.kind == "fact"}
    if goal in known:
        return known
    # ``r.refs()``, inlined
    rows = [(r.entity, (r.ref,) if r.ref else r.parts, r.kind != "difference") for r in rels]
    changed = True
    while changed:
        changed = False
        for entity, refs, reversible in rows:
            unknown = 0  # how many of ``refs`` are not known
            for s in refs:
                if s not in known:
                    unknown += 1
            if entity not in known:
                if refs and not unknown:
                    known.add(entity)
                    changed = True
            elif reversible and unknown == 1:
                known.update(refs)
                changed = True
        if goal in known:
            return known
    return known


def _missing_base(b: _Build, rels: list[Relation], query: str) -> ReaderRefusal | None:
    known = _grounded(rels, query)  # (the full set when ``query`` is not in it)
    if query in known:
        return None
    if determines(rels, query):  # a told total with a comparison: a system this organ lacks
        return _refuse("simultaneous_relations", f"{query} follows only from a system of relations")
    entities = {r.entity for r in rels}
    symbols = [s for r in rels for s in (r.entity, *r.refs())]
    if query not in symbols:
        return _refuse("query_not_grounded", f"nothing is said about {query}")
    for s in symbols:
        if s not in known and s not in entities and ":" in s:
            holder, key = s.split(":", 1)
            name = b.names.get(holder, holder)
            ask = f"How many {b.surface.get(key, key)} does {name} have?"
            return _refuse("missing_base", f"{s} is never given", ask)
    return _refuse("missing_base", f"{query} is never determined")


def _units_and_nouns(
    lex: Lex, rels: list[Relation]
) -> tuple[tuple[tuple[str, str], ...], set[str]]:
    """Each symbol's unit (sorted by symbol), and what follows the first ``:`` of each."""
    out: dict[str, str] = {}
    nouns: set[str] = set()
    by_part: dict[str, str] = {}  # what follows the first ``:`` -> the unit of its noun
    units = lex.memo_units
    for r in rels:
        for s in (r.entity, r.ref) if r.ref else (r.entity, *r.parts):  # with ``r.refs()``
            if s in out:  # the unit of a symbol depends on the symbol alone
                continue
            part = s.partition(":")[2]
            unit = by_part.get(part)
            if unit is None:  # (most symbols of a setup share their noun)
                nouns.add(part)
                # ``s.removesuffix(SCALED).rsplit(":", 1)[1]``: ``part`` holds that suffix
                noun = part.removesuffix(SCALED).rsplit(":", 1)[-1]
                unit = units.get(noun)
                if unit is None:  # the pack's unit of the noun's head word (memoised per pack)
                    unit = units[noun] = lex.pack.value(noun.split(" ")[-1], "unit") or "item"
                by_part[part] = unit
            out[s] = unit
    return tuple(sorted(out.items())), nouns


_SENTENCE_END = re.compile(r"[.?!]")
_JOINT = re.compile(r"\b(?:a total of|in total|in all|altogether|together|combined)\b")


def _facts_only_shape(low: str) -> bool:
    """Without relation words only facts remain: every statement must say ``has``."""
    for part in _SENTENCE_END.split(low):
        part = part.strip()
        if part.startswith(("how many", "if ", "what")) or " has " in f" {part} ":
            continue
        if part and not (" have " in part and _JOINT.search(part)):
            return False
    return True


#: The step-asides most texts get, built once (a refusal is frozen: one instance serves all).
_NO_HAS_OR_HOW_MANY = ReaderRefusal(STEP_ASIDE, "no 'has' fact or no 'How many' question")
_NO_RELATION_WORD = ReaderRefusal(STEP_ASIDE, "no relation word and a sentence without 'has'")


def read(text: str) -> RelationsSetup | ReaderRefusal:
    """Read ``text`` as a relations problem, or refuse with a reason of the taxonomy."""
    guard = check_input(text)
    if guard is not None:
        return _new_ReaderRefusal(guard)
    low = lowered(text)
    asks = "how many" in low or "number of" in low
    if not asks or (" has " not in low and " have " not in low):
        return _NO_HAS_OR_HOW_MANY
    lex = Lex.current()
    if not lex.relation_cue_pattern().search(low) and not _facts_only_shape(low):
        return _NO_RELATION_WORD
    p = _parse(text, lex, True)
    if p.failure is not None:
        if not p.recognized:
            return _new_ReaderRefusal(STEP_ASIDE, "a sentence is not a relation", p.failure)
        reason = "unreadable_quantity_query" if p.failed_question else "unreadable_quantity_clause"
        return _new_ReaderRefusal(reason, "a sentence fits no relation template", p.failure)
    if not p.questions:
        return _new_ReaderRefusal(STEP_ASIDE, "no question")
    out = _assemble(lex, p)
    if isinstance(out, ReaderRefusal) and not p.recognized:
        # Facts and a question without any relation: not positively ours; never block.
        return _new_ReaderRefusal(STEP_ASIDE, f"no relation ({out.reason}: {out.detail})")
    return out


def _assemble(lex: Lex, p: _Parsed) -> RelationsSetup | ReaderRefusal:
    if len(p.questions) > 1:
        return _refuse("multiple_questions")
    if p.pronouns:
        return _refuse("ambiguous_reference", f"pronoun {p.pronouns[0]!r} is not resolved")
    b = _Build(lex, p.clauses, p.questions[0][1])
    try:
        got = _relations(b)
        if isinstance(got, ReaderRefusal):
            return _shortened(b, got)
        rels, query, noun = got
        missing = _missing_base(b, rels, query)
        if missing is not None:
            return _shortened(b, missing)
        units, nouns = _units_and_nouns(lex, rels)
        nested = _nested_noun(nouns, query)
        if nested is not None:
            return nested
        return _new_setup(tuple(rels), units, query, noun)
    except SetupError as exc:
        return _refuse("invalid_setup", str(exc))
