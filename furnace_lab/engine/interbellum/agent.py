"""Interbellum's Agent: the two-player game's non-player bidder with a strategy (rulebook seed 000, "2-Player Game").

* One Agent card is chosen (interbellum.agent.choose-card); it has its own disc set, and with variable discs its
  variable disc has the constant value printed on its card (interbellum.agent.disc-set,
  interbellum.agent.constant-variable-disc): the engine gives it one more disc of that value.
* It sits where the base game's dummy sits and rolls the die the same way. After the die, the first Company card
  it can bid on — from the die's card to the right, wrapping, and only among the cards its strategy considers — is
  the target card; the Agent card says which disc goes there (interbellum.agent.target-card). Steel Magnate
  considers only Companies showing iron, bids its highest possible disc, and with no such card bids on the
  rightmost suitable card (interbellum.steel-magnate.target). The die and the target card are Companies only;
  that fallback may go to a Business School (furnace_lab.interbellum.agent-schools, switchable by the
  ``agent_schools`` option, on by default: the Agent rules give it the Manager tokens where it bid highest and
  Steel Magnate earns 4 money per Manager, which only a bid on a school can win).
* It takes the Companies and Managers it wins (interbellum.agent.wins) — kept in its own area, out of the
  players' game — and money for each compensation transaction it is entitled to (interbellum.agent.compensation-money,
  interbellum.steel-magnate.compensation: 1 money per transaction, a transaction per point of the disc).
* In each production phase it gains money per its card (interbellum.agent.production-money,
  interbellum.steel-magnate.production: 2 per iron symbol on its Companies — each unit of iron printed on any row,
  active or not — and 4 per Manager).
* If it ends with more money than every player, nobody wins (interbellum.agent.richer-than-all).

**Solo** (interbellum.solo.*): two Agents, one to the player's left (seat 1) and one to the right (seat 2); after
the player's bid the left Agent rolls and bids, then the right one (interbellum.solo.bid-order); each has its own
discs, cards, Managers and money (interbellum.solo.separate); the player wins only with more money than each
(interbellum.solo.goal).

The state keeps, per Agent, ``state._agents[k] = (money, card indices won, Managers won)`` (k = seat - players).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from furnace_lab.cards.abilities import AGENT_BIDS, AGENT_FALLBACKS, AGENT_INCOME_BASES, AGENT_TARGETS
from furnace_lab.cards.resources import ORDER
from furnace_lab.engine.core import naming as N
from furnace_lab.engine.core.constants import MONEY, SLOTS
from furnace_lab.engine.core.logtext import Named
from furnace_lab.engine.core.spec import DISC_SLOTS
from furnace_lab.engine.interbellum.ib_words import both
from furnace_lab.errors import DataError

if TYPE_CHECKING:
    from furnace_lab.cards.model import Agent
    from furnace_lab.engine.core.cards import CardInfo
    from furnace_lab.engine.core.spec import GameSpec
    from furnace_lab.engine.core.state import GameState

R_TARGET: Final = "interbellum.agent.target-card"
R_WINS: Final = "interbellum.agent.wins"
R_COMP: Final = "interbellum.agent.compensation-money"
R_PRODUCTION: Final = "interbellum.agent.production-money"
R_RICHER: Final = "interbellum.agent.richer-than-all"
R_SOLO_GOAL: Final = "interbellum.solo.goal"
R_MAGNATE_TARGET: Final = "interbellum.steel-magnate.target"
R_MAGNATE_COMP: Final = "interbellum.steel-magnate.compensation"
R_MAGNATE_PRODUCTION: Final = "interbellum.steel-magnate.production"


class AgentInfo:
    """An Agent card as the engine needs it."""

    __slots__ = ("bid", "comp_money", "fallback", "id", "income", "target", "title", "title_pt", "variable_disc")

    def __init__(self, agent: Agent) -> None:
        st = agent.strategy
        self.id = agent.id
        self.title = agent.title
        self.title_pt = agent.title_pt or agent.title  # a proper name (Steel Magnate) stays as it is
        self.variable_disc = int(agent.variable_disc)
        self.target = st.target
        self.bid = st.bid
        self.fallback = st.fallback
        self.comp_money = int(st.compensation_money)
        self.income = tuple((int(m), str(per)) for m, per in st.income)

    def definition(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title,
                **({"title_pt": self.title_pt} if self.title_pt != self.title else {}),
                "variable_disc": self.variable_disc, "target": self.target,
                "bid": self.bid, "fallback": self.fallback, "comp_money": self.comp_money,
                "income": [list(i) for i in self.income]}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, AgentInfo) and self.definition() == other.definition()

    def __hash__(self) -> int:
        return hash(self.id)


def agent_from_definition(raw: dict[str, Any]) -> AgentInfo:
    """An Agent back from a saved state's definition, checked against the card vocabulary
    (``furnace_lab.cards.abilities``); otherwise a :class:`DataError` naming the Agent and the field."""
    item = str(raw["id"])

    def whole(field: str, low: int, high: int | None = None) -> int:
        value = raw[field]
        if type(value) is not int or value < low or (high is not None and value > high):
            en, pt = (both("ib.data.whole-number-from", low=low, value=repr(value)) if high is None
                      else both("ib.data.whole-number-between", low=low, high=high, value=repr(value)))
            raise DataError(en, item=item, field=field, pt=pt)
        return value

    def choice(field: str, choices: tuple[str, ...]) -> str:
        value = raw[field]
        if value not in choices:
            en, pt = both("ib.data.one-of", field=field, value=repr(value), choices=", ".join(choices))
            raise DataError(en, item=item, field=field, pt=pt)
        return str(value)

    income = raw["income"]
    if not isinstance(income, list) or not all(
            isinstance(i, list) and len(i) == 2 and type(i[0]) is int and i[0] >= 1 and i[1] in AGENT_INCOME_BASES
            for i in income):
        en, pt = both("ib.data.income", bases=", ".join(AGENT_INCOME_BASES), value=repr(income))
        raise DataError(en, item=item, field="income", pt=pt)
    info = object.__new__(AgentInfo)
    info.id = item
    info.title = str(raw["title"])
    info.title_pt = str(raw.get("title_pt", info.title))
    info.variable_disc = whole("variable_disc", 0, DISC_SLOTS - 1)
    info.target = choice("target", AGENT_TARGETS)
    info.bid = choice("bid", AGENT_BIDS)
    info.fallback = choice("fallback", AGENT_FALLBACKS)
    info.comp_money = whole("comp_money", 0)
    info.income = tuple((m, str(per)) for m, per in income)
    return info


def _rules(g: GameSpec, seat: int, *generic: str, magnate: str = "") -> tuple[str, ...]:
    agent = g.agents[seat - g.n]
    rules = (*generic, magnate) if magnate and agent.id == "ib-agent-steel-magnate" else tuple(generic)
    return (*rules, "interbellum.solo.separate") if g.n == 1 else rules


def _get(s: GameState, seat: int) -> tuple[int, tuple[int, ...], int]:
    return s._agents[seat - s._g.n]


def _put(s: GameState, seat: int, value: tuple[int, tuple[int, ...], int]) -> None:
    agents = list(s._agents)
    agents[seat - s._g.n] = value
    s._agents = tuple(agents)


def symbols(card: CardInfo, resource: str) -> int:
    """Units of a resource printed on a card, every row (compensation, basic, added) counted."""
    slot = ORDER.index(resource)
    rows = [r for r in (card.comp, *card.upgraded) if r is not None]
    return sum(amount for r in rows for part in (r[1], r[2]) for s, amount in part if s == slot)


def shows(card: CardInfo, resource: str) -> bool:
    return symbols(card, resource) > 0


def target(s: GameState, face: int, seat: int) -> tuple[int, int] | None:
    """(position index, disc value) of the Agent's bid for a die face, or None if it cannot bid."""
    g = s._g
    held = s._held_masks[seat]
    own = 1 << seat
    rl = g.row_size  # Companies only
    agent = g.agents[seat - g.n]
    order = [(face - 1 + step) % rl for step in range(rl)]
    can = [i for i in order if not s._seat_masks[i] & own and held & ~s._value_masks[i]]
    if not can:
        return None
    if agent.target != "any":
        fits = [i for i in can if shows(g.cards[s._row[i]], agent.target)]
        if fits:
            i = fits[0]
        elif agent.fallback == "rightmost":
            i = max(can + _schools_open(s, seat))
        else:
            i = can[0]
    else:
        i = can[0]
    free = held & ~s._value_masks[i]
    values = [v for v in range(10) if free >> v & 1]
    return i, (values[-1] if agent.bid == "highest" else values[0])


