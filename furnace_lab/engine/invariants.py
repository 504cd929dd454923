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
* each module the game uses checks its own fields (its part of the state's ``problems``, and on the row its own
  discs: :mod:`~furnace_lab.engine.core.module_parts`): Interbellum's variable Capital disc in hand reads
  ``(-1, 0)`` (interbellum.variable-disc.reset), its Managers are conserved, the permanent-effect groups match the
  lines, and a variable disc or the updated Arthur's extra disc is not counted among the seat's Capital discs.

:func:`problems` lists what is wrong (empty when all is well); :func:`check` raises ``AssertionError``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from furnace_lab.engine.core.constants import AUCTION, CHANCE, OVER, PRODUCTION, RESOLUTION, ROUNDS, TERMINAL
from furnace_lab.engine.core.module_parts import parts_in_use
from furnace_lab.engine.core.spec import DISC_SLOTS

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState


def card_places(s: GameState) -> list[int]:
    """How many places each card index is found in (each card of the game must be in exactly 1)."""
    places = [0] * len(s._g.cards)
    groups: list[tuple[int, ...]] = [s._deck[s._dealt:], s._discard, s._removed, *s._lines]
    if s._phase == AUCTION:
        groups.append(s._row)
    elif s._phase == RESOLUTION:
        groups.append(s._row[s._resolving:])
    for group in groups:
        for card in group:
            places[card] += 1
    return places


def _holdings(s: GameState) -> list[str]:
    """No negative stock."""
    return [f"negative holdings: {s._holdings}"] if min(s._holdings) < 0 else []


def _modules(s: GameState) -> list[str]:
    """What the modules the game uses find wrong with their own fields (none in a base game)."""
    found: list[str] = []
    for part in parts_in_use(s._g):
        if part.problems is not None:
            found.extend(part.problems(s))
    return found


def _cards_conserved(s: GameState) -> list[str]:
    """Every card in play is in exactly one place (a Business School stays at the end of the row)."""
    g = s._g
    in_play = set(s._deck).union(g.startups)
    if g.origin == "position":  # a hand-built production phase: its cards start in the line
        in_play.update(range(len(g.cards)))
    return [f"card {g.cards[card].id} is in {count} places" for card, count in enumerate(card_places(s))
            if not g.school_mask >> card & 1 and count != (card in in_play)]


def _row_discs(s: GameState) -> list[str]:
    """The disc rules on every card of the row (furnace.auction.same-player, furnace.auction.same-value), the
    masks in step with the discs, and the modules' own discs on the row (a variable disc, the updated Arthur's
    extra one) as the modules record them: those are not counted among the seat's Capital discs."""
    g = s._g
    found: list[str] = []
    own: set[tuple[int, int]] = set()
    modules: list[str] = []
    for part in parts_in_use(g):
        if part.own_discs is not None:
            modules.extend(part.own_discs(s, own))
    placed = [0] * (g.seats * DISC_SLOTS)
    for i, bids in enumerate(s._row_bids):
        vmask = omask = 0
        for k, (seat, value) in enumerate(bids):
            if (i, k) not in own:
                placed[seat * DISC_SLOTS + value] += 1
            vmask |= 1 << value
            omask |= 1 << seat
            if not g.unrestricted[seat]:
                found.extend(_same_card_clashes(i, seat, value, bids[:k]))
        if (vmask, omask) != (s._value_masks[i], s._seat_masks[i]):
            found.append(f"card {i + 1}: disc masks out of step with its discs")
    return found + modules + _discs_owned(s, placed)


def _same_card_clashes(i: int, seat: int, value: int, earlier: tuple[tuple[int, int], ...]) -> list[str]:
    """A disc against the discs placed before it on card ``i`` (furnace.auction.same-player / same-value)."""
    found: list[str] = []
    for other, other_value in earlier:
        if other == seat:
            found.append(f"card {i + 1}: two discs of seat {seat} (furnace.auction.same-player)")
        if other_value == value:
            found.append(f"card {i + 1}: two discs worth {value} (furnace.auction.same-value)")
    return found


def _discs_owned(s: GameState, placed: list[int]) -> list[str]:
    """Discs placed + held = owned, the disc values in hand match the counts, the turn order names seats."""
    g = s._g
    found: list[str] = []
    for seat in range(g.seats):
        for value in range(DISC_SLOTS):
            k = seat * DISC_SLOTS + value
            if placed[k] + s._disc_counts[k] != g.discs[seat][value]:
                found.append(f"seat {seat}: discs worth {value} placed + held != owned")
    held = [sum(1 << v for v in range(DISC_SLOTS) if s._disc_counts[seat * DISC_SLOTS + v]) for seat in range(g.seats)]
    if s._held_masks != held:
        found.append(f"the disc values in hand {s._held_masks} are out of step with the disc counts ({held})")
    # the turn order is () while the fifth player picks
    turn_outside = s._phase == AUCTION and s._turn_order and not 0 <= s._turn < len(s._turn_order)
    if turn_outside or any(not 0 <= seat < g.seats for seat in s._turn_order):
        found.append(f"turn order {list(s._turn_order)} (turn {s._turn}) names a seat that is not in the game")
    return found


def _upgrades(s: GameState) -> list[str]:
    """Start-ups are never upgraded (furnace.startup.no-upgrade); only owned Companies are."""
    cards = s._g.cards
    owned = {c for line in s._lines for c in line}
    found: list[str] = []
    for card in range(len(cards)):
        if s._upgraded >> card & 1:
            if cards[card].is_startup:
                found.append(f"Start-up {cards[card].id} is upgraded (furnace.startup.no-upgrade)")
            elif card not in owned:
                found.append(f"{cards[card].id} is upgraded but nobody owns it")
    return found


def _turn(s: GameState) -> list[str]:
    """The phase, the round and who is to act agree."""
    g = s._g
    found: list[str] = []
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
    return found


def _production(s: GameState) -> list[str]:
    """In production: the order names players, and the cards used and left belong to the producing player."""
    g = s._g
    found: list[str] = []
    if any(not 0 <= seat < g.n for seat in s._production_order) or not 0 <= s._producing < len(s._production_order):
        found.append(f"production order {list(s._production_order)} (turn {s._producing}) names a seat that is not "
                     "a player")
    if s._unused != tuple(c for c in s._lines[s.current_player] if not s._used >> c & 1):
        found.append("the cards left to use are out of step with the cards used")
    if s._used:
        line = set(s._lines[s.current_player])
        found.extend(f"{card.id} marked used but is not the producing player's" for i, card in enumerate(g.cards)
                     if s._used >> i & 1 and i not in line)
    return found


def problems(s: GameState) -> list[str]:
    """Everything wrong with a state (empty list: all invariants hold), one family of invariants at a time."""
    found = _holdings(s) + _modules(s) + _cards_conserved(s)
    if s._phase in (AUCTION, RESOLUTION):
        found += _row_discs(s)
    found += _upgrades(s)
    found += _turn(s)
    if s._phase == PRODUCTION:
        found += _production(s)
    return found


def check(s: GameState) -> None:
    """Raise ``AssertionError`` listing every broken invariant."""
    found = problems(s)
    if found:
        raise AssertionError("; ".join(found))
