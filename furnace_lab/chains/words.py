"""The words the production-chain drawings and answers show, in English (``"en"``) and Portuguese (``"pt"``).

English is what the graph already holds: a row's label is its card notation (``2 coal -> 1 oil x2``), a
resource node is named by its id. Portuguese uses the base rules' own terms (Companhias, Compensação, Carta
Inicial, Marcador de Melhoria, Gerente; carvão, ferro, petróleo, dinheiro), the same as the game log
(:mod:`furnace_lab.engine.core.events`): a bundle reads ``2 carvões + $1``. A row is written in words by the card
faces' writer, the one the board, the log and the planner use: ``2 coal -> 1 oil x2`` is drawn as
``2 carvões → 1 petróleo, até 2×``. A card is headed by its title and side; its id is not shown.

Every table here is keyed by the English term or the effect kind; :func:`phrase` picks one phrase in a language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from furnace_lab.cards.effects import (
    Delivery,
    Effect,
    Gain,
    ManagerEffect,
    Permanent,
    Process,
    Text,
    Upgrade,
)
from furnace_lab.cards.notation import format_effect
from furnace_lab.cards.resources import NAMES_PT, Bundle
from furnace_lab.errors import check_lang

RESOURCE_NAMES_PT: Final = NAMES_PT
"""Each resource in Portuguese, singular and plural, as the game log and the card faces write them."""

PHRASES: Final[dict[str, tuple[str, str]]] = {
    # cluster headings and the drawing's own words
    "startup": ("Start-up", "Carta Inicial"),
    "upgraded": ("upgraded", "lado melhorado"),
    "basic": ("basic side", "lado básico"),
    "card_heading": ("{title} ({side})", "{title} ({side})"),
    "managers_to_place": ("Managers to place", "Gerentes a colocar"),
    "compensation_row": ("compensation: {label}", "Compensação: {label}"),
    "limit_now": ("(limit now {limit})", "(limite agora {limit})"),
    "per": ("{amount} per {per}", "{amount} por {per}"),
    "per_transaction": ("transaction", "transação"),
    "per_extraction": ("extraction", "extração"),
    "stored": ("stored", "guardado"),
    "upgrade": ("upgrade", "melhoria"),
    "rendered_by": ("<production-chain drawing, rendered by {backend}>",
                    "<desenho da cadeia de produção, feito por {backend}>"),
    "nothing": ("nothing", "nada"),
    "or": (" or ", " ou "),
    "limit": ("limit", "limite"),
}
"""``key: (English, Portuguese)``."""

EFFECT_KINDS_PT: Final = {
    "extraction": "extração",
    "processing": "processamento",
    "upgrading": "melhoria",
    "delivery": "entrega",
    "text": "efeito de texto",
    "permanent": "efeito permanente",
    "manager": "Gerente",
}
"""A row's ``effect_kind`` in Portuguese."""

SECTIONS_PT: Final = {
    "compensation": "Compensação",
    "basic": "efeito básico",
    "added": "efeito adicional",
    "rows": "Carta Inicial",
    "manager": "Gerente",
}
"""A row's ``section`` in Portuguese (the base rules' Efeito Básico / Efeito Adicional)."""

MANAGER_CHANGES_PT: Final = {
    "free-resources": "pode pagar com {gain} do Gerente",
    "free-resources-choice": "pode pagar com {gain} ou {alt} do Gerente",
    "repeat-delivery": "resolvida mais uma vez",
    "selling-fully-resolved": "todas as vendas no limite: receber {gain}",
    "free-conversion": "uma transação sem pagar",
    "bonus-per-conversion": "+{gain} por transação",
    "conversions-once-more": "limite ×2 (o efeito mais uma vez)",
    "bonus-per-sale": "+{gain} por transação",
}
"""What a Manager's ``modifies`` edge says in Portuguese (:data:`furnace_lab.chains.links.MANAGER_CHANGES`)."""


def kind_words(attrs: Mapping[str, Any], lang: str) -> tuple[str, str]:
    """A row's effect kind and section as the explorer names them (English: the graph's own names)."""
    kind, section = str(attrs["effect_kind"]), str(attrs["section"])
    if check_lang(lang) == "en":
        return kind, section
    return EFFECT_KINDS_PT.get(kind, kind), SECTIONS_PT.get(section, section)


