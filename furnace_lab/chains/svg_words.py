"""The words of the flow drawing (:mod:`furnace_lab.chains.svg`), in English and Portuguese, fitted to its boxes.

Card names are long ("Small coal-to-oil works → coal and iron sale"), so a row's card name is wrapped to two lines
of its box and shortened with "…" past that (the whole name stays in the row's tooltip). The side says whether
the card is on its basic or upgraded side, or the Start-up; an added row of a basic-side card says it needs the
upgrade first (furnace.upgrade.before-use).
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping
from typing import Any, Final

import networkx as nx

from furnace_lab.chains.words import card_title, change_words, phrase, row_words

CHAR_WIDTH: Final = 7.2
"""About how wide one character of the drawing's 12 px bold text is, in pixels."""

SVG_WORDS: Final[dict[str, tuple[str, str]]] = {
    "gains": ("Gains", "Ganhos"),
    "lanes": ("Resources", "Recursos"),
    "converts": ("Conversions", "Conversões"),
    "sells": ("Sales", "Vendas"),
    "money": ("Money", "Dinheiro"),
    "up_to": ("up to ${value}", "até ${value}"),
    "this_view": ("here: ${value}", "aqui: ${value}"),
    "after_upgrade": ("after the upgrade", "após a melhoria"),
    "manager": ("Manager", "Gerente"),
    "held": ("At the start", "No início"),
    "compensation": ("compensation row", "linha de Compensação"),
    "held_side": ("what you hold", "o que você tem"),
    "not_placed": ("not placed yet", "ainda não colocado"),
    "label": ("Production chain, left to right: what the player holds and extracts, the coal, iron, oil and token "
              "lanes, the conversions, the sales, and money, up to ${value}",
              "Cadeia de produção, da esquerda para a direita: o que o jogador tem e extrai, as faixas de carvão, "
              "ferro, petróleo e Marcadores de Melhoria, as conversões, as vendas e o dinheiro, até ${value}"),
}
"""``key: (English, Portuguese)``; the column keys are :data:`~furnace_lab.chains.flow_layout.COLUMNS`."""


def _say(key: str, lang: str) -> str:
    return SVG_WORDS[key][lang == "pt"]


def title_lines(graph: nx.DiGraph, card: str | None, lang: str, width: float) -> list[str]:
    """The row's card name, wrapped to at most two lines of ``width`` pixels (a Manager not placed: "Manager")."""
    name = card_title(graph, card, lang) if card else _say("manager", lang)
    lines = textwrap.wrap(name, max(8, int(width / CHAR_WIDTH))) or [name]
    if len(lines) > 2:
        lines = [lines[0], lines[1].rstrip(".,;:") + "…"]
    return lines


def side_words(graph: nx.DiGraph, attrs: Mapping[str, Any], lang: str) -> str:
    """``basic side``, ``upgraded``, ``Start-up`` (Portuguese: ``lado básico``, ``lado melhorado``, ``Carta
    Inicial``), with ``after the upgrade`` on a row not in effect yet."""
    card = attrs["card"]
    if card is None:
        return _say("not_placed", lang)
    info = graph.graph["cards"].get(card, {})
    kind = "startup" if info.get("card_kind") == "startup" else ("upgraded" if info.get("upgraded") else "basic")
    side = phrase(kind, lang)
    if attrs["effect_kind"] == "manager":
        side = f"{_say('manager', lang)} · {side}"
    if attrs["section"] == "compensation":  # only when the graph was built with its compensation rows
        side += f" · {_say('compensation', lang)}"
    elif not attrs["active"]:
        side += f" · {_say('after_upgrade', lang)}"
    return side


def badges(graph: nx.DiGraph, node: str, lang: str) -> list[str]:
    """What the Managers placed on a row's card and the permanent effects in force add to it, one badge each:
    ``+1 money per transaction · Salesman`` (interbellum.manager.extra-effect, interbellum.permanent.always-on).
    A Manager not placed yet changes nothing yet, so it gets no badge."""
    found = []
    for source, _, edge in graph.in_edges(node, data=True):
        attrs = graph.nodes[source]
        if edge["kind"] != "modifies" or edge.get("placed") is False:
            continue
        if attrs["effect_kind"] == "manager":
            if not attrs.get("placed"):
                continue
            who = attrs.get("title_pt" if lang == "pt" else "title") or attrs.get("title") or _say("manager", lang)
        elif attrs["active"]:
            who = card_title(graph, attrs["card"], lang) if attrs["card"] else ""
        else:
            continue
        change = change_words(edge, attrs, lang)
        if change:
            found.append(f"{change} · {who}" if who else change)  # the change first: a cut badge still says it
    return sorted(found)


def row_lines(attrs: Mapping[str, Any], lang: str, *, wrap: bool = True) -> list[str]:
    """A row in words (:func:`~furnace_lab.chains.words.row_words`), a Manager with its title, wrapped to its box."""
    text = row_words(attrs, lang)
    if attrs["effect_kind"] == "manager":
        title = attrs.get("title_pt" if lang == "pt" else "title") or attrs.get("title") or ""
        text = f"{title}: {text}" if title else text
    if not wrap:
        return [text]
    return textwrap.wrap(text, 31) or [text]
