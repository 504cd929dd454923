"""The auction's phrases in English (``base/auction.py``, ``interbellum/variable.py``): phrase key → template.

Why a Capital disc may not be placed (the ``why_not_*`` refusals) and the auction's own Interbellum log lines. The
same keys and placeholders as :mod:`furnace_lab.engine.text.pt.auction`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # why a bid is refused (auction.why_not_bid, why_not_pair)
    "auction.dummy-rolls": "it is the dummy bidder's turn: roll the die",
    "auction.no-such-card": "the row has {cards} cards; there is no card {position}",
    "auction.disc-placed": "your disc {disc} is already placed this round",
    "auction.no-such-disc": "you have no Capital disc worth {disc}",
    "auction.own-disc-there": "you already have a disc on card {position}",
    "auction.value-there": "a disc worth {value} is already on card {position}",
    "auction.pair-not-arthur": "only the updated Arthur has an extra disc to place with another",
    "auction.extra-disc-placed": "your extra disc is already placed this round",
    "auction.pair-not-legal": "that pair of placements is not legal: two different cards, each under the usual rules",
    # why a variable-disc bid is refused (variable.why_not_vbid)
    "auction.no-variable-discs": "this game has no variable Capital discs",
    "auction.variable-disc-placed": "your variable disc is already placed this round",
    "auction.growth-value": "in Capital Growth the variable disc is worth the round, {round}",
    "auction.plus-two-minimum": "your variable disc is worth the coal you pay plus {bonus}: at least {bonus}",
    "auction.coal-short": "a value of {disc} costs more coal than you hold (you can reach {reach})",
    # the log
    "auction.extra-disc-event": "{player} places the extra disc {disc} on card {position} ({card}) at the same time.",
    "auction.variable-discs-reset": "The variable Capital discs come back, reset to 0.",
}
