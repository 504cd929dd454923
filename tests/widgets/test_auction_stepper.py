"""The auction stepper, driven headless: choices explained before they are made, refusals in place, bots and the
die stepping visibly, the resolution one card at a time, step back, and both languages."""

from __future__ import annotations

import html
import re

import pytest

from furnace_lab.cards.names import card_name
from furnace_lab.engine import Bid, Compensate, action_sentence
from furnace_lab.engine.core.events import bundle_text
from furnace_lab.widgets.auction import VARIABLE, AuctionStepper
from furnace_lab.widgets.resolution import resolution_of
from furnace_lab.widgets.views import explanation_html, holdings_html

ID = re.compile(r"\b(?:base|ib|house)-[a-z0-9-]+")  # a card id, never in a label a learner reads


def text(fragment: str) -> str:
    """The words of an HTML fragment (tags dropped, entities of quotes restored)."""
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))).strip()


def play_auction_to_the_end(stepper: AuctionStepper) -> None:
    """The human places their highest legal bid each turn; bots and the die play in between."""
    while stepper.state.phase == "auction":
        if stepper.seats.human_to_act(stepper.state):
            bids = [a for a in stepper.state.legal_actions() if isinstance(a, Bid)]
            stepper.card.value = bids[-1].position
            stepper.disc.value = bids[-1].disc
            stepper.place_button.click()
        else:
            stepper.until_human_button.click()
        assert stepper.messages.kind != "error", stepper.messages.text


def test_learner_starts_and_a_legal_choice_is_explained_before_it_is_made() -> None:
    """furnace.auction.place-one-disc: the explanation says what placing the chosen disc would do."""
    stepper = AuctionStepper(seed=1)
    assert stepper.state.current_player == 0 and stepper.seats.human_to_act(stepper.state)
    stepper.card.value = 2
    stepper.disc.value = 3
    card = stepper.state.row[1]
    assert "fl-legal" in stepper.explanation.value
    assert f"Legal: place Capital disc 3 on card 2 ({card_name(card)})" in text(stepper.explanation.value)
    assert "furnace.auction.place-one-disc" in stepper.explanation.value
    stepper.place_button.click()
    assert stepper.state.bids()[1] == [(0, 3)]
    assert stepper.timeline.index == 1
    assert f"places Capital disc 3 on card 2 ({card_name(card)})" in text(stepper.event_log.value)


def test_furnace_auction_same_value_refused_in_place_and_nothing_changes() -> None:
    """furnace.auction.same-value: a disc whose value already sits on the card is refused, with the rule."""
    stepper = AuctionStepper(seed=1)
    stepper.card.value, stepper.disc.value = 1, 1
    stepper.place_button.click()
    stepper.until_human_button.click()
    state = stepper.state
    own = {v for discs in state.bids() for seat, v in discs if seat == 0}
    target = next((pos, value) for pos, discs in enumerate(state.bids(), start=1)
                  for seat, value in discs if seat != 0 and value in state.discs(0) and pos != 1 and value not in own)
    stepper.card.value, stepper.disc.value = target
    assert "fl-illegal" in stepper.explanation.value
    assert f"a disc worth {target[1]} is already on card {target[0]}" in text(stepper.explanation.value)
    assert "furnace.auction.same-value" in stepper.explanation.value
    before = stepper.timeline.length
    stepper.place_button.click()
    assert stepper.messages.kind == "error"
    assert "Rule: furnace.auction.same-value" in stepper.messages.text
    assert stepper.timeline.length == before and stepper.state is state


def test_furnace_auction_same_player_and_placed_disc_refusals_cite_their_rules() -> None:
    """furnace.auction.same-player: never a second disc of yours on a card; a disc already placed is refused too."""
    stepper = AuctionStepper(seed=1)
    stepper.card.value, stepper.disc.value = 1, 2
    stepper.place_button.click()
    stepper.until_human_button.click()
    stepper.card.value, stepper.disc.value = 1, 3
    assert "you already have a disc on card 1" in text(stepper.explanation.value)
    assert "furnace.auction.same-player" in stepper.explanation.value
    # issue 22 item 6: a placed disc is not offered by the disc chooser; the engine still refuses it if played
    assert 2 not in dict(stepper.disc.options).values() and {1, 3, 4} <= set(dict(stepper.disc.options).values())
    assert "your disc 2 is already placed this round" in stepper.state.explain(Bid(2, 2), "en").text


