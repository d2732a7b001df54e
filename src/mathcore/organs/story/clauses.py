"""Sentence splitting and clause parsing: every token of a sentence consumed by frames.

A declarative sentence is read as one or more clauses joined by ``,``, ``and``, ``then``;
each clause must be fully consumed by one frame of ``frames.CLAUSES``. A clause that starts
with a verb continues the previous clause's subject (``@prev``).
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from functools import partial, reduce
from operator import or_

from mathcore.organs.story.frames import CLAUSES, QUESTIONS, Row
from mathcore.organs.story.grammar import (
    Bind,
    Memo,
    Progress,
    Step,
    _element,
    _walk,
    match_all,
    memo_key,
    steps_of,
)
from mathcore.organs.story.lexemes import Lexeme
from mathcore.organs.story.mawps_lead import after_lead_scope
from mathcore.organs.story.phrases import scopes
from mathcore.organs.story.setting import is_setting, setting_subject
from mathcore.text.tokens import Token, tokenize

SEPARATORS = frozenset({",", "and", "then", "but", "while"})  # while: gsm_clauses
_COMPILED: dict[str, tuple[str, ...]] = {}


@dataclass(frozen=True, slots=True)
class RawClause:
    """One frame reading of one clause: the frame row and its bindings."""

    frame: str
    template: dict[str, str]
    bind: Bind
    tokens: tuple[int, int]  # first and last token index of the clause


_END_MARKS = frozenset({".", "?", "!"})
_TITLES = frozenset({"mr", "mrs", "ms", "dr"})


def split_sentences(text: str) -> list[tuple[tuple[Token, ...], str]]:
    """Sentences at ``. ? !``, except a period right after a title word (``Mrs.``).

    ``split_sentences_plain`` keeps a list of the current sentence's tokens; this finds the
    end marks first (a token whose text is ``.``, ``?`` or ``!`` is always punctuation: a
    number's point is inside the number's token) and slices the tokens between them."""
    toks = tokenize(text)
    out: list[tuple[tuple[Token, ...], str]] = []
    start = 0
    for k in [k for k, t in enumerate(toks) if t.text in _END_MARKS]:
        if k and toks[k].text == "." and toks[k - 1].text.lower() in _TITLES:
            continue
        cur = toks[start : k + 1]
        out.append((cur, text[cur[0].start : cur[-1].end]))
        start = k + 1
    if start < len(toks):
        cur = toks[start:]
        out.append((cur, text[cur[0].start : cur[-1].end]))
    return out


def split_sentences_plain(text: str) -> list[tuple[tuple[Token, ...], str]]:
    """``split_sentences`` token by token (the plain computation the tests compare)."""
    toks = tokenize(text)
    out: list[tuple[tuple[Token, ...], str]] = []
    cur: list[Token] = []
    for k, t in enumerate(toks):
        cur.append(t)
        if t.kind == "punct" and t.text in (".", "?", "!"):
            prev = toks[k - 1].text.lower() if k else ""
            if t.text == "." and prev in ("mr", "mrs", "ms", "dr"):
                continue
            out.append((tuple(cur), text[cur[0].start : cur[-1].end]))
            cur = []
    if cur:
        out.append((tuple(cur), text[cur[0].start : cur[-1].end]))
    return out


def _elems(spec: str) -> tuple[str, ...]:
    hit = _COMPILED.get(spec)
    if hit is None:
        hit = tuple(spec.split())
        _COMPILED[spec] = hit
    return hit


_NEEDS: dict[str, tuple[frozenset[str], ...]] = {}
_FREE = frozenset({"H", "O", "K", "K?", "S", "T", "X", "G", "P", "M", "Q", "D"})  # no literal need


def _needs(spec: str) -> tuple[frozenset[str], ...]:
    """What a frame cannot match without: one feature from each set must be present."""
    hit = _NEEDS.get(spec)
    if hit is None:
        needs: list[frozenset[str]] = []
        for el in _elems(spec):
            need = _ELEMENT_NEEDS.get(el, _UNKNOWN)
            if need is _UNKNOWN:
                need = _ELEMENT_NEEDS[el] = _kind_need(el.split(":", 1)[0])
            if need is not None:
                needs.append(need)
        hit = _NEEDS[spec] = tuple(needs)
    return hit


#: Element (and element kind) -> what it needs (None: nothing literal); the same elements
#: recur in most rows, so each is worked out once.
_ELEMENT_NEEDS: dict[str, frozenset[str] | None] = {}
_KIND_NEEDS: dict[str, frozenset[str] | None] = {}
_UNKNOWN = frozenset({"\0unknown"})  # a marker no element's needs can be


def _kind_need(kind: str) -> frozenset[str] | None:
    """What one element of kind ``kind`` needs: one of these features, or nothing (None)."""
    if kind in _KIND_NEEDS:
        return _KIND_NEEDS[kind]
    need: frozenset[str] | None
    if kind.startswith("?") or kind in _FREE:
        need = None
    elif "=" in kind:
        alts = kind.split("|")
        need = frozenset(f"{a[0]}:{c}" for a in alts for c in a[2:].split("/"))
    elif kind in ("N", "$"):
        need = frozenset({"#MONEY"} if kind == "$" else {"#NUM", "#MONEY"})
    else:
        need = frozenset(kind.split("|"))
    _KIND_NEEDS[kind] = need
    return need


def features(lx: Sequence[Lexeme]) -> frozenset[str]:
    """The words, verb classes, frame classes and number kinds of a segment."""
    out: set[str] = set()
    for t in lx:
        out.add(t.word)
        if t.verb:
            out.add(f"V:{t.verb}")
        if t.frame:
            out.add(f"F:{t.frame}")
        if t.sym in ("NUM", "MONEY"):
            out.add(f"#{t.sym}")
    return frozenset(out)


Compiled = tuple[str, dict[str, str], tuple[str, ...], tuple[frozenset[str], ...], bool]
_ROWS: dict[int, tuple[Compiled, ...]] = {}


def _compiled(rows: Sequence[Row]) -> tuple[Compiled, ...]:
    """Each frame row with its elements and requirements worked out once."""
    hit = _ROWS.get(id(rows))
    if hit is None:
        hit = _ROWS[id(rows)] = tuple(
            (name, tmpl, _elems(spec), _needs(spec), tmpl.get("op") == "=prev")
            for name, spec, tmpl in rows
        )
    return hit


#: Per row table: the table itself, then which rows have no needs, each feature's need ids,
#: each row's need ids, and the rows keyed by one need id each (their most selective).
_Index = tuple[
    Sequence[Row],
    tuple[int, ...],
    dict[str, tuple[int, ...]],
    tuple[tuple[int, ...], ...],
    dict[int, tuple[int, ...]],
]
_INDEX: dict[int, _Index] = {}


#: Words most clauses have: a need met by one of them keys a row only when it has no other.
_COMMON = frozenset(
    {",", "a", "an", "the", "of", "to", "and", "in", "on", "for", "with", "at", "from"}
    | {"is", "was", "are", "were", "has", "have", "had", "his", "her", "their", "it", "them"}
    | {"each", "every", "more", "than", "as", "how", "many", "much", "did", "does", "do"}
)


def _selectivity(need: frozenset[str]) -> int:
    """How rarely a clause meets ``need`` (a guess by its kind; any choice gives the same
    candidates): a number least selective, then a verb or frame class, a common word,
    another word."""
    if any(f[0] == "#" for f in need):
        return 0
    if any(f[:2] in ("V:", "F:") for f in need):
        return 1
    return 2 if need & _COMMON else 3


def _index(rows: Sequence[Row]) -> _Index:
    """The rows of ``rows`` indexed by what they need (built once per table)."""
    hit = _INDEX.get(id(rows))
    if hit is not None and hit[0] is rows:
        return hit
    ids: dict[frozenset[str], int] = {}
    row_needs: list[tuple[int, ...]] = []
    for _name, _tmpl, _elems, needs, _prev in _compiled(rows):
        row_needs.append(tuple(ids.setdefault(n, len(ids)) for n in needs))
    by_feat: dict[str, list[int]] = {}
    for need, nid in ids.items():
        for f in need:
            by_feat.setdefault(f, []).append(nid)
    sel = {nid: _selectivity(need) for need, nid in ids.items()}  # once per distinct need
    by_key: dict[int, list[int]] = {}
    for r, rn in enumerate(row_needs):
        if rn:  # keyed by its most selective need (the first such): fewer rows per clause
            best = max(range(len(rn)), key=lambda i: (sel[rn[i]], -i))
            by_key.setdefault(rn[best], []).append(r)
    hit = (
        rows,
        tuple(r for r, rn in enumerate(row_needs) if not rn),
        {f: tuple(v) for f, v in by_feat.items()},
        tuple(row_needs),
        {k: tuple(v) for k, v in by_key.items()},
    )
    _INDEX[id(rows)] = hit
    return hit


def _candidates(rows: Sequence[Row], feats: frozenset[str]) -> list[int]:
    """The rows whose every need meets ``feats``, in table order."""
    _rows, free, by_feat, row_needs, by_key = _index(rows)
    met: set[int] = set()
    for f in feats:
        nids = by_feat.get(f)
        if nids is not None:
            met.update(nids)
    out = list(free)
    for nid in met:
        for r in by_key.get(nid, ()):
            if met.issuperset(row_needs[r]):
                out.append(r)
    out.sort()
    return out


#: Per row table, the index as bit masks (need id ``n`` is bit ``1 << n``): the table, the
#: rows without needs, each feature's needs, the same by verb class, frame class and number
#: symbol, and each key need's bit -> its rows, each with the mask of all its needs.
_Masks = tuple[
    Sequence[Row],
    tuple[int, ...],
    dict[str, int],
    dict[str, int],
    dict[str, int],
    dict[str, int],
    dict[int, tuple[tuple[tuple[int, int], ...], dict[int, tuple[tuple[int, int], ...]], int]],
    int,
]
_MASKS: dict[int, _Masks] = {}
#: A key need with more rows than this splits them by a second need (see ``_by_key``).
_SPLIT = 16


def _masks(rows: Sequence[Row]) -> _Masks:
    """``_index(rows)`` as bit masks (built once per table)."""
    hit = _MASKS.get(id(rows))
    if hit is not None and hit[0] is rows:
        return hit
    _rows, free, by_feat, row_needs, by_key = _index(rows)
    feat: dict[str, int] = {}
    for f, nids in by_feat.items():
        for nid in nids:
            feat[f] = feat.get(f, 0) | 1 << nid
    row_mask = [sum(1 << nid for nid in set(rn)) for rn in row_needs]
    hit = (
        rows,
        free,
        feat,
        {f[2:]: m for f, m in feat.items() if f.startswith("V:")},
        {f[2:]: m for f, m in feat.items() if f.startswith("F:")},
        {f[1:]: m for f, m in feat.items() if f in ("#NUM", "#MONEY")},
        _by_key(by_feat, row_needs, row_mask, by_key),
        sum(1 << k for k in by_key),  # every key need's bit: the only bits worth visiting
    )
    _MASKS[id(rows)] = hit
    return hit


def _by_key(
    by_feat: dict[str, tuple[int, ...]],
    row_needs: tuple[tuple[int, ...], ...],
    row_mask: list[int],
    by_key: dict[int, tuple[int, ...]],
) -> dict[int, tuple[tuple[tuple[int, int], ...], dict[int, tuple[tuple[int, int], ...]], int]]:
    """Each key need's bit -> its rows (each with the mask of all its needs), as rows to test
    always, rows grouped by a second need's bit, and the mask of those second bits. A key
    need with more than ``_SPLIT`` rows (``who``, ``already``: hundreds) groups each row
    that has another need under its most selective other need, so a clause tests only the
    groups whose second need it meets too: the same candidates, far fewer tests."""
    feats: dict[int, set[str]] = {}
    for f, nids in by_feat.items():
        for nid in nids:
            feats.setdefault(nid, set()).add(f)
    sel = {nid: _selectivity(frozenset(fs)) for nid, fs in feats.items()}
    out: dict[int, tuple[tuple[tuple[int, int], ...], dict[int, tuple[tuple[int, int], ...]], int]]
    out = {}
    for k, v in by_key.items():
        if len(v) <= _SPLIT:
            out[1 << k] = (tuple((r, row_mask[r]) for r in v), {}, 0)
            continue
        flat: list[tuple[int, int]] = []
        sub: dict[int, list[tuple[int, int]]] = {}
        for r in v:
            rest = [i for i, n in enumerate(row_needs[r]) if n != k]
            if not rest:
                flat.append((r, row_mask[r]))
                continue
            second = row_needs[r][max(rest, key=lambda i: (sel[row_needs[r][i]], -i))]
            sub.setdefault(1 << second, []).append((r, row_mask[r]))
        out[1 << k] = (tuple(flat), {b: tuple(g) for b, g in sub.items()}, sum(sub))
    return out


def _lexeme_masks(rows: Sequence[Row], lx: Sequence[Lexeme]) -> list[int]:
    """The needs of ``rows`` each lexeme of ``lx`` meets, as a bit mask per lexeme."""
    _rows, _free, feat, verbs, frames, syms, _by_key, _keys = _masks(rows)
    get = feat.get
    out: list[int] = []
    for t in lx:
        met = get(t.word, 0)
        if t.verb:
            met |= verbs.get(t.verb, 0)
        if t.frame:
            met |= frames.get(t.frame, 0)
        if t.sym == "NUM" or t.sym == "MONEY":
            met |= syms.get(t.sym, 0)
        out.append(met)
    return out


_ROW_MASKS: dict[int, tuple[Sequence[Row], list[int]]] = {}


def _row_masks(rows: Sequence[Row]) -> list[int]:
    """Each row's needs as a bit mask (0: a row without needs), once per table."""
    hit = _ROW_MASKS.get(id(rows))
    if hit is None or hit[0] is not rows:
        by_key = _masks(rows)[6]
        masks = [0] * len(_compiled(rows))
        for flat, sub, _second in by_key.values():
            for group in (flat, *sub.values()):
                for r, need in group:
                    masks[r] = need
        hit = _ROW_MASKS[id(rows)] = (rows, masks)
    return hit[1]


