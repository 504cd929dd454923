"""Interbellum Managers and Business Schools: the Manager Reference's worked examples and every effect."""

from __future__ import annotations

import pytest

from furnace_lab.engine import GameState, RandomBot, new_game, production_position
from furnace_lab.engine.invariants import check
from furnace_lab.errors import IllegalAction

S9 = ("base-s9", True)  # upgraded: "1 iron -> 1 oil x2" then "3 coal -> 4 money x3", the Reference's card


def _on_s9(manager: str, **resources: int) -> GameState:
    s = production_position([S9], startup="base-startup-1", resources=resources, managers=[manager])
    s = s.apply(f"assign {manager}@base-s9")
    return s.apply("use base-s9")


def test_manager_example_1_free_coal_and_iron():
    """interbellum.manager.free-coal-iron-or-oil (interbellum.manager.example-1,
    interbellum.manager.reference): 1 coal + 1 iron considered spent."""
    s = _on_s9("ib-mgr-free-coal-iron-or-oil", coal=6)
    assert [str(a) for a in s.legal_actions()] == ["manager coal-iron", "manager oil", "done"]
    s = s.apply("manager coal-iron")
    s = s.apply("run 1")  # the iron comes from the Manager
    assert (s.holdings(0).iron, s.holdings(0).oil) == (0, 1)
    s = s.apply("run 1")  # the first sale spends 2 coal, not 3
    assert (s.holdings(0).coal, s.holdings(0).money) == (4, 4)


def test_manager_example_2_money_per_conversion():
    """interbellum.manager.conversion-money (interbellum.manager.example-2,
    interbellum.manager.reference): 1 money per conversion transaction only."""
    s = _on_s9("ib-mgr-conversion-money", iron=1, coal=3)
    s = s.apply("run 1")
    assert (s.holdings(0).oil, s.holdings(0).money) == (1, 1)
    s = s.apply("run 1")  # a sale: no Manager money
    assert s.holdings(0).money == 1 + 4


def test_manager_example_3_selling_fully_resolved():
    """interbellum.manager.selling-fully-resolved-money, interbellum.clarification.fully-resolved
    (interbellum.manager.example-3)."""
    s = _on_s9("ib-mgr-selling-bonus-money", coal=6)
    s = s.apply("run 2")
    assert s.holdings(0).money == 8  # two of three sales: no bonus
    s = _on_s9("ib-mgr-selling-bonus-money", coal=9)
    s = s.apply("run 3")
    assert s.holdings(0).money == 12 + 3


def test_manager_example_4_free_conversion():
    """interbellum.manager.free-conversion (interbellum.manager.example-4,
    interbellum.manager.reference): the first conversion is free, the second not. Since the player picks which
    conversion is free (furnace_lab.interbellum.manager-timing), the example now says so: ``manager free``."""
    s = _on_s9("ib-mgr-free-conversion", iron=1)
    assert [str(a) for a in s.legal_actions()] == ["run 0", "run 1", "manager free"]
    s = s.apply("manager free")
    assert s.legal_actions()[-1].times == 2
    s = s.apply("run 2")
    assert (s.holdings(0).iron, s.holdings(0).oil) == (0, 2)


def test_manager_conversions_once_more_and_sale_bonuses():
    """interbellum.manager.repeat-conversion, interbellum.manager.selling-money, interbellum.manager.selling-coal:
    limit doubled; 1 money or 1 coal per sale."""
    s = _on_s9("ib-mgr-conversions-once-more", iron=9)
    assert s.legal_actions()[-1].times == 4
    s = _on_s9("ib-mgr-sale-money", iron=0, coal=6)
    s = s.apply("run 2")
    assert s.holdings(0).money == 8 + 2
    s = _on_s9("ib-mgr-sale-coal", iron=0, coal=6)
    s = s.apply("run 2")
    assert s.holdings(0).coal == 0 + 2