def test_step_back_restores_the_earlier_state_and_its_explanation() -> None:
    stepper = AuctionStepper(seed=1)
    start = stepper.state
    stepper.card.value, stepper.disc.value = 3, 4
    stepper.place_button.click()
    stepper.machine_button.click()
    assert stepper.timeline.index == 2
    stepper.back_button.click()
    stepper.back_button.click()
    assert stepper.state is start and stepper.back_button.disabled
    stepper.card.value, stepper.disc.value = 3, 4
    assert "Legal: place Capital disc 4 on card 3" in text(stepper.explanation.value)
    stepper.forward_button.click()
    assert stepper.state.bids()[2] == [(0, 4)]


def test_bot_turns_step_one_at_a_time_and_are_explained() -> None:
    stepper = AuctionStepper(seed=1)
    stepper.place()
    assert stepper.seats.machine_to_act(stepper.state) and not stepper.machine_button.disabled
    assert "fl-illegal" not in stepper.explanation.value
    assert "press “Bot / die plays”" in text(stepper.explanation.value)
    stepper.machine_button.click()
    assert stepper.timeline.index == 2
    log = text(stepper.event_log.value)
    assert log.startswith("Bot Bea places Capital disc") and "furnace.auction.clockwise" in stepper.event_log.value


def test_furnace_two_player_dummy_die_roll_shown_with_the_dummy_placement() -> None:
    """furnace.two-player.dummy: with two players the die picks the dummy bidder's card, shown when rolled."""
    stepper = AuctionStepper(players=["Ana", "Bo"], seed=3)
    assert "no die rolled yet" in text(stepper.die.value)
    assert "<svg" not in stepper.die.value  # no empty die face: it looked like a box to tick
    for _ in range(4):
        if stepper.state.current_player == -1:
            break
        if stepper.seats.human_to_act(stepper.state):
            stepper.place()
        else:
            stepper.machine_button.click()
    assert stepper.state.current_player == -1
    stepper.machine_button.click()
    roll = next(e for e in reversed(stepper.state.log) if e.kind == "roll")
    placed = next(e for e in reversed(stepper.state.log) if e.kind == "dummy-bid")
    assert f"Last die roll: {roll.raw[3]}" in text(stepper.die.value) and "fl-die-face" in stepper.die.value
    assert placed.explain("en") in text(stepper.die.value)
    assert "furnace.two-player.dummy" in stepper.event_log.value


def test_resolution_is_shown_one_card_at_a_time_with_each_compensation_explained() -> None:
    """furnace.auction.resolve-left-to-right and furnace.compensation.extraction: "lost card N with disc D: D × ..."."""
    stepper = AuctionStepper(seed=1)
    play_auction_to_the_end(stepper)
    cards = resolution_of(stepper.state)
    assert cards and stepper.revealed == 0 and stepper.bid_box.layout.display == "none"
    assert [c.position for c in cards] == sorted(c.position for c in cards)
    stepper.next_card_button.click()
    shown = text(stepper.resolution.value)
    first = cards[0]
    assert f"Card {first.position} · {card_name(first.card)}" in shown and not ID.search(shown)  # names, no ids
    if len(cards) > 1:
        assert f"Card {cards[1].position} · {card_name(cards[1].card)}" not in shown
    stepper.show_all_button.click()
    shown = text(stepper.resolution.value)
    comps = [e for c in cards for e in c.events if e.kind == "comp" and not e.raw[7]]
    assert comps, "seed 1 has extraction compensation"
    for event in comps:
        _, _, _, card, disc, units, _, _, gain = event.raw
        position = stepper.state.row.index(card) + 1
        assert f"lost card {position} ({card_name(card)}) with disc {disc}" in shown
        assert f"{units} × {bundle_text(gain, 'en')} = {bundle_text(gain, 'en', units)}" in shown
    assert "furnace.compensation.extraction" in stepper.resolution.value
    assert not ID.search(shown)
    stepper.lang.value = "Português"
    shown = text(stepper.resolution.value)
    assert f"Carta {first.position} · {card_name(first.card, 'pt')}" in shown and not ID.search(shown)
    assert stepper.next_card_button.disabled


