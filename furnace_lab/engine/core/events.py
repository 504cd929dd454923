"""The game log: what happened, who did it, whether the engine did it alone, and which rules applied.

During play the engine stores each event as a compact tuple ``(kind, player, automatic, *data)`` — cheap
on the hot path. :class:`Event` wraps one for reading: ``event.kind``, ``event.player`` (a player index,
the dummy's seat, ``-1`` for the table, or ``CHANCE`` for a die roll), ``event.automatic`` (made by the
engine, not chosen by anyone), ``event.rules`` (the rule IDs it applies) and ``event.explain(lang)`` — plain
English (``"en"``) or Portuguese in the base rules' own terms (``"pt"``: Companhias, Discos de Capital,
Compensação, Carta Inicial, Capitalista, Marcador de Melhoria). Text is only built when asked for:
``event.phrase`` is what the event says as a phrase key and its values (:mod:`furnace_lab.engine.text`), and the
words are the ``event.`` phrases of each language's table (``text/en/events.py``, ``text/pt/events.py``).

======================  ====================================================================
kind                    data after (kind, player, automatic)
======================  ====================================================================
``setup``               modules, names, Start-up ids, Capitalist ids ("" = none), first, deck size
``position``            modules, round, Company ids, Start-up id (a hand-built production position)
``row``                 round, card ids revealed, first player
``bid``                 disc, position (1 = leftmost), card id, needed the unrestricted-bids ability
``pass``                —
``roll``                face
``dummy-bid``           disc, position, card id, face
``discard``             position, card id
``no-comp``             card id, disc
``comp``                card id, disc, units allowed, times, cost pairs, gain pairs
``win``                 card id, disc, position, won on a tie against the unrestricted bidder
``removed``             card id, disc
``insert``              card id, line position
``production``          player order
``use``                 card id, upgraded, is a Start-up, is a repeat
``gain``                card id, gain pairs
``run``                 card id, times, limit, cost pairs, gain pairs
``upgrade``             card id, payment pairs, paid iron for the token, card already used
``repeat``              card id, cost pairs
``produced``            —
``round-end``           round, first player of the next round
``game-end``            ranking, money per player, places
``vbid``                value, position, card id, coal spent (Interbellum's variable Capital disc)
``ib``                  rule IDs, English text, Portuguese text (any other Interbellum step: deliveries,
                        text and permanent effects, the extra coal, resets)
======================  ====================================================================
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, Final

from furnace_lab.cards.resources import NAMES_PT, ORDER
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.constants import CHANCE, NEIGHBOUR_USE
from furnace_lab.engine.core.naming import module_name, name, names
from furnace_lab.engine.core.spec import GameSpec
from furnace_lab.engine.text import Phrase, phrase, say
from furnace_lab.errors import check_lang

PT_NAMES: Final = NAMES_PT
"""Singular and plural Portuguese resource names: the card data's table
(:data:`furnace_lab.cards.resources.NAMES_PT`; the log's amounts are the phrase tables' ``event.amount.*``, which a
test holds to it)."""

_MODULE_KEYS: Final = {"base": "event.module.base", "capitalists": "event.module.capitalists",
                       "two-player-dummy": "event.module.two-player-dummy",
                       "production-chain": "event.module.production-chain"}
"""The modules the log names in its own words (a setup's list); any other by its options entry
(:func:`~furnace_lab.engine.core.naming.module_name`)."""

_AMOUNT_KEYS: Final = {
    "coal": ("event.amount.coal.one", "event.amount.coal.many"),
    "iron": ("event.amount.iron.one", "event.amount.iron.many"),
    "oil": ("event.amount.oil.one", "event.amount.oil.many"),
    "token": ("event.amount.token.one", "event.amount.token.many"),
    "money": ("event.amount.money.one", "event.amount.money.many"),
}
"""A resource's (or money's) amount phrases: one of it, and any other number of it."""
_AMOUNT_BY_SLOT: Final = tuple(_AMOUNT_KEYS[name] for name in ORDER)

_BUNDLE_TEXTS: dict[tuple[tuple[tuple[int, int], ...], str, int], str] = {}
"""bundle_text per (parts, language, times): the same few bundles are written again and again."""


def bundle_text(parts: tuple[tuple[int, int], ...], lang: str, times: int = 1) -> str:
    """``((0, 2), (4, 1))`` → "2 coal + 1 money" (English) or "2 carvões + $1" (Portuguese); amounts and
    ``times`` are whole numbers."""
    if type(times) is not int:
        return _bundle_text(parts, lang, times)
    try:
        key = (parts, lang, times)
        text = _BUNDLE_TEXTS.get(key)
    except TypeError:  # parts given as a list: written afresh
        return _bundle_text(parts, lang, times)
    if text is None:
        text = _bundle_text(parts, lang, times)
        if len(_BUNDLE_TEXTS) >= 1024:
            _BUNDLE_TEXTS.clear()
        _BUNDLE_TEXTS[key] = text
    return text


def _bundle_text(parts: Iterable[tuple[int, int]], lang: str, times: int) -> str:
    amounts = [0] * len(ORDER)
    for slot, amount in parts:
        amounts[slot] += amount * times
    words = [say(_AMOUNT_BY_SLOT[slot][amount != 1], lang, amount=amount)
             for slot, amount in enumerate(amounts) if amount]
    return " + ".join(words) or say("event.amount.nothing", lang)


def bundle(parts: tuple[tuple[int, int], ...], times: int = 1) -> Callable[[str], str]:
    """A bundle as a phrase's value: :func:`bundle_text` in the language asked for."""
    return lambda lang: bundle_text(parts, lang, times)