def phrase(key: str, lang: str, **values: object) -> str:
    """The phrase ``key`` in ``lang``, with ``values`` filled in."""
    english, portuguese = PHRASES[key]
    text = portuguese if check_lang(lang) == "pt" else english
    return text.format(**values) if values else text


def resource_name(resource: str, lang: str, amount: int = 1) -> str:
    """A resource's name: its id in English, the rules' word in Portuguese (plural when ``amount`` is not 1)."""
    if check_lang(lang) == "en" or resource not in RESOURCE_NAMES_PT:
        return resource
    return RESOURCE_NAMES_PT[resource][amount != 1]


def bundle_words(bundle: Bundle, lang: str) -> str:
    """``1 coal + 2 money`` (English, as the notation writes it) or ``1 carvão + $2`` (Portuguese)."""
    if check_lang(lang) == "en":
        return " + ".join(f"{n} {name}" for name, n in bundle.items()) or phrase("nothing", lang)
    words = [f"${n}" if name == "money" else f"{n} {resource_name(name, lang, n)}" for name, n in bundle.items()]
    return " + ".join(words) or phrase("nothing", lang)


def effect_words(effect: Effect, lang: str) -> str:
    """A row as the drawing writes it: the card notation in English; in Portuguese the card faces' words
    (:func:`furnace_lab.cards.render.effect_words`, the same writer the board, the log and the planner use), so
    ``2 coal -> 2 money x2`` reads ``2 carvões → $2, até 2×``.

    The Portuguese keeps the prefixes that mark a row's kind (``entrega:``), as the card faces do.
    """
    from furnace_lab.cards.render import effect_words as face_words

    if check_lang(lang) == "en":
        return format_effect(effect)
    if not isinstance(effect, (Gain, Process, Upgrade, Delivery, Text, Permanent, ManagerEffect)):
        raise TypeError(f"not an effect: {effect!r}")
    return face_words(effect, lang)


def row_words(attrs: Mapping[str, Any], lang: str) -> str:
    """An effect node's row as :func:`effect_words` writes it, without the kind prefix the drawing shows by shape
    (delivery, permanent, text, Manager); English is the node's notation exactly."""
    if check_lang(lang) == "en":
        text = str(attrs["notation"])
        for prefix in ("delivery: ", "permanent: ", "text: ", "manager: "):
            text = text.removeprefix(prefix)
        return text
    effect = attrs["effect"]
    if isinstance(effect, Delivery):
        return effect_words(effect.effect, lang)
    text = effect_words(effect, lang)
    if isinstance(effect, (Text, Permanent, ManagerEffect)):  # the face's "permanente: " prefix: drawn as a shape
        return text.split(": ", 1)[-1]
    return text


def change_words(edge: Mapping[str, Any], source: Mapping[str, Any], lang: str) -> str:
    """What a ``modifies`` edge changes, in plain words: the edge's own ``change`` in English."""
    if check_lang(lang) == "en":
        return str(edge.get("change", ""))
    effect = source.get("effect")
    if isinstance(effect, ManagerEffect) and effect.kind in MANAGER_CHANGES_PT:
        return MANAGER_CHANGES_PT[effect.kind].format(gain=bundle_words(effect.gain, lang),
                                                      alt=bundle_words(effect.alt, lang))
    if edge.get("extra_limit"):
        return f"{phrase('limit', lang)} +{edge['extra_limit']}"
    bonus = edge.get("bonus")
    if isinstance(bonus, Bundle) and not bonus.is_empty:
        per = "per_extraction" if isinstance(effect, Permanent) and effect.kind == "extraction-bonus" \
            else "per_transaction"
        return f"+{bundle_words(bonus, lang)} {phrase('per', lang, amount='', per=phrase(per, lang)).strip()}"
    return ""


def card_title(graph: Any, card: str, lang: str) -> str:
    """A card of the graph by its title in ``lang`` (its id only if the graph holds no title for it)."""
    info = graph.graph.get("cards", {}).get(card)
    if info is None:
        from furnace_lab.cards.names import card_name

        return card_name(card, lang)
    return str(info.get("title_pt", info["title"]) if check_lang(lang) == "pt" else info["title"])
