"""The game explorer, driven headless: jump to any step or event, fork a what-if, save and load records, views."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

from furnace_lab.cards.names import card_name
from furnace_lab.engine import replay
from furnace_lab.widgets.explorer import GameExplorer
from furnace_lab.widgets.share import bot_line


def text(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))).strip()


def bot_game(seed: int = 4, step: int | None = None) -> GameExplorer:
    players = ("Ana", "Bo", "Cy")
    return GameExplorer(players=list(players), seed=seed, seats="greedy", actions=bot_line(players, seed, "greedy"),
                        step=step)


def test_the_seed_and_step_are_visible_and_the_slider_jumps() -> None:
    explorer = bot_game(step=10)
    status = text(explorer.status.value)
    assert "seed 4" in status and f"step 10 /{explorer.timeline.length}" in status
    assert explorer.step.value == 10 and explorer.step.max == explorer.timeline.length
    explorer.step.value = 25
    assert explorer.timeline.index == 25
    assert explorer.state is explorer.timeline.state_at(25)


def test_jump_to_an_event_shows_the_step_that_made_it_with_its_why_line() -> None:
    explorer = bot_game()
    end = explorer.state
    assert end.is_over
    log = end.log
    k = next(i for i, e in enumerate(log) if e.kind == "win")
    explorer.events.value = k
    shown = explorer.state
    assert len(shown.log) > k and shown.log[k] == log[k]
    previous = explorer.timeline.state_at(explorer.timeline.index - 1)
    assert len(previous.log) <= k  # the step shown is the one that wrote the event
    why = text(explorer.why.value)
    assert log[k].explain("en") in why
    assert "furnace.auction.highest-wins" in explorer.why.value
    assert "furnace.auction.highest-wins" in explorer.round_log.value


def test_fork_a_what_if_keeps_the_main_line() -> None:
    explorer = bot_game(step=5)
    main = explorer.timeline
    length = main.length
    explorer.fork_button.click()
    assert explorer.timeline is not main and explorer.timeline.index == 5
    assert [label for label, _ in explorer.branch.options] == ["main", "what-if 1 (step 5)"]
    chosen = explorer.action.options[-1]
    assert chosen != str(main.actions[5]) or len(explorer.action.options) == 1
    explorer.action.value = chosen
    explorer.act_button.click()
    assert str(explorer.timeline.last_action) == chosen and explorer.timeline.length == 6
    assert main.length == length
    explorer.branch.value = 0
    assert explorer.timeline is main and explorer.timeline.index == 5


def test_a_what_if_for_the_die_can_be_played() -> None:
    """furnace_lab.chance.die: the dummy bidder's die is an explicit action, so a what-if can choose its face."""
    explorer = GameExplorer(players=["Ana", "Bo"], seed=2, seats="greedy")
    explorer.until_human_button.click()  # all bots: plays to the end
    assert explorer.state.is_over
    roll_step = next(i for i, a in enumerate(explorer.timeline.actions) if str(a).startswith("roll"))
    explorer.step.value = roll_step
    explorer.fork()
    explorer.action.value = "roll 6"
    explorer.act_button.click()
    assert "The die shows 6." in text(explorer.event_log.value)


def test_save_and_load_a_record_round_trip(tmp_path: Path) -> None:
    explorer = bot_game(step=30)
    target = tmp_path / "game.json"
    explorer.path.value = str(target)
    explorer.save_button.click()
    assert explorer.messages.kind == "ok" and target.exists()
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left behind
    record = json.loads(target.read_text(encoding="utf-8"))
    assert record["seed"] == 4 and len(record["actions"]) == 30
    other = GameExplorer(players=["X", "Y"], seed=9)
    other.path.value = str(target)
    other.load_button.click()
    assert other.messages.kind == "ok" and "30 actions" in other.messages.text
    assert other.state == explorer.state
    assert other.timeline.length == 30 and other.seed.value == 4
    other.back_button.click()
    assert other.state == explorer.timeline.state_at(29)


def test_load_errors_are_readable_and_change_nothing(tmp_path: Path) -> None:
    explorer = bot_game(step=3)
    state = explorer.state
    explorer.path.value = str(tmp_path / "missing.json")
    explorer.load_button.click()
    assert explorer.messages.kind == "error" and "cannot read" in explorer.messages.text
    explorer.record.value = "{not json"
    explorer.load_text_button.click()
    assert "not valid JSON" in explorer.messages.text
    explorer.show_record_button.click()
    record = json.loads(explorer.record.value)
    record["actions"][1] = "bid 9@1"
    explorer.record.value = json.dumps(record)
    explorer.load_text_button.click()
    assert "action 1 (bid 9@1)" in explorer.messages.text
    assert explorer.state is state


