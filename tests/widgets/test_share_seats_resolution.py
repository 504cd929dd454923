"""URL parameters for the classroom app, who sits in each seat, and the resolution read back card by card."""

from __future__ import annotations

import pytest

from furnace_lab.cards.names import card_name
from furnace_lab.engine import new_game
from furnace_lab.engine.core.events import bundle_text
from furnace_lab.errors import OptionsError
from furnace_lab.widgets.resolution import line_text, resolution_of
from furnace_lab.widgets.seats import Seats
from furnace_lab.widgets.share import SharedGame, bot_line, classroom_explorer, query_for, read_query


def test_read_query_parameters() -> None:
    shared = read_query("?seed=7&players=Ana,Bo&step=12&lang=pt&bots=random")
    assert shared == SharedGame(7, ("Ana", "Bo"), "random", None, 12, "pt")
    assert read_query("players=4").players == ("Ana", "Bo", "Cy", "Di")
    assert read_query("").seed == 1
    assert read_query("actions=bid 1@1,bid 2@2").actions == ("bid 1@1", "bid 2@2")


@pytest.mark.parametrize(("query", "problem"), [
    ("seed=x", "URL parameter 'seed': expected a whole number, found 'x'"),
    ("step=-2", "URL parameter 'step': expected 0 or more"),
    ("players=7", "2 to 4 players"),
    ("agents=house-agent-broker", "URL parameter 'agents': expected the left and the right Agent"),
    ("bots=wizard", "URL parameter 'bots'"),
    ("lang=fr", "URL parameter 'lang'"),
    ("seed=1&seed=2", "given 2 times"),
    ("colour=red", "unknown URL parameter 'colour'"),
])
def test_bad_url_parameters_are_named(query: str, problem: str) -> None:
    with pytest.raises(OptionsError, match=None) as caught:
        read_query(query)
    assert problem in str(caught.value)


def test_query_string_comes_from_voila_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QUERY_STRING", "seed=5&step=3")
    assert read_query() == SharedGame(seed=5, step=3)
    explorer = classroom_explorer()
    assert explorer.state.seed == 5 and explorer.timeline.index == 3
    assert explorer.messages.kind != "error"


def test_classroom_explorer_round_trips_through_its_own_query() -> None:
    """furnace_lab.setup.seeded: seed and actions (or the deterministic bots) rebuild the same position."""
    explorer = classroom_explorer("seed=3&step=20")
    query = query_for(explorer.timeline, explorer.seats)
    assert "actions" not in query and "step=20" in query
    again = classroom_explorer(query)
    assert again.state == explorer.state
    explorer.fork()
    explorer.act()  # a what-if: no longer the bots' line, so the actions travel in the URL
    query = query_for(explorer.timeline, explorer.seats)
    assert "actions=" in query
    assert classroom_explorer(query).state == explorer.state


def test_a_bad_url_opens_the_default_game_and_says_why() -> None:
    illegal = classroom_explorer("seed=2&players=2&actions=bid 1@1,bid 1@1")
    assert illegal.state.seed == 1  # a line the rules refuse cannot be shown: the default game
    assert illegal.messages.kind == "error" and "furnace.two-player.dummy" in illegal.messages.text


def test_a_step_past_the_end_opens_the_shared_game_at_its_last_step_and_says_why() -> None:
    whole = classroom_explorer("seed=2")
    assert whole.timeline.index == 0  # no step named: the start of the game
    explorer = classroom_explorer("seed=2&step=100000&lang=pt")
    end = whole.timeline.state_at(whole.timeline.length)
    assert explorer.state.seed == 2 and explorer.state == end  # the shared game, at its end
    assert explorer.messages.kind == "error" and "passo 100000 não existe" in explorer.messages.text
    explorer.lang.value = "English"
    assert "step 100000 does not exist; showing its last step" in explorer.messages.text


def test_seats_parse_and_refuse_bad_kinds() -> None:
    assert Seats.of(None, 3).kinds == ("human", "greedy", "greedy")
    assert Seats.of("random", 2).kinds == ("random", "random")
    assert Seats.of({1: "human"}, 2).kinds == ("human", "human")
    with pytest.raises(OptionsError, match="seat 1: expected one of human, greedy, random"):
        Seats.of(["human", "robot"], 2)
    with pytest.raises(OptionsError, match="3 seats given for 2 players"):
        Seats.of(["human", "greedy", "greedy"], 2)
    with pytest.raises(OptionsError):
        Seats.of({5: "human"}, 2)


def test_bots_choose_the_same_action_for_the_same_state() -> None:
    """furnace_lab.setup.seeded: stepping back and replaying a bot turn never changes the bot's choice."""
    state = new_game(3, 9)
    seats = Seats.of("random", 3, seed=9)
    assert seats.choose(state) == seats.choose(state.clone())
    fresh = bot_line.__wrapped__(("Ana", "Bo", "Cy"), 9, "random")  # not the cached answer
    assert fresh == bot_line(("Ana", "Bo", "Cy"), 9, "random") and len(fresh) > 100
    with pytest.raises(OptionsError, match="does not play by itself"):
        Seats.of(None, 3).choose(new_game(3, 9, first_player=0))


