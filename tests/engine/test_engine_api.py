"""The state API: apply / apply_in_place / clone, actions and their notation, explain, the log, JSON."""

from __future__ import annotations

import copy
import json

import pytest
from engine_helpers import game, play

import furnace_lab
from furnace_lab.engine import (
    ACTION_TYPES,
    CHANCE,
    DONE,
    Bid,
    Compensate,
    GameState,
    InsertCard,
    RandomBot,
    RepeatCard,
    Roll,
    Run,
    UpgradeCard,
    UseCard,
    new_game,
    parse_action,
    play_random_game,
    read_action,
)
from furnace_lab.engine.core.events import EVENT_KINDS
from furnace_lab.errors import DataError, IllegalAction, NotationError, UnknownCard


def test_apply_returns_the_next_state_and_leaves_the_old_one_untouched():
    s = game(3)
    before = s.clone()
    t = s.apply("bid 3@2")
    assert s == before and t != s
    assert t.bids()[1] == [(0, 3)] and s.bids()[1] == []
    assert t.history == [Bid(3, 2)] and s.history == []


def test_apply_in_place_changes_this_state():
    s = game(3)
    s.apply_in_place(Bid(3, 2))
    assert s.bids()[1] == [(0, 3)]


def test_clone_is_independent():
    s = game(3)
    c = s.clone()
    assert c == s and c is not s
    c.apply_in_place("bid 4@1")
    assert c != s and s.bids()[0] == []
    assert copy.copy(s) == s and copy.deepcopy(s) == s


def test_illegal_action_wrong_type_is_refused():
    s = game(3)
    with pytest.raises(IllegalAction):
        s.apply(42)  # type: ignore[arg-type]
    with pytest.raises(NotationError):
        s.apply("bid three")


ALL_KINDS = [Bid(3, 2), Compensate(2), UseCard("base-c7"), Run(0), UpgradeCard("base-c12"), RepeatCard("base-c7"),
             InsertCard("base-c7", 2), Roll(4), DONE]


@pytest.mark.parametrize("action", ALL_KINDS, ids=str)
def test_action_notation_round_trip_and_interning(action):
    text = str(action)
    assert read_action(text) is action
    assert read_action("  " + text.replace(" ", "   ") + " ") is action
    assert repr(action) == f"<{text}>"
    assert copy.deepcopy(action) is action


def test_action_fields_and_order():
    bid = Bid(3, 2)
    assert (bid.disc, bid.position, bid.offset) == (3, 2, 1)
    assert Run(2).times == 2 and Roll(5).face == 5 and UseCard("x1").card == "x1"
    assert InsertCard("c", 3).position == 3
    assert sorted([DONE, Run(1), UseCard("c10"), UseCard("c9"), Bid(1, 2), Bid(4, 1), Compensate(0)]) == [
        Bid(4, 1), Bid(1, 2), Compensate(0), UseCard("c9"), UseCard("c10"), Run(1), DONE]
    assert len(ACTION_TYPES) == 14  # the nine base actions; Interbellum: vbid, pair, choose, assign, manager
    with pytest.raises(AttributeError):
        bid.disc = 4  # type: ignore[misc]


@pytest.mark.parametrize(("text", "fragment"), [
    ("fly 3", "unknown action"), ("bid 3", "bid D@P"), ("bid x@2", "disc value"), ("comp", "count"),
    ("use", "card id"), ("done now", "nothing after"), ("use bad id!", "malformed card id"), ("insert c1", "CARD@P"),
    ("bid 0@0", "card position"), ("vbid 1000@2", "between 0 and 999"), ("bid 100@1", "between 0 and 99"),
    ("pair 3@1", "pair D@P+Q"), ("assign m1", "MANAGER@CARD"), ("manager fly", "unknown Manager use"),
])
def test_parse_action_errors_say_what_was_expected(text, fragment):
    with pytest.raises(NotationError) as info:
        read_action(text)
    assert fragment in str(info.value)
    assert str(info.value).startswith(f"cannot read action {text!r}") and info.value.what == "action"


def test_parse_action_checks_card_ids_against_the_game():
    s = new_game(3, seed=1)
    assert parse_action(s, "use base-c7") is UseCard("base-c7")
    with pytest.raises(UnknownCard) as info:
        parse_action(s, "use base-c77")
    assert "base-c7" in str(info.value)
    with pytest.raises(NotationError):
        parse_action(s, 5)  # type: ignore[arg-type]


def test_explain_legal_and_illegal_in_both_languages_without_applying():
    s = game(3)
    play(s, "bid 3@2")
    before = s.clone()
    yes = s.explain("bid 2@2")
    assert yes.legal and bool(yes) and yes.rule_id == "furnace.auction.place-one-disc"
    assert "Legal" in yes.text
    no = s.explain(Bid(3, 2))
    assert not no.legal and no.rule_id == "furnace.auction.same-value"
    assert "Illegal" in no.text and "[furnace.auction.same-value]" in str(no)
    pt = s.explain("bid 3@2", lang="pt")
    assert "Não permitido" in pt.text and "disco" in pt.text
    assert s == before
    with pytest.raises(ValueError):
        s.explain("bid 3@2", lang="de")


