"""Hints worked out by the planner: a card's worth and its Compensation per disc left in the auction, the best plan
and its next step in production; in both languages, naming cards by title, never by id."""

from __future__ import annotations

import pytest

from furnace_lab.lessons import advice, course
from furnace_lab.planner import card_worth


def lessons() -> dict:
    return {lesson.id: lesson for lesson in course()}


def test_furnace_compensation_disc_value_advice_gives_compensation_per_disc_left() -> None:
    """furnace.compensation.disc-value: card 4 gives 2 coal per point of the losing disc: 6 for a 3, 8 for a 4."""
    lesson = lessons()["compensation"]
    state = lesson.start()
    worth = card_worth(state, lesson.row[3], player=0)
    [card2, card4] = advice(lesson, state)
    assert card4.startswith(worth.explain("en"))
    assert card4.endswith("If you lose card 4, its Compensation gives, for each disc you have left: 3 → 6 coal; "
                          "4 → 8 coal.")
    pt = advice(lesson, state, "pt")[1]
    assert pt.endswith("Se você perder a carta 4, a Compensação dá, para cada disco que lhe resta: 3 → 6 carvões; "
                       "4 → 8 carvões.")
    assert "carta 2" in advice(lesson, state, "pt")[0] and "card 2" in card2


def test_furnace_compensation_processing_advice_says_up_to_disc_value_times() -> None:
    """furnace.compensation.processing: card 5's Compensation converts up to the disc's value times."""
    lesson = lessons()["left-to-right"]
    card3, card5 = advice(lesson, lesson.start(), "pt")
    assert "a carta 3" in card3 and "2 → 2 ferros; 3 → 3 ferros" in card3
    assert "a carta 5" in card5 and "(até 2×)" in card5 and "(até 3×)" in card5


@pytest.mark.parametrize(("lesson_id", "money"), [("upgrade-before-use", 9), ("processing-chain", 4),
                                                  ("capitalist-repeat", 10)])
def test_furnace_production_operate_advice_is_the_planners_best_plan(lesson_id: str, money: int) -> None:
    """furnace.production.operate: the planner's best plan from the start reaches exactly the lesson's goal."""
    lesson = lessons()[lesson_id]
    [en] = advice(lesson, lesson.start())
    [pt] = advice(lesson, lesson.start(), "pt")
    assert en.startswith(f"The best plan from here ends with {money} money. Next step: Use ")
    assert pt.startswith(f"O melhor plano daqui termina com {money} de dinheiro. Próximo passo: Usar ")
    assert "base-" not in en + pt


def test_no_advice_when_it_is_not_the_learners_turn() -> None:
    lesson = lessons()["placing-discs"]
    state = lesson.start().apply("bid 4@2")
    assert state.current_player == 1 and advice(lesson, state) == []
