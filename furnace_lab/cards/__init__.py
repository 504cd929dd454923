"""The cards of Furnace and Interbellum as data: resources, the effect vocabulary and its notation, the card
types, and the catalog loaded from ``data/*.toml`` with its provenance and readings.

``load_catalog()`` returns a :class:`Catalog`; ``catalog.card("base-c7")`` finds any card;
``card_text``/``card_html`` (in :mod:`furnace_lab.cards.render`) draw a card face.
"""

from furnace_lab.cards.catalog import Catalog
from furnace_lab.cards.loader import load_catalog, load_catalog_from, parse_catalog_text

__all__ = ["Catalog", "load_catalog", "load_catalog_from", "parse_catalog_text"]
