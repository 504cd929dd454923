"""Beer, selling to merchants, merchant tiles and the canal-to-rail change (seed 001, "Beer" and
"Market spaces and Merchant bonuses")."""

from __future__ import annotations

from collections import Counter

import pytest
from brass_builders import board, refused

from furnace_lab.brass import (
    CanalToRail,
    DoubleRail,
    MerchantTile,
    Sell,
    ask,
    beer_sources,
    brass_map,
    canal_to_rail,
    make_position,
    preset,
    resolve,
    supply_data,
)
from furnace_lab.brass.storage import position_from_dict
from furnace_lab.errors import DataError


def test_brass_beer_sell_requirement_amount_on_tile() -> None:
    """brass.beer.sell-requirement: a sale pays the beer the tile prints (here 1, then 0)."""
    answer = resolve(preset("rail-3p"), Sell("red", "stoke", "cotton", beer=1))
    assert answer.value.plan("beer").need == 1 and answer.cites("brass.beer.sell-requirement")
    free = resolve(preset("rail-3p"), Sell("red", "stoke", "cotton", beer=0))
    assert free.value.plan("beer").takes == ()


def test_brass_beer_double_rail_requirement_and_brewery() -> None:
    """brass.beer.double-rail-requirement and brass.beer.double-rail-brewery: two rails cost 1 beer from a brewery."""
    answer = resolve(preset("rail-3p"), DoubleRail("red", ("birmingham", "walsall"), ("walsall", "tamworth")))
    beer = answer.value.plan("beer")
    assert beer.need == 1 and beer.sources == ("uttoxeter:1",)
    assert answer.cites("brass.beer.double-rail-requirement") and answer.cites("brass.beer.double-rail-brewery")
    assert answer.value.money == -15 and len(answer.value.after.links) == 6
    position = preset("rail-3p")
    merchant = position.merchant_tile("warrington", 1)
    plan = beer_sources(position, "red", 1, ("walsall", "tamworth"), merchant=merchant, double_rail=True).value
    assert all(take.source != "merchant" for take in plan.takes)


def test_brass_beer_sources_each_kind_its_rule() -> None:
    """brass.beer.sources: merchant, own and opponents' barrels are offered by their own rules."""
    position = preset("rail-3p")
    answer = beer_sources(position, "red", 1, "stoke-on-trent", merchant=position.merchant_tile("warrington", 1))
    assert set(answer.value.ties[0]) == {"warrington:1", "uttoxeter:1", "burton-on-trent:2"}
    assert answer.cites("brass.beer.sources")


def test_brass_beer_own_brewery_anywhere() -> None:
    """brass.beer.own-brewery-anywhere: red's brewery at Uttoxeter (linked to nothing) serves anywhere."""
    position = preset("rail-3p")
    answer = resolve(position, Sell("red", "stoke", "cotton", beer=1, beer_choice=("uttoxeter",)))
    take = answer.value.plan("beer").takes[0]
    assert take.ref == "uttoxeter:1" and take.distance is None
    assert answer.cites("brass.beer.own-brewery-anywhere")
    assert answer.value.after.tile_at("uttoxeter", 1).flipped


def test_brass_beer_opponent_brewery_connected() -> None:
    """brass.beer.opponent-brewery-connected: yellow's Burton brewery serves Stoke only because they are connected."""
    position = preset("rail-3p")
    answer = resolve(position, Sell("red", "stoke", "cotton", beer=1, beer_choice=("burton",)))
    take = answer.value.plan("beer").takes[0]
    assert (take.ref, take.owner, take.distance) == ("burton-on-trent:2", "yellow", 2)
    assert answer.cites("brass.beer.opponent-brewery-connected")
    cut = position.with_changes(links=tuple(k for k in position.links if k.line != "burton-on-trent/stone"))
    error = refused(resolve, cut, Sell("red", "stoke", "cotton", beer=1, beer_choice=("burton",)))
    assert error.rule_id == "brass.beer.opponent-brewery-connected"


