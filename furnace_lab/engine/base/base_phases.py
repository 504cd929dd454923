"""The base game's phases, as the phase driver (:mod:`~furnace_lab.engine.core.phases`) runs them.

=============  ==========  =====================  ========================================  =====================
phase          code        starts with            waits for                                 what follows
=============  ==========  =====================  ========================================  =====================
auction        AUCTION     the row is revealed    a bid, or the dummy's die                 resolution
resolution     RESOLUTION  its first card         a compensation, a chain insertion         production
production     PRODUCTION  the first producer     a card, a run, an upgrade, done           round end
round end      (none)      the round_end hooks    nothing                                   game end / next round
next round     (none)      the token passes       nothing                                   auction
game end       OVER        money is counted       nothing (the game is over)                nothing
=============  ==========  =====================  ========================================  =====================

After the production the round ends: the modules' ``round_end`` hooks run (:mod:`~furnace_lab.engine.core.hooks`;
Interbellum's Managers leave their cards there). Then the game ends after the fourth round, or at once in a
production-only position; otherwise the next round begins (:func:`~furnace_lab.engine.base.rounds.after_round`). A
game starts in the auction (:func:`~furnace_lab.engine.base.setup.new_game`), a production-only position in the
production (:func:`~furnace_lab.engine.position.production_position`). Interbellum's modules add their own actions
and the five-player choice before the first auction when they are registered (``RulesModule.actions``,
``RulesModule.phases``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from furnace_lab.engine.base.auction import advance, apply_bid, apply_roll, legal_bids, start_auction
from furnace_lab.engine.base.production import (
    apply_done,
    apply_repeat,
    apply_run,
    apply_upgrade,
    apply_use,
    legal_production,
    start_production,
    step,
)
from furnace_lab.engine.base.resolution import (
    apply_compensate,
    apply_insert,
    legal_resolution,
    resolve,
    start_resolution,
)
from furnace_lab.engine.base.rounds import after_round, end_game, next_round, placings, ranking, returns
from furnace_lab.engine.core.actions import (
    Bid,
    Compensate,
    Done,
    InsertCard,
    RepeatCard,
    Roll,
    Run,
    UpgradeCard,
    UseCard,
)
from furnace_lab.engine.core.constants import AUCTION, OVER, PRODUCTION, RESOLUTION
from furnace_lab.engine.core.phases import Phase, at_once, never, no_actions, register, register_results

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState

AUCTION_PHASE = register(Phase(
    "auction", AUCTION, start_auction, legal_bids, advance, "resolution",
    {Bid: apply_bid, Roll: apply_roll}))
RESOLUTION_PHASE = register(Phase(
    "resolution", RESOLUTION, start_resolution, legal_resolution, resolve, "production",
    # a token's upgrade decision opened in the resolution takes production's actions (furnace_lab.interbellum.
    # token-upgrade): they are registered with the production
    {Compensate: apply_compensate, InsertCard: apply_insert}))
PRODUCTION_PHASE = register(Phase(
    "production", PRODUCTION, start_production, legal_production, step, "round end",
    {UseCard: apply_use, Run: apply_run, UpgradeCard: apply_upgrade, RepeatCard: apply_repeat, Done: apply_done}))


def end_of_round(s: GameState) -> None:
    """The round is over (furnace.round.end): every module plugged in at ``round_end`` runs (none in a base game)."""
    for hook in s._g.module_hooks.round_end:
        hook(s)


ROUND_END = register(Phase("round end", None, end_of_round, no_actions, at_once, after_round))
NEXT_ROUND = register(Phase("next round", None, next_round, no_actions, at_once, "auction"))
GAME_END = register(Phase("game end", OVER, end_game, no_actions, never, "game end"))
"""The end of the game waits for ever: nothing follows it (its ``follow`` is never asked)."""

register_results(ranking, placings, returns)
