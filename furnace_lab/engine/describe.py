"""A plain-text picture of a game state (what ``print(state)`` shows).

It lists the round and phase, who is to act, the auction row with the discs on each card, and each
player's Capitalist, holdings and cards (``*`` marks an upgraded Company, ``(used)`` a card already
resolved this production phase). With Interbellum it also shows the Manager on offer at each Business School,
resources stored on cards (``ib-02 [2 coal]``), each player's Managers and where they are, a placed variable disc,
and the Agents' money and cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from furnace_lab.engine.constants import AUCTION, CHANCE, RESOLUTION, SLOTS, TERMINAL
from furnace_lab.engine.managers import MG_SCHOOL

if TYPE_CHECKING:
    from furnace_lab.engine.state import GameState


def board_text(s: GameState) -> str:
    g = s._g
    if s.current_player == CHANCE:
        who = "the die (dummy bidder)"
    elif s.current_player == TERMINAL:
        who = "nobody (game over)"
    else:
        who = g.names[s.current_player]
    lines = [f"Round {s._round}, {s.phase}; {who} to act."]
    if s._phase in (AUCTION, RESOLUTION) and s._row:
        lines.append("Auction row:")
        for i, card in enumerate(s._row):
            discs = ", ".join(f"{g.seat_name(seat)}:{value}" for seat, value in s._pbids[i]) or "-"
            mark = "  <- resolving" if s._phase == RESOLUTION and i == s._rpos else ""
            offer = ""
            if card in g.schools and s._mg:  # a Business School: the Manager on offer
                manager = s._mg[MG_SCHOOL][g.schools.index(card)]
                offer = f"  (Manager on offer: {g.mgrs[manager].id})" if manager >= 0 else "  (no Manager left)"
            lines.append(f"  {i + 1}. {g.cards[card].id:<16} {discs}{offer}{mark}")
    for p in range(g.n):
        res = s._res[p * SLOTS:(p + 1) * SLOTS]
        capitalist = g.capitalists[p]
        cap = capitalist.id if capitalist is not None else "no Capitalist"
        cards = []
        for card in s._line[p]:
            text = g.cards[card].id + ("*" if s._upgraded >> card & 1 else "")
            if any(s._stored.get(card, ())):
                text += f" [{s.stored(g.cards[card].id)}]"
            if p == s.current_player and s._used >> card & 1:
                text += " (used)"
            cards.append(text)
        first = " [first player]" if p == s._first and g.origin == "game" else ""
        lines.append(f"{g.names[p]}{first} ({cap}): coal {res[0]}, iron {res[1]}, oil {res[2]}, tokens {res[3]}, "
                     f"money {res[4]}; cards: {', '.join(cards)}")
        if s._phase == AUCTION:
            lines.append(f"  discs in hand: {s.discs(p)}")
        # the variable disc stays recorded until the next auction resets it: shown while it is on the row
        variable = s.variable_disc(p) if s._var and s._phase in (AUCTION, RESOLUTION) else None
        if variable is not None:
            lines.append(f"  variable disc: on card {variable[0]}, worth {variable[1]}")
        managers = s.managers(p) if s._mg else []
        if managers:
            lines.append("  Managers: " + ", ".join(f"{m} on {c}" if c else f"{m} (not placed)" for m, c in managers))
    for k in range(len(g.agents)):
        lines.append(f"Agent {g.agents[k].id}: money {s.agent_money(k)}; cards: {', '.join(s.agent_cards(k)) or '-'}")
    if s.current_card is not None:
        if s._ri < len(s._rows):
            lines.append(f"Resolving {s.current_card}, row {s._ri + 1}: {s._rows[s._ri][4]}")
        else:  # after its last row: a Manager's use may still be open
            lines.append(f"Resolving {s.current_card}: its rows are done")
    return "\n".join(lines)
