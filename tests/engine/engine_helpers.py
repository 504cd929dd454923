"""Hand-built cards and positions for the engine's rule tests.

The tests use their own small catalog (built with ``furnace_lab.cards.model`` and ``parse_effect``), so a
rule test keeps its meaning whatever readings the real catalog uses. ``FILLER`` cards pad the deck;
``game(...)`` deals a game whose first row is exactly the cards asked for. ``random_decisions`` plays a
game out at random, stopping at each decision; ``fresh_bids`` builds a seat's bid list one bid at a time, to
check the interned bid tables against.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

from furnace_lab.cards.catalog import Catalog
from furnace_lab.cards.model import Capitalist, Company, Startup
from furnace_lab.cards.notation import parse_bundle, parse_effect
from furnace_lab.engine import CHANCE, GameState, new_game
from furnace_lab.engine.base.auction import _seat_bids
from furnace_lab.engine.core.actions import PairBid
from furnace_lab.engine.core.constants import SLOTS
from furnace_lab.engine.interbellum.variable import var_bids


def playouts_wanted(default: int = 2000) -> int:
    """How many random games the playout tests play: ``FURNACE_LAB_PLAYOUTS`` (a soak, say 100000) or the default,
    which is also the least (the tests' coverage checks count on it)."""
    text = os.environ.get("FURNACE_LAB_PLAYOUTS", "").strip()
    if not text:
        return default
    if not text.isdigit() or int(text) < default:
        raise ValueError(f"FURNACE_LAB_PLAYOUTS must be a whole number of games, at least {default}; found {text!r}")
    return int(text)


def company(cid: str, comp: str, basic: list[str], added: list[str] = ()) -> Company:  # type: ignore[assignment]
    return Company(id=cid, title=cid, expansion="base", compensation=parse_effect(comp),  # type: ignore[arg-type]
                   basic=tuple(parse_effect(b) for b in basic), added=tuple(parse_effect(a) for a in added))


def startup(sid: str, starting: str, sale: str) -> Startup:
    rows = (parse_effect("gain 1 token"), parse_effect(sale), parse_effect("upgrade for 1 coal + 1 token x∞"))
    return Startup(id=sid, title=sid, expansion="base", starting=parse_bundle(starting) if starting else
                   parse_bundle("1 coal"), rows=rows)


def capitalist(cid: str, ability: str, params: tuple[tuple[str, Any], ...] = ()) -> Capitalist:
    return Capitalist(id=cid, title=cid, expansion="base", ability=ability, text_en=ability, text_pt=ability,
                      params=params)


CARDS = {
    # extraction compensation
    "coalmine": company("coalmine", "gain 2 coal", ["gain 2 coal"], ["gain 3 coal"]),
    "ironmine": company("ironmine", "gain 1 iron", ["gain 1 iron"], ["gain 2 iron"]),
    # processing compensation
    "refinery": company("refinery", "2 coal -> 1 oil", ["2 coal -> 2 money x2"], ["gain 2 iron"]),
    "smelter": company("smelter", "1 iron -> 1 oil", ["1 oil -> 4 money x1"], ["gain 2 coal + 1 iron"]),
    "forge": company("forge", "1 coal -> 1 token", ["1 token -> 5 money x1"], ["gain 3 coal"]),
    "oilsale": company("oilsale", "1 oil -> 3 iron", ["1 oil -> 4 money x2"], ["1 iron -> 2 money x4"]),
    "works": company("works", "gain 2 coal", ["gain 1 iron"], ["1 coal + 1 iron -> 4 money x3"]),
}
FILLER = {f"f{k}": company(f"f{k}", "gain 1 coal", ["gain 1 coal"], ["gain 1 money"]) for k in range(1, 41)}
STARTUPS = {
    "st-coal": startup("st-coal", "2 coal", "2 coal -> 2 money x2"),
    "st-iron": startup("st-iron", "1 coal + 1 iron", "1 iron -> 2 money x2"),
    "st-oil": startup("st-oil", "1 coal + 1 iron", "1 oil -> 4 money x1"),
    "st-token": startup("st-token", "1 token", "1 coal + 1 iron -> 4 money x1"),
    "st-three": startup("st-three", "2 coal", "3 coal -> 4 money x1"),
}
CAPITALISTS = {
    "evariste": capitalist("evariste", "repeat-card", (("cost", "2 coal"),)),
    "henry": capitalist("henry", "compensation-plus-one"),
    "monica": capitalist("monica", "unrestricted-bids"),
    "arthur": capitalist("arthur", "extra-disc", (("value", 2),)),
    "timur": capitalist("timur", "iron-for-upgrade"),
}
CATALOG = Catalog(companies=(*CARDS.values(), *FILLER.values()), startups=tuple(STARTUPS.values()),
                  capitalists=tuple(CAPITALISTS.values()))
STARTUP_ORDER = ("st-coal", "st-iron", "st-oil", "st-token")


def game(players: int = 3, row: list[str] = (), caps: list[str] | None = None,  # type: ignore[assignment]
         first: int = 0, chain: bool = False, startups: list[str] | None = None, seed: int = 1) -> GameState:
    """A game on the test catalog whose first auction row starts with ``row`` (fillers after)."""
    deck = list(row) + [f for f in FILLER if f not in row]
    return new_game(players, seed, catalog=CATALOG, deck=deck, first_player=first, production_chain=chain,
                    startups=list(startups or STARTUP_ORDER[:players]), capitalists=caps is not None,
                    capitalist_ids=caps)


def play(state: GameState, *actions: str) -> GameState:
    """Apply actions (notation) in place; returns the state."""
    for action in actions:
        state.apply_in_place(action)
    return state


def set_holdings(state: GameState, player: int, **amounts: int) -> None:
    """Test helper: overwrite a player's holdings (coal, iron, oil, token, money)."""
    names = ("coal", "iron", "oil", "token", "money")
    for name, value in amounts.items():
        state._holdings[player * SLOTS + names.index(name)] = value
    state._legal = None


def holdings(state: GameState, player: int) -> dict[str, int]:
    return {k: v for k, v in zip(("coal", "iron", "oil", "token", "money"), state.holdings(player).as_tuple(),
                                 strict=True)}


def events(state: GameState, kind: str) -> list[Any]:
    return [e for e in state.log if e.kind == kind]


def random_decisions(state: GameState, pick: Callable[[], float]) -> Iterator[tuple[int, tuple[Any, ...]]]:
    """Play ``state`` to its end: the die from the state's own generator, each decision a random legal action
    drawn with ``pick``; yields (seat, legal actions) at each decision, before its action is applied."""
    while not state.is_over:
        seat = state.current_player
        if seat == CHANCE:
            state.apply_in_place(state.sample_chance())
            continue
        legal = state.legal_actions()
        yield seat, legal
        state.apply_in_place(legal[int(pick() * len(legal))])


def fresh_bids(state: GameState, seat: int) -> tuple[Any, ...]:
    """A seat's bids built one by one, without the engine's tables, sorted: its ordinary bids, its variable-disc
    bids, and while the updated Arthur's extra disc is unplaced each ordinary bid paired with it on every other
    card it may go on."""
    g = state._g
    ordinary = _seat_bids(state, seat)
    pairs: list[Any] = []
    if state._paired and state._paired[seat] < 0 and g.hooks[seat].paired_disc is not None:
        value = g.hooks[seat].paired_disc
        free = g.unrestricted[seat]
        spots = [j for j in range(len(state._value_masks))
                 if free or (not state._seat_masks[j] >> seat & 1 and not state._value_masks[j] >> value & 1)]
        pairs = [PairBid(b.disc, b.position, j + 1) for b in ordinary for j in spots if j != b.offset]
    return tuple(sorted((*ordinary, *var_bids(state, seat), *pairs)))


def _round_trip_every() -> int:
    text = os.environ.get("FURNACE_LAB_ROUND_TRIP_EVERY", "").strip()
    if not text:
        return 200
    if not text.isdigit() or not 1 <= int(text) <= 200:
        raise ValueError(f"FURNACE_LAB_ROUND_TRIP_EVERY must be a whole number from 1 to 200; found {text!r}")
    return int(text)


ROUND_TRIP_ALL_EVERY: int = _round_trip_every()
"""One game in this many round-trips every one of its states through JSON: in the ``k``-th 200 games, the one at
place ``k`` (games 0, 201, 402, ...: a different place in each 200, so they fall in different chunks and
configurations)."""
ROUND_TRIP_STEP: int = ROUND_TRIP_ALL_EVERY
"""Every other game round-trips one state in this many, from a step that depends on the game's index.
``FURNACE_LAB_ROUND_TRIP_EVERY=1`` (a soak) round-trips every state of every game: both numbers become 1."""


def round_trip_wanted(index: int, step: int) -> bool:
    """Whether the playout tests round-trip game ``index``'s state before action ``step`` through JSON: every state
    of one game in :data:`ROUND_TRIP_ALL_EVERY`, and one state in :data:`ROUND_TRIP_STEP` of the others (the step
    shifted by the game's index, so the sampled states fall at every point of a game across the games). Round-tripping
    every state of all 2,000 games would take minutes (about a millisecond a state, several hundred thousand states, and
    more for the first state read of each game)."""
    every = ROUND_TRIP_ALL_EVERY
    if every == 1:
        return True
    return index % every == index // every % every or step % ROUND_TRIP_STEP == index % ROUND_TRIP_STEP


def assert_round_trips(state: GameState, where: object) -> None:
    """``GameState.from_json(state.to_json())`` reads back a state equal to ``state`` (every changing field, the
    history and the log: ``GameState.__eq__``)."""
    assert GameState.from_json(state.to_json()) == state, where
