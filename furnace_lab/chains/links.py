"""How rows reach other rows: permanent effects, Managers, upgrades, stored resources and "per card" text effects.

* A **permanent effect** (Interbellum, blue background) acts from the moment its card is received, on the
  owner's other rows: a bonus per sale or per unit sold, extra gain on extraction, +1 to the limit of selling
  effects with a single resource type (``interbellum.clarification.transaction-limit``,
  ``interbellum.clarification.single-type-selling``). It gets a ``modifies`` edge to each row it changes.
* A **Manager** is an extra, optional effect of the card it is placed on, for one production phase
  (``interbellum.production.manager-extra-effect``). Placed, it joins that card's cluster; not placed yet, it
  stands alone with ``modifies`` edges (``placed=False``) to every row it could change.
* An **upgrading** row (the Start-up's upgrade row, "upgrade the next company", a Manager's "upgrade this",
  a permanent "when gaining a token, may upgrade") has an ``unlocks`` edge to each added row it can activate
  (``furnace.startup.upgrade``, ``furnace.upgrade.before-use``).
* Resources **stored on a card** (on being outbid, on compensation, coal spent on upgrades) reach the row that
  takes them through ``stores`` edges.
* "Gain X **per card** selling/converting R" counts the cards whose such row is active
  (``interbellum.clarification.for-each-card-active``); each counted row gets a ``counts`` edge.

Last, every row's limit in effect and bonus per transaction are worked out from the permanent effects that are
active and the Managers that are placed, and written onto its resource edges as ``limit`` and ``capacity``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

import networkx as nx

from furnace_lab.cards.effects import ManagerEffect, Permanent, Process, Text
from furnace_lab.cards.model import Manager
from furnace_lab.cards.notation import format_bundle, format_effect
from furnace_lab.cards.resources import EMPTY, Bundle
from furnace_lab.chains.schema import RULES, manager_node_id, resource_colour
from furnace_lab.chains.tableau import Tableau

Attrs = dict[str, Any]

MANAGER_TARGETS: Final = {
    "free-resources": "pays-with-gain",
    "free-resources-choice": "pays-with-gain",
    "repeat-delivery": "delivery",
    "selling-fully-resolved": "selling",
    "free-conversion": "conversion",
    "upgrade-self": "upgrade",
    "bonus-per-conversion": "conversion",
    "conversions-once-more": "conversion",
    "bonus-per-sale": "selling",
    "discard-self": "none",
}
"""Which rows of its card each Manager kind changes (Manager Reference, "Place on a card that has ...")."""

MANAGER_CHANGES: Final = {
    "free-resources": "may pay with the Manager's {gain}",
    "free-resources-choice": "may pay with the Manager's {gain} or {alt}",
    "repeat-delivery": "resolved once more",
    "selling-fully-resolved": "all selling rows at their limit: gain {gain}",
    "free-conversion": "one transaction without paying",
    "bonus-per-conversion": "+{gain} per transaction",
    # "You may resolve each conversion effect of this card once more": the whole effect again, so its limit twice
    "conversions-once-more": "limit ×2 (the effect once more)",
    "bonus-per-sale": "+{gain} per transaction",
}
"""What a Manager's ``modifies`` edge says, in plain words."""

MANAGER_RULES: Final = {
    "free-resources": "interbellum.manager.free-four-coal",
    "free-resources-choice": "interbellum.manager.free-coal-iron-or-oil",
    "repeat-delivery": "interbellum.manager.repeat-delivery",
    "selling-fully-resolved": "interbellum.manager.selling-fully-resolved-money",
    "free-conversion": "interbellum.manager.free-conversion",
    "upgrade-self": "interbellum.manager.iron-upgrade",
    "bonus-per-conversion": "interbellum.manager.conversion-money",
    "conversions-once-more": "interbellum.manager.repeat-conversion",
    "bonus-per-sale": "interbellum.manager.selling-money",
    "discard-self": "interbellum.manager.discard-for-money",
}
"""The Manager Reference entry behind each Manager kind (kinds not listed cite the general Manager rule)."""

MANAGER_FIXED_GAIN: Final = frozenset({"free-resources", "free-resources-choice", "selling-fully-resolved",
                                       "discard-self"})