def _candidates_within(rows: Sequence[Row], within: Sequence[int], met: int) -> list[int]:
    """``_candidates_of(rows, lx, met)`` for a segment inside a longer one from the same
    start whose candidates are ``within`` (its needs met are a superset of ``met``, so every
    candidate here is one there): those whose every need bit is in ``met``, in order."""
    masks = _row_masks(rows)
    return [r for r in within if masks[r] & met == masks[r]]


def _candidates_of(rows: Sequence[Row], lx: Sequence[Lexeme], met: int | None = None) -> list[int]:
    """``_candidates(rows, features(lx))`` without building the features: the needs ``lx``
    meets as one bit mask (``met`` when the caller has it), then each met key need's rows
    whose every need bit is in it."""
    _rows, free, _feat, _verbs, _frames, _syms, by_key, keys = _masks(rows)
    if met is None:
        met = reduce(or_, _lexeme_masks(rows, lx), 0)
    out = list(free)
    left = met & keys  # a met need that keys no row has no rows to visit
    while left:
        bit = left & -left
        left ^= bit
        flat, sub, second = by_key[bit]
        for r, need in flat:
            if need & met == need:
                out.append(r)
        if second:
            more = met & second  # a row's second need unmet: it is no candidate
            while more:
                b = more & -more
                more ^= b
                for r, need in sub[b]:
                    if need & met == need:
                        out.append(r)
    out.sort()
    return out


