"""English words of the state's own texts: the text board (``describe.py`` and the modules' parts of the state),
the state's own refusals (``core/state.py``) and a saved state's refusals (``serialize.py``).

Keys start with ``state.``; the Portuguese table (:mod:`furnace_lab.engine.text.pt.state`) has the same keys and
placeholders.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # refusals of the state itself (core/state.py)
    "state.not-legal": "that action is not legal now",
    "state.no-die": "no die roll is due now",
    # a saved state refused (serialize.py)
    "state.json.not-text": "expected JSON text, found {kind}",
    "state.json.invalid": "not valid JSON: {reason}",
    "state.json.where": "line {line}, column {column}",
    "state.json.too-deep": "the JSON is nested too deeply to be a saved state",
    "state.json.not-a-state": "not a saved furnace_lab state (expected format {format})",
    "state.json.malformed": "malformed saved state: {kind}: {detail}",
    "state.json.winner": "expected [value, seat, tied], found {found}",
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
