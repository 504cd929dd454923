"""Interbellum clauses not covered elsewhere, and the check that every interbellum.* rule ID has a test."""

from __future__ import annotations

import re
from pathlib import Path

import furnace_lab
from furnace_lab.engine import GameState, RandomBot, VarBid, new_game, production_position
from furnace_lab.engine.interbellum.expansion import DELIVERY, is_conversion, is_selling

IB = {"interbellum": True}

NOT_PLAYED = {
}
"""Clauses the engine does not play yet (furnace_lab.interbellum.unplayed-capitalists, docs/modules.md)."""


def test_every_interbellum_rule_id_is_named_by_a_test():
    """Each clause of seed 000 in the rule index is named by a test, or listed as not played yet."""
    ids = [r.id for r in furnace_lab.all_rules() if r.id.startswith("interbellum.")]
    here = Path(__file__).parent
    text = "".join(p.read_text(encoding="utf-8") for p in here.glob("test_*.py") if p.name != Path(__file__).name)
    text += Path(__file__).read_text(encoding="utf-8").split("NOT_PLAYED = {")[0]
    text += "".join(re.findall(r'""".*?"""', Path(__file__).read_text(encoding="utf-8"), re.S))
    missing = [i for i in ids if i not in text and i not in NOT_PLAYED]
    assert not missing, f"rule IDs with no test: {missing}"
    assert set(NOT_PLAYED) <= set(ids)


def test_components_contents_in_a_game():
    """interbellum.components.contents, interbellum.manager.token-count, interbellum.components.base-rules-apply:
    24 new Companies, 14 Manager tokens in the pile, 3 Business Schools with 4 players; base discs 1-4 as before."""
    s = new_game(4, 1, **IB)
    assert sum(c.startswith("ib-") and not c.startswith("ib-school") for c in (*s.row, *s.deck)) == 24
    assert len(s.spec.mpile) == 14 and len(s.spec.schools) == 3
    assert s.discs(0)[:4] == [1, 2, 3, 4]


def test_assemble_variable_discs_ready_at_zero():
    """interbellum.components.assemble-variable-discs, interbellum.variable-disc.overview: every player has a
    variable disc, ready at 0 (a free 0 bid is legal)."""
    s = new_game(3, 1, **IB, capitalist_ids=["base-cap-henry", "base-cap-timur", "base-cap-monica"])
    assert VarBid(0, 1) in s.legal_actions() and all(s.variable_disc(p) is None for p in range(3))


def test_overviews_manager_school_agent():
    """interbellum.manager.overview, interbellum.business-school.overview, interbellum.agent.overview,
    interbellum.business-school.placement: Business Schools end the row, each with a Manager; the Agent module."""
    s = new_game(2, 1, **IB, agent="ib-agent-steel-magnate")
    assert s.row[-2:] == tuple(s.spec.cards[i].id for i in s.spec.schools)
    assert len(s.school_managers()) == 2 and "two-player-agent" in s.options.modules


def test_business_school_sides_and_shuffled_managers():
    """interbellum.business-school.sides, interbellum.setup.shuffle-managers: random sides, a shuffled pile."""
    sides = {new_game(4, seed, **IB).spec.cards[new_game(4, seed, **IB).spec.schools[0]].definition["side"]
             for seed in range(12)}
    assert sides == {"a", "b"}
    piles = {tuple(new_game(3, seed, **IB).school_managers()) for seed in range(6)}
    assert len(piles) > 1


def test_business_school_no_discs_discards_manager():
    """interbellum.business-school.no-discs: nobody bid on a school: its Manager is discarded."""
    s = new_game(3, 2, **IB, first_player=0)
    schools = {len(s.row) - 1, len(s.row)}
    bots = [RandomBot(k) for k in range(3)]
    while s.phase == "auction":
        legal = [a for a in s.legal_actions() if a.position not in schools]
        s = s.apply(legal[int(bots[0].rng.random() * len(legal))])
    while s.phase == "resolution":
        s = s.apply(s.legal_actions()[0])
    events = [e for e in s.log if e.kind == "ib" and "interbellum.business-school.no-discs" in e.rules]
    assert len(events) == 2 and all(m is None for m in s.school_managers())


