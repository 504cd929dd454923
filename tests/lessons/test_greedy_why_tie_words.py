"""The greedy bot's "why" names a tie with one other card in the singular, in English and Portuguese."""

from __future__ import annotations

from furnace_lab.engine import new_game
from furnace_lab.lessons.greedy_why import greedy_why
from furnace_lab.widgets.share import bot_line


def test_a_tie_with_one_other_card_is_said_in_the_singular() -> None:
    """Seed 7, step 41: Ana's disc 2 goes on card 5, and card 6 is worth as much (the leftmost wins the tie). The
    reason said "Cards 6 are worth as much and take that disc too"; one card is now "Card 6 is ... takes"."""
    players = ("Ana", "Bo", "Cy")
    state = new_game(players, 7)
    line = bot_line(players, 7, "greedy")
    for action in line[:40]:
        state = state.apply(action)
    action = next(a for a in state.legal_actions() if str(a) == str(line[40]))
    assert (action.position, action.disc) == (5, 2)
    en, pt = greedy_why(state, action, "en"), greedy_why(state, action, "pt")
    assert "Card 6 is worth as much and takes that disc too; on a tie it picks the leftmost." in en
    assert "Cards 6" not in en
    assert "A carta 6 vale o mesmo e aceita esse disco; no empate ele escolhe a mais à esquerda." in pt
    assert "As cartas 6" not in pt
