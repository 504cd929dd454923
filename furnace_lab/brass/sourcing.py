"""Sourcing plans: where each coal cube, iron cube or beer barrel of a cost comes from, and paying it.

A :class:`Plan` lists :class:`Take` s in the order they are taken: from an industry tile (a coal mine, iron
works or brewery), from a market (cheapest cube first), at the empty-market price, or from the barrel beside a
merchant. ``ties`` lists each group of equally good sources the player may pick from, so a teacher can show that
a choice was open [brass.coal.tie-choice].

:func:`pay` carries a plan out on a position and returns the new position: tiles lose their cubes and flip when
emptied [brass.tile.flip-when-empty]; coal and iron paid go to the General Supply [brass.supply.spent-cubes] —
market cubes never go back onto a tile [brass.supply.no-return-to-tile]; a merchant's barrel is removed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from furnace_lab.brass.data import brass_map
from furnace_lab.brass.explain import Answer, Step, step
from furnace_lab.brass.position import IndustryTile, Position
from furnace_lab.brass.problems import bad_data
from furnace_lab.brass.terms import RESOURCE_NAME, player_name


@dataclass(frozen=True, slots=True)
class Take:
    """Some units of one resource from one source.

    ``source`` is ``"tile"``, ``"market"`` (cubes taken off the market), ``"empty-market"`` (bought at the
    empty-market price; nothing leaves the board) or ``"merchant"``. ``ref`` is ``"location:slot"`` for a tile
    or ``"location:space"`` for a merchant. ``prices`` holds the price of each cube bought.
    """

    resource: str
    source: str
    amount: int
    ref: str | None = None
    owner: str | None = None
    distance: int | None = None
    prices: tuple[int, ...] = ()

    @property
    def cost(self) -> int:
        return sum(self.prices)

    @property
    def location(self) -> str | None:
        return self.ref.split(":")[0] if self.ref else None

    def describe(self, lang: str = "en") -> str:
        en, pt = RESOURCE_NAME[self.resource]
        what = en if lang == "en" else pt
        board = brass_map()
        if self.source in ("tile", "merchant") and self.ref:
            place = board.name(self.ref.split(":")[0], lang)
            if self.source == "merchant":
                return f"{self.amount} {what} beside the {place} merchant" if lang == "en" else \
                    f"{self.amount} {what} ao lado do Mercador de {place}"
            away = "" if self.distance is None else (f", {self.distance} link(s) away" if lang == "en"
                                                     else f", a {self.distance} Conexão(ões)")
            return (f"{self.amount} {what} from {self.owner}'s tile at {place}{away}" if lang == "en"
                    else f"{self.amount} {what} da peça de {player_name(self.owner or '', 'pt')} em {place}{away}")
        prices = " + ".join(f"£{p}" for p in self.prices)
        if self.source == "market":
            return (f"{self.amount} {what} from the market ({prices})" if lang == "en"
                    else f"{self.amount} {what} do mercado ({prices})")
        return (f"{self.amount} {what} at the empty-market price ({prices})" if lang == "en"
                else f"{self.amount} {what} ao preço de mercado vazio ({prices})")


@dataclass(frozen=True)
class Plan:
    """Where a cost of ``need`` units of ``resource``, needed at ``at``, comes from."""

    resource: str
    need: int
    at: tuple[str, ...] = ()
    takes: tuple[Take, ...] = ()
    ties: tuple[tuple[str, ...], ...] = ()
    distances: dict[str, int] = field(default_factory=dict)
    bonus: tuple[str, int] | None = None

    @property
    def cost(self) -> int:
        """Money paid to markets."""
        return sum(take.cost for take in self.takes)

    @property
    def sources(self) -> tuple[str, ...]:
        """Refs of the tiles and merchants used, in order."""
        return tuple(take.ref for take in self.takes if take.ref)

    @property
    def choice_open(self) -> bool:
        return bool(self.ties)

    def summary(self, lang: str = "en") -> str:
        if not self.takes:
            return "nothing needed" if lang == "en" else "nada necessário"
        return "; ".join(take.describe(lang) for take in self.takes)


Purpose = str | tuple[str, str]
"""What a cost is for, in words: one string (a proper name, the same in both languages) or (English, Portuguese)."""


def purpose_text(purpose: Purpose, fallback: str, fallback_pt: str | None = None) -> tuple[str, str]:
    """(English, Portuguese) wording of a purpose; ``fallback`` (``fallback_pt`` in Portuguese) when empty."""
    if isinstance(purpose, tuple):
        return purpose
    return (purpose or fallback, purpose or (fallback if fallback_pt is None else fallback_pt))


def preference(choose: Iterable[str]) -> list[str]:
    """Normalise a player's choice list: tile refs ``"dudley:1"`` or location names (all tiles there)."""
    board = brass_map()
    found: list[str] = []
    for entry in choose:
        if ":" in entry:
            place, _, number = entry.partition(":")
            location = board.location(place)
            what = "space" if location.merchant else "slot"
            what_pt = "espaço de Mercador" if location.merchant else "espaço"
            if not number.strip().isdigit():
                raise bad_data(f"cannot read the {what} in this choice: after ':' comes a {what} number, "
                               f"e.g. '{location.id}:1'",
                               f"não foi possível ler o {what_pt} nesta escolha: depois de ':' vem o número do "
                               f"{what_pt}, por exemplo '{location.id}:1'", item=entry, field="choose")
            count = location.merchant.spaces if location.merchant else len(location.slots)
            if not 1 <= int(number) <= count:
                raise bad_data(f"{location.name} has no {what} {int(number)}; it has {what}s 1–{count}",
                               f"{location.name_in('pt')} não tem o {what_pt} {int(number)}; tem do 1 ao {count}",
                               item=entry, field="choose")
            found.append(f"{location.id}:{int(number)}")
        elif entry.lower() in ("merchant", "market"):
            found.append(entry.lower())
        else:
            found.append(board.resolve(entry))
    return found


