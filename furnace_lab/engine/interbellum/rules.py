"""Interbellum's modules as :class:`~furnace_lab.engine.core.hooks.RulesModule` objects: each one's functions at
the named hooks of the base rules, its own moves and sub-phases (``actions``, ``phases``), and when a game uses it.

``furnace_lab/engine/rulesets.py`` registers them; a game asks each one once, when its fixed part is built,
whether it is in use (:func:`~furnace_lab.engine.core.hooks.module_hooks_for`). The base phases call the hooks and
never import this file. A module that keeps state of its own carries its part of the state
(:class:`~furnace_lab.engine.core.module_parts.StatePart`, one file each: ``permanent_state``, ``variable_state``,
``managers_state``, ``agents_state``, ``fifth_state``, ``paired_state``):

* **the expansion's cards**: which Capitalists are dealt, the pools and the assembled deck, at the dealing's hooks
  (``playable_capitalist``, ``expansion_pools``, ``assemble_deck``; interbellum.setup.startups-capitalists,
  interbellum.setup.deck-assembly); the Agents' and the Managers' dealing sit with their modules below (``agent_info``,
  ``deal_managers``);
* **permanent effects** (new Companies): the game's tables of who prints which (``spec_ready``), each line's
  groups (``lines_dealt``); a leader's card that stores resources when its leader is outbid (``on_outbid``,
  interbellum.permanent.*); a compensation's extraction and sale bonuses, stores and upgrades (``compensated``), and
  a card won joining its line (``card_joined``; interbellum.compensation);
  interbellum.permanent.*); in production, the bonuses on an extraction (``extraction_done``), a selling row's
  higher limit (``limit_bonus``), the bonuses per sale and an upgrade on a token gained (``processing_done``);
* **deliveries** (new Companies): a card's basic delivery resolved as soon as it is received (``card_received``,
  interbellum.delivery.*), its upgraded side's as soon as it is upgraded, where coal paid for the upgrade may be
  stored too (``card_upgraded``, interbellum.delivery.upgraded-on-upgrade);
* **variable Capital discs**: back to their owners, reset to 0, as each auction starts (``round_start``,
  interbellum.variable-disc.reset); a seat holding its variable disc bids with it too (``variable_bids``, and in
  the updated Arthur's pair bids ``variable_values``; interbellum.variable-disc.bid);
* **Managers and Business Schools**: the schools join the row and a Manager is dealt onto each when the row is
  revealed (``row_revealed``, interbellum.business-school.end-of-row, interbellum.business-school.manager-each-round);
  a school nobody bid on keeps its place and its Manager is discarded (``unbid_card``), the highest disc on a
  school takes its Manager (``card_won``); the Managers come back to their owners at the end of the round
  (``round_end``, interbellum.manager.kept);
* **the updated Arthur's extra disc** is placed with her other disc by the auction's ``pair`` action, the module's
  own move (its ``actions``); it carries its part of the state (interbellum.capitalist.updated-arthur);
* **the fifth player** chooses their Start-up and Capitalist before the first bid: the module's sub-phase of the
  auction (its ``phases``: :data:`~furnace_lab.engine.interbellum.ib_phases.PICKS`), not a hook
  (interbellum.five-players.fifth-chooses);
* **Agents** (two players, solo): the Agent chooses its card instead of the dummy's die rule (``dummy_target``,
  interbellum.agent.*), takes money for a compensation (``nonplayer_compensated``) and keeps the cards it wins
  (``nonplayer_won``); it gains its money when the production starts (``production_start``,
  interbellum.agent.production-money); at the game's end its money is compared with the players' (``game_end``,
  ``places_ahead``; interbellum.agent.richer-than-all, interbellum.solo.goal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from furnace_lab.engine.base.auction import apply_pair
from furnace_lab.engine.base.base_phases import AUCTION_PHASE, PRODUCTION_PHASE
from furnace_lab.engine.core.actions import AssignManager, ManagerUse, PairBid, VarBid
from furnace_lab.engine.core.hooks import RulesModule
from furnace_lab.engine.interbellum import (
    agents_state,
    fifth_state,
    managers_state,
    paired_state,
    permanent_state,
    variable_state,
)
from furnace_lab.engine.interbellum.agent import AgentInfo, agents_ahead, compensated, production, target, verdict, won
from furnace_lab.engine.interbellum.business_schools import deal_to_schools, school_empty, school_won
from furnace_lab.engine.interbellum.compensation import on_compensation, on_joined
from furnace_lab.engine.interbellum.effects import on_receipt, on_upgrade
from furnace_lab.engine.interbellum.expansion import assemble_deck, expansion_ids, playable_capitalist
from furnace_lab.engine.interbellum.ib_phases import PICKS
from furnace_lab.engine.interbellum.manager_deal import deal_managers
from furnace_lab.engine.interbellum.manager_placing import apply_assign, clear_round
from furnace_lab.engine.interbellum.manager_uses import apply_use
from furnace_lab.engine.interbellum.permanent import (
    after_extraction,
    after_processing,
    limit_bonus,
    on_outbid,
    refresh_held,
    spec_tables,
)
from furnace_lab.engine.interbellum.variable import apply_vbid, pair_values, reset, with_var_bids

if TYPE_CHECKING:
    from furnace_lab.engine.core.spec import GameSpec
    from furnace_lab.engine.core.state import GameState


def _schools_join_the_row(s: GameState) -> None:
    """The Business Schools at the very end of the row, a Manager dealt onto each."""
    g = s._g
    if g.schools:
        s._row = (*s._row, *g.schools)
        deal_to_schools(s)


def _deliveries_on_receipt(s: GameState, seat: int, card: int) -> None:
    """A card just received: its basic side's delivery is resolved at once (interbellum.delivery.*)."""
    ib = s._g.ib_rows[card]
    if ib is not None and ib.delivery[0] is not None:  # most cards have no delivery
        on_receipt(s, seat, card)