def times_phrase(k: int) -> Phrase:
    """A count of runs as a phrase: "once" / "1 vez", "2 times" / "2 vezes"."""
    return phrase("event.times.one") if k == 1 else phrase("event.times.many", count=k)


def times_words(k: int, lang: str) -> str:
    """``times_words(2, "en")`` → "2 times", ``times_words(1, "pt")`` → "1 vez": a count of runs in its number."""
    return times_phrase(k)(lang)


def counted(k: int, one: str, many: str) -> str:
    """A count and its noun in the right number: ``counted(1, "transação", "transações")`` → "1 transação"."""
    return f"{k} {one if k == 1 else many}"


def _count(k: int, one: str, many: str) -> Phrase:
    """A count and its noun as a phrase: the key ``one`` for 1, ``many`` for any other count."""
    return phrase(one if k == 1 else many, count=k)


def _card(e: Event, card_id: str) -> Callable[[str], str]:
    """A card (or Capitalist, Manager, Agent) of this event's game as a phrase's value: its name in the language."""
    g = e._g
    return lambda lang: name(g, card_id, lang)


def _cards(e: Event, card_ids: Iterable[str]) -> Callable[[str], str]:
    """Several cards of this event's game, named and joined with commas."""
    g = e._g
    return lambda lang: names(g, card_ids, lang)


def _title(item: Any) -> Callable[[str], str]:
    """An Agent's own title in the language (its card's Portuguese title in Portuguese)."""
    return lambda lang: str(item.title_pt if lang == "pt" else item.title)