def test_manager_free_four_coal_and_selling_oil():
    """interbellum.manager.free-four-coal, interbellum.manager.selling-fully-resolved-oil: 4 coal considered spent
    on this card; 1 oil when every sale is fully resolved."""
    s = _on_s9("ib-mgr-free-four-coal", coal=2)
    assert s.legal_actions()[-1].times == 2
    s = s.apply("run 2")
    assert s.holdings(0).coal == 0 and s.holdings(0).money == 8
    s = _on_s9("ib-mgr-selling-bonus-oil", coal=9)
    s = s.apply("run 3")
    assert s.holdings(0).oil == 1



def test_manager_free_four_coal_once_this_round():
    """interbellum.manager.free-four-coal: the Manager provides its 4 coal 'one time this round' (Manager
    Reference): a card used again the same round (the repeat-card Capitalist) pays its coal in full."""
    s = production_position(["base-c7"], startup="base-startup-1", resources={"coal": 8}, capitalist="repeat-card",
                            managers=["ib-mgr-free-four-coal"])
    s = s.apply("assign ib-mgr-free-four-coal@base-c7").apply("use base-c7").apply("run 2")
    assert s.holdings(0).coal == 8  # '2 coal -> 2 money' twice, paid by the Manager
    s = s.apply("repeat base-c7")  # 2 coal
    s = s.apply("run 2")
    assert (s.holdings(0).coal, s.holdings(0).money) == (2, 8)


def test_manager_free_coal_iron_or_oil_once_this_round():
    """interbellum.manager.free-coal-iron-or-oil: 'one time this round': taken on the card's first use, it is not
    offered again when the card is used again the same round; declined, it still is."""
    s = production_position([S9], startup="base-startup-1", resources={"coal": 9}, capitalist="repeat-card",
                            managers=["ib-mgr-free-coal-iron-or-oil"])
    s = s.apply("assign ib-mgr-free-coal-iron-or-oil@base-s9").apply("use base-s9").apply("manager oil")
    s = s.apply("run 0").apply("repeat base-s9")
    assert "manager oil" not in [str(a) for a in s.legal_actions()]
    s = production_position([S9], startup="base-startup-1", resources={"coal": 9}, capitalist="repeat-card",
                            managers=["ib-mgr-free-coal-iron-or-oil"])
    s = s.apply("assign ib-mgr-free-coal-iron-or-oil@base-s9").apply("use base-s9").apply("done")
    s = s.apply("run 0").apply("repeat base-s9")
    assert "manager oil" in [str(a) for a in s.legal_actions()]

def test_manager_iron_upgrade_runs_added_rows():
    """interbellum.manager.iron-upgrade: pay 1 iron, upgrade the card; its added rows run now."""
    s = production_position(["base-s9"], startup="base-startup-1", resources={"iron": 2, "coal": 3},
                            managers=["ib-mgr-upgrade-for-iron"])
    s = s.apply("assign ib-mgr-upgrade-for-iron@base-s9").apply("use base-s9")
    s = s.apply("manager upgrade")
    assert s.is_upgraded("base-s9") and s.holdings(0).iron == 1
    s = s.apply("run 1").apply("run 1")
    assert s.holdings(0).money == 4


def test_manager_discard_for_money_returns_managers():
    """interbellum.manager.discard-for-money, interbellum.clarification.discard-card."""
    s = _on_s9("ib-mgr-discard-for-money", coal=3)
    s = s.apply("run 1")  # the card runs first (no iron: its conversion is skipped)
    assert [str(a) for a in s.legal_actions()] == ["manager discard", "done"]
    s = s.apply("manager discard")
    assert "base-s9" not in s.cards(0) and s.holdings(0).money == 8
    assert s.managers(0) == [("ib-mgr-discard-for-money", None)]


def test_manager_repeat_delivery_only_active():
    """interbellum.manager.repeat-delivery, interbellum.clarification.resolve-again-active-only."""
    s = production_position(["ib-00"], startup="base-startup-1", resources={}, managers=["ib-mgr-repeat-delivery"])
    s = s.apply("assign ib-mgr-repeat-delivery@ib-00").apply("use ib-00")
    s = s.apply("manager repeat-delivery")
    assert s.holdings(0).coal == 3
    s = production_position(["ib-12"], startup="base-startup-1", resources={}, managers=["ib-mgr-repeat-delivery"])
    s = s.apply("assign ib-mgr-repeat-delivery@ib-12").apply("use ib-12")
    assert "manager repeat-delivery" not in [str(a) for a in s.legal_actions()]  # its delivery is inactive


