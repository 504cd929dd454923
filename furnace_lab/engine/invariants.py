"""Checks that hold in every reachable state — used by the tests after every step and by ``from_json``.

* nobody holds a negative amount of anything;
* every card is in exactly one place: the deck, the unresolved part of the auction row, a player's line,
  the discard pile, or out of the game (won by the two-player dummy);
* the disc rules hold on every card of the row (furnace.auction.same-player, furnace.auction.same-value,
  relaxed only for the unrestricted-bids Capitalist's own placements), and discs placed plus discs held
  are exactly each seat's set;
* Start-ups are never upgraded (furnace.startup.no-upgrade) and only owned Companies are;
* the disc values in hand match the disc counts, and the turn orders name seats of the game;
* the round is 1 to 4 and the current player fits the phase;
* a variable Capital disc in hand reads ``(-1, 0)``: not on a card, worth 0 (interbellum.variable-disc.reset).

:func:`problems` lists what is wrong (empty when all is well); :func:`check` raises ``AssertionError``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from furnace_lab.engine.core.constants import AUCTION, CHANCE, OVER, PRODUCTION, RESOLUTION, ROUNDS, TERMINAL
from furnace_lab.engine.core.spec import DISC_SLOTS
from furnace_lab.engine.interbellum.permanent import held_groups
from furnace_lab.engine.interbellum.variable import HELD

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState


def card_places(s: GameState) -> list[int]:
    """How many places each card index is found in (each card of the game must be in exactly 1)."""
    places = [0] * len(s._g.cards)
    groups: list[tuple[int, ...]] = [s._deck[s._dpos:], s._discard, s._removed, *s._line]
    if s._phase == AUCTION:
        groups.append(s._row)
    elif s._phase == RESOLUTION:
        groups.append(s._row[s._rpos:])
    for group in groups:
        for card in group:
            places[card] += 1
    return places


def problems(s: GameState) -> list[str]:
    """Everything wrong with a state (empty list: all invariants hold)."""
    g = s._g
    found: list[str] = []
    if min(s._res) < 0:
        found.append(f"negative holdings: {s._res}")
    if s._perm != tuple(held_groups(g, line) for line in s._line):  # derived from the lines
        found.append(f"permanent-effect groups per player {s._perm} do not match the lines")
    for seat, disc in enumerate(s._var):  # interbellum.variable-disc.reset: a disc in hand is worth 0
        if disc[0] < 0 and disc != HELD:
            found.append(f"seat {seat}: a variable disc in hand reads {disc}, not {HELD} (worth 0)")
    places = card_places(s)
    in_play = set(s._deck).union(g.startups)
    if g.origin == "position":  # a hand-built production phase: its cards start in the line
        in_play.update(range(len(g.cards)))
    for card, count in enumerate(places):
        if g.school_mask >> card & 1:
            continue  # a Business School stays at the end of the row
        if count != (card in in_play):
            found.append(f"card {g.cards[card].id} is in {count} places")
    if s._phase in (AUCTION, RESOLUTION):
        var_seen = [False] * len(s._var)
        pair_seen = [False] * len(s._pair)
        placed = [0] * (g.seats * DISC_SLOTS)
        for i, bids in enumerate(s._pbids):
            vmask = omask = 0
            for k, (seat, value) in enumerate(bids):
                if s._pair and s._pair[seat] == i and value == g.hooks[seat].paired_disc and not pair_seen[seat]:
                    pair_seen[seat] = True
                elif s._var and s._var[seat] == (i, value) and not var_seen[seat]:
                    var_seen[seat] = True
                else:
                    placed[seat * DISC_SLOTS + value] += 1
                vmask |= 1 << value
                omask |= 1 << seat
                if not g.unrestricted[seat]:
                    for other, other_value in bids[:k]:
                        if other == seat:
                            found.append(f"card {i + 1}: two discs of seat {seat} (furnace.auction.same-player)")
                        if other_value == value:
                            found.append(f"card {i + 1}: two discs worth {value} (furnace.auction.same-value)")
            if (vmask, omask) != (s._vmask[i], s._omask[i]):
                found.append(f"card {i + 1}: disc masks out of step with its discs")
        for seat, (pos, _value) in enumerate(s._var):  # interbellum.variable-disc.fixed / reset
            if (pos >= 0) != var_seen[seat]:
                found.append(f"seat {seat}: variable disc out of step with the row's discs")
        if s._phase == AUCTION and s._var and not s._pbids[0:] and any(v[0] >= 0 for v in s._var):
            found.append("a variable disc was not reset when the auction started")
        for seat in range(g.seats):
            for value in range(DISC_SLOTS):
                k = seat * DISC_SLOTS + value
                if placed[k] + s._counts[k] != g.discs[seat][value]:
                    found.append(f"seat {seat}: discs worth {value} placed + held != owned")
        held = [sum(1 << v for v in range(DISC_SLOTS) if s._counts[seat * DISC_SLOTS + v]) for seat in range(g.seats)]
        if s._held != held:
            found.append(f"the disc values in hand {s._held} are out of step with the disc counts ({held})")
        turn_outside = s._phase == AUCTION and s._order and not 0 <= s._oi < len(s._order)  # () while the fifth picks
        if turn_outside or any(not 0 <= seat < g.seats for seat in s._order):
            found.append(f"turn order {list(s._order)} (turn {s._oi}) names a seat that is not in the game")
    cards = g.cards
    owned = {c for line in s._line for c in line}
    for card in range(len(cards)):
        if s._upgraded >> card & 1:
            if cards[card].is_startup:
                found.append(f"Start-up {cards[card].id} is upgraded (furnace.startup.no-upgrade)")
            elif card not in owned:
                found.append(f"{cards[card].id} is upgraded but nobody owns it")
    if s._mg:
        from furnace_lab.engine.interbellum.managers import conserved

        found.extend(conserved(s))
    if s.is_over != (s._phase == OVER):
        found.append("is_over out of step with the phase")
    if not 1 <= s._round <= ROUNDS:
        found.append(f"round {s._round} outside 1..{ROUNDS}")
    if s._phase == OVER:
        if s.current_player != TERMINAL:
            found.append("the game is over but a player is to act")
    elif s.current_player == CHANCE:
        if s._phase != AUCTION or g.seats == g.n:
            found.append("a die roll is due outside the two-player auction")
    elif not 0 <= s.current_player < g.n:
        found.append(f"current player {s.current_player} is not a player")
    if not 0 <= s._first < g.n:
        found.append(f"first player {s._first} is not a player")
    if s._phase == PRODUCTION and (any(not 0 <= seat < g.n for seat in s._porder)
                                   or not 0 <= s._pi < len(s._porder)):
        found.append(f"production order {list(s._porder)} (turn {s._pi}) names a seat that is not a player")
    if s._phase == PRODUCTION and s._left != tuple(c for c in s._line[s.current_player] if not s._used >> c & 1):
        found.append("the cards left to use are out of step with the cards used")
    if s._phase == PRODUCTION and s._used:
        line = set(s._line[s.current_player])
        for card in range(len(cards)):
            if s._used >> card & 1 and card not in line:
                found.append(f"{cards[card].id} marked used but is not the producing player's")
    return found


def check(s: GameState) -> None:
    """Raise ``AssertionError`` listing every broken invariant."""
    found = problems(s)
    if found:
        raise AssertionError("; ".join(found))