#: Per row table, the index by need ids as small ints (``_masks`` as sets: a table has some
#: 340 needs, so a mask is a long integer, and each ``&``/``|`` of two allocates one):
#: the table, the rows without needs, each feature's need ids (by word, verb class, frame
#: class, number symbol), each key need id -> its rows (each with the set of all its need
#: ids) as rows to test always and rows grouped by a second need id, and each row's set.
_IdKey = tuple[
    tuple[tuple[int, frozenset[int]], ...], dict[int, tuple[tuple[int, frozenset[int]], ...]]
]
_Ids = tuple[
    Sequence[Row],
    tuple[int, ...],
    dict[str, tuple[int, ...]],
    dict[str, tuple[int, ...]],
    dict[str, tuple[int, ...]],
    dict[str, tuple[int, ...]],
    dict[int, _IdKey],
    list[frozenset[int]],
]
_IDS: dict[int, _Ids] = {}


def _ids(rows: Sequence[Row]) -> _Ids:
    """``_masks(rows)`` with need ids for bits (built once per table): the same groups."""
    hit = _IDS.get(id(rows))
    if hit is not None and hit[0] is rows:
        return hit
    _rows, free, by_feat, row_needs, _by_key_ids = _index(rows)
    sets = [frozenset(rn) for rn in row_needs]
    by_key: dict[int, _IdKey] = {}
    for bit, (flat, sub, _second) in _masks(rows)[6].items():
        by_key[bit.bit_length() - 1] = (
            tuple((r, sets[r]) for r, _m in flat),
            {b.bit_length() - 1: tuple((r, sets[r]) for r, _m in g) for b, g in sub.items()},
        )
    feat = {f: tuple(sorted(set(nids))) for f, nids in by_feat.items()}
    hit = (
        rows,
        free,
        feat,
        {f[2:]: v for f, v in feat.items() if f.startswith("V:")},
        {f[2:]: v for f, v in feat.items() if f.startswith("F:")},
        {f[1:]: v for f, v in feat.items() if f in ("#NUM", "#MONEY")},
        by_key,
        sets,
    )
    _IDS[id(rows)] = hit
    return hit


