"""Furnace: Interbellum in the engine: modules, setup, variable discs, new effects (seed 000 rule IDs)."""

from __future__ import annotations

import copy
import itertools
import json
import random
import re

import pytest
from test_engine_ib_playouts import options_for

import furnace_lab
from furnace_lab.cards.names import card_name
from furnace_lab.engine import CHANCE, GameState, RandomBot, VarBid, new_game, production_position
from furnace_lab.engine.invariants import check
from furnace_lab.errors import DataError, IllegalAction, OptionsError

IB = {"interbellum": True}


def _refused(rule_id: str, players: int = 3, **options: object) -> None:
    with pytest.raises(OptionsError) as info:
        new_game(players, 1, **options)
    assert info.value.rule_id == rule_id


# --- modules and the validator ---------------------------------------------------------------------------

def test_interbellum_module_mix_modules_in_log_and_record():
    """interbellum.module.mix: modules are switchable; the ones in use are in the first event and the record."""
    s = new_game(3, 1, new_companies=True, variable_discs=False)
    assert s.options.modules == ("base", "capitalists", "new_companies")
    assert s.log[0].data[0] == s.options.modules
    assert s.record().options["new_companies"] is True


def test_interbellum_module_no_managers_extra_company():
    """interbellum.module.no-managers-extra-company: variable discs without Managers: one more Company a round."""
    assert len(new_game(3, 1, **IB, managers=False).row) == 8
    assert len(new_game(3, 1, new_companies=True).row) == 7
    assert len(new_game(3, 1, **IB).row) == 7 + 2  # with Managers: no extra Company, two Business Schools


def test_interbellum_module_no_variable_discs_refuses_plus_two_capitalist():
    """interbellum.module.no-variable-discs: the +2 Capitalist is not used without variable discs."""
    _refused("interbellum.module.no-variable-discs", new_capitalists=True,
             capitalist_ids=["ib-cap-plus-two", "base-cap-henry", "base-cap-timur"])


def test_interbellum_variant_capital_growth_no_plus_two():
    """interbellum.variant.capital-growth-no-plus-two: nor in Capital Growth."""
    _refused("interbellum.variant.capital-growth-no-plus-two", capital_growth=True, **IB,
             capitalist_ids=["ib-cap-plus-two", "base-cap-henry", "base-cap-timur"])


def test_interbellum_module_no_managers_personal():
    """interbellum.module.no-managers-personal: no Personal-Manager Capitalist without Managers."""
    _refused("interbellum.module.no-managers-personal", **IB, managers=False,
             capitalist_ids=["ib-cap-personal-manager", "base-cap-henry", "base-cap-timur"])


def test_interbellum_module_no_new_companies_deck_is_base():
    """interbellum.module.no-new-companies: without the new Companies the deck is the base deck."""
    s = new_game(3, 2, variable_discs=True, managers=False, new_companies=False)
    assert all(c.startswith("base-") for c in (*s.deck, *s.row))


def test_interbellum_variant_capital_growth_needs_variable_discs():
    """interbellum.variant.capital-growth: a variant of the variable discs."""
    _refused("interbellum.variant.capital-growth", capital_growth=True)


def test_player_counts_one_and_five():
    """interbellum.five-players.row: five players need Interbellum (furnace_lab.setup.player-count); 9 Companies a
    round."""
    _refused("furnace_lab.setup.player-count", players=5)
    s = new_game(5, 1, new_companies=True)  # no spare Start-up or Capitalist: no choice, the row is dealt
    assert len(s.row) == 9 and "five-players" in s.options.modules
    _refused("interbellum.solo.two-agents", players=1, **IB, agents=["ib-agent-steel-magnate"])


# --- setup ------------------------------------------------------------------------------------------------

def test_interbellum_setup_extra_coal_and_variable_disc():
    """interbellum.setup.extra-coal, interbellum.setup.variable-disc: 1 more coal, a variable disc at 0."""
    base = new_game(3, 4, startups=["base-startup-1", "base-startup-2", "base-startup-3"])
    ib = new_game(3, 4, startups=["base-startup-1", "base-startup-2", "base-startup-3"], **IB)
    for p in range(3):
        assert ib.holdings(p).coal == base.holdings(p).coal + 1
        assert ib.variable_disc(p) is None
    assert ib._variable_discs == ((-1, 0),) * 3


def test_interbellum_setup_quick_deck():
    """interbellum.setup.quick-deck, interbellum.setup.deck-size, interbellum.setup.unused-to-box,
    interbellum.components.new-companies, interbellum.components.frames."""
    s = new_game(4, 9, new_companies=True)
    cards = [*s.row, *s.deck]
    assert len(cards) == 48
    assert sum(c.startswith("ib-") for c in cards) == 24


