"""Capitalists that change what a production phase can make, as the money bound needs to know them.

Most Capitalists change the auction; four change production (``CAPITALIST_PRODUCTION``):

* ``repeat-card`` (``furnace.capitalist.repeat-card``): once per phase, pay 2 coal to use one card a second time;
* ``iron-for-upgrade`` (``furnace.capitalist.iron-for-upgrade``): pay iron instead of an upgrade token once
  the tokens are gone;
* ``compensation-before-production`` (``interbellum.capitalist.compensator``): a basic-side Company's
  compensation row may be resolved once before the Company's rows;
* ``use-neighbour-card`` (``interbellum.capitalist.neighbour``): once, use a Company of the player to your
  right, whose cards this graph does not hold: a bound from this graph leaves that card out and says so.

The others (``CAPITALIST_AUCTION_ONLY``) leave production as it is. A Capitalist is given as the card or its
``ability`` key.
"""

from __future__ import annotations

from typing import Final

from furnace_lab.cards.model import Capitalist
from furnace_lab.errors import DataError

CAPITALIST_PRODUCTION: Final = {
    "repeat-card": "furnace.capitalist.repeat-card",
    "iron-for-upgrade": "furnace.capitalist.iron-for-upgrade",
    "compensation-before-production": "interbellum.capitalist.compensator",
    "use-neighbour-card": "interbellum.capitalist.neighbour",
}
"""Capitalist abilities that change production, with the rule each cites."""

CAPITALIST_AUCTION_ONLY: Final = frozenset({
    "compensation-plus-one", "unrestricted-bids", "extra-disc", "variable-plus-two", "paired-extra-disc",
    # the Personal Manager arrives as a Manager of the tableau; several Managers on one card are allowed
    "personal-manager",
})

NOT_COUNTED: Final = {
    "use-neighbour-card": "the Company of the player to your right that this Capitalist lets you use once "
                          "(its cards are not in this graph)",
}
"""What a bound from the graph leaves out for a Capitalist, in plain words."""

NOT_COUNTED_PT: Final = {
    NOT_COUNTED["use-neighbour-card"]: "a Companhia do jogador à sua direita que este Capitalista deixa você usar "
                                       "uma vez (as cartas dele não estão neste grafo)",
}
""":data:`NOT_COUNTED`'s words in Portuguese, keyed by the English."""


def capitalist_ability(capitalist: Capitalist | str | None) -> str | None:
    """The ability key of a Capitalist (or the key itself); an unknown one raises DataError."""
    if capitalist is None:
        return None
    ability = capitalist.ability if isinstance(capitalist, Capitalist) else capitalist
    if not isinstance(ability, str) or not (ability in CAPITALIST_PRODUCTION or ability in CAPITALIST_AUCTION_ONLY):
        known = ", ".join(sorted({*CAPITALIST_PRODUCTION, *CAPITALIST_AUCTION_ONLY}))
        raise DataError(f"unknown Capitalist ability {ability!r}; expected one of {known}", field="capitalist")
    return ability