def _lexeme_ids(rows: Sequence[Row], lx: Sequence[Lexeme]) -> list[tuple[int, ...]]:
    """The need ids of ``rows`` each lexeme of ``lx`` meets (``_lexeme_masks`` as ids)."""
    _rows, _free, feat, verbs, frames, syms, _by_key, _sets = _ids(rows)
    get = feat.get
    out: list[tuple[int, ...]] = []
    for t in lx:
        met = get(t.word, ())
        if t.verb:
            met = met + verbs.get(t.verb, ())
        if t.frame:
            met = met + frames.get(t.frame, ())
        if t.sym == "NUM" or t.sym == "MONEY":
            met = met + syms.get(t.sym, ())
        out.append(met)
    return out


def _met_ids(ids: Sequence[tuple[int, ...]]) -> set[int]:
    """The need ids a segment meets: the union of its lexemes' (``reduce(or_, masks)``)."""
    met: set[int] = set()
    for one in ids:
        met.update(one)
    return met


def _candidates_by_ids(rows: Sequence[Row], met: AbstractSet[int]) -> list[int]:
    """``_candidates_of(rows, lx, mask)`` for the need ids ``met`` (the mask's bits): each met
    key need's rows whose every need id is in ``met``, in table order."""
    _rows, free, _feat, _verbs, _frames, _syms, by_key, _sets = _ids(rows)
    out = list(free)
    for k in met:
        hit = by_key.get(k)
        if hit is None:  # a met need that keys no row
            continue
        flat, sub = hit
        for r, need in flat:
            if need <= met:
                out.append(r)
        if not sub:
            continue
        if len(sub) < len(met):
            for b, group in sub.items():
                if b in met:  # a row's second need unmet: it is no candidate
                    for r, need in group:
                        if need <= met:
                            out.append(r)
        else:
            for b in met:
                some = sub.get(b)
                if some is not None:
                    for r, need in some:
                        if need <= met:
                            out.append(r)
    out.sort()
    return out


