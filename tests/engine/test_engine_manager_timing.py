"""Managers "at any time while the card is resolved" (interbellum.manager.any-time,
furnace_lab.interbellum.manager-timing): the upgrade for iron and the repeated delivery at every decision while the
card resolves and after its last row, and the free conversion on the conversion row the player picks."""

from __future__ import annotations

import dataclasses
import random

import pytest

from furnace_lab import load_catalog
from furnace_lab.cards.model import Company
from furnace_lab.cards.notation import parse_effect
from furnace_lab.engine import GameState, new_game, production_position
from furnace_lab.engine.core.actions import MANAGER_USES, ManagerUse, read_action
from furnace_lab.engine.explain import explain, why_not
from furnace_lab.engine.invariants import check
from furnace_lab.errors import IllegalAction


def _company(cid: str, basic: list[str], added: list[str] = (), expansion: str = "base") -> Company:  # type: ignore[assignment]
    return Company(id=cid, title=cid, expansion=expansion, compensation=parse_effect("gain 1 coal"),
                   basic=tuple(parse_effect(b) for b in basic), added=tuple(parse_effect(a) for a in added))


EXTRA = (
    # iron from the basic row, then a run choice; the added row gains coal
    _company("t-ironup", ["gain 1 iron", "1 coal -> 3 money x1"], ["gain 2 coal"]),
    # two conversion rows of different input cost
    _company("t-twoconv", ["gain 2 iron", "1 iron -> 1 coal x1", "2 iron -> 1 oil x1"]),
    # a processing delivery fed by the card's own row
    _company("t-feeder", ["1 coal -> 2 iron x1", "delivery: 1 iron -> 2 money x8"], expansion="interbellum"),
    # the upgraded side's delivery is a conversion
    _company("t-splice", ["gain 1 iron", "1 iron -> 1 coal x1"], ["delivery: 1 coal -> 1 oil x1"],
             expansion="interbellum"),
)
CATALOG = dataclasses.replace(load_catalog(), companies=(*load_catalog().companies, *EXTRA))


def _used(card: str | tuple[str, bool], manager: str, **resources: int) -> GameState:
    """One Company (and base-startup-1) with ``manager`` on it, the card just started."""
    card_id = card if isinstance(card, str) else card[0]
    s = production_position([card], startup="base-startup-1", resources=resources, managers=[manager],
                            catalog=CATALOG)
    return s.apply(f"assign {manager}@{card_id}").apply(f"use {card_id}")


