"""The checks the planner's entry points make of their arguments: once, at the entry, before any search.

A learner calls the planner from a notebook cell or a widget, and may hand it a player number as a text, a
dict for a valuation, a Position where a game state was wanted, or a limit of ``"1000"``. Each such argument is
refused here with a :class:`~furnace_lab.errors.DataError` naming the field and showing the bad value, in English
and in Portuguese (``error.message("pt")``), before anything is searched or changed — never with a bare
``TypeError`` or ``AttributeError`` from deep inside a search. The searches themselves check nothing.

A tableau no game reaches — more than :data:`MAX_COMPANIES` Companies for one player — is refused the same way (in
a :class:`~furnace_lab.planner.position.Position` and in a game state handed to a search): the search over it
grows with every card, and 36 Companies used to run for minutes.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.engine.core.constants import ROUNDS
from furnace_lab.errors import DataError
from furnace_lab.planner.valuation import Valuation, default_valuation

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

MAX_DISCS_PER_PLAYER: Final = 6
"""The most Capital discs one player bids with in a round: the four of their colour (furnace.setup.discs), the
extra disc of the extra-disc Capitalist (furnace.capitalist.extra-disc) and Interbellum's variable disc
(interbellum.variable-disc.overview)."""

MAX_COMPANIES: Final = ROUNDS * MAX_DISCS_PER_PLAYER
"""The most Companies a player can hold: 24. Derivation: each disc goes on one card
(furnace.auction.place-one-disc) and so wins at most one card a round, so a player wins at most
:data:`MAX_DISCS_PER_PLAYER` (6) cards a round, and the game has :data:`ROUNDS` (4) rounds
(furnace.round.four-rounds); cards are kept from round to round. (Business Schools carry Managers, not Companies.)
A position with more (36 or 60 used to make the planner search for minutes and hundreds of MB) is no game's
position and is refused with a :class:`~furnace_lab.errors.DataError` on ``cards``."""

MAX_SCHOOLS: Final = 3
"""Business Schools in a game: 2 with 1-3 players, all 3 with 4 or 5 (interbellum.business-school.count)."""

MAX_MANAGERS: Final = ROUNDS * MAX_SCHOOLS + 1
"""The most Managers a player can hold: 13. Derivation: each round every School carries one Manager
(interbellum.business-school.manager-each-round), taken by its highest bidder
(interbellum.business-school.highest-takes-manager), so a player wins at most 3 a round; Managers are kept from
round to round (interbellum.manager.kept), 4 rounds; plus the Personal Manager of its Capitalist."""


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _type_name(value: object) -> str:
    return type(value).__name__


def checked_state(state: Any, item: str = "state") -> GameState:
    """``state`` if it is an engine ``GameState``; a planner Position (or anything else) is refused, saying what
    was given (field ``state``), and so is a state where a player holds more Companies than any game gives
    (:data:`MAX_COMPANIES`, field ``cards``): a search of it would run for minutes."""
    from furnace_lab.engine.core.state import GameState
    from furnace_lab.planner.position import Position

    if isinstance(state, GameState):
        for player in range(state.num_players):
            checked_company_count(len(state.companies(player)), item=item)
        return state
    if isinstance(state, Position):
        raise DataError("expected an engine GameState, not a planner Position: 'position.to_state()' gives its state",
                        item=item, field="state",
                        pt="esperava-se um 'GameState' do motor, não uma 'Position' do planejador: "
                           "'position.to_state()' dá o estado dela")
    raise DataError(f"expected an engine GameState, not {_type_name(state)}", item=item, field="state",
                    pt=f"esperava-se um 'GameState' do motor, não {_type_name(state)!r}")


def checked_company_count(companies: int, item: str = "position") -> None:
    """Refuse more Companies than a player can win in a game (:data:`MAX_COMPANIES`), on the field ``cards``."""
    if companies > MAX_COMPANIES:
        raise DataError(f"a player holds 0 to {MAX_COMPANIES} Companies ({ROUNDS} rounds, at most "
                        f"{MAX_DISCS_PER_PLAYER} cards won a round, one per Capital disc), not {companies}",
                        item=item, field="cards",
                        pt=f"um jogador tem de 0 a {MAX_COMPANIES} Companhias ({ROUNDS} rodadas, no máximo "
                           f"{MAX_DISCS_PER_PLAYER} cartas arrematadas por rodada, uma por Disco de Capital), "
                           f"não {companies}")


def checked_manager_count(managers: int, item: str = "position") -> None:
    """Refuse more Managers than a player can win in a game (:data:`MAX_MANAGERS`), on the field ``managers``."""
    if managers > MAX_MANAGERS:
        raise DataError(f"a player holds 0 to {MAX_MANAGERS} Managers ({ROUNDS} rounds, at most {MAX_SCHOOLS} "
                        f"Business Schools each with one Manager, and the Personal Manager), not {managers}",
                        item=item, field="managers",
                        pt=f"um jogador tem de 0 a {MAX_MANAGERS} Gerentes ({ROUNDS} rodadas, no máximo "
                           f"{MAX_SCHOOLS} Escolas de Negócios com um Gerente cada, e o Gerente Pessoal), não "
                           f"{managers}")


def checked_player(player: Any, state: GameState | None = None, item: str = "state") -> int:
    """``player`` if it is a seat of ``state`` (0 .. players - 1), or with no state a seat number (0 or more)."""
    if state is None:
        if not _whole(player) or player < 0:
            raise DataError(f"player is a seat number (0, 1, ...), not {player!r}", item=item, field="player",
                            pt=f"o jogador é o número de um lugar à mesa (0, 1, ...), não {player!r}")
        return int(player)
    last = state.num_players - 1
    if not _whole(player) or not 0 <= player <= last:
        raise DataError(f"player must be 0..{last}, not {player!r}", item=item, field="player",
                        pt=f"o jogador deve ser de 0 a {last}, não {player!r}")
    return int(player)


def checked_valuation(valuation: Any, round_number: int, field: str = "valuation") -> Valuation:
    """``valuation``, or the round's default (:func:`~furnace_lab.planner.valuation.default_valuation`) for None."""
    if valuation is None:
        return default_valuation(round_number)
    if not isinstance(valuation, Valuation):
        raise DataError(f"expected a Valuation, such as Valuation(coal=1, iron=2), not {_type_name(valuation)}",
                        item="valuation", field=field,
                        pt=f"esperava-se uma valoração, como 'Valuation(coal=1, iron=2)', não "
                           f"{_type_name(valuation)!r}")
    return valuation