def _candidates_within_ids(
    rows: Sequence[Row], within: Sequence[int], met: AbstractSet[int]
) -> list[int]:
    """``_candidates_within`` for the need ids ``met``."""
    sets = _ids(rows)[7]
    return [r for r in within if sets[r] <= met]


#: A trie of a table's rows (``=prev`` rows left out) by their elements: element -> (its
#: need or None, the first row through it, its children).
_Node = dict[str, tuple[frozenset[str] | None, int, "_Node"]]
_TRIES: dict[int, tuple[Sequence[Row], _Node]] = {}


def _trie(rows: Sequence[Row]) -> _Node:
    """The rows of ``rows`` that open a sentence, as a trie of their elements (once per table)."""
    hit = _TRIES.get(id(rows))
    if hit is not None and hit[0] is rows:
        return hit[1]
    root: _Node = {}
    for r, (_name, _tmpl, elems, _need, is_prev) in enumerate(_compiled(rows)):
        if is_prev:
            continue
        node = root
        for el in elems:  # by its kind: rows binding other keys read the same (one branch)
            mk = memo_key(el)
            child = node.get(mk)
            if child is None:
                needs = _needs(el)
                child = node[mk] = (needs[0] if needs else None, r, {})
            node = child[2]
    _TRIES[id(rows)] = (rows, root)
    return root


