"""The end-of-game goals say which scoring rule decided: money (furnace.scoring.most-money), then cards
(furnace.scoring.tie-cards), then resources (furnace.scoring.tie-resources), else a shared place
(furnace_lab.scoring.full-tie). Checked on hand-made final scores, in English and Portuguese."""

from __future__ import annotations

from dataclasses import dataclass

from furnace_lab.cards.resources import Bundle
from furnace_lab.lessons import FAILED, MET, Goal
from furnace_lab.lessons.goals import judge


@dataclass
class Final:
    """The final scores the goals read: money, cards and resources per player."""

    scores: list[tuple[int, int, int]]
    players: tuple[str, ...] = ("Ana", "Bo", "Cy")
    round: int = 4

    def money(self, p: int) -> int:
        return self.scores[p][0]

    def cards(self, p: int) -> tuple[str, ...]:
        return tuple(f"card-{k}" for k in range(self.scores[p][1]))

    def holdings(self, p: int) -> Bundle:
        return Bundle(coal=self.scores[p][2], money=self.scores[p][0])

    def events(self) -> list[tuple[object, ...]]:
        keys = self.scores
        order = sorted(range(3), key=lambda p: tuple(-x for x in keys[p]))
        places = tuple(1 + sum(1 for other in keys if other > mine) for mine in keys)
        return [("game-end", -1, True, tuple(order), tuple(k[0] for k in keys), places)]


def _verdict(kind: str, scores: list[tuple[int, int, int]]):
    final = Final(scores)
    return judge([Goal(kind, 0)], (), final.events(), final)


def test_furnace_scoring_tie_cards_wins_the_tie_break() -> None:
    """furnace.scoring.tie-cards: tied on 20 money, Ana's 7 cards beat Bo's 6."""
    verdict = _verdict("win_tie_break", [(20, 7, 1), (20, 6, 9), (5, 9, 9)])
    assert (verdict.status, verdict.rule_id) == (MET, "furnace.scoring.tie-cards")
    assert verdict.en == "You won the tie-break: you tied with Bo on 20 money, so cards decided: 7 to 6."
    assert verdict.pt == ("Você venceu o desempate: você empatou com Bo em 20 de dinheiro, então as cartas "
                          "decidiram: 7 a 6.")


def test_furnace_scoring_tie_cards_finish_first_names_the_tie_break_it_lost() -> None:
    """furnace.scoring.tie-cards: tied on money, Ana is second on cards; finish_first used to cite most-money."""
    verdict = _verdict("finish_first", [(20, 6, 9), (20, 7, 1), (5, 9, 9)])
    assert (verdict.status, verdict.rule_id) == (FAILED, "furnace.scoring.tie-cards")
    assert verdict.en == "You finished in place 2: you tied with Bo on 20 money, so cards decided: 6 to 7."
    assert verdict.pt == ("Você terminou em 2º lugar: você empatou com Bo em 20 de dinheiro, então as cartas "
                          "decidiram: 6 a 7.")


def test_furnace_scoring_tie_resources_lost_on_resources() -> None:
    """furnace.scoring.tie-resources: same money and cards; Cy's 5 resources beat Ana's 4."""
    verdict = _verdict("win_tie_break", [(20, 6, 4), (3, 6, 9), (20, 6, 5)])
    assert (verdict.status, verdict.rule_id) == (FAILED, "furnace.scoring.tie-resources")
    assert "so resources decided: 4 to 5" in verdict.en and "os recursos decidiram: 4 a 5" in verdict.pt


def test_furnace_lab_scoring_full_tie_shares_first_place_but_does_not_win_the_tie_break() -> None:
    """furnace_lab.scoring.full-tie: equal on money, cards and resources, Ana and Bo share first place; the
    tie-break goal is not met (finish_first is)."""
    scores = [(20, 6, 4), (20, 6, 4), (1, 1, 1)]
    verdict = _verdict("win_tie_break", scores)
    assert (verdict.status, verdict.rule_id) == (FAILED, "furnace_lab.scoring.full-tie")
    assert "so you share the place" in verdict.en and "vocês dividem a colocação" in verdict.pt
    assert _verdict("finish_first", scores).status == MET


def test_furnace_scoring_most_money_first_on_money_needs_no_tie_break() -> None:
    """furnace.scoring.most-money: more money than everyone meets the tie-break goal too, and says none was needed."""
    verdict = _verdict("win_tie_break", [(25, 1, 0), (20, 9, 9), (3, 1, 1)])
    assert (verdict.status, verdict.rule_id) == (MET, "furnace.scoring.most-money")
    assert verdict.en == "You finished first with the most money, 25 (Bo: 20): no tie-break was needed."
    assert verdict.pt == "Você terminou em primeiro lugar com mais dinheiro, 25 (Bo: 20): não foi preciso desempate."