def test_interbellum_setup_deck_assembly_balanced():
    """interbellum.setup.deck-assembly: two random cards from each of 12 artwork piles."""
    probe = new_game(3, 1)
    base_ids = sorted({*probe.row, *probe.deck})
    families = {cid: f"pile{k % 12}" for k, cid in enumerate(base_ids)}
    s = new_game(3, 5, new_companies=True, families=families)
    cards = [*s.row, *s.deck]
    chosen = [c for c in cards if c.startswith("base-")]
    assert len(chosen) == 24
    for k in range(12):
        assert sum(families[c] == f"pile{k}" for c in chosen) == 2
    with pytest.raises(OptionsError) as info:
        new_game(3, 5, new_companies=True, families={base_ids[0]: "x"})
    assert info.value.rule_id == "interbellum.setup.deck-assembly"


def test_interbellum_setup_startups_capitalists_include_expansion():
    """interbellum.setup.startups-capitalists, interbellum.components.mix-startups-capitalists: the expansion's
    Start-ups are dealt together with the base ones; without the module only the base ones."""
    seen = {new_game(4, seed, **IB).startup(p) for seed in range(40) for p in range(4)}
    assert any(s.startswith("ib-") for s in seen) and any(s.startswith("base-") for s in seen)
    base = {new_game(4, seed, new_companies=True).startup(p) for seed in range(10) for p in range(4)}
    assert all(s.startswith("base-") for s in base)


# --- variable discs -------------------------------------------------------------------------------------

def _auction(**options: object) -> GameState:
    return new_game(3, 3, first_player=0, startups=["base-startup-1", "base-startup-2", "base-startup-3"],
                    **{**IB, **options})


def test_interbellum_variable_disc_spend_coal_zero_and_fixed():
    """interbellum.variable-disc.bid, interbellum.variable-disc.spend-coal, interbellum.variable-disc.zero-bid,
    interbellum.variable-disc.fixed: coal for value; 0 allowed; placed once."""
    s = _auction()
    coal = s.holdings(0).coal
    assert VarBid(0, 1) in s.legal_actions() and VarBid(coal, 1) in s.legal_actions()
    assert VarBid(coal + 1, 1) not in s.legal_actions()
    s = s.apply(f"vbid {coal}@1")
    assert s.holdings(0).coal == 0 and s.variable_disc(0) == (1, coal)
    while s.current_player != 0:
        s = s.apply(next(a for a in s.legal_actions() if not isinstance(a, VarBid)))
    assert not any(isinstance(a, VarBid) for a in s.legal_actions())
    assert not s.explain("vbid 0@2")


def test_interbellum_variable_disc_explained_with_its_price():
    """interbellum.variable-disc.spend-coal, interbellum.variant.capital-growth-value: explain() says what a variable
    bid costs (1 coal a point; free in Capital Growth, worth the round), in English and Portuguese."""
    s = _auction()
    coal = s.holdings(0).coal
    shown = s.explain(f"vbid {coal}@1")
    assert shown.legal and shown.rule_id == "interbellum.variable-disc.spend-coal"
    assert f"worth {coal}" in shown.text and f"paying {coal} coal" in shown.text
    coal_pt = "1 carvão" if coal == 1 else f"{coal} carvões"
    assert f"pagando {coal_pt}" in s.explain(f"vbid {coal}@1", lang="pt").text
    growth = _auction(capital_growth=True)
    shown = growth.explain("vbid 1@1")  # round 1: worth 1
    assert shown.rule_id == "interbellum.variant.capital-growth-value" and "round (1), for free" in shown.text


def test_interbellum_variable_disc_above_nine():
    """interbellum.variable-disc.above-nine: values above 9 are allowed."""
    s = _auction()
    s._holdings[0] = 12
    s._legal = None
    assert VarBid(12, 2) in s.legal_actions()
    s = s.apply("vbid 12@2")
    assert s.bids()[1][-1] == (0, 12)


def test_interbellum_variable_disc_placement_usual_rules():
    """interbellum.variable-disc.placement: not where the player has a disc, nor where its value is."""
    s = _auction().apply("bid 3@1")
    s = s.apply("vbid 1@2") if s.current_player == 1 else s
    while s.current_player != 0:
        s = s.apply(next(a for a in s.legal_actions() if not isinstance(a, VarBid) and a.position > 2))
    assert not any(isinstance(a, VarBid) and a.position == 1 for a in s.legal_actions())
    assert VarBid(1, 2) not in s.legal_actions()
    assert s.explain("vbid 1@2").rule_id == "interbellum.variable-disc.placement"


