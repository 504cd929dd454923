"""The five base-game Capitalists, as switches the rest of the engine reads.

A Capitalist changes one rule for its owner (furnace.setup.capitalist). Rather than scattering checks for
each card through the auction and production code, every ability is turned here, once per game, into a few
plain values per seat — the *hooks* the other modules consult:

==========================  ======================================================  =========================
ability                     what changes                                            hook
==========================  ======================================================  =========================
``repeat-card``             once per production phase, pay 2 coal to use one of     ``repeat_cost``
                            your cards again (upgraded side if upgraded meanwhile)
``compensation-plus-one``   your disc counts 1 higher when you receive compensation ``comp_bonus``
``unrestricted-bids``       ignore the same-value and same-player limits; in a tie  ``unrestricted``
                            for highest the opponent takes the card
``extra-disc``              an extra "2" disc of your colour, placed like any other ``extra_discs``
``iron-for-upgrade``        pay iron instead of an upgrade token, only when you     ``token_substitute``
                            have no tokens left
==========================  ======================================================  =========================

The Interbellum abilities (and the updated Arthur) plug in by adding rows to :data:`ABILITIES` and hooks
where they act; the base engine refuses them with a clear error.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from furnace_lab.cards.notation import parse_bundle
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.cards import CapitalistInfo, Pairs, pairs
from furnace_lab.engine.core.constants import IRON
from furnace_lab.engine.core.spec import register_seat_hooks
from furnace_lab.engine.text import Cited, cited, say
from furnace_lab.errors import NotationError, OptionsError


@dataclass(frozen=True, slots=True)
class Hooks:
    """The rule changes one seat's Capitalist makes (all neutral for a seat without one)."""

    rule_id: str | None = None
    comp_bonus: int = 0
    unrestricted: bool = False
    extra_discs: tuple[int, ...] = ()
    token_substitute: int | None = None
    repeat_cost: Pairs | None = None
    comp_first: bool = False
    """Interbellum: may resolve a non-upgraded Company's compensation row once before using it."""
    several_managers: bool = False
    """Interbellum: the Personal Manager, and several Managers on one card."""
    paired_disc: int | None = None
    """Interbellum, updated Arthur: an extra disc of this value, placed only together with another disc."""
    neighbour_cost: Pairs | None = None
    """Interbellum: once at the end of production, pay this to resolve a Company of the player to your right."""


NO_HOOKS: Final = Hooks()

ABILITIES: Final = {
    "repeat-card": Hooks(rule_id=R.CAP_REPEAT, repeat_cost=((0, 2),)),
    "compensation-plus-one": Hooks(rule_id=R.CAP_PLUS_ONE, comp_bonus=1),
    "unrestricted-bids": Hooks(rule_id=R.CAP_UNRESTRICTED, unrestricted=True),
    "extra-disc": Hooks(rule_id=R.CAP_EXTRA_DISC, extra_discs=(2,)),
    "iron-for-upgrade": Hooks(rule_id=R.CAP_IRON, token_substitute=IRON),
    # Interbellum (seed 000): the +2 bonus itself is read from the card by the variable disc (GameSpec.var_bonus)
    "variable-plus-two": Hooks(rule_id=R.IB_PLUS_TWO),
    "compensation-before-production": Hooks(rule_id=R.IB_COMPENSATOR, comp_first=True),
    "personal-manager": Hooks(rule_id=R.IB_PERSONAL_MANAGER, several_managers=True),
    "use-neighbour-card": Hooks(rule_id=R.IB_NEIGHBOUR, neighbour_cost=((IRON, 1),)),
    "paired-extra-disc": Hooks(rule_id=R.IB_ARTHUR, paired_disc=2),
}
"""Ability key → its hooks with the base card's printed numbers (a card's params may override them)."""

ABILITY_WORDS: Final = {
    "paired-extra-disc": "base.capitalist.ability.paired-extra-disc",
    "use-neighbour-card": "base.capitalist.ability.use-neighbour-card",
    "variable-plus-two": "base.capitalist.ability.variable-plus-two",
    "compensation-before-production": "base.capitalist.ability.compensation-before-production",
    "personal-manager": "base.capitalist.ability.personal-manager",
    "repeat-card": "base.capitalist.ability.repeat-card",
    "compensation-plus-one": "base.capitalist.ability.compensation-plus-one",
    "unrestricted-bids": "base.capitalist.ability.unrestricted-bids",
    "extra-disc": "base.capitalist.ability.extra-disc",
    "iron-for-upgrade": "base.capitalist.ability.iron-for-upgrade",
}
"""Ability key → the phrase key of the ability in a few words."""


