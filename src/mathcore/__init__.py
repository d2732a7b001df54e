"""mathcore: a grade-school math word-problem solver that never gives a wrong answer.

``solve(text)`` returns ``Solved`` (exact answer, unit, organ, typed setup, derivation) or
``Refused`` (closed-taxonomy reason, failure family, organ, contemplation terminal).
"""

from mathcore.api import solve
from mathcore.exact import canonical
from mathcore.results import Refused, Result, Solved, Step, to_record

__all__ = ["Refused", "Result", "Solved", "Step", "canonical", "solve", "to_record"]
__version__ = "0.1.0"
