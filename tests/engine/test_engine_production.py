"""Production: furnace.production.*, furnace.effects.*, Start-ups and upgrades, the production Capitalists."""

from __future__ import annotations

import random

import pytest
from engine_helpers import CATALOG, events, game, holdings, play

from furnace_lab.engine import DONE, InsertCard, RepeatCard, Run, UpgradeCard, UseCard, production_position
from furnace_lab.errors import IllegalAction, OptionsError, UnknownCard


def position(companies, startup="st-coal", capitalist=None, chain=False, **resources):
    return production_position(companies, startup=startup, resources=resources, capitalist=capitalist,
                               production_chain=chain, catalog=CATALOG)


def test_furnace_production_each_card_once_in_any_order():
    s = position(["coalmine", "ironmine"])
    assert s.legal_actions() == (UseCard("coalmine"), UseCard("ironmine"), UseCard("st-coal"))
    play(s, "use ironmine")
    assert UseCard("ironmine") not in s.legal_actions()
    with pytest.raises(IllegalAction) as info:
        s.apply("use ironmine")
    assert info.value.rule_id == "furnace.production.each-card-once"


def test_furnace_effects_extraction_is_automatic_and_mandatory():
    s = position(["coalmine", "ironmine"])
    play(s, "use coalmine")
    assert holdings(s, 0)["coal"] == 2
    gain = events(s, "gain")[0]
    assert gain.automatic and gain.rules == ("furnace.effects.extraction",)


def test_furnace_effects_processing_optional_up_to_limit_and_holdings():
    s = position(["refinery", "coalmine"], coal=10)
    play(s, "use refinery")
    assert s.legal_actions() == (Run(0), Run(1), Run(2))
    with pytest.raises(IllegalAction) as info:
        s.apply("run 3")
    assert info.value.rule_id == "furnace.effects.processing-limit"
    play(s, "run 2")
    assert holdings(s, 0)["coal"] == 6 and holdings(s, 0)["money"] == 4


def test_furnace_effects_processing_limited_by_what_is_held():
    s = position(["refinery", "coalmine"], coal=3)
    play(s, "use refinery")
    assert s.legal_actions() == (Run(0), Run(1))
    with pytest.raises(IllegalAction) as info:
        s.apply("run 2")
    assert info.value.rule_id == "furnace.effects.processing"


def test_furnace_effects_processing_unaffordable_row_is_skipped():
    s = position(["refinery", "coalmine"], coal=1)
    play(s, "use refinery")
    run = events(s, "run")[0]
    assert run.automatic and run.data[1] == 0
    assert s.current_card is None


def test_furnace_production_no_going_back_mid_card():
    s = position(["refinery", "coalmine"], coal=4)
    play(s, "use refinery")
    with pytest.raises(IllegalAction) as info:
        s.apply("use coalmine")
    assert info.value.rule_id == "furnace.production.no-going-back"


def test_furnace_production_rows_top_to_bottom_gain_pays_later_row():
    s = position([("works", True), "coalmine"], coal=3)
    play(s, "use works")
    # basic row "gain 1 iron" first, so the added row "1 coal + 1 iron -> 4 money x3" can run once
    assert s.legal_actions() == (Run(0), Run(1))
    play(s, "run 1")
    assert holdings(s, 0)["money"] == 4


def test_furnace_production_compensation_unused():
    s = position(["refinery", "coalmine"], coal=4)
    play(s, "use refinery", "run 0")
    assert holdings(s, 0)["oil"] == 0  # the compensation row (2 coal -> 1 oil) is not a production row


def test_furnace_production_basic_side_only_basic_rows():
    s = position(["works", "coalmine"], coal=3)
    play(s, "use works")
    assert s.current_card is None  # only "gain 1 iron": nothing to decide
    assert holdings(s, 0)["iron"] == 1


