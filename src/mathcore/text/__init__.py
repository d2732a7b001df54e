"""The shared lexeme layer: tokens with spans, sentences, numbers, units, inflection."""
