"""The one rate algebra and unit handling shared by the single-rate (R3) and combined-rate
(R4) organs: ``units`` (pack words, pint dimensions, exact factors), ``algebra`` (exact
operations that record derivation steps), ``phrases`` (the shared surface grammar) and
``clock`` (clock-time intervals)."""