def test_manager_one_per_card_and_kept():
    """interbellum.manager.one-per-card, interbellum.manager.assign-at-start, interbellum.manager.kept,
    interbellum.manager.extra-effect, interbellum.manager.any-time."""
    s = production_position([S9], startup="base-startup-1", resources={},
                            managers=["ib-mgr-sale-money", "ib-mgr-sale-coal"])
    s = s.apply("assign ib-mgr-sale-money@base-s9")
    assert all("@base-s9" not in str(a) for a in s.legal_actions())
    assert s.managers(0)[0] == ("ib-mgr-sale-money", "base-s9") or s.managers(0)[1] == ("ib-mgr-sale-money",
                                                                                         "base-s9")


def test_manager_placement_explained_and_refusals_say_which_rule():
    """interbellum.manager.one-per-card, interbellum.manager.assign-at-start: placing and 'done' are explained as
    what they are; a second Manager on a card, a Manager the player does not hold, and any placement once a card has
    been used are refused, each citing its rule; the state is unchanged."""
    s = production_position([S9, "base-c7"], startup="base-startup-1", resources={},
                            managers=["ib-mgr-sale-money", "ib-mgr-sale-coal"])
    put = s.explain("assign ib-mgr-sale-money@base-s9")
    assert put.legal and put.rule_id == "interbellum.manager.assign-at-start" and "for this production" in put.text
    stop = s.explain("done")  # ends the placing, not the production
    assert stop.rule_id == "interbellum.manager.assign-at-start" and "no more Managers" in stop.text
    s = s.apply("assign ib-mgr-sale-money@base-s9")
    before = s.clone()
    second = s.explain("assign ib-mgr-sale-coal@base-s9")
    assert not second.legal and second.rule_id == "interbellum.manager.one-per-card"
    assert "already has a Manager" in second.text and "já tem um Gerente" in s.explain(
        "assign ib-mgr-sale-coal@base-s9", lang="pt").text
    held = s.explain("assign ib-mgr-free-conversion@base-c7")
    assert not held.legal and held.rule_id == "interbellum.manager.assign-at-start" and "no ib-mgr" in held.text
    assert s == before
    s = s.apply("done").apply("use base-c7")  # base-c7 resolves at once: between cards now
    assert s.current_card is None
    late = s.explain("assign ib-mgr-sale-coal@base-startup-1")
    assert not late.legal and late.rule_id == "interbellum.manager.assign-at-start" and "before you use" in late.text
    with pytest.raises(IllegalAction):
        s.apply("assign ib-mgr-sale-coal@base-startup-1")
    plain = production_position(["base-c7"], startup="base-startup-1", resources={})  # no Managers module
    assert "no Managers in this game" in plain.explain("assign ib-mgr-sale-coal@base-c7").text


def _ib_game(players: int, seed: int = 2) -> GameState:
    s = new_game(players, seed, interbellum=True, first_player=0)
    while not s.row:  # five players: the fifth player's choices come first
        s = s.apply(s.legal_actions()[0])
    return s


@pytest.mark.parametrize(("players", "schools"), [(2, 2), (3, 2), (4, 3), (5, 3)])
def test_business_school_count_and_end_of_row(players, schools):
    """interbellum.business-school.count, interbellum.business-school.end-of-row,
    interbellum.business-school.manager-each-round, interbellum.manager.token-count."""
    s = _ib_game(players)
    assert [c.startswith("ib-school") for c in s.row].count(True) == schools
    assert all(c.startswith("ib-school") for c in s.row[-schools:])
    assert all(m is not None for m in s.school_managers())
    assert len(s.spec.mpile) == 14  # the pile (the Personal Manager, if dealt, is not in it)