def test_a_processing_compensation_choice_waits_for_the_learner() -> None:
    """furnace.compensation.processing: a losing disc may run the card's top row 0 up to disc-value times."""
    stepper = AuctionStepper(seed=2)
    play_auction_to_the_end(stepper)
    state = stepper.state
    assert state.phase == "resolution" and stepper.seats.human_to_act(state)
    assert stepper.choice_box.layout.display == "none"  # the cards before it are shown first
    stepper.show_all_button.click()
    assert stepper.choice_box.layout.display == ""
    assert [value for _, value in stepper.choice.options] == [str(a) for a in state.legal_actions()]
    labels = [label for label, _ in stepper.choice.options]
    assert labels == [action_sentence(state, a, "en") for a in state.legal_actions()]
    assert labels[0].startswith("Compensation from ") and labels[0].endswith(": decline it")
    assert not any("comp " in label or ID.search(label) for label in labels)
    stepper.lang.value = "Português"
    assert stepper.choice.options[0][0].startswith("Compensação de ")
    assert stepper.choice.value == "comp 1"  # the same choice, said in the new language
    stepper.lang.value = "English"
    stepper.choice.value = "comp 0"
    assert "furnace.compensation.processing" in stepper.choice_explanation.value
    assert "Legal: run" in text(stepper.choice_explanation.value)
    stepper.choice_button.click()
    assert stepper.timeline.last_action == Compensate(0) or str(stepper.timeline.last_action) == "comp 0"
    assert stepper.state.phase != "resolution" or stepper.state is not state


def test_after_the_resolution_bots_play_production_and_the_next_auction_opens() -> None:
    stepper = AuctionStepper(seed=1)
    play_auction_to_the_end(stepper)
    while stepper.state.phase == "resolution":
        stepper.show_all_button.click()
        if stepper.seats.human_to_act(stepper.state):
            stepper.choice_button.click()
        else:
            stepper.machine_button.click()
    stepper.show_all_button.click()
    assert stepper.next_round_button.layout.display == ""
    assert "The auction is resolved" in stepper.messages.text
    stepper.next_round_button.click()
    assert stepper.state.phase == "auction" and stepper.state.round == 2
    assert stepper.bid_box.layout.display == ""


def test_portuguese_switch_changes_explanations_and_labels() -> None:
    stepper = AuctionStepper(seed=1)
    stepper.card.value, stepper.disc.value = 1, 2
    stepper.lang.value = "Português"
    assert stepper.place_button.description == "Colocar disco"
    assert "Permitido: colocar o Disco de Capital 2 na carta 1" in text(stepper.explanation.value)
    stepper.place_button.click()
    assert "coloca o Disco de Capital 2 na carta 1" in text(stepper.event_log.value)
    stepper.until_human_button.click()
    stepper.card.value, stepper.disc.value = 1, 3
    assert "Não permitido: você já tem um disco na carta 1" in text(stepper.explanation.value)
    stepper.place_button.click()
    assert stepper.messages.text.startswith("Não permitido")


def test_clicking_when_it_is_not_your_turn_shows_a_message_not_a_traceback() -> None:
    stepper = AuctionStepper(seed=1)
    stepper.place()
    assert stepper.place_button.disabled
    state = stepper.state
    stepper.place_button.click()  # a click that slipped through: a bot's turn is never played by the learner
    assert stepper.messages.kind == "info"
    assert "A bot or the die is to act" in stepper.messages.text
    assert stepper.state is state


def test_bad_setup_is_refused_with_a_typed_error() -> None:
    from furnace_lab.errors import OptionsError

    with pytest.raises(OptionsError):
        AuctionStepper(players=["Solo"])
    with pytest.raises(OptionsError):
        AuctionStepper(seats=["human", "wizard", "greedy"])


