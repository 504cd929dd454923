"""The base rules' phrases in English (``base.*``): the refusals of production and the auction's resolution, the
Capitalists' abilities and setup errors, and the log lines those modules write (``base/production.py``,
``base/resolution.py``, ``base/capitalists.py``, ``base/setup.py``).

The same keys and placeholders as :mod:`furnace_lab.engine.text.pt.base`. A ``base.log.*`` template numbers its
values (``{0}``, ``{1}``…): the log keeps it as a :class:`~furnace_lab.engine.core.logtext.LogText` and fills it in
when the log is read.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # production: why_not_production()
    "base.production.other-phase": "it is the production phase: use your cards ('use CARD', 'run N', "
                                   "'upgrade CARD', 'done')",
    "base.production.finish-row": "finish {card}'s '{row}' first",
    "base.production.finish-run": "finish {card} first: choose how often to run '{row}' ('run N')",
    "base.production.finish-upgrade-row": "finish {card}'s upgrade row first ('upgrade CARD' or 'done')",
    "base.production.run-limit": "'{row}' may run at most {times}",
    "base.production.run-unaffordable": "you can pay for only {runs} of '{row}'",
    "base.production.run-one": "{count} run",
    "base.production.run-many": "{count} runs",
    "base.production.cards-left": "every card must be resolved before you finish production",
    "base.production.upgrade-on-startup": "upgrades are made on your Start-up's upgrade row: use your Start-up "
                                          "first",
    "base.production.no-processing-row": "no processing row is being resolved: choose a card to use",
    "base.production.not-your-card": "{card} is not one of your cards",
    "base.production.card-used": "{card} was already used this production phase",
    "base.production.chain-next": "the chain runs strictly left to right: {card} is next",
    "base.production.neighbour-only": "once at the end of production, pay 1 iron to resolve a Company of the "
                                      "player to your right",
    "base.production.repeat-capitalist-only": "only the repeat-card Capitalist may use a card again",
    "base.production.repeat-done": "you already used a card again this production phase",
    "base.production.repeat-not-used": "{card} is not one of your cards used this phase",
    "base.production.repeat-cost": "using a card again costs 2 coal",
    "base.production.not-your-company": "{card} is not one of your Companies",
    "base.production.startup-no-upgrade": "Start-ups cannot be upgraded",
    "base.production.already-upgraded": "{card} is already upgraded",
    "base.production.upgrade-row-limit": "this row upgrades at most {count} Companies",
    "base.production.upgrade-unaffordable": "an upgrade costs {cost}; you cannot pay it",
    # production: whose card the neighbour Capitalist resolves
    "base.production.of-player": "of {name}",
    "base.production.of-agent": "of the Agent {agent}",
    # resolution: why_not_resolution()
    "base.resolution.insert-first": "first place {card} in your line ('insert {card}@P')",
    "base.resolution.insert-which": "the card to place is {card}, not {other}",
    "base.resolution.insert-past-end": "your line will have {size} cards; position {position} is past its end",
    "base.resolution.token-upgrade-first": "first decide the upgrades for the upgrade token just gained "
                                           "('upgrade CARD' or 'done')",
    "base.resolution.comp-due": "a compensation choice is due: 'comp N' runs the card's top row N times",
    "base.resolution.comp-disc-limit": "your disc {value} allows at most {units} runs",
    "base.resolution.comp-unaffordable": "you hold enough to pay for only {can} runs (no spending future income)",
    # Capitalists: each ability in a few words
    "base.capitalist.ability.paired-extra-disc": "an extra disc worth 2, placed together with another disc on a "
                                                 "different card",
    "base.capitalist.ability.use-neighbour-card": "pay 1 iron to resolve a Company of the player to your right, at "
                                                  "the end of production",
    "base.capitalist.ability.variable-plus-two": "variable disc worth the coal spent plus 2",
    "base.capitalist.ability.compensation-before-production": "resolve a non-upgraded Company's compensation once "
                                                              "before using it",
    "base.capitalist.ability.personal-manager": "the Personal Manager, and several Managers on one card",
    "base.capitalist.ability.repeat-card": "use a card again (2 coal, once per production phase)",
    "base.capitalist.ability.compensation-plus-one": "disc counts 1 higher for compensation",
    "base.capitalist.ability.unrestricted-bids": "bids free of the value and player limits",
    "base.capitalist.ability.extra-disc": "an extra Capital disc worth 2",
    "base.capitalist.ability.iron-for-upgrade": "iron instead of an upgrade token once tokens run out",
    # Capitalists: a card the engine cannot play (OptionsError)
    "base.capitalist.unknown-ability": "Capitalist {cap} has ability {ability}, which is not a base-game ability; "
                                       "the base engine plays {abilities}",
    "base.capitalist.bad-cost": "Capitalist {cap}: bad cost {cost}: {why}",
    "base.capitalist.cost-expected": "expected an amount of resources, such as '2 coal'",
    "base.capitalist.cost-not-resources": "Capitalist {cap}: cost must be resources such as '2 coal'",
    "base.capitalist.disc-value": "Capitalist {cap}: extra disc value must be {low}..9, not {value}",
    # setup (OptionsError)
    "base.setup.not-a-catalog": "catalog must be a card Catalog (as 'furnace_lab.cards.load_catalog()' gives), "
                                "not {kind}",
    "base.setup.readings-own-catalog": "readings choose between the package catalog's readings; with your own "
                                       "catalog, build it with the readings you want",
    "base.setup.readings-not-a-map": "readings must map card ids (or 'card-id.field') to reading keys",
    # the log
    "base.log.extra-coal": "Each player takes 1 extra coal (Interbellum setup).",
    "base.log.variable-disc": "Each player takes a variable Capital disc set to 0.",
    "base.log.compensator": "{0} may first resolve {1}'s compensation row once ({2}).",
    "base.log.neighbour": "{name} pays {cost} to resolve {card} {whose} (its Managers too, not its permanent "
                          "effects).",
    "base.log.school-split": "{0} splits the compensation of {2} (transactions: {1}): {3} to the second option, "
                             "{4} to the first.",
}
"""Phrase key → English template."""