def _schools_open(s: GameState, seat: int) -> list[int]:
    """The Business Schools (at the row's right end) an Agent's "rightmost suitable card" fallback may go to: with
    the agent-schools reading (furnace_lab.interbellum.agent-schools, the default) those where it can bid; without
    it none, and the fallback stays on Companies. The target procedure itself runs over Companies only, so an Agent
    that can bid on no Company does not bid."""
    if not s._g.options.uses("agent-schools"):
        return []
    own = 1 << seat
    held = s._held_masks[seat]
    return [i for i in range(s._g.row_size, len(s._row)) if not s._seat_masks[i] & own and held & ~s._value_masks[i]]


def won(s: GameState, seat: int, card: int, value: int) -> None:
    """The Agent takes a Company it won (out of the players' game)."""
    g = s._g
    money, cards, managers = _get(s, seat)
    _put(s, seat, (money, (*cards, card), managers))
    s._removed = (*s._removed, card)
    agent = g.agents[seat - g.n]
    s._log = ("ib", seat, True, _rules(g, seat, R_WINS), *both("ib.agent.takes-card", agent=_named(agent),
                                                                card=N.named(g, card), disc=value), s._log)


def won_manager(s: GameState, seat: int) -> None:
    money, cards, managers = _get(s, seat)
    _put(s, seat, (money, cards, managers + 1))


