"""The course: every lesson has a scripted solution that reaches its goal, and a wrong move that gets the
explanation of the rule it breaks (or the rule that makes it lose the goal), in English and Portuguese."""

from __future__ import annotations

from pathlib import Path

import pytest

from furnace_lab import GreedyBot, rule
from furnace_lab.lessons import FAILED, MET, NOT_YET, Lesson, course, lesson_from_text
from furnace_lab.lessons.goals import judge

SOLUTIONS = {
    "placing-discs": ["bid 4@2"],
    "compensation": ["bid 4@2", "bid 3@4"],
    "left-to-right": ["bid 3@3", "bid 2@5", "comp 2"],
    "upgrade-before-use": ["use base-startup-1", "run 1", "upgrade base-c5", "use base-c5", "run 1", "run 1"],
    "processing-chain": ["use base-s12", "run 1", "use base-c7", "run 2"],
    "upgrade-after-use": ["use base-c5", "run 1", "upgrade base-c5"],
    "capitalist-repeat": ["use base-startup-5", "use base-t1", "run 1", "repeat base-t1", "run 1"],
    "scoring-tie-breaks": ["use base-c1", "use base-c2", "use base-s2", "use base-s5", "use base-s15",
                           "use base-startup-3", "run 1", "upgrade base-s1", "use base-s1", "run 2", "use base-c12",
                           "run 0", "use base-c11", "run 0", "use base-c8", "run 2"],
    "whole-game": None,
    "variable-disc": ["vbid 3@2"],
    "business-schools": ["bid 4@8", "bid 3@9", "comp 0"],
    "managers": ["assign ib-mgr-free-four-coal@base-c9", "use base-startup-4", "done", "run 2"],
    "deliveries-permanent": ["use base-startup-1", "run 0", "upgrade ib-08", "use base-s15", "run 2", "use ib-08",
                             "run 2"],
}
"""The learner's moves that reach each lesson's goal (the other seats are the engine's GreedyBot). ``None``: a whole
game, whose solution is a policy rather than a list — the engine's GreedyBot playing the learner's seat wins it."""

ILLEGAL = {
    "placing-discs": [("bid 4@1", "furnace.auction.same-player"), ("bid 4@3", "furnace.auction.same-value")],
    "compensation": [("bid 4@4", "furnace.auction.same-value")],
    "left-to-right": [("bid 3@2", "furnace.auction.same-value"), ("bid 1@3", "furnace.auction.place-one-disc")],
    "upgrade-before-use": [("upgrade base-c5", "furnace.startup.upgrade")],
    "processing-chain": [("run 1", "furnace.effects.processing")],
    "upgrade-after-use": [("upgrade base-c5", "furnace.startup.upgrade"), ("run 0", "furnace.effects.processing")],
    "capitalist-repeat": [("done", "furnace_lab.production.all-cards")],
    "whole-game": [("done", "furnace.round.phases"), ("bid 5@1", "furnace.setup.discs")],
    "scoring-tie-breaks": [("done", "furnace_lab.production.all-cards"), ("bid 4@1", "furnace.round.phases")],
    "variable-disc": [("vbid 2@2", "interbellum.variable-disc.placement"),
                      ("vbid 4@2", "interbellum.variable-disc.spend-coal"),
                      ("bid 1@5", "furnace.auction.place-one-disc")],
    "business-schools": [("bid 3@8", "furnace.auction.same-value"), ("bid 3@1", "furnace.auction.same-player")],
    "managers": [("use base-c9", "interbellum.manager.any-time"), ("run 2", "interbellum.manager.any-time")],
    "deliveries-permanent": [("upgrade ib-08", "furnace.startup.upgrade"), ("run 1", "furnace.effects.processing")],
}
"""A move the rules refuse at the start of each lesson, and the rule the engine cites."""


def lessons() -> dict[str, Lesson]:
    return {lesson.id: lesson for lesson in course()}


def test_course_in_order_with_every_lesson_solved_and_illegal_move_listed() -> None:
    found = course()
    assert [lesson.order for lesson in found] == sorted(lesson.order for lesson in found)
    assert [lesson.id for lesson in found] == list(SOLUTIONS)
    assert set(SOLUTIONS) == set(ILLEGAL) == {lesson.id for lesson in found}