class Event:
    """One log entry (see the module docstring for each kind's data)."""

    __slots__ = ("_g", "raw")

    def __init__(self, raw: tuple[Any, ...], spec: GameSpec) -> None:
        self.raw = raw
        self._g = spec

    @property
    def kind(self) -> str:
        return str(self.raw[0])

    @property
    def player(self) -> int:
        return int(self.raw[1])

    @property
    def automatic(self) -> bool:
        return bool(self.raw[2])

    @property
    def data(self) -> tuple[Any, ...]:
        return tuple(self.raw[3:])

    @property
    def rules(self) -> tuple[str, ...]:
        """The rule IDs this event applies."""
        return _RULES[self.kind](self)

    def who(self, lang: str = "en") -> str:
        """Who acted, in ``lang``: a player's name, the die, an Agent, the dummy bidder or the table."""
        who = self._who()
        return who if isinstance(who, str) else who(lang)

    def _who(self) -> str | Callable[[str], str]:
        """Who acted, as a phrase's value (a player's name as it is)."""
        p = self.player
        g = self._g
        if p == CHANCE:
            return phrase("event.who.die")
        if g.agents and p >= g.n:
            return phrase("event.who.agent", agent=_title(g.agents[p - g.n]))
        if p == g.dummy:
            return phrase("event.who.dummy")
        if 0 <= p < g.n:
            return g.names[p]
        return phrase("event.who.table")

    @property
    def phrase(self) -> Callable[[str], str]:
        """What the event says, not yet in any language: for every kind but ``ib`` a
        :class:`~furnace_lab.engine.text.Phrase` (its key in the ``event.`` tables and its values); an ``ib``
        event's words were written by its Interbellum module (English and Portuguese, kept in the event)."""
        return _TEXT[self.kind](self)

    def explain(self, lang: str = "en") -> str:
        """The event in plain English (``"en"``) or Portuguese (``"pt"``)."""
        check_lang(lang)
        return _TEXT[self.kind](self)(lang)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "automatic": self.automatic, "data": list(self.data),
                "rules": list(self.rules)}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and self.raw == other.raw and self._g == other._g

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        mark = " (auto)" if self.automatic else ""
        return f"<Event {self.kind}{mark}: {self.explain()}>"

    __str__ = explain


def _is_startup(e: Event, card_id: str) -> bool:
    i = e._g.index.get(card_id)
    return i is not None and e._g.cards[i].is_startup


def _rules_setup(e: Event) -> tuple[str, ...]:
    rules = [R.SETUP_STARTUP, R.STARTING_RESOURCES, R.SETUP_DISCS, R.DECK_SHUFFLE, R.FIRST_PLAYER,
             R.ROUND_COUNTER, R.ENGINE_SEEDED_SETUP]
    modules = e.raw[3]
    if "capitalists" in modules:
        rules.append(R.SETUP_CAPITALIST)
        if any(h.extra_discs for h in e._g.hooks):
            rules.append(R.NEUTRAL_DISC)
    else:
        rules.append(R.CAPITALISTS_OPTIONAL)
    if "two-player-dummy" in modules:
        rules.append(R.DUMMY)
    if "production-chain" in modules:
        rules.append(R.PRODUCTION_CHAIN)
    return tuple(rules)


def _rules_comp(e: Event) -> tuple[str, ...]:
    _, _seat, auto, _card, value, units, _k, cost, _gain = e.raw
    rules = [R.COMP_LOSERS]
    if cost:
        rules += [R.COMP_PROCESSING, R.COMP_EARLIER_GAINS, R.ENGINE_COMP_ORDER]
        if auto:
            rules.append(R.ENGINE_FORCED)
    else:
        rules.append(R.COMP_EXTRACTION)
    if units > value:
        rules.append(R.CAP_PLUS_ONE)
    return tuple(rules)


def _rules_use(e: Event) -> tuple[str, ...]:
    _, _seat, auto, _card, upgraded, startup, repeat = e.raw
    rules = [R.EACH_CARD_ONCE, R.NO_GOING_BACK, R.ROWS_TOP_TO_BOTTOM, R.COMP_UNUSED]
    if not startup:
        rules.append(R.UPGRADED_SIDE if upgraded else R.BASIC_SIDE)
    if auto:
        rules.append(R.ENGINE_FORCED)
    if repeat == NEIGHBOUR_USE:  # the neighbour Capitalist's use of a card to her right, not a use again
        rules += (R.IB_NEIGHBOUR, R.IB_NEIGHBOUR_CARD)
    elif repeat:
        rules.append(R.CAP_REPEAT)
    if e._g.chain:
        rules.append(R.PRODUCTION_CHAIN)
    return tuple(rules)


