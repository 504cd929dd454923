"""English words of the state's own texts: the text board (``describe.py`` and the modules' parts of the state).

Keys start with ``state.``; the Portuguese table (:mod:`.pt_state`) has the same keys and placeholders.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # the text board (describe.board_text)
    "state.board.die": "the die (dummy bidder)",
    "state.board.nobody": "nobody (game over)",
    "state.board.head": "Round {round}, {phase}; {who} to act.",
    "state.board.row": "Auction row:",
    "state.board.resolving-mark": "  <- resolving",
    "state.board.no-capitalist": "no Capitalist",
    "state.board.used": " (used)",
    "state.board.first": " [first player]",
    "state.board.player": "{name}{first} ({capitalist}): {holdings}; cards: {cards}",
    "state.board.discs": "  discs in hand: {discs}",
    "state.board.resolving": "Resolving {card}, row {row}: {effect}",
    "state.board.rows-done": "Resolving {card}: its rows are done",
    "state.board.dummy-seat": "dummy",
    # the modules' lines of the board (their state parts, engine/interbellum/*_state.py)
    "state.board.offer": "  (Manager on offer: {manager})",
    "state.board.no-offer": "  (no Manager left)",
    "state.board.variable": "  variable disc: on card {position}, worth {value}",
    "state.board.managers": "  Managers: {managers}",
    "state.board.manager-on": "{manager} on {card}",
    "state.board.manager-off": "{manager} (not placed)",
    "state.board.agent": "Agent {agent}: money {money}; cards: {cards}",
}
