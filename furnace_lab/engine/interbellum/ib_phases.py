"""Interbellum's parts of the phase table (:mod:`~furnace_lab.engine.core.phases`): its actions join the base phases,
and the fifth player's choice is a sub-phase before the first auction.

* auction: the updated Arthur's pair of discs (``pair``) and the variable Capital disc (``vbid``);
* picks (within the auction, before its first row): the fifth player keeps a Start-up, then a Capitalist
  (``choose``; interbellum.five-players.fifth-chooses), then the first auction starts;
* production: Managers are assigned (``assign``) and used (``manager``).

The Managers' leaving at the end of each round (interbellum.manager.kept) is their ``round_end`` hook
(:mod:`~furnace_lab.engine.interbellum.rules`), run by the base game's "round end" phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from furnace_lab.engine.base.auction import apply_pair
from furnace_lab.engine.base.base_phases import AUCTION_PHASE, PRODUCTION_PHASE
from furnace_lab.engine.core.actions import AssignManager, ChooseCard, ManagerUse, PairBid, VarBid
from furnace_lab.engine.core.phases import Phase, add_actions, register
from furnace_lab.engine.interbellum.fifth import apply_choose, choices, picking, picks_run, start_picks
from furnace_lab.engine.interbellum.manager_placing import apply_assign
from furnace_lab.engine.interbellum.manager_uses import apply_use as apply_manager
from furnace_lab.engine.interbellum.variable import apply_vbid

if TYPE_CHECKING:
    pass

add_actions(AUCTION_PHASE.name, {PairBid: apply_pair, VarBid: apply_vbid})
add_actions(PRODUCTION_PHASE.name, {AssignManager: apply_assign, ManagerUse: apply_manager})


PICKS = register(Phase("picks", None, start_picks, choices, picks_run, AUCTION_PHASE.name,
                       {ChooseCard: apply_choose}, active=picking), within=AUCTION_PHASE.name)
