"""The effect vocabulary: every row printed on a Furnace card is one of these values.

Furnace cards are read top to bottom; each row is an *effect*. The base game has three kinds, and
Interbellum adds four more (rulebook ``000_…``, "New Effects and Terms"):

========================  ===========================  ===================================================
kind                      class                        notation example
========================  ===========================  ===================================================
extraction                :class:`Gain`                ``gain 2 coal``
processing (conversion,   :class:`Process`             ``2 coal -> 1 oil x2`` (conversion),
selling, or both)                                      ``1 oil -> 4 money x1`` (selling),
                                                       ``1 iron -> 2 coal + 1 money x2`` (both)
upgrading                 :class:`Upgrade`             ``upgrade for 1 coal + 1 token x∞``
delivery (lightning)      :class:`Delivery`            ``delivery: gain 3 coal``
text effect               :class:`Text`                ``text: gain 1 coal per card selling coal``
permanent effect (blue)   :class:`Permanent`           ``permanent: when outbid, store 1 iron here``
Manager effect            :class:`ManagerEffect`       ``manager: gain 1 money per sale``
========================  ===========================  ===================================================

*Extraction* is mandatory when a card is resolved; *processing* is optional, at most ``limit`` times (the
``xN`` after the arrow). A compensation row prints no limit: a losing bidder may run it up to their
disc's value times. *Conversion* has a resource right of the arrow, *selling* has money there; an effect
can be both. Upgrading is neither extraction nor processing. Text and permanent effects are neither
either. Text, permanent and Manager effects come in a closed list of kinds (``TEXT_KINDS``,
``PERMANENT_KINDS``, ``MANAGER_KINDS``); each kind has one notation template, so every effect prints back
exactly as it was written. :mod:`furnace_lab.cards.notation` parses and prints. Card faces also say each kind in
Portuguese (``TEXT_KINDS_PT``, ``PERMANENT_KINDS_PT``, ``MANAGER_KINDS_PT``, in the base rules' terms); those
templates are for reading only, never parsed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

from furnace_lab.cards.resources import EMPTY, Bundle


@dataclass(frozen=True, slots=True)
class Gain:
    """Extraction: take ``gain`` from the supply. Mandatory in production; ×disc value as compensation."""

    gain: Bundle

    kind: ClassVar[str] = "extraction"


@dataclass(frozen=True, slots=True)
class Process:
    """Processing: pay ``cost`` to get ``gain``, up to ``limit`` times (``None``: no printed limit).

    ``from_here`` marks an effect that pays with resources stored on the card itself (Interbellum).
    """

    cost: Bundle
    gain: Bundle
    limit: int | None = None
    from_here: bool = False

    kind: ClassVar[str] = "processing"

    @property
    def is_conversion(self) -> bool:
        """At least one resource right of the arrow."""
        return self.gain.has_resource

    @property
    def is_selling(self) -> bool:
        """Money right of the arrow."""
        return self.gain.money > 0

    @property
    def single_type_input(self) -> bool:
        """Exactly one resource type left of the arrow ("sell resources of a single type")."""
        return len(self.cost.resources) == 1


@dataclass(frozen=True, slots=True)
class Upgrade:
    """Upgrading: pay ``cost`` per Company flipped to its upgraded side, ``limit`` times (``None``: ∞)."""

    cost: Bundle
    limit: int | None = None

    kind: ClassVar[str] = "upgrading"


@dataclass(frozen=True, slots=True)
class Delivery:
    """A lightning-bolt effect resolved once: on receipt (basic side) or on upgrade (upgraded side)."""

    effect: Gain | Process

    kind: ClassVar[str] = "delivery"


TEXT_KINDS: Final = {
    "gain-per-card": "gain {gain} per card {activity} {resource}",
    "take-stored": "take all {resource} stored here",
    "upgrade-next": "upgrade the next company",
    # added for the other reading of ib-19's upgrade icon (the icon alone names no target company)
    "upgrade-one": "upgrade one of your companies",
}
"""Text effects (resolved in listed order with the card; neither extraction nor processing)."""

PERMANENT_KINDS: Final = {
    "store-on-outbid": "when outbid, store {gain} here",
    "bonus-per-sale": "when selling {resource}, gain {gain} per transaction",
    "bonus-per-unit-sold": "when selling {resource}, gain {gain} per {resource} sold",
    "extraction-bonus": "when extracting {resource}, gain {gain} more",
    "single-type-selling-limit": "+{amount} limit when selling a single resource type",
    "store-upgrade-coal": "store coal spent on upgrades here",
    "upgrade-on-token-gain": "when gaining a token, may upgrade for {cost} x∞",
    "store-on-compensation": "when compensated with disc {discs}, store {gain} here",
    # added for the other reading of Interbellum start-up 7 (one company per token gained, not any number)
    "upgrade-one-on-token-gain": "when gaining a token, may upgrade one company for {cost}",
}
"""Permanent effects (blue background): active from the moment the card is received."""

MANAGER_KINDS: Final = {
    "free-resources": "free {gain}",
    "free-resources-choice": "free {gain} or {alt}",
    "repeat-delivery": "repeat delivery",
    "selling-fully-resolved": "when selling fully resolved, gain {gain}",
    "free-conversion": "one conversion free",
    "upgrade-self": "upgrade this for {cost}",
    "bonus-per-conversion": "gain {gain} per conversion",
    "conversions-once-more": "each conversion once more",
    "bonus-per-sale": "gain {gain} per sale",
    "discard-self": "discard this for {gain}",
}
"""Manager effects: an optional extra effect of the card the Manager sits on, for one production phase."""

TEXT_KINDS_PT: Final = {
    "gain-per-card": "receber {gain} por carta que {activity} {resource}",
    "take-stored": "pegar todo o {resource} guardado aqui",
    "upgrade-next": "melhorar a próxima Companhia",
    "upgrade-one": "melhorar uma das suas Companhias",
}
""":data:`TEXT_KINDS` in Portuguese, for card faces (the notation stays in English: these are never parsed)."""

PERMANENT_KINDS_PT: Final = {
    "store-on-outbid": "quando superado no lance, guardar {gain} aqui",
    "bonus-per-sale": "ao vender {resource}, receber {gain} por transação",
    "bonus-per-unit-sold": "ao vender {resource}, receber {gain} por {resource} vendido",
    "extraction-bonus": "ao extrair {resource}, receber {gain} a mais",
    "single-type-selling-limit": "+{amount} no limite ao vender um único tipo de recurso",
    "store-upgrade-coal": "guardar aqui o carvão gasto em melhorias",
    "upgrade-on-token-gain": "ao receber um Marcador de Melhoria, pode melhorar por {cost}, sem limite",
    "store-on-compensation": "ao receber Compensação com o disco {discs}, guardar {gain} aqui",
    "upgrade-one-on-token-gain": "ao receber um Marcador de Melhoria, pode melhorar uma Companhia por {cost}",
}
""":data:`PERMANENT_KINDS` in Portuguese."""

MANAGER_KINDS_PT: Final = {
    "free-resources": "{gain} grátis",
    "free-resources-choice": "{gain} ou {alt} grátis",
    "repeat-delivery": "repetir a entrega",
    "selling-fully-resolved": "com a venda resolvida por completo, receber {gain}",
    "free-conversion": "uma conversão grátis",
    "upgrade-self": "melhorar esta carta por {cost}",
    "bonus-per-conversion": "receber {gain} por conversão",
    "conversions-once-more": "cada conversão mais uma vez",
    "bonus-per-sale": "receber {gain} por venda",
    "discard-self": "descartar esta carta por {gain}",
}
""":data:`MANAGER_KINDS` in Portuguese."""

TEMPLATES: Final = {
    "en": {"text": TEXT_KINDS, "permanent": PERMANENT_KINDS, "manager": MANAGER_KINDS},
    "pt": {"text": TEXT_KINDS_PT, "permanent": PERMANENT_KINDS_PT, "manager": MANAGER_KINDS_PT},
}
"""Language → effect family → kind → template."""

ACTIVITIES: Final = ("selling", "converting")
ACTIVITIES_PT: Final = {"selling": "vende", "converting": "converte"}
"""How a Portuguese text effect says an activity ("por carta que vende carvão")."""


@dataclass(frozen=True, slots=True)
class Text:
    """A text effect of kind ``kind`` (a key of :data:`TEXT_KINDS`)."""

    kind: str
    gain: Bundle = EMPTY
    activity: str = ""
    resource: str = ""

    def __post_init__(self) -> None:
        if self.kind not in TEXT_KINDS:
            raise ValueError(f"unknown text effect kind {self.kind!r}; expected one of {', '.join(TEXT_KINDS)}")


@dataclass(frozen=True, slots=True)
class Permanent:
    """A permanent effect of kind ``kind`` (a key of :data:`PERMANENT_KINDS`)."""

    kind: str
    gain: Bundle = EMPTY
    cost: Bundle = EMPTY
    resource: str = ""
    amount: int = 0
    discs: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in PERMANENT_KINDS:
            raise ValueError(
                f"unknown permanent effect kind {self.kind!r}; expected one of {', '.join(PERMANENT_KINDS)}"
            )


@dataclass(frozen=True, slots=True)
class ManagerEffect:
    """A Manager effect of kind ``kind`` (a key of :data:`MANAGER_KINDS`)."""

    kind: str
    gain: Bundle = EMPTY
    alt: Bundle = EMPTY
    cost: Bundle = EMPTY

    def __post_init__(self) -> None:
        if self.kind not in MANAGER_KINDS:
            raise ValueError(f"unknown Manager effect kind {self.kind!r}; expected one of {', '.join(MANAGER_KINDS)}")


Effect = Gain | Process | Upgrade | Delivery | Text | Permanent | ManagerEffect
"""Any card row."""

CompensationEffect = Gain | Process
"""What a compensation row (or a Business School option) can be."""


def effect_kind(effect: Effect) -> str:
    """The effect's kind: extraction, processing, upgrading, delivery, text, permanent or manager."""
    if isinstance(effect, Text):
        return "text"
    if isinstance(effect, Permanent):
        return "permanent"
    if isinstance(effect, ManagerEffect):
        return "manager"
    return str(effect.kind)
