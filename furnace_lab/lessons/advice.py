"""Hints computed from the position, by the planner: what a card is worth to the learner, and the best production.

The written hints of a lesson are fixed; these are worked out from the state the learner is in, so they stay right
after any move:

* in the auction, for every card a goal names: the planner's :func:`~furnace_lab.planner.card_worth` (this round's
  best production with and without the card), and what the card's Compensação would give for each disc the learner
  still holds (furnace.compensation.disc-value);
* in the learner's production: the value of the planner's best plan from here (:func:`~furnace_lab.planner.
  plan_production`, money only; where a goal asks for an upgrade, the upgrade breaks a tie of money; where a goal
  asks to win the end-of-game tie-break, resources left break it, as furnace.scoring.tie-resources does) and its
  next step, in words (the engine's own action sentences).

Every sentence names cards by their titles, in English or Portuguese, never by their ids.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Final

from furnace_lab.cards import load_catalog
from furnace_lab.cards.effects import Gain
from furnace_lab.cards.model import Company
from furnace_lab.cards.render import effect_words
from furnace_lab.cards.resources import bundle_words
from furnace_lab.engine import action_sentence
from furnace_lab.errors import check_lang
from furnace_lab.planner import MONEY_ONLY, Valuation, card_worth, plan_production

if TYPE_CHECKING:
    from furnace_lab.engine import GameState
    from furnace_lab.lessons.lesson import Lesson
    from furnace_lab.planner.plan import Plan


def advice(lesson: Lesson, state: GameState, lang: str = "en") -> list[str]:
    """The planner's hints for ``state`` (see the module docstring); empty when it is not the learner's turn."""
    check_lang(lang)
    if state.is_terminal or state.current_player != lesson.player:
        return []
    if state.phase == "production":
        return [_production(lesson, state, lang)]
    if state.phase != "auction":
        return []
    cards = sorted({goal.card for goal in lesson.goals if goal.card})
    return [_card(lesson, state, lesson.row[k - 1], k, lang) for k in cards]


def _card(lesson: Lesson, state: GameState, card_id: str, k: int, lang: str) -> str:
    worth = card_worth(state, card_id, player=lesson.player).explain(lang)
    card = load_catalog().card(card_id)
    discs = state.discs(lesson.player)
    if not discs or not isinstance(card, Company):
        return worth
    comp = card.compensation
    if isinstance(comp, Gain):
        parts = [f"{d} → {bundle_words(comp.gain * d, lang)}" for d in discs]
    else:
        upto = "até" if lang == "pt" else "up to"
        parts = [f"{d} → {effect_words(comp, lang)} ({upto} {d}×)" for d in discs]
    if lang == "pt":
        return (f"{worth} Se você perder a carta {k}, a Compensação dá, para cada disco que lhe resta: "
                f"{'; '.join(parts)}.")
    return f"{worth} If you lose card {k}, its Compensation gives, for each disc you have left: {'; '.join(parts)}."


UPGRADE_GOALS: Final = ("upgraded_before_use", "upgraded_by_end")
"""Goal kinds that ask for an upgrade: their hints also count a flip, well below a coin."""
FLIP_TIE_BREAK: Final = Valuation(upgrade=Fraction(1, 100))
"""Money first, then upgrades: 24 Companies flipped are worth less than one coin, so a flip only breaks a tie of money
(upgrading the used mine and stopping end with the same money; only the upgrade meets the goal)."""


RESOURCE_TIE_BREAK: Final = Valuation(coal=Fraction(1, 1000), iron=Fraction(1, 1000), oil=Fraction(1, 1000),
                                      token=Fraction(1, 1000))
"""Money first, then resources counted one each (furnace.scoring.tie-resources, furnace_lab.scoring.resource-count):
a resource is worth a thousandth of a coin, so resources only break a tie of money."""


def production_plan(lesson: Lesson, state: GameState) -> Plan:
    """The plan the production hint follows: the most money, and, where a goal asks for an upgrade, the upgrade when
    the money ties; where a goal asks to win the tie-break, the most resources left when the money ties."""
    kinds = {goal.kind for goal in lesson.goals}
    if "win_tie_break" in kinds:
        return plan_production(state, RESOURCE_TIE_BREAK, player=lesson.player)
    wants_flip = bool(kinds & set(UPGRADE_GOALS))
    return plan_production(state, FLIP_TIE_BREAK if wants_flip else MONEY_ONLY, player=lesson.player)


def _production(lesson: Lesson, state: GameState, lang: str) -> str:
    plan = production_plan(lesson, state)
    step = action_sentence(state, plan.actions[0], lang).rstrip(".") + "." if plan.actions else ""
    money = state.money(lesson.player) + plan.money_gained
    if lang == "pt":
        return f"O melhor plano daqui termina com {money} de dinheiro. Próximo passo: {step}"
    return f"The best plan from here ends with {money} money. Next step: {step}"
