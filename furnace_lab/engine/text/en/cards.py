"""Cards as the engine compiles them, in English: why a card row or a card saved in a state is refused (a
``DataError``; :mod:`furnace_lab.engine.core.cards`).

The same keys and placeholders as :mod:`furnace_lab.engine.text.pt.cards`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    "cards.not-played": "{effect} is a {kind} effect, which the base-game engine does not play",
    "cards.row-refused": "{effect}: {reason}",
    "cards.stored-payment": "paying with resources stored on the card is an Interbellum effect",
    "cards.school-first": "a Business School's first option must be an extraction",
    "cards.malformed-card": "malformed card definition: {error}",
    "cards.unknown-kind": "unknown card kind {kind}; expected 'company' or 'startup'",
    "cards.unknown-ability": "unknown ability {ability}",
    "cards.ability-params": "ability {ability} takes the parameters {params}",
    "cards.param-int": "expected a whole number at least 0, found {value}",
    "cards.param-resources": "expected resources such as '1 coal', found {value}",
    "cards.malformed-capitalist": "malformed Capitalist definition: {error}",
}
