"""The Coal and Iron Markets: a ladder of priced cube spaces.

Each market prints a price beside every cube space [brass.market.price-spaces]: the Coal Market has two spaces
at each price £1–£7 and starts with 13 cubes, the Iron Market two at each price £1–£5 and starts with 8
[brass.market.ladders]. Buying takes the cheapest cube still there [brass.market.buy-cheapest]; a new mine or
works selling to its market fills the most expensive empty space first and is paid that space's price
[brass.market.sell-most-expensive]. With no cube left a cube still can be bought, at £8 for coal and £6 for iron
[brass.market.coal-empty-price, brass.market.iron-empty-price].

Because cubes always leave from the cheap end and arrive at the dear end, the filled spaces are always the
dearest ones: a market's whole state is its cube count, from 0 to the number of spaces.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from furnace_lab.brass.limits import check_amount
from furnace_lab.brass.problems import bad_data
from furnace_lab.cards.model import Provenance


@dataclass(frozen=True, slots=True)
class MarketLadder:
    """One market's printed ladder: ``prices`` from cheapest to dearest space."""

    resource: str
    prices: tuple[int, ...]
    start: int
    empty_price: int
    provenance: Provenance = field(default_factory=Provenance)

    @property
    def spaces(self) -> int:
        return len(self.prices)

    def check(self, cubes: int) -> None:
        """:class:`DataError` unless ``cubes`` fits the ladder."""
        if type(cubes) is not int or not 0 <= cubes <= self.spaces:
            market_pt = "o mercado de carvão" if self.resource == "coal" else "o mercado de ferro"
            raise bad_data(f"the {self.resource} market holds 0–{self.spaces} cubes, not {cubes!r}",
                           f"{market_pt} tem de 0 a {self.spaces} cubos, não {cubes!r}",
                           item=self.resource, field="markets")

    def filled(self, cubes: int) -> tuple[int, ...]:
        """Prices of the filled spaces, cheapest first (they are always the dearest ``cubes`` spaces)."""
        self.check(cubes)
        return self.prices[self.spaces - cubes:]

    def buy(self, cubes: int, amount: int) -> tuple[tuple[int, ...], int]:
        """Buy ``amount`` cubes from a market holding ``cubes``: (price of each cube paid, cubes left).

        Cheapest cube first; once the market is empty each further cube costs the empty-market price.
        """
        self.check(cubes)
        check_amount(amount, self.resource, field="amount", item=self.resource)
        paid: list[int] = []
        left = cubes
        for _ in range(amount):
            if left:
                paid.append(self.prices[self.spaces - left])
                left -= 1
            else:
                paid.append(self.empty_price)
        return tuple(paid), left

    def sell(self, cubes: int, amount: int) -> tuple[tuple[int, ...], int]:
        """Sell up to ``amount`` cubes into a market holding ``cubes``: (price of each space filled, cubes after).

        Dearest empty space first; a full market takes nothing more.
        """
        self.check(cubes)
        check_amount(amount, self.resource, field="amount", item=self.resource)
        paid: list[int] = []
        now = cubes
        while len(paid) < amount and now < self.spaces:
            paid.append(self.prices[self.spaces - now - 1])
            now += 1
        return tuple(paid), now