def test_furnace_compensation_extraction_line_reads_units_times_gain() -> None:
    """furnace.compensation.extraction: a losing disc of value D pays D × the extraction."""
    state = new_game(["Ana", "Bo", "Cy"], 1, first_player=0)
    while state.phase == "auction":
        state = state.apply(state.legal_actions()[-1])
    cards = resolution_of(state)
    assert cards and all(c.position for c in cards)
    comp = next(e for c in cards for e in c.events if e.kind == "comp" and not e.raw[7])
    _, seat, _, card, disc, units, _, _, gain = comp.raw
    position = state.row.index(card) + 1
    line = line_text(comp, position, "en")
    assert line.startswith(f"{state.players[seat]} lost card {position} ({card_name(card)}) with disc {disc}")
    assert line.endswith(f": {units} × {bundle_text(gain, 'en')} = {bundle_text(gain, 'en', units)}")
    assert "furnace.compensation.extraction" in comp.rules
    assert line_text(comp, position, "pt").startswith(f"{state.players[seat]} perdeu a carta {position} "
                                                      f"({card_name(card, 'pt')})")
    settled = [c for c in cards if c.settled]
    assert settled and all(any(e.kind in ("win", "discard", "removed") for e in c.events) for c in settled)


def test_resolution_is_empty_during_the_auction() -> None:
    assert resolution_of(new_game(3, 1)) == []


def test_an_interbellum_game_is_shared_by_url_and_other_options_by_record() -> None:
    """interbellum.module.mix: a game with every Interbellum module is named by ``interbellum=1``."""
    assert read_query("interbellum=1").interbellum
    with pytest.raises(OptionsError, match="'interbellum': expected 0 or 1"):
        read_query("interbellum=yes")
    explorer = classroom_explorer("seed=2&step=30&interbellum=1")
    assert explorer.state.options.uses("variable_discs") and explorer.timeline.index == 30
    query = query_for(explorer.timeline, explorer.seats)
    assert "interbellum=1" in query and "actions" not in query
    assert classroom_explorer(query).state == explorer.state
    from furnace_lab.widgets.explorer import GameExplorer

    partial = GameExplorer(players=["Ana", "Bo"], seed=3, variable_discs=True)
    with pytest.raises(OptionsError, match="share it as a record file"):
        query_for(partial.timeline, partial.seats)
    assert partial.share.value == ""


def test_a_game_against_an_agent_is_shared_by_url() -> None:
    """interbellum.agent.choose-card: the Agent card is part of the shared game (``agent=...``)."""
    from furnace_lab.widgets.explorer import GameExplorer

    game = GameExplorer.bot_game(players=["Ana", "Bo"], seed=3, agent="ib-agent-steel-magnate", step=30)
    query = query_for(game.timeline, game.seats)
    assert "agent=ib-agent-steel-magnate" in query and "interbellum=1" in query
    again = classroom_explorer(query)
    assert again.messages.kind != "error" and again.state == game.state


def test_a_solo_game_names_its_two_agents_in_the_url() -> None:
    """interbellum.solo.two-agents: a solo game against two named Agents is shared with ``agents=left,right`` and
    opens at the same position; without names the seed draws the same two Agents again."""
    from furnace_lab.widgets.explorer import GameExplorer

    pair = ("ib-agent-steel-magnate", "house-agent-broker")
    game = GameExplorer.bot_game(players=["Ana"], seed=4, agents=pair, step=25)
    assert tuple(a.id for a in game.state.spec.agents) == pair
    query = query_for(game.timeline, game.seats)
    assert "agents=ib-agent-steel-magnate%2Chouse-agent-broker" in query and "interbellum=1" in query
    assert read_query(query).agents == pair
    again = classroom_explorer(query)
    assert again.messages.kind != "error" and again.state == game.state
    drawn = GameExplorer.bot_game(players=1, seed=4, interbellum=True, step=10)
    assert "agents=" not in query_for(drawn.timeline, drawn.seats)
    assert classroom_explorer(query_for(drawn.timeline, drawn.seats)).state == drawn.state


@pytest.mark.parametrize("query", ["lang=pt&step=abc", "lang=pt&step=9999", "lang=pt&actions=bid+9%409",
                                   "lang=pt&players=9", "?lang=pt&bots=human&seed=3"])
def test_a_bad_link_for_a_portuguese_class_still_opens_in_portuguese(query: str) -> None:
    """The default game that replaces a bad link keeps the language the link asked for."""
    explorer = classroom_explorer(query)
    assert explorer.messages.kind == "error"
    assert explorer.language == "pt"
    assert "Rodada" in explorer.status.value and explorer.step.description == "Passo"


def test_a_bad_language_in_a_link_opens_in_english() -> None:
    explorer = classroom_explorer("lang=fr&seed=2")
    assert explorer.messages.kind == "error" and "'lang'" in explorer.messages.text
    assert explorer.language == "en"