def test_interbellum_variable_disc_reset_after_the_round():
    """interbellum.variable-disc.reset: the disc comes back at 0 for the next auction."""
    s = _auction()
    s = s.apply("vbid 1@1")
    bots = [RandomBot(k) for k in range(3)]
    while s.round == 1:
        s = s.apply(bots[max(s.current_player, 0)].act(s))
    assert s.phase == "auction" and s.variable_disc(0) is None
    assert any(e.kind == "ib" and "interbellum.variable-disc.reset" in e.rules for e in s.log)


def test_interbellum_variable_disc_reset_a_save_with_a_disc_in_hand_not_at_zero_is_refused():
    """interbellum.variable-disc.reset: a disc in hand reads 0, so a save whose disc in hand reads otherwise is
    refused (naming the field) rather than loaded into a state no game can reach."""
    s = _auction()
    good = json.loads(s.to_json())
    assert good["state"]["variable_discs"][1] == [-1, 0]
    bad = copy.deepcopy(good)
    bad["state"]["variable_discs"][1] = [-1, 3]
    with pytest.raises(DataError) as info:
        GameState.from_json(json.dumps(bad))
    assert "seat 1: a variable disc in hand reads (-1, 3)" in str(info.value)
    assert GameState.from_json(json.dumps(good)) == s


def test_interbellum_variant_capital_growth_value():
    """interbellum.variant.capital-growth-value: worth the round number, costs nothing."""
    s = _auction(capital_growth=True)
    coal = s.holdings(0).coal
    assert [a.disc for a in s.legal_actions() if isinstance(a, VarBid)] == [1] * len(s.row)
    s = s.apply("vbid 1@1")
    assert s.holdings(0).coal == coal
    with pytest.raises(IllegalAction):
        _auction(capital_growth=True).apply("vbid 2@1")


def test_interbellum_variable_disc_named_value_ignored():
    """interbellum.variable-disc.named-value-ignored: Start-up 8 stores oil for a 3 or 4 disc, not a variable 3."""
    from furnace_lab.engine.interbellum.permanent import compensation_store

    s = new_game(3, 3, startups=["ib-startup-8", "base-startup-2", "base-startup-3"], **IB)
    compensation_store(s, 0, 3, True, 3)
    assert s.stored("ib-startup-8").oil == 0
    compensation_store(s, 0, 3, False, 3)
    assert s.stored("ib-startup-8").oil == 1


# --- new effects ------------------------------------------------------------------------------------------

def test_interbellum_delivery_basic_on_receipt():
    """interbellum.delivery.basic-on-receipt, interbellum.delivery.once: ib-00 gives 3 coal when won."""
    probe = new_game(3, 1, new_companies=True)
    deck = ["ib-00", *[c for c in (*probe.row, *probe.deck) if c != "ib-00"]]
    s = new_game(3, 1, new_companies=True, deck=deck, first_player=0)
    s = s.apply("bid 1@1")
    bots = [RandomBot(k) for k in range(3)]
    coal_before = None
    while s.phase == "auction":
        a = bots[s.current_player].act(s)
        if str(a).endswith("@1"):
            a = next((b for b in s.legal_actions() if not str(b).endswith("@1")), a)
        s = s.apply(a)
    events = [e for e in s.log if e.kind == "ib" and "interbellum.delivery.basic-on-receipt" in e.rules
              and card_name("ib-00") in e.explain()]
    assert len(events) == 1 and "3 coal" in events[0].explain() and events[0].player == 0
    wins = [k for k, e in enumerate(s.log) if e.kind == "win" and e.data[0] == "ib-00"]
    assert s.log[wins[0] + 1] == events[0]  # before the next card of the row is resolved
    assert coal_before is None


def test_interbellum_delivery_upgraded_on_upgrade_even_if_resolved():
    """interbellum.delivery.upgraded-on-upgrade: ib-12's 6 coal on upgrade, after the card was used."""
    s = production_position(["ib-12"], startup="base-startup-1", resources={"coal": 2, "token": 1})
    s = s.apply("use ib-12")
    while "upgrade ib-12" not in [str(a) for a in s.legal_actions()]:
        s = s.apply(s.legal_actions()[0])
    assert s.was_used("ib-12")
    coal = s.holdings(0).coal
    s = s.apply("upgrade ib-12")
    assert s.holdings(0).coal == coal - 1 + 6
    assert "interbellum.delivery.upgraded-on-upgrade" in s.log[-1].rules or any(
        "interbellum.delivery.upgraded-on-upgrade" in e.rules for e in s.log[-3:])


