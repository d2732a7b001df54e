"""Organs: specialists for problem families (model, reader, exact solver, gold ruler)."""