def _dead_best(
    rows: Sequence[Row], lx: Sequence[Lexeme], feats: frozenset[str], memo: Memo
) -> tuple[int, int] | None:
    """The furthest reach of the rows that die in ``lx`` (an element whose need ``feats``
    do not meet), with the first such row in table order that gets there; None: none dies.

    ``match`` on a row that dies gets as far as its elements before the dead one read: the
    furthest position that any reading of each shorter prefix ends at. The trie walks each
    shared prefix once, carrying the positions its readings reach (``memo`` holds each
    element's readings per position, as ``match`` keeps them)."""
    best: tuple[int, int] | None = None  # (reach, row)
    stack: list[tuple[_Node, AbstractSet[int], int, int]] = [(_trie(rows), {0}, 0, 0)]
    while stack:
        node, at, reach, sub_first = stack.pop()
        if not at and best is not None and (best[0], -best[1]) >= (reach, -sub_first):
            # no reading gets into this subtree: every row dying in it reaches ``reach``
            # and is no earlier than ``sub_first``, so none can replace ``best``
            continue
        for el, (need, first, children) in node.items():
            if need is not None and feats.isdisjoint(need):
                if best is None or reach > best[0] or (reach == best[0] and first < best[1]):
                    best = (reach, first)
            elif children:
                ends: set[int] = set()
                for i in at:
                    hit = memo.get((el, i))
                    if hit is None:
                        hit = memo[(el, i)] = _element(el, lx, i)
                    for _v, j in hit:
                        ends.add(j)
                far = max(ends) if ends else reach
                stack.append((children, ends, far if far > reach else reach, first))
    return best


_ROW_STEPS: dict[int, tuple[Sequence[Compiled], list[tuple[Step, ...]]]] = {}


def _row_steps(table: Sequence[Compiled]) -> list[tuple[Step, ...]]:
    """Each row's elements as ``grammar`` walks them (once per table)."""
    hit = _ROW_STEPS.get(id(table))
    if hit is None or hit[0] is not table:
        hit = _ROW_STEPS[id(table)] = (table, [steps_of(elems) for _n, _t, elems, _d, _p in table])
    return hit[1]


