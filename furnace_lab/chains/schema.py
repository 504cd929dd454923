"""What a production-chain graph is made of: its nodes, its edges, their attributes, and the rules behind them.

A production-chain graph is a :class:`networkx.DiGraph` in which resources flow from left to right: from the
supply and the player's hands, through the rows of their cards, into money. It has two kinds of node:

* a **resource node** for each of coal, iron, oil, upgrade tokens and money (node id: the resource's name);
* an **effect node** for each row of a card that can move resources or change another row: extraction,
  processing (conversion, selling or both), upgrading, deliveries, text and permanent effects, the
  compensation row (only when asked for), and each Manager (node id ``"<card>:<section>:<row>"``, or
  ``"manager:<manager>@<card>"`` for a Manager placed on a card, ``"manager:<manager>#<n>"`` for one not placed).

Rows of the same card share the ``card`` attribute: drawings show each card as a cluster.

Node attributes
===============

==================  ==============================================================================================
attribute           meaning
==================  ==============================================================================================
``kind``            ``"resource"`` or ``"effect"``
``resource``        resource nodes: ``coal``, ``iron``, ``oil``, ``token`` or ``money``
``label``           the text a drawing shows (resources: their name; effects: the card notation)
``colour``          resource nodes: the card faces' colour (:data:`furnace_lab.cards.resources.COLOUR`)
``effect``          the :mod:`~furnace_lab.cards.effects` value of the row (Manager nodes: the ManagerEffect)
``effect_kind``     ``extraction``, ``processing``, ``upgrading``, ``delivery``, ``text``, ``permanent``, ``manager``
``notation``        the row in the card notation (``format_effect``), e.g. ``2 coal -> 1 oil x2``
``card``            the id of the card the row is printed on (a Manager: the card it is placed on; ``None``: not placed)
``card_kind``       ``company``, ``startup`` or ``manager`` (a Manager not placed on any card)
``section``         ``compensation``, ``basic``, ``added`` (Company rows), ``rows`` (Start-up rows) or ``manager``
``row``             position of the row within its section, counted from 0
``order``           position in the card's top-to-bottom resolution order (basic then added rows); ``None`` if
                    the row is not resolved with the card (compensation, Manager)
``active``          the row is in effect on the card's current side (an added row of a basic-side Company is not)
``when``            when the row acts: ``production`` (when the card is resolved), ``on-receipt`` / ``on-upgrade``
                    (deliveries), ``always`` (permanent effects), ``auction`` (compensation), ``with-card`` (Managers)
``conversion``      a resource is right of the arrow (processing rows and processing deliveries)
``selling``         money is right of the arrow
``cost``            resources paid per transaction (a :class:`~furnace_lab.cards.resources.Bundle`)
``gain``            what one transaction (or the extraction) yields (a Bundle)
``printed_limit``   the ``xN`` printed on the row (``None``: no number printed: ∞ on an upgrade row, the disc
                    value on a compensation row)
``limit``           the limit in effect: the printed one changed by active permanent effects and placed Managers
                    (extraction and deliveries: 1; ``None``: unlimited or disc value)
``base_limit``      the limit before permanent effects and Managers (extraction 1, processing its ``xN``)
``bonus``           extra gain per transaction from active permanent effects and placed Managers (a Bundle)
``rule``            the rule ID that says how the row acts (``furnace_lab.rule(id)``)
``manager``         Manager nodes: the Manager's id
``placed``          Manager nodes: ``True`` when the Manager sits on ``card``
``upgrading``       the row can flip a Company to its upgraded side (its ``unlocks`` edges say which)
``stored``          ``take-stored`` text rows: the amount stored on the card now
``count``           "gain X per card ..." text rows: how many cards count now (``count_if_upgraded``: if every
                    card were upgraded); ``per_card_gain`` is X
``title``           Manager nodes: the Manager's title (``title_pt``: in Portuguese, or the same where it stays)
==================  ==============================================================================================

Edge attributes
===============

==============  ==================================================================================================
attribute       meaning
==============  ==================================================================================================
``kind``        ``input`` (resource → effect: paid per transaction), ``output`` (effect → resource: gained per
                transaction), ``modifies`` (a permanent effect or Manager → the row it changes), ``unlocks`` (an
                upgrading row → an added row it can activate), ``stores`` (resources put on a card → the row that
                takes them), ``counts`` (a row counted by a "per card" text effect → that text effect)
``resource``    ``input``, ``output``, ``stores``: which resource moves
``amount``      ``input``/``output``: how much per transaction (per extraction, per Manager use)
``limit``       how many transactions at most this phase (``None``: no fixed number)
``capacity``    ``amount × limit`` (``None`` when the limit is not a fixed number)
``colour``      the resource's colour
``from_here``   ``input`` of a row paying with resources stored on its own card ("2 coal from here -> ...")
``per``         ``output`` of a permanent effect or Manager bonus: ``transaction`` or ``extraction``: the amount
                comes once per transaction (extraction) of the rows it modifies, so ``limit`` is ``None``
``local``       ``output`` of a Manager: the resources may only be spent by the rows of the Manager's card
``choice``      ``output`` of a Manager offering "X or Y": the group of outputs it is one of
``change``      ``modifies``: what changes, in plain words (``+1 money per transaction``, ``limit +1``, …)
``bonus``       ``modifies``: extra gain per transaction of the changed row (a Bundle), when that is the change
``extra_limit`` ``modifies``: transactions added to the changed row's limit
``active``      ``counts``: the counted row is active now (only active rows count)
``placed``      ``modifies``/``unlocks`` from a Manager: ``False`` when the Manager is not placed yet (a candidate)
==============  ==================================================================================================

Graph attributes: ``graph.graph["cards"]`` maps each card id, in tableau order, to ``title``, ``title_pt``
(the Portuguese title, or the same where a name stays), ``card_kind``, ``upgraded`` and ``expansion``;
``graph.graph["line"]`` is the order of resolution under the Production Chain variant (a game state's line, else
the card order); ``graph.graph["rules"]`` lists the rule IDs applied.
"""

