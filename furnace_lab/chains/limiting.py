"""What limits a tableau, in one sentence a class can read: "iron limits this tableau: 2 more iron would make 4
more money", and the bound's reasons as a short list in words.

Both come from the bound's maximum flow (:func:`~furnace_lab.chains.money_upper_bound`): a resource limits the
tableau when holding more of it at the start of the phase raises the bound; each of coal, iron, oil and upgrade
tokens that some row pays is tried with 1, 2 … :data:`MOST_TRIED` more units, and the one that adds the most money
per unit is named (the fewest units that reach that rate). When no resource helps, a row at its transaction limit
(``furnace.effects.processing-limit``) whose one more transaction would raise the bound is named instead. The
sentences say what the bound says: an upper bound, not a promise of the planner's best.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Final

import networkx as nx

from furnace_lab.cards.model import Capitalist
from furnace_lab.cards.resources import Bundle
from furnace_lab.chains.bound import _CAVEAT_KEYS, MoneyBound, _bound, _check_resources, bottlenecks
from furnace_lab.chains.capitalist import capitalist_ability
from furnace_lab.chains.schema import RULES
from furnace_lab.chains.words import bundle_words, card_title, check_lang, resource_name, row_words
from furnace_lab.errors import DataError

MOST_TRIED: Final = 3
"""How many more units of a resource are tried at most."""
LANES: Final = ("coal", "iron", "oil", "token")

SENTENCES: Final = {
    "resource": ("{name} limits this tableau: {more} more {unit} would make {gain} more money",
                 "{name} é o que limita estas cartas: mais {more} {unit} {verb} mais ${gain}"),
    "row": ("the limit of {card} ({row}) limits this tableau: 1 more transaction would make {gain} more money",
            "o limite de {card} ({row}) limita estas cartas: mais 1 transação renderia mais ${gain}"),
    "none": ("more coal, iron, oil or upgrade tokens would not make more money here",
             "mais carvão, ferro, petróleo ou Marcadores de Melhoria não renderiam mais dinheiro aqui"),
}
"""``key: (English, Portuguese)``."""

SHORT_REASONS: Final = {
    "order": ("Cards are used one at a time, each once, and you cannot go back to one.",
              "As cartas são usadas uma a uma, cada uma uma só vez, sem voltar atrás."),
    "whole": ("Transactions are whole: 2 coal at once, never 1 and a half.",
              "As transações são inteiras: 2 carvões de uma vez, nunca 1 e meio."),
    "joint": ("A row paying two resources needs both at once.",
              "Uma linha que paga dois recursos precisa dos dois ao mesmo tempo."),
    "limits": ("Rows feeding one another may not all reach their limits together.",
               "Linhas que se alimentam podem não chegar todas aos seus limites juntas."),
    "upgrades": ("Upgrades cost coal and a token, and must come before the card is used.",
                 "As melhorias custam carvão e um Marcador de Melhoria, e vêm antes de usar a carta."),
    "managers": ("A Manager sits on one card only.", "Um Gerente fica numa só carta."),
}
"""Each of the bound's caveats (:data:`furnace_lab.chains.bound.CAVEATS`) in one short line."""


@dataclass(frozen=True)
class Limit:
    """What limits the tableau: a ``resource`` (``more`` units of it), a ``row`` at its limit, or ``none``."""

    kind: str
    gain: int
    """The money the bound gains."""
    more: int = 0
    resource: str = ""
    node: str = ""
    card: str | None = None
    words: tuple[str, str] = ("", "")
    """A row's words in English and Portuguese, and its card's name in each (set for ``row``)."""
    card_names: tuple[str, str] = ("", "")

    def text(self, lang: str = "en") -> str:
        """The sentence, in English (``lang="en"``) or Portuguese (``"pt"``)."""
        pt = check_lang(lang) == "pt"
        template = SENTENCES[self.kind][pt]
        if self.kind == "resource":
            name, unit = resource_name(self.resource, lang, 1), resource_name(self.resource, lang, self.more)
            if self.resource == "token" and not pt:
                name, unit = "upgrade tokens", "upgrade token" + ("s" if self.more != 1 else "")
            sentence = template.format(name=name, more=self.more, unit=unit,
                                       gain=self.gain, verb="renderia" if self.more == 1 else "renderiam")
        elif self.kind == "row":
            sentence = template.format(row=self.words[pt], card=self.card_names[pt], gain=self.gain)
        else:
            sentence = template
        return sentence[0].upper() + sentence[1:] + "."