def test_each_player_view_hides_the_deck_and_shows_their_tableau() -> None:
    explorer = bot_game(step=12)
    table = text(explorer.board.value)
    assert "Deck, next cards :" in table and card_name(explorer.state.deck[0]) in table
    explorer.view.value = 1
    seen = text(explorer.board.value)
    assert "Deck, next cards: the deck is face down" in seen
    assert explorer.state.startup(1) in explorer.board.value
    assert [label for label, _ in explorer.view.options] == ["the whole table", "Ana's view", "Bo's view", "Cy's view"]


def test_a_new_game_from_the_controls_and_bad_input_in_words() -> None:
    explorer = GameExplorer()
    explorer.names.value = "Ana, Bo"
    explorer.seed.value = 11
    explorer.seat_kinds.value = "human, random"
    explorer.new_game_button.click()
    assert explorer.state.players == ("Ana", "Bo") and explorer.state.seed == 11
    assert explorer.seats.kinds == ("human", "random")
    explorer.seat_kinds.value = "human, robot"
    explorer.new_game_button.click()
    assert explorer.messages.kind == "error" and "robot" in explorer.messages.text
    assert explorer.state.players == ("Ana", "Bo")


def test_the_share_parameters_replay_the_position() -> None:
    explorer = bot_game(step=17)
    assert "seed=4" in explorer.share.value and "step=17" in explorer.share.value
    record = explorer.state.record()
    assert replay(record) == explorer.state


def test_an_interbellum_bot_game_and_the_new_game_checkbox() -> None:
    """interbellum.delivery.once: a delivery is an event of the log, with its rule, like every other step."""
    explorer = GameExplorer.bot_game(seed=1, interbellum=True)
    assert explorer.interbellum.value and explorer.state.is_over
    deliveries = [k for k, e in enumerate(explorer.state.log) if "interbellum.delivery.once" in e.rules]
    assert deliveries
    explorer.events.value = deliveries[0]
    assert "takes the delivery of" in text(explorer.why.value)
    explorer.interbellum.value = False
    explorer.new_game_button.click()
    assert not explorer.state.options.uses("new_companies")


def test_new_game_with_another_number_of_players_does_not_trip_on_the_last_games_seats() -> None:
    """The seats box is filled in by the explorer; typing four names (or one, with Interbellum) and pressing
    "New game" deals that game with the usual seats instead of refusing "3 seats given for 4 players"."""
    explorer = GameExplorer()
    assert explorer.seat_kinds.value == "human, greedy, greedy"
    explorer.names.value = "Ana, Bo, Cy, Di"
    explorer.new_game_button.click()
    assert explorer.messages.kind != "error", explorer.messages.text
    assert explorer.state.players == ("Ana", "Bo", "Cy", "Di")
    assert explorer.seats.kinds == ("human", "greedy", "greedy", "greedy")
    assert explorer.seat_kinds.value == "human, greedy, greedy, greedy"
    explorer.names.value = "Ana"
    explorer.interbellum.value = True
    explorer.new_game_button.click()
    assert explorer.messages.kind != "error", explorer.messages.text
    assert explorer.state.num_players == 1 and explorer.seats.kinds == ("human",)
    # seats the teacher typed are still checked against the players
    explorer.names.value = "Ana, Bo"
    explorer.interbellum.value = False
    explorer.seat_kinds.value = "greedy, greedy, random"
    explorer.new_game_button.click()
    assert explorer.messages.kind == "error" and "3 seats given for 2 players" in explorer.messages.text
    assert explorer.state.num_players == 1


def test_the_lines_are_named_in_the_language_shown() -> None:
    """In Portuguese the main line and the what-ifs are not left with English names; a name given by hand stays."""
    explorer = bot_game(step=5)
    explorer.fork_button.click()
    explorer.fork("Bo bids high")
    explorer.lang.value = "Português"
    assert [label for label, _ in explorer.branch.options] == ["principal", "e-se 1 (passo 5)", "Bo bids high"]
    explorer.fork_button.click()
    assert explorer.messages.text == "Criado “e-se 3 (passo 5)” no passo 5."
    explorer.lang.value = "English"
    assert [label for label, _ in explorer.branch.options] == ["main", "what-if 1 (step 5)", "Bo bids high",
                                                              "what-if 3 (step 5)"]
    assert explorer.branch.value == 3