def _rules_gain(e: Event) -> tuple[str, ...]:
    gain = e.raw[4]
    if _is_startup(e, e.raw[3]) and any(slot == 3 for slot, _ in gain):
        return (R.EXTRACTION, R.STARTUP_TOKEN)
    return (R.EXTRACTION,)


def _rules_upgrade(e: Event) -> tuple[str, ...]:
    _, _seat, _auto, _card, _pay, iron, used_before = e.raw
    rules = [R.STARTUP_UPGRADE, R.UPGRADE_AFTER_USE if used_before else R.UPGRADE_BEFORE_USE]
    if iron:
        rules.append(R.CAP_IRON)
    return tuple(rules)


_AGENT_TARGET: Final = "interbellum.agent.target-card"


def _on_school(e: Event) -> bool:
    """True when an Agent's bid went to a Business School (its card's rightmost-card fallback:
    furnace_lab.interbellum.agent-schools)."""
    g = e._g
    return g.cards[g.index[e.raw[5]]].school is not None


def _by_agent(e: Event) -> bool:
    """True when the die-driven bid was an Interbellum Agent's, not the base game's dummy bidder's."""
    return bool(e._g.agents) and e.player >= e._g.n


_RULES: Final[dict[str, Callable[[Event], tuple[str, ...]]]] = {
    "setup": _rules_setup,
    "position": lambda e: (R.ENGINE_POSITION,),
    "row": lambda e: (R.PHASES, R.FOUR_ROUNDS, R.ROW_SIZE, R.CUT_DECK, R.ENGINE_DECK_CUT),
    "bid": lambda e: ((R.PLACE_ONE_DISC, R.CLOCKWISE, R.CAP_UNRESTRICTED) if e.raw[6]
                      else (R.PLACE_ONE_DISC, R.CLOCKWISE, R.SAME_PLAYER, R.SAME_VALUE)),
    "pass": lambda e: (R.PASS_WHEN_BLOCKED,),
    "roll": lambda e: (R.DUMMY, R.ENGINE_DIE),
    "dummy-bid": lambda e: (((_AGENT_TARGET, R.SAME_PLAYER, R.SAME_VALUE)
                             + ((R.ENGINE_IB_AGENT_SCHOOLS,) if _on_school(e) else ())) if _by_agent(e)
                            else (R.DUMMY, R.ENGINE_DUMMY_SEAT, R.SAME_PLAYER, R.SAME_VALUE)),
    "discard": lambda e: (R.LEFT_TO_RIGHT, R.NO_DISCS_DISCARD),
    "no-comp": lambda e: (R.DUMMY_CARDS,),
    "comp": _rules_comp,
    "win": lambda e: ((R.LEFT_TO_RIGHT, R.HIGHEST_WINS, R.CAP_UNRESTRICTED) if e.raw[6]
                      else (R.LEFT_TO_RIGHT, R.HIGHEST_WINS)),
    "removed": lambda e: (R.HIGHEST_WINS, R.DUMMY_CARDS),
    "insert": lambda e: (R.PRODUCTION_CHAIN, R.ENGINE_CHAIN_INSERT),
    "production": lambda e: (R.PHASES, R.SIMULTANEOUS, R.ENGINE_PLAYER_ORDER),
    "use": _rules_use,
    "gain": _rules_gain,
    "run": lambda e: ((R.PROCESSING, R.PROCESSING_LIMIT, R.ENGINE_FORCED) if e.raw[2]
                      else (R.PROCESSING, R.PROCESSING_LIMIT)),
    "upgrade": _rules_upgrade,
    "upgrade-skip": lambda e: (R.STARTUP_UPGRADE, R.ENGINE_FORCED),
    "repeat": lambda e: (R.CAP_REPEAT, R.ENGINE_REPEAT_TARGET),
    "produced": lambda e: (R.EACH_CARD_ONCE, R.ENGINE_ALL_CARDS),
    "round-end": lambda e: ((R.ROUND_END, R.DISCS_RETURN, R.SCORING_END) if e.raw[3] >= 4
                            else (R.ROUND_END, R.DISCS_RETURN)),
    "vbid": lambda e: (R.IB_VAR_BID, R.IB_VAR_SPEND_COAL, R.IB_VAR_PLACEMENT, R.IB_VAR_FIXED,
                       R.ENGINE_IB_VARIABLE_BID),
    "ib": lambda e: tuple(e.raw[3]),
    "game-end": lambda e: (R.SCORING_END, R.MOST_MONEY, R.TIE_CARDS, R.TIE_RESOURCES, R.ENGINE_RESOURCE_COUNT,
                           R.ENGINE_FULL_TIE),
}


