"""The card gallery: every card face, filtered by expansion, kind, effect kind and resource, either side up.

Filtering is plain Python (:func:`filter_cards`, :func:`card_effects`), so a notebook can ask the same
questions in code ("which Interbellum Companies sell iron?"). :class:`CardGallery` is a thin ipywidgets view
over it: dropdowns for the filters, a toggle to flip Companies to their upgraded side, a switch for the
provenance footer (sources, confidence, every disputed field with its readings; off at first, so the faces stay
card-sized), a visible legend of the pieces, a "disputed only"
filter for the cards whose sources disagree, and the English / Português switch every widget has: it puts the
labels, the messages and the card faces themselves into the chosen language.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Final

import ipywidgets as widgets

from furnace_lab.cards import Catalog, load_catalog
from furnace_lab.cards.catalog import KINDS
from furnace_lab.cards.effects import Delivery, Effect, Gain, Process, Upgrade, effect_kind
from furnace_lab.cards.model import BusinessSchool, Card, Company, Manager, Startup
from furnace_lab.cards.pieces import legend_html
from furnace_lab.cards.render import card_html
from furnace_lab.cards.resources import ORDER
from furnace_lab.widgets.common import LanguageSwitch, MessageArea, safe_callback
from furnace_lab.widgets.labels import pick

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

KIND_LABELS_PT: Final = {
    "companies": "Companhias",
    "startups": "Cartas Iniciais",
    "capitalists": "Capitalistas",
    "managers": "Gerentes",
    "business_schools": "Escolas de Negócios",
    "agents": "Agentes",
}
"""The card groups in the base rules' Portuguese terms."""

GALLERY_LABELS: Final[dict[str, tuple[str, str]]] = {
    "all": ("All", "Todas"),
    "any": ("any", "qualquer"),
    "base": ("Base game", "Jogo base"),
    "interbellum": ("Interbellum", "Interbellum"),
    "expansion": ("Expansion", "Expansão"),
    "cards": ("Cards", "Cartas"),
    "effect": ("Effect", "Efeito"),
    "resource": ("Resource", "Recurso"),
    "basic_side": ("Basic side", "Lado básico"),
    "upgraded_side": ("Upgraded side", "Lado melhorado"),
    "show_sources": ("Show sources", "Mostrar fontes"),
    "disputed_only": ("Disputed only", "Só em disputa"),
    "shown_one": ("<b>{n}</b> card shown", "<b>{n}</b> carta mostrada"),
    "shown_many": ("<b>{n}</b> cards shown", "<b>{n}</b> cartas mostradas"),
    "no_match": ("No card matches these filters.", "Nenhuma carta atende a estes filtros."),
    # effect filters
    "extraction": ("extraction", "extração"),
    "conversion": ("conversion", "conversão"),
    "selling": ("selling", "venda"),
    "upgrading": ("upgrading", "melhoria"),
    "delivery": ("delivery", "entrega"),
    "text": ("text", "texto"),
    "permanent": ("permanent", "permanente"),
    "manager": ("manager", "Gerente"),
    # resources
    "coal": ("coal", "carvão"),
    "iron": ("iron", "ferro"),
    "oil": ("oil", "petróleo"),
    "token": ("token", "Marcador de Melhoria"),
    "money": ("money", "dinheiro"),
}
"""The gallery's own words, key → (English, Portuguese); filter values stay the same in both languages."""