def test_saving_where_no_file_can_be_written_says_so_in_words(tmp_path: Path) -> None:
    """A path in a folder that does not exist, or a folder's own name: the learner reads why nothing was saved,
    not "Something went wrong: FileNotFoundError" with the name of a temporary file."""
    explorer = bot_game(step=10)
    for target in (tmp_path / "no-such-folder" / "game.json", tmp_path):
        explorer.path.value = str(target)
        explorer.save_button.click()
        message = explorer.messages.text
        assert explorer.messages.kind == "error"
        assert message.startswith(f"cannot save the record to {target}: "), message
        assert "Something went wrong" not in message and ".tmp" not in message
    assert sorted(p.name for p in tmp_path.iterdir()) == []
    explorer.path.value = str(tmp_path / "game.json")
    explorer.save_button.click()
    assert explorer.messages.kind == "ok" and (tmp_path / "game.json").exists()


def test_seats_are_written_and_read_in_portuguese_too() -> None:
    """The seats box and its heading speak the language shown ("humano, guloso, aleatório"), and a teacher may
    type the seats in either language."""
    explorer = GameExplorer()
    explorer.lang.value = "Português"
    assert explorer.seat_kinds.value == "humano, guloso, guloso"
    assert "human," not in text(explorer.labels["seats"].value)
    explorer.names.value = "Ana, Bo"
    explorer.seat_kinds.value = "guloso, aleatório"
    explorer.new_game_button.click()
    assert explorer.messages.kind != "error", explorer.messages.text
    assert explorer.seats.kinds == ("greedy", "random")
    assert explorer.seat_kinds.value == "guloso, aleatório"
    explorer.lang.value = "English"
    assert explorer.seat_kinds.value == "greedy, random"
    explorer.seat_kinds.value = "Human, random"
    explorer.new_game_button.click()
    assert explorer.seats.kinds == ("human", "random")
    explorer.seat_kinds.value = "human, robô"
    explorer.new_game_button.click()
    assert explorer.messages.kind == "error" and "robô" in explorer.messages.text
    assert explorer.seat_kinds.value == "human, robô"  # what the teacher typed is not overwritten


def test_a_refused_new_game_is_explained_in_the_language_shown() -> None:
    """furnace_lab.setup.player-count: six names are refused; in Português the refusal is in Portuguese with the
    rule it cites, and switching back to English says it in English again. The game shown is unchanged."""
    explorer = GameExplorer()
    state = explorer.state
    explorer.lang.value = "Português"
    explorer.names.value = "Ana, Bo, Cy, Di, Ed, Flo"
    explorer.new_game_button.click()
    assert explorer.messages.kind == "error" and explorer.state is state
    shown = explorer.messages.text
    assert "Fornalha é para 2 a 4 jogadores (1 e 5 com Interbellum), não 6" in shown, shown
    assert "[furnace_lab.setup.player-count]" in shown and "players" not in shown
    explorer.lang.value = "English"
    assert explorer.messages.text == "Furnace is for 2-4 players (1 and 5 with Interbellum), not 6 " \
                                     "[furnace_lab.setup.player-count]"
    explorer.lang.value = "Português"
    assert explorer.messages.text == shown


def test_a_mistyped_action_in_a_pasted_record_is_explained_in_the_language_shown() -> None:
    """An action typed into the record box with a typo ('bidd 3@2'): the error names the action and explains the
    notation in the language shown, before and after a switch; nothing is loaded."""
    explorer = bot_game(step=3)
    state = explorer.state
    explorer.show_record_button.click()
    record = json.loads(explorer.record.value)
    record["actions"][1] = "bidd 3@2"
    explorer.record.value = json.dumps(record)
    explorer.load_text_button.click()
    english = explorer.messages.text
    assert english.startswith("action 1 (bidd 3@2): cannot read action 'bidd 3@2': unknown action 'bidd'"), english
    explorer.lang.value = "Português"
    portuguese = explorer.messages.text
    assert portuguese.startswith("ação 1 (bidd 3@2): não foi possível ler a ação 'bidd 3@2': ação desconhecida "
                                 "'bidd'; esperava-se 'bid D@P'"), portuguese
    assert "unknown" not in portuguese and "expected" not in portuguese
    explorer.load_text_button.click()  # typed again while in Portuguese: still Portuguese
    assert explorer.messages.text == portuguese
    explorer.lang.value = "English"
    assert explorer.messages.text == english and explorer.state is state


def test_a_classroom_link_with_a_mistyped_action_opens_in_portuguese_and_says_why_in_portuguese() -> None:
    """A Portuguese class's link whose 'actions' has a typo opens the default game and explains the typo in
    Portuguese (the class reads its own language), and in English after a switch."""
    from furnace_lab.widgets.share import classroom_explorer

    explorer = classroom_explorer("lang=pt&players=Ana,Bo&actions=bidd 3@2")
    assert explorer.language == "pt" and explorer.messages.kind == "error"
    assert "não foi possível ler a ação 'bidd 3@2': ação desconhecida 'bidd'" in explorer.messages.text
    explorer.lang.value = "English"
    assert "cannot read action 'bidd 3@2': unknown action 'bidd'" in explorer.messages.text
