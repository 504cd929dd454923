"""Cards named as a person reads them, inside a game: every text the engine writes goes through :func:`name`.

A game knows its cards, Capitalists, Managers and Agents by id (the id is what the actions carry: ``use base-c7``).
Its log, board and explanations name each one by its title in the reader's language instead
(:func:`furnace_lab.cards.names.title_pair`): the title the game's catalog gave it, or the package catalog's when the
game was built from the card notation alone. Module ids (``two-player-agent``) are named by their
:data:`~furnace_lab.engine.core.options.MODULES` entry. Nothing here runs while a game is played, except for the few
texts written out as they happen, which ask for a cached pair.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Protocol

from furnace_lab.cards.names import card_name, title_pair
from furnace_lab.engine.core.logtext import Named

if TYPE_CHECKING:
    from furnace_lab.engine.core.spec import GameSpec

    class Titled(Protocol):
        """A Capitalist, Manager or Agent of a game as naming reads it (an Agent also has ``title_pt``)."""

        @property
        def id(self) -> str: ...
        @property
        def title(self) -> str: ...


@lru_cache(maxsize=4096)
def pair(item_id: str, title: str) -> tuple[str, str]:
    """(English, Portuguese) name of an item a game compiled with this title (cached: the hot path asks often)."""
    return title_pair(item_id, title)


def _titled(items: Iterable[Titled | None], item_id: str, pt: bool) -> str | None:
    for item in items:
        if item is not None and item.id == item_id:
            own_pt = getattr(item, "title_pt", "")
            if own_pt and own_pt != item.title:
                return own_pt if pt else str(item.title)
            return pair(item_id, str(item.title))[pt]
    return None


def name(g: GameSpec, item_id: str, lang: str = "en") -> str:
    """The name of a card, Capitalist, Manager or Agent of game ``g`` in ``lang``; an id the game and the package
    catalog do not know stays as it is."""
    pt = lang == "pt"
    i = g.index.get(item_id)
    if i is not None:
        return pair(item_id, g.cards[i].title)[pt]
    picks = g.picks[2] if g.picks else ()
    found = _titled((*g.capitalists, *picks, *g.mgrs, *g.agents), item_id, pt)
    return found if found is not None else card_name(item_id, lang)


def card(g: GameSpec, index: int, lang: str = "en") -> str:
    """The name of the game's card at ``index`` in ``lang``."""
    info = g.cards[index]
    return pair(info.id, info.title)[lang == "pt"]


def names(g: GameSpec, item_ids: Iterable[str], lang: str = "en") -> str:
    """Several items named and joined with commas."""
    return ", ".join(name(g, item_id, lang) for item_id in item_ids)


def listed(names: Iterable[str], lang: str = "en") -> str:
    """Names (options, abilities, Manager uses) listed in an error message: plain in English, each quoted in
    Portuguese, as those messages have always been written."""
    return ", ".join(map(repr, names) if lang == "pt" else names)


def module_name(module: str, lang: str = "en") -> str:
    """A module's or variant's name in ``lang`` (``two-player-agent`` → "two-player Agent")."""
    from furnace_lab.engine.core.options import MODULES

    found = MODULES.get(module)
    return module if found is None else found.name(lang)


@lru_cache(maxsize=4096)
def _named(item_id: str, title: str) -> Named:
    return Named(*pair(item_id, title))


def named(g: GameSpec, index: int) -> Named:
    """The game's card at ``index`` as a log value named in each language (one shared object per card)."""
    info = g.cards[index]
    return _named(info.id, info.title)


def named_item(item: Titled) -> Named:
    """A Manager or Agent (anything with ``id`` and ``title``) as a log value named in each language."""
    own_pt = getattr(item, "title_pt", "")
    if own_pt and own_pt != item.title:
        return Named(str(item.title), str(own_pt))
    return _named(str(item.id), str(item.title))


def item(thing: Titled, lang: str = "en") -> str:
    """A Manager or Agent (anything with ``id`` and ``title``) by its name in ``lang``."""
    found = named_item(thing)
    return found.pt if lang == "pt" else found.en


def named_list(things: Iterable[Titled], none_en: str, none_pt: str) -> Named:
    """Managers (or Agents) listed by name in each language as one log value; ``none_*`` when there are none."""
    found = [named_item(thing) for thing in things]
    if not found:
        return Named(none_en, none_pt)
    return Named(", ".join(f.en for f in found), ", ".join(f.pt for f in found))


def named_id(g: GameSpec, item_id: str) -> Named:
    """A card or Manager of game ``g``, given by id, as a log value named in each language."""
    i = g.index.get(item_id)
    if i is not None:
        return named(g, i)
    for manager in g.mgrs:
        if manager.id == item_id:
            return named_item(manager)
    return Named(name(g, item_id, "en"), name(g, item_id, "pt"))
