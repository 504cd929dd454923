"""The public API at the package's top level."""

from __future__ import annotations

import pytest

import furnace_lab


def test_public_names_resolve() -> None:
    for name in furnace_lab.__all__:
        assert getattr(furnace_lab, name) is not None, name


def test_chain_functions_load_lazily_and_unknown_names_fail_clearly() -> None:
    assert callable(furnace_lab.money_upper_bound)
    with pytest.raises(AttributeError, match="no attribute 'no_such_thing'"):
        furnace_lab.no_such_thing  # noqa: B018


def test_one_except_catches_every_user_error() -> None:
    for error in (furnace_lab.DataError, furnace_lab.IllegalAction, furnace_lab.NotationError,
                  furnace_lab.OptionsError, furnace_lab.RecordError, furnace_lab.UnknownCard, furnace_lab.UnknownRule):
        assert issubclass(error, furnace_lab.FurnaceLabError)


def test_unknown_rule_and_card_messages_are_readable() -> None:
    with pytest.raises(furnace_lab.UnknownRule, match=r"no rule with ID 'furnace\.auction\.same-valu'") as info:
        furnace_lab.rule("furnace.auction.same-valu")
    assert "furnace.auction.same-value" in str(info.value)
    with pytest.raises(furnace_lab.UnknownCard, match="no card with id"):
        furnace_lab.load_catalog().card("base-zz")