def test_interbellum_variable_disc_value_paid_in_coal() -> None:
    """interbellum.variable-disc.bid and interbellum.variable-disc.spend-coal: the variable disc's value is chosen
    within what the coal held allows, the engine's verdict is shown, and placing it spends the coal."""
    stepper = AuctionStepper(seed=1, variable_discs=True)
    assert ("variable", VARIABLE) in list(stepper.disc.options)
    assert "fl-variable-disc" in stepper.holdings.value
    coal = stepper.state.holdings(0).coal
    stepper.disc.value = VARIABLE
    assert stepper.variable_box.layout.display == ""
    assert (stepper.variable.min, stepper.variable.max) == (0, coal)
    stepper.card.value = 3
    stepper.variable.value = 2
    chosen = stepper.chosen_bid
    assert str(chosen) == "vbid 2@3"
    assert stepper.explanation.value == explanation_html(stepper.state.explain(chosen, "en"), "en")
    assert "paying 2 coal" in text(stepper.explanation.value)  # the price, before it is paid
    stepper.place_button.click()
    assert stepper.state.holdings(0).coal == coal - 2
    assert stepper.state.variable_disc(0) == (3, 2)
    assert "places the variable Capital disc worth 2 on card 3" in text(stepper.event_log.value)
    assert "interbellum.variable-disc.spend-coal" in stepper.event_log.value
    assert "fl-variable-disc" in stepper.row.value


def test_base_game_offers_no_variable_disc() -> None:
    stepper = AuctionStepper(seed=1)
    assert VARIABLE not in [value for _, value in stepper.disc.options]
    assert stepper.variable_box.layout.display == "none"


def test_interbellum_business_schools_show_their_managers_and_resolve_last() -> None:
    """interbellum.business-school.resolved-last: the schools, at the end of the row, are resolved after the
    Companies, and the highest disc takes the school's Manager."""
    stepper = AuctionStepper(seed=1, seats="random", interbellum=True)
    schools = [c for c in stepper.state.row if c.startswith("ib-school")]
    assert schools and stepper.row.value.count("fl-manager") == len(schools)
    for manager in stepper.state.school_managers():
        assert manager is not None and stepper.catalog.card(manager).title in text(stepper.row.value)
    while stepper.state.phase in ("auction", "resolution"):
        stepper.machine_button.click()
    stepper.show_all_button.click()
    cards = resolution_of(stepper.state)
    assert [c.card for c in cards][-len(schools):] == schools
    taken = [e for c in cards[-len(schools):] for e in c.events if "takes the Manager" in e.explain("en")]
    assert taken and all("interbellum.business-school.highest-takes-manager" in e.rules for e in taken)
    assert "takes the Manager" in text(stepper.resolution.value)


def test_interbellum_agent_turns_step_visibly_with_the_die() -> None:
    """interbellum.agent.target-card: the Agent's turn starts with a die roll, shown with where it bid."""
    stepper = AuctionStepper(players=["Ana (you)", "Bot Bea"], seed=3, interbellum=True,
                             agent="ib-agent-steel-magnate")
    assert "Agent Steel Magnate" in text(stepper.holdings.value)
    while stepper.state.current_player != -1:
        if stepper.seats.human_to_act(stepper.state):
            stepper.place()
        else:
            stepper.machine_button.click()
    assert "the die (Agent Steel Magnate)" in text(stepper.status.value)
    stepper.machine_button.click()
    roll = next(e for e in reversed(stepper.state.log) if e.kind == "roll")
    assert f"Last die roll: {roll.raw[3]}" in text(stepper.die.value) and "fl-die-face" in stepper.die.value
    placed = stepper.state.log[-1]
    assert placed.player == stepper.state.spec.dummy and placed.explain("en") in text(stepper.die.value)