def _t_setup(e: Event) -> Phrase:
    _, _, _, modules, players, startups, caps, first, deck = e.raw
    g = e._g

    def shown_caps(lang: str) -> str:
        return ", ".join(name(g, c, lang) if c else "-" for c in caps)

    return phrase("event.setup", modules=lambda lang: ", ".join(_module(m, lang) for m in modules),
                  players=", ".join(players), startups=_cards(e, startups),
                  capitalists=phrase("event.setup.capitalists", capitalists=shown_caps) if any(caps) else "",
                  first=players[first], deck=deck)


def _module(module: str, lang: str) -> str:
    key = _MODULE_KEYS.get(module)
    return module_name(module, lang) if key is None else say(key, lang)


def _t_position(e: Event) -> Phrase:
    g, companies = e._g, e.raw[5]

    def shown(lang: str) -> str:
        return names(g, companies, lang) or say("event.position.no-companies", lang)

    return phrase("event.position", round=e.raw[4], startup=_card(e, e.raw[6]), companies=shown)


def _t_row(e: Event) -> Phrase:
    """The auction row: its Companies counted, and the Business Schools after them named apart (they are not
    Companies: interbellum.business-school.end-of-row; a School's name says it is one)."""
    _, _seat, _auto, rnd, ids, first = e.raw
    g = e._g
    schools = [c for c in ids if g.cards[g.index[c]].school is not None]
    companies = [c for c in ids if c not in schools]
    return phrase("event.row", round=rnd, who=g.names[first],
                  count=_count(len(companies), "event.count.company", "event.count.companies"),
                  companies=_cards(e, companies),
                  schools=phrase("event.row.schools", schools=_cards(e, schools)) if schools else "")


def _t_bid(e: Event) -> Phrase:
    raw = e.raw
    return phrase("event.bid.unrestricted" if raw[6] else "event.bid", who=e._who(), disc=raw[3], position=raw[4],
                  card=_card(e, raw[5]))


def _t_dummy_bid(e: Event) -> Phrase:
    """The dummy bidder's (or an Agent's) die-driven bid, and how its card was found."""
    raw = e.raw
    key = ("event.dummy-bid.agent-school" if _on_school(e) else "event.dummy-bid.agent") if _by_agent(e) \
        else "event.dummy-bid"
    who = e._who()
    return phrase(key, who=lambda lang: _capitalised(who if isinstance(who, str) else who(lang)), disc=raw[3],
                  position=raw[4], card=_card(e, raw[5]), start=raw[6])


def _capitalised(text: str) -> str:
    return f"{text[0].upper()}{text[1:]}"