def _read_one(
    rows: Sequence[Row],
    lx: Sequence[Lexeme],
    start: int,
    prog: Progress,
    continued: bool,
    exhaustive: bool = False,
    met: int | None = None,
    read_before: bool = False,
    cands: list[int] | None = None,
    *,
    scene: bool = True,
) -> list[RawClause]:
    """Every frame row's readings of the clause ``lx`` (``met``: the needs it meets, when
    the caller has them as ``_lexeme_masks`` of ``rows`` or-ed together).

    ``read_before`` (exhaustive, at the sentence start): the plain pass read this very
    clause and none of its candidate rows read anything or got past its first token. Read
    again they note position 0, which changes no progress, so only the dead row is walked.
    ``cands``: the candidate rows when the caller has them (``_candidates_of(rows, lx,
    met)``, a fresh list). ``scene`` False: no lexeme of the sentence is an activity, so
    no clause of it is a setting (``is_setting`` needs one after ``was``/``were``).
    """
    out: list[RawClause] = []
    span = (lx[0].index, lx[-1].index) if lx else (0, 0)
    memo: Memo = {}
    if rows is CLAUSES and scene and is_setting(lx):
        out.append(RawClause("setting", {"op": "setting"}, {"s": setting_subject(lx)}, span))
    table = _compiled(rows)
    walks = _row_steps(table)
    todo: Sequence[int]  # the rows to read, in table order
    dead_row = dead_reach = -1  # the furthest dead row (exhaustive): only its reach counts
    if exhaustive and continued:
        todo = range(len(table))
    else:
        if read_before and start == 0:
            todo = []
        else:
            if cands is not None:
                todo = cands
            elif met is None:  # the needs ``lx`` meets, as need ids (no long masks)
                todo = _candidates_by_ids(rows, _met_ids(_lexeme_ids(rows, lx)))
            else:
                todo = _candidates_of(rows, lx, met)
        dead = _dead_best(rows, lx, features(lx), memo) if exhaustive else None
        if dead is not None:  # only the progress counts: the row that gets furthest
            dead_reach, dead_row = dead
            todo.append(dead_row)
            todo.sort()
    for r in todo:
        name, tmpl, elems, _need, is_prev = table[r]
        if is_prev and not continued:
            continue
        reach = dead_reach if r == dead_row else -1
        if reach < 0 and elems and not (continued and elems[0] == "H:s"):
            mk, _key, reader = walks[r][0]
            first = memo.get((mk, 0))  # most rows die at their first element
            if first is None:
                first = memo[(mk, 0)] = reader(lx, 0)
            if not first:
                reach = 0  # what ``match_all`` gives: no reading, nothing reached
        if reach < 0:  # one row's readings and reach (``match`` into a fresh progress)
            steps = walks[r]  # ``match_all(elems, lx, {}, memo)``, without its call
            if steps:
                binds: list[Bind] = []
                reach = _walk(steps, 0, len(steps) - 1, lx, len(lx), 0, {}, memo, binds)
            else:
                binds, reach = match_all(elems, lx, {}, memo)
            for b in binds:
                out.append(RawClause(name, tmpl, b, span))
            if continued and elems and elems[0] == "H:s":
                binds, more = match_all(elems[1:], lx, {"s": "@prev"}, memo)
                for b in binds:
                    out.append(RawClause(name, tmpl, b, span))
                reach = max(reach, more)
        at = start + reach
        if at > prog.best:  # ``prog.note(at, name if reach else "")``, inline: once per row
            prog.best = at
            prog.frame = name if reach else ""
    if not out and rows is CLAUSES:  # "..., and in the second round she scored 33 points"
        out = after_lead_scope(partial(_read_one, CLAUSES), lx, start, prog, continued, exhaustive)
    return out