def test_no_new_companies_removes_repeat_delivery_managers():
    """interbellum.module.no-new-companies: the two delivery-repeating Managers stay in the box."""
    s = new_game(3, 1, managers=True)
    ids = [m.id for m in s.spec.mgrs]
    assert len(ids) == 12 and "ib-mgr-repeat-delivery" not in ids


def test_business_school_resolved_last_manager_taken_card_stays():
    """interbellum.business-school.resolved-last, interbellum.business-school.highest-takes-manager,
    interbellum.business-school.normal-bidding."""
    s = _ib_game(3)
    school = len(s.row) - 1  # the last school
    s = s.apply(f"bid 4@{school + 1}")
    on_it = s.school_managers()[-1]
    bots = [RandomBot(k) for k in range(3)]
    while s.phase == "auction":
        legal = [a for a in s.legal_actions() if not str(a).endswith(f"@{school + 1}")] or s.legal_actions()
        s = s.apply(legal[int(bots[0].rng.random() * len(legal))])
    while s.phase == "resolution":
        s = s.apply(s.legal_actions()[-1])
    assert (on_it, None) in s.managers(0) or any(m == on_it for m, _ in s.managers(0))
    kinds = [e.kind for e in s.log]
    takes = max(k for k, e in enumerate(s.log) if e.kind == "ib" and "interbellum.business-school.highest-takes-manager"
                in e.rules)
    production = kinds.index("production")
    assert all(kinds[k] not in ("win", "discard") for k in range(takes + 1, production))
    assert s.row[school].startswith("ib-school")


def test_business_school_split_compensation():
    """interbellum.business-school.split-compensation: transactions split between the two options, explained before
    the choice and logged after it."""
    s = _ib_game(3, seed=5)
    pos = len(s.row)  # the last school
    s._holdings[0 + 2] = 5  # oil for a processing option, whatever the side
    s._holdings[1 * 5 + 1] = 5
    s._holdings[0 + 1] = 5
    s._holdings[0] = 5
    s._legal = None
    s = s.apply(f"bid 3@{pos}")
    s = s.apply(f"bid 4@{pos}")
    while s.phase == "auction":
        s = s.apply(next(a for a in s.legal_actions() if not str(a).endswith(f"@{pos}")))
    while s.phase == "resolution" and not (s.current_player == 0 and s.spec.cards[s.spec.index[s.row[s._resolving]]]
                                           .school is not None and s._resolving == pos - 1):
        s = s.apply(s.legal_actions()[0])
    assert s.phase == "resolution"  # player 0's compensation on the school is the decision now
    k = s.legal_actions()[-1].times
    assert k >= 1
    units = 3 + s.spec.comp_bonus[0]
    shown = s.explain(f"comp {min(k, 2)}")  # said before it is chosen
    assert shown.rule_id == "interbellum.business-school.split-compensation"
    assert f"of your {units} compensation transactions" in shown.text
    assert f"{min(k, 2)} go to the second" in shown.text
    s = s.apply(f"comp {min(k, 2)}")
    split = [e for e in s.log if e.kind == "ib" and "interbellum.business-school.split-compensation" in e.rules]
    assert split and f"{min(k, 2)} to the second option, {units - min(k, 2)} to the first" in split[-1].explain()


def test_managers_conserved_and_not_in_auction_playouts():
    """interbellum.manager.not-in-auction, interbellum.manager.kept: Managers act only in production (in the auction
    and its resolution a Manager use is refused citing the rule) and are conserved over random games."""
    for seed in range(8):
        s = new_game(4, seed, interbellum=True)
        bots = [RandomBot(seed + k) for k in range(4)]
        while not s.is_over:
            if s.phase == "auction":
                assert not any(str(a).startswith(("assign", "manager")) for a in s.legal_actions())
            if s.phase in ("auction", "resolution") and s.current_player >= 0:
                refused = s.explain("manager upgrade")
                assert not refused.legal and refused.rule_id == "interbellum.manager.not-in-auction"
            s.apply_in_place(bots[max(s.current_player, 0)].act(s))
            check(s)
