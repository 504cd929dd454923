"""Setup and options: furnace.setup.*, furnace.auction.row-size, the options registry and validator."""

from __future__ import annotations

import pytest
from engine_helpers import CATALOG, FILLER, game

import furnace_lab
from furnace_lab.engine import MODULES, OPTIONS, new_game
from furnace_lab.engine.core.constants import ROUNDS
from furnace_lab.errors import FurnaceLabError, OptionsError, UnknownCard


def test_furnace_setup_startup_each_player_gets_one_distinct_startup():
    s = new_game(4, seed=3)
    startups = [s.startup(p) for p in range(4)]
    assert len(set(startups)) == 4
    assert all(sid.startswith("base-startup") for sid in startups)


def test_furnace_setup_starting_resources_from_the_startup_once():
    s = game(2, startups=["st-iron", "st-token"])
    assert s.holdings(0).as_tuple() == (1, 1, 0, 0, 0)
    assert s.holdings(1).as_tuple() == (0, 0, 0, 1, 0)


def test_furnace_setup_discs_one_to_four_per_player():
    s = game(3)
    for p in range(3):
        assert s.discs(p) == [1, 2, 3, 4]


def test_furnace_setup_neutral_disc_goes_to_the_extra_disc_capitalist():
    s = game(3, caps=["arthur", "henry", "timur"])
    assert s.discs(0) == [1, 2, 2, 3, 4]
    assert s.discs(1) == [1, 2, 3, 4]
    assert "furnace.setup.neutral-disc" in s.log[0].rules


def test_furnace_setup_capitalist_dealt_at_random_and_distinct():
    s = new_game(4, seed=11)
    caps = [s.capitalist(p) for p in range(4)]
    assert len(set(caps)) == 4 and None not in caps
    assert "capitalists" in s.options.modules


def test_furnace_setup_capitalists_optional_module_can_be_left_out():
    s = new_game(3, seed=11, capitalists=False)
    assert [s.capitalist(p) for p in range(3)] == [None, None, None]
    assert "capitalists" not in s.options.modules
    assert "furnace.setup.capitalists-optional" in s.log[0].rules


def test_furnace_setup_capitalists_optional_ids_refused_when_module_off():
    with pytest.raises(OptionsError) as info:
        new_game(3, capitalists=False, capitalist_ids=["base-cap-henry", "base-cap-timur", "base-cap-arthur"])
    assert info.value.rule_id == "furnace.setup.capitalists-optional"


def test_furnace_setup_deck_shuffle_is_seeded_and_basic_side_up():
    a, b, c = new_game(3, seed=5), new_game(3, seed=5), new_game(3, seed=6)
    assert a.row == b.row and a.deck == b.deck
    assert (a.row + a.deck) != (c.row + c.deck)
    assert not any(a.is_upgraded(card) for card in a.row)
    assert sorted(a.row + a.deck) == sorted(c.id for c in furnace_lab.load_catalog().companies if c.expansion == "base")


def test_furnace_setup_first_player_random_and_holds_the_token():
    firsts = {new_game(4, seed=s).first_player for s in range(40)}
    assert firsts == {0, 1, 2, 3}
    s = new_game(4, seed=9)
    assert s.current_player == s.first_player


def test_furnace_lab_setup_seeded_fixing_first_player_keeps_the_deck():
    assert new_game(3, seed=8).row == new_game(3, seed=8, first_player=2).row


def test_furnace_setup_round_counter_starts_at_one():
    assert new_game(2).round == 1


@pytest.mark.parametrize(("players", "size"), [(2, 6), (3, 7), (4, 8)])
def test_furnace_auction_row_size_players_plus_four(players, size):
    s = new_game(players, seed=1)
    assert len(s.row) == size
    assert len(s.deck) == 36 - size


@pytest.mark.parametrize("players", [0, 1, 5, 6, -1, [], ["Ana"], [f"P{k}" for k in range(6)]])
def test_furnace_lab_setup_player_count_refuses_other_player_counts(players):
    """furnace_lab.setup.player-count: the base game is for 2-4 players, 1 and 5 need Interbellum, others none;
    the refusal cites that rule, not the auction row's size."""
    with pytest.raises(OptionsError) as info:
        new_game(players)
    assert info.value.rule_id == "furnace_lab.setup.player-count"