def test_furnace_production_upgraded_side_both_rows():
    s = position([("coalmine", True), "ironmine"])
    play(s, "use coalmine")
    assert holdings(s, 0)["coal"] == 2 + 3


def test_furnace_startup_upgrade_token_then_sale_then_upgrades():
    s = position(["coalmine", "ironmine"], startup="st-iron", coal=2, iron=1)
    play(s, "use st-iron")
    assert holdings(s, 0)["token"] == 1
    assert "furnace.startup.upgrade-token" in events(s, "gain")[0].rules
    assert s.legal_actions() == (Run(0), Run(1))  # 1 iron -> 2 money x2, one iron held
    play(s, "run 1")
    assert s.legal_actions() == (UpgradeCard("coalmine"), UpgradeCard("ironmine"), DONE)


def test_furnace_startup_upgrade_costs_one_coal_and_one_token_each():
    s = position(["coalmine", "ironmine", "refinery"], coal=5, token=1)
    play(s, "use st-coal", "run 0", "upgrade coalmine")
    assert holdings(s, 0)["coal"] == 4 and holdings(s, 0)["token"] == 1
    play(s, "upgrade ironmine")
    assert holdings(s, 0)["coal"] == 3 and holdings(s, 0)["token"] == 0
    assert s.is_upgraded("coalmine") and s.is_upgraded("ironmine") and not s.is_upgraded("refinery")
    assert s.current_card is None  # no token left: the upgrade row closes by itself
    assert all("furnace.startup.upgrade" in e.rules for e in events(s, "upgrade"))


def test_furnace_lab_choices_forced_an_upgrade_row_that_upgrades_nothing_is_logged_with_its_reason():
    s = position(["coalmine", "ironmine"], coal=0)  # a token from the Start-up, but no coal to pay with
    play(s, "use st-coal")  # its sale row cannot be paid either: both rows pass by themselves
    skipped = events(s, "upgrade-skip")
    assert len(skipped) == 1 and skipped[0].automatic
    assert skipped[0].rules == ("furnace.startup.upgrade", "furnace_lab.choices.forced")
    assert "cannot pay 1 coal + 1 token" in skipped[0].explain("en")
    assert "não pode pagar 1 carvão + 1 Marcador de Melhoria" in skipped[0].explain("pt")
    s = position(["coalmine"], coal=5, token=1)
    play(s, "use st-coal", "run 0", "upgrade coalmine")  # the last Company on its basic side: nothing is left
    assert events(s, "upgrade-skip") == []  # the row upgraded something: nothing to explain


def test_furnace_startup_no_upgrade():
    s = position(["coalmine", "ironmine"], coal=5, token=2)
    play(s, "use st-coal", "run 0")
    with pytest.raises(IllegalAction) as info:
        s.apply("upgrade st-coal")
    assert info.value.rule_id == "furnace.startup.no-upgrade"
    play(s, "upgrade coalmine")
    with pytest.raises(IllegalAction) as info:
        s.apply("upgrade coalmine")
    assert info.value.rule_id == "furnace.startup.upgrade"
    assert "already upgraded" in info.value.reason


def test_upgrades_only_on_the_startup_row():
    s = position(["coalmine", "ironmine"], coal=5, token=2)
    with pytest.raises(IllegalAction) as info:
        s.apply("upgrade coalmine")
    assert info.value.rule_id == "furnace.startup.upgrade"


def test_furnace_upgrade_before_use_runs_both_rows():
    s = position(["coalmine", "ironmine"], coal=1, token=1)
    play(s, "use st-coal", "upgrade coalmine")  # coal spent: the upgrade row closes by itself
    play(s, "use coalmine")
    assert holdings(s, 0)["coal"] == 2 + 3
    assert "furnace.upgrade.before-use" in events(s, "upgrade")[0].rules