"""Manager kinds that give their gain once per phase (not per transaction)."""

MANAGER_PER_TRANSACTION: Final = frozenset({"bonus-per-conversion", "bonus-per-sale"})

STORE_PERMANENTS: Final = frozenset({"store-on-outbid", "store-on-compensation", "store-upgrade-coal"})


def _effect_nodes(graph: nx.DiGraph) -> list[tuple[str, Attrs]]:
    return [(n, a) for n, a in graph.nodes(data=True) if a["kind"] == "effect"]


def _is_processing(attrs: Attrs) -> bool:
    return bool(attrs["conversion"] or attrs["selling"])


def _in_production(attrs: Attrs) -> bool:
    return bool(attrs["when"] == "production")


def _uses(attrs: Attrs, resource: str) -> bool:
    return bool(attrs["cost"].get(resource)) if resource else False


def _single_type(attrs: Attrs) -> bool:
    return len(attrs["cost"].resources) == 1


def _modify(graph: nx.DiGraph, source: str, target: str, change: str, *, bonus: Bundle = EMPTY,
            extra_limit: int = 0, placed: bool | None = None) -> None:
    extra: Attrs = {} if placed is None else {"placed": placed}
    graph.add_edge(source, target, kind="modifies", change=change, bonus=bonus, extra_limit=extra_limit, **extra)


def _bonus_outputs(graph: nx.DiGraph, node: str, gain: Bundle, per: str) -> None:
    from furnace_lab.chains.build import add_flow_edge

    for resource, amount in gain.items():
        add_flow_edge(graph, node, resource, resource, amount, per=per)


# --- per-card text effects -------------------------------------------------------------------------------------

def _count_cards(graph: nx.DiGraph) -> None:
    from furnace_lab.chains.build import add_flow_edge

    rows = _effect_nodes(graph)
    for node, attrs in rows:
        effect = attrs["effect"]
        if not (isinstance(effect, Text) and effect.kind == "gain-per-card"):
            continue
        wanted = "selling" if effect.activity == "selling" else "conversion"
        active_cards: set[str] = set()
        all_cards: set[str] = set()
        for other, other_attrs in rows:
            if _in_production(other_attrs) and other_attrs[wanted] and _uses(other_attrs, effect.resource):
                all_cards.add(other_attrs["card"])
                if other_attrs["active"]:
                    active_cards.add(other_attrs["card"])
                graph.add_edge(other, node, kind="counts", active=other_attrs["active"])
        # only rows already active count [interbellum.clarification.for-each-card-active]
        attrs["count"], attrs["count_if_upgraded"] = len(active_cards), len(all_cards)
        attrs["gain"] = effect.gain * len(active_cards)
        attrs["per_card_gain"] = effect.gain
        for resource, amount in effect.gain.items():
            add_flow_edge(graph, node, resource, resource, amount * len(active_cards))


# --- permanent effects -----------------------------------------------------------------------------------------

