"""What Capitalist and Agent cards may say: the closed lists the engine implements.

A **Capitalist** card changes one rule for its owner. The catalog does not describe that change in
notation: it names it with an ``ability`` key, and the engine has one piece of code per key. The table
:data:`CAPITALIST_ABILITIES` lists every key, the expansion it comes from, the parameters its card must
give (a bundle in the card notation, such as ``"2 coal"``, or a whole number) and the rule ID it applies.

An **Agent** card (Interbellum, 1 and 2 players) drives the non-player bidder. Its strategy is a few
choices from the lists below: which Company cards it targets, which disc it bids, where it bids when no
card fits, the money it takes instead of each compensation transaction, and its production income.

Some cards belong to a module of the expansion and must be left out without it (rulebook 000,
"Individual Modules"); their ``requires`` names modules from :data:`REQUIRABLE_MODULES`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from furnace_lab.cards.resources import RESOURCES


@dataclass(frozen=True, slots=True)
class AbilitySpec:
    """One Capitalist ability: where it comes from, its parameters (name → "bundle" or "int"), its rule."""

    expansion: str
    params: tuple[tuple[str, str], ...]
    rule_id: str
    en: str


CAPITALIST_ABILITIES: Final = {
    "repeat-card": AbilitySpec(
        "base", (("cost", "bundle"),), "furnace.capitalist.repeat-card",
        "once per production phase, pay the cost to use one of your cards again",
    ),
    "compensation-plus-one": AbilitySpec(
        "base", (), "furnace.capitalist.compensation-plus-one",
        "your disc counts 1 higher when you receive compensation",
    ),
    "unrestricted-bids": AbilitySpec(
        "base", (), "furnace.capitalist.unrestricted-bids",
        "place discs ignoring the same-value and same-player limits; in a tie you are compensated",
    ),
    "extra-disc": AbilitySpec(
        "base", (("value", "int"),), "furnace.capitalist.extra-disc",
        "an extra disc of the given value in your colour, placed like any other",
    ),
    "iron-for-upgrade": AbilitySpec(
        "base", (), "furnace.capitalist.iron-for-upgrade",
        "pay iron instead of an upgrade token once you have no upgrade tokens left",
    ),
    "compensation-before-production": AbilitySpec(
        "interbellum", (), "interbellum.capitalist.compensator",
        "before using a non-upgraded Company in production, you may resolve its compensation row once",
    ),
    "variable-plus-two": AbilitySpec(
        "interbellum", (("bonus", "int"),), "interbellum.capitalist.variable-plus-two",
        "your variable disc is worth the coal spent plus the bonus",
    ),
    "personal-manager": AbilitySpec(
        "interbellum", (), "interbellum.capitalist.personal-manager",
        "you have the Personal Manager and may put several Managers on one card",
    ),
    "use-neighbour-card": AbilitySpec(
        "interbellum", (("cost", "bundle"),), "interbellum.capitalist.neighbour",
        "once at the end of each production phase, pay the cost to use a Company of the player to your right",
    ),
    "paired-extra-disc": AbilitySpec(
        "interbellum", (("value", "int"),), "interbellum.capitalist.updated-arthur",
        "an extra disc of the given value, bid together with one of your other discs on a different card",
    ),
}
"""Every Capitalist ``ability`` key the engine implements."""

REQUIRABLE_MODULES: Final = {
    "new_companies": "the 24 Interbellum Company cards",
    "managers": "Manager tokens and Business School cards",
    "variable_discs": "the variable Capital discs",
}
"""Interbellum modules a card can require (rulebook 000, "Individual Modules")."""

REQUIRABLE_MODULES_PT: Final = {
    "new_companies": "as 24 novas Companhias",
    "managers": "Gerentes e Escolas de Negócios",
    "variable_discs": "Discos de Capital variáveis",
}
"""The modules' names on a Portuguese card face."""

AGENT_TARGETS: Final = ("any", *RESOURCES)
"""An Agent targets any Company, or only Companies showing this resource symbol."""

AGENT_BIDS: Final = ("highest", "lowest")
"""Which of its legal discs an Agent places on its target card."""

AGENT_FALLBACKS: Final = ("rightmost", "next")
"""Where an Agent bids when no card fits its target: the rightmost suitable card, or the next legal card."""

AGENT_INCOME_BASES: Final = ("manager", "company", *(f"symbol:{name}" for name in RESOURCES))
"""What an Agent's production income counts: its Managers, its Companies, or a symbol on its Companies."""

AGENT_WORDS_PT: Final = {
    "any": "qualquer Companhia",
    "highest": "o mais alto",
    "lowest": "o mais baixo",
    "rightmost": "a carta adequada mais à direita",
    "next": "a próxima carta em que puder",
    "manager": "Marcador de Gerente",
    "company": "Carta de Companhia",
}
"""An Agent's strategy words on a Portuguese card face (a resource target reads "Companhias com ferro")."""