@pytest.mark.parametrize("lesson_id", list(SOLUTIONS))
def test_scripted_solution_reaches_the_goal(lesson_id: str) -> None:
    lesson = lessons()[lesson_id]
    state = lesson.start()
    assert lesson.check(state).status == NOT_YET
    moves = SOLUTIONS[lesson_id]
    while moves is None and not state.is_terminal:  # a whole game: GreedyBot plays the learner's seat
        state, feedback = lesson.play(state, GreedyBot().act(state))
        assert feedback.legal, feedback.text
    for move in moves or ():
        state, feedback = lesson.play(state, move)
        assert feedback.legal, feedback.text
    verdict = lesson.check(state)
    assert verdict.status == MET, verdict.en
    assert rule(verdict.rule_id)
    assert verdict.text("pt") != verdict.text("en")


@pytest.mark.parametrize("lesson_id", list(ILLEGAL))
@pytest.mark.parametrize("lang", ["en", "pt"])
def test_illegal_move_gets_its_rule_explanation(lesson_id: str, lang: str) -> None:
    lesson = lessons()[lesson_id]
    state = lesson.start()
    for move, rule_id in ILLEGAL[lesson_id]:
        feedback = lesson.explain_move(state, move, lang)
        assert (feedback.legal, feedback.rule_id) == (False, rule_id)
        assert feedback.text == state.explain(move, lang).text
        assert feedback.text.startswith("Não permitido" if lang == "pt" else "Illegal")
        after, played = lesson.play(state, move, lang)
        assert after is state and played == feedback


def test_furnace_auction_same_player_and_same_value_in_lesson_one() -> None:
    """furnace.auction.same-player and furnace.auction.same-value: the two refusals lesson 1 teaches, in Portuguese."""
    lesson = lessons()["placing-discs"]
    state = lesson.start()
    assert [str(a) for a in state.legal_actions()] == ["bid 4@2", "bid 4@6", "bid 4@7"]
    assert lesson.explain_move(state, "bid 4@1", "pt").text == "Não permitido: você já tem um disco na carta 1."
    assert lesson.explain_move(state, "bid 4@3", "pt").text == "Não permitido: já há um disco de valor 4 na carta 3."


def test_furnace_auction_highest_wins_a_losing_line_fails_lesson_two() -> None:
    """furnace.auction.highest-wins: putting the 4 elsewhere leaves card 2 to Cy's 3, and the lesson says so."""
    lesson = lessons()["compensation"]
    state, _ = lesson.play(lesson.start(), "bid 3@4")
    feedback = lesson.explain_move(state, "bid 4@5")
    assert feedback.legal and feedback.rule_id == "furnace.auction.highest-wins"
    assert feedback.verdict is not None and feedback.verdict.status == FAILED
    assert "Card 2 went to another player" in feedback.text


def test_furnace_compensation_earlier_gains_no_iron_no_tokens() -> None:
    """furnace.compensation.earlier-gains: without card 3's iron, card 5's Compensation converts nothing."""
    lesson = lessons()["left-to-right"]
    state, _ = lesson.play(lesson.start(), "bid 3@7")
    feedback = lesson.explain_move(state, "bid 2@5", "pt")
    assert feedback.rule_id == "furnace.compensation.earlier-gains"
    assert "da esquerda para a direita" in feedback.text
    after, _ = lesson.play(state, "bid 2@5")
    assert lesson.check(after).status == FAILED
    assert state.money(0) == after.money(0) and after.holdings(0).token == 0


def test_furnace_upgrade_after_use_using_the_mine_first_fails_lesson_four() -> None:
    """furnace.upgrade.after-use: a Company used before its upgrade cannot reach the goal; the feedback cites it."""
    lesson = lessons()["upgrade-before-use"]
    state = lesson.start()
    feedback = lesson.explain_move(state, "use base-c5")
    assert feedback.legal and feedback.rule_id == "furnace.upgrade.after-use"
    assert feedback.verdict is not None and feedback.verdict.status == FAILED
    assert lesson.check(state).status == NOT_YET  # explaining changed nothing


