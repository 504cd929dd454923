"""The card gallery: every card face, filtered by expansion, kind, effect kind and resource, either side up.

Filtering is plain Python (:func:`filter_cards`, :func:`card_effects`), so a notebook can ask the same
questions in code ("which Interbellum Companies sell iron?"). :class:`CardGallery` is a thin ipywidgets view
over it: dropdowns for the filters, a toggle to flip Companies to their upgraded side, a switch for the
provenance footer (sources, confidence, every disputed field with its readings), and a "disputed only"
filter for the cards whose sources disagree.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

import ipywidgets as widgets

from furnace_lab.cards import Catalog, load_catalog
from furnace_lab.cards.catalog import KINDS
from furnace_lab.cards.effects import Delivery, Effect, Gain, Process, Upgrade, effect_kind
from furnace_lab.cards.model import BusinessSchool, Card, Company, Manager, Startup
from furnace_lab.cards.render import card_html
from furnace_lab.cards.resources import ORDER
from furnace_lab.widgets.common import MessageArea, safe_callback

EFFECT_FILTERS: Final = (
    "any",
    "extraction",
    "conversion",
    "selling",
    "upgrading",
    "delivery",
    "text",
    "permanent",
    "manager",
)
"""Effect kinds the gallery filters on (processing split into its two subtypes, conversion and selling)."""

KIND_LABELS: Final = {
    "companies": "Companies",
    "startups": "Start-ups",
    "capitalists": "Capitalists",
    "managers": "Managers",
    "business_schools": "Business Schools",
    "agents": "Agents",
}


def card_effects(card: Card) -> tuple[Effect, ...]:
    """Every effect printed on a card: compensation and all rows of both sides, school options, a Manager's effect."""
    if isinstance(card, Company):
        return (card.compensation, *card.basic, *card.added)
    if isinstance(card, Startup):
        return card.rows
    if isinstance(card, Manager):
        return (card.effect,)
    if isinstance(card, BusinessSchool):
        return tuple(option for side in card.sides for option in side.options)
    return ()


def _effect_tags(effect: Effect) -> set[str]:
    inner = effect.effect if isinstance(effect, Delivery) else effect
    tags = {effect_kind(effect)}
    if isinstance(inner, Process):
        if inner.is_conversion:
            tags.add("conversion")
        if inner.is_selling:
            tags.add("selling")
    elif isinstance(inner, Gain):
        tags.add("extraction")
    return tags


def _effect_resources(effect: Effect) -> set[str]:
    inner = effect.effect if isinstance(effect, Delivery) else effect
    names: set[str] = set()
    if isinstance(inner, Gain):
        names.update(name for name, _ in inner.gain.items())
    elif isinstance(inner, Process):
        names.update(name for name, _ in inner.cost.items())
        names.update(name for name, _ in inner.gain.items())
    elif isinstance(inner, Upgrade):
        names.update(name for name, _ in inner.cost.items())
    else:
        for attribute in ("gain", "cost", "alt"):
            bundle = getattr(inner, attribute, None)
            if bundle is not None:
                names.update(name for name, _ in bundle.items())
        resource = getattr(inner, "resource", "")
        if resource:
            names.add(resource)
    return names


def is_disputed(card: Card) -> bool:
    """True when the sources disagree on at least one of the card's fields."""
    return bool(card.provenance.disputes)


def filter_cards(
    catalog: Catalog,
    *,
    expansion: str = "any",
    kind: str = "any",
    effect: str = "any",
    resource: str = "any",
    disputed_only: bool = False,
) -> tuple[Card, ...]:
    """The cards matching every filter ("any" matches everything); unknown filter values raise ``ValueError``."""
    if expansion not in ("any", "base", "interbellum"):
        raise ValueError(f"expansion must be 'any', 'base' or 'interbellum', not {expansion!r}")
    if kind != "any" and kind not in KINDS:
        raise ValueError(f"kind must be 'any' or one of {', '.join(KINDS)}, not {kind!r}")
    if effect not in EFFECT_FILTERS:
        raise ValueError(f"effect must be one of {', '.join(EFFECT_FILTERS)}, not {effect!r}")
    if resource != "any" and resource not in ORDER:
        raise ValueError(f"resource must be 'any' or one of {', '.join(ORDER)}, not {resource!r}")
    groups: Iterable[Card] = catalog if kind == "any" else getattr(catalog, kind)
    chosen = []
    for card in groups:
        if expansion != "any" and card.expansion != expansion:
            continue
        if disputed_only and not is_disputed(card):
            continue
        effects = card_effects(card)
        if effect != "any" and not any(effect in _effect_tags(e) for e in effects):
            continue
        if resource != "any" and not any(resource in _effect_resources(e) for e in effects):
            continue
        chosen.append(card)
    return tuple(chosen)


class CardGallery(widgets.VBox):
    """A browsable wall of card faces with filters. Child widgets are attributes, for tests and notebooks."""

    def __init__(self, catalog: Catalog | None = None, **kwargs: Any) -> None:
        self.catalog = catalog if catalog is not None else load_catalog()
        self.messages = MessageArea()
        self.expansion = widgets.Dropdown(options=[("All", "any"), ("Base game", "base"),
                                                   ("Interbellum", "interbellum")], value="any",
                                          description="Expansion")
        self.kind = widgets.Dropdown(options=[("All", "any"), *[(label, key) for key, label in KIND_LABELS.items()]],
                                     value="companies", description="Cards")
        self.effect = widgets.Dropdown(options=list(EFFECT_FILTERS), value="any", description="Effect")
        self.resource = widgets.Dropdown(options=["any", *ORDER], value="any", description="Resource")
        self.upgraded = widgets.ToggleButtons(options=[("Basic side", False), ("Upgraded side", True)], value=False)
        self.provenance = widgets.Checkbox(value=True, description="Show sources", indent=False)
        self.disputed = widgets.Checkbox(value=False, description="Disputed only", indent=False)
        self.count = widgets.HTML()
        self.cards = widgets.HTML()
        for control in (self.expansion, self.kind, self.effect, self.resource, self.upgraded, self.provenance,
                        self.disputed):
            control.observe(self._on_change, names="value")
        controls = widgets.VBox([
            widgets.HBox([self.expansion, self.kind]),
            widgets.HBox([self.effect, self.resource]),
            widgets.HBox([self.upgraded, self.provenance, self.disputed]),
        ])
        super().__init__([controls, self.count, self.messages, self.cards], **kwargs)
        self.refresh()

    @property
    def shown(self) -> tuple[Card, ...]:
        """The cards currently shown."""
        return filter_cards(self.catalog, expansion=self.expansion.value, kind=self.kind.value,
                            effect=self.effect.value, resource=self.resource.value,
                            disputed_only=self.disputed.value)

    def refresh(self) -> None:
        @safe_callback(self.messages)
        def draw() -> None:
            cards = self.shown
            self.messages.clear()
            self.count.value = f"<b>{len(cards)}</b> card{'s' if len(cards) != 1 else ''} shown"
            faces = [
                card_html(card, upgraded=self.upgraded.value and isinstance(card, Company),
                          provenance=self.provenance.value)
                for card in cards
            ]
            if not faces:
                self.messages.show("No card matches these filters.", "info")
            self.cards.value = "".join(faces)

        draw()

    def _on_change(self, _: object) -> None:
        self.refresh()

