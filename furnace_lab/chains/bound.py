"""An upper bound on the money a production phase can make, from a maximum flow over the production-chain graph.

How the bound is found, in three steps:

1. **Amounts.** How much of each resource could pass through the player's hands this phase at most: what they
   hold, plus every extraction, plus every processing row run as often as its limit and the amounts allow
   (repeated until nothing changes). An added row of a basic-side Company counts if some upgrading row could be
   paid for (upgrades are not charged: see the caveats).
2. **Prices.** What one unit of each resource can become at most, in money: a unit of oil sold by
   ``1 oil -> 4 money`` is worth 4; a unit of coal that ``2 coal -> 1 oil`` turns into half an oil is worth 2.
   A row paying two resources needs only their prices *together* to cover what it yields. Where a loop of rows
   multiplies resources (``1 iron -> 4 coal``, ``1 coal -> 1 iron``), prices are capped by the most money the
   rows can pay in all.
3. **Flow.** A flow network carries *value* from a source, through resources and rows, to money: the supply of
   each resource carries its amount times its price; a row passes value from what it pays to what it yields,
   never more than its limit allows; money flows to the sink. A maximum flow (networkx's preflow-push) finds the
   most value that can reach money. Every real plan is one such flow, so no plan makes more: the flow value,
   rounded down, is an **upper bound**.

Why the real best can be lower (:data:`CAVEATS`, each with the rules it ignores): cards are resolved one at a
time in an order, rows top to bottom, with no going back (``furnace.production.each-card-once``,
``furnace.production.no-going-back``, ``furnace.production.rows-top-to-bottom``); transactions are whole; a row
paying two resources needs both; upgrades cost coal and tokens; a Manager sits on one card. The exact best
comes from the production planner. The minimum cut of the same network names the **bottlenecks**.

Each step has its own module: step 1 in :mod:`~furnace_lab.chains.bound_amounts`, step 2 in
:mod:`~furnace_lab.chains.bound_prices`, step 3 in :mod:`~furnace_lab.chains.bound_flow`. This module keeps
the results (:class:`MoneyBound`, :class:`Bottleneck`), their words, and puts the steps together; the names
that moved with their step (``Attrs``, ``Node``, ``SOURCE``, ``SINK``, ``PRICE_ROUNDS``, ``STAGE_ONE_ROUNDS``)
can still be imported from here.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Final

import networkx as nx
from networkx.algorithms.flow import preflow_push

from furnace_lab.cards.model import Capitalist
from furnace_lab.cards.resources import EMPTY, Bundle
from furnace_lab.chains.bound_amounts import STAGE_ONE_ROUNDS as STAGE_ONE_ROUNDS
from furnace_lab.chains.bound_amounts import Attrs as Attrs
from furnace_lab.chains.bound_amounts import _Rows, _rows_that_count
from furnace_lab.chains.bound_flow import SINK, SOURCE, _cut_nearest_source, _network, _reason, _scaled
from furnace_lab.chains.bound_flow import Node as Node
from furnace_lab.chains.bound_prices import PRICE_ROUNDS as PRICE_ROUNDS
from furnace_lab.chains.bound_prices import _prices
from furnace_lab.chains.capitalist import CAPITALIST_PRODUCTION, NOT_COUNTED, NOT_COUNTED_PT, capitalist_ability
from furnace_lab.chains.schema import RULES
from furnace_lab.chains.words import check_lang, effect_words, resource_name
from furnace_lab.errors import DataError

CAVEATS: Final = {
    "order": (
        "Cards are resolved one at a time, each once, rows top to bottom, and you cannot go back to a card: a "
        "resource made later cannot pay for a row resolved earlier. The flow ignores the order.",
        (RULES["each-card-once"], RULES["no-going-back"], RULES["rows-top-to-bottom"]),
    ),
    "whole": (
        "Transactions are whole (2 coal at once for 1 oil); the flow may split units, and is rounded down "
        "only at the end.",
        (RULES["processing-limit"],),
    ),
    "joint": (
        "A row paying two resources (1 coal + 1 iron) needs both at once; the flow lets what it yields be paid "
        "for in any share by whichever inputs reach it.",
        (RULES["processing"],),
    ),
    "limits": (
        "Every row is allowed its full limit, even when the rows feeding it cannot all reach theirs together.",
        (RULES["processing-limit"],),
    ),
    "upgrades": (
        "Upgrades are not charged: an added row counts as soon as some upgrade could be paid, but its coal and "
        "token are not taken, and a card must be upgraded before it is used to run its added rows.",
        (RULES["startup-upgrade"], RULES["upgrade-before-use"], RULES["upgrade-after-use"]),
    ),
    "managers": (
        "A Manager not placed yet is credited on whichever card suits it best, and a Manager's own resources "
        "count as if any card could spend them.",
        (RULES["manager-placement"], RULES["manager-extra-effect"]),
    ),
}
"""Why the best real plan can make less than the bound: text and the rule IDs the flow relaxes."""

CAVEATS_PT: Final = {
    "order": "As cartas são resolvidas uma a uma, cada uma uma só vez, as linhas de cima para baixo, e não se pode "
             "voltar a uma carta: um recurso obtido depois não paga uma linha resolvida antes. O fluxo ignora a "
             "ordem.",
    "whole": "As transações são inteiras (2 carvões de uma vez por 1 petróleo); o fluxo pode dividir unidades, e só "
             "é arredondado para baixo no final.",
    "joint": "Uma linha que paga dois recursos (1 carvão + 1 ferro) precisa dos dois ao mesmo tempo; o fluxo deixa "
             "o que ela rende ser pago em qualquer proporção pelas entradas que chegam a ela.",
    "limits": "Cada linha recebe seu limite inteiro, mesmo quando as linhas que a alimentam não conseguem chegar "
              "todas aos seus limites juntas.",
    "upgrades": "As melhorias não são cobradas: uma linha adicional conta assim que alguma melhoria puder ser paga, "
                "mas o carvão e o Marcador de Melhoria não são descontados, e uma carta precisa ser melhorada antes "
                "de ser usada para resolver suas linhas adicionais.",
    "managers": "Um Gerente ainda não colocado é contado na carta que mais lhe convém, e os recursos de um Gerente "
                "contam como se qualquer carta pudesse gastá-los.",
}
"""The text of each caveat in Portuguese (the rule IDs are those of :data:`CAVEATS`)."""

EXPLAIN: Final = {
    "bound": ("At most {value} money this production phase (maximum flow {flow}).",
              "No máximo ${value} nesta fase de produção (fluxo máximo {flow})."),
    "not_counted": ("Not counted: {what}.", "Não contado: {what}."),
    "less": ("The best real plan can make less, because:", "O melhor plano real pode render menos, porque:"),
}
"""The lines of :meth:`MoneyBound.explain`: ``key: (English, Portuguese)``."""

BOTTLENECK_PHRASES: Final = {
    "supply": ("supply of {resource}", "{resource} disponível"),
    "capitalist": ("Capitalist ability {ability} [{rule}]", "habilidade do Capitalista {ability} [{rule}]"),
    "limit +1": ("limit +1", "limite +1"),
    "one_more": ("1 more {resource}", "mais 1 {resource}"),
    "plain": ("{what}: {reason}", "{what}: {reason}"),
    "raise": ("{what}: {reason}; {relaxed} would raise the bound by {gain}",
              "{what}: {reason}; {relaxed} elevaria o limite superior em {gain}"),
}
"""The words of :meth:`Bottleneck.text`: ``key: (English, Portuguese)``."""

REASONS: Final = {
    "limit": ("limit", "limite de transações"),
    "inputs": ("inputs", "faltam entradas"),
    "supply": ("supply", "acaba"),
    "manager": ("manager", "Gerente"),
    "capitalist": ("capitalist", "Capitalista"),
}
"""Why a bottleneck caps the bound (:attr:`CutEdge.reason`), as :meth:`Bottleneck.text` says it."""

_CAVEAT_KEYS: Final = {text: key for key, (text, _) in CAVEATS.items()}


def _say(table: Mapping[str, tuple[str, str]], key: str, lang: str, **values: object) -> str:
    english, portuguese = table[key]
    return (portuguese if check_lang(lang) == "pt" else english).format(**values)


def _check_resources(resources: Bundle | Mapping[str, int] | None) -> Bundle:
    if resources is None:
        return EMPTY
    if isinstance(resources, Bundle):
        return resources
    if not isinstance(resources, Mapping):
        raise DataError(f"expected a Bundle or a mapping of resource to amount, found {type(resources).__name__}",
                        field="resources")
    try:
        return Bundle.of(**dict(resources))
    except (TypeError, ValueError) as error:
        raise DataError(str(error), field="resources") from None


@dataclass(frozen=True)
class CutEdge:
    """One edge of the minimum cut: a row (or a resource's supply, or a Manager) whose capacity is used up."""

    node: str
    reason: str
    """``limit`` (the row's transaction limit), ``inputs`` (not enough of what it pays), ``supply`` (not enough of
    a resource at all), ``manager`` (a Manager's one use) or ``capitalist`` (the Capitalist's once-per-phase
    ability; ``node`` is then its ability key, not a node of the graph)."""
    capacity: Fraction


@dataclass(frozen=True)
class MoneyBound:
    """The upper bound on money gained this production phase, with the flow that reaches it and its caveats."""

    value: int
    """No plan gains more money than this (money already held is not counted)."""
    flow_value: Fraction
    """The maximum flow before rounding down."""
    prices: Mapping[str, Fraction]
    """The most money one unit of each resource can become (step 2)."""
    amounts: Mapping[str, int]
    """The most of each resource that can pass through the player's hands (step 1)."""
    transactions: Mapping[str, int]
    """Each counted processing row's transactions at most (step 1)."""
    rows: tuple[str, ...]
    """The rows counted (active, or reachable by an upgrade)."""
    edge_flows: Mapping[tuple[str, str], Fraction]
    """Resource amounts the maximum flow moves along the graph's edges (drawable as ``plan_flows``)."""
    cut: tuple[CutEdge, ...]
    """The minimum cut: what stops more value reaching money."""
    caveats: tuple[tuple[str, tuple[str, ...]], ...] = field(default=())
    """Why the real best can be lower: ``(text, rule IDs)`` pairs that apply to this graph."""
    capitalist: str | None = None
    """The Capitalist ability taken into account, if any."""
    not_counted: tuple[str, ...] = ()
    """What could add money but is not in the graph (the bound holds for the rest)."""

    def explain(self, lang: str = "en") -> str:
        """The bound and its caveats in plain words, in English (``lang="en"``) or Portuguese (``"pt"``)."""
        flow = f"{float(self.flow_value):.2f}"
        pt = check_lang(lang) == "pt"
        lines = [_say(EXPLAIN, "bound", lang, value=self.value, flow=flow.replace(".", ",") if pt else flow)]
        lines += [_say(EXPLAIN, "not_counted", lang, what=NOT_COUNTED_PT.get(what, what) if pt else what)
                  for what in self.not_counted]
        lines.append(_say(EXPLAIN, "less", lang))
        for text, rules in self.caveats:
            key = _CAVEAT_KEYS.get(text)
            said = CAVEATS_PT[key] if pt and key is not None else text
            lines.append(f"- {said} [{', '.join(rules)}]")
        return "\n".join(lines)

    def __str__(self) -> str:
        return self.explain()


# --- step 3 solved, and the steps put together ---------------------------------------------------------------------

def _caveats(graph: nx.DiGraph, rows: _Rows) -> tuple[tuple[str, tuple[str, ...]], ...]:
    chosen = ["order", "whole", "joint", "limits"]
    if any(e["kind"] == "unlocks" for _, _, e in graph.edges(data=True)):
        chosen.append("upgrades")
    loose = [n for n in rows.available if graph.nodes[n]["effect_kind"] == "manager" and (
        not graph.nodes[n]["placed"] or graph.nodes[n]["effect"].kind in ("free-resources", "free-resources-choice"))]
    if loose:
        chosen.append("managers")
    return tuple(CAVEATS[k] for k in chosen)


def _bound(graph: nx.DiGraph, held: Bundle, extra_limits: Mapping[str, int], ability: str | None) -> MoneyBound:
    if ability == "compensation-before-production" and not graph.graph.get("include_compensation"):
        raise DataError("this Capitalist resolves compensation rows in production: build the graph with "
                        f"include_compensation=True [{CAPITALIST_PRODUCTION[ability]}]", field="capitalist")
    rows = _rows_that_count(graph, held, extra_limits, ability)
    # every coin any row or Manager could pay (step 1 counts them all): no unit is worth more than that
    most = Fraction(rows.amounts.get("money", 0) - held.money)
    prices = _prices(rows, max(most, Fraction(0)))
    network = _network(rows, prices)
    scaled, scale = _scaled(network)
    residual = preflow_push(scaled, SOURCE, SINK)
    flow_value = residual.graph["flow_value"]
    cut: dict[tuple[str, str], Fraction] = {}
    for u, v in _cut_nearest_source(residual):
        node, reason = _reason(rows, u, v)
        cut[(node, reason)] = cut.get((node, reason), Fraction(0)) + Fraction(scaled.edges[u, v]["capacity"], scale)
    edge_flows: dict[tuple[str, str], Fraction] = {}
    for u, v in scaled.edges:
        amount = residual.edges[u, v]["flow"]
        if amount <= 0:
            continue
        value = Fraction(amount, scale)
        if u[0] == "resource" and v[0] == "row":
            edge_flows[(u[1], v[1])] = edge_flows.get((u[1], v[1]), Fraction(0)) + value / prices[u[1]]
        elif u[0] in ("row", "manager") and v[0] == "resource" and graph.has_edge(u[1], v[1]):
            edge_flows[(u[1], v[1])] = edge_flows.get((u[1], v[1]), Fraction(0)) + value / prices[v[1]]
    value = Fraction(flow_value, scale)
    return MoneyBound(
        value=math.floor(value), flow_value=value, prices=dict(prices),
        amounts=dict(rows.amounts), transactions=dict(sorted(rows.runs.items())), rows=tuple(sorted(rows.available)),
        edge_flows=edge_flows,
        cut=tuple(CutEdge(node, reason, capacity) for (node, reason), capacity in sorted(cut.items())),
        caveats=_caveats(graph, rows),
        capitalist=ability,
        not_counted=(NOT_COUNTED[ability],) if ability in NOT_COUNTED else (),
    )


def money_upper_bound(graph: nx.DiGraph, resources: Bundle | Mapping[str, int] | None = None, *,
                      capitalist: Capitalist | str | None = None) -> MoneyBound:
    """The most money the cards of ``graph`` could gain this production phase, holding ``resources`` at its start.

    A true upper bound (no plan gains more): see the module docstring for how it is found and
    :attr:`MoneyBound.caveats` for why the best real plan can gain less. ``capitalist`` (the card or its
    ability key) adds what the owner's Capitalist allows in production (:mod:`furnace_lab.chains.capitalist`);
    anything the graph cannot hold is listed in :attr:`MoneyBound.not_counted`.
    """
    if not isinstance(graph, nx.DiGraph) or "cards" not in graph.graph:
        raise DataError("expected a production-chain graph (from build_chain_graph)", field="graph")
    return _bound(graph, _check_resources(resources), {}, capitalist_ability(capitalist))


@dataclass(frozen=True)
class Bottleneck:
    """A row (or a resource's supply, or a Manager) that caps the bound, and what relaxing it would be worth."""

    node: str
    reason: str
    """``limit``, ``inputs``, ``supply``, ``manager`` or ``capitalist`` (see :class:`CutEdge`)."""
    notation: str
    card: str | None
    relaxed: str
    """What was tried: ``limit +1``, ``1 more coal`` (the row's scarcest input, or the resource), or nothing."""
    gain_if_relaxed: int
    """How much the bound rises when ``relaxed`` is granted."""
    resource: str = ""
    """The resource of ``relaxed`` (``1 more coal``: ``coal``), if any."""
    effect: Any = field(default=None, compare=False)
    """The row's effect (a :mod:`~furnace_lab.cards.effects` value), to write it in other words than the notation."""

    def __str__(self) -> str:
        return self.text()

    def text(self, lang: str = "en") -> str:
        """What caps the bound and what relaxing it is worth, in English (``lang="en"``) or Portuguese (``"pt"``).

        In Portuguese a row is written in the rules' words (:func:`~furnace_lab.chains.words.effect_words`)."""
        pt = check_lang(lang) == "pt"
        if self.reason == "supply":
            what = _say(BOTTLENECK_PHRASES, "supply", lang, resource=resource_name(self.node, lang))
        elif self.reason == "capitalist" and pt:
            what = _say(BOTTLENECK_PHRASES, "capitalist", lang, ability=self.node,
                        rule=CAPITALIST_PRODUCTION.get(self.node, ""))
        else:
            row = effect_words(self.effect, lang) if pt and self.effect is not None else self.notation
            what = f"{row} ({self.card})" if self.card else row
        reason = _say(REASONS, self.reason, lang) if self.reason in REASONS else self.reason
        if not self.relaxed:
            return _say(BOTTLENECK_PHRASES, "plain", lang, what=what, reason=reason)
        if not pt:
            relaxed = self.relaxed
        elif self.resource:
            relaxed = _say(BOTTLENECK_PHRASES, "one_more", lang, resource=resource_name(self.resource, lang))
        else:
            relaxed = _say(BOTTLENECK_PHRASES, self.relaxed, lang) if self.relaxed in BOTTLENECK_PHRASES \
                else self.relaxed
        return _say(BOTTLENECK_PHRASES, "raise", lang, what=what, reason=reason, relaxed=relaxed,
                    gain=self.gain_if_relaxed)


def bottlenecks(graph: nx.DiGraph, resources: Bundle | Mapping[str, int] | None = None, *,
                capitalist: Capitalist | str | None = None) -> tuple[Bottleneck, ...]:
    """What stops more money: the minimum cut of the bound's flow, each with the gain from relaxing it.

    A row at its ``limit`` is tried with one more transaction; a row short of ``inputs`` with one more unit of
    each thing it pays (the best is kept); a resource's ``supply`` with one more unit held. Sorted by that gain,
    largest first.
    """
    held = _check_resources(resources)
    ability = capitalist_ability(capitalist)
    base = money_upper_bound(graph, held, capitalist=ability)
    found: list[Bottleneck] = []
    for edge in base.cut:
        relaxed, gain, resource, effect = "", 0, "", None
        if edge.reason == "supply":
            notation, card = edge.node, None
            relaxed, resource = f"1 more {edge.node}", edge.node
            gain = _bound(graph, held + Bundle.of(**{edge.node: 1}), {}, ability).value - base.value
        elif edge.reason == "capitalist":
            # the ability is used once per phase and is not a row of the graph: nothing to relax
            notation, card = f"Capitalist ability {edge.node} [{CAPITALIST_PRODUCTION[edge.node]}]", None
        else:
            notation, card = graph.nodes[edge.node]["notation"], graph.nodes[edge.node]["card"]
            effect = graph.nodes[edge.node]["effect"]
            if edge.reason == "limit":
                relaxed = "limit +1"
                gain = _bound(graph, held, {edge.node: 1}, ability).value - base.value
            elif edge.reason == "inputs":
                tries = [(_bound(graph, held + Bundle.of(**{r: 1}), {}, ability).value - base.value, r)
                         for r in graph.nodes[edge.node]["cost"].resources]
                gain, resource = max(tries, default=(0, ""))
                relaxed = f"1 more {resource}" if resource else ""
        found.append(Bottleneck(edge.node, edge.reason, notation, card, relaxed, gain, resource, effect))
    return tuple(sorted(found, key=lambda b: (-b.gain_if_relaxed, b.node, b.reason)))