def test_furnace_production_each_card_once_money_short_fails() -> None:
    """furnace.production.each-card-once: upgraded in time but no coal sold, the production ends short of 9 money."""
    lesson = lessons()["upgrade-before-use"]
    state = lesson.start()
    for move in ["use base-startup-1", "run 0", "upgrade base-c5", "done", "use base-c5", "run 1", "run 0"]:
        assert lesson.play(state, move)[1].legal, move
        state, _ = lesson.play(state, move)
    verdict = lesson.check(state)
    assert verdict.status == FAILED and verdict.rule_id == "furnace.production.each-card-once"
    assert state.money(0) < 9


def test_not_your_turn_and_unreadable_moves_are_feedback_not_errors() -> None:
    lesson = lessons()["placing-discs"]
    state = lesson.start()
    unreadable = lesson.explain_move(state, "bid x@2", "pt")
    assert not unreadable.legal and unreadable.text.startswith("não foi possível ler")
    done, _ = lesson.play(state, "bid 4@2")
    assert done.is_terminal or done.current_player == 0
    assert lesson.start() == state  # start is repeatable: a restart gives the same position
    for wrong in (5, None, ""):
        feedback = lesson.explain_move(state, wrong)
        assert not feedback.legal and feedback.text.startswith(("expected an action", "cannot read action"))


def test_lesson_texts_in_both_languages_and_rules_exist() -> None:
    for lesson in course():
        assert lesson.words(lesson.title, "pt") != lesson.words(lesson.title, "en")
        assert 1 <= len(lesson.hints) <= 3
        assert all(en != pt for en, pt in lesson.hints)
        assert all(rule(rule_id) for rule_id in lesson.rules)


def test_furnace_effects_processing_limit_iron_to_coal_runs_once() -> None:
    """furnace.effects.processing-limit: the Iron-to-coal works' arrow says x1, so 'run 2' is refused."""
    lesson = lessons()["processing-chain"]
    state, _ = lesson.play(lesson.start(), "use base-s12")
    feedback = lesson.explain_move(state, "run 2", "pt")
    assert (feedback.legal, feedback.rule_id) == (False, "furnace.effects.processing-limit")
    assert "no máximo 1 vez" in feedback.text


def test_furnace_capitalist_repeat_card_repeating_the_wrong_card_falls_short() -> None:
    """furnace.capitalist.repeat-card: Évariste's repeat spent on the Coal mine leaves the second token unsold."""
    lesson = lessons()["capitalist-repeat"]
    state = lesson.start()
    for move in ["use base-startup-5", "use base-t1", "run 1"]:
        state, _ = lesson.play(state, move)
    feedback = lesson.explain_move(state, "repeat base-c1")
    assert feedback.legal and feedback.rule_id == "furnace.production.each-card-once"
    assert feedback.verdict is not None and feedback.verdict.status == FAILED
    assert feedback.text.endswith("You ended the production with 5 money, short of 10: every card has been used.")


def test_interbellum_variable_disc_spend_coal_the_winning_bid_costs_three_coal() -> None:
    """interbellum.variable-disc.spend-coal: the variable disc worth 3 costs 3 coal, and it wins card 2."""
    lesson = lessons()["variable-disc"]
    state = lesson.start()
    assert state.holdings(0).coal == 3
    assert lesson.explain_move(state, "vbid 4@2", "pt").text == ("Não permitido: o valor 4 custa mais carvão do que "
                                                                 "você tem (você alcança no máximo 3).")
    after, feedback = lesson.play(state, "vbid 3@2")
    assert "paying 3 coal" in feedback.text
    assert lesson.check(after).status == MET
    assert [e.data for e in after.log if e.kind == "vbid" and e.player == 0] == [(3, 2, "base-s15", 3)]


def test_start_is_a_fresh_copy_each_time() -> None:
    lesson = lessons()["placing-discs"]
    first = lesson.start()
    first.apply_in_place("bid 4@2")
    again = lesson.start()
    assert again is not first and [str(a) for a in again.legal_actions()] == ["bid 4@2", "bid 4@6", "bid 4@7"]


