"""Every rule ID the engine cites, in one table.

The engine never writes a rule ID as a bare string in its logic: it uses these UPPER_CASE names, so a test
can check that each one resolves in the rule index (``furnace_lab.rule(id)``) and a reader can see at a
glance which rules the engine applies. ``furnace.*`` IDs come from the base rules (seed ``002_…``, rule data
``furnace_lab/rules/data/furnace.toml``); ``furnace_lab.*`` IDs are the engine's documented choices where the
sources are silent (``furnace_lab/rules/data/engine.toml``).
"""

from __future__ import annotations

from typing import Final

# --- setup ------------------------------------------------------------------------------------------
SETUP_STARTUP: Final = "furnace.setup.startup"
SETUP_CAPITALIST: Final = "furnace.setup.capitalist"
CAPITALISTS_OPTIONAL: Final = "furnace.setup.capitalists-optional"
SETUP_DISCS: Final = "furnace.setup.discs"
NEUTRAL_DISC: Final = "furnace.setup.neutral-disc"
STARTING_RESOURCES: Final = "furnace.setup.starting-resources"
ROUND_COUNTER: Final = "furnace.setup.round-counter"
DECK_SHUFFLE: Final = "furnace.setup.deck-shuffle"
FIRST_PLAYER: Final = "furnace.setup.first-player"
RESOURCES_UNLIMITED: Final = "furnace.resources.unlimited"

# --- rounds -----------------------------------------------------------------------------------------
FOUR_ROUNDS: Final = "furnace.round.four-rounds"
PHASES: Final = "furnace.round.phases"
ROUND_END: Final = "furnace.round.end"
DISCS_RETURN: Final = "furnace.round.discs-return"

# --- auction ----------------------------------------------------------------------------------------
ROW_SIZE: Final = "furnace.auction.row-size"
CUT_DECK: Final = "furnace.auction.cut-deck"
CLOCKWISE: Final = "furnace.auction.clockwise"
PLACE_ONE_DISC: Final = "furnace.auction.place-one-disc"
SAME_PLAYER: Final = "furnace.auction.same-player"
SAME_VALUE: Final = "furnace.auction.same-value"
PASS_WHEN_BLOCKED: Final = "furnace.auction.pass-when-blocked"
LEFT_TO_RIGHT: Final = "furnace.auction.resolve-left-to-right"
HIGHEST_WINS: Final = "furnace.auction.highest-wins"
NO_DISCS_DISCARD: Final = "furnace.auction.no-discs-discard"

# --- compensation -----------------------------------------------------------------------------------
COMP_LOSERS: Final = "furnace.compensation.losers"
COMP_EXTRACTION: Final = "furnace.compensation.extraction"
COMP_PROCESSING: Final = "furnace.compensation.processing"
COMP_EARLIER_GAINS: Final = "furnace.compensation.earlier-gains"

# --- production -------------------------------------------------------------------------------------
SIMULTANEOUS: Final = "furnace.production.simultaneous"
EACH_CARD_ONCE: Final = "furnace.production.each-card-once"
NO_GOING_BACK: Final = "furnace.production.no-going-back"
ROWS_TOP_TO_BOTTOM: Final = "furnace.production.rows-top-to-bottom"
COMP_UNUSED: Final = "furnace.production.compensation-unused"
BASIC_SIDE: Final = "furnace.production.basic-side"
UPGRADED_SIDE: Final = "furnace.production.upgraded-side"
EXTRACTION: Final = "furnace.effects.extraction"
PROCESSING: Final = "furnace.effects.processing"
PROCESSING_LIMIT: Final = "furnace.effects.processing-limit"
STARTUP_NO_UPGRADE: Final = "furnace.startup.no-upgrade"
STARTUP_TOKEN: Final = "furnace.startup.upgrade-token"
STARTUP_UPGRADE: Final = "furnace.startup.upgrade"
UPGRADE_BEFORE_USE: Final = "furnace.upgrade.before-use"
UPGRADE_AFTER_USE: Final = "furnace.upgrade.after-use"

# --- end of game ------------------------------------------------------------------------------------
SCORING_END: Final = "furnace.scoring.end"
MOST_MONEY: Final = "furnace.scoring.most-money"
TIE_CARDS: Final = "furnace.scoring.tie-cards"
TIE_RESOURCES: Final = "furnace.scoring.tie-resources"

