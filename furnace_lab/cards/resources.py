"""Resources and money, and bundles of them.

In Furnace the *resources* are coal, iron, oil and upgrade tokens. Money is not a resource, and neither is
the upgrade symbol (Interbellum rulebook, "New Effects and Terms"): an effect that pays money *sells*, an
effect that yields a resource *converts*. A :class:`Bundle` is an amount of each, written in the card
notation as ``1 coal + 1 iron`` or ``4 money``; its parts always print in the order of :data:`ORDER`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

RESOURCES: Final = ("coal", "iron", "oil", "token")
"""The four resources, in the order the notation prints them."""

MONEY: Final = "money"
ORDER: Final = (*RESOURCES, MONEY)
"""Every countable thing a bundle holds, in print order."""

SYMBOL: Final = {"coal": "C", "iron": "I", "oil": "O", "token": "U", "money": "$"}
"""One-letter symbols used in compact displays (U is the upgrade token)."""

COLOUR: Final = {
    "coal": "#3b3b3b",
    "iron": "#8a9bb0",
    "oil": "#1f5f8b",
    "token": "#c47f17",
    "money": "#d4af37",
}
"""The colour of each resource, shared by card faces and production-chain drawings."""

NAMES_PT: Final = {
    "coal": ("carvão", "carvões"),
    "iron": ("ferro", "ferros"),
    "oil": ("petróleo", "petróleos"),
    "token": ("Marcador de Melhoria", "Marcadores de Melhoria"),
    "money": ("dinheiro", "dinheiro"),
}
"""Singular and plural Portuguese names, as the engine's log writes them (money is written ``$3``)."""


def amount_words(name: str, amount: int, lang: str = "en") -> str:
    """``("coal", 2)`` → "2 coal" or "2 carvões"; Portuguese money is "$2", as in the engine's log."""
    if lang == "pt":
        return f"${amount}" if name == MONEY else f"{amount} {NAMES_PT[name][amount != 1]}"
    return f"{amount} {name}"


def bundle_words(bundle: Bundle, lang: str = "en") -> str:
    """A bundle in words: "1 coal + 2 money" or "1 carvão + $2" ("nothing" / "nada" when empty)."""
    words = [amount_words(name, n, lang) for name, n in bundle.items()]
    return " + ".join(words) or ("nada" if lang == "pt" else "nothing")


@dataclass(frozen=True, slots=True)
class Bundle:
    """An amount of coal, iron, oil, upgrade tokens and money (each zero or more)."""

    coal: int = 0
    iron: int = 0
    oil: int = 0
    token: int = 0
    money: int = 0

    def __post_init__(self) -> None:
        for name in ORDER:
            value = getattr(self, name)
            if type(value) is not int:
                raise TypeError(f"Bundle.{name} must be an int, got {value!r}")
            if value < 0:
                raise ValueError(f"Bundle.{name} must not be negative, got {value}")

    @classmethod
    def of(cls, **amounts: int) -> Bundle:
        """``Bundle.of(coal=2)``; unknown names raise ``ValueError``."""
        unknown = set(amounts) - set(ORDER)
        if unknown:
            raise ValueError(f"unknown resource {sorted(unknown)[0]!r}; expected one of {', '.join(ORDER)}")
        return cls(**amounts)

    def items(self) -> tuple[tuple[str, int], ...]:
        """The non-zero parts, in print order."""
        return tuple((name, getattr(self, name)) for name in ORDER if getattr(self, name))

    def get(self, name: str) -> int:
        return int(getattr(self, name))

    @property
    def resources(self) -> tuple[str, ...]:
        """Names of the resources (not money) present."""
        return tuple(name for name in RESOURCES if getattr(self, name))

    @property
    def has_resource(self) -> bool:
        return any(getattr(self, name) for name in RESOURCES)

    @property
    def is_empty(self) -> bool:
        return not any(getattr(self, name) for name in ORDER)

    def as_tuple(self) -> tuple[int, int, int, int, int]:
        return (self.coal, self.iron, self.oil, self.token, self.money)

    def __add__(self, other: Bundle) -> Bundle:
        return Bundle(*(a + b for a, b in zip(self.as_tuple(), other.as_tuple(), strict=True)))

    def __mul__(self, factor: int) -> Bundle:
        return Bundle(*(a * factor for a in self.as_tuple()))

    def __str__(self) -> str:
        return " + ".join(f"{n} {name}" for name, n in self.items()) or "nothing"


EMPTY: Final = Bundle()