def _english_words(attrs: Mapping[str, object]) -> str:
    """A processing row in English words, not the notation: ``2 coal for 2 money, at most 2 times`` (``once``)."""
    cost, gain, limit = attrs.get("cost"), attrs.get("gain"), attrs.get("limit")
    if not isinstance(cost, Bundle) or not isinstance(gain, Bundle) or cost.is_empty:
        return row_words(attrs, "en")
    times = "once" if limit == 1 else ("as often as you can pay" if limit is None else f"at most {limit} times")
    return f"{bundle_words(cost, 'en')} for {bundle_words(gain, 'en')}, {times}"


def _resource_limits(graph: nx.DiGraph, held: Bundle, ability: str | None, base: int) -> list[Limit]:
    paid = {u for u, _, e in graph.edges(data=True) if e["kind"] == "input"}
    found = []
    for resource in (r for r in LANES if r in paid):
        best: tuple[Fraction, int, int] | None = None  # (money per unit, units, gain)
        for more in range(1, MOST_TRIED + 1):
            gain = _bound(graph, held + Bundle.of(**{resource: more}), {}, ability).value - base
            if gain > 0 and (best is None or Fraction(gain, more) > best[0]):
                best = (Fraction(gain, more), more, gain)
        if best is not None:
            found.append((best, resource))
    found.sort(key=lambda item: (-item[0][0], -item[0][2], LANES.index(item[1])))
    return [Limit("resource", gain, more, resource) for (_, more, gain), resource in found]


def limits(graph: nx.DiGraph, resources: Bundle | Mapping[str, int] | None = None, *,
           capitalist: Capitalist | str | None = None) -> tuple[Limit, ...]:
    """Everything that limits the tableau, the most telling first: resources whose extra units raise the bound
    (most money per unit first), then rows at their limit whose one more transaction does; a single ``none``
    when nothing of either kind helps."""
    if not isinstance(graph, nx.DiGraph) or "cards" not in graph.graph:
        raise DataError("expected a production-chain graph (from build_chain_graph)", field="graph")
    held = _check_resources(resources)
    ability = capitalist_ability(capitalist)
    base = _bound(graph, held, {}, ability).value
    found = _resource_limits(graph, held, ability, base)
    for neck in bottlenecks(graph, held, capitalist=ability):
        if neck.reason == "limit" and neck.gain_if_relaxed > 0 and neck.node in graph:
            attrs = graph.nodes[neck.node]
            card = attrs["card"]
            found.append(Limit("row", neck.gain_if_relaxed, 1, node=neck.node, card=card,
                               words=(_english_words(attrs), row_words(attrs, "pt")),
                               card_names=(card_title(graph, card, "en"), card_title(graph, card, "pt"))
                               if card else ("", "")))
    return tuple(found) or (Limit("none", 0),)


def limiting_factor(graph: nx.DiGraph, resources: Bundle | Mapping[str, int] | None = None, *,
                    capitalist: Capitalist | str | None = None) -> Limit:
    """The one thing that limits the tableau most (see :func:`limits`); its :meth:`Limit.text` is the sentence."""
    return limits(graph, resources, capitalist=capitalist)[0]


def bound_reasons(bound: MoneyBound, lang: str = "en") -> list[str]:
    """Why the real best can be lower than ``bound``, one short line each, in ``lang`` (no rule ids: they stay in
    :meth:`MoneyBound.explain`)."""
    pt = check_lang(lang) == "pt"
    keys = [_CAVEAT_KEYS.get(text) for text, _ in bound.caveats]
    return [SHORT_REASONS[key][pt] for key in keys if key in SHORT_REASONS]


__all__ = ["RULES", "Limit", "bound_reasons", "limiting_factor", "limits"]
