"""Requests written in plain words, as a player would say them.

:func:`parse_request` reads phrases like these into request objects (:mod:`~furnace_lab.brass.actions`)::

    build an iron works at Dudley, 1 coal
    build a manufacturer at Birmingham slot 4, 1 coal, 1 iron, level 3, with a location card
    rail link Birmingham–Walsall
    link Stoke-on-Trent to Warrington, coal from Cannock
    double rail Birmingham–Walsall and Walsall–Tamworth, beer from Uttoxeter
    sell cotton at Stoke, 1 beer
    sell pottery at Stafford to Shrewsbury, 2 beer, beer from merchant
    sell cotton at Stoke to Warrington:1, 1 beer
    end of canal era

A leading ``red:`` names the player. Extra parts after commas: ``N coal``, ``N iron``, ``N beer``,
``level N``, ``output N``, ``slot N``, ``with a location card`` / ``wild location`` / ``wild industry``,
``coal from X``, ``iron from X``, ``beer from X`` (X a location, ``dudley:1`` or ``merchant``; several joined
by ``and``). Anything unreadable raises :class:`~furnace_lab.errors.DataError` saying which part.
"""

from __future__ import annotations

import re
from typing import Any

from furnace_lab.brass.actions import Build, CanalToRail, DoubleRail, PlaceLink, Request, Sell
from furnace_lab.brass.data import brass_map
from furnace_lab.brass.placement import Card
from furnace_lab.brass.problems import bad_data
from furnace_lab.brass.terms import parse_industry
from furnace_lab.errors import DataError

_DASHES = re.compile(r"\s*[–—]\s*")
_AMOUNT = re.compile(r"^(\d+)\s+(coal|iron|beer)$")
_NUMBERED = re.compile(r"^(level|output|slot)\s+(\d+)$")
_FROM = re.compile(r"^(coal|iron|beer)\s+from\s+(.+)$")
_AT = re.compile(r"^(.+?)\s+at\s+(.+?)(?:\s+slot\s+(\d+))?(?:\s+to\s+(.+))?$")


def _bad(text: str, problem: str, pt: str) -> DataError:
    return bad_data(f"cannot read this request: {problem}", f"não foi possível ler este pedido: {pt}", item=text,
                    field="request")


def split_ends(text: str, whole: str) -> tuple[str, str]:
    """Two location names from ``"A–B"``, ``"A-B"``, ``"A to B"`` or ``"A/B"`` (names may contain hyphens)."""
    board = brass_map()
    cleaned = _DASHES.sub("–", text.strip())
    for separator in ("–", " to ", "/"):
        if separator in cleaned:
            parts = [p.strip() for p in cleaned.split(separator)]
            if len(parts) == 2:
                return board.resolve(parts[0]), board.resolve(parts[1])
    for match in re.finditer("-", cleaned):
        left, right = cleaned[:match.start()].strip(), cleaned[match.end():].strip()
        try:
            return board.resolve(left), board.resolve(right)
        except DataError:
            continue
    raise _bad(whole, f"{text!r} is not two locations joined by '–'", f"{text!r} não são dois locais ligados por '–'")


def _choices(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in re.split(r"\s+and\s+|\s*;\s*", text) if part.strip())


def _extras(parts: list[str], whole: str) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for part in parts:
        words = part.strip().lower()
        if not words:
            continue
        if m := _AMOUNT.match(words):
            found[m.group(2)] = int(m.group(1))
        elif m := _NUMBERED.match(words):
            found[m.group(1)] = int(m.group(2))
        elif m := _FROM.match(part.strip()):
            found[f"{m.group(1).lower()}_choice"] = _choices(m.group(2))
        elif "wild location" in words:
            found["card"] = Card("wild-location")
        elif "wild industry" in words:
            found["card"] = Card("wild-industry")
        elif "location card" in words:
            found["card"] = "location"
        else:
            raise _bad(whole, f"the part {part.strip()!r} means nothing here",
                       f"a parte {part.strip()!r} não quer dizer nada aqui")
    return found


def _merchant(text: str) -> str:
    """A merchant named in a sale: a location, or ``location:space`` for one of its tiles."""
    place, colon, space = text.strip().rpartition(":") if ":" in text else (text, "", "")
    return f"{brass_map().resolve(place)}{colon}{space.strip()}"


def parse_request(text: str, player: str = "red") -> Request:
    """Read one request in plain words (see the module docstring) for ``player``."""
    if not isinstance(text, str) or not text.strip():
        raise _bad(str(text), "it is empty", "está vazio")
    whole = text.strip()
    body = whole
    if m := re.match(r"^([A-Za-z][\w-]*)\s*:\s*(.+)$", body):
        player, body = m.group(1), m.group(2)
    head, *rest = [p for p in body.split(",")]
    head = head.strip()
    lowered = head.lower()
    extras = _extras(rest, whole)
    if re.fullmatch(r"(end( of)?( the)? canal era|canal to rail|rail era)", lowered):
        return CanalToRail()
    if lowered.startswith("double rail"):
        pair = re.split(r"\s+and\s+", head[len("double rail"):].strip())
        if len(pair) != 2:
            raise _bad(whole, "a double rail names two links joined by 'and'",
                       "uma ferrovia dupla nomeia duas Conexões ligadas por 'and'")
        return DoubleRail(player, split_ends(pair[0], whole), split_ends(pair[1], whole),
                          coal_choice=extras.get("coal_choice", ()), beer_choice=extras.get("beer_choice", ()))
    if m := re.match(r"^(canal\s+|rail\s+)?link\s+(.+)$", head, re.IGNORECASE):
        kind = m.group(1).strip().lower() if m.group(1) else None
        return PlaceLink(player, split_ends(m.group(2), whole), coal_choice=extras.get("coal_choice", ()), kind=kind)
    for verb in ("build", "sell"):
        if lowered.startswith(verb + " "):
            m = _AT.match(head[len(verb):].strip())
            if not m:
                raise _bad(whole, f"write '{verb} <industry> at <location>'",
                           f"escreva '{verb} <industry> at <location>' (indústria e local)")
            industry = parse_industry(m.group(1))
            if industry is None:
                raise _bad(whole, f"{m.group(1)!r} is not an industry", f"{m.group(1)!r} não é uma Indústria")
            location = brass_map().resolve(m.group(2))
            slot = int(m.group(3)) if m.group(3) else extras.get("slot")
            if verb == "sell":
                return Sell(player, location, industry, beer=extras.get("beer", 0),
                            merchant=_merchant(m.group(4)) if m.group(4) else None, slot=slot,
                            beer_choice=extras.get("beer_choice", ()))
            if m.group(4):
                raise _bad(whole, "'to' belongs to a sale", "'to' só se usa numa venda")
            card = extras.get("card")
            if card == "location":
                card = Card("location", location)
            return Build(player, location, industry, card=card, slot=slot, coal=extras.get("coal", 0),
                         iron=extras.get("iron", 0), level=extras.get("level", 1), output=extras.get("output"),
                         coal_choice=extras.get("coal_choice", ()), iron_choice=extras.get("iron_choice", ()))
    raise _bad(whole, "start with 'build', 'sell', 'link', 'canal link', 'rail link', 'double rail' or "
                      "'end of canal era'",
               "comece com 'build' (construir), 'sell' (vender), 'link', 'canal link', 'rail link' (Conexão), "
               "'double rail' (ferrovia dupla) ou 'end of canal era' (fim da era dos canais)")