def test_brass_beer_double_rail_second_link_for_opponents() -> None:
    """brass.beer.double-rail-second-link: an opponent's brewery must reach the second link once placed."""
    position = preset("rail-3p")
    request = DoubleRail("red", ("birmingham", "walsall"), ("walsall", "tamworth"), beer_choice=("burton",))
    assert refused(resolve, position, request).rule_id == "brass.beer.double-rail-second-link"
    # Stoke-on-Trent is in red's network; once Stoke–Leek is placed, Burton reaches it through Stone.
    reaching = DoubleRail("red", ("birmingham", "walsall"), ("stoke", "leek"), beer_choice=("burton",))
    answer = resolve(position, reaching)
    assert answer.value.plan("beer").sources == ("burton-on-trent:2",)
    assert answer.cites("brass.beer.double-rail-second-link")


def test_brass_beer_double_rail_brewery_refuses_beer_from_merchant() -> None:
    """brass.beer.double-rail-brewery: "beer from merchant" for two rails is refused by this rule (not by the
    general brass.beer.merchant-sell-only), even when the second link reaches Warrington's barrel; nothing changes.
    Without the choice the barrel comes from a brewery and Warrington keeps its own."""
    position = preset("rail-3p")
    assert position.merchant_tile("warrington", 1).beer  # connected to Stoke by purple's link
    words = "double rail Birmingham–Walsall and Stoke–Leek, beer from merchant"
    error = refused(ask, position, words)
    assert error.rule_id == "brass.beer.double-rail-brewery"
    assert "brewery" in error.reason and "Cervejaria" in (error.reason_pt or "")
    assert position == preset("rail-3p")
    answer = ask(position, words.removesuffix(", beer from merchant"))
    beer = answer.value.plan("beer")
    assert beer.need == 1 and [take.source for take in beer.takes] == ["tile"]
    assert answer.value.after.merchant_tile("warrington", 1).beer


def test_brass_beer_merchant_sell_only_that_merchant() -> None:
    """brass.beer.merchant-sell-only: merchant beer only in a sale to that merchant."""
    position = preset("rail-3p")
    answer = resolve(position, Sell("red", "stoke", "cotton", beer=1))
    assert answer.value.plan("beer").sources == ("warrington:1",) and answer.cites("brass.beer.merchant-sell-only")
    # Red's manufacturer at Birmingham, linked to Oxford: Warrington's barrel is no use there.
    linked = position.with_link(position.links[0].__class__("birmingham/oxford", "red", "rail"))
    plan = resolve(linked, Sell("red", "birmingham", "goods", beer=1)).value.plan("beer")
    assert plan.sources == ("oxford:1",)
    error = refused(beer_sources, position, "red", 1, "birmingham", choose=("merchant",))
    assert error.rule_id == "brass.beer.merchant-sell-only"


def test_brass_beer_several_sources_for_one_tile() -> None:
    """brass.beer.several-sources: two barrels from different allowed sources."""
    answer = resolve(preset("rail-3p"), Sell("red", "stoke", "cotton", beer=2))
    assert answer.value.plan("beer").sources == ("warrington:1", "uttoxeter:1")
    assert answer.cites("brass.beer.several-sources")