def _t_comp(e: Event) -> Phrase:
    """A compensation: gained (``times`` transactions: all of the disc's ``units``, or a Business School's share
    for its first option), or run (a processing one, or a school's second option)."""
    _, _seat, auto, card_id, value, units, times, cost, gain = e.raw
    who, card = e._who(), _card(e, card_id)
    school = e._g.cards[e._g.index[card_id]].school is not None
    if not cost:
        share = school and times != units  # a Business School's first option gets the transactions left
        return phrase("event.comp.gain" if times else "event.comp.gain-none", who=who, gain=bundle(gain, times),
                      disc=value, card=card,
                      bonus=phrase("event.comp.bonus", units=units) if units > value else "",
                      share=phrase("event.comp.share", times=times, transactions=_count(
                          units, "event.count.transaction", "event.count.transactions")) if share else "")
    if not units:  # a variable disc worth 0 brings no transaction
        return phrase("event.comp.gain-none", who=who, disc=value, card=card, bonus="", share="")
    deal = phrase("event.deal", cost=bundle(cost), gain=bundle(gain))
    if school and not times:  # a Business School's second option given no transaction: the first gets them all
        why = "event.comp.school-none.cannot-pay" if auto else "event.comp.school-none.choice"
        return phrase("event.comp.school-none", who=who, card=card, deal=deal, disc=value, why=phrase(why))
    if auto and not times:
        return phrase("event.comp.cannot-pay", who=who, card=card, deal=deal, disc=value)
    return phrase("event.comp.run", who=who, card=card, deal=deal, times=times_phrase(times), disc=value,
                  units=units)


def _t_use(e: Event) -> Phrase:
    """A card used; when the engine chose it, why: the only card left, or the next in the Production Chain's line
    (furnace.variant.production-chain: strictly left to right)."""
    _, _seat, auto, card_id, upgraded, startup, repeat = e.raw
    if repeat == NEIGHBOUR_USE:  # interbellum.capitalist.neighbour: a card of the one to the right
        return _t_neighbour_use(e)
    why = phrase("event.use.why-chain" if e._g.chain else "event.use.why-last") if auto else ""
    return phrase("event.use.again" if repeat else "event.use", who=e._who(), card=_card(e, card_id),
                  side=_side(upgraded, startup), why=why)


def _side(upgraded: bool, startup: bool = False) -> Phrase:
    return phrase("event.side.startup" if startup else "event.side.upgraded" if upgraded else "event.side.basic")


def _t_neighbour_use(e: Event) -> Phrase:
    """The neighbour Capitalist resolves a Company of the player to her right, or solo of the Agent to her right
    (interbellum.capitalist.neighbour, interbellum.clarification.neighbour-card)."""
    _, seat, _auto, card_id, upgraded, _startup, _repeat = e.raw
    g = e._g
    if g.n == 1 and len(g.agents) > 1:
        owner = phrase("event.neighbour.of-agent", agent=_title(g.agents[1]))
    else:
        owner = phrase("event.neighbour.of-player", player=g.names[(seat - 1) % g.n])
    return phrase("event.neighbour", who=e._who(), card=_card(e, card_id), owner=owner, side=_side(upgraded))


def _t_run(e: Event) -> Phrase:
    _, _seat, auto, card_id, times, limit, cost, gain = e.raw
    deal = phrase("event.deal", cost=bundle(cost), gain=bundle(gain))
    if auto:
        return phrase("event.run.cannot-pay", who=e._who(), card=_card(e, card_id), deal=deal)
    return phrase("event.run", who=e._who(), card=_card(e, card_id), deal=deal, times=times_phrase(times),
                  limit=limit)


def _t_upgrade(e: Event) -> Phrase:
    _, _seat, _auto, card_id, pay, iron, used_before = e.raw
    return phrase("event.upgrade", who=e._who(), card=_card(e, card_id), cost=bundle(pay),
                  iron=phrase("event.upgrade.iron") if iron else "",
                  note=phrase("event.upgrade.used-before" if used_before else "event.upgrade.not-used"))


def _t_upgrade_skip(e: Event) -> Phrase:
    cost = e.raw[4]
    why = phrase("event.upgrade-skip.no-basic") if cost is None else \
        phrase("event.upgrade-skip.cannot-pay", cost=bundle(cost))
    return phrase("event.upgrade-skip", who=e._who(), card=_card(e, e.raw[3]), why=why)


def _t_production(e: Event) -> Phrase:
    order = e.raw[3]
    return phrase("event.production.many" if len(order) > 1 else "event.production.one",
                  players=", ".join(e._g.names[p] for p in order))


