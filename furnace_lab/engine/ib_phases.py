"""Interbellum's parts of the phase table (:mod:`~furnace_lab.engine.phases`): its actions join the base phases,
and the fifth player's choice is a sub-phase before the first auction.

* auction: the updated Arthur's pair of discs (``pair``) and the variable Capital disc (``vbid``);
* picks (within the auction, before its first row): the fifth player keeps a Start-up, then a Capitalist
  (``choose``; interbellum.five-players.fifth-chooses), then the first auction starts;
* production: Managers are assigned (``assign``) and used (``manager``);
* managers leave (after the production, before the next round or the game's end): the Managers come back to their
  owners, who keep them (interbellum.manager.kept). A game without Managers passes straight through.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from furnace_lab.engine.actions import AssignManager, ChooseCard, ManagerUse, PairBid, VarBid
from furnace_lab.engine.auction import apply_pair
from furnace_lab.engine.base_phases import AUCTION_PHASE, PRODUCTION_PHASE
from furnace_lab.engine.fifth import apply_choose, choices, picking, picks_run, start_picks
from furnace_lab.engine.managers import apply_assign, clear_round
from furnace_lab.engine.managers import apply_use as apply_manager
from furnace_lab.engine.phases import Phase, add_actions, at_once, insert_after, no_actions, register
from furnace_lab.engine.variable import apply_vbid

if TYPE_CHECKING:
    from furnace_lab.engine.state import GameState

add_actions(AUCTION_PHASE.name, {PairBid: apply_pair, VarBid: apply_vbid})
add_actions(PRODUCTION_PHASE.name, {AssignManager: apply_assign, ManagerUse: apply_manager})


def managers_leave(s: GameState) -> None:
    """The end of a round with Managers: they leave their cards (interbellum.manager.kept)."""
    if s._managers:
        clear_round(s)


MANAGERS_LEAVE = insert_after(PRODUCTION_PHASE.name, Phase("managers leave", None, managers_leave, no_actions,
                                                           at_once, ""))
PICKS = register(Phase("picks", None, start_picks, choices, picks_run, AUCTION_PHASE.name,
                       {ChooseCard: apply_choose}, active=picking), within=AUCTION_PHASE.name)
