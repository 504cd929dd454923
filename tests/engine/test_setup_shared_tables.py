"""Setup's shared tables (issue 4 speed): what games share gives the same game as building everything afresh.

furnace_lab.setup.seeded: the same seed and options give the same game, however much of the setup was
worked out by an earlier game.
"""

from __future__ import annotations

import dataclasses

import pytest

from furnace_lab.engine import new_game
from furnace_lab.engine.base.setup import build_game, compiled, load_base_catalog
from furnace_lab.engine.core.actions import natural_key
from furnace_lab.engine.core.options import resolve_options
from furnace_lab.engine.interbellum.permanent import GROUP_BITS, GROUPS, kind_table
from furnace_lab.errors import OptionsError


def _fresh(players: int, seed: int, **options: object):
    """A game whose options are checked afresh (no remembered request)."""
    catalog = load_base_catalog()
    cards = compiled(catalog)
    opts = resolve_options(players, seed, options, companies=cards.company_ids, startups=cards.startup_ids,
                           capitalists=list(cards.caps), catalog=catalog)
    return build_game(opts, cards)


@pytest.mark.parametrize("options", [{}, {"interbellum": True}, {"interbellum": True, "managers": False},
                                     {"interbellum": True, "new_companies": False}])
def test_furnace_lab_setup_seeded_remembered_request_same_game(options: dict[str, object]) -> None:
    for seed in (0, 1, 17):
        new_game(4, seed, **options)  # remembered from here on
        again = new_game(4, seed, **options)
        assert again == _fresh(4, seed, **options)
        assert again.to_json() == _fresh(4, seed, **options).to_json()
        assert again.options == dataclasses.replace(again.options, seed=seed)


def test_furnace_lab_setup_seeded_reseeded_keeps_everything_else() -> None:
    opts = new_game(3, 5, interbellum=True, first_player=1).options
    assert opts.reseeded(9) == dataclasses.replace(opts, seed=9)


def test_furnace_lab_setup_seeded_bad_seed_refused_when_remembered() -> None:
    new_game(4, 1, interbellum=True)
    for bad in (True, 1.5, "3"):
        with pytest.raises(OptionsError, match="seed must be a whole number"):
            new_game(4, bad, interbellum=True)  # type: ignore[arg-type]


def test_furnace_lab_setup_seeded_rank_orders_cards_by_id() -> None:
    for seed in range(6):
        g = new_game(4, seed, interbellum=True)._g
        by_rank = sorted(range(len(g.cards)), key=g.rank.__getitem__)
        assert by_rank == sorted(range(len(g.cards)), key=lambda i: (natural_key(g.cards[i].id), i))


def test_furnace_lab_setup_seeded_permanent_tables_match_a_fresh_build() -> None:
    for seed in range(8):
        g = new_game(4, seed, interbellum=True)._g
        table = kind_table(g.ib_rows)
        assert g.perm_kind == table
        groups: dict[int, int] = {}
        for bit, group in zip(GROUP_BITS, GROUPS, strict=True):
            for card in table.get(group, ()):
                groups[card] = groups.get(card, 0) | bit
        assert g.perm_bits == groups


def test_furnace_lab_setup_seeded_games_share_no_mutable_disc_counts() -> None:
    a = new_game(4, 3, capitalist_ids=["base-cap-henry", "base-cap-monica", "base-cap-timur", "base-cap-arthur"])
    b = new_game(4, 4, capitalist_ids=["base-cap-henry", "base-cap-monica", "base-cap-timur", "base-cap-arthur"])
    assert a._g.counts0 == b._g.counts0
    assert a._g.counts0 is not b._g.counts0 and a._g.held0 is not b._g.held0