def test_furnace_upgrade_after_use_adds_nothing_this_phase():
    s = position(["coalmine", "ironmine"], coal=1, token=1)
    play(s, "use coalmine", "use st-coal", "run 0", "upgrade coalmine")
    assert s.is_upgraded("coalmine")
    assert holdings(s, 0)["coal"] == 1 + 2 - 1  # only the basic row ran; the upgrade cost 1 coal
    up = events(s, "upgrade")[0]
    assert "furnace.upgrade.after-use" in up.rules and up.data[3] is True
    assert UseCard("coalmine") not in s.legal_actions()


def test_furnace_capitalist_iron_for_upgrade_only_without_tokens():
    s = position(["coalmine", "ironmine"], capitalist="iron-for-upgrade", coal=3, iron=2)
    play(s, "use st-coal", "run 0", "upgrade coalmine")  # pays the token just gained
    assert holdings(s, 0)["token"] == 0 and holdings(s, 0)["iron"] == 2
    play(s, "upgrade ironmine")  # no token left: iron instead
    assert holdings(s, 0)["iron"] == 1
    up = events(s, "upgrade")
    assert up[0].data[2] is False and up[1].data[2] is True
    assert "furnace.capitalist.iron-for-upgrade" in up[1].rules


def test_no_iron_for_upgrade_without_the_capitalist():
    s = position(["coalmine", "ironmine"], coal=3, iron=2)
    play(s, "use st-coal", "run 0", "upgrade coalmine")
    assert s.current_card is None  # no token: no more upgrades


def test_furnace_capitalist_repeat_card_uses_upgraded_side_if_upgraded_meanwhile():
    s = position(["coalmine", "ironmine"], capitalist="repeat-card", coal=3)
    play(s, "use coalmine", "use st-coal", "run 0", "upgrade coalmine")  # the token is spent: the row closes
    assert s.legal_actions() == (UseCard("ironmine"), RepeatCard("coalmine"), RepeatCard("st-coal"))
    before = holdings(s, 0)["coal"]
    play(s, "repeat coalmine")
    assert holdings(s, 0)["coal"] == before - 2 + 2 + 3
    assert RepeatCard("coalmine") not in s.legal_actions()  # once per production phase
    assert "furnace.capitalist.repeat-card" in events(s, "repeat")[0].rules


def test_repeat_card_refusals():
    s = position(["coalmine", "ironmine"], capitalist="repeat-card", coal=1)
    play(s, "use coalmine")
    with pytest.raises(IllegalAction) as info:
        s.apply("repeat ironmine")
    assert info.value.rule_id == "furnace_lab.capitalist.repeat-target"
    play(s, "repeat coalmine")  # between cards, before the others: allowed
    with pytest.raises(IllegalAction) as info:
        s.apply("repeat coalmine")
    assert info.value.rule_id == "furnace.capitalist.repeat-card"
    assert "already" in info.value.reason
    other = position(["coalmine", "ironmine"], coal=5)
    play(other, "use coalmine")
    with pytest.raises(IllegalAction) as info:
        other.apply("repeat coalmine")
    assert info.value.rule_id == "furnace.capitalist.repeat-card"


def test_repeat_card_player_finishes_with_done():
    s = position(["coalmine"], capitalist="repeat-card", coal=0)
    play(s, "use coalmine")
    play(s, "use st-coal", "run 0", "done")  # the upgrade row: upgrade nothing
    assert s.legal_actions() == (RepeatCard("coalmine"), RepeatCard("st-coal"), DONE)
    play(s, "done")
    assert s.is_over


def test_furnace_lab_production_all_cards_before_done():
    s = position(["coalmine", "ironmine"], capitalist="repeat-card", coal=5)
    play(s, "use coalmine")
    with pytest.raises(IllegalAction) as info:
        s.apply("done")
    assert info.value.rule_id == "furnace_lab.production.all-cards"


def test_furnace_lab_choices_forced_last_card_is_used_automatically():
    s = position(["coalmine", "ironmine"])
    play(s, "use coalmine", "use ironmine")
    uses = events(s, "use")
    assert [(e.data[0], e.automatic) for e in uses] == [("coalmine", False), ("ironmine", False), ("st-coal", True)]
    assert s.current_card == "st-coal"
    assert "furnace_lab.choices.forced" in uses[-1].rules


