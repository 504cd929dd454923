"""Start-up 7's permanent effect, "when gaining an upgrade token, you may upgrade", at every gain of a token.

The rule IDs: interbellum.permanent.always-on and interbellum.permanent.examples (the rulebook quotes the effect),
and the engine's reading furnace_lab.interbellum.token-upgrade (the decision comes at the moment of the gain: in
production an upgrade row right after the row that gave the token; in the auction's resolution at once, before
the next loser or card).

The games use the package catalog with a fixed deck, no Capitalists and the first player fixed, so every bid
below is legal and every card the test names is where the test says.
"""

from __future__ import annotations

import pytest

from furnace_lab.cards.names import card_name
from furnace_lab.engine import Done, GameState, UpgradeCard, new_game, replay
from furnace_lab.engine.invariants import problems
from furnace_lab.errors import IllegalAction

R_TOKEN = "furnace_lab.interbellum.token-upgrade"
GAINS = ["base-o1", "base-t1", "base-t2", "base-c3", "base-c4", "base-c5", "base-c6", "base-c8", "base-c14",
         "base-c16", "base-s1", "base-s2", "base-s3", "base-s4", "base-s5", "base-s9", "base-s10", "base-s11",
         "base-s14", "base-c2", "base-c7", "base-c9", "base-c10", "base-c11", "base-c12", "base-s7", "base-s8",
         "base-s12", "base-s13", "base-o2"]
"""Companies whose compensation is an extraction (automatic), to fill the deck."""
STARTUPS = ["ib-startup-7", "base-startup-1", "base-startup-2"]


def game(row: list[str], **options: object) -> object:
    """Three players, Ana holding Start-up 7, a deck starting with ``row``; Ana bids first."""
    deck = list(row) + [c for c in GAINS if c not in row]
    return new_game(["Ana", "Bo", "Cy"], 1, new_companies=True, new_capitalists=True, capitalists=False,
                    first_player=0, startups=STARTUPS, deck=deck, **options)


def play(state, *actions: str):
    for action in actions:
        state.apply_in_place(action)
        assert not problems(state), (action, problems(state))
    return state


# Ana: 4 on card 1 (wins it), 1 on card 2 (loses it to Bo's 4), then cards 4 and 5; Bo and Cy elsewhere.
AUCTION = ("bid 4@1", "bid 4@2", "bid 4@3", "bid 1@2", "bid 1@5", "bid 2@5", "bid 2@4", "bid 2@6", "bid 3@6",
           "bid 3@5", "bid 3@7", "bid 1@7")


def test_token_upgrade_in_compensation_opens_the_decision_at_once():
    """furnace_lab.interbellum.token-upgrade, interbellum.permanent.examples: a token gained as compensation in
    the auction's resolution lets its owner upgrade right then, before the next card is resolved."""
    s = play(game(["base-c1", "base-o3", "ib-02"]), *AUCTION)
    assert s.phase == "resolution" and s.current_player == 0
    assert [str(a) for a in s.legal_actions()] == ["comp 0", "comp 1"]  # base-o3: '1 coal -> 1 token'
    play(s, "comp 1")
    assert s.phase == "resolution" and s.current_player == 0
    assert s.legal_actions() == (UpgradeCard("base-c1"), Done())
    event = s.log[-1]
    assert event.kind == "ib" and R_TOKEN in event.rules and "interbellum.permanent.always-on" in event.rules
    assert "upgrade token" in event.explain("en") and "Marcador de Melhoria" in event.explain("pt")
    assert s.holdings(0).token == 1 and s.holdings(0).coal == 1
    # nothing else may happen first, and the refusal names the rule; the legal choices name it too
    assert s.explain("comp 1").rule_id == R_TOKEN
    assert s.explain("run 1").rule_id == R_TOKEN
    assert s.explain("upgrade base-c1").legal and s.explain("upgrade base-c1").rule_id == R_TOKEN
    assert s.explain("done", "pt").legal and "resolução continua" in s.explain("done", "pt").text
    with pytest.raises(IllegalAction) as info:
        s.apply("use base-c1")
    assert info.value.rule_id == R_TOKEN
    play(s, "upgrade base-c1")
    assert s.is_upgraded("base-c1")
    assert s.holdings(0).token == 0 and s.holdings(0).coal == 0  # paid 1 coal + 1 token
    upgrade = next(e for e in reversed(s.log) if e.kind == "upgrade")
    assert "runs both effects this phase" in upgrade.explain("en")  # upgraded before its use this round
    # the resolution went on: the rest of the row was resolved and production started
    assert s.phase == "production"
    assert "base-t1" in s.cards(0)


def test_token_upgrade_declined_with_done_and_resolution_goes_on():
    """furnace_lab.interbellum.token-upgrade: 'done' declines; the next card of the row is resolved as usual."""
    s = play(game(["base-c1", "base-o3", "ib-02"]), *AUCTION, "comp 1", "done")
    assert not s.is_upgraded("base-c1") and s.holdings(0).token == 1
    assert s.phase == "production"
    kinds = [e.kind for e in s.log]
    assert kinds.index("production") > max(i for i, k in enumerate(kinds) if k == "win")


def test_token_upgrade_nothing_to_upgrade_is_automatic():
    """furnace_lab.choices.forced: with no Company to upgrade the decision is skipped (still logged)."""
    # Ana loses base-o3 (card 2) and has won nothing before it: no Company yet
    s = play(game(["base-o1", "base-o3", "ib-02"]),
             "bid 1@2", "bid 4@2", "bid 4@1", "bid 2@4", "bid 1@1", "bid 1@3", "bid 3@5", "bid 2@3", "bid 2@5",
             "bid 4@6", "bid 3@7", "bid 3@4")
    assert s.current_player == 0 and [str(a) for a in s.legal_actions()] == ["comp 0", "comp 1"]
    play(s, "comp 1")
    assert s.holdings(0).token == 1
    assert any(e.kind == "ib" and R_TOKEN in e.rules for e in s.log)
    assert not any(isinstance(a, UpgradeCard) for a in s.legal_actions())