def test_interbellum_processing_delivery_is_a_choice():
    """interbellum.delivery.once: a processing delivery (ib-13: 1 iron -> 2 money x8) runs once, as chosen."""
    s = production_position(["ib-13"], startup="base-startup-1", resources={"coal": 1, "token": 1, "iron": 3})
    s = s.apply("use base-startup-1")
    while "upgrade ib-13" not in [str(a) for a in s.legal_actions()]:
        s = s.apply(s.legal_actions()[0])
    s = s.apply("upgrade ib-13")
    assert [str(a) for a in s.legal_actions()] == ["run 0", "run 1", "run 2", "run 3"]
    money = s.holdings(0).money
    s = s.apply("run 2")
    assert s.holdings(0).money == money + 4 and s.holdings(0).iron == 1
    assert GameState.from_json(s.to_json()) == s


def test_interbellum_text_effect_gain_per_card_counts_active_only():
    """interbellum.clarification.for-each-card-active, interbellum.text-effect.order: ib-01 counts coal sellers."""
    # ib-01: gain 1 coal per card selling coal; ib-11's coal sale is on its upgraded side only
    s = production_position(["ib-01", "ib-11"], startup="base-startup-1", resources={})
    s = s.apply("use ib-01")
    count = [e for e in s.log if e.kind == "ib"][-1]
    assert "interbellum.clarification.for-each-card-active" in count.rules
    s2 = production_position(["ib-01", ("ib-21", True)], startup="base-startup-1", resources={})
    s2 = s2.apply("use ib-01")
    assert s2.holdings(0).coal == s.holdings(0).coal + 1


def test_interbellum_permanent_outbid_stores_iron_and_text_takes_it():
    """interbellum.components.outbid-iron-card, interbellum.permanent.always-on: outbid → iron on ib-04."""
    from furnace_lab.engine.interbellum.permanent import on_outbid, refresh_held

    s = new_game(3, 1, **IB)
    s._lines[0] = (*s._lines[0], s.spec.index["ib-04"]) if "ib-04" not in s.row else s._lines[0]
    refresh_held(s)  # the groups of permanent effects each line prints are kept beside the lines
    if "ib-04" in s.row:
        pytest.skip("ib-04 dealt in the row")
    s._row_bids[0] = ((0, 2),)
    on_outbid(s, 0, 1, 3)
    assert s.stored("ib-04").iron == 1
    on_outbid(s, 0, 1, 1)  # not higher: not outbid
    assert s.stored("ib-04").iron == 1


@pytest.mark.parametrize(("stored", "en", "pt"), [
    ("2 iron", "Ana takes 2 iron stored on {en}.", "Ana pega 2 ferros guardados em {pt}."),
    ("1 iron", "Ana takes 1 iron stored on {en}.", "Ana pega 1 ferro guardado em {pt}."),
    (None, "There is no iron stored on {en} for Ana to take.", "Não há ferro guardado em {pt} para Ana pegar."),
])
def test_interbellum_text_effect_takes_the_iron_stored_on_its_card(stored, en, pt):
    """interbellum.text-effect.order, interbellum.components.outbid-iron-card: ib-04's text takes all the iron on it;
    with none there the log says so instead of "takes 0 iron"."""
    s = production_position(["ib-04"], startup="base-startup-1", resources={}, name="Ana",
                            stored=None if stored is None else {"ib-04": stored})
    before = len(s.log)
    s = s.apply("use ib-04")
    taken = [e for e in s.log[before:] if "interbellum.text-effect.order" in e.rules]
    names = {"en": card_name("ib-04"), "pt": card_name("ib-04", "pt")}  # the log names the card, never its id
    assert [(e.explain("en"), e.explain("pt")) for e in taken] == [(en.format(**names), pt.format(**names))]
    assert s.holdings(0).iron == (0 if stored is None else int(stored[0]))
    assert s.stored("ib-04").iron == 0


def test_interbellum_permanent_extraction_bonus():
    """interbellum.permanent.always-on: ib-14 gives 1 more coal on each coal extraction."""
    s = production_position(["ib-14", "base-c1"], startup="base-startup-1", resources={})
    plain = production_position(["base-c1"], startup="base-startup-1", resources={})
    card = s.card("base-c1")
    if not any(r[0] == 0 and any(slot == 0 for slot, _ in r[2]) for r in card.basic):
        pytest.skip("base-c1 extracts no coal in this catalog")
    s, plain = s.apply("use base-c1"), plain.apply("use base-c1")
    assert s.holdings(0).coal == plain.holdings(0).coal + 1