def test_brass_beer_one_merchant_barrel_per_tile() -> None:
    """brass.beer.one-merchant-barrel: a sale takes at most the one barrel of the merchant sold to."""
    position = position_from_dict({
        "era": "canal", "players": ["red", "yellow", "purple", "green"],
        "industry": [{"location": "birmingham", "slot": 1, "industry": "cotton", "owner": "red"}],
        "link": [{"line": "birmingham/oxford", "owner": "red", "kind": "canal"}],
        "merchant": [{"location": "oxford", "tiles": ["cotton", "any"]},
                     {"location": "shrewsbury", "tiles": ["pottery"]},
                     {"location": "gloucester", "tiles": ["goods", "blank"]},
                     {"location": "warrington", "tiles": ["cotton", "blank"]},
                     {"location": "nottingham", "tiles": ["goods", "blank"]}],
    })
    oxford = [t for t in position.merchants if t.location == "oxford"]
    assert len(oxford) == 2 and all(t.beer and t.buys("cotton") for t in oxford)
    error = refused(resolve, position, Sell("red", "birmingham", "cotton", beer=2))
    assert error.reason.startswith("Selling") and "only 1" in error.reason
    answer = resolve(position, Sell("red", "birmingham", "cotton", beer=1))
    assert answer.cites("brass.beer.one-merchant-barrel") and len(answer.value.plan("beer").takes) == 1


def test_brass_sell_matching_merchant_needs_connection_and_icon() -> None:
    """brass.sell.matching-merchant: only a connected merchant tile showing the industry (or 'any') buys it."""
    position = preset("rail-3p")
    error = refused(resolve, position, Sell("red", "birmingham", "goods", beer=0))
    assert error.rule_id == "brass.sell.matching-merchant"
    wrong = refused(resolve, position, Sell("red", "stoke", "cotton", merchant="shrewsbury"))
    assert wrong.rule_id == "brass.sell.matching-merchant"
    answer = resolve(position, Sell("red", "stoke", "cotton", beer=1, merchant="warrington"))
    assert answer.value.notes["merchant"] == "warrington:1" and answer.cites("brass.sell.matching-merchant")


def test_brass_sell_flips_tile_and_only_unflipped() -> None:
    """brass.sell.flips-tile: the sold tile flips and cannot be sold again."""
    position = preset("rail-3p")
    after = resolve(position, Sell("red", "stoke", "cotton", beer=1)).value.after
    assert after.tile_at("stoke-on-trent", 1).flipped
    assert refused(resolve, after, Sell("red", "stoke", "cotton", beer=1)).rule_id == "brass.sell.flips-tile"


def test_brass_merchant_goods_and_bonus() -> None:
    """brass.merchant.goods-and-bonus and brass.merchant.beer-bonus: the merchant's goods and its beer bonus."""
    answer = resolve(preset("rail-3p"), Sell("red", "stoke", "cotton", beer=1))
    assert answer.cites("brass.merchant.goods-and-bonus") and answer.cites("brass.merchant.beer-bonus")
    assert answer.value.plan("beer").bonus == ("money", 5) and answer.value.notes["bonus"] == "+£5"
    bonuses = {m.id: (m.merchant.bonus_kind, m.merchant.bonus_amount) for m in brass_map().merchants() if m.merchant}
    assert bonuses == {"shrewsbury": ("vp", 4), "gloucester": ("develop", 1), "oxford": ("income", 2),
                       "warrington": ("money", 5), "nottingham": ("vp", 3)}
    own = resolve(preset("rail-3p"), Sell("red", "stoke", "cotton", beer=1, beer_choice=("uttoxeter",)))
    assert own.value.plan("beer").bonus is None and "bonus" not in own.value.notes


def test_brass_merchant_blank_buys_nothing_holds_no_beer() -> None:
    """brass.merchant.blank: a blank tile buys nothing, never has beer, and is not refilled."""
    position = preset("rail-3p")
    error = refused(resolve, position, Sell("red", "stoke", "cotton", merchant="warrington:2"))
    assert error.rule_id == "brass.merchant.blank"
    assert not MerchantTile("oxford", 2, "blank").buys("cotton")
    after = canal_to_rail(preset("canal-midgame"))
    assert all(not t.beer for t in after.value.after.merchants if t.blank) and after.cites("brass.merchant.blank")