def test_furnace_scoring_most_money_finish_first_fails_when_another_player_has_more() -> None:
    """furnace.scoring.most-money: with seed 1 the same play leaves Ana second; the verdict names the winner."""
    text = (Path(__file__).resolve().parents[2] / "furnace_lab" / "lessons" / "data" / "09-whole-game.toml")
    lesson = lesson_from_text(text.read_text(encoding="utf-8").replace("seed = 2", "seed = 1"), file="x.toml")
    state = lesson.start()
    assert lesson.check(state).en == "Finish the game with the most money (round 1 of 4)."
    while not state.is_terminal:
        state, _ = lesson.play(state, GreedyBot().act(state))
    verdict = lesson.check(state)
    assert verdict.status == FAILED and verdict.rule_id == "furnace.scoring.most-money"
    assert verdict.en == "You finished in place 2 with 26 money; Cy won with 48."
    assert verdict.pt == "Você terminou em 2º lugar com 26 de dinheiro; Cy venceu com 48."


def test_a_production_lesson_names_the_learner_ana_in_both_languages() -> None:
    """furnace_lab.production.player-order: the learner of a production lesson is Ana, not the engine's default
    "Player 1" (shown in English on the Portuguese page)."""
    from furnace_lab.lessons import course

    lessons = [lesson for lesson in course() if lesson.start_at.production is not None]
    assert lessons
    for lesson in lessons:
        assert lesson.start().players == ("Ana",)


def test_interbellum_business_school_highest_takes_manager_card_eight_gives_its_manager() -> None:
    """interbellum.business-school.highest-takes-manager: the 4 on card 8 takes its Manager and the School stays;
    the goal is decided by that rule, in both languages."""
    lesson = lessons()["business-schools"]
    state = lesson.start()
    assert state.row[7] == "ib-school-iron" and state.school_managers()[0] == "ib-mgr-free-four-coal"
    for move in SOLUTIONS["business-schools"]:
        state, _ = lesson.play(state, move)
    assert state.managers(0) == [("ib-mgr-free-four-coal", None)]
    won = next(g for g in lesson.goals if g.kind == "win_card")
    verdict = judge([won], lesson.row, list(state.iter_log())[len(list(lesson.start().iter_log())):], state)
    assert (verdict.status, verdict.rule_id) == (MET, "interbellum.business-school.highest-takes-manager")
    assert verdict.pt == "Você levou o Gerente da carta 8 com o disco mais alto; a Escola de Negócios fica na linha."


def test_interbellum_business_school_losing_card_eight_fails_with_its_rule() -> None:
    """interbellum.business-school.highest-takes-manager: the 4 put elsewhere leaves card 8's Manager to Bo's 3."""
    lesson = lessons()["business-schools"]
    state, _ = lesson.play(lesson.start(), "bid 3@9")
    for lang, words in (("en", "Another player took the Manager on card 8"),
                        ("pt", "Outro jogador levou o Gerente da carta 8")):
        feedback = lesson.explain_move(state, "bid 4@5", lang)
        assert feedback.legal and feedback.rule_id == "interbellum.business-school.highest-takes-manager"
        assert feedback.verdict is not None and feedback.verdict.status == FAILED
        assert words in feedback.text


def test_interbellum_business_school_split_compensation_counts_when_one_option_is_empty() -> None:
    """interbellum.business-school.split-compensation: all 3 transactions on the money option (the other gets 0)
    is a Compensation taken, worth 3 money."""
    lesson = lessons()["business-schools"]
    state = lesson.start()
    money = state.money(0)
    for move in SOLUTIONS["business-schools"]:
        state, _ = lesson.play(state, move)
    assert lesson.check(state).status == MET and state.money(0) == money + 3


def test_interbellum_delivery_upgraded_on_upgrade_gives_two_oil_and_permanent_bonus_pays() -> None:
    """interbellum.delivery.upgraded-on-upgrade: upgrading the Iron sale delivers 2 oil at once;
    interbellum.permanent.always-on: the Oil sale bonus adds 1 money to each of the 2 oil sales (2 × 4 + 2)."""
    lesson = lessons()["deliveries-permanent"]
    state = lesson.start()
    for move in ["use base-startup-1", "run 0", "upgrade ib-08"]:
        state, _ = lesson.play(state, move)
    assert state.holdings(0).oil == 2
    rules = [r for ev in state.iter_log() if ev[0] == "ib" for r in ev[3]]
    assert "interbellum.delivery.upgraded-on-upgrade" in rules
    state, _ = lesson.play(state, "use base-s15")
    state, _ = lesson.play(state, "run 2")
    assert state.money(0) == 10 and state.holdings(0).oil == 0
    assert any(ev[0] == "ib" and "interbellum.permanent.always-on" in ev[3] for ev in state.iter_log())


