"""Interbellum's own phase: the fifth player's choice, a sub-phase of the auction before its first bid.

The fifth player keeps a Start-up, then a Capitalist (``choose``; interbellum.five-players.fifth-chooses), then the
first auction starts. The fifth-player module brings it (``RulesModule.phases`` in
:mod:`~furnace_lab.engine.interbellum.rules`), and registering the module puts it in the phase driver's table
(:mod:`~furnace_lab.engine.core.phases`), within the auction. Interbellum's other moves are the modules' own
``actions`` there too: the updated Arthur's pair of discs and the variable Capital disc in the auction, the
Managers' ``assign`` and ``manager`` in production. The Managers' leaving at the end of each round
(interbellum.manager.kept) is their ``round_end`` hook, run by the base game's "round end" phase.
"""

from __future__ import annotations

from furnace_lab.engine.base.base_phases import AUCTION_PHASE
from furnace_lab.engine.core.actions import ChooseCard
from furnace_lab.engine.core.phases import Phase
from furnace_lab.engine.interbellum.fifth import apply_choose, choices, picking, picks_run, start_picks

PICKS = Phase("picks", None, start_picks, choices, picks_run, AUCTION_PHASE.name, {ChooseCard: apply_choose},
              active=picking)
"""The fifth player's picks (registered within the auction by the fifth-player module)."""