def test_interbellum_clarification_transaction_limit_plus_one():
    """interbellum.clarification.transaction-limit-plus-one, interbellum.clarification.single-type-selling,
    interbellum.permanent.examples: ib-18 raises a single-type sale's limit by 1."""
    s = production_position(["ib-18", "ib-01"], startup="base-startup-1", resources={"iron": 9},
                            )
    s = production_position(["ib-18", ("ib-01", True)], startup="base-startup-1", resources={"iron": 9})
    s = s.apply("use ib-01")
    assert s.legal_actions()[-1].times == 5  # 1 iron -> 2 money x4, +1


def test_interbellum_processing_selling_bonus_per_transaction():
    """interbellum.clarification.each-transaction, interbellum.clarification.gain-per-transaction: ib-10 +1
    money per oil sale."""
    s = production_position(["ib-10", "ib-07"], startup="base-startup-1", resources={"oil": 2})
    s = s.apply("use ib-07").apply("run 1")
    assert s.holdings(0).money == 4 + 1


# --- playouts over every module combination --------------------------------------------------------------

COMBOS = [dict(zip(("new_companies", "variable_discs", "new_capitalists", "managers"), flags, strict=True))
          for flags in itertools.product((False, True), repeat=4) if any(flags)]


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("combo", range(len(COMBOS)))
def test_random_playouts_every_module_combination(players, combo):
    """interbellum.module.mix: random games keep the base invariants, Managers conserved, variable discs reset,
    JSON round trips; refused combinations are refused."""
    options = dict(COMBOS[combo])
    for seed in range(4):
        extra = {"capital_growth": seed % 2 == 1} if options["variable_discs"] else {}
        if players == 5 and options["variable_discs"] and not options["new_companies"] and not options["managers"]:
            with pytest.raises(OptionsError):
                new_game(players, seed, **options, **extra)
            continue
        s = new_game(players, seed, production_chain=seed % 3 == 2, **options, **extra)
        bots = [RandomBot(seed * 7 + p) for p in range(players)]
        while not s.is_over:
            s.apply_in_place(bots[max(s.current_player, 0)].act(s))
            check(s)
            if s.phase == "auction" and not any(s.bids()):
                assert all(v == (-1, 0) for v in s._variable_discs)
        assert GameState.from_json(s.to_json()) == s


# --- Interbellum Capitalists ------------------------------------------------------------------------------

def test_interbellum_capitalist_variable_plus_two():
    """interbellum.capitalist.variable-plus-two: the variable disc is worth the coal spent plus 2."""
    s = new_game(3, 3, first_player=0, capitalist_ids=["ib-cap-plus-two", "base-cap-henry", "base-cap-timur"],
                 startups=["base-startup-1", "base-startup-2", "base-startup-3"], **IB)
    coal = s.holdings(0).coal
    values = sorted({a.disc for a in s.legal_actions() if isinstance(a, VarBid)})
    assert values == list(range(2, coal + 3))
    s = s.apply("vbid 3@1")
    assert s.holdings(0).coal == coal - 1



def test_interbellum_capitalist_variable_plus_two_refuses_below_two_citing_the_capitalist():
    """interbellum.capitalist.variable-plus-two: with the +2 Capitalist the disc is worth at least 2, so a 0 or a 1
    is refused for that reason (not as costing more coal than held), in both languages."""
    s = new_game(3, 3, first_player=0, capitalist_ids=["ib-cap-plus-two", "base-cap-henry", "base-cap-timur"],
                 startups=["base-startup-1", "base-startup-2", "base-startup-3"], **IB)
    for lang in ("en", "pt"):
        why = str(s.explain("vbid 1@1", lang))
        assert "[interbellum.capitalist.variable-plus-two]" in why and "2" in why and "carvão do que" not in why
        assert "more coal than" not in why

def test_interbellum_capitalist_compensator():
    """interbellum.capitalist.compensator: before using a non-upgraded Company, its compensation row once."""
    s = production_position(["base-s9"], startup="base-startup-1", resources={"iron": 0},
                            capitalist="ib-cap-compensator")
    s = s.apply("use base-s9")  # compensation "gain 1 iron" first, then the basic row can use it
    assert any("interbellum.capitalist.compensator" in e.rules for e in s.log)
    assert [str(a) for a in s.legal_actions()] == ["run 0", "run 1"]
    up = production_position([("base-s9", True)], startup="base-startup-1", resources={},
                             capitalist="ib-cap-compensator")
    up = up.apply("use base-s9")
    assert not any("interbellum.capitalist.compensator" in e.rules for e in up.log)  # upgraded: not offered