def test_token_upgrade_on_a_delivery_received_in_the_auction():
    """interbellum.delivery.basic-on-receipt with furnace_lab.interbellum.token-upgrade: ib-02's delivery gives a
    token when Ana receives the card; she may upgrade at once, the card just received included."""
    s = play(game(["ib-02", "base-c1", "base-o3"]),
             "bid 4@1", "bid 4@2", "bid 4@3", "bid 1@2", "bid 1@5", "bid 2@5", "bid 2@4", "bid 2@6", "bid 3@6",
             "bid 3@5", "bid 3@7", "bid 1@7")
    assert s.phase == "resolution" and s.current_player == 0
    assert s.legal_actions() == (UpgradeCard("ib-02"), Done())
    texts = [e.explain("en") for e in s.log[-3:]]
    assert any(f"delivery of {card_name('ib-02')}" in t for t in texts)  # named, not by id
    play(s, "upgrade ib-02")
    assert s.is_upgraded("ib-02")


def test_token_upgrade_in_the_production_chain_after_the_insertion():
    """furnace.variant.production-chain, interbellum.variant.production-chain: the delivery still comes on
    receipt; the card is placed in the line first, then the upgrade decision follows."""
    s = play(game(["ib-02", "base-c1", "base-o3"], production_chain=True),
             "bid 4@1", "bid 4@2", "bid 4@3", "bid 1@2", "bid 1@5", "bid 2@5", "bid 2@4", "bid 2@6", "bid 3@6",
             "bid 3@5", "bid 3@7", "bid 1@7")
    assert [str(a) for a in s.legal_actions()] == ["insert ib-02@1", "insert ib-02@2"]
    play(s, "insert ib-02@2")
    assert s.legal_actions() == (UpgradeCard("ib-02"), Done())
    play(s, "upgrade ib-02")
    assert s.is_upgraded("ib-02") and s.cards(0) == ("ib-startup-7", "ib-02")


def _upgraded_delivery_position(reading: str):
    from furnace_lab.cards import load_catalog
    from furnace_lab.engine import production_position

    catalog = load_catalog(readings={"ib-startup-7": reading})
    return production_position(["ib-17", "base-c1", "base-c3", "base-c4"], "ib-startup-7",
                               resources={"coal": 4, "token": 1}, catalog=catalog)


def test_token_upgrade_from_an_upgraded_delivery_one_per_token():
    """interbellum.delivery.upgraded-on-upgrade with furnace_lab.interbellum.token-upgrade, 'one-per-token'
    reading: Start-up 7's token lets Ana upgrade one Company; ib-17's upgraded delivery then gives 2 tokens,
    which let her upgrade two more — not three, though she could pay for three."""
    s = play(_upgraded_delivery_position("one-per-token"), "use ib-startup-7")
    assert UpgradeCard("ib-17") in s.legal_actions()
    play(s, "upgrade ib-17")
    assert s.holdings(0).token == 3  # 1 + 1 from the Start-up - 1 paid + 2 delivered
    assert s.log[-1].kind == "ib" and R_TOKEN in s.log[-1].rules
    assert s.legal_actions() == (UpgradeCard("base-c1"), UpgradeCard("base-c3"), UpgradeCard("base-c4"), Done())
    play(s, "upgrade base-c1", "upgrade base-c3")
    assert not any(isinstance(a, UpgradeCard) for a in s.legal_actions())
    assert not s.is_upgraded("base-c4") and s.holdings(0).token == 1 and s.holdings(0).coal == 1


def test_token_upgrade_from_an_upgraded_delivery_any_number():
    """furnace_lab.interbellum.token-upgrade, default reading: each token gain opens an upgrade row for any
    number of Companies."""
    s = play(_upgraded_delivery_position("any-number"), "use ib-startup-7", "upgrade ib-17", "upgrade base-c1",
             "upgrade base-c3")
    assert s.legal_actions() == (UpgradeCard("base-c4"), Done())


def test_token_upgrade_replays_from_its_record_and_saves():
    """furnace_lab.interbellum.token-upgrade: the new decision is an ordinary action in the record, and a state
    waiting for it saves and loads as it is."""
    s = play(game(["base-c1", "base-o3", "ib-02"]), *AUCTION, "comp 1")
    loaded = GameState.from_json(s.to_json())
    assert loaded == s and loaded.legal_actions() == s.legal_actions()
    play(s, "upgrade base-c1")
    assert replay(s.record()) == s


def test_startup_upgrade_rows_count_their_own_upgrades():
    """furnace.startup.upgrade, furnace.production.rows-top-to-bottom: each upgrade row allows its own number of
    upgrades — Start-up 6's 'upgrade for 1 coal x1' then 'upgrade for 1 token x1' give two upgrades in all."""
    from furnace_lab.engine import production_position

    s = production_position(["base-c1", "base-c3"], "ib-startup-6", resources={"coal": 2, "token": 1})
    play(s, "use ib-startup-6", "run 0")
    assert s.legal_actions() == (UpgradeCard("base-c1"), UpgradeCard("base-c3"), Done())
    play(s, "upgrade base-c1")
    assert s.legal_actions() == (UpgradeCard("base-c3"), Done())  # the second row, not the first again
    play(s, "upgrade base-c3")
    assert s.is_upgraded("base-c1") and s.is_upgraded("base-c3")