def test_brass_merchant_tiles_by_players_and_spaces() -> None:
    """brass.merchant.tiles-by-players and brass.merchant.spaces-by-players: the tiles and spaces in play."""
    tiles = supply_data().merchant_tiles
    assert Counter(tiles(2)) == Counter({"any": 1, "cotton": 1, "goods": 1, "blank": 2})
    assert Counter(tiles(3)) == Counter({"any": 1, "cotton": 1, "goods": 1, "blank": 3, "pottery": 1})
    assert Counter(tiles(4)) == Counter({"any": 1, "cotton": 2, "goods": 2, "blank": 3, "pottery": 1})
    spaces = {m.id: (m.merchant.spaces, m.merchant.from_players) for m in brass_map().merchants() if m.merchant}
    assert spaces == {"shrewsbury": (1, 2), "gloucester": (2, 2), "oxford": (2, 2), "warrington": (2, 3),
                      "nottingham": (2, 4)}
    for players in (2, 3, 4):
        position = make_position(tuple(f"p{n}" for n in range(players)), seed=players)
        assert len(position.merchants) == len(tiles(players))


def test_brass_merchant_setup_beer_beside_non_blank() -> None:
    """brass.merchant.setup-beer: at setup each non-blank merchant tile gets one barrel."""
    position = make_position(("a", "b", "c", "d"), seed=7)
    assert all(t.beer == (not t.blank) for t in position.merchants)


def test_brass_merchant_fixed_positions_and_canal_refill() -> None:
    """brass.merchant.fixed-positions and brass.merchant.canal-refill: tiles stay, empty non-blank spaces refill."""
    position = preset("canal-midgame")
    sold = resolve(position, Sell("red", "kidderminster", "cotton", beer=1)).value.after
    assert not sold.merchant_at("oxford", 1).beer
    answer = resolve(sold, CanalToRail())
    after = answer.value.after
    assert [(t.location, t.space, t.goods) for t in after.merchants] == [
        (t.location, t.space, t.goods) for t in sold.merchants]
    assert after.merchant_at("oxford", 1).beer
    assert answer.cites("brass.merchant.fixed-positions") and answer.cites("brass.merchant.canal-refill")


def test_brass_era_canal_to_rail_removes_links_and_level_one() -> None:
    """brass.era.canal-to-rail: links and level-1 tiles leave; only once."""
    position = board(tiles=[("dudley", 1, "coal", "red", 2, 1), ("birmingham", 2, "goods", "red", 0, 2)],
                     links=[("birmingham", "dudley", "red")])
    after = canal_to_rail(position).value.after
    assert after.era == "rail" and after.links == ()
    assert [t.ref for t in after.industries] == ["birmingham:2"]
    assert refused(canal_to_rail, after).rule_id == "brass.era.canal-to-rail"


def test_brass_beer_sources_market_is_no_beer_source() -> None:
    """brass.beer.sources: "beer from market" is refused with a reason (there is no beer market), not a crash."""
    answer_error = refused(ask, preset("rail-3p"), "sell cotton at Stoke, 1 beer, beer from market")
    assert answer_error.rule_id == "brass.beer.sources"
    assert "market" in answer_error.reason and answer_error.reason_pt and "mercado" in answer_error.reason_pt


def test_brass_sell_matching_merchant_by_space_in_words_and_bad_space() -> None:
    """brass.sell.matching-merchant: a sale may name the merchant's space ("to Warrington:1"); a space the location
    does not have is a DataError saying which spaces exist, not a claim that no tile buys the goods."""
    position = preset("rail-3p")
    answer = ask(position, "sell cotton at Stoke to Warrington:1, 1 beer")
    assert answer.value.notes["merchant"] == "warrington:1" and answer.cites("brass.sell.matching-merchant")
    blank = refused(ask, position, "sell cotton at Stoke to Warrington:2, 1 beer")
    assert blank.rule_id == "brass.merchant.blank"
    for space in ("3", "x", ""):
        with pytest.raises(DataError, match="spaces 1–2") as caught:
            resolve(position, Sell("red", "stoke", "cotton", beer=1, merchant=f"warrington:{space}"))
        assert caught.value.field == "merchant"