def test_interbellum_capitalist_personal_manager():
    """interbellum.capitalist.personal-manager: the Personal Manager from the start; several Managers a card."""
    s = new_game(3, 3, capitalist_ids=["ib-cap-personal-manager", "base-cap-henry", "base-cap-timur"], **IB)
    assert s.managers(0) == [("ib-mgr-personal", None)]
    assert "ib-mgr-personal" not in [s.spec.mgrs[t].id for t in s.spec.mpile]


# --- two players with an Agent ----------------------------------------------------------------------------

def _agent_game(seed: int = 1, agent: str = "ib-agent-steel-magnate", **options: object) -> GameState:
    return new_game(2, seed, interbellum=True, agent=agent, first_player=0, **options)


def test_interbellum_agent_choose_card_and_disc_set():
    """interbellum.agent.choose-card, interbellum.agent.disc-set, interbellum.agent.constant-variable-disc,
    interbellum.steel-magnate.variable-disc: the Agent's discs, with its variable disc at the printed 3."""
    s = _agent_game()
    assert "two-player-agent" in s.options.modules and "two-player-dummy" not in s.options.modules
    assert s.discs(2) == [1, 2, 3, 3, 4]
    assert new_game(2, 1, new_companies=True, agent="ib-agent-steel-magnate").discs(2) == [1, 2, 3, 4]
    with pytest.raises(OptionsError):
        new_game(3, 1, interbellum=True, agent="ib-agent-steel-magnate")


def test_interbellum_steel_magnate_target_highest_on_iron_card():
    """interbellum.agent.target-card, interbellum.steel-magnate.target: highest disc on the first iron card."""
    from furnace_lab.engine.interbellum.agent import shows, target

    s = _agent_game(3)
    g = s.spec
    for face in range(1, 7):
        pos, value = target(s, face, 2)
        companies = [g.cards[c] for c in s._row[:g.row_size]]
        iron = [i for i, c in enumerate(companies) if shows(c, "iron")]
        if iron:
            first = next(i for i in [(face - 1 + k) % g.row_size for k in range(g.row_size)] if i in iron)
            assert pos == first
        else:
            assert pos == g.row_size - 1
        assert value == 4


def test_interbellum_agent_wins_compensation_production_money():
    """interbellum.agent.wins, interbellum.agent.compensation-money, interbellum.agent.production-money,
    interbellum.steel-magnate.compensation, interbellum.steel-magnate.production, interbellum.agent.other-cards."""
    s = _agent_game(4, agent="house-agent-broker")
    bots = [RandomBot(1), RandomBot(2)]
    while s.round == 1 and s.phase != "production":
        s = s.apply(bots[max(s.current_player, 0)].act(s))
    rules = {r for e in s.log if e.kind == "ib" for r in e.rules}
    assert s.agent_cards() or "interbellum.agent.compensation-money" in rules
    before = s.agent_money()
    production = [e for e in s.log if e.kind == "ib" and "interbellum.agent.production-money" in e.rules]
    assert len(production) == 1
    gain = 3 * len(s.agent_cards()) + 4 * s._agents[0][2]
    assert f"${gain}" in production[0].explain() and before is not None


def test_interbellum_agent_richer_than_all_nobody_wins():
    """interbellum.agent.richer-than-all: an Agent richer than every player means nobody wins."""
    s = _agent_game(5)
    bots = [RandomBot(3), RandomBot(4)]
    while not s.is_over:
        s.apply_in_place(bots[max(s.current_player, 0)].act(s))
    richer = all(s.agent_money() > s.money(p) for p in range(2))
    assert (s.returns() == [0.0, 0.0]) == richer or sum(s.returns()) == 0
    if richer:
        assert s.returns() == [0.0, 0.0]


