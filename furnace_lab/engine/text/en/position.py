"""A production position's words in English: why :func:`~furnace_lab.engine.position.production_position` refuses a
request (an ``OptionsError``).

The same keys and placeholders as :mod:`furnace_lab.engine.text.pt.position`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    "position.companies-kind": "companies must be a list of card ids or (card id, upgraded) pairs",
    "position.company-item": "expected a card id or a (card id, upgraded) pair, found {item}",
    "position.company-twice": "a Company is listed twice: {ids}",
    "position.bad-resources": "bad resources: {problem}",
    "position.resources-kind": "resources must be a Bundle or a mapping such as {{'coal': 2}}, not {kind}",
    "position.round": "round must be 1..{rounds}, not {value}",
    "position.chain-kind": "production_chain must be True or False",
    "position.name": "name must be a non-empty string",
    "position.capitalist": "unknown Capitalist {value}; give a base Capitalist id or one of {abilities}",
    "position.startup-position": "startup_position must be 0..{last}",
    "position.managers-kind": "managers must be a list of Manager ids",
    "position.stored-kind": "stored must map card ids to resources such as '2 coal'",
    "position.stored-amount": "stored resources must be written like '2 coal' or given as a Bundle, not {value} "
                              "(card {card})",
    # what is wrong with a mapping of resources: English says it in the card module's own words (Bundle.of's
    # error); these are the same reasons for the tables' other languages
    "position.resource-name-kind": "resource names must be text, not {key}",
    "position.resource-unknown": "unknown resource {name}; expected one of {names}",
    "position.resource-amount-kind": "the amount of {resource} ({name}) must be a whole number, not {value}",
    "position.resource-negative": "the amount of {resource} ({name}) cannot be negative, found {value}",
}