def compensated(s: GameState, seat: int, card: int, value: int) -> None:
    """Money instead of each compensation transaction (a transaction per point of the disc)."""
    g = s._g
    gain = g.agents[seat - g.n].comp_money * value
    money, cards, managers = _get(s, seat)
    _put(s, seat, (money + gain, cards, managers))
    s._log = ("ib", seat, True, _rules(g, seat, R_COMP, magnate=R_MAGNATE_COMP),
              *both("ib.agent.compensated", money=gain, disc=value, card=N.named(g, card)), s._log)


def production(s: GameState) -> None:
    """Each Agent's production-phase money."""
    for seat in range(s._g.n, s._g.n + len(s._agents)):
        _production(s, seat)


def _production(s: GameState, seat: int) -> None:
    g = s._g
    money, cards, managers = _get(s, seat)
    gain = 0
    for amount, per in g.agents[seat - g.n].income:
        if per == "manager":
            gain += amount * managers
        elif per == "company":
            gain += amount * len(cards)
        else:
            resource = per.split(":", 1)[1]
            gain += amount * sum(symbols(g.cards[c], resource) for c in cards)
    _put(s, seat, (money + gain, cards, managers))
    s._log = ("ib", seat, True, _rules(g, seat, R_PRODUCTION, magnate=R_MAGNATE_PRODUCTION),
              *both("ib.agent.production", money=gain), s._log)


def nobody_wins(s: GameState) -> bool:
    """Two players: does the Agent have more money than every player? (interbellum.agent.richer-than-all)
    Solo: the player wins only with more money than each Agent (interbellum.solo.goal)."""
    return agents_ahead(s) > 0


def agents_ahead(s: GameState) -> int:
    """How many Agents come before every player: two players, an Agent with more money than every player
    (interbellum.agent.richer-than-all); solo, an Agent with at least the player's money (interbellum.solo.goal).
    The players' places (``placings``) start after them."""
    if not s._agents:
        return 0
    if s._g.n == 1:
        return sum(1 for a in s._agents if a[0] >= s._holdings[MONEY])
    return sum(1 for a in s._agents if all(a[0] > s._holdings[p * SLOTS + MONEY] for p in range(s._g.n)))


def verdict(s: GameState) -> None:
    """At the game's end, say in the log what the Agents' money means for the result: two players, an Agent richer
    than every player means nobody wins (interbellum.agent.richer-than-all); solo, the player wins only with more
    money than each Agent (interbellum.solo.goal)."""
    g = s._g
    each = [both("ib.agent.purse", agent=_named(agent), money=money)
            for agent, (money, _, _) in zip(g.agents, s._agents, strict=False)]
    purses = Named(", ".join(en for en, _ in each), ", ".join(pt for _, pt in each))
    spoiled = nobody_wins(s)
    if g.n == 1:
        rules: tuple[str, ...] = (R_SOLO_GOAL,)
        texts = both("ib.agent.solo-loses" if spoiled else "ib.agent.solo-wins", player=g.names[0],
                     money=s._holdings[MONEY], purses=purses)
    else:
        best = max(s._holdings[p * SLOTS + MONEY] for p in range(g.n))
        rules = (R_RICHER,)
        texts = both("ib.agent.nobody-wins" if spoiled else "ib.agent.ranking-stands", purses=purses, best=best)
    s._log = ("ib", -1, True, rules, *texts, s._log)


def _named(agent: AgentInfo) -> Named:
    """An Agent's printed title in each language, as the log names it."""
    return Named(agent.title, agent.title_pt)
