"""The game explorer, driven headless: jump to any step or event, fork a what-if, save and load records, views."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import pytest

from furnace_lab.engine import action_sentence, replay
from furnace_lab.errors import RecordError
from furnace_lab.widgets.explorer import GameExplorer
from furnace_lab.widgets.share import bot_line


def text(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))).strip()


def bot_game(seed: int = 4, step: int | None = None, **kwargs: Any) -> GameExplorer:
    players = ("Ana", "Bo", "Cy")
    return GameExplorer(players=list(players), seed=seed, seats="greedy", actions=bot_line(players, seed, "greedy"),
                        step=step, **kwargs)


def test_the_seed_and_step_are_visible_and_the_slider_jumps() -> None:
    explorer = bot_game(step=10)
    status = text(explorer.status.value)
    assert "seed 4" in status and f"step 10 /{explorer.timeline.length}" in status
    assert explorer.step.value == 10 and explorer.step.max == explorer.timeline.length
    explorer.step.value = 25
    assert explorer.timeline.index == 25
    assert explorer.state is explorer.timeline.state_at(25)


def test_jump_to_an_event_shows_the_step_that_made_it_with_its_why_toggle() -> None:
    explorer = bot_game()
    explorer.step.value = explorer.step.max
    end = explorer.state
    assert end.is_over
    log = end.log
    k = next(i for i, e in enumerate(log) if e.kind == "win")
    explorer.jump_to_event(k)
    shown = explorer.state
    assert len(shown.log) > k and shown.log[k] == log[k]
    previous = explorer.timeline.state_at(explorer.timeline.index - 1)
    assert len(previous.log) <= k  # the step shown is the one that wrote the event
    assert explorer.events.value == explorer.timeline.index == explorer.step.value
    steps_events = text(explorer.event_log.value)
    assert log[k].explain("en") in steps_events
    assert 'class="fl-event fl-current"' in explorer.event_log.value  # the event jumped to is marked
    # the rules are behind a "why" toggle, each with its summary, not tags on every line
    assert "<details" in explorer.event_log.value and "<summary" in explorer.event_log.value
    why = explorer.event_log.value.split("<details", 1)[1]
    assert "furnace.auction.highest-wins" in why


def test_fork_a_what_if_keeps_the_main_line() -> None:
    explorer = bot_game(step=5)
    main = explorer.timeline
    length = main.length
    explorer.fork_button.click()
    assert explorer.timeline is not main and explorer.timeline.index == 5
    assert [label for label, _ in explorer.branch.options] == ["main", "what-if 1 (step 5)"]
    chosen = explorer.action.options[-1][1]
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
    explorer = bot_game(step=30, records_folder=tmp_path)
    explorer.path.value = "game"
    explorer.save_button.click()
    target = tmp_path / "game.json"
    assert explorer.record_messages.kind == "ok" and target.exists(), explorer.record_messages.text
    assert explorer.record_messages.text == f"Saved the record to {tmp_path.name}/game.json."  # not the server's path
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temporary file left behind
    record = json.loads(target.read_text(encoding="utf-8"))
    assert record["seed"] == 4 and len(record["actions"]) == 30
    other = GameExplorer(players=["X", "Y"], seed=9, records_folder=tmp_path)
    other.path.value = "game.json"
    other.load_button.click()
    assert other.record_messages.kind == "ok" and "30 actions" in other.record_messages.text
    assert other.state == explorer.state
    assert other.timeline.length == 30 and other.seed.value == 4
    other.back_button.click()
    assert other.state == explorer.timeline.state_at(29)


def test_load_errors_are_readable_and_change_nothing(tmp_path: Path) -> None:
    explorer = bot_game(step=3, records_folder=tmp_path)
    state = explorer.state
    explorer.path.value = "missing"
    explorer.load_button.click()
    assert explorer.record_messages.kind == "error" and "cannot read" in explorer.record_messages.text
    explorer.record.value = "{not json"
    explorer.load_text_button.click()
    assert "not valid JSON" in explorer.record_messages.text
    explorer.show_record_button.click()
    record = json.loads(explorer.record.value)
    record["actions"][1] = "bid 9@1"
    explorer.record.value = json.dumps(record)
    explorer.load_text_button.click()
    assert "action 1 (bid 9@1)" in explorer.record_messages.text
    assert explorer.state is state


def test_each_player_view_hides_the_deck_and_shows_their_tableau() -> None:
    explorer = bot_game(step=12)
    table = text(explorer.board.value)
    first = explorer.catalog.card(explorer.state.deck[0])
    assert "Deck, next cards :" in table and first.title in table
    assert explorer.state.deck[0] not in table  # the deck is read by the cards' names, not their ids
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
    assert explorer.interbellum.value and explorer.timeline.index == 0
    end = explorer.timeline.state_at(explorer.timeline.length)
    assert end.is_over
    deliveries = [k for k, e in enumerate(end.log) if "interbellum.delivery.once" in e.rules]
    assert deliveries
    explorer.jump_to_event(deliveries[0])
    assert "takes the delivery of" in text(explorer.event_log.value)
    assert "interbellum.delivery.once" in explorer.event_log.value
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
    """A records folder that cannot be made (a file is in the way), or a name taken by a folder: the learner reads
    why nothing was saved, not "Something went wrong: FileNotFoundError" with the name of a temporary file."""
    blocked = tmp_path / "blocked"
    blocked.write_text("not a folder", encoding="utf-8")
    explorer = bot_game(step=10, records_folder=blocked)
    explorer.path.value = "game"
    explorer.save_button.click()
    assert explorer.record_messages.kind == "error"
    shown = explorer.record_messages.text
    assert shown.startswith("cannot create the records folder blocked"), shown
    folder = tmp_path / "records"
    (folder / "game.json").mkdir(parents=True)
    explorer = bot_game(step=10, records_folder=folder)
    explorer.path.value = "game"
    explorer.save_button.click()
    message = explorer.record_messages.text
    assert explorer.record_messages.kind == "error" and message.startswith("cannot save the record to "), message
    assert "Something went wrong" not in message and ".tmp" not in message
    assert sorted(p.name for p in folder.iterdir()) == ["game.json"] and (folder / "game.json").is_dir()
    explorer.path.value = "game 2"
    explorer.save_button.click()
    assert explorer.record_messages.kind == "ok" and (folder / "game 2.json").is_file()


def test_seats_are_written_and_read_in_portuguese_too() -> None:
    """The seats box and its heading speak the language shown ("humano, guloso, aleatório"), and a teacher may
    type the seats in either language."""
    explorer = GameExplorer()
    explorer.lang.value = "Português"
    assert explorer.seat_kinds.value == "humano, guloso, guloso"
    assert "human," not in explorer.seat_kinds.description
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
    english = explorer.record_messages.text
    assert english.startswith("action 1 (bidd 3@2): cannot read action 'bidd 3@2': unknown action 'bidd'"), english
    explorer.lang.value = "Português"
    portuguese = explorer.record_messages.text
    assert portuguese.startswith("ação 1 (bidd 3@2): não foi possível ler a ação 'bidd 3@2': ação desconhecida "
                                 "'bidd'; esperava-se 'bid D@P'"), portuguese
    assert "unknown" not in portuguese and "expected" not in portuguese
    explorer.load_text_button.click()  # typed again while in Portuguese: still Portuguese
    assert explorer.record_messages.text == portuguese
    explorer.lang.value = "English"
    assert explorer.record_messages.text == english and explorer.state is state


def test_a_classroom_link_with_a_mistyped_action_opens_in_portuguese_and_says_why_in_portuguese() -> None:
    """A Portuguese class's link whose 'actions' has a typo opens the default game and explains the typo in
    Portuguese (the class reads its own language), and in English after a switch."""
    from furnace_lab.widgets.share import classroom_explorer

    explorer = classroom_explorer("lang=pt&players=Ana,Bo&actions=bidd 3@2")
    assert explorer.language == "pt" and explorer.messages.kind == "error"
    assert "não foi possível ler a ação 'bidd 3@2': ação desconhecida 'bidd'" in explorer.messages.text
    explorer.lang.value = "English"
    assert "cannot read action 'bidd 3@2': unknown action 'bidd'" in explorer.messages.text


# ---- issue 22, point 5: an explorer to read ------------------------------------------------------------------------
def controls(widget: Any) -> list[Any]:
    """Every widget inside ``widget`` (the explorer's tree, as the page draws it)."""
    found = [widget]
    for child in getattr(widget, "children", ()):
        found += controls(child)
    return found


def test_one_step_numbering_for_the_slider_the_log_and_the_status() -> None:
    """The slider runs 0..n, the log has one line per step numbered 0..n, and the status says "step k/n": the same
    n everywhere (not "step 163" beside a log numbered to 232 and an event list of 335 entries)."""
    explorer = GameExplorer.bot_game(seed=7)
    line = explorer.timeline
    labels = [label for label, _ in explorer.events.options]
    assert explorer.step.max == line.length == len(labels) - 1
    assert [step for _, step in explorer.events.options] == list(range(line.length + 1))
    assert [label.split(".", 1)[0] for label in labels] == [str(k) for k in range(line.length + 1)]
    assert f"/{line.length}" in text(explorer.status.value)
    for k in (0, 1, 57, line.length):
        explorer.step.value = k
        assert explorer.events.value == k == line.index
        assert f"step {k} /{line.length}" in text(explorer.status.value)
        assert text(explorer.log_heading.value).startswith(f"Step {k}:")
    # every event of the game is in exactly one step's list
    end = line.state_at(line.length)
    counted = 0
    for k in range(line.length + 1):
        explorer.step.value = k
        counted += explorer.event_log.value.count('<li class="fl-event')
    assert counted == len(end.log)


def test_clicking_a_log_line_shows_the_table_at_that_moment() -> None:
    explorer = GameExplorer.bot_game(seed=7)
    line = explorer.timeline
    explorer.events.value = 40
    assert line.index == 40 and explorer.step.value == 40 and explorer.state is line.state_at(40)
    fresh = GameExplorer.bot_game(seed=7, step=40)
    assert explorer.board.value == fresh.board.value
    first = line.state_at(40).log[len(line.state_at(39).log)]
    assert explorer.events.options[40][0].startswith(f"40. {first.explain('en')[:30]}")
    assert first.explain("en") in text(explorer.event_log.value)


def test_the_log_is_written_once_per_line_and_a_jump_only_moves_its_highlight() -> None:
    explorer = GameExplorer.bot_game(seed=7)
    options = explorer.events.options
    for k in (10, 90, 3, 0):
        explorer.events.value = k
        explorer.step.value = k + 1
    explorer.forward_button.click()
    explorer.back_button.click()
    assert explorer.events.options is options  # not sent to the page again
    explorer.lang.value = "Português"
    assert explorer.events.options is not options and explorer.events.options[1][0].startswith("1. ")
    assert "coloca" in explorer.events.options[1][0]  # the log speaks the language shown
    explorer.fork()
    explorer.act()
    assert len(explorer.events.options) == explorer.timeline.length + 1 == explorer.step.max + 1


def test_the_explorer_and_the_classroom_app_open_at_the_start_or_at_the_step_named() -> None:
    from furnace_lab.widgets.share import classroom_explorer

    assert GameExplorer.bot_game(seed=7).timeline.index == 0
    assert not GameExplorer.bot_game(seed=7).state.is_over
    assert classroom_explorer("seed=7").timeline.index == 0
    assert classroom_explorer("").timeline.index == 0
    named = classroom_explorer("seed=7&step=12")
    assert named.timeline.index == 12 and named.step.value == 12 and named.events.value == 12


def test_no_action_chooser_when_nobody_can_act() -> None:
    """At the end of the game there is no legal action: the chooser and "Do it" are hidden, not shown empty."""
    explorer = GameExplorer.bot_game(seed=7)
    assert explorer.action.options and explorer.play_row.layout.display is None
    explorer.step.value = explorer.step.max
    assert explorer.state.is_over
    assert explorer.action.options == () and explorer.play_row.layout.display == "none"
    assert explorer.action_explanation.value == ""
    explorer.step.value = 5
    assert explorer.action.options and explorer.play_row.layout.display is None


def test_every_control_has_a_caption_in_the_language_shown() -> None:
    """No unlabelled drop-down, list, slider or text box: each has a description (its accessible name)."""
    explorer = GameExplorer.bot_game(seed=7)
    explorer.step.value = explorer.step.max  # the end: the hidden chooser too must keep its caption
    kinds = (widgets.Dropdown, widgets.Select, widgets.IntSlider, widgets.Text, widgets.IntText, widgets.Textarea,
             widgets.Checkbox)
    for lang in ("English", "Português"):
        explorer.lang.value = lang
        fields = [w for w in controls(explorer) if isinstance(w, kinds)]
        assert len(fields) >= 10
        for field in fields:
            assert field.description.strip(), type(field).__name__
            if not isinstance(field, widgets.Checkbox):  # a check box's caption sits after it, at its own width
                assert field.style.description_width == "initial"  # never cut to the default label width
    assert explorer.events.description == "Histórico" and explorer.action.description == "Jogar"


def test_the_file_box_refuses_paths_and_writes_nothing_outside_its_folder(tmp_path: Path) -> None:
    """Issue 23, item 2: `path.value = "../x/precious.txt"` then Save no longer overwrites the file; every name that
    is not a plain name is refused in words, in both languages, and nothing is written or read outside the folder."""
    precious = tmp_path / "x" / "precious.txt"
    precious.parent.mkdir()
    precious.write_text("keep me", encoding="utf-8")
    explorer = bot_game(step=5, records_folder=tmp_path / "records")
    state = explorer.state
    for name in ("../x/precious.txt", "/etc/passwd", "a/b", "..", "", "x\x00y", "n" * 300, str(precious)):
        for button in (explorer.save_button, explorer.load_button):
            explorer.lang.value = "English"
            explorer.path.value = name
            button.click()
            assert explorer.record_messages.kind == "error", name
            message = explorer.record_messages.text
            assert "record" in message and "Something went wrong" not in message, message
            explorer.lang.value = "Português"
            assert "nome" in explorer.record_messages.text and explorer.record_messages.text != message
    assert explorer.state is state
    assert precious.read_text(encoding="utf-8") == "keep me"
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*")) == ["x", "x/precious.txt"]


def test_the_classroom_app_has_no_file_box_unless_the_teacher_gives_a_folder(tmp_path: Path) -> None:
    from furnace_lab.widgets.share import classroom_explorer

    app = classroom_explorer("seed=7")
    assert app.records is None and app.path not in controls(app) and app.save_button not in controls(app)
    assert app.record in controls(app) and app.show_record_button in controls(app)  # the record as text stays
    app.path.value = "game"
    app.save_button.click()  # even a click sent by hand to the hidden button saves nothing
    assert app.record_messages.kind == "error" and "turned off" in app.record_messages.text
    app.lang.value = "Português"
    assert "desligado" in app.record_messages.text
    with pytest.raises(RecordError):
        app.load("game")
    teacher = classroom_explorer("seed=7", records_folder=tmp_path)
    assert teacher.path in controls(teacher)
    teacher.save("lesson 1")
    assert (tmp_path / "lesson 1.json").is_file()


def test_no_bot_buttons_where_no_bot_or_die_plays() -> None:
    """Three human seats and no dummy bidder: "Bot / die plays" would never do anything, so it is not shown; with two
    players the dummy's die still rolls (furnace.two-player.dummy), so it is."""
    humans = GameExplorer(players=["Ana", "Bo", "Cy"], seats="human")
    assert humans.machine_button.layout.display == "none" and humans.until_human_button.layout.display == "none"
    two = GameExplorer(players=["Ana", "Bo"], seats="human")
    assert two.machine_button.layout.display is None
    assert GameExplorer().machine_button.layout.display is None  # bots in two seats


def test_the_play_menu_offers_sentences_and_keeps_the_choice_on_a_language_switch() -> None:
    """Issue 22 points 1 and 7: "Place Capital disc 1 on card 1: <title>", not "bid 1@1"; the value stays the
    notation a click plays, and switching the language relabels the menu without changing the choice."""
    explorer = GameExplorer(players=["Ana", "Bo", "Cy"], seed=7, seats=["human", "greedy", "greedy"],
                            records_folder=None)
    state = explorer.state
    legal = state.legal_actions()
    assert list(explorer.action.options) == [(action_sentence(state, a, "en"), str(a)) for a in legal]
    assert explorer.action.options[0][0].startswith("Place Capital disc ")
    chosen = explorer.action.options[2][1]
    explorer.action.value = chosen
    explorer.lang.value = "Português"
    assert [label for label, _ in explorer.action.options] == [action_sentence(state, a, "pt") for a in legal]
    assert explorer.action.options[0][0].startswith("Colocar o Disco de Capital ")
    assert explorer.action.value == chosen
    explorer.act_button.click()
    assert str(explorer.timeline.last_action) == chosen
