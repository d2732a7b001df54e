"""The story organ: total reading of multi-step grade-school word problems.

Lexemes (``lexemes``) categorize every token through the pack; frames (``grammar``) turn
clauses into typed events (``model``); the reader (``reader``) binds pronouns, elided kinds
and the question target; the solver (``solver``) replays the events on an exact ledger.
"""
