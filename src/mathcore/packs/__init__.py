"""Language packs: reviewed language data (lexicon, frames, compositions) and their loader."""