def _names(s: GameState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def test_manager_iron_upgrade_paid_with_iron_the_card_made():
    """interbellum.manager.iron-upgrade, interbellum.manager.any-time: no iron in the supply, so no upgrade when
    base-s3 starts; its basic row makes 1 iron and the end stage offers the upgrade; the added row
    ('1 coal -> 1 iron x4') then runs."""
    s = production_position(["base-s3"], startup="base-startup-1", resources={"coal": 2},
                            managers=["ib-mgr-upgrade-for-iron"])
    s = s.apply("assign ib-mgr-upgrade-for-iron@base-s3").apply("use base-s3")
    assert _names(s) == ["manager upgrade", "done"]  # after the last row (gain 1 iron)
    assert s.holdings(0).iron == 1
    assert explain(s, "done").text.endswith("the card ends.") and explain(s, "manager upgrade").legal
    s = s.apply("manager upgrade")
    assert s.is_upgraded("base-s3") and s.holdings(0).iron == 0
    assert _names(s) == ["run 0", "run 1", "run 2"]  # the added row, with 2 coal
    s = s.apply("run 2")
    assert (s.holdings(0).coal, s.holdings(0).iron) == (0, 2)
    check(s)


def test_manager_iron_upgrade_mid_card_added_rows_after_the_rows_to_come():
    """interbellum.manager.iron-upgrade, furnace_lab.interbellum.manager-timing: offered at a run choice with
    the iron the first row made; the added row (gain 2 coal) comes after the row being decided."""
    s = _used("t-ironup", "ib-mgr-upgrade-for-iron", coal=1)
    assert _names(s) == ["run 0", "run 1", "manager upgrade"]
    s = s.apply("manager upgrade")
    assert s.is_upgraded("t-ironup") and s.holdings(0).iron == 0
    assert _names(s) == ["run 0", "run 1"]  # the same row: the added coal is not there yet
    s = s.apply("run 1")
    assert (s.holdings(0).coal, s.holdings(0).money) == (2, 3)
    upgrade = next(e for e in s.log if e.kind == "ib" and "interbellum.manager.iron-upgrade" in e.rules)
    assert "furnace_lab.interbellum.manager-timing" in upgrade.rules and "while it resolves" in upgrade.explain()
    assert "durante a resolução" in upgrade.explain("pt")


def test_manager_iron_upgrade_at_the_start_keeps_the_compensation_first_row():
    """interbellum.capitalist.compensator, interbellum.manager.iron-upgrade: the card was on its basic side when
    its use began, so an upgrade at the card's start keeps the compensation row first (gain 1 coal), then the basic
    rows (the coal pays for '1 coal -> 3 money'), then the added row (gain 2 coal)."""
    s = production_position(["t-ironup"], startup="base-startup-1", resources={"iron": 1},
                            managers=["ib-mgr-upgrade-for-iron"], capitalist="ib-cap-compensator", catalog=CATALOG)
    s = s.apply("assign ib-mgr-upgrade-for-iron@t-ironup").apply("use t-ironup")
    assert _names(s) == ["manager upgrade", "done"]  # the start: no row has run yet
    s = s.apply("manager upgrade")
    assert s.is_upgraded("t-ironup")
    assert (s.holdings(0).coal, s.holdings(0).iron) == (1, 1)  # the compensation row's coal, the basic row's iron
    assert _names(s) == ["run 0", "run 1"]
    s = s.apply("run 1")
    assert (s.holdings(0).coal, s.holdings(0).money) == (2, 3)  # the added row ran after the conversion
    assert any("interbellum.capitalist.compensator" in e.rules for e in s.log)
    check(s)


def test_manager_iron_upgrade_not_offered_without_iron_or_once_upgraded():
    """interbellum.manager.iron-upgrade: with no iron at a decision it is not offered, and never twice."""
    s = _used("t-ironup", "ib-mgr-upgrade-for-iron", coal=1)
    s = s.apply("run 1")  # spends no iron: the end stage still offers it
    assert _names(s) == ["manager upgrade", "done"]
    s = s.apply("manager upgrade")
    assert "manager upgrade" not in _names(s)


def test_manager_free_conversion_on_the_dearer_row_saves_more():
    """interbellum.manager.free-conversion: the player picks the transaction; freeing the second row (2 iron)
    leaves 1 iron, freeing the first (1 iron) leaves none."""
    s = _used("t-twoconv", "ib-mgr-free-conversion")
    assert _names(s) == ["run 0", "run 1", "manager free"]
    first = s.apply("manager free").apply("run 1")  # free on '1 iron -> 1 coal'
    assert "manager free" not in _names(first)
    first = first.apply("run 1")
    assert (first.holdings(0).iron, first.holdings(0).coal, first.holdings(0).oil) == (0, 1, 1)
    second = s.apply("run 1")  # pays its iron
    assert second.holdings(0).iron == 1
    assert _names(second) == ["run 0", "manager free"]  # 1 iron cannot pay '2 iron -> 1 oil'; the free one can
    second = second.apply("manager free").apply("run 1")
    assert (second.holdings(0).iron, second.holdings(0).coal, second.holdings(0).oil) == (1, 1, 1)


def test_manager_free_conversion_run_0_keeps_it():
    """interbellum.manager.free-conversion, furnace_lab.interbellum.manager-timing: 'run 0' on the row chosen keeps
    the free conversion for a later conversion row; 'run k' without choosing it pays everything."""
    s = _used("t-twoconv", "ib-mgr-free-conversion")
    s = s.apply("manager free").apply("run 0")
    assert s.holdings(0).iron == 2
    assert "manager free" in _names(s)
    kept = next(e for e in s.log if e.kind == "ib" and "kept for a later" in e.explain())
    assert "interbellum.manager.free-conversion" in kept.rules
    paid = s.apply("run 1")
    assert paid.holdings(0).iron == 0 and paid.holdings(0).oil == 1


def test_manager_free_conversion_only_at_a_conversion_row():
    """interbellum.manager.free-conversion: selling rows are not conversions: no 'manager free' there."""
    s = production_position(["base-c7"], startup="base-startup-1", resources={"coal": 2},
                            managers=["ib-mgr-free-conversion"])
    s = s.apply("assign ib-mgr-free-conversion@base-c7").apply("use base-c7")  # a coal sale
    assert _names(s) == ["run 0", "run 1"]
    refusal = why_not(s, ManagerUse("free"))
    assert refusal is not None and refusal[0] == "interbellum.manager.free-conversion"
    assert "conversion row" in refusal[1]


def test_manager_repeat_delivery_after_the_row_that_feeds_it():
    """interbellum.manager.repeat-delivery, interbellum.manager.any-time: a processing delivery repeated after the
    card's row made its iron runs with that iron."""
    s = _used("t-feeder", "ib-mgr-repeat-delivery", coal=1)
    assert _names(s) == ["manager repeat-delivery", "done"]
    s = s.apply("done")
    assert _names(s) == ["run 0", "run 1", "manager repeat-delivery"]
    s = s.apply("run 1")
    assert s.holdings(0).iron == 2 and _names(s) == ["manager repeat-delivery", "done"]
    s = s.apply("manager repeat-delivery")
    assert _names(s) == ["run 0", "run 1", "run 2"]
    s = s.apply("run 2")
    assert s.holdings(0).money == 4
    refusal = why_not(production_position(["t-feeder"], startup="base-startup-1", catalog=CATALOG),
                      ManagerUse("repeat-delivery"))
    assert refusal is not None


ILLEGAL = [
    ("t-ironup", "ib-mgr-upgrade-for-iron", {"coal": 1}, ["manager upgrade"], "manager upgrade",
     "interbellum.manager.iron-upgrade", "already upgraded"),
    ("base-s3", "ib-mgr-upgrade-for-iron", {"coal": 1}, ["manager upgrade"], "manager upgrade",
     "interbellum.manager.iron-upgrade", "already upgraded"),
    ("t-ironup", "ib-mgr-upgrade-for-iron", {"coal": 1}, [], "manager discard", "interbellum.manager.extra-effect",
     "no Manager"),
    ("t-ironup", "ib-mgr-discard-for-money", {"coal": 1}, [], "manager discard",
     "furnace_lab.interbellum.manager-timing", "once the rows"),
    ("t-twoconv", "ib-mgr-free-conversion", {}, ["manager free"], "manager free",
     "interbellum.manager.free-conversion", "already free"),
    ("t-twoconv", "ib-mgr-free-conversion", {}, ["manager free", "run 1"], "manager free",
     "interbellum.manager.free-conversion", "already used"),
    ("t-feeder", "ib-mgr-repeat-delivery", {"coal": 1}, ["manager repeat-delivery"], "manager repeat-delivery",
     "interbellum.manager.repeat-delivery", "already resolved once more"),
    ("t-twoconv", "ib-mgr-free-four-coal", {}, [], "manager coal-iron", "interbellum.manager.extra-effect",
     "no Manager"),
    ("t-ironup", "ib-mgr-upgrade-for-iron", {"coal": 1}, [], "manager upgrade", "interbellum.manager.iron-upgrade",
     "1 iron"),
]


@pytest.mark.parametrize(("card", "manager", "resources", "before", "action", "rule", "words"), ILLEGAL)
def test_manager_use_refusals_change_nothing(card, manager, resources, before, action, rule, words):
    """interbellum.manager.any-time: an illegal 'manager X' is refused with the rule and a reason, in English
    and Portuguese, and the state is unchanged."""
    s = _used(card, manager, **resources)
    if action == "manager upgrade" and not before:  # at the run choice, the iron the first row made taken away
        s._holdings[1] = 0
        s._legal = None
    for text in before:
        s = s.apply(text)
    if action == "manager discard":
        assert s.legal_actions() and "manager discard" not in _names(s)
    snapshot = s.clone()
    with pytest.raises(IllegalAction):
        s.apply_in_place(action)
    assert s == snapshot
    refusal = why_not(s, read_action(action))
    assert refusal is not None and refusal[0] == rule and words in refusal[1], refusal
    assert not explain(s, action, "pt").legal and explain(s, action, "pt").text.startswith("Não permitido")


def test_manager_use_refused_between_cards_and_without_managers():
    """interbellum.manager.any-time, interbellum.manager.extra-effect: no card resolving, or no Managers at all."""
    s = production_position(["base-s3"], startup="base-startup-1", managers=["ib-mgr-upgrade-for-iron"])
    s = s.apply("done")  # nothing placed
    refusal = why_not(s, ManagerUse("upgrade"))
    assert refusal is not None and refusal[0] == "interbellum.manager.any-time" and "no card" in refusal[1]
    plain = production_position(["base-s3"], startup="base-startup-1")
    refusal = why_not(plain, ManagerUse("free"))
    assert refusal is not None and "no Managers" in refusal[1]


def test_manager_free_notation_explain_and_json():
    """furnace_lab.interbellum.manager-timing: 'manager free' parses, prints, is explained, and a state with the
    free conversion chosen survives JSON."""
    assert read_action("manager free") is ManagerUse("free") and str(ManagerUse("free")) == "manager free"
    assert "free" in MANAGER_USES
    s = _used("t-twoconv", "ib-mgr-free-conversion")
    assert explain(s, "manager free").legal and "conversion" in explain(s, "manager free").text
    s = s.apply("manager free")
    back = GameState.from_json(s.to_json())
    assert back == s and back.legal_actions() == s.legal_actions()


def test_manager_uses_agree_with_the_rule_checks_in_random_games():
    """interbellum.manager.any-time: in random Interbellum games every 'manager X' is legal exactly when the rule
    checks accept it, and the new uses are taken."""
    taken: set[str] = set()
    for seed in range(12):
        s = new_game(3 + seed % 2, seed, interbellum=True)
        rnd = random.Random(seed)
        while not s.is_over:
            legal = s.legal_actions()
            if s.phase == "production":
                for what in MANAGER_USES:
                    use = ManagerUse(what)
                    assert (why_not(s, use) is None) == (use in legal), (seed, what, legal)
            managers = [a for a in legal if isinstance(a, ManagerUse)]
            action = managers[0] if managers and rnd.random() < 0.5 else legal[int(rnd.random() * len(legal))]
            if isinstance(action, ManagerUse):
                taken.add(action.what)
            s.apply_in_place(action)
        check(s)
    assert {"free", "upgrade"} <= taken


def test_manager_free_conversion_stays_with_its_row_when_a_delivery_comes_first():
    """interbellum.manager.free-conversion, interbellum.delivery.upgraded-on-upgrade: the free conversion chosen
    for '1 iron -> 1 coal', then the card upgraded by its Manager: its upgraded delivery (a conversion) comes
    first, and the choice is undone (offered again on either row), not moved to the delivery."""
    s = production_position(["t-splice"], startup="base-startup-1", capitalist="personal-manager",
                            managers=["ib-mgr-upgrade-for-iron", "ib-mgr-free-conversion"], catalog=CATALOG)
    s = s.apply("assign ib-mgr-upgrade-for-iron@t-splice").apply("assign ib-mgr-free-conversion@t-splice")
    s = s.apply("use t-splice")
    assert _names(s) == ["run 0", "run 1", "manager free", "manager upgrade"]
    s = s.apply("manager free").apply("manager upgrade")
    assert _names(s) == ["run 0", "manager free"]  # the delivery '1 coal -> 1 oil', no coal
    assert GameState.from_json(s.to_json()) == s
    s = s.apply("run 0")
    assert _names(s) == ["run 0", "manager free"]  # back on '1 iron -> 1 coal', its iron spent on the upgrade
    s = s.apply("manager free").apply("run 1")
    assert (s.holdings(0).iron, s.holdings(0).coal) == (0, 1)
    check(s)
