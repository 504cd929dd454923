"""The card types of Furnace and Interbellum, each carrying where its facts come from.

* A **Company** card is double-sided. Its basic side shows a compensation row on top (used only in the
  auction, by losing bidders) and the basic rows; the upgraded side keeps the basic rows and activates the
  *added* rows (drawn faded on the basic side). Base Companies come from the base game, 24 more from
  Interbellum.
* A **Start-up** is single-sided: one-off starting resources on top, then rows (gain an upgrade token,
  a sale, the upgrade row). It cannot be upgraded.
* A **Capitalist** changes the rules for its owner; its ability is a named piece of engine code.
* A **Manager** token (Interbellum) adds one effect to the card it is placed on for one production phase.
* A **Business School** card (Interbellum) sits at the end of the auction row with a Manager on it; each
  side shows two compensation options.
* An **Agent** card (Interbellum) drives the non-player bidder in 1- and 2-player games.

Every item has an ``id``, a ``title`` (and ``title_pt``: its Portuguese title, empty where a name stays as it is),
an ``expansion`` (``"base"`` or ``"interbellum"``) and a :class:`Provenance`:
the sources that say what it is, a confidence tag, notes, and — where sources disagree — a
:class:`Dispute` per field listing every :class:`Reading` and which one is in use.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Final, Literal

from furnace_lab.cards.effects import CompensationEffect, Effect, ManagerEffect
from furnace_lab.cards.resources import Bundle

Expansion = Literal["base", "interbellum"]
EXPANSIONS: Final = ("base", "interbellum")

CONFIDENCE: Final = {
    "confirmed": "an official source says it, or two independent sources agree",
    "single": "one transcription or review says it and nothing contradicts it",
    "disputed": "the sources disagree: every reading is kept",
    "unknown": "no source was found; nothing was invented",
    "printed": "transcribed from the rule document in seeds/",
    "house": "written for furnace_lab, not an official card",
}
"""Confidence tags (from the research note's [C]/[S]/[D]/[U], plus 'printed' and 'house')."""

CONFIDENCE_PT: Final = {
    "confirmed": ("confirmada", "uma fonte oficial diz isso, ou duas fontes independentes concordam"),
    "single": ("fonte única", "uma transcrição ou resenha diz isso e nada o contradiz"),
    "disputed": ("disputada", "as fontes discordam: todas as leituras são mantidas"),
    "unknown": ("desconhecida", "nenhuma fonte foi encontrada; nada foi inventado"),
    "printed": ("impressa", "transcrita do documento de regras em seeds/"),
    "house": ("da casa", "escrita para o furnace_lab, não é uma carta oficial"),
}
"""Each confidence tag in Portuguese: (the tag, what it means)."""

LIST_SEPARATOR: Final = "; "
"""How a :class:`Reading` of a list field (``basic``, ``added``, ``rows``) joins its rows into one string."""


@dataclass(frozen=True, slots=True)
class Source:
    """A source of card facts, named by ``key`` in every item's ``sources`` (data file ``sources.toml``)."""

    key: str
    title: str
    kind: str
    where: str = ""
    notes: str = ""


def _face_html(card: object) -> str:
    """A card's face in a notebook (``_repr_html_``)."""
    from furnace_lab.cards.render import card_html  # render imports this module: import on use

    return card_html(card)  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class Reading:
    """One source's reading of a disputed field: its key, the raw value, and the source."""

    key: str
    value: str
    source: str

    @property
    def parts(self) -> tuple[str, ...]:
        """The rows of a list-valued reading (a list field's rows are stored joined by ``"; "``)."""
        return tuple(self.value.split(LIST_SEPARATOR))


@dataclass(frozen=True, slots=True)
class Dispute:
    """A field the sources disagree on: all readings, the documented default, and the one in use."""

    field: str
    default: str
    chosen: str
    readings: tuple[Reading, ...]
    note: str = ""

    def reading(self, key: str) -> Reading:
        for reading in self.readings:
            if reading.key == key:
                return reading
        raise KeyError(key)


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where an item's facts come from."""

    sources: tuple[str, ...] = ()
    confidence: str = "single"
    notes: str = ""
    disputes: tuple[Dispute, ...] = ()

    def dispute(self, field_name: str) -> Dispute | None:
        for dispute in self.disputes:
            if dispute.field == field_name:
                return dispute
        return None


@dataclass(frozen=True, slots=True)
class Company:
    """A double-sided Company card."""

    id: str
    title: str
    expansion: Expansion
    compensation: CompensationEffect
    basic: tuple[Effect, ...]
    added: tuple[Effect, ...]
    artwork: str | None = None
    title_is_descriptive: bool = True
    provenance: Provenance = field(default_factory=Provenance)
    title_pt: str = ""

    kind: ClassVar[str] = "company"
    _repr_html_ = _face_html

    def rows(self, upgraded: bool) -> tuple[Effect, ...]:
        """The active rows of a side: basic rows, plus the added rows when upgraded."""
        return self.basic + self.added if upgraded else self.basic


@dataclass(frozen=True, slots=True)
class Startup:
    """A single-sided Start-up card."""

    id: str
    title: str
    expansion: Expansion
    starting: Bundle
    rows: tuple[Effect, ...]
    title_is_descriptive: bool = True
    provenance: Provenance = field(default_factory=Provenance)
    title_pt: str = ""

    kind: ClassVar[str] = "startup"
    _repr_html_ = _face_html


@dataclass(frozen=True, slots=True)
class Capitalist:
    """A Capitalist card: ``ability`` names the engine code that applies its rule change."""

    id: str
    title: str
    expansion: Expansion
    ability: str
    text_en: str
    text_pt: str
    params: tuple[tuple[str, int | str], ...] = ()
    replaces: str | None = None
    requires: tuple[str, ...] = ()
    title_is_descriptive: bool = True
    provenance: Provenance = field(default_factory=Provenance)
    title_is_transliterated: bool = False
    title_pt: str = ""

    kind: ClassVar[str] = "capitalist"
    _repr_html_ = _face_html

    def param(self, name: str, default: int | str | None = None) -> int | str | None:
        for key, value in self.params:
            if key == name:
                return value
        return default


@dataclass(frozen=True, slots=True)
class Manager:
    """A Manager token design; ``copies`` tokens of it are in the box."""

    id: str
    title: str
    effect: ManagerEffect
    copies: int
    expansion: Expansion = "interbellum"
    personal: bool = False
    requires: tuple[str, ...] = ()
    printed_heading: str = ""
    provenance: Provenance = field(default_factory=Provenance)
    title_is_descriptive: bool = True
    title_pt: str = ""
    printed_heading_pt: str = ""

    kind: ClassVar[str] = "manager"
    _repr_html_ = _face_html


@dataclass(frozen=True, slots=True)
class SchoolSide:
    """One side of a Business School card: two compensation options a loser may split between."""

    name: str
    options: tuple[CompensationEffect, CompensationEffect]


@dataclass(frozen=True, slots=True)
class BusinessSchool:
    """A double-sided Business School card."""

    id: str
    title: str
    sides: tuple[SchoolSide, SchoolSide]
    expansion: Expansion = "interbellum"
    title_is_descriptive: bool = True
    provenance: Provenance = field(default_factory=Provenance)
    title_pt: str = ""

    kind: ClassVar[str] = "business_school"
    _repr_html_ = _face_html


@dataclass(frozen=True, slots=True)
class AgentStrategy:
    """How an Agent bids and earns (Interbellum 2-player and solo rules).

    * ``target``: which Company cards it considers when choosing its target (``"any"`` or a resource
      printed on the card, e.g. ``"iron"``);
    * ``bid``: which of its legal discs it places on the target (``"highest"`` or ``"lowest"``);
    * ``fallback``: where it bids when no card fits its target (``"rightmost"`` suitable card, or
      ``"next"``: the next legal card to the right, wrapping);
    * ``compensation_money``: money it gains instead of each compensation transaction;
    * ``income``: production-phase money, as ``(money, per)`` pairs; ``per`` is ``"symbol:<resource>"``
      (each such symbol on its Company cards), ``"manager"`` or ``"company"``.
    """

    target: str = "any"
    bid: str = "lowest"
    fallback: str = "next"
    compensation_money: int = 1
    income: tuple[tuple[int, str], ...] = ()


@dataclass(frozen=True, slots=True)
class Agent:
    """An Agent card. ``official`` is False for house agents written for furnace_lab."""

    id: str
    title: str
    official: bool
    variable_disc: int
    strategy: AgentStrategy
    text_en: str
    text_pt: str
    expansion: Expansion = "interbellum"
    provenance: Provenance = field(default_factory=Provenance)
    title_is_descriptive: bool = False
    title_pt: str = ""

    kind: ClassVar[str] = "agent"
    _repr_html_ = _face_html


Card = Company | Startup | Capitalist | Manager | BusinessSchool | Agent