def test_holdings_name_capitalists_by_title_and_list_both_solo_agents() -> None:
    """interbellum.solo.two-agents: the solo holdings table has a row for the left and the right Agent, with their
    money; each player's Capitalist reads as its card title (its id in the tooltip)."""
    stepper = AuctionStepper(players=["Ana (you)"], seed=3, interbellum=True)
    words = text(stepper.holdings.value)
    left, right = stepper.state.spec.agents
    assert f"Agent {left.title} (left)" in words and f"Agent {right.title} (right)" in words
    assert stepper.holdings.value.count('class="fl-agent"') == 2
    capitalist = stepper.state.capitalist(0)
    title = stepper.catalog.card(capitalist).title
    assert f'title="{capitalist}">{html.escape(title)}</td>' in stepper.holdings.value
    stepper.lang.value = "Português"
    assert f"Agente {right.title} (à direita)" in text(stepper.holdings.value)


def test_five_players_choose_a_start_up_before_the_first_row() -> None:
    """interbellum.five-players.fifth-chooses: the fifth player in turn order chooses a Start-up and a Capitalist
    before the first row is revealed; the stepper offers that choice instead of the bid controls."""
    stepper = AuctionStepper(players=["Ana", "Bo", "Cy", "Di", "Ed (you)"], seed=1, interbellum=True,
                             seats=["greedy", "greedy", "greedy", "greedy", "human"], first_player=0)
    assert stepper.state.current_player == 4 and stepper.state.row == ()
    assert stepper.choice_box.layout.display == "" and stepper.bid_box.layout.display == "none"
    options = [value for _, value in stepper.choice.options]
    assert options and all(option.startswith("choose ") for option in options)
    assert all(label.startswith("Keep ") and not ID.search(label) for label, _ in stepper.choice.options)
    stepper.choice.value = options[0]
    assert stepper.choice_explanation.value == explanation_html(stepper.state.explain(options[0], "en"), "en")
    stepper.choice_button.click()
    assert str(stepper.timeline.last_action) == options[0]


def test_each_new_turn_starts_from_a_placement_the_rules_allow() -> None:
    """furnace.auction.place-one-disc: on the learner's next turn the controls do not still point at the disc they
    already placed; pressing "Place disc" at once places a legal disc."""
    for players, interbellum in ((3, False), (2, False), (4, True)):
        stepper = AuctionStepper(players=players, seed=2, interbellum=interbellum)
        turns = 0
        while stepper.state.phase == "auction" and turns < 3:
            if not stepper.seats.human_to_act(stepper.state):
                stepper.until_human_button.click()
                continue
            assert stepper.chosen_bid in stepper.state.legal_actions()
            assert "fl-legal" in stepper.explanation.value
            before = stepper.timeline.index
            stepper.place_button.click()
            assert stepper.messages.kind != "error", stepper.messages.text
            assert stepper.timeline.index == before + 1
            turns += 1
        assert turns >= 2


def test_the_auction_row_draws_its_card_faces_in_the_widgets_language() -> None:
    english = AuctionStepper(seed=3)
    portuguese = AuctionStepper(seed=3, lang="pt")
    assert "basic side" in english.row.value
    assert "lado básico" in portuguese.row.value and "basic side" not in portuguese.row.value
    assert "Compensação" in portuguese.row.value


def _holdings_rows(fragment: str) -> list[str]:
    return [text(row) for row in re.findall(r'<tr class="fl-player".*?</tr>', fragment)]


def test_resolution_status_holdings_and_log_advance_card_by_card() -> None:
    """Issue 22 item 4 (furnace.auction.resolve-left-to-right): while the cards are revealed one by one, the status,
    the holdings and the log show only the cards revealed so far; every winner and compensation only at the end."""
    stepper = AuctionStepper(seed=1)
    play_auction_to_the_end(stepper)
    state = stepper.state
    cards = resolution_of(state)
    assert len(cards) > 1 and stepper.revealed == 0
    status = text(stepper.status.value)
    assert f"Resolution: 0 of {len(cards)} cards shown" in status and "to act" not in status
    hidden_lines = [e.explain("en") for c in cards for e in c.events]
    log = text(stepper.event_log.value)
    assert not any(line in log for line in hidden_lines)
    won = [str(e.raw[3]) for c in cards for e in c.events if e.kind == "win" and e.raw[1] < state.num_players]
    assert won and not any(card in text(stepper.holdings.value) for card in won)
    real = _holdings_rows(holdings_html(state, "en"))
    assert _holdings_rows(stepper.holdings.value) != real  # compensation and cards not yet given
    for k in range(1, len(cards) + 1):
        stepper.next_card_button.click()
        log = text(stepper.event_log.value)
        for earlier in cards[:k]:
            assert all(e.explain("en") in log for e in earlier.events)
        for later in cards[k:]:
            assert not any(e.explain("en") in log for e in later.events)
        if k < len(cards):
            assert f"Resolution: {k} of {len(cards)} cards shown" in text(stepper.status.value)
    assert "Resolution:" not in text(stepper.status.value) and "to act" in text(stepper.status.value)
    assert _holdings_rows(stepper.holdings.value) == real


