"""The auction's words come from the phrase tables (issue 27, engine/text): ``base/auction.py`` and
``interbellum/variable.py`` name phrase keys (``auction.*``), and their refusals and log lines read the same as
before in English and Portuguese."""

from __future__ import annotations

from pathlib import Path

import pytest
from engine_helpers import game, play
from test_engine_text import _keys_named

from furnace_lab.engine import CHANCE, new_game
from furnace_lab.engine.base.auction import why_not_bid
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.actions import Bid
from furnace_lab.engine.text import LANGUAGES
from furnace_lab.engine.text.en import auction as en_auction
from furnace_lab.engine.text.pt import auction as pt_auction
from furnace_lab.errors import IllegalAction

ENGINE = Path(__file__).resolve().parents[2] / "furnace_lab" / "engine"
MODULES = (ENGINE / "base" / "auction.py", ENGINE / "interbellum" / "variable.py")


def test_every_key_the_auction_names_is_in_the_tables_and_no_sentence_is_left_there() -> None:
    keys = set().union(*(_keys_named(path) for path in MODULES))
    own = {key for key in LANGUAGES["en"] if key.startswith("auction.")}
    assert keys <= set(LANGUAGES["en"]), sorted(keys - set(LANGUAGES["en"]))
    assert keys == own and len(own) >= 16, sorted(own ^ keys)  # they say their own phrases, and only those
    for path in MODULES:
        source = path.read_text(encoding="utf-8")
        for table in (en_auction.PHRASES, pt_auction.PHRASES):  # its own words (another area's may be in docstrings)
            for template in table.values():
                start = template.split("{")[0]
                assert start not in source or len(start) < 12, (path.name, template)


def test_furnace_auction_same_value_refused_in_both_languages() -> None:
    """furnace.auction.same-value: the refusal names the value and the card, in English and Portuguese."""
    s = game(3)
    play(s, "bid 2@1")
    with pytest.raises(IllegalAction) as info:
        s.apply_in_place("bid 2@1")
    assert info.value.rule_id == R.SAME_VALUE
    assert str(info.value.reason) == "a disc worth 2 is already on card 1"
    assert info.value.reason_pt == "já há um disco de valor 2 na carta 1"


def test_furnace_auction_row_size_and_the_dummy_in_both_languages() -> None:
    """furnace.auction.row-size: no card past the row; furnace.two-player.dummy: at the dummy's turn, the die."""
    s = game(3)
    assert why_not_bid(s, Bid(1, 9)) == (R.ROW_SIZE, "the row has 7 cards; there is no card 9",
                                         "a linha tem 7 cartas; não existe a carta 9")
    s = game(2)
    while s.current_player != CHANCE:
        s.apply_in_place(s.legal_actions()[0])
    assert why_not_bid(s, Bid(1, 1)) == (R.DUMMY, "it is the dummy bidder's turn: roll the die",
                                         "é a vez do licitante neutro: role o dado")


def test_interbellum_variable_disc_refusals_in_both_languages() -> None:
    """interbellum.variable-disc.spend-coal: a value beyond the coal held is refused (both languages name the
    value within reach); interbellum.variable-disc.placement: the usual placement rules, by the variable disc's
    own rule ID."""
    s = new_game(3, 1, first_player=0, interbellum=True, managers=False)
    coal = s.holdings(0).coal
    refused = s.explain(f"vbid {coal + 5}@1", "en")
    assert (refused.rule_id, refused.text) == (
        R.IB_VAR_SPEND_COAL, f"Illegal: a value of {coal + 5} costs more coal than you hold (you can reach {coal}).")
    assert s.explain(f"vbid {coal + 5}@1", "pt").text == \
        f"Não permitido: o valor {coal + 5} custa mais carvão do que você tem (você alcança no máximo {coal})."
    s.apply_in_place("bid 1@2")
    while s.current_player != 0:
        s.apply_in_place(next(a for a in s.legal_actions() if a.position != 2))
    refused = s.explain("vbid 0@2", "pt")
    assert (refused.rule_id, refused.text) == (R.IB_VAR_PLACEMENT, "Não permitido: você já tem um disco na carta 2.")


def test_interbellum_updated_arthur_extra_disc_logged_in_both_languages() -> None:
    """interbellum.capitalist.updated-arthur: the extra disc placed with another is logged in each language, naming
    the card in that language."""
    s = new_game(3, 3, first_player=0, capitalist_ids=["ib-cap-arthur", "base-cap-henry", "base-cap-timur"],
                 interbellum=True, managers=False, variable_discs=False)
    s.apply_in_place("pair 4@1+2")
    event = s.log[-1]
    assert event.rules == (R.IB_ARTHUR,)
    name, card = s.players[0], s.row[1]
    assert event.explain("en").startswith(f"{name} places the extra disc 2 on card 2 (")
    assert event.explain("en").endswith(") at the same time.")
    assert event.explain("pt").startswith(f"{name} coloca ao mesmo tempo o disco extra 2 na carta 2 (")
    assert f"({N.name(s.spec, card)})" in event.explain("en")
    assert f"({N.name(s.spec, card, 'pt')})" in event.explain("pt")
