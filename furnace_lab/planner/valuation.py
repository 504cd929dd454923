"""What a production plan is worth: money, plus a value for what is left over at the end of the phase.

At the end of the game only money counts (furnace.scoring.most-money), so in round 4 the planner, by
default, values a plan by the money it ends with and nothing else. Earlier in the game, coal, iron, oil and
upgrade tokens left over will be used in later rounds, and a Company flipped now works on its upgraded side
for the rest of the game: a :class:`Valuation` says how much each of those is worth, in money, for example
``Valuation(coal=1, iron=2, oil=3, token=2)``.

The worth of a plan is ``money × money-weight + Σ resource × its weight + flips × upgrade-weight``, where
``money`` is the money *gained* in the phase and ``flips`` the Companies upgraded in it. Weights are whole
numbers or fractions (``Fraction(1, 2)``; a float such as ``0.5`` is read as the decimal it prints as), and
never negative: resources can only be given up by spending them, so holding more of one can never hurt, and
the planner's exact pruning relies on that.

:data:`EARLY_ROUND_DEFAULT` — the brief's example values, roughly what a resource fetches on the base game's
selling rows, discounted — is used for rounds 1-3 when no valuation is given; :data:`MONEY_ONLY` in round 4.
They are planning heuristics, not rules: pass your own valuation to change them.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import lcm
from typing import Final

from furnace_lab.cards.resources import RESOURCES
from furnace_lab.engine.core.constants import ROUNDS
from furnace_lab.errors import DataError

FIELDS: Final = ("money", *RESOURCES, "upgrade")
"""The weights a valuation holds, in order: money, coal, iron, oil, token, upgrade."""

Number = int | Fraction
Weight = int | float | Fraction
"""What a weight may be given as (a float is read as the decimal it prints as)."""


def _weight(name: str, value: object) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, int | float | Fraction):
        raise DataError(f"a weight is a whole number or a fraction, not {value!r}", item="valuation", field=name,
                        pt=f"um peso é um número inteiro ou uma fração, não {value!r}")
    number = Fraction(str(value)) if isinstance(value, float) else Fraction(value)
    if number < 0:
        raise DataError(f"a weight may not be negative (got {value}): holding more can never be worth less",
                        item="valuation", field=name,
                        pt=f"um peso não pode ser negativo (recebido: {value}): ter mais nunca pode valer menos")
    return number


@dataclass(frozen=True, slots=True)
class Valuation:
    """Money value of the money gained, each resource left, and each Company flipped in the phase."""

    money: Weight = 1
    coal: Weight = 0
    iron: Weight = 0
    oil: Weight = 0
    token: Weight = 0
    upgrade: Weight = 0

    def __post_init__(self) -> None:
        for name in FIELDS:
            number = _weight(name, getattr(self, name))
            object.__setattr__(self, name, int(number) if number.denominator == 1 else number)

    @property
    def weights(self) -> tuple[Fraction, ...]:
        """(money, coal, iron, oil, token, upgrade) as fractions."""
        return tuple(Fraction(getattr(self, name)) for name in FIELDS)

    @property
    def scale(self) -> int:
        """The common denominator: every weight × scale is a whole number (the search works in those)."""
        return lcm(*(w.denominator for w in self.weights))

    def scaled(self) -> tuple[int, ...]:
        """(money, coal, iron, oil, token, upgrade) weights × :attr:`scale`, as whole numbers."""
        scale = self.scale
        return tuple(int(w * scale) for w in self.weights)

    def unscale(self, value: int) -> Number:
        """A whole number of scaled units back to money (an int when it is whole)."""
        number = Fraction(value, self.scale)
        return int(number) if number.denominator == 1 else number

    @property
    def values_leftovers(self) -> bool:
        """Does anything but money count?"""
        return any(getattr(self, name) for name in FIELDS[1:])

    def describe(self, lang: str = "en") -> str:
        """A short description such as ``money, coal 1, iron 2`` (Portuguese with ``lang="pt"``)."""
        from furnace_lab.planner.phrases import valuation_text

        return valuation_text(self, lang)


MONEY_ONLY: Final = Valuation()
"""Only money counts (the end of the game)."""

EARLY_ROUND_DEFAULT: Final = Valuation(coal=1, iron=2, oil=3, token=2)
"""Default for rounds 1-3: leftover resources keep some of their selling value (a heuristic; see above)."""


def default_valuation(round_number: int) -> Valuation:
    """Money only in round 4 (furnace.scoring.most-money); :data:`EARLY_ROUND_DEFAULT` before it.

    ``round_number`` is 1-4 (furnace.round.four-rounds); anything else is refused with a
    :class:`~furnace_lab.errors.DataError` (field ``round``), in Portuguese too.
    """
    if isinstance(round_number, bool) or not isinstance(round_number, int) or not 1 <= round_number <= ROUNDS:
        raise DataError(f"round must be 1..{ROUNDS}, not {round_number!r}", item="valuation", field="round",
                        pt=f"a rodada deve ser de 1 a {ROUNDS}, não {round_number!r}")
    return MONEY_ONLY if round_number >= ROUNDS else EARLY_ROUND_DEFAULT