def _permanent_targets(graph: nx.DiGraph, node: str, effect: Permanent) -> None:
    rows = _effect_nodes(graph)
    card = graph.nodes[node]["card"]
    if effect.kind in ("bonus-per-sale", "bonus-per-unit-sold"):
        for other, attrs in rows:
            if attrs["selling"] and _uses(attrs, effect.resource):
                per_unit = effect.kind == "bonus-per-unit-sold"
                bonus = effect.gain * attrs["cost"].get(effect.resource) if per_unit else effect.gain
                # each single sale counts, not the effect as a whole [interbellum.clarification.each-transaction]
                _modify(graph, node, other, f"+{format_bundle(bonus)} per transaction", bonus=bonus)
        _bonus_outputs(graph, node, effect.gain, "transaction")
    elif effect.kind == "extraction-bonus":
        # every extraction of the resource: production rows, compensation (an "Extração" in the base rules) and
        # delivered gains (a delivery resolves "an extraction effect"), as the printed "when extracting" says;
        # the research note's paraphrase "in production" would leave the last two out
        for other, attrs in rows:
            extracts = attrs["effect_kind"] == "extraction" or (
                attrs["effect_kind"] == "delivery" and not _is_processing(attrs))
            if extracts and attrs["gain"].get(effect.resource):
                _modify(graph, node, other, f"+{format_bundle(effect.gain)} per extraction", bonus=effect.gain)
        _bonus_outputs(graph, node, effect.gain, "extraction")
    elif effect.kind == "single-type-selling-limit":
        for other, attrs in rows:
            if attrs["selling"] and _single_type(attrs) and attrs["when"] != "auction":
                _modify(graph, node, other, f"limit +{effect.amount}", extra_limit=effect.amount)
    elif effect.kind in STORE_PERMANENTS:
        stored = Bundle(coal=1) if effect.kind == "store-upgrade-coal" else effect.gain
        for other, attrs in rows:
            if attrs["card"] != card or other == node:
                continue
            takes = attrs["effect"]
            taken = (isinstance(takes, Text) and takes.kind == "take-stored" and stored.get(takes.resource)) or (
                isinstance(takes, Process) and takes.from_here and any(takes.cost.get(r) for r in stored.resources))
            if taken:
                for resource in stored.resources:
                    graph.add_edge(node, other, kind="stores", resource=resource, colour=resource_colour(resource))
        if effect.kind == "store-upgrade-coal":
            for other, attrs in rows:
                if attrs["upgrading"] and attrs["cost"].get("coal"):
                    graph.add_edge(other, node, kind="stores", resource="coal", colour=resource_colour("coal"))


# --- upgrades --------------------------------------------------------------------------------------------------

def _upgrade_targets(graph: nx.DiGraph, tableau: Tableau, node: str, attrs: Attrs) -> list[str]:
    """The Companies an upgrading row can flip (only those still on their basic side)."""
    basic_side = [c.id for c, upgraded in tableau.companies if not upgraded]
    effect = attrs["effect"]
    if isinstance(effect, Text) and effect.kind == "upgrade-next":
        order = [c.id for c, _ in tableau.companies]
        here = order.index(attrs["card"]) if attrs["card"] in order else -1
        following = order[here + 1] if 0 <= here < len(order) - 1 else None
        return [following] if following in basic_side else []
    if isinstance(effect, ManagerEffect):  # "upgrade this": its own card, or any card it may be placed on
        return [attrs["card"]] if attrs["card"] in basic_side else ([] if attrs["placed"] else basic_side)
    return [c for c in basic_side if c != attrs["card"]]


def _unlock(graph: nx.DiGraph, tableau: Tableau) -> None:
    added_rows: dict[str, list[str]] = {}
    for node, attrs in _effect_nodes(graph):
        if attrs["section"] == "added":
            added_rows.setdefault(attrs["card"], []).append(node)
    for node, attrs in _effect_nodes(graph):
        if not attrs["upgrading"]:
            continue
        extra: Attrs = {"placed": attrs["placed"]} if attrs["effect_kind"] == "manager" else {}
        for card in _upgrade_targets(graph, tableau, node, attrs):
            for target in added_rows.get(card, []):
                graph.add_edge(node, target, kind="unlocks", **extra)


# --- Managers --------------------------------------------------------------------------------------------------

def _manager_target(kind: str, effect: ManagerEffect) -> Callable[[Attrs], bool]:
    target = MANAGER_TARGETS.get(kind, "none")
    if target == "pays-with-gain":
        offered = set(effect.gain.resources) | set(effect.alt.resources)
        return lambda a: _in_production(a) and _is_processing(a) and any(a["cost"].get(r) for r in offered)
    if target == "delivery":  # an inactive delivery cannot be repeated until its side is up [resolve-again-active-only]
        return lambda a: a["effect_kind"] == "delivery"
    if target in ("selling", "conversion"):
        return lambda a: _in_production(a) and bool(a[target])
    return lambda a: False