from __future__ import annotations

from typing import Final

from furnace_lab.cards.resources import COLOUR, ORDER

NODE_KINDS: Final = ("resource", "effect")
EDGE_KINDS: Final = ("input", "output", "modifies", "unlocks", "stores", "counts")
FLOW_EDGE_KINDS: Final = ("input", "output")
"""Edges along which resources actually move."""

SECTIONS: Final = ("compensation", "basic", "added", "rows", "manager")
WHEN: Final = ("production", "on-receipt", "on-upgrade", "always", "auction", "with-card")

RESOURCE_NODES: Final = ORDER
"""Resource node ids, in print order: coal, iron, oil, token, money."""

RULES: Final = {
    "basic-side": "furnace.production.basic-side",
    "upgraded-side": "furnace.production.upgraded-side",
    "rows-top-to-bottom": "furnace.production.rows-top-to-bottom",
    "each-card-once": "furnace.production.each-card-once",
    "no-going-back": "furnace.production.no-going-back",
    "compensation-unused": "furnace.production.compensation-unused",
    "compensation-extraction": "furnace.compensation.extraction",
    "compensation-processing": "furnace.compensation.processing",
    "extraction": "furnace.effects.extraction",
    "processing": "furnace.effects.processing",
    "processing-limit": "furnace.effects.processing-limit",
    "setup-startup": "furnace.setup.startup",
    "startup-upgrade": "furnace.startup.upgrade",
    "startup-no-upgrade": "furnace.startup.no-upgrade",
    "upgrade-before-use": "furnace.upgrade.before-use",
    "upgrade-after-use": "furnace.upgrade.after-use",
    "production-chain": "furnace.variant.production-chain",
    "delivery-on-receipt": "interbellum.delivery.basic-on-receipt",
    "delivery-on-upgrade": "interbellum.delivery.upgraded-on-upgrade",
    "chain-outside-order": "interbellum.variant.production-chain",
    "text-effect": "interbellum.text-effect.order",
    "permanent-effect": "interbellum.permanent.always-on",
    "conversion": "interbellum.processing.conversion",
    "selling": "interbellum.processing.selling",
    "convert-sell-combined": "interbellum.clarification.convert-sell-combined",
    "for-each-card-active": "interbellum.clarification.for-each-card-active",
    "single-type-selling": "interbellum.clarification.single-type-selling",
    "limit-plus-one": "interbellum.clarification.transaction-limit-plus-one",
    "each-transaction": "interbellum.clarification.each-transaction",
    "resolve-again-active-only": "interbellum.clarification.resolve-again-active-only",
    "manager-placement": "interbellum.manager.one-per-card",
    "manager-extra-effect": "interbellum.manager.extra-effect",
    "manager-any-time": "interbellum.manager.any-time",
}
"""Rule IDs (``furnace_lab.rule(id)``) behind each construction step, by the step's short name."""


def resource_colour(resource: str) -> str:
    """The card faces' colour of a resource (money included)."""
    return COLOUR[resource]


def effect_id(card_id: str, section: str, row: int) -> str:
    """Node id of a card row: ``"base-c7:basic:0"``."""
    return f"{card_id}:{section}:{row}"


def manager_node_id(manager_id: str, card_id: str | None, index: int) -> str:
    """Node id of a Manager: ``"manager:m-bonus-sale@base-c7"`` when placed, ``"manager:m-bonus-sale#0"`` when not.

    ``index`` tells apart copies of one Manager design: on one card (``@base-c7/1``) or among those not placed.
    """
    if card_id is None:
        return f"manager:{manager_id}#{index}"
    return f"manager:{manager_id}@{card_id}" + (f"/{index}" if index else "")