def test_explain_in_every_phase():
    s = game(3, row=["coalmine", "refinery"])
    play(s, "bid 4@1", "bid 3@1", "bid 4@2", "bid 3@2", "bid 1@2", "bid 2@1", "bid 1@3", "bid 2@4", "bid 1@5",
         "bid 2@6", "bid 4@7", "bid 3@3")
    assert s.explain("comp 1").legal
    assert s.explain("use coalmine").rule_id == "furnace.compensation.processing"
    play(s, "comp 1", "comp 1")
    assert s.phase == "production"
    assert not s.explain("bid 1@1").legal
    first_use = next(a for a in s.legal_actions() if isinstance(a, UseCard))
    assert s.explain(first_use).legal
    assert not s.explain("done").legal


def test_every_event_explains_itself_and_cites_known_rules():
    seen = set()
    for players, seed, chain in [(2, 1, False), (3, 2, True), (4, 3, False), (2, 4, True)]:
        s = play_random_game(players, seed, production_chain=chain)
        for event in s.log:
            seen.add(event.kind)
            assert event.rules, event.kind
            for rule_id in event.rules:
                furnace_lab.rule(rule_id)
            en, pt = event.explain("en"), event.explain("pt")
            assert en and pt and en != pt
            assert isinstance(event.automatic, bool)
            assert event.to_dict()["kind"] == event.kind
    assert {"setup", "row", "bid", "roll", "dummy-bid", "comp", "win", "production", "use", "gain", "run",
            "produced", "round-end", "game-end", "insert"} <= seen
    assert seen <= set(EVENT_KINDS)


def test_player_actions_make_non_automatic_events():
    s = game(3)
    play(s, "bid 3@2")
    last = s.log[-1]
    assert last.kind == "bid" and not last.automatic and last.player == 0
    assert "Capital disc 3" in last.explain() and "Disco de Capital 3" in last.explain("pt")


def test_log_first_event_is_setup_with_modules():
    s = new_game(2, seed=3)
    first = s.log[0]
    assert first.kind == "setup" and first.automatic
    assert "two-player dummy" in first.explain() or "two-player-dummy" in first.explain()


def test_portuguese_uses_the_base_rules_terms():
    s = play_random_game(3, 6)
    text = " ".join(e.explain("pt") for e in s.log)
    for term in ("Companhias", "Disco de Capital", "Compensação", "Carta Inicial"):
        assert term in text


def test_to_json_from_json_round_trip():
    s = game(2, caps=["monica", "timur"])
    bot = RandomBot(3)
    for _ in range(60):
        s.apply_in_place(bot.act(s))
        restored = GameState.from_json(s.to_json())
        assert restored == s
        assert restored.legal_actions() == s.legal_actions()
    json.loads(s.to_json())  # it is plain JSON


def test_from_json_refuses_corrupt_text():
    s = game(3)
    good = json.loads(s.to_json())
    with pytest.raises(DataError):
        GameState.from_json("{not json")
    with pytest.raises(DataError):
        GameState.from_json(json.dumps({"format": "other"}))
    bad = copy.deepcopy(good)
    bad["state"]["holdings"][0] = -5
    with pytest.raises(DataError) as info:
        GameState.from_json(json.dumps(bad))
    assert "negative" in str(info.value)
    bad = copy.deepcopy(good)
    bad["state"]["row"][0] = "no-such-card"
    with pytest.raises(DataError):
        GameState.from_json(json.dumps(bad))
    bad = copy.deepcopy(good)
    del bad["state"]["phase"]
    with pytest.raises(DataError):
        GameState.from_json(json.dumps(bad))
    with pytest.raises(DataError):
        GameState.from_json(42)  # type: ignore[arg-type]


def test_state_text_and_repr():
    s = game(2)
    assert "Round 1, auction" in str(s) and "discs in hand" in str(s)
    play(s, "bid 4@1", "bid 4@2")
    assert "the die" in str(s) and s.current_player == CHANCE
    assert "GameState" in repr(s)


def test_same_seed_and_actions_give_the_same_game():
    a = play_random_game(4, seed=12, production_chain=True)
    b = play_random_game(4, seed=12, production_chain=True)
    assert a == b and a.to_json() == b.to_json()
    c = play_random_game(4, seed=13, production_chain=True)
    assert a != c


def test_plain_tuples_are_not_actions_unless_equal_to_one():
    s = game(3)
    first = s.legal_actions()[0]
    assert s.apply(tuple(first)).history == [first]
    with pytest.raises(IllegalAction):
        s.apply((1, 2))