def ability_words(ability: str, lang: str) -> str | None:
    """An ability in a few words in ``lang``, or None for an ability the engine does not know."""
    key = ABILITY_WORDS.get(ability)
    return None if key is None else say(key, lang)


NAMES_PT: Final = {ability: say(key, "pt") for ability, key in ABILITY_WORDS.items()}
"""Ability key → the ability in a few words, in Portuguese (:func:`ability_words` in any language)."""
NAMES_EN: Final = {ability: say(key, "en") for ability, key in ABILITY_WORDS.items()}
"""Ability key → the ability in a few words, in English."""


_HOOKS_CACHE: dict[tuple[str, str, tuple[tuple[str, object], ...]], Hooks] = {}


def hooks_for(cap: CapitalistInfo | None) -> Hooks:
    """The hooks of a Capitalist card, its parameters applied; ``None`` (no Capitalist) changes nothing."""
    if cap is None:
        return NO_HOOKS
    key = (cap.id, cap.ability, cap.params)
    hit = _HOOKS_CACHE.get(key)
    if hit is None:
        hit = _HOOKS_CACHE[key] = _hooks(cap)
    return hit


def _refused(said: Cited) -> OptionsError:
    """The error of a Capitalist the engine cannot play, in English and Portuguese."""
    return OptionsError(said.text("en"), said.rule_id, pt=said.text("pt"))


def _bad_cost(rule_id: str, cap_id: str, cost: object, error: NotationError) -> OptionsError:
    """A Capitalist's unreadable cost, with the notation's own words on what is wrong (in English its whole
    message; in Portuguese its problem, when it has one)."""

    def why(lang: str) -> str:
        if lang == "en":
            return str(error)
        return error.problem_pt or say("base.capitalist.cost-expected", lang)

    return _refused(cited(rule_id, "base.capitalist.bad-cost", cap=repr(cap_id), cost=repr(cost), why=why))


def _disc_param(cap: CapitalistInfo, rule_id: str, low: int) -> int | None:
    """A Capitalist's ``value`` parameter, a disc's value from ``low`` to 9 (None when the card has none)."""
    value = cap.param("value")
    if value is not None and (type(value) is not int or not low <= value <= 9):
        raise _disc_value(rule_id, cap.id, low, value)
    return value


def _disc_value(rule_id: str, cap_id: str, low: int, value: object) -> OptionsError:
    """An extra disc's value out of range (``low`` to 9)."""
    return _refused(cited(rule_id, "base.capitalist.disc-value", cap=repr(cap_id), low=low, value=repr(value)))


def _abilities(lang: str) -> str:
    """The abilities the engine plays, listed: by key in English, each quoted in Portuguese."""
    return ", ".join(ABILITIES) if lang == "en" else ", ".join(map(repr, ABILITIES))


def _hooks(cap: CapitalistInfo) -> Hooks:
    base = ABILITIES.get(cap.ability)
    if base is None:
        raise _refused(cited(R.SETUP_CAPITALIST, "base.capitalist.unknown-ability", cap=repr(cap.id),
                             ability=repr(cap.ability), abilities=_abilities))
    if cap.ability == "repeat-card":
        cost = cap.param("cost")
        if cost is not None:
            try:
                bundle = parse_bundle(cost) if isinstance(cost, str) else None
            except NotationError as error:
                raise _bad_cost(R.CAP_REPEAT, cap.id, cost, error) from None
            if bundle is None or bundle.money:
                raise _refused(cited(R.CAP_REPEAT, "base.capitalist.cost-not-resources", cap=repr(cap.id)))
            return Hooks(rule_id=base.rule_id, repeat_cost=pairs(bundle))
    if cap.ability == "paired-extra-disc":
        value = _disc_param(cap, R.IB_ARTHUR, 0)
        if value is not None:
            return Hooks(rule_id=base.rule_id, paired_disc=value)
    if cap.ability == "use-neighbour-card":
        cost = cap.param("cost")
        if isinstance(cost, str):
            try:
                bundle = parse_bundle(cost)
            except NotationError as error:
                raise _bad_cost(R.IB_NEIGHBOUR, cap.id, cost, error) from None
            return Hooks(rule_id=base.rule_id, neighbour_cost=pairs(bundle))
    if cap.ability == "extra-disc":
        value = _disc_param(cap, R.CAP_EXTRA_DISC, 1)
        if value is not None:
            return Hooks(rule_id=base.rule_id, extra_discs=(value,))
    return base


register_seat_hooks(hooks_for)
