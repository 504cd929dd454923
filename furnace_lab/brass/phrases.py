"""Requests written in plain words, as a player would say them, in English or in Portuguese.

:func:`parse_request` reads phrases like these into request objects (:mod:`~furnace_lab.brass.actions`)::

    build an iron works at Dudley, 1 coal
    build a manufacturer at Birmingham slot 4, 1 coal, 1 iron, level 3, with a location card
    build a coal mine at Cannock, level 2, output 4, with the Dudley location card
    rail link Birmingham–Walsall
    link Stoke-on-Trent to Warrington, coal from Cannock
    double rail Birmingham–Walsall and Walsall–Tamworth, beer from Uttoxeter
    sell cotton at Stoke, 1 beer
    sell pottery at Stafford to Shrewsbury, 2 beer, beer from merchant
    sell cotton at Stoke to Warrington:1, 1 beer
    end of canal era

A leading ``red:`` names the player. Extra parts after commas: ``N coal``, ``N iron``, ``N beer``,
``level N``, ``output N``, ``slot N``, the card (``with a location card`` for the town built in, ``with the
Dudley location card``, ``with the iron works industry card``, ``with a wild location card``, ``with a wild
industry card``), ``coal from X``, ``iron from X``, ``beer from X`` (X a location, ``dudley:1``, ``merchant`` or
``market``; several joined by ``and``). Each kind of request takes only its own parts (:data:`TAKES`: a sale
takes beer, not coal or a level); any other part is refused, never dropped.

The same requests are read in Portuguese, in the words the Portuguese interface writes them with
(:func:`write_request`)::

    construir Siderúrgica em Dudley, 1 carvão
    construir Manufatura em Birmingham espaço 4, 1 carvão, 1 ferro, nível 3, com carta de Local
    construir Mina de Carvão em Cannock, nível 2, produção 4, com a carta de Local Dudley
    ferrovia Birmingham–Walsall
    Conexão Stoke-on-Trent–Warrington, carvão de Cannock
    ferrovia dupla Birmingham–Walsall e Walsall–Tamworth, cerveja de Uttoxeter
    vender Olaria em Stafford para Shrewsbury, 2 cervejas, cerveja do Mercador
    construir Siderúrgica em Birmingham, 2 carvões, carvão de Dudley e do mercado
    Vermelho: fim da era dos canais

Every Portuguese word is in one table, :data:`PORTUGUESE`, beside the English word it stands for; case and
accents may be left out (``conexao``, ``siderurgica``), and a player of the lab's colours may be named in
Portuguese (``Vermelho:``). Both languages give the same request object: the English notation stays the
canonical one (requests describe themselves and are recorded in English). Anything unreadable raises
:class:`~furnace_lab.errors.DataError`, in English and Portuguese, saying which part.

:func:`write_request` is the other way round: a request in this notation, in either language, with every
field it has (slot, level, output, card, the chosen sources, the merchant and its space), so that what it
writes reads back as the same request in both languages — ``parse_request(write_request(r, "pt"))`` equals
``parse_request(write_request(r, "en"))``, and equals ``r`` itself for a request that was read from words. It is
the text a learner may type or edit (the explorer widget's examples); ``Request.describe(lang)`` stays the short
prose of log lines, explanations and refusals ("Aplicado: …"), which names the request by its kind, place and cost
only. A chosen source is written as the player gave it (``dudley:1``, ``Cannock``, ``farm-south``), in both
languages, as the request keeps it; only ``merchant`` and ``market`` are translated.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any, Final

from furnace_lab.brass.actions import Build, CanalToRail, DoubleRail, PlaceLink, Request, Sell
from furnace_lab.brass.data import brass_map
from furnace_lab.brass.limits import read_number
from furnace_lab.brass.placement import Card
from furnace_lab.brass.problems import bad_data
from furnace_lab.brass.terms import GOODS_WORD, PLAYER_COLOUR, a_name, industry_name, parse_industry, player_name
from furnace_lab.errors import DataError, check_lang

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
    "with": ("com",),
    # the parts after commas
    "coal": ("carvão", "carvões"),
    "iron": ("ferro", "ferros"),
    "beer": ("cerveja", "cervejas"),
    "level": ("nível",),
    "output": ("produção",),
    "slot": ("espaço",),
    "location card": ("carta de Local",),
    "industry card": ("carta de Indústria",),
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
first being the one the Portuguese interface writes (for coal, iron and beer the second is the plural it writes
for more than one). Case and accents do not matter when reading."""


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
_LEADING_FROM = re.compile(rf"^{_any('from')}\s+", re.IGNORECASE)  # 'carvão de Dudley e do mercado'
_ARTICLE = rf"(?:the|an|{_any('a')})"
_LOCATION_CARD = re.compile(
    rf"^(?:{_any('with')}\s+)?(?:the\s+(.+?)\s+location\s+card|(?:{_ARTICLE}\s+)?{_pattern('carta de Local')}"
    rf"\s+(?:{_any('from')}\s+)?(.+))$", re.IGNORECASE)
