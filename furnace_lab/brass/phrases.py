"""Requests written in plain words, as a player would say them, in English or in Portuguese.

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
by ``and``).

The same requests are read in Portuguese, in the words the Portuguese interface writes them with
(``Request.describe("pt")``)::

    construir Siderúrgica em Dudley, 1 carvão
    construir Manufatura em Birmingham espaço 4, 1 carvão, 1 ferro, nível 3, com carta de Local
    ferrovia Birmingham–Walsall
    Conexão Stoke-on-Trent–Warrington, carvão de Cannock
    ferrovia dupla Birmingham–Walsall e Walsall–Tamworth, cerveja de Uttoxeter
    vender Olaria em Stafford para Shrewsbury, 2 cervejas, cerveja do Mercador
    Vermelho: fim da era dos canais

Every Portuguese word is in one table, :data:`PORTUGUESE`, beside the English word it stands for; case and
accents may be left out (``conexao``, ``siderurgica``), and a player of the lab's colours may be named in
Portuguese (``Vermelho:``). Both languages give the same request object: the English notation stays the
canonical one (requests describe themselves and are recorded in English). Anything unreadable raises
:class:`~furnace_lab.errors.DataError`, in English and Portuguese, saying which part.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Final

from furnace_lab.brass.actions import Build, CanalToRail, DoubleRail, PlaceLink, Request, Sell
from furnace_lab.brass.data import brass_map
from furnace_lab.brass.placement import Card
from furnace_lab.brass.problems import bad_data
from furnace_lab.brass.terms import PLAYER_COLOUR, parse_industry
from furnace_lab.errors import DataError

PORTUGUESE: Final[dict[str, tuple[str, ...]]] = {
    # what is asked
    "build": ("construir", "construa"),
    "sell": ("vender", "venda"),
    "link": ("Conexão",),
    "canal link": ("canal", "Conexão de canal"),
    "rail link": ("ferrovia", "Conexão de ferrovia"),
    "double rail": ("ferrovia dupla",),
    "end of canal era": ("fim da era dos canais", "fim da era do canal", "era das ferrovias"),
    # the words between
    "a": ("uma", "um"),
    "at": ("em",),
    "to": ("para",),
    "and": ("e",),
    "from": ("de", "do", "da"),
    # the parts after commas
    "coal": ("carvão", "carvões"),
    "iron": ("ferro", "ferros"),
    "beer": ("cerveja", "cervejas"),
    "level": ("nível",),
    "output": ("produção",),
    "slot": ("espaço",),
    "location card": ("carta de Local",),
    "wild location": ("Local Curinga", "Local Coringa"),
    "wild industry": ("Indústria Curinga", "Indústria Coringa"),
    "merchant": ("Mercador",),
    "market": ("mercado",),
    # the industries (their English words are terms.INDUSTRY_ALIASES)
    "cotton mill": ("Tecelagem", "tecelagens"),
    "cotton": ("algodão",),
    "manufacturer": ("Manufatura", "manufaturas"),
    "goods": ("manufaturados",),
    "pottery": ("Olaria", "olarias"),
    "coal mine": ("Mina de Carvão", "minas de carvão"),
    "mine": ("mina",),
    "iron works": ("Siderúrgica", "siderúrgicas"),
    "brewery": ("Cervejaria", "cervejarias"),
}
"""The words of a request: each English word (the canonical notation) and the Portuguese words read as it, the
first being the one the Portuguese interface writes. Case and accents do not matter when reading."""


def _fold(text: str) -> str:
    """Lower case, accents left out, spaces single: ``"Conexão  de canal"`` → ``"conexao de canal"``."""
    plain = "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if not unicodedata.combining(c))
    return " ".join(plain.split())


_ENGLISH: Final = {_fold(word): english for english, words in PORTUGUESE.items() for word in (english, *words)}


def _english(words: str) -> str:
    """The English word of :data:`PORTUGUESE` that ``words`` are (in either language), or ``words`` unchanged."""
    return _ENGLISH.get(_fold(words), words)


def _pattern(word: str) -> str:
    """A regular expression for one word of the table, its accents optional (used with ``re.IGNORECASE``)."""
    parts = []
    for char in word:
        plain = _fold(char)
        if char.isspace():
            parts.append(r"\s+")
        elif plain and plain != char.casefold():
            parts.append(f"[{char}{plain}]")
        else:
            parts.append(re.escape(char))
    return "".join(parts)


def _any(*english: str) -> str:
    """A group matching any of these English words or their Portuguese, longest first."""
    words = sorted({word for key in english for word in (key, *PORTUGUESE[key])}, key=len, reverse=True)
    return "(?:" + "|".join(_pattern(word) for word in words) + ")"


_OUTSIDE_BRACKETS = r"(?![^()]*\))"  # a farm brewery's name has commas and 'and'/'e' in its brackets
_PARTS = re.compile("," + _OUTSIDE_BRACKETS)
_AND = re.compile(rf"\s+{_any('and')}\s+{_OUTSIDE_BRACKETS}", re.IGNORECASE)
_DASHES = re.compile(r"\s*[–—]\s*")
_ENDS = (re.compile("–"), re.compile(rf"\s+{_any('to')}\s+", re.IGNORECASE), re.compile("/"))
_RESOURCE = _any("coal", "iron", "beer")
_AMOUNT = re.compile(rf"^(\d+)\s+({_RESOURCE})$", re.IGNORECASE)
_NUMBERED = re.compile(rf"^({_any('level', 'output', 'slot')})\s+(\d+)$", re.IGNORECASE)
_FROM = re.compile(rf"^({_RESOURCE})\s+{_any('from')}\s+(.+)$", re.IGNORECASE)
_AT = re.compile(rf"^(.+?)\s+{_any('at')}\s+(.+?)(?:\s+{_any('slot')}\s+(\d+))?(?:\s+{_any('to')}\s+(.+))?$",
                 re.IGNORECASE)
_PLAYER = re.compile(r"^([A-Za-z][\w-]*)\s*:\s*(.+)$")
_END_OF_CANAL_ERA = re.compile(
    rf"end(\s+of)?(\s+the)?\s+canal\s+era|canal\s+to\s+rail|rail\s+era|{_any('end of canal era')}", re.IGNORECASE)
_DOUBLE_RAIL = re.compile(rf"^{_any('double rail')}\s+(.+)$", re.IGNORECASE)
_LINK = re.compile(rf"^({_any('canal link', 'rail link', 'link')})\s+(.+)$", re.IGNORECASE)
_VERB = re.compile(rf"^({_any('build', 'sell')})\s+(.+)$", re.IGNORECASE)
_LINK_KIND: Final = {"canal link": "canal", "rail link": "rail", "link": None}
_STARTS: Final = ("build", "sell", "link", "canal link", "rail link", "double rail", "end of canal era")
"""The words a request starts with (the error for an unknown start lists them)."""


def _bad(text: str, problem: str, pt: str) -> DataError:
    return bad_data(f"cannot read this request: {problem}", f"não foi possível ler este pedido: {pt}", item=text,
                    field="request")


def split_ends(text: str, whole: str) -> tuple[str, str]:
    """Two location names from ``"A–B"``, ``"A-B"``, ``"A to B"`` (``"A para B"``) or ``"A/B"`` (names may
    contain hyphens)."""
    board = brass_map()
    cleaned = _DASHES.sub("–", text.strip())
    for separator in _ENDS:
        parts = [p.strip() for p in separator.split(cleaned)]
        if len(parts) == 2:
            return board.resolve(parts[0]), board.resolve(parts[1])
    for match in re.finditer("-", cleaned):
        left, right = cleaned[:match.start()].strip(), cleaned[match.end():].strip()
        try:
            return board.resolve(left), board.resolve(right)
        except DataError:
            continue
    raise _bad(whole, f"{text!r} is not two locations joined by '–'", f"{text!r} não são dois locais ligados por '–'")


def split_names(text: str) -> list[str]:
    """Names listed in plain words: joined by commas, ``;``, ``and`` or ``e`` (``"Tamworth e Dudley"``)."""
    return [part.strip() for part in re.split(rf"{_AND.pattern}|[,;]{_OUTSIDE_BRACKETS}", text, flags=re.IGNORECASE)
            if part.strip()]


def _choices(text: str) -> tuple[str, ...]:
    """A player's choice of sources; ``merchant`` and ``market`` may be said in Portuguese."""
    def choice(part: str) -> str:
        word = _english(part)
        return word if word in ("merchant", "market") else part

    return tuple(choice(part) for part in split_names(text))