def test_interbellum_delivery_selling_before_the_delivery_falls_short() -> None:
    """interbellum.delivery.upgraded-on-upgrade: the oil sale used before the upgrade has no oil to sell, so the
    production ends short of 14; the verdict cites furnace.production.each-card-once, in both languages."""
    lesson = lessons()["deliveries-permanent"]
    state = lesson.start()
    for move in ["use base-s15", "use base-startup-1", "run 0", "upgrade ib-08", "use ib-08"]:
        state, _ = lesson.play(state, move)
    feedback = lesson.explain_move(state, "run 2", "pt")
    assert feedback.legal and feedback.rule_id == "furnace.production.each-card-once"
    assert feedback.text.endswith("Você terminou a Produção com 4 de dinheiro, menos que 14: todas as cartas já "
                                  "foram ativadas.")
    assert lesson.explain_move(state, "run 2").text.endswith("short of 14: every card has been used.")


def test_interbellum_manager_free_four_coal_pays_the_coal_sale_and_keeps_your_coal() -> None:
    """interbellum.manager.free-four-coal: on the Coal sale, the Manager's 4 coal pay both sales (4 money) and the
    player's own coal stays in the supply; interbellum.manager.assign-at-start cited for the placing."""
    lesson = lessons()["managers"]
    state = lesson.start()
    assert (state.holdings(0).coal, state.money(0)) == (1, 0)
    state, feedback = lesson.play(state, "assign ib-mgr-free-four-coal@base-c9", "pt")
    assert feedback.rule_id == "interbellum.manager.assign-at-start" and "Quatro carvões grátis" in feedback.text
    assert state.managers(0) == [("ib-mgr-free-four-coal", "base-c9")]
    for move in SOLUTIONS["managers"][1:]:
        state, _ = lesson.play(state, move)
    assert (state.holdings(0).coal, state.money(0)) == (1, 4)


def test_interbellum_manager_extra_effect_on_the_wrong_card_falls_short() -> None:
    """interbellum.manager.extra-effect: the Manager's coal works only on the card it sits on; on the Start-up the
    Coal sale cannot sell and the production ends with no money, said in both languages."""
    lesson = lessons()["managers"]
    state = lesson.start()
    for move in ["assign ib-mgr-free-four-coal@base-startup-4", "use base-startup-4"]:
        state, _ = lesson.play(state, move)
    assert [str(a) for a in state.legal_actions()] == ["upgrade base-c9", "done"]
    for lang, end in (("en", "You ended the production with 0 money, short of 4: every card has been used."),
                      ("pt", "Você terminou a Produção com 0 de dinheiro, menos que 4: todas as cartas já foram "
                             "ativadas.")):
        feedback = lesson.explain_move(state, "done", lang)  # the Coal sale, with 1 coal, then runs 0 times
        assert feedback.legal and feedback.rule_id == "furnace.production.each-card-once"
        assert feedback.text.endswith(end)


def test_furnace_upgrade_after_use_upgrading_the_used_mine_meets_the_goal() -> None:
    """furnace.upgrade.after-use: the Coal mine used first still gets upgraded; the goal is met by that rule and the
    mine starts the next round upgraded, in both languages."""
    lesson = lessons()["upgrade-after-use"]
    state = lesson.start()
    for move in SOLUTIONS["upgrade-after-use"]:
        state, feedback = lesson.play(state, move, "pt")
    assert feedback.rule_id == "furnace.upgrade.after-use" and lesson.check(state).status == MET
    upgraded = next(g for g in lesson.goals if g.kind == "upgraded_by_end")
    verdict = judge([upgraded], lesson.row, list(state.iter_log())[len(list(lesson.start().iter_log())):], state)
    assert (verdict.status, verdict.rule_id) == (MET, "furnace.upgrade.after-use")
    assert verdict.en == ("You upgraded “Coal mine → token sale” after using it: from the next production it runs "
                          "both its effects.")
    assert verdict.pt.startswith("Você melhorou “Mina de carvão → venda de Marcadores” depois de usá-la")
    assert (state.holdings(0).coal, state.holdings(0).token, state.money(0)) == (0, 0, 2)