"""A Location card naming its town: ``with the Dudley location card``, ``com a carta de Local Dudley``."""
_INDUSTRY_CARD = re.compile(
    rf"^(?:{_any('with')}\s+)?(?:{_ARTICLE}\s+)?(?:(.+?)\s+industry\s+card|industry\s+card|"
    rf"{_pattern('carta de Indústria')}(?:\s+(.+))?)$", re.IGNORECASE)
"""An Industry card, named (``with the iron works industry card``, ``com a carta de Indústria Siderúrgica``) or
not (the card of the industry built)."""
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
        part = _LEADING_FROM.sub("", part)
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
            name = _english(m.group(2))
            found[name] = read_number(m.group(1), name, item=whole)
        elif m := _NUMBERED.match(text):
            name = _english(m.group(1))
            found[name] = read_number(m.group(2), name, item=whole)
        elif m := _FROM.match(text):
            found[f"{_english(m.group(1))}_choice"] = _choices(m.group(2))
        elif _says(text, "wild location"):
            found["card"] = Card("wild-location")
        elif _says(text, "wild industry"):
            found["card"] = Card("wild-industry")
        elif m := _LOCATION_CARD.match(text):
            found["card"] = Card("location", brass_map().resolve(m.group(1) or m.group(2)))
        elif m := _INDUSTRY_CARD.match(text):
            named = m.group(1) or m.group(2)
            industry = _industry(named) if named else None
            if named and industry is None:
                raise _bad(whole, f"{named!r} is not an industry", f"{named!r} não é uma Indústria")
            found["card"] = Card("industry", industry) if industry else "industry"
        elif _says(text, "location card"):
            found["card"] = "location"
        else:
            raise _bad(whole, f"the part {text!r} means nothing here", f"a parte {text!r} não quer dizer nada aqui")
    return found


TAKES: Final = {
    "build": ("slot", "coal", "iron", "level", "output", "card", "coal_choice", "iron_choice"),
    "sell": ("slot", "beer", "beer_choice"),
    "link": ("coal_choice",),
    "double rail": ("coal_choice", "beer_choice"),
    "end of canal era": (),
}
"""The parts after the commas each kind of request takes (``_extras``' names): any other part is refused, not
dropped — "sell cotton at Stoke, 1 coal" would otherwise read as a sale that needs no coal, silently."""


def _part_words(name: str, lang: str) -> str:
    """A part's name as a request writes it: ``coal``, ``beer from …``, ``card`` (``carvão``, ``cerveja de …``)."""
    if name.endswith("_choice"):
        return f"{_word(name[:-7], lang)} {_word('from', lang)} …"
    if name == "card":
        return f"{_word('location card', lang)} / {_word('industry card', lang)}"
    return _word(name, lang)