def _says(text: str, english: str) -> bool:
    """Does ``text`` contain this English word of :data:`PORTUGUESE`, or its Portuguese?"""
    plain = _fold(text)
    return any(_fold(word) in plain for word in (english, *PORTUGUESE[english]))


def _extras(parts: list[str], whole: str) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for part in parts:
        text = part.strip()
        if not text:
            continue
        if m := _AMOUNT.match(text):
            found[_english(m.group(2))] = int(m.group(1))
        elif m := _NUMBERED.match(text):
            found[_english(m.group(1))] = int(m.group(2))
        elif m := _FROM.match(text):
            found[f"{_english(m.group(1))}_choice"] = _choices(m.group(2))
        elif _says(text, "wild location"):
            found["card"] = Card("wild-location")
        elif _says(text, "wild industry"):
            found["card"] = Card("wild-industry")
        elif _says(text, "location card"):
            found["card"] = "location"
        else:
            raise _bad(whole, f"the part {text!r} means nothing here", f"a parte {text!r} não quer dizer nada aqui")
    return found


def _merchant(text: str) -> str:
    """A merchant named in a sale: a location, or ``location:space`` for one of its tiles."""
    place, colon, space = text.strip().rpartition(":") if ":" in text else (text, "", "")
    return f"{brass_map().resolve(place)}{colon}{space.strip()}"