def gallery_label(key: str, lang: str, **fields: object) -> str:
    """The gallery word ``key`` in ``lang`` ("en" or "pt")."""
    return pick(GALLERY_LABELS, key, lang, **fields)


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
    """A browsable wall of card faces with filters. Child widgets are attributes, for tests and notebooks.

    ``lang`` ("en" or "pt") is the starting language; the switch on top changes it.
    """

    def __init__(self, catalog: Catalog | None = None, *, lang: str = "en", **kwargs: Any) -> None:
        self.catalog = catalog if catalog is not None else load_catalog()
        self.messages = MessageArea()
        self.lang = LanguageSwitch(lang)
        self._relabelling = False
        self.expansion = widgets.Dropdown(options=[("All", "any")], value="any")
        self.kind = widgets.Dropdown(options=[("All", "any")], value="any")
        self.effect = widgets.Dropdown(options=[("any", "any")], value="any")
        self.resource = widgets.Dropdown(options=[("any", "any")], value="any")
        self.upgraded = widgets.ToggleButtons(options=[("Basic side", False), ("Upgraded side", True)], value=False)
        self.provenance = widgets.Checkbox(value=False, indent=False)  # sources off: faces stay card-sized
        self.legend = widgets.HTML()
        for control in (self.expansion, self.kind, self.effect, self.resource):
            control.style.description_width = "initial"
            control.layout.width = "auto"
            control.layout.max_width = "100%"
        self.upgraded.style.button_width = "auto"
        self.disputed = widgets.Checkbox(value=False, indent=False)
        for box in (self.provenance, self.disputed):
            box.layout.width = "auto"  # side by side, captions whole
        self.count = widgets.HTML()
        self.cards = widgets.HTML()
        self._relabel(draw=False)
        self.kind.value = "companies"
        for control in (self.expansion, self.kind, self.effect, self.resource, self.upgraded, self.provenance,
                        self.disputed):
            control.observe(self._on_change, names="value")
        self.lang.observe(safe_callback(self.messages, lambda: self.lang.lang)(lambda _: self._relabel()),
                          names="value")
        wrap = widgets.Layout(flex_flow="row wrap")
        controls = widgets.VBox([
            widgets.HBox([self.expansion, self.kind], layout=wrap),
            widgets.HBox([self.effect, self.resource], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.upgraded, self.provenance, self.disputed], layout=widgets.Layout(flex_flow="row wrap")),
        ])
        super().__init__([self.lang, controls, self.legend, self.count, self.messages, self.cards], **kwargs)
        self.add_class("furnace-lab-gallery")
        self.refresh()

    @property
    def language(self) -> str:
        """The language shown: "en" or "pt"."""
        return str(self.lang.lang)

    @property
    def shown(self) -> tuple[Card, ...]:
        """The cards currently shown."""
        return filter_cards(self.catalog, expansion=self.expansion.value, kind=self.kind.value,
                            effect=self.effect.value, resource=self.resource.value,
                            disputed_only=self.disputed.value)

    def refresh(self) -> None:
        lang = self.language

        @safe_callback(self.messages, lambda: lang)
        def draw() -> None:
            cards = self.shown
            self.messages.clear()
            self.count.value = gallery_label("shown_one" if len(cards) == 1 else "shown_many", lang, n=len(cards))
            faces = [
                card_html(card, upgraded=self.upgraded.value and isinstance(card, Company),
                          provenance=self.provenance.value, lang=lang)
                for card in cards
            ]
            if not faces:
                self.messages.say(lambda new: gallery_label("no_match", new), lang)
            self.cards.value = ('<div class="fl-gallery" style="display:flex;flex-wrap:wrap;align-items:flex-start">'
                                f'{"".join(faces)}</div>')

        draw()

    def _on_change(self, change: Any) -> None:
        if self._relabelling:
            return
        if change["owner"] is self.disputed and change["new"] and not self.provenance.value:
            self.provenance.value = True  # the disputed cards are shown for their readings: show the sources
            return  # (that change redraws)
        self.refresh()

    def _relabel(self, draw: bool = True) -> None:
        """Put every label, the message and the faces into the language of the switch (filter values stay)."""
        lang = self.language
        choices = [self.expansion, self.kind, self.effect, self.resource, self.upgraded]
        values = [control.value for control in choices]
        self._relabelling = True
        try:
            self.expansion.options = [(gallery_label(key, lang), value) for key, value in
                                      (("all", "any"), ("base", "base"), ("interbellum", "interbellum"))]
            kinds = KIND_LABELS_PT if lang == "pt" else KIND_LABELS
            self.kind.options = [(gallery_label("all", lang), "any"), *[(label, key) for key, label in kinds.items()]]
            self.effect.options = [(gallery_label(key, lang), key) for key in EFFECT_FILTERS]
            self.resource.options = [(gallery_label(key, lang), key) for key in ("any", *ORDER)]
            self.upgraded.options = [(gallery_label("basic_side", lang), False),
                                     (gallery_label("upgraded_side", lang), True)]
            for control, value in zip(choices, values, strict=True):
                control.value = value  # new labels, same filters
        finally:
            self._relabelling = False
        self.expansion.description = gallery_label("expansion", lang)
        self.kind.description = gallery_label("cards", lang)
        self.effect.description = gallery_label("effect", lang)
        self.resource.description = gallery_label("resource", lang)
        self.provenance.description = gallery_label("show_sources", lang)
        self.disputed.description = gallery_label("disputed_only", lang)
        self.legend.value = legend_html(lang)
        self.messages.relabel(lang)
        if draw:
            self.refresh()