def test_five_players_fifth_chooses_after_first_player():
    """interbellum.five-players.first-player-first, interbellum.five-players.fifth-chooses: the first player is
    known before the deal; the fifth in turn order keeps one of two Start-ups, then one of two Capitalists."""
    s = new_game(5, 3, **IB)
    fifth = (s.first_player + 4) % 5
    assert s.current_player == fifth and s.row == ()
    startups = [a.card for a in s.legal_actions()]
    assert len(startups) == 2 and s.startup(fifth) in startups
    kept = s.startup(fifth)
    other = next(c for c in startups if c != kept)
    before = s.holdings(fifth).as_tuple()
    s = s.apply(f"choose {other}")
    expected = tuple(b - o + n for b, o, n in zip(before, s.card(kept).starting, s.card(other).starting, strict=True))
    assert s.startup(fifth) == other and s.holdings(fifth).as_tuple() == expected
    caps = [a.card for a in s.legal_actions()]
    assert len(caps) == 2
    s = s.apply(f"choose {caps[1]}")
    assert s.capitalist(fifth) == caps[1] and len(s.row) == 9 + 3 and s.phase == "auction"
    assert GameState.from_json(s.to_json()) == s


def test_interbellum_capitalist_neighbour_resolves_right_players_company():
    """interbellum.capitalist.neighbour, interbellum.clarification.neighbour-card: once at the end of production,
    1 iron to resolve a Company (not a Start-up) of the player to the right; in two players, the opponent."""
    from furnace_lab.engine import RepeatCard

    for seed in range(40):
        s = new_game(2, seed, capitalist_ids=["ib-cap-neighbour", "base-cap-henry"], **IB)
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        while not s.is_over:
            legal = s.legal_actions()
            offers = [a for a in legal if isinstance(a, RepeatCard)]
            if s.current_player == 0 and offers:
                assert {a.card for a in offers} == set(s.companies(1))
                s = s.apply(offers[0])
                paid = [e for e in s.log if e.kind == "ib" and "interbellum.capitalist.neighbour" in e.rules]
                assert len(paid) == 1 and "pays 1 iron" in paid[0].explain()
                assert any(e.kind == "use" and e.data[0] == offers[0].card for e in s.log[-6:])
                return
            s.apply_in_place(bots[max(s.current_player, 0)].act(s))
    pytest.fail("no position offered the neighbour's card")


def test_interbellum_permanent_upgrade_on_token_gain():
    """interbellum.permanent.examples, interbellum.permanent.always-on: Start-up 7 — when gaining an upgrade token,
    you may upgrade (1 coal + 1 token per Company) right away."""
    s = production_position(["base-s9"], startup="ib-startup-7", resources={"coal": 3})
    s = s.apply("use ib-startup-7")  # its first row gains a token
    assert [str(a) for a in s.legal_actions()] == ["upgrade base-s9", "done"]
    s = s.apply("upgrade base-s9")
    assert s.is_upgraded("base-s9") and s.holdings(0).coal == 2 and s.holdings(0).token == 0


def test_interbellum_updated_arthur_pairs_and_replaces():
    """interbellum.capitalist.updated-arthur, interbellum.capitalist.updated-arthur-replaces: an extra disc worth 2
    bid only together with another disc on a different card; the base Arthur is not used with it."""
    from furnace_lab.engine import PairBid

    s = new_game(3, 3, first_player=0, capitalist_ids=["ib-cap-arthur", "base-cap-henry", "base-cap-timur"],
                 **IB, managers=False, variable_discs=False)
    pairs = [a for a in s.legal_actions() if isinstance(a, PairBid)]
    assert pairs and all(a.position != a.extra for a in pairs)
    assert s.discs(0) == [1, 2, 3, 4]  # the extra disc is not an ordinary one
    shown = s.explain("pair 4@1+2")
    assert shown.legal and "extra disc 2 on card 2" in shown.text
    s = s.apply("pair 4@1+2")
    assert s.bids()[0] == [(0, 4)] and s.bids()[1] == [(0, 2)]
    refused = s.explain("pair 3@3+4")  # not her turn: another player's
    assert not refused.legal and refused.rule_id == "interbellum.capitalist.updated-arthur"
    assert "only the updated Arthur" in refused.text
    while s.current_player != 0:
        s = s.apply(s.legal_actions()[0])
    assert not any(isinstance(a, PairBid) for a in s.legal_actions())  # placed once per auction
    again = s.explain("pair 3@3+4")
    assert not again.legal and "extra disc is already placed" in again.text
    with pytest.raises(OptionsError) as info:
        new_game(3, 3, capitalist_ids=["base-cap-arthur", "base-cap-henry", "base-cap-timur"], **IB)
    assert info.value.rule_id == "interbellum.capitalist.updated-arthur-replaces"
    dealt = {new_game(4, seed, **IB).capitalist(p) for seed in range(40) for p in range(4)}
    assert "base-cap-arthur" not in dealt