def _only_parts(extras: dict[str, Any], kind: str, whole: str) -> None:
    """Refuse a part the request's kind does not take (:data:`TAKES`)."""
    stray = [name for name in extras if name not in TAKES[kind]]
    if stray:
        en = ", ".join(repr(_part_words(name, "en")) for name in stray)
        pt = ", ".join(repr(_part_words(name, "pt")) for name in stray)
        raise _bad(whole, f"'{kind}' takes no {en}", f"'{_word(kind, 'pt')}' não leva {pt}")


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
        _only_parts(extras, "end of canal era", whole)
        return CanalToRail()
    if m := _DOUBLE_RAIL.match(head):
        _only_parts(extras, "double rail", whole)
        first, second = _two_links(m.group(1).strip(), whole)
        return DoubleRail(player, first, second, coal_choice=extras.get("coal_choice", ()),
                          beer_choice=extras.get("beer_choice", ()))
    if m := _LINK.match(head):
        kind = _LINK_KIND[_english(m.group(1))]
        _only_parts(extras, "link", whole)
        return PlaceLink(player, split_ends(m.group(2), whole), coal_choice=extras.get("coal_choice", ()), kind=kind)
    if m := _VERB.match(head):
        verb = _english(m.group(1))
        _only_parts(extras, verb, whole)
        at = _AT.match(m.group(2).strip())
        if not at:
            raise _bad(whole, f"write '{verb} <industry> at <location>'",
                       f"escreva '{PORTUGUESE[verb][0]} <Indústria> em <local>'")
        industry = _industry(at.group(1))
        if industry is None:
            raise _bad(whole, f"{at.group(1)!r} is not an industry", f"{at.group(1)!r} não é uma Indústria")
        location = brass_map().resolve(at.group(2))
        slot = read_number(at.group(3), "slot", item=whole) if at.group(3) else extras.get("slot")
        if verb == "sell":
            return Sell(player, location, industry, beer=extras.get("beer", 0),
                        merchant=_merchant(at.group(4)) if at.group(4) else None, slot=slot,
                        beer_choice=extras.get("beer_choice", ()))
        if at.group(4):
            raise _bad(whole, "'to' belongs to a sale", f"'{PORTUGUESE['to'][0]}' só se usa numa venda")
        card = extras.get("card")
        if card == "location":
            card = Card("location", location)
        elif card == "industry":
            card = Card("industry", industry)
        return Build(player, location, industry, card=card, slot=slot, coal=extras.get("coal", 0),
                     iron=extras.get("iron", 0), level=extras.get("level", 1), output=extras.get("output"),
                     coal_choice=extras.get("coal_choice", ()), iron_choice=extras.get("iron_choice", ()))
    starts_en = ", ".join(repr(key) for key in _STARTS[:-1])
    starts_pt = ", ".join(repr(PORTUGUESE[key][0]) for key in _STARTS[:-1])
    raise _bad(whole, f"start with {starts_en} or {_STARTS[-1]!r}",
               f"comece com {starts_pt} ou {PORTUGUESE[_STARTS[-1]][0]!r} (ou com as palavras em inglês: "
               f"{starts_en} ou {_STARTS[-1]!r})")


# ---------------------------------------------------------------- writing


def _word(english: str, lang: str) -> str:
    """A word of :data:`PORTUGUESE` in ``lang``: the English word itself, or the Portuguese the interface writes."""
    return english if lang == "en" else PORTUGUESE[english][0]


def _place(name: str, lang: str) -> str:
    """A location's name in ``lang`` (a farm brewery has its own Portuguese name); a name the map does not know is
    written as given (reading it back says what is wrong with it)."""
    try:
        return brass_map().location(name).name_in(lang)
    except DataError:
        return name


def amount_text(count: int, resource: str, lang: str) -> str:
    """``2 coal``, ``1 carvão``, ``2 carvões`` (a count of coal, iron or beer, as requests write it)."""
    if lang == "en":
        return f"{count} {resource}"
    singular, plural = PORTUGUESE[resource][:2]
    return f"{count} {singular if count == 1 else plural}"


def _sources(resource: str, choice: tuple[str, ...], lang: str) -> list[str]:
    """The part naming the sources a player chose: ``coal from Dudley and market``, ``carvão de Dudley e do
    mercado``; a place or tile is written as the player gave it (``dudley:1``, ``Cannock``)."""
    if not choice:
        return []
    if lang == "en":
        words = [_english(entry) if _english(entry) in ("merchant", "market") else entry for entry in choice]
        return [f"{resource} from {' and '.join(words)}"]
    words = [f"do {PORTUGUESE[_english(entry)][0]}" if _english(entry) in ("merchant", "market") else f"de {entry}"
             for entry in choice]
    return [f"{PORTUGUESE[resource][0]} {' e '.join(words)}"]


def _card(card: Card | None, location: str, lang: str) -> list[str]:
    """The part naming the card played, when it is not the industry's own (``None``)."""
    if card is None:
        return []
    en = lang == "en"
    if card.kind == "wild-location":
        return ["with a wild location card" if en else "com carta de Local Curinga"]
    if card.kind == "wild-industry":
        return ["with a wild industry card" if en else "com carta de Indústria Curinga"]
    if card.kind == "location":
        try:
            here = brass_map().resolve(location) == card.name
        except DataError:
            here = False
        if here:
            return ["with a location card" if en else "com carta de Local"]
        name = _place(card.name, lang)
        return [f"with the {name} location card" if en else f"com a carta de Local {name}"]
    name = industry_name(card.name, lang)
    return [f"with the {name} industry card" if en else f"com a carta de Indústria {name}"]


