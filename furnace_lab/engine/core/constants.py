"""The engine's fixed numbers: who acts, which phase it is, where each resource sits.

* ``current_player`` is a player index (0, 1, ...), :data:`CHANCE` when a die must be rolled (the
  two-player dummy bidder), or :data:`TERMINAL` once the game is over (OpenSpiel's convention).
* A round has three phases: the auction (discs are placed), its resolution (cards are taken and
  compensation is paid, left to right) and production; the end of a round is automatic.
* A player's holdings are five whole numbers in the order coal, iron, oil, upgrade tokens, money — the
  same order as :data:`furnace_lab.cards.resources.ORDER`.
"""

from __future__ import annotations

from typing import Final

from furnace_lab.cards.resources import ORDER
from furnace_lab.engine.text import say

CHANCE: Final = -1
"""``current_player`` when a chance event (a die roll) is due."""
TERMINAL: Final = -2
"""``current_player`` once the game is over."""

AUCTION: Final = 0
RESOLUTION: Final = 1
PRODUCTION: Final = 2
OVER: Final = 3
PHASE_NAMES: Final = ("auction", "resolution", "production", "over")
"""Phase codes → names, as ``state.phase`` reports them (identifiers: the same in every language)."""
PHASE_KEYS: Final = ("constants.phase.auction", "constants.phase.resolution", "constants.phase.production",
                     "constants.phase.over")
"""Phase codes → the phrase keys of their names in words (furnace_lab.engine.text)."""


def phase_name(code: int, lang: str = "en") -> str:
    """The phase ``code`` in words in ``lang`` ("auction", "leilão"), as the board and playthrough write it."""
    return say(PHASE_KEYS[code], lang)



COAL, IRON, OIL, TOKEN, MONEY = range(5)
SLOTS: Final = 5
"""Entries per player in the holdings table."""
SLOT_NAMES: Final = ORDER
"""``("coal", "iron", "oil", "token", "money")``."""

ROUNDS: Final = 4
"""The game lasts four rounds (furnace.round.four-rounds)."""
DISC_VALUES: Final = (1, 2, 3, 4)
"""Each colour's Capital discs (furnace.setup.discs)."""
DIE_FACES: Final = 6
"""The two-player dummy's die (furnace.two-player.dummy)."""
ROW_EXTRA: Final = 4
"""Auction row = players + 4 cards (furnace.auction.row-size)."""

NEIGHBOUR_USE: Final = 2
"""The ``use`` event's repeat field for the neighbour Capitalist's use of a card of the one to her right
(interbellum.capitalist.neighbour): truthy like a repeat (the card is neither hers nor newly used) but with its own
rule and words; ``True`` is the repeat-card Capitalist's use again (furnace.capitalist.repeat-card)."""

(OUTBID_HELD, TOKEN_HELD, EXTRACTION_HELD, SALE_HELD, LIMIT_HELD, UPGRADE_COAL_HELD,
 COMPENSATION_HELD) = GROUP_BITS = tuple(1 << k for k in range(7))
"""The bits of ``state._permanent_groups`` (Interbellum's permanent effects, ``interbellum/permanent.py``): one per
group of effects asked together at one moment of the rules, set when the player's line holds a card printing one
(store on outbid, upgrade on a token gained, extraction bonus, sale bonus, selling limit, stored upgrade coal,
stored compensation). Here so that a base phase can skip a module's hook at once for a player who holds none."""