def _school_unbid(s: GameState, card: int) -> bool:
    """A Business School with no discs stays in the row; its Manager is discarded."""
    if s._g.school_mask >> card & 1:
        school_empty(s, card)
        return True
    return False


def _school_won(s: GameState, seat: int, card: int, value: int) -> bool:
    """The highest disc on a Business School takes its Manager; the card stays."""
    if s._g.cards[card].school is not None:
        school_won(s, seat, card)
        return True
    return False


def _managers_come_back(s: GameState) -> None:
    if s._managers:
        clear_round(s)


def _agents_produce(s: GameState) -> None:
    if s._agents:
        production(s)


def _agents_verdict(s: GameState) -> None:
    if s._agents:
        verdict(s)


def _uses_managers(g: GameSpec) -> bool:
    return bool(g.managers or g.schools)


def _uses_permanent(g: GameSpec) -> bool:
    return bool(g.ib)


def _uses_variable_discs(g: GameSpec) -> bool:
    return bool(g.var)


def _uses_fifth_player(g: GameSpec) -> bool:
    return bool(g.picks)


def _never(g: GameSpec) -> bool:
    """The expansion's cards bring only dealing hooks (no hook of a game's own)."""
    return False


def _uses_agents(g: GameSpec) -> bool:
    return bool(g.agents)


def _uses_paired_disc(g: GameSpec) -> bool:
    return bool(g.paired)


PERMANENT_EFFECTS = RulesModule("permanent effects", ("new_companies",), _uses_permanent,
                                {"spec_ready": spec_tables, "lines_dealt": refresh_held, "on_outbid": on_outbid,
                                 "compensated": on_compensation, "card_joined": on_joined,
                                 "extraction_done": after_extraction, "limit_bonus": limit_bonus,
                                 "processing_done": after_processing}, permanent_state.PART)
DELIVERIES = RulesModule("deliveries", ("new_companies",), _uses_permanent,
                         {"card_received": _deliveries_on_receipt, "card_upgraded": on_upgrade})
VARIABLE_DISCS = RulesModule("variable Capital discs", ("variable_discs",), _uses_variable_discs,
                             {"round_start": reset, "variable_bids": with_var_bids, "variable_values": pair_values},
                             variable_state.PART, actions={AUCTION_PHASE.name: {VarBid: apply_vbid}})
MANAGERS = RulesModule("Managers and Business Schools", ("managers",), _uses_managers,
                       {"row_revealed": _schools_join_the_row, "unbid_card": _school_unbid, "card_won": _school_won,
                        "round_end": _managers_come_back, "deal_managers": deal_managers}, managers_state.PART,
                       actions={PRODUCTION_PHASE.name: {AssignManager: apply_assign, ManagerUse: apply_use}})
AGENTS = RulesModule("Agents", ("two-player-agent", "solo"), _uses_agents,
                     {"dummy_target": target, "nonplayer_compensated": compensated, "nonplayer_won": won,
                      "production_start": _agents_produce, "game_end": _agents_verdict, "places_ahead": agents_ahead,
                      "agent_info": AgentInfo}, agents_state.PART)
FIFTH_PLAYER = RulesModule("fifth player", ("five-players",), _uses_fifth_player, {}, fifth_state.PART,
                           phases=((PICKS, AUCTION_PHASE.name),))
PAIRED_DISC = RulesModule("the updated Arthur's extra disc", ("new_capitalists",), _uses_paired_disc, {},
                          paired_state.PART, actions={AUCTION_PHASE.name: {PairBid: apply_pair}})
EXPANSION_CARDS = RulesModule("Interbellum's cards", ("new_companies", "new_capitalists"), _never,
                              {"playable_capitalist": playable_capitalist, "expansion_pools": expansion_ids,
                               "assemble_deck": assemble_deck})
RULES = (EXPANSION_CARDS, PERMANENT_EFFECTS, DELIVERIES, VARIABLE_DISCS, MANAGERS, AGENTS, FIFTH_PLAYER, PAIRED_DISC)
"""Interbellum's modules, in the order they are registered. A module's state keys are saved in this order
(``variable_discs``, ``managers``, ``agents``, ``pick``, ``paired``: the saved format's order)."""