def _add_manager(graph: nx.DiGraph, manager: Manager, card: str | None, index: int) -> str:
    from furnace_lab.chains.build import add_flow_edge

    effect = manager.effect
    node = manager_node_id(manager.id, card, index)
    card_kind = graph.graph["cards"][card]["card_kind"] if card is not None else "manager"
    fixed = effect.kind in MANAGER_FIXED_GAIN
    once = fixed or effect.kind == "upgrade-self"
    graph.add_node(
        node, kind="effect", effect=effect, effect_kind="manager", notation=format_effect(effect),
        label=format_effect(effect), title=manager.title, title_pt=manager.title_pt or manager.title, card=card,
        card_kind=card_kind, section="manager",
        row=index, order=None, active=True, when="with-card", conversion=False, selling=False, cost=effect.cost,
        gain=effect.gain if fixed else EMPTY, printed_limit=None, limit=1 if once else None,
        base_limit=1 if once else None, bonus=EMPTY, upgrading=effect.kind == "upgrade-self",
        rule=MANAGER_RULES.get(effect.kind, RULES["manager-extra-effect"]),
        manager=manager.id, placed=card is not None,
    )
    for resource, amount in effect.cost.items():
        add_flow_edge(graph, resource, node, resource, amount)
    local = effect.kind in ("free-resources", "free-resources-choice")
    if fixed:
        choice = {"choice": node} if effect.kind == "free-resources-choice" else {}
        for resource, amount in effect.gain.items():
            add_flow_edge(graph, node, resource, resource, amount, local=local, **choice)
        for resource, amount in effect.alt.items():
            add_flow_edge(graph, node, resource, resource, amount, local=local, **choice)
    elif effect.kind in MANAGER_PER_TRANSACTION:
        _bonus_outputs(graph, node, effect.gain, "transaction")
    is_target = _manager_target(effect.kind, effect)
    change = MANAGER_CHANGES.get(effect.kind, "")
    change = change.format(gain=format_bundle(effect.gain), alt=format_bundle(effect.alt))
    for other, attrs in _effect_nodes(graph):
        if other == node or attrs["effect_kind"] == "manager" or (card is not None and attrs["card"] != card):
            continue
        if attrs["section"] == "compensation" or not is_target(attrs):
            continue
        bonus = effect.gain if effect.kind in MANAGER_PER_TRANSACTION else EMPTY
        extra = (attrs["base_limit"] or 0) if effect.kind == "conversions-once-more" else 0
        _modify(graph, node, other, change, bonus=bonus, extra_limit=extra, placed=card is not None)
    return node


# --- limits in effect ------------------------------------------------------------------------------------------

def _in_force(attrs: Attrs) -> bool:
    """A modifier that changes rows now: an active permanent effect, or a placed Manager."""
    if attrs["effect_kind"] == "manager":
        return bool(attrs["placed"])
    return bool(attrs["active"])


def settle_limits(graph: nx.DiGraph) -> None:
    """Write each row's limit and bonus in effect, and each resource edge's limit and capacity."""
    for node, attrs in _effect_nodes(graph):
        limit, bonus = attrs["base_limit"], EMPTY
        for source, _, edge in graph.in_edges(node, data=True):
            if edge["kind"] == "modifies" and _in_force(graph.nodes[source]):
                bonus = bonus + edge["bonus"]
                if limit is not None:
                    limit += edge["extra_limit"]
        attrs["limit"], attrs["bonus"] = limit, bonus
    for source, target, edge in graph.edges(data=True):
        if edge["kind"] not in ("input", "output"):
            continue
        row = graph.nodes[target if edge["kind"] == "input" else source]
        per_transaction = "per" in edge
        limit = None if per_transaction else row["limit"]
        edge["limit"] = limit
        edge["capacity"] = None if limit is None else edge["amount"] * limit


def link_rows(graph: nx.DiGraph, tableau: Tableau) -> None:
    """Add every cross-row edge and Manager node, then settle limits (see the module docstring)."""
    _count_cards(graph)
    for node, attrs in _effect_nodes(graph):
        if isinstance(attrs["effect"], Permanent):
            _permanent_targets(graph, node, attrs["effect"])
    copies: dict[tuple[str, str | None], int] = {}
    for manager, card in tableau.managers:
        index = copies.get((manager.id, card), 0)
        copies[(manager.id, card)] = index + 1
        _add_manager(graph, manager, card, index)
    _unlock(graph, tableau)
    settle_limits(graph)