# --- two players, variants, Capitalists --------------------------------------------------------------
DUMMY: Final = "furnace.two-player.dummy"
DUMMY_CARDS: Final = "furnace.two-player.dummy-cards"
PRODUCTION_CHAIN: Final = "furnace.variant.production-chain"
CAP_REPEAT: Final = "furnace.capitalist.repeat-card"
CAP_PLUS_ONE: Final = "furnace.capitalist.compensation-plus-one"
CAP_UNRESTRICTED: Final = "furnace.capitalist.unrestricted-bids"
CAP_EXTRA_DISC: Final = "furnace.capitalist.extra-disc"
CAP_IRON: Final = "furnace.capitalist.iron-for-upgrade"

# --- the engine's documented choices (furnace_lab/rules/data/engine.toml) ----------------------------
ENGINE_COMP_ORDER: Final = "furnace_lab.compensation.order"
ENGINE_PLAYER_ORDER: Final = "furnace_lab.production.player-order"
ENGINE_DIE: Final = "furnace_lab.chance.die"
ENGINE_DUMMY_SEAT: Final = "furnace_lab.two-player.dummy-seat"
ENGINE_DECK_CUT: Final = "furnace_lab.setup.deck-cut"
ENGINE_SEEDED_SETUP: Final = "furnace_lab.setup.seeded"
ENGINE_PLAYER_COUNT: Final = "furnace_lab.setup.player-count"
ENGINE_ALL_CARDS: Final = "furnace_lab.production.all-cards"
ENGINE_FORCED: Final = "furnace_lab.choices.forced"
ENGINE_UNPRINTED_LIMIT: Final = "furnace_lab.production.unprinted-limit"
ENGINE_CHAIN_STARTUP: Final = "furnace_lab.chain.startup-in-line"
ENGINE_CHAIN_INSERT: Final = "furnace_lab.chain.insert-when-won"
ENGINE_REPEAT_TARGET: Final = "furnace_lab.capitalist.repeat-target"
ENGINE_RESOURCE_COUNT: Final = "furnace_lab.scoring.resource-count"
ENGINE_FULL_TIE: Final = "furnace_lab.scoring.full-tie"
ENGINE_RETURNS: Final = "furnace_lab.scoring.returns"
ENGINE_POSITION: Final = "furnace_lab.position.production-only"
ENGINE_TURN: Final = "furnace_lab.actions.whose-turn"

