"""Every number in card data is bounded (issue 23, item 4): a catalog is data a learner may write.

A Manager with ``copies = 9223372036854775807`` used to load, and ``new_game`` then tried to put that many tokens
in the auction pile (MemoryError). Now the loader refuses it, and every other count in a card (amounts, transaction
limits, Capitalist and Agent numbers), with one DataError naming the file, the card, the field and the allowed
range, in English and Portuguese.
"""

from __future__ import annotations

import pytest

from furnace_lab.cards.fields import MAX_COPIES, MAX_COUNT
from furnace_lab.cards.loader import _package_files, parse_catalog_files
from furnace_lab.errors import DataError

HUGE = "9223372036854775807"


def _catalog_with(file: str, old: str, new: str):
    """The package catalog with one text replaced in one of its files (the first occurrence)."""
    files = []
    for name, text in _package_files():
        if name.endswith(file):
            assert old in text
            text = text.replace(old, new, 1)
        files.append((name, text))
    return parse_catalog_files(files)


def _refused(file: str, old: str, new: str) -> DataError:
    with pytest.raises(DataError) as caught:
        _catalog_with(file, old, new)
    return caught.value


def test_interbellum_manager_token_count_bounds_copies() -> None:
    """interbellum.manager.token-count: the Manager pile is 14 tokens, so a design with 9223372036854775807 copies
    (or 15) is refused at load, on the field 'copies', saying the range 1 to 14; 14 still loads."""
    error = _refused("managers.toml", "copies = 1", f"copies = {HUGE}")
    assert error.field == "copies" and error.item == "ib-mgr-free-coal-iron-or-oil"
    assert f"from 1 to {MAX_COPIES}" in str(error) and f"de 1 a {MAX_COPIES}" in error.message("pt")
    assert _refused("managers.toml", "copies = 1", f"copies = {MAX_COPIES + 1}").field == "copies"
    catalog = _catalog_with("managers.toml", "copies = 1", f"copies = {MAX_COPIES}")
    assert catalog.card("ib-mgr-free-coal-iron-or-oil").copies == MAX_COPIES


@pytest.mark.parametrize(("file", "old", "new", "field"), [
    ("base_companies.toml", 'compensation = "gain 2 coal"', f'compensation = "gain {HUGE} coal"', "compensation"),
    ("base_companies.toml", " x1", f" x{MAX_COUNT + 1}", "basic"),
    ("base_companies.toml", 'compensation = "gain 2 coal"', 'compensation = "gain ' + "9" * 5000 + ' coal"',
     "compensation"),
    ("base_startups.toml", 'starting = "', f'starting = "{MAX_COUNT + 1} money + ', "starting"),
    ("agents.toml", "compensation_money = ", f"compensation_money = {HUGE}  # ", "compensation_money"),
])
def test_card_counts_bounded_by_max_count(file: str, old: str, new: str, field: str) -> None:
    """An amount, a transaction limit 'xN', a Start-up's starting resources or an Agent's money above MAX_COUNT
    (99) is refused on its field with the range, in both languages; a 5,000-digit number too (it used to escape
    as a bare ValueError, Python refusing to read it)."""
    error = _refused(file, old, new)
    assert error.field is not None and error.field.startswith(field)
    assert f"to {MAX_COUNT}" in str(error) and f"a {MAX_COUNT}" in error.message("pt")
    assert len(str(error)) < 400


def test_the_package_catalog_is_within_the_bounds() -> None:
    """The shipped cards load: no printed number is near the bounds."""
    catalog = _catalog_with("managers.toml", "copies = 1", "copies = 1")
    assert max(manager.copies for manager in catalog.managers) <= MAX_COPIES
