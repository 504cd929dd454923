"""Interbellum's new effects on a card, summarised once, and the rules that apply them.

* **Deliveries** (lightning bolt) are resolved once: the basic side's as soon as the card is received in the
  auction, before the next card of the row is resolved (interbellum.delivery.basic-on-receipt); the upgraded
  side's as soon as the card is upgraded, even if it was already resolved this round
  (interbellum.delivery.upgraded-on-upgrade). They are not resolved with the card in production.
* **Text effects** are resolved with the card, in listed order (interbellum.text-effect.order), and count as
  neither extraction nor processing (interbellum.text-effect.neither).
* **Permanent effects** act from the moment the card is received, the auction included
  (interbellum.permanent.always-on); they are never resolved with the card.

:class:`IbCard` is what the engine keeps per card: per side, its delivery, its permanent effects, and which
resources it lets you sell or convert (for "gain X per card that lets you ..."; only active, fully coloured
effects count: interbellum.clarification.for-each-card-active).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from furnace_lab.engine.cards import PROCESS
from furnace_lab.engine.interbellum import DELIVERY, FROM_HERE, PERMANENT, is_conversion, is_selling

if TYPE_CHECKING:
    from furnace_lab.engine.cards import CardInfo, Row


class IbCard:
    """One card's Interbellum content, per side (index 0 basic, 1 upgraded)."""

    __slots__ = ("delivery", "lets", "perms")

    def __init__(self, delivery: tuple[Any, Any], perms: tuple[tuple[Any, ...], tuple[Any, ...]],
                 lets: tuple[frozenset[tuple[str, int]], frozenset[tuple[str, int]]]) -> None:
        self.delivery = delivery
        """(basic side's delivery row or None, the upgraded side's added delivery row or None)."""
        self.perms = perms
        """Active permanent rows per side."""
        self.lets = lets
        """Per side: the (activity, resource slot) pairs its active processing rows allow."""


def _lets(rows: tuple[Row, ...]) -> frozenset[tuple[str, int]]:
    """"Sell/convert a resource" counts whether it is processed alone or with others
    (interbellum.clarification.convert-sell-combined)."""
    out = set()
    for row in rows:
        if row[0] != PROCESS and row[0] != FROM_HERE:
            continue
        for slot, _ in row[1]:
            if slot < 4:
                if is_selling(row):
                    out.add(("selling", slot))
                if is_conversion(row):
                    out.add(("converting", slot))
    return frozenset(out)


def summarise(info: CardInfo) -> IbCard:
    basic_delivery = next((r for r in info.basic if r[0] == DELIVERY), None)
    added_delivery = next((r for r in info.added if r[0] == DELIVERY), None)
    perms = (tuple(r for r in info.basic if r[0] == PERMANENT), tuple(r for r in info.upgraded if r[0] == PERMANENT))
    return IbCard((basic_delivery, added_delivery), perms, (_lets(info.basic), _lets(info.upgraded)))