def _industry_words(industry: str, lang: str, sold: bool = False) -> str:
    """The industry as a request names it: ``an iron works`` (built) or ``cotton`` (sold) in English, the tile's
    name in Portuguese (``Siderúrgica``, ``Tecelagem``); an unknown industry as given."""
    try:
        if lang != "en":
            return industry_name(industry, lang)
        return GOODS_WORD[industry][0] if sold and industry in GOODS_WORD else a_name(industry)
    except KeyError:
        return industry


def _ends(ends: tuple[str, ...], lang: str) -> str:
    return "–".join(_place(end, lang) for end in ends)


def write_request(request: Request, lang: str = "en", *, player: str | None = None) -> str:
    """``request`` in plain words (the notation of the module docstring) in ``"en"`` or ``"pt"``, with every field
    it has, so that :func:`parse_request` reads it back as the same request in either language.

    The phrase starts with the request's player (``yellow:``, ``Amarelo:``) unless that is ``player``, the one
    its reader assumes (``parse_request``'s ``player``: the widget's player box). Places are named in ``lang``;
    amounts, a default level and a default card are written only when they say something (``1 coal``, not
    ``0 iron``). Unlike ``request.describe(lang)`` — the short prose of log lines and explanations — this is the
    text to type or edit.
    """
    check_lang(lang)
    if not isinstance(request, (Build, PlaceLink, DoubleRail, Sell, CanalToRail)):
        raise bad_data(f"expected a Brass request (Build, PlaceLink, DoubleRail, Sell or CanalToRail), not "
                       f"{type(request).__name__}", f"esperava-se um pedido de Brass (Build, PlaceLink, DoubleRail, "
                       f"Sell ou CanalToRail), não {type(request).__name__!r}", field="request")
    if isinstance(request, CanalToRail):
        return _word("end of canal era", lang)
    parts: list[str]
    if isinstance(request, Build):
        head = (f"{_word('build', lang)} {_industry_words(request.industry, lang)} {_word('at', lang)} "
                f"{_place(request.location, lang)}")
        if request.slot is not None:
            head += f" {_word('slot', lang)} {request.slot}"
        parts = [head]
        parts += [amount_text(count, resource, lang) for count, resource in ((request.coal, "coal"),
                                                                           (request.iron, "iron")) if count]
        if request.level != 1:
            parts.append(f"{_word('level', lang)} {request.level}")
        if request.output is not None:
            parts.append(f"{_word('output', lang)} {request.output}")
        parts += _card(request.card, request.location, lang)
        parts += _sources("coal", request.coal_choice, lang) + _sources("iron", request.iron_choice, lang)
    elif isinstance(request, PlaceLink):
        kind = {"canal": "canal link", "rail": "rail link"}.get(request.kind or "", "link")
        parts = [f"{_word(kind, lang)} {_ends(request.ends, lang)}", *_sources("coal", request.coal_choice, lang)]
    elif isinstance(request, DoubleRail):
        parts = [f"{_word('double rail', lang)} {_ends(request.first, lang)} {_word('and', lang)} "
                 f"{_ends(request.second, lang)}", *_sources("coal", request.coal_choice, lang),
                 *_sources("beer", request.beer_choice, lang)]
    else:
        head = (f"{_word('sell', lang)} {_industry_words(request.industry, lang, sold=True)} {_word('at', lang)} "
                f"{_place(request.location, lang)}")
        if request.slot is not None:
            head += f" {_word('slot', lang)} {request.slot}"
        if request.merchant:
            place, colon, space = request.merchant.partition(":")
            head += f" {_word('to', lang)} {_place(place, lang)}{colon}{space}"
        parts = [head, *([amount_text(request.beer, "beer", lang)] if request.beer else []),
                 *_sources("beer", request.beer_choice, lang)]
    text = ", ".join(parts)
    if request.player == player:
        return text
    return f"{request.player if lang == 'en' else player_name(request.player, 'pt')}: {text}"
