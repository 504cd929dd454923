"""The game options' words in English: why :func:`~furnace_lab.engine.core.options.resolve_options` refuses a
request (an ``OptionsError``), why a Capitalist is left out, and each module's and variant's name.

The same keys and placeholders as :mod:`furnace_lab.engine.text.pt.options`; a value written ``{value}`` is what the
user gave, already quoted.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # the players and the seed
    "options.players-kind": "players must be a count (2-4) or a list of names, not {value}",
    "options.player-name": "each player name must be a non-empty string of at most 40 characters, not {value}",
    "options.names-differ": "player names must differ: {names}",
    "options.player-count": "Furnace is for 2-4 players (1 and 5 with Interbellum), not {count}",
    "options.one-needs-interbellum": "a game for {count} player needs Interbellum (interbellum=True or one of its "
                                     "modules); the base game is for 2-4",
    "options.count-needs-interbellum": "a game for {count} players needs Interbellum (interbellum=True or one of its "
                                       "modules); the base game is for 2-4",
    "options.seed": "seed must be a whole number, not {value}",
    # an option's name or value
    "options.unknown": "unknown option {value}{hint}",
    "options.unknown-close": " (did you mean {close}?)",
    "options.unknown-list": "; options are {names}",
    "options.bool": "{name} must be True or False, not {value}",
    "options.flag": "{name} must be True, False or None, not {value}",
    "options.ids-kind": "{name} must be a list of card ids, not {kind}",
    "options.ids-text": "{name} must hold card ids as strings, found {value}",
    "options.ids-twice": "{name} names a card twice: {ids}",
    "options.readings": "readings must map card ids (or 'card-id.field') to reading keys, as strings",
    "options.first-player": "first_player must be a player index 0..{last}, not {value}",
    # the cards dealt
    "options.few-startups": "the catalog has {have} Start-ups, fewer than the {count} players",
    "options.startups-per-player": "startups must name one Start-up per player ({count}), not {given}",
    "options.few-capitalists": "the catalog has {have} base Capitalists, fewer than the {count} players",
    "options.capitalists-off": "capitalist_ids were given but the Capitalists module is switched off "
                               "(capitalists=False)",
    "options.capitalists-per-player": "capitalist_ids must name one Capitalist per player ({count}), not {given}",
    "options.cap-needs-managers": "Capitalist {card} needs the Managers module",
    "options.cap-needs-variable-discs": "Capitalist {card} needs the variable discs module",
    "options.cap-not-in-growth": "Capitalist {card} is not used in the Capital Growth variant",
    "options.cap-needs-new-companies": "Capitalist {card} needs the new Companies",
    # the Company deck
    "options.ib-deck-short": "the Interbellum deck has too few Companies for {count} players ({needed} needed)",
    "options.deck-short": "a deck for {count} players needs at least {needed} Companies ({rounds} rounds of {row}), "
                          "not {given}",
    "options.catalog-short": "the catalog has {have} Companies in use; {count} players need {needed}",
    "options.catalog-short-extra": "the catalog has {have} Companies in use; {count} players need {needed} (one more "
                                   "per round with variable discs but no Managers: add the new Companies)",
    "options.families-need-companies": "families build the Interbellum deck: switch new_companies on",
    "options.families-kind": "families must map base Company ids to family names, as strings",
    "options.families-count": "the base Companies form {families} artwork piles; families names {given}",
    "options.family-small": "each family needs at least {least} cards; {family} has {given}",
    # the modules together
    "options.growth-needs-variable": "Capital Growth is a variant of the variable Capital discs: switch "
                                     "variable_discs on",
    "options.agent-two-players": "an Agent plays in two-player games (the solo game needs two)",
    "options.agent-needs-interbellum": "Agents are Interbellum cards: switch an Interbellum module on",
    "options.agent-kind": "agent must be an Agent id, not {value}",
    "options.agents-solo": "agents names the solo game's two Agents; with two players use agent=",
    "options.solo-agents-count": "the solo game has two Agents, left and right, not {given}",
    "options.solo-agent-cards": "the solo game needs two Agent cards in the catalog",
    "options.agent-schools-kind": "agent_schools must be True, False or None, not {value}",
    "options.agent-schools-agent": "agent_schools is a reading of the Agents' bids: it needs an Agent (agent= with "
                                   "two players, or the solo game)",
    "options.agent-schools-managers": "agent_schools needs the Business Schools: switch managers on",
    "options.module-count": "{module} is for {counts} players, not {count}",
    "options.module-count-one": "{module} is for {counts} players, not {count}",
    "options.counts-or": " or ",
    "options.module-requires": "{module} requires {need}",
    "options.module-excludes": "{module} cannot be combined with {other}",
    # the modules' and variants' names (options.MODULES)
    "options.module.base": "Furnace base game",
    "options.module.capitalists": "Capitalists",
    "options.module.two-player-dummy": "two-player dummy bidder",
    "options.module.production-chain": "Production Chain",
    "options.module.new_companies": "Interbellum Companies",
    "options.module.managers": "Managers and Business Schools",
    "options.module.variable_discs": "variable Capital discs",
    "options.module.new_capitalists": "Interbellum Start-ups and Capitalists",
    "options.module.capital-growth": "Capital Growth",
    "options.module.five-players": "five players",
    "options.module.solo": "solo game against two Agents",
    "options.module.two-player-agent": "two-player Agent",
    "options.module.agent-schools": "Agents' fallback bids may go to Business Schools",
}