def _t_round_end(e: Event) -> Phrase:
    rnd = e.raw[3]
    if rnd >= 4:
        return phrase("event.round-end.last", round=rnd)
    return phrase("event.round-end", round=rnd, first=e._g.names[e.raw[4]])


def _t_game_end(e: Event) -> Phrase:
    _, _, _, ranking, money, places = e.raw
    return result_phrase(e._g.names, ranking, money, places)


def result_phrase(names: tuple[str, ...], ranking: Iterable[int], money: Sequence[int], places: Sequence[int]
                  ) -> Phrase:
    """The game's result: the players' places and money, best first. When no player has place 1 an Agent came
    first (interbellum.agent.richer-than-all, interbellum.solo.goal): it says nobody wins, before the places."""
    parts = [phrase("event.result.place", place=places[p], player=names[p], money=money[p]) for p in ranking]

    def shown(lang: str) -> str:
        return ", ".join(part(lang) for part in parts)

    if not places or 1 in places:
        return phrase("event.result", places=shown)
    solo = len(names) == 1
    agents = "event.result.agents" if min(places) > 2 else "event.result.agent-solo" if solo else "event.result.agent"
    return phrase("event.result.spoiled", agents=phrase(agents),
                  players=phrase("event.result.player" if solo else "event.result.players"), places=shown)


def result_text(names: tuple[str, ...], ranking: Iterable[int], money: Sequence[int], places: Sequence[int],
                lang: str) -> str:
    """:func:`result_phrase` in ``lang``."""
    return result_phrase(names, ranking, money, places)(lang)


def _ib(e: Event) -> Callable[[str], str]:
    """An Interbellum step's words, written by its module in English and Portuguese and kept in the event."""
    en, pt = e.raw[4], e.raw[5]
    return lambda lang: str(pt if lang == "pt" else en)


_TEXT: Final[dict[str, Callable[[Event], Callable[[str], str]]]] = {
    "setup": _t_setup,
    "position": _t_position,
    "row": _t_row,
    "bid": _t_bid,
    "pass": lambda e: phrase("event.pass", who=e._who()),
    "roll": lambda e: phrase("event.roll", face=e.raw[3]),
    "dummy-bid": _t_dummy_bid,
    "discard": lambda e: phrase("event.discard", position=e.raw[3], card=_card(e, e.raw[4])),
    "no-comp": lambda e: phrase("event.no-comp", card=_card(e, e.raw[3])),
    "comp": _t_comp,
    "win": lambda e: phrase("event.win.tie" if e.raw[6] else "event.win", who=e._who(), card=_card(e, e.raw[3]),
                            disc=e.raw[4]),
    "removed": lambda e: phrase("event.removed", card=_card(e, e.raw[3]), disc=e.raw[4]),
    "insert": lambda e: phrase("event.insert", who=e._who(), card=_card(e, e.raw[3]), position=e.raw[4]),
    "production": _t_production,
    "use": _t_use,
    "gain": lambda e: phrase("event.gain", who=e._who(), gain=bundle(e.raw[4]), card=_card(e, e.raw[3])),
    "run": _t_run,
    "upgrade": _t_upgrade,
    "upgrade-skip": _t_upgrade_skip,
    "repeat": lambda e: phrase("event.repeat", who=e._who(), cost=bundle(e.raw[4]), card=_card(e, e.raw[3])),
    "produced": lambda e: phrase("event.produced", who=e._who()),
    "round-end": _t_round_end,
    "game-end": _t_game_end,
    "vbid": lambda e: phrase("event.vbid", who=e._who(), disc=e.raw[3], position=e.raw[4], card=_card(e, e.raw[5]),
                             coal=e.raw[6]),
    "ib": _ib,
}
"""Each event kind's words: the event → its phrase (the key and values the ``event.`` tables write)."""

EVENT_KINDS: Final = tuple(_TEXT)
"""Every event kind the engine writes."""
