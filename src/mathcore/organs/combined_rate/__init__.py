"""R4: the combined-rate organ (v1 frozen per the seed ledger; v2 builds its growth surfaces)."""