def test_delivery_lightning_compiled_and_chain_outside():
    """interbellum.delivery.lightning, interbellum.variant.production-chain: a lightning row is a delivery; in the
    Production Chain a delivery still comes on receipt, before the card is placed in the line."""
    assert s_card("ib-00").basic[0][0] == DELIVERY
    probe = new_game(3, 1, new_companies=True)
    deck = ["ib-00", *[c for c in (*probe.row, *probe.deck) if c != "ib-00"]]
    s = new_game(3, 1, new_companies=True, deck=deck, first_player=0, production_chain=True).apply("bid 4@1")
    while s.phase == "auction":
        s = s.apply(next(a for a in s.legal_actions() if a.position != 1))
    kinds = [(e.kind, e.rules) for e in s.log]
    delivered = next(k for k, (kind, rules) in enumerate(kinds) if "interbellum.delivery.basic-on-receipt" in rules)
    assert kinds[delivered - 1][0] == "win" and s.legal_actions()[0].card == "ib-00"


def s_card(card_id: str):  # type: ignore[no-untyped-def]
    return production_position([card_id], startup="base-startup-1", resources={}).card(card_id)


def test_text_and_permanent_effects_are_neither_extraction_nor_processing():
    """interbellum.text-effect.neither, interbellum.permanent.neither, interbellum.text-effect.examples: ib-01's
    text gain is not an extraction (ib-14's coal bonus stays out), and ib-14 itself gains nothing when used."""
    from furnace_lab.engine.interbellum.effects import cards_letting

    s = production_position(["ib-01", "ib-14", ("ib-12", True)], startup="base-startup-1", resources={})
    coal = s.holdings(0).coal
    sellers = cards_letting(s, 0, "selling", 0)
    s = s.apply("use ib-01")
    assert sellers >= 1 and s.holdings(0).coal == coal + sellers  # no extraction bonus on top
    coal = s.holdings(0).coal
    s = s.apply("use ib-14")
    assert s.holdings(0).coal == coal


def test_text_effect_both_sides():
    """interbellum.text-effect.both-sides: ib-09's text effect is on its upgraded side: active only upgraded."""
    basic = production_position(["ib-09"], startup="base-startup-1", resources={}).apply("use ib-09")
    upgraded = production_position([("ib-09", True)], startup="base-startup-1", resources={}).apply("use ib-09")
    assert not any(e.kind == "ib" for e in basic.log)
    assert any(e.kind == "ib" and "interbellum.text-effect.order" in e.rules for e in upgraded.log)


def test_processing_conversion_selling_both_and_resources():
    """interbellum.processing.conversion, interbellum.processing.selling, interbellum.processing.both,
    interbellum.resources.definition: ib-06's '1 iron -> 2 coal + 1 money' is both; money is no resource."""
    both = s_card("ib-06").basic[0]
    sale = s_card("ib-07").basic[0]
    assert is_conversion(both) and is_selling(both)
    assert is_selling(sale) and not is_conversion(sale)


def test_clarification_convert_sell_combined():
    """interbellum.clarification.convert-sell-combined: a sale of coal with iron counts as selling coal."""
    from furnace_lab.engine.interbellum.effects import cards_letting

    with_ib02 = production_position([("ib-02", True)], startup="ib-startup-9", resources={})
    without = production_position(["ib-02"], startup="ib-startup-9", resources={})  # basic side: no sale
    # ib-02 upgraded: 1 coal + 1 iron -> 4 money counts as selling coal and as selling iron
    assert cards_letting(with_ib02, 0, "selling", 0) == cards_letting(without, 0, "selling", 0) + 1
    assert cards_letting(with_ib02, 0, "selling", 1) == cards_letting(without, 0, "selling", 1) + 1


def test_upgrade_is_neither_extraction_nor_processing():
    """interbellum.upgrade.neither: upgrading gains no extraction bonus and no sale bonus."""
    s = production_position(["ib-14", "base-s9"], startup="base-startup-1", resources={"coal": 2, "token": 1})
    s = s.apply("use base-startup-1")
    while "upgrade base-s9" not in [str(a) for a in s.legal_actions()]:
        s = s.apply(s.legal_actions()[0])
    coal = s.holdings(0).coal
    s = s.apply("upgrade base-s9")
    assert s.holdings(0).coal == coal - 1