def test_furnace_variant_production_chain_strictly_left_to_right():
    s = position(["refinery", "coalmine"], chain=True, coal=4)
    # line: st-coal, refinery, coalmine -> the Start-up first
    assert s.cards(0) == ("st-coal", "refinery", "coalmine")
    assert s.current_card == "st-coal"  # used automatically: it is next in line
    assert s.legal_actions() == (Run(0), Run(1), Run(2))
    play(s, "run 1", "done")
    assert s.current_card == "refinery"
    assert s.legal_actions() == (Run(0), Run(1))  # 2 coal -> 2 money x2 with 2 coal left
    play(s, "run 1")
    assert [e.data[0] for e in events(s, "use")] == ["st-coal", "refinery", "coalmine"]
    assert s.is_over
    first = events(s, "use")[0]  # two cards were still unused: the line, not "the only card left", chose it
    assert "furnace.variant.production-chain" in first.rules
    assert first.explain("en").endswith("(the next in the Production Chain).")
    assert first.explain("pt").endswith("(a próxima da Cadeia de Produção).")


def test_production_chain_use_out_of_order_refused():
    s = production_position(["refinery", "coalmine"], startup="st-coal", resources={"coal": 4},
                            capitalist="repeat-card", production_chain=True, catalog=CATALOG)
    # with the repeat ability a choice remains between cards, but only the next card in line may be used
    play(s, "run 0", "done")
    assert s.legal_actions() == (UseCard("refinery"), RepeatCard("st-coal"))
    with pytest.raises(IllegalAction) as info:
        s.apply("use coalmine")
    assert info.value.rule_id == "furnace.variant.production-chain"


def test_production_chain_startup_position():
    s = production_position(["coalmine", "refinery"], startup="st-coal", production_chain=True, startup_position=2,
                            catalog=CATALOG, resources={"token": 1})
    assert s.cards(0) == ("coalmine", "refinery", "st-coal")


def test_production_position_ends_when_the_player_is_done():
    s = position(["coalmine"], coal=0)
    play(s, "use coalmine")
    assert not s.is_over
    play(s, "run 1")  # the Start-up's sale; with no coal left its upgrade row closes by itself
    assert s.is_over and s.returns() == [1.0] and s.current_player == -2
    assert s.money(0) == 2 and s.legal_actions() == ()


def test_production_position_bad_arguments():
    with pytest.raises(UnknownCard):
        production_position(["nope"], catalog=CATALOG)
    with pytest.raises(OptionsError):
        production_position([("coalmine", "yes")], catalog=CATALOG)
    with pytest.raises(OptionsError):
        production_position(["coalmine", "coalmine"], catalog=CATALOG)
    with pytest.raises(OptionsError):
        production_position(["coalmine"], resources={"gold": 1}, catalog=CATALOG)
    with pytest.raises(OptionsError):
        production_position(["coalmine"], round=5, catalog=CATALOG)
    with pytest.raises(OptionsError):
        production_position(["coalmine"], capitalist="nobody", catalog=CATALOG)


def test_production_position_with_the_real_catalog():
    s = production_position([("base-c7", False), ("base-s11", True)], startup="base-startup-1",
                            resources={"coal": 3}, round=4)
    assert s.phase == "production" and s.round == 4
    assert set(s.legal_actions()) == {UseCard("base-c7"), UseCard("base-s11"), UseCard("base-startup-1")}


def _finish(state, chooser):
    while state.phase == "production":
        state.apply_in_place(chooser(state))
    return state