def test_revealed_holdings_take_back_exactly_the_hidden_compensation() -> None:
    """furnace.compensation.extraction: the holdings shown before a card is revealed lack exactly its compensation
    (runs × gain), and the player's cards lack the card won."""
    from furnace_lab.widgets.resolution import RevealedState

    stepper = AuctionStepper(seed=1)
    play_auction_to_the_end(stepper)
    state = stepper.state
    cards = resolution_of(state)
    shown = RevealedState(state, state.log[cards[0].first:])
    assert shown.exact and shown.phase == "resolution"
    for p in range(state.num_players):
        expected = list(state.holdings(p).as_tuple())
        for c in cards:
            for e in c.events:
                if e.kind == "comp" and e.raw[1] == p:
                    for slot, amount in e.raw[8]:
                        expected[slot] -= amount * e.raw[6]
                    for slot, amount in e.raw[7]:
                        expected[slot] += amount * e.raw[6]
        assert list(shown.holdings(p).as_tuple()) == expected
        assert not set(shown.cards(p)) & {c.card for c in cards}


def test_disc_chooser_offers_only_discs_in_hand() -> None:
    """Issue 22 item 6 (furnace.auction.place-one-disc): a disc placed this round is no longer offered."""
    stepper = AuctionStepper(seed=1)
    stepper.card.value, stepper.disc.value = 1, 3
    stepper.place_button.click()
    stepper.until_human_button.click()
    offered = set(dict(stepper.disc.options).values())
    assert offered == set(stepper.state.discs(0)) and 3 not in offered


def test_auction_stepper_shows_a_legend_of_the_pieces_in_its_language() -> None:
    """Issue 22 item 2: a visible legend names every piece (no tooltip needed), in English and in Portuguese."""
    stepper = AuctionStepper(seed=1)
    legend = text(stepper.legend.value)
    for name in ("coal (cube)", "iron (bar)", "oil (drum)", "money (coin)", "upgrade token"):
        assert name in legend
    assert 'class="fl-piece fl-piece-coal"' in stepper.row.value
    stepper.lang.value = "Português"
    legend = text(stepper.legend.value)
    for name in ("carvão (cubo)", "ferro (barra)", "petróleo (barril)", "dinheiro (moeda)", "Marcador de Melhoria"):
        assert name in legend
    assert "Peças" in legend


def test_auction_row_wraps_instead_of_scrolling_sideways() -> None:
    """Issue 22 item 3: the row of Companies is a wrapping flex box, never a sideways scroll."""
    stepper = AuctionStepper(seed=1)
    assert "flex-wrap:wrap" in stepper.row.value and "overflow-x" not in stepper.row.value
    assert all(b.layout.width == "auto" for b in (stepper.until_human_button, stepper.next_card_button,
                                                  stepper.place_button))


def test_choosing_another_card_redraws_only_the_two_cards_whose_outline_moved() -> None:
    """Issue 22: widgets change only what changed: each card of the row is its own widget, and a new card choice
    sends the browser the old and the new choice only."""
    stepper = AuctionStepper(seed=1)
    cells = stepper.row.cells
    assert len(cells) == len(stepper.state.row)
    sent: list[int] = []
    for k, cell in enumerate(cells):
        cell.observe(lambda _, k=k: sent.append(k), names="value")
    stepper.card.value = 1
    sent.clear()
    stepper.card.value = 3
    assert sorted(sent) == [0, 2]
    assert stepper.row.cells == cells  # the same widgets, not a new row