def test_furnace_upgrade_after_use_stopping_without_the_upgrade_fails() -> None:
    """furnace.upgrade.after-use: one pair sold and the upgrade row left with 'done' ends the production without
    the upgrade, said in both languages."""
    lesson = lessons()["upgrade-after-use"]
    state = lesson.start()
    for move in ["use base-c5", "run 1"]:
        state, _ = lesson.play(state, move)
    for lang, end in (("en", "The production ended without upgrading “Coal mine → token sale”."),
                      ("pt", "A Produção terminou sem melhorar “Mina de carvão → venda de Marcadores”.")):
        feedback = lesson.explain_move(state, "done", lang)
        assert feedback.legal and feedback.rule_id == "furnace.upgrade.after-use"
        assert feedback.verdict is not None and feedback.verdict.status == FAILED
        assert feedback.text.endswith(end)


def test_furnace_upgrade_after_use_upgrading_first_spends_the_coal_the_sale_needed() -> None:
    """furnace.production.each-card-once: the Start-up first upgrades the mine before use with the only coal; the
    mine's 2 coal come after the Start-up's sale, so the production ends with 0 money, short of 2."""
    lesson = lessons()["upgrade-after-use"]
    state = lesson.start()
    for move in ["use base-startup-1", "run 0"]:
        state, _ = lesson.play(state, move)
    feedback = lesson.explain_move(state, "upgrade base-c5", "pt")
    assert feedback.legal and feedback.rule_id == "furnace.production.each-card-once"
    assert feedback.text.endswith("Você terminou a Produção com 0 de dinheiro, menos que 2: todas as cartas já foram "
                                  "ativadas.")


def test_following_the_planner_hint_meets_the_upgrade_after_use_goal() -> None:
    """furnace.upgrade.after-use: in the upgrade-after-use lesson, playing the production hint's next step again and
    again meets the goal (money alone ties "upgrade" and "stop upgrading"; the hint breaks the tie toward the upgrade
    the goal asks for)."""
    from furnace_lab.lessons.advice import production_plan

    lesson = lessons()["upgrade-after-use"]
    state = lesson.start()
    for _ in range(20):
        if state.phase != "production" or state.current_player != lesson.player:
            break
        state = state.apply(production_plan(lesson, state).actions[0])
    assert lesson.check(state).status == MET


def test_furnace_scoring_tie_resources_the_scoring_lesson_is_won_on_resources() -> None:
    """furnace.scoring.tie-resources: Ana and Cy end on 36 money and 11 cards each; Ana's 33 resources to Cy's 24
    win the tie-break, and the verdict says which rule decided, in both languages."""
    lesson = lessons()["scoring-tie-breaks"]
    state = lesson.start()
    for move in SOLUTIONS["scoring-tie-breaks"]:
        state, _ = lesson.play(state, move)
    assert state.is_terminal and state.placings() == [1, 3, 2]
    verdict = lesson.check(state)
    assert (verdict.status, verdict.rule_id) == (MET, "furnace.scoring.tie-resources")
    assert verdict.en == ("You won the tie-break: you tied with Cy on 36 money and on cards (11 each), so resources "
                          "decided: 33 to 24.")
    assert verdict.pt == ("Você venceu o desempate: você empatou com Cy em 36 de dinheiro e em cartas (11 cada), "
                          "então os recursos decidiram: 33 a 24.")


def test_furnace_scoring_most_money_no_tie_break_saves_less_money() -> None:
    """furnace.scoring.most-money: skipping the Start-up's coal sale ends Ana's production 4 money short; money is
    counted first, so her resources do not matter and Cy wins."""
    lesson = lessons()["scoring-tie-breaks"]
    state = lesson.start()
    for move in ["use base-startup-3", "run 0"]:
        state, _ = lesson.play(state, move)
    while not state.is_terminal:
        state, _ = lesson.play(state, GreedyBot().act(state))
    verdict = lesson.check(state)
    assert (verdict.status, verdict.rule_id) == (FAILED, "furnace.scoring.most-money")
    assert verdict.en == "You did not finish first alone: you had 32 money and Cy 36."
    assert verdict.pt == "Você não terminou sozinho em primeiro lugar: você tinha 32 de dinheiro e Cy, 36."