def test_furnace_production_simultaneous_no_players_choice_changes_anothers():
    """Whatever the first producer chooses, every later producer faces the same choices with the same results."""
    for seed in range(6):
        s = game(3, seed=seed)
        rnd = random.Random(seed)
        while s.phase != "production":
            s.apply_in_place(rnd.choice(s.legal_actions()))
        first = s.current_player
        a, b = s.clone(), s.clone()
        # player `first` plays differently in a and b (lowest vs highest choices) ...
        while a.current_player == first and a.phase == "production":
            a.apply_in_place(a.legal_actions()[0])
        while b.current_player == first and b.phase == "production":
            b.apply_in_place(b.legal_actions()[-1])
        # ... then everyone else plays identically: their holdings and cards end the same
        _finish(a, lambda st: st.legal_actions()[len(st.legal_actions()) // 2])
        _finish(b, lambda st: st.legal_actions()[len(st.legal_actions()) // 2])
        for p in range(3):
            if p != first:
                assert a.holdings(p) == b.holdings(p)
                assert a.cards(p) == b.cards(p)
                assert [a.is_upgraded(c) for c in a.cards(p)] == [b.is_upgraded(c) for c in b.cards(p)]


def test_furnace_resources_unlimited_beyond_the_components():
    s = position([("coalmine", True), "ironmine"], coal=60, iron=25, oil=20)  # the box has 40 coal, 20 iron, 15 oil
    play(s, "use coalmine")
    assert holdings(s, 0)["coal"] == 65


def test_furnace_capitalist_iron_for_upgrade_explain_names_the_iron_and_cites_the_capitalist():
    """A legal upgrade that only the iron-for-upgrade Capitalist can pay (no token left: iron instead) is explained
    as such, citing her rule, not the plain upgrade rule it seems to break."""
    s = position(["coalmine", "ironmine"], capitalist="iron-for-upgrade", coal=3, iron=2)
    play(s, "use st-coal", "run 0")
    plain = s.explain("upgrade coalmine")  # the token just gained pays
    assert plain.legal and plain.rule_id == "furnace.upgrade.before-use"
    play(s, "upgrade coalmine")
    assert holdings(s, 0)["token"] == 0
    for lang, word in (("en", "iron"), ("pt", "ferro")):
        why = s.explain("upgrade ironmine", lang)
        assert why.legal and why.rule_id == "furnace.capitalist.iron-for-upgrade"
        assert word in why.text


def test_furnace_lab_production_unprinted_limit_runs_at_most_once():
    """A production processing row printed without a limit may be run once per phase (its compensation row, also
    unprinted, goes up to the disc value instead)."""
    from engine_helpers import company

    from furnace_lab.cards.catalog import Catalog

    bare = company("bare", "1 iron -> 1 oil", ["1 iron -> 2 money"])
    catalog = Catalog(companies=(*CATALOG.companies, bare), startups=CATALOG.startups,
                      capitalists=CATALOG.capitalists)
    s = production_position(["bare"], startup="st-coal", resources={"iron": 5}, catalog=catalog)
    play(s, "use bare")
    assert s.legal_actions() == (Run(0), Run(1))
    with pytest.raises(IllegalAction) as info:
        s.apply("run 2")
    assert info.value.rule_id == "furnace.effects.processing-limit"


def test_furnace_lab_chain_startup_in_line_the_line_starts_as_the_startup_alone():
    """In the Production Chain the Start-up is a card of the line: the line starts as the Start-up alone, and a new
    Company may go before or after it."""
    s = game(3, row=["coalmine", "refinery", "f1", "f2", "f3", "f4", "f5"], chain=True)
    assert [s.cards(p) for p in range(3)] == [("st-coal",), ("st-iron",), ("st-oil",)]
    play(s, "bid 4@1", "bid 4@2", "bid 4@3", "bid 3@4", "bid 3@5", "bid 3@6", "bid 2@7", "bid 2@1", "bid 2@2",
         "bid 1@3", "bid 1@4", "bid 1@5")
    assert s.legal_actions() == (InsertCard("coalmine", 1), InsertCard("coalmine", 2))