def test_interbellum_solo_two_agents_bid_order_separate_goal():
    """interbellum.solo.two-agents, interbellum.solo.bid-order, interbellum.solo.separate, interbellum.solo.goal:
    two Agents, left then right after the player's bid, each with its own discs and money; the player wins only
    with more money than each."""
    s = new_game(1, 4, interbellum=True, agents=["ib-agent-steel-magnate", "house-agent-broker"])
    assert "solo" in s.options.modules and s.current_player == 0
    s = s.apply(s.legal_actions()[0])
    assert s.is_chance_node() and s._turn_order == (0, 1, 2)
    s = s.apply(s.sample_chance())
    first = [e for e in s.log if e.kind == "dummy-bid"]
    assert first[-1].player == 1 and s.is_chance_node()
    s = s.apply(s.sample_chance())
    assert [e for e in s.log if e.kind == "dummy-bid"][-1].player == 2
    bot = RandomBot(5)
    while not s.is_over:
        s.apply_in_place(bot.act(s))
        check(s)
    wins = all(s.money(0) > s.agent_money(k) for k in range(2))
    assert s.returns() == ([1.0] if wins else [0.0])
    assert s.agent_money(0) != s.agent_money(1) or s.agent_cards(0) != s.agent_cards(1)


def test_interbellum_solo_two_agents_deals_the_two_player_row():
    """interbellum.solo.two-agents: solo uses the two-player rules, whose row is 2 + 4 Companies (furnace.auction.
    row-size), with two Business Schools (interbellum.business-school.count); one more Company with variable discs
    but no Managers, as with two players."""
    solo, duo = new_game(1, 4, interbellum=True), new_game(2, 4, interbellum=True)
    assert solo.spec.row_size == duo.spec.row_size == 6
    assert len(solo.row) == len(duo.row) == 6 + 2
    assert new_game(1, 4, new_companies=True, variable_discs=True).spec.row_size == 7


def test_every_interbellum_event_explains_itself_in_both_languages_citing_known_rules():
    """interbellum.permanent.always-on, interbellum.clarification.each-transaction (and every rule the events of
    these games cite): each event of forty random games over the module combinations names rules of the index and
    reads in English and in Portuguese, with no placeholder left, no English sentence passed off as Portuguese, and
    no English resource word in the Portuguese outside a card's quoted notation or an id."""
    kinds, portuguese = set(), set()
    for index in range(8, 48):
        players, options = options_for(index)
        s = new_game(players, index, **options)
        pick = random.Random(index)
        while not s.is_over:
            legal = s.legal_actions()
            s.apply_in_place(s.sample_chance() if s.current_player == CHANCE else pick.choice(legal))
        for event in s.log:
            kinds.add(event.kind)
            assert event.rules, (index, event.kind)
            for rule_id in event.rules:
                furnace_lab.rule(rule_id)
            en, pt = event.explain(), event.explain("pt")
            assert en and pt and not re.search(r"\{\w*\}", en + pt), (index, en, pt)
            assert en != pt or len(en) < 30, (index, en)  # a short line of names and numbers may read alike
            words = re.sub(r"'[^']*'|\([^)]*\)|\S*-\S*", "", pt)  # quoted notation, parentheses, ids
            assert not re.search(r"\b(coal|iron|oil|tokens?|money)\b", words), (index, pt)
            portuguese.update(key for key in ("pega", "conta", "para resolver", "efeito de texto",
                                              "ganhou um Marcador") if key in pt)
    assert {"vbid", "ib"} <= kinds
    assert portuguese == {"pega", "conta", "para resolver", "efeito de texto", "ganhou um Marcador"}


def test_the_text_board_shows_interbellum_at_every_step():
    """interbellum.manager.any-time, interbellum.business-school.manager-each-round, interbellum.variable-disc.fixed,
    interbellum.agent.wins: ``print(state)`` works at every step of sixteen random games (a Manager's choice after a
    card's last row included) and shows the Managers on offer and placed, a placed variable disc, resources stored
    on cards and the Agents."""
    seen = set()
    for index in range(40, 56):
        players, options = options_for(index)
        s = new_game(players, index, **options)
        pick = random.Random(index)
        while not s.is_over:
            board = str(s)
            for mark in ("Manager on offer:", "Managers:", "variable disc: on card", "Agent ", "rows are done"):
                if mark in board:
                    seen.add(mark)
            if re.search(r"\[\d+ (coal|iron|oil|token)", board):
                seen.add("stored")
            legal = s.legal_actions()
            s.apply_in_place(s.sample_chance() if s.current_player == CHANCE else pick.choice(legal))
    assert seen == {"Manager on offer:", "Managers:", "variable disc: on card", "Agent ", "rows are done", "stored"}
