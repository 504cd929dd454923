"""The words of Brass: Birmingham's network rules, in English and Portuguese.

Six industries can stand on the board. Three of them are *sold* to merchants (cotton mills, manufacturers,
potteries); three *hold* a resource that other buildings consume (coal mines hold coal cubes, iron works hold
iron cubes, breweries hold beer barrels). Links are canals in the canal era and rails in the rail era.
Locations are towns (with industry spaces), farm breweries (one brewery space each) and merchants (where goods
are sold and market coal is reached).
"""

from __future__ import annotations

from typing import Final, Literal

Industry = Literal["cotton", "goods", "pottery", "coal", "iron", "brewery"]
INDUSTRIES: Final[tuple[Industry, ...]] = ("cotton", "goods", "pottery", "coal", "iron", "brewery")

INDUSTRY_NAME: Final = {
    "cotton": ("cotton mill", "Tecelagem"),
    "goods": ("manufacturer", "Manufatura"),
    "pottery": ("pottery", "Olaria"),
    "coal": ("coal mine", "Mina de Carvão"),
    "iron": ("iron works", "Siderúrgica"),
    "brewery": ("brewery", "Cervejaria"),
}
"""Each industry's tile name: (English, Portuguese)."""

INDUSTRY_ALIASES: Final = {
    "cotton": ("cotton", "cotton mill", "cotton mills", "mill"),
    "goods": ("goods", "manufacturer", "manufacturers", "manufactured goods", "manufactory"),
    "pottery": ("pottery", "potteries"),
    "coal": ("coal", "coal mine", "coal mines", "mine"),
    "iron": ("iron", "iron works", "ironworks", "works"),
    "brewery": ("brewery", "breweries", "beer"),
}
"""Words a request may use for each industry."""

SOLD: Final[frozenset[str]] = frozenset({"cotton", "goods", "pottery"})
"""Industries sold to merchants (and that may need beer to sell)."""

HELD: Final = {"coal": "coal", "iron": "iron", "brewery": "beer"}
"""Industries whose tiles hold a resource, and the resource they hold."""

Resource = Literal["coal", "iron", "beer"]
RESOURCE_NAME: Final = {
    "coal": ("coal", "carvão"),
    "iron": ("iron", "ferro"),
    "beer": ("beer", "cerveja"),
}

PLAYER_COLOUR: Final = {"red": ("red", "Vermelho"), "yellow": ("yellow", "Amarelo"), "purple": ("purple", "Roxo")}
"""The player colours the lab itself names players by (its presets, ``make_position``'s default): (English,
Portuguese). Any other player name was chosen by a user and is shown as written in both languages."""


def player_name(player: str, lang: str = "en") -> str:
    """A player's name in ``"en"`` or ``"pt"``: one of the lab's colours (:data:`PLAYER_COLOUR`) in that
    language (``"red"`` is ``"Vermelho"`` in Portuguese), any other name as written."""
    pair = PLAYER_COLOUR.get(player)
    return player if pair is None or lang == "en" else pair[1]



def player_ids_pt(players: tuple[str, ...] | list[str]) -> str:
    """Players listed for a Portuguese message that asks for their ids: ``Vermelho ('red'), Amarelo ('yellow')``
    (a user's own name is its id: just quoted)."""
    return ", ".join(f"{player_name(p, 'pt')} ({p!r})" if p in PLAYER_COLOUR else repr(p) for p in players)


Era = Literal["canal", "rail"]
ERAS: Final[tuple[Era, ...]] = ("canal", "rail")
ERA_NAME: Final = {"canal": ("canal era", "era dos canais"), "rail": ("rail era", "era das ferrovias")}
LINK_NAME: Final = {"canal": ("canal", "canal"), "rail": ("rail", "ferrovia")}

LocationKind = Literal["town", "farm", "merchant"]
LOCATION_KINDS: Final[tuple[LocationKind, ...]] = ("town", "farm", "merchant")

MerchantGoods = Literal["any", "cotton", "goods", "pottery", "blank"]
MERCHANT_GOODS: Final[tuple[MerchantGoods, ...]] = ("any", "cotton", "goods", "pottery", "blank")
MERCHANT_GOODS_NAME: Final = {
    "any": ("buys any goods", "compra qualquer mercadoria"),
    "cotton": ("buys cotton", "compra algodão"),
    "goods": ("buys manufactured goods", "compra manufaturados"),
    "pottery": ("buys pottery", "compra olaria"),
    "blank": ("blank: buys nothing", "em branco: não compra nada"),
}

MERCHANT_GOODS_SHORT: Final = {
    "any": ("any", "qualquer"),
    "cotton": ("cotton", "algodão"),
    "goods": ("goods", "manufaturados"),
    "pottery": ("pottery", "olaria"),
    "blank": ("blank", "em branco"),
}
"""A merchant tile's goods in one or two words, as drawn on the board: (English, Portuguese)."""

BONUS_KINDS: Final = ("vp", "develop", "income", "money")


def bonus_text(kind: str, amount: int) -> tuple[str, str]:
    """A merchant beer bonus in words: (English, Portuguese)."""
    if kind == "vp":
        return f"+{amount} VP", f"+{amount} PV"
    if kind == "develop":
        return "a free Develop (no iron)", "um Desenvolver grátis (sem ferro)"
    if kind == "income":
        return f"+{amount} income spaces", f"+{amount} espaços de renda"
    if kind == "money":
        return f"+£{amount}", f"+£{amount}"
    raise ValueError(f"unknown bonus kind {kind!r}; expected one of {', '.join(BONUS_KINDS)}")


def industry_name(industry: str, lang: str = "en") -> str:
    """The tile name of an industry in ``"en"`` or ``"pt"``."""
    en, pt = INDUSTRY_NAME[industry]
    return en if lang == "en" else pt


def icons_text(icons: tuple[str, ...], lang: str = "en") -> str:
    """The industry icons a slot shows, in words: ``"cotton / goods"`` or ``"Tecelagem / Manufatura"``."""
    return " / ".join(icons) if lang == "en" else " / ".join(industry_name(icon, lang) for icon in icons)


def in_lang(pair: tuple[str, str], lang: str = "en") -> str:
    """The ``"en"`` or ``"pt"`` half of an (English, Portuguese) pair from the tables above."""
    return pair[0] if lang == "en" else pair[1]


GOODS_WORD: Final = {"cotton": ("cotton", "algodão"), "goods": ("manufactured goods", "manufaturados"),
                     "pottery": ("pottery", "olaria")}
"""What a merchant buys from each sold industry: (English, Portuguese)."""


def a_name(industry: str) -> str:
    """``"an iron works"``, ``"a cotton mill"``."""
    name = industry_name(industry)
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def parse_industry(word: str) -> str | None:
    """The industry a word names (``"iron works"`` → ``"iron"``), or None."""
    key = " ".join(word.lower().replace("-", " ").split())
    for article in ("a ", "an ", "the "):
        if key.startswith(article):
            key = key[len(article):]
    for industry, words in INDUSTRY_ALIASES.items():
        if key in words:
            return industry
    return None