@pytest.mark.parametrize("players", [0, 6, [], [f"P{k}" for k in range(6)]])
def test_furnace_lab_setup_player_count_refuses_counts_interbellum_has_not_either(players):
    """furnace_lab.setup.player-count: with Interbellum the game is for 1-5 players; 0 and 6 are refused too."""
    with pytest.raises(OptionsError) as info:
        new_game(players, interbellum=True)
    assert info.value.rule_id == "furnace_lab.setup.player-count"


def test_new_game_player_names():
    s = new_game(["Ana", "Bo", "Cy"], seed=1)
    assert s.players == ("Ana", "Bo", "Cy")
    assert s.num_players == 3


@pytest.mark.parametrize("players", [["Ana", "Ana"], ["Ana", ""], ["Ana", 3], "Ana", 2.5, True, None])
def test_new_game_bad_players_give_options_error(players):
    with pytest.raises(OptionsError):
        new_game(players)


@pytest.mark.parametrize(("options", "fragment"), [
    ({"capitalist": True}, "did you mean 'capitalists'"),
    ({"capitalists": "yes"}, "True or False"),
    ({"production_chain": 1}, "True or False"),
    ({"startups": "base-startup-1"}, "list of card ids"),
    ({"startups": ["base-startup-1"]}, "one Start-up per player"),
    ({"startups": ["base-startup-1", "base-startup-1", "base-startup-2"]}, "twice"),
    ({"first_player": 3}, "player index"),
    ({"deck": ["base-c1"]}, "at least 28"),
    ({"readings": ["x"]}, "readings"),
])
def test_new_game_bad_options_are_refused_with_a_rule(options, fragment):
    with pytest.raises(OptionsError) as info:
        new_game(3, seed=1, **options)
    assert fragment in str(info.value)
    assert info.value.rule_id is not None
    furnace_lab.rule(info.value.rule_id)


def test_new_game_unknown_card_ids_raise_unknown_card():
    with pytest.raises(UnknownCard):
        new_game(2, startups=["base-startup-1", "no-such-startup"])
    with pytest.raises(UnknownCard):
        new_game(2, capitalist_ids=["base-cap-henry", "base-cap-nobody"])


def test_new_game_bad_seed():
    with pytest.raises(OptionsError):
        new_game(2, seed="abc")  # type: ignore[arg-type]


def test_interbellum_capitalist_is_not_dealt_in_the_base_game():
    caps = {new_game(4, seed=s).capitalist(p) for s in range(30) for p in range(4)}
    assert all(c.startswith("base-cap") for c in caps)


def test_options_registry_lists_every_option_and_module():
    assert set(OPTIONS) == {"capitalists", "production_chain", "startups", "capitalist_ids", "readings", "deck",
                            "first_player", "interbellum", "new_companies", "managers", "variable_discs",
                            "new_capitalists", "capital_growth", "extra_coal", "families", "agent",
                            "agents", "agent_schools"}
    for module in MODULES.values():
        furnace_lab.rule(module.rule_id)
    for spec in OPTIONS.values():
        furnace_lab.rule(spec.rule_id)


def test_modules_in_use_are_in_the_first_event():
    s = new_game(2, seed=1, production_chain=True)
    assert s.log[0].kind == "setup"
    assert s.log[0].data[0] == ("base", "capitalists", "two-player-dummy", "production-chain")


def test_readings_option_is_passed_to_the_catalog():
    s = new_game(3, seed=1, readings={"base-o3": "souleeater"})
    assert s.options.readings == (("base-o3", "souleeater"),)
    with pytest.raises(FurnaceLabError):
        new_game(3, seed=1, readings={"base-o3": "no-such-reading"})


def test_deck_option_orders_the_rows():
    s = game(3, row=["coalmine", "refinery"])
    assert s.row[:2] == ("coalmine", "refinery")
    assert len(FILLER) + 7 == len(CATALOG.companies)


def test_four_rounds_fit_the_deck():
    assert ROUNDS * 8 <= 36