def checked_limit(limit: Any) -> int | None:
    """``limit``: a number of states a search may visit, 1 or more, or None for no limit."""
    if limit is not None and (not _whole(limit) or limit < 1):
        raise DataError(f"limit is a number of states, 1 or more (or None: no limit), not {limit!r}",
                        item="search", field="limit",
                        pt=f"o limite é um número de estados, 1 ou mais (ou None: sem limite), não {limit!r}")
    return limit


def checked_count(value: Any, field: str, item: str = "search") -> int | None:
    """``value``: a whole number, 0 or more (money held, Companies flipped), or None (the state's own)."""
    if value is not None and (not _whole(value) or value < 0):
        raise DataError(f"{field} is a whole number, 0 or more (or None: the state's own), not {value!r}",
                        item=item, field=field,
                        pt=f"'{field}' é um número inteiro, 0 ou mais (ou None: o do próprio estado), não {value!r}")
    return value


def checked_flag(value: Any, field: str, item: str = "search") -> bool:
    """``value`` if it is True or False; anything else (a text such as ``"no"``, 1, None) is refused rather than
    read as true or false."""
    if not isinstance(value, bool):
        raise DataError(f"{field} must be True or False, not {value!r}", item=item, field=field,
                        pt=f"'{field}' deve ser True ou False, não {value!r}")
    return value


def checked_deadline(deadline: Any) -> float | None:
    """``deadline``: seconds the search may take, 0 or more (a whole or decimal number), or None for no deadline
    (the exact answer, however long it takes). True/False, a text, a negative number and NaN are refused;
    infinity is no deadline."""
    ok = isinstance(deadline, int | float) and not isinstance(deadline, bool) and not math.isnan(deadline)
    if deadline is not None and (not ok or deadline < 0):
        raise DataError(f"deadline is a number of seconds, 0 or more (or None: no deadline), not {deadline!r}",
                        item="search", field="deadline",
                        pt=f"o prazo é um número de segundos, 0 ou mais (ou None: sem prazo), não {deadline!r}")
    if deadline is None or math.isinf(deadline):
        return None
    return float(deadline)


def checked_stop(stop: Any) -> Callable[[], bool] | None:
    """``stop``: None, or a callable taking nothing that says True once the search should end early."""
    if stop is not None and not callable(stop):
        raise DataError(f"stop is a function taking nothing and saying True to stop (or None), not {stop!r}",
                        item="search", field="stop",
                        pt=f"'stop' é uma função sem argumentos que diz True para parar (ou None), não {stop!r}")
    return stop
