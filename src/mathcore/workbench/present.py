"""Presentation only: queue summaries, and where the blocking token sits in the problem text.

The highlight is located with the project's own tokenizer (``mathcore.text.tokens``), the
same one the readers use, and is shown only when the token found at the recorded sentence and
token index has the recorded text (ignoring case); otherwise the page shows no highlight and
says so. There is no free-text search for the word: a highlight never lands on another
occurrence of it.
"""

from __future__ import annotations

from typing import Any

from mathcore.text.tokens import sentences, tokenize

#: Fields a queue row leaves out (the detail view carries them).
DETAIL_FIELDS = frozenset({"evidence", "trace", "proposed_change", "decisions", "last_replay"})


def locate(
    text: str, sentence_index: int | None, token_index: int | None, token: str | None
) -> tuple[int, int] | None:
    """The span of ``token`` in ``text`` at (sentence, token) index, when it is really there."""
    if not text or sentence_index is None or token_index is None or not token:
        return None
    if sentence_index < 0 or token_index < 0:
        return None
    sents = sentences(text)
    if sentence_index >= len(sents):
        return None
    toks = sents[sentence_index].tokens
    if token_index >= len(toks):
        return None
    tok = toks[token_index]
    if tok.text.lower() != token.lower():
        return None
    return tok.start, tok.end


def locate_in_sentence(
    sentence: str, token_index: int | None, token: str | None
) -> tuple[int, int] | None:
    """The span of ``token`` in one sentence's text, by token index, when it is really there."""
    if not sentence or token_index is None or not token or token_index < 0:
        return None
    toks = tokenize(sentence)
    if token_index >= len(toks) or toks[token_index].text.lower() != token.lower():
        return None
    return toks[token_index].start, toks[token_index].end


def highlight(row: dict[str, Any]) -> dict[str, Any] | None:
    """``{"text", "start", "end"}`` for an audit row: in the problem text, else the sentence."""
    sent_i = row.get("sentence_index")
    tok_i = row.get("token_index")
    token = row.get("token")
    if not (isinstance(tok_i, int) and isinstance(token, str)):
        return None
    question = row.get("question")
    if isinstance(question, str) and isinstance(sent_i, int):
        span = locate(question, sent_i, tok_i, token)
        if span is not None:
            return {"text": question, "start": span[0], "end": span[1], "scope": "problem"}
    sentence = row.get("sentence")
    if isinstance(sentence, str):
        span = locate_in_sentence(sentence, tok_i, token)
        if span is not None:
            return {"text": sentence, "start": span[0], "end": span[1], "scope": "sentence"}
    return None


def _evidence_row(item: Any) -> dict[str, Any] | None:
    if not isinstance(item, dict):
        return None
    row = item.get("row", item)
    return row if isinstance(row, dict) else None


def annotate_proposal(proposal: Any) -> Any:
    """The proposal with a ``highlight`` added to each evidence record that can have one."""
    if not isinstance(proposal, dict) or not isinstance(proposal.get("evidence"), list):
        return proposal
    annotated = []
    for item in proposal["evidence"]:
        row = _evidence_row(item)
        if isinstance(item, dict) and row is not None:
            item = {**item, "highlight": highlight(row)}
        annotated.append(item)
    return {**proposal, "evidence": annotated}


def summarize(proposal: Any) -> dict[str, Any]:
    """A queue row: the proposal without its detail fields, with its evidence count."""
    if not isinstance(proposal, dict):
        return {"id": None}
    row = {k: v for k, v in proposal.items() if k not in DETAIL_FIELDS}
    evidence = proposal.get("evidence")
    if isinstance(evidence, list):
        row["evidence_count"] = len(evidence)
    return row