def _industry(text: str) -> str | None:
    """The industry named (``"an iron works"``, ``"uma Siderúrgica"``), or None."""
    first, _, rest = text.strip().partition(" ")
    if rest and _english(first) == "a":
        text = rest
    return parse_industry(_english(text))


def _player(name: str) -> str:
    """A player named in a request: one of the lab's colours may be named in Portuguese (``Vermelho`` is
    ``red``); any other name is kept as written."""
    return next((colour for colour, (_en, pt) in PLAYER_COLOUR.items() if _fold(pt) == _fold(name)), name)


def _two_links(text: str, whole: str) -> tuple[tuple[str, str], tuple[str, str]]:
    """The two links of a double rail, joined by ``and`` (``e``)."""
    joins = list(_AND.finditer(text))
    if not joins:
        raise _bad(whole, "a double rail names two links joined by 'and'",
                   "uma ferrovia dupla nomeia duas Conexões ligadas por 'e'")
    for join in joins[:-1]:  # an 'e' may be inside a farm brewery's name: the first split that reads wins
        try:
            return split_ends(text[:join.start()], whole), split_ends(text[join.end():], whole)
        except DataError:
            continue
    last = joins[-1]
    return split_ends(text[:last.start()], whole), split_ends(text[last.end():], whole)


def parse_request(text: str, player: str = "red") -> Request:
    """Read one request in plain words, English or Portuguese (see the module docstring), for ``player``."""
    if not isinstance(text, str) or not text.strip():
        raise _bad(str(text), "it is empty", "está vazio")
    whole = unicodedata.normalize("NFC", text.strip())
    body = whole
    if m := _PLAYER.match(body):
        player, body = _player(m.group(1)), m.group(2)
    head, *rest = _PARTS.split(body)
    head = head.strip()
    extras = _extras(rest, whole)
    if _END_OF_CANAL_ERA.fullmatch(head):
        return CanalToRail()
    if m := _DOUBLE_RAIL.match(head):
        first, second = _two_links(m.group(1).strip(), whole)
        return DoubleRail(player, first, second, coal_choice=extras.get("coal_choice", ()),
                          beer_choice=extras.get("beer_choice", ()))
    if m := _LINK.match(head):
        kind = _LINK_KIND[_english(m.group(1))]
        return PlaceLink(player, split_ends(m.group(2), whole), coal_choice=extras.get("coal_choice", ()), kind=kind)
    if m := _VERB.match(head):
        verb = _english(m.group(1))
        at = _AT.match(m.group(2).strip())
        if not at:
            raise _bad(whole, f"write '{verb} <industry> at <location>'",
                       f"escreva '{PORTUGUESE[verb][0]} <Indústria> em <local>'")
        industry = _industry(at.group(1))
        if industry is None:
            raise _bad(whole, f"{at.group(1)!r} is not an industry", f"{at.group(1)!r} não é uma Indústria")
        location = brass_map().resolve(at.group(2))
        slot = int(at.group(3)) if at.group(3) else extras.get("slot")
        if verb == "sell":
            return Sell(player, location, industry, beer=extras.get("beer", 0),
                        merchant=_merchant(at.group(4)) if at.group(4) else None, slot=slot,
                        beer_choice=extras.get("beer_choice", ()))
        if at.group(4):
            raise _bad(whole, "'to' belongs to a sale", f"'{PORTUGUESE['to'][0]}' só se usa numa venda")
        card = extras.get("card")
        if card == "location":
            card = Card("location", location)
        return Build(player, location, industry, card=card, slot=slot, coal=extras.get("coal", 0),
                     iron=extras.get("iron", 0), level=extras.get("level", 1), output=extras.get("output"),
                     coal_choice=extras.get("coal_choice", ()), iron_choice=extras.get("iron_choice", ()))
    starts_en = ", ".join(repr(key) for key in _STARTS[:-1])
    starts_pt = ", ".join(repr(PORTUGUESE[key][0]) for key in _STARTS[:-1])
    raise _bad(whole, f"start with {starts_en} or {_STARTS[-1]!r}",
               f"comece com {starts_pt} ou {PORTUGUESE[_STARTS[-1]][0]!r} (ou com as palavras em inglês: "
               f"{starts_en} ou {_STARTS[-1]!r})")