def read_clauses(
    lx: Sequence[Lexeme], prog: Progress, exhaustive: bool = False, unread: bool = False
) -> list[list[RawClause]]:
    """Every way to read ``lx`` as a sequence of fully consumed clauses.

    ``unread`` (with ``exhaustive``): ``lx`` opens a sentence whose plain reading noted no
    progress (``prog.best == 0``): every clause from its start was read there, read nothing
    and no row got past its start, so the exhaustive pass walks only their dead rows."""
    search = _Search(lx, prog, exhaustive, unread)
    search.go(0, [])
    results = search.results
    if not results:
        # a leading scope phrase ("In a school, ...", "During a sale ...")
        for _place, k in scopes(lx, 0):
            if k == 0:
                continue
            while k < len(lx) and lx[k].word == ",":
                k += 1
            search.go(k, [])
            if results:
                break
    return results


class _Search:
    """The clause sequences of one sentence, tried from each clause start.

    A plain object rather than a closure that calls itself: such a closure is a reference
    cycle, which kept every reading's lexemes and clauses alive until the garbage collector
    ran (and made its collections slow); this one is freed as soon as the reading ends.
    """

    __slots__ = (
        "bounds",
        "cands",
        "dead",
        "exhaustive",
        "ids",
        "lx",
        "prog",
        "results",
        "scene",
        "segments",
        "unread",
    )

    def __init__(
        self, lx: Sequence[Lexeme], prog: Progress, exhaustive: bool, unread: bool = False
    ) -> None:
        self.lx, self.prog, self.exhaustive, self.unread = lx, prog, exhaustive, unread
        self.bounds = [k for k, t in enumerate(lx) if t.word in SEPARATORS]
        self.results: list[list[RawClause]] = []
        self.segments: dict[tuple[int, int, bool], list[RawClause]] = {}
        self.dead: set[tuple[int, bool]] = set()  # positions from which no full reading exists
        self.ids = _lexeme_ids(CLAUSES, lx)  # each lexeme's need ids met, once per sentence
        #: start -> the candidate rows of the longest segment from it (read first: ``go``
        #: tries the ends from the sentence's end back), which hold every shorter one's
        self.cands: dict[int, list[int]] = {}
        self.scene = False  # a setting needs an activity (``is_setting``)
        for t in lx:
            if t.activity:
                self.scene = True
                break

    def go(self, i: int, acc: list[RawClause]) -> None:
        lx, results, segments = self.lx, self.results, self.segments
        if len(results) > 8 or (i, bool(acc)) in self.dead:
            return
        if i >= len(lx):
            results.append(list(acc))
            return
        before = len(results)
        ends = [len(lx), *[b for b in reversed(self.bounds) if b > i]]
        for j in ends:
            key = (i, j, bool(acc))
            if key not in segments:
                read_before = self.unread and not i and not acc
                cands = None
                if not read_before and not (self.exhaustive and acc):  # _read_one uses them
                    met = _met_ids(self.ids[i:j])  # the need ids the segment meets
                    longest = self.cands.get(i)
                    if longest is None:
                        longest = self.cands[i] = _candidates_by_ids(CLAUSES, met)
                        cands = list(longest)
                    else:
                        cands = _candidates_within_ids(CLAUSES, longest, met)
                segments[key] = _read_one(
                    CLAUSES,
                    lx[i:j],
                    i,
                    self.prog,
                    bool(acc),
                    self.exhaustive,
                    None,  # not asked: ``cands`` given, or no candidates read (see above)
                    read_before,
                    cands,
                    scene=self.scene,
                )
            for rc in segments[key]:
                k = j
                while k < len(lx) and lx[k].word in SEPARATORS:
                    k += 1
                self.go(k, [*acc, rc])
        if len(results) == before:
            self.dead.add((i, bool(acc)))


def read_question(
    lx: Sequence[Lexeme], start: int, prog: Progress, exhaustive: bool = False
) -> list[RawClause]:
    """Readings of the question proper (from ``how`` to before ``?``)."""
    return _read_one(QUESTIONS, lx, start, prog, False, exhaustive)
