"""R3: the single-rate organ (one explicit rate, a duration or a quantity, one query)."""