def test_setup_supplements_base_and_capitalist_items():
    """interbellum.setup.supplements-base, interbellum.setup.capitalist-items, interbellum.manager.personal: the
    base setup stands (Start-up resources, discs) and a Capitalist's token is handed over (the Personal Manager,
    1 coal + 1 iron or 1 upgrade token)."""
    s = new_game(3, 3, capitalist_ids=["ib-cap-personal-manager", "base-cap-henry", "base-cap-timur"], **IB)
    assert s.managers(0) == [("ib-mgr-personal", None)]
    personal = s.spec.mgrs[s._managers[2][0][0]]
    assert personal.kind == "free-resources-choice" and personal.alt == ((3, 1),)


def test_five_players_long_game_and_playmat_row():
    """interbellum.five-players.long-game, interbellum.five-players.playmat, interbellum.five-players.row: a
    five-player game runs its four rounds with 9 Companies a round (plus 3 Business Schools)."""
    s = new_game(5, 3, **IB)
    while not s.row:
        s = s.apply(s.legal_actions()[0])
    assert len(s.row) == 9 + 3
    bots = [RandomBot(k) for k in range(5)]
    rows = 0
    while not s.is_over:
        s.apply_in_place(bots[max(s.current_player, 0)].act(s))
    rows = sum(1 for e in s.log if e.kind == "row")
    assert rows == 4 and isinstance(s, GameState)


def _school_loser_game(startup: str, first_card: str, oil: int = 0) -> GameState:
    """Three players (seed 1: the iron Business School, side a, '1 oil -> 4 money', is card 8). Player 1 holds
    ``startup``, wins ``first_card`` (card 1) with a 4, and loses the iron school with a 3 to player 2's 4."""
    from engine_helpers import play, set_holdings

    probe = new_game(3, 1, **IB)
    deck = [first_card, *[c for c in (*probe.row, *probe.deck) if c != first_card and not c.startswith("ib-school")]]
    s = new_game(3, 1, **IB, deck=deck, first_player=0, startups=[startup, "base-startup-1", "base-startup-2"],
                 capitalist_ids=["base-cap-timur", "ib-cap-compensator", "base-cap-evariste"])
    assert s.row[0] == first_card and s.row[7] == "ib-school-iron"
    assert s.spec.cards[s.spec.schools[0]].definition["side"] == "a"
    play(s, "bid 4@1", "bid 4@8", "bid 1@2", "bid 3@8")
    set_holdings(s, 0, oil=oil, money=0)
    while s.phase == "auction":
        s.apply_in_place(next(a for a in s.legal_actions() if a.position not in (1, 8)))
    return s


def test_business_school_compensation_for_disc_3_stores_on_startup_8():
    """interbellum.business-school.split-compensation, interbellum.permanent.always-on: compensation on a
    Business School is compensation like any other, so Start-up 8 ('when compensated with disc 3 or 4, store 1
    oil here') stores its oil for a 3 lost on a school."""
    s = _school_loser_game("ib-startup-8", "base-c1")
    while s.phase == "resolution":
        s.apply_in_place(s.legal_actions()[0])
    startup = s.spec.index["ib-startup-8"]
    assert s._stored.get(startup, (0,) * 5)[2] == 1


def test_business_school_sale_gets_the_per_sale_permanent_bonus():
    """interbellum.business-school.split-compensation, interbellum.permanent.always-on,
    interbellum.clarification.gain-per-transaction: selling oil through a Business School's compensation option
    is a sale like a Company's compensation sale, so ib-10's 'when selling oil, +1 money per transaction' pays."""
    s = _school_loser_game("base-startup-3", "ib-10", oil=3)
    while s._resolving < 7:
        s.apply_in_place(s.legal_actions()[0])
    assert s.current_player == 0 and str(s.legal_actions()[-1]) == "comp 3"
    s.apply_in_place("comp 3")  # all three transactions to '1 oil -> 4 money'
    assert s.holdings(0).oil == 0 and s.holdings(0).money == 3 * 4 + 3
