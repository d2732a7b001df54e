"""Renaming variants: replace one person name consistently by an unused name of the same gender.

The name lists are the red team's own (independent of the language pack). Names that are
also ordinary words, months, units or surnames-as-jobs (May, Will, Bill, Miles, Mason...)
are left out on purpose: renaming them could change what a sentence means.
"""

from __future__ import annotations

import re
from random import Random


def wordset(text: str) -> frozenset[str]:
    """The whitespace-separated words of ``text`` as a set (for word lists in the source)."""
    return frozenset(text.split())


FEMALE = wordset(
    """
    Abigail Alice Alicia Alyssa Amanda Amelia Amy Andrea Angela Anna Anne Ashley Barbara
    Betty Beth Bridget Brittany Carla Carmen Carol Caroline Catherine Chloe Christina Cindy
    Claire Clara Cynthia Deborah Denise Diana Diane Donna Dorothy Elena Elizabeth Ella Ellen
    Emily Emma Erica Erin Eva Evelyn Fiona Gabriela Gina Gloria Hannah  Helen Irene
    Isabella Jane Janet Janice  Jennifer Jenny Jessica Jill Joan Joanna Julia Julie
    Karen Kate Katie Kathy Kayla  Kimberly Laura Lauren Leah Linda Lisa Lucy Lydia
    Madison Maria Marie Marilyn Martha Mary Megan Melanie Melissa Mia Michelle Monica Nancy
    Natalie Natalia Nicole Nina Olivia Paige Pamela Paula Rachel Rebecca Rita Samantha
    Sandra Sara Sarah Sharon Sofia Sophia Stephanie Susan Tamara Teresa Tina  Valerie
    Vanessa Victoria Wendy Yvonne Zoe Sally Molly Ruth Nora Ava Ellie Sadie Tara Wanda Dina
    Gwen Kathryn Cheryl Brenda Connie Haley Kylie Mandy Roxanne Vera Kim Jill Alyssa
    """
)

MALE = wordset(
    """
    Aaron Adam Alan Albert Andrew Anthony Arthur Benjamin Brian Bruce Carl Charles
    Christopher Daniel David Dennis Derek Donald Douglas Dylan Edward Elijah Eric Ethan
    Eugene Felix Fred Gary George Gerald Gregory Harold Harry Henry Howard Ian Isaac Jacob
    James Jason Jeffrey Jeremy Jerry Joe John Jonathan Joseph Joshua Juan Justin Keith
    Kenneth Kevin Kyle Larry Leo Liam Logan Louis Lucas Luke Marcus Martin Matthew Michael
    Nathan Neil Nicholas Noah Oliver Oscar Patrick Paul Peter Philip Raymond Richard Robert
    Roger Ronald Russell Ryan Samuel Scott Sean Simon Stephen Steven Thomas Timothy Tom
    Tony Travis Tyler Victor Vincent Walter Wayne William Zachary Mike Dan Benny Jim Jack Ben
    Ken Greg Steve Dave Nick Ted Tim Todd Jose Carlos Luis Diego Ahmed Omar Hugo Clarence
    """
)

#: Replacement names come from these (each also a FEMALE/MALE name above).
FEMALE_TARGETS = tuple(sorted(FEMALE))
MALE_TARGETS = tuple(sorted(MALE))

_CAPITALIZED = re.compile(r"\b[A-Z][a-z]+\b")


def gender(name: str) -> str | None:
    """``"female"``, ``"male"`` or ``None`` (not a name of the red team's lists)."""
    if name in FEMALE:
        return "female"
    if name in MALE:
        return "male"
    return None


def words_lower(text: str) -> frozenset[str]:
    """Every alphabetic word of ``text``, lower-cased (to test that a name is unused)."""
    return frozenset(w.lower() for w in re.findall(r"[A-Za-z]+", text))


def person_names(text: str) -> tuple[str, ...]:
    """Names of the red team's lists that occur capitalized in ``text``, in first-seen order."""
    seen: list[str] = []
    for m in _CAPITALIZED.finditer(text):
        name = m.group()
        if gender(name) is not None and name not in seen:
            seen.append(name)
    return tuple(seen)


def unused_names(text: str, pool: tuple[str, ...], rng: Random, k: int) -> list[str]:
    """``k`` names of ``pool`` (seeded order) whose lower-case form is no word of ``text``."""
    used = words_lower(text)
    free = [n for n in pool if n.lower() not in used]
    rng.shuffle(free)
    return free[:k]


def rename(text: str, old: str, new: str) -> str:
    """Replace every whole-word, capitalized ``old`` by ``new`` (possessives follow along)."""
    return re.sub(rf"\b{re.escape(old)}\b", new, text)


def rename_variants(text: str, rng: Random, per_name: int = 2) -> list[tuple[str, str]]:
    """``(label, text)`` variants: each name renamed to ``per_name`` unused same-gender names."""
    out: list[tuple[str, str]] = []
    for old in person_names(text):
        pool = FEMALE_TARGETS if gender(old) == "female" else MALE_TARGETS
        for new in unused_names(text, pool, rng, per_name):
            out.append((f"{old}->{new}", rename(text, old, new)))
    return out
