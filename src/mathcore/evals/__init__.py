"""Evaluation: organ lanes, dataset scoring, audit, benchmarks and reports."""
