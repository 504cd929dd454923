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

NAMES_PT: Final = {
    "paired-extra-disc": "disco extra de valor 2, colocado junto com outro disco em outra carta",
    "use-neighbour-card": "pagar 1 ferro para resolver uma Companhia do jogador à direita, no fim da produção",
    "variable-plus-two": "disco variável vale o carvão gasto mais 2",
    "compensation-before-production": "resolver uma vez a Compensação de uma Companhia não melhorada antes de usá-la",
    "personal-manager": "Gerente Pessoal e vários Gerentes na mesma carta",
    "repeat-card": "usar de novo uma carta (2 carvões, uma vez por fase de produção)",
    "compensation-plus-one": "disco vale 1 a mais na Compensação",
    "unrestricted-bids": "lances sem as restrições de valor e de jogador",
    "extra-disc": "Disco de Capital extra de valor 2",
    "iron-for-upgrade": "ferro no lugar do Marcador de Melhoria quando não houver marcadores",
}
NAMES_EN: Final = {
    "paired-extra-disc": "an extra disc worth 2, placed together with another disc on a different card",
    "use-neighbour-card": "pay 1 iron to resolve a Company of the player to your right, at the end of production",
    "variable-plus-two": "variable disc worth the coal spent plus 2",
    "compensation-before-production": "resolve a non-upgraded Company's compensation once before using it",
    "personal-manager": "the Personal Manager, and several Managers on one card",
    "repeat-card": "use a card again (2 coal, once per production phase)",
    "compensation-plus-one": "disc counts 1 higher for compensation",
    "unrestricted-bids": "bids free of the value and player limits",
    "extra-disc": "an extra Capital disc worth 2",
    "iron-for-upgrade": "iron instead of an upgrade token once tokens run out",
}


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


def _bad_cost_pt(cap_id: str, cost: object, error: NotationError) -> str:
    """A Capitalist's unreadable cost, in Portuguese (the notation's own words when it has them)."""
    why = error.problem_pt or "esperava-se uma quantia de recursos, como '2 coal'"
    return f"Capitalista {cap_id!r}: custo ilegível {cost!r}: {why}"


def _hooks(cap: CapitalistInfo) -> Hooks:
    base = ABILITIES.get(cap.ability)
    if base is None:
        raise OptionsError(
            f"Capitalist {cap.id!r} has ability {cap.ability!r}, which is not a base-game ability; "
            f"the base engine plays {', '.join(ABILITIES)}", R.SETUP_CAPITALIST,
            pt=f"o Capitalista {cap.id!r} tem a habilidade {cap.ability!r}, que não é do jogo base; o motor do jogo "
               f"base joga {', '.join(map(repr, ABILITIES))}")
    if cap.ability == "repeat-card":
        cost = cap.param("cost")
        if cost is not None:
            try:
                bundle = parse_bundle(cost) if isinstance(cost, str) else None
            except NotationError as error:
                raise OptionsError(f"Capitalist {cap.id!r}: bad cost {cost!r}: {error}", R.CAP_REPEAT,
                                   pt=_bad_cost_pt(cap.id, cost, error)) from None
            if bundle is None or bundle.money:
                raise OptionsError(f"Capitalist {cap.id!r}: cost must be resources such as '2 coal'", R.CAP_REPEAT,
                                   pt=f"Capitalista {cap.id!r}: o custo deve ser em recursos, como '2 coal'")
            return Hooks(rule_id=base.rule_id, repeat_cost=pairs(bundle))
    if cap.ability == "paired-extra-disc":
        value = cap.param("value")
        if value is not None:
            if type(value) is not int or not 0 <= value <= 9:
                raise OptionsError(f"Capitalist {cap.id!r}: extra disc value must be 0..9, not {value!r}", R.IB_ARTHUR,
                                   pt=f"Capitalista {cap.id!r}: o disco extra deve valer de 0 a 9, não {value!r}")
            return Hooks(rule_id=base.rule_id, paired_disc=value)
    if cap.ability == "use-neighbour-card":
        cost = cap.param("cost")
        if isinstance(cost, str):
            try:
                bundle = parse_bundle(cost)
            except NotationError as error:
                raise OptionsError(f"Capitalist {cap.id!r}: bad cost {cost!r}: {error}", R.IB_NEIGHBOUR,
                                   pt=_bad_cost_pt(cap.id, cost, error)) from None
            return Hooks(rule_id=base.rule_id, neighbour_cost=pairs(bundle))
    if cap.ability == "extra-disc":
        value = cap.param("value")
        if value is not None:
            if type(value) is not int or not 1 <= value <= 9:
                raise OptionsError(f"Capitalist {cap.id!r}: extra disc value must be 1..9, not {value!r}",
                                   R.CAP_EXTRA_DISC,
                                   pt=f"Capitalista {cap.id!r}: o disco extra deve valer de 1 a 9, não {value!r}")
            return Hooks(rule_id=base.rule_id, extra_discs=(value,))
    return base


register_seat_hooks(hooks_for)