# --- Furnace: Interbellum (seed 000_..., rule data furnace_lab/rules/data/interbellum.toml) -------------
IB_MIX: Final = "interbellum.module.mix"
IB_NO_NEW_COMPANIES: Final = "interbellum.module.no-new-companies"
IB_NO_MANAGERS_PERSONAL: Final = "interbellum.module.no-managers-personal"
IB_NO_MANAGERS_EXTRA_COMPANY: Final = "interbellum.module.no-managers-extra-company"
IB_NO_VARIABLE_DISCS: Final = "interbellum.module.no-variable-discs"
IB_CAPITAL_GROWTH: Final = "interbellum.variant.capital-growth"
IB_CAPITAL_GROWTH_VALUE: Final = "interbellum.variant.capital-growth-value"
IB_CAPITAL_GROWTH_NO_PLUS_TWO: Final = "interbellum.variant.capital-growth-no-plus-two"
IB_CHAIN: Final = "interbellum.variant.production-chain"
IB_SETUP: Final = "interbellum.setup.supplements-base"
IB_DECK_ASSEMBLY: Final = "interbellum.setup.deck-assembly"
IB_DECK_SIZE: Final = "interbellum.setup.deck-size"
IB_QUICK_DECK: Final = "interbellum.setup.quick-deck"
IB_UNUSED_TO_BOX: Final = "interbellum.setup.unused-to-box"
IB_STARTUPS_CAPITALISTS: Final = "interbellum.setup.startups-capitalists"
IB_MIX_STARTUPS: Final = "interbellum.components.mix-startups-capitalists"
IB_ARTHUR_REPLACES: Final = "interbellum.capitalist.updated-arthur-replaces"
IB_SETUP_VARIABLE_DISC: Final = "interbellum.setup.variable-disc"
IB_EXTRA_COAL: Final = "interbellum.setup.extra-coal"
IB_VAR_BID: Final = "interbellum.variable-disc.bid"
IB_VAR_SPEND_COAL: Final = "interbellum.variable-disc.spend-coal"
IB_VAR_FIXED: Final = "interbellum.variable-disc.fixed"
IB_VAR_ABOVE_NINE: Final = "interbellum.variable-disc.above-nine"
IB_VAR_ZERO: Final = "interbellum.variable-disc.zero-bid"
IB_VAR_PLACEMENT: Final = "interbellum.variable-disc.placement"
IB_VAR_NAMED_VALUE: Final = "interbellum.variable-disc.named-value-ignored"
IB_VAR_RESET: Final = "interbellum.variable-disc.reset"
IB_PLUS_TWO: Final = "interbellum.capitalist.variable-plus-two"
IB_FIVE_ROW: Final = "interbellum.five-players.row"
IB_DELIVERY_ONCE: Final = "interbellum.delivery.once"
IB_DELIVERY_RECEIPT: Final = "interbellum.delivery.basic-on-receipt"
IB_DELIVERY_UPGRADE: Final = "interbellum.delivery.upgraded-on-upgrade"
IB_TEXT_ORDER: Final = "interbellum.text-effect.order"
IB_TEXT_NEITHER: Final = "interbellum.text-effect.neither"
IB_PERMANENT_ALWAYS: Final = "interbellum.permanent.always-on"
IB_PERMANENT_NEITHER: Final = "interbellum.permanent.neither"
IB_OUTBID_CARD: Final = "interbellum.components.outbid-iron-card"
IB_FOR_EACH_ACTIVE: Final = "interbellum.clarification.for-each-card-active"
IB_CONVERT_SELL_COMBINED: Final = "interbellum.clarification.convert-sell-combined"
IB_SINGLE_TYPE: Final = "interbellum.clarification.single-type-selling"
IB_EACH_TRANSACTION: Final = "interbellum.clarification.each-transaction"
IB_LIMIT_PLUS_ONE: Final = "interbellum.clarification.transaction-limit-plus-one"
IB_GAIN_PER_TRANSACTION: Final = "interbellum.clarification.gain-per-transaction"
IB_CONVERSION: Final = "interbellum.processing.conversion"
IB_SELLING: Final = "interbellum.processing.selling"
IB_UPGRADE_NEITHER: Final = "interbellum.upgrade.neither"
IB_RESOURCES: Final = "interbellum.resources.definition"
IB_ARTHUR: Final = "interbellum.capitalist.updated-arthur"
IB_ARTHUR_PAIR: Final = "interbellum.capitalist.updated-arthur"
IB_NEIGHBOUR: Final = "interbellum.capitalist.neighbour"
IB_NEIGHBOUR_CARD: Final = "interbellum.clarification.neighbour-card"
IB_COMPENSATOR: Final = "interbellum.capitalist.compensator"
IB_PERSONAL_MANAGER: Final = "interbellum.capitalist.personal-manager"
IB_SCHOOL_SPLIT: Final = "interbellum.business-school.split-compensation"
ENGINE_IB_EXTRA_COAL: Final = "furnace_lab.interbellum.extra-coal"
ENGINE_IB_VARIABLE_BID: Final = "furnace_lab.interbellum.variable-bid"
ENGINE_IB_SCHOOL_SPLIT: Final = "furnace_lab.interbellum.school-split"
ENGINE_IB_MANAGER_TIMING: Final = "furnace_lab.interbellum.manager-timing"
ENGINE_IB_EFFECT_READINGS: Final = "furnace_lab.interbellum.effect-readings"
ENGINE_IB_UNPLAYED_CAPITALISTS: Final = "furnace_lab.interbellum.unplayed-capitalists"
ENGINE_IB_TWO_PLAYER_DUMMY: Final = "furnace_lab.interbellum.two-player-dummy"

ALL_CITED: Final = tuple(
    value for name, value in sorted(globals().items()) if name.isupper() and isinstance(value, str) and "." in value
)
"""Every rule ID above (checked against the rule index by the tests)."""