def rank(ref: str, location: str, wanted: list[str]) -> int:
    """Position of a source in the player's preference list (len(wanted) when not named)."""
    for n, entry in enumerate(wanted):
        if entry in (ref, location):
            return n
    return len(wanted)


def pay(position: Position, plan: Plan) -> Answer[Position]:
    """Carry out a plan: take the cubes and barrels, flipping emptied tiles. Returns the new position."""
    steps: list[Step] = []
    now = position
    board = brass_map()
    for take in plan.takes:
        if take.source == "tile" and take.ref:
            place, _, number = take.ref.partition(":")
            tile = now.tile(place, int(number))
            if tile is None or tile.resources < take.amount:
                raise bad_data("the plan does not fit this position: the tile lacks the cubes",
                               "o plano não serve para esta posição: a peça não tem os cubos", item=take.ref,
                               field="takes")
            left = tile.resources - take.amount
            new: IndustryTile = replace(tile, resources=left, flipped=left == 0)
            now = now.with_tile(tile, new)
            if left == 0:
                steps.append(step("brass.tile.flip-when-empty",
                                  f"{tile.owner}'s tile at {board.name(place)} is now empty and flips.",
                                  f"A peça de {player_name(tile.owner, 'pt')} em {board.name(place, 'pt')} "
                                  f"ficou vazia e vira."))
        elif take.source == "market":
            cubes = now.market(take.resource)
            if cubes < take.amount:
                raise bad_data("the plan does not fit this position: the market lacks the cubes",
                               "o plano não serve para esta posição: o mercado não tem os cubos",
                               item=take.resource, field="takes")
            now = now.with_changes(**{f"{take.resource}_market": cubes - take.amount})
        elif take.source == "merchant" and take.ref:
            place, _, number = take.ref.partition(":")
            merchant = now.merchant_tile(place, int(number))
            if merchant is None or not merchant.beer:
                raise bad_data("the plan does not fit this position: no barrel there",
                               "o plano não serve para esta posição: não há barril ali", item=take.ref,
                               field="takes")
            now = now.with_merchant(merchant, replace(merchant, beer=False))
    if plan.resource in ("coal", "iron") and plan.need:
        en, pt = RESOURCE_NAME[plan.resource]
        steps.append(step("brass.supply.spent-cubes", f"The {plan.need} {en} cube(s) paid go to the General Supply.",
                          f"Os {plan.need} cubo(s) de {pt} pagos vão para a Reserva Geral."))
        if any(take.source == "market" for take in plan.takes):
            steps.append(step("brass.supply.no-return-to-tile",
                              "Cubes bought from the market do not go back onto any tile.",
                              "Cubos comprados do mercado não voltam para nenhuma peça."))
    return Answer(now, tuple(steps))
