"""The game log: what happened, who did it, whether the engine did it alone, and which rules applied.

During play the engine stores each event as a compact tuple ``(kind, player, automatic, *data)`` — cheap
on the hot path. :class:`Event` wraps one for reading: ``event.kind``, ``event.player`` (a player index,
the dummy's seat, ``-1`` for the table, or ``CHANCE`` for a die roll), ``event.automatic`` (made by the
engine, not chosen by anyone), ``event.rules`` (the rule IDs it applies) and ``event.explain(lang)`` — plain
English (``"en"``) or Portuguese in the base rules' own terms (``"pt"``: Companhias, Discos de Capital,
Compensação, Carta Inicial, Capitalista, Marcador de Melhoria). Text is only built when asked for.

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

from collections.abc import Callable
from typing import Any, Final

from furnace_lab.cards.resources import NAMES_PT, ORDER
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.constants import CHANCE, NEIGHBOUR_USE
from furnace_lab.engine.core.naming import module_name, name, names
from furnace_lab.engine.core.spec import GameSpec
from furnace_lab.errors import check_lang

PT_NAMES: Final = NAMES_PT
"""Singular and plural Portuguese resource names: the card data's table
(:data:`furnace_lab.cards.resources.NAMES_PT`)."""
MODULE_PT: Final = {"base": "jogo base", "capitalists": "Capitalistas", "two-player-dummy": "licitante neutro",
                    "production-chain": "Cadeia de Produção"}


_BUNDLE_TEXTS: dict[tuple[Any, str, int], str] = {}
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


def _bundle_text(parts: Any, lang: str, times: int) -> str:
    amounts = [0] * len(ORDER)
    for slot, amount in parts:
        amounts[slot] += amount * times
    words = []
    for slot, amount in enumerate(amounts):
        if not amount:
            continue
        name = ORDER[slot]
        if lang == "pt":
            words.append(f"${amount}" if name == "money" else f"{amount} {PT_NAMES[name][amount != 1]}")
        else:
            words.append(f"{amount} {name}")
    return " + ".join(words) or ("nada" if lang == "pt" else "nothing")


def _times(k: int, lang: str) -> str:
    if lang == "pt":
        return "1 vez" if k == 1 else f"{k} vezes"
    return "once" if k == 1 else f"{k} times"


def _n(e: Event, card_id: str, lang: str = "en") -> str:
    """A card (or Capitalist, Manager, Agent) of this event's game, by its name in ``lang``."""
    return name(e._g, card_id, lang)


times_words = _times
"""``times_words(2, "en")`` → "2 times", ``times_words(1, "pt")`` → "1 vez": a count of runs in its number."""


def counted(k: int, one: str, many: str) -> str:
    """A count and its noun in the right number: ``counted(1, "transação", "transações")`` → "1 transação"."""
    return f"{k} {one if k == 1 else many}"


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
        p = self.player
        if p == CHANCE:
            return "o dado" if lang == "pt" else "the die"
        if self._g.agents and p >= self._g.n:
            agent = self._g.agents[p - self._g.n]
            return f"o Agente {agent.title_pt}" if lang == "pt" else f"the Agent {agent.title}"
        if p == self._g.dummy:
            return "o licitante neutro" if lang == "pt" else "the dummy bidder"
        if 0 <= p < self._g.n:
            return self._g.names[p]
        return "a mesa" if lang == "pt" else "the table"

    def explain(self, lang: str = "en") -> str:
        """The event in plain English (``"en"``) or Portuguese (``"pt"``)."""
        check_lang(lang)
        return _TEXT[self.kind](self, lang)

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


def _t_setup(e: Event, lang: str) -> str:
    _, _, _, modules, players, startups, caps, first, deck = e.raw
    g = e._g
    mods = ", ".join(MODULE_PT.get(m) or module_name(m, lang) if lang == "pt" else module_name(m, lang)
                     for m in modules)
    shown_caps = ", ".join(name(g, c, lang) if c else "-" for c in caps)
    if lang == "pt":
        text = f"Preparação ({mods}): {', '.join(players)}. Cartas Iniciais: {names(g, startups, lang)}. "
        if any(caps):
            text += f"Capitalistas: {shown_caps}. "
        return text + f"{players[first]} começa com o Marcador de Primeiro Jogador; baralho de {deck} Companhias."
    text = f"Setup ({mods}): {', '.join(players)}. Start-ups: {names(g, startups, lang)}. "
    if any(caps):
        text += f"Capitalists: {shown_caps}. "
    return text + f"{players[first]} takes the first-player token; deck of {deck} Companies."


def _t_comp(e: Event, lang: str) -> str:
    """A compensation: gained (``times`` transactions: all of the disc's ``units``, or a Business School's share
    for its first option), or run (a processing one, or a school's second option)."""
    _, _seat, auto, card_id, value, units, times, cost, gain = e.raw
    who = e.who(lang)
    card = _n(e, card_id, lang)
    bonus = units > value
    school = e._g.cards[e._g.index[card_id]].school is not None
    if not cost:
        share = school and times != units  # a Business School's first option gets the transactions left
        if lang == "pt":
            extra = f" (o Capitalista conta o disco como {units})" if bonus else ""
            extra += f" ({times} de {counted(units, 'transação', 'transações')})" if share else ""
            got = f"recebe {bundle_text(gain, lang, times)}" if times else "não recebe nada"
            return f"Compensação: {who} {got} pelo Disco de Capital {value} em {card}{extra}."
        extra = f" (the Capitalist counts the disc as {units})" if bonus else ""
        extra += f" ({times} of {counted(units, 'transaction', 'transactions')})" if share else ""
        return f"Compensation: {who} receives {bundle_text(gain, lang, times)} for disc {value} on {card}{extra}."
    if not units:  # a variable disc worth 0 brings no transaction
        if lang == "pt":
            return f"Compensação: {who} não recebe nada pelo Disco de Capital {value} em {card}."
        return f"Compensation: {who} receives nothing for disc {value} on {card}."
    deal = f"{bundle_text(cost, lang)} → {bundle_text(gain, lang)}"
    if school and not times:  # a Business School's second option given no transaction: the first gets them all
        if lang == "pt":
            why = "não pode pagar por ela" if auto else "escolhe assim"
            return (f"Compensação: {who} não faz nenhuma transação com a segunda opção de {card}, '{deal}' "
                    f"(disco {value}): {why}; todas vão para a primeira.")
        why = "they cannot pay for it" if auto else "their choice"
        return (f"Compensation: {who} makes no transaction with {card}'s second option, '{deal}' (disc {value}): "
                f"{why}; all go to the first.")
    if lang == "pt":
        if auto and not times:
            return f"Compensação: {who} não pode pagar '{deal}' de {card} (disco {value}) e não recebe nada."
        return f"Compensação: {who} faz '{deal}' de {card} {_times(times, lang)} (disco {value}: até {units})."
    if auto and not times:
        return f"Compensation: {who} cannot pay for {card}'s '{deal}' (disc {value}) and gets nothing."
    return f"Compensation: {who} runs {card}'s '{deal}' {_times(times, lang)} (disc {value}: up to {units})."


def _t_row(e: Event, lang: str) -> str:
    """The auction row: its Companies counted, and the Business Schools after them named apart (they are not
    Companies: interbellum.business-school.end-of-row; a School's name says it is one)."""
    _, _seat, _auto, rnd, ids, first = e.raw
    g = e._g
    schools = [c for c in ids if g.cards[g.index[c]].school is not None]
    companies = [c for c in ids if c not in schools]
    who = g.names[first]
    if lang == "pt":
        shown = counted(len(companies), "Companhia", "Companhias")
        text = f"Rodada {rnd}: {who} revela {shown}: {names(g, companies, 'pt')}"
        if schools:
            text += f"; e também {names(g, schools, 'pt')}"
        return text + "."
    text = f"Round {rnd}: {who} reveals {counted(len(companies), 'Company', 'Companies')}: {names(g, companies)}"
    if schools:
        text += f"; and {names(g, schools)}"
    return text + "."


def _t_use(e: Event, lang: str) -> str:
    """A card used; when the engine chose it, why: the only card left, or the next in the Production Chain's line
    (furnace.variant.production-chain: strictly left to right)."""
    _, _seat, auto, card_id, upgraded, startup, repeat = e.raw
    who = e.who(lang)
    card = _n(e, card_id, lang)
    chain = e._g.chain
    if repeat == NEIGHBOUR_USE:  # interbellum.capitalist.neighbour: a card of the one to the right
        return _t_neighbour_use(e, lang)
    if lang == "pt":
        side = "Carta Inicial" if startup else ("lado melhorado" if upgraded else "lado básico")
        verb = "usa de novo" if repeat else "usa"
        why = " (a próxima da Cadeia de Produção)" if chain else " (a única carta restante)"
        return f"{who} {verb} {card} ({side}){why if auto else ''}."
    side = "Start-up" if startup else ("upgraded side" if upgraded else "basic side")
    verb = "uses again" if repeat else "uses"
    why = " (the next in the Production Chain)" if chain else " (the only card left)"
    return f"{who} {verb} {card} ({side}){why if auto else ''}."


def _t_neighbour_use(e: Event, lang: str) -> str:
    """The neighbour Capitalist resolves a Company of the player to her right, or solo of the Agent to her right
    (interbellum.capitalist.neighbour, interbellum.clarification.neighbour-card)."""
    _, seat, _auto, card_id, upgraded, _startup, _repeat = e.raw
    g = e._g
    card = _n(e, card_id, lang)
    if g.n == 1 and len(g.agents) > 1:
        agent = g.agents[1]
        owner = f"do Agente {agent.title_pt}" if lang == "pt" else f"of the Agent {agent.title}"
    else:
        name = g.names[(seat - 1) % g.n]
        owner = f"de {name}" if lang == "pt" else f"of {name}"
    if lang == "pt":
        side = "lado melhorado" if upgraded else "lado básico"
        return f"{e.who(lang)} resolve {card} {owner} ({side}) por meio do seu Capitalista."
    side = "upgraded side" if upgraded else "basic side"
    return f"{e.who(lang)} resolves {card} {owner} ({side}) through their Capitalist."


def _t_run(e: Event, lang: str) -> str:
    _, _seat, auto, card_id, times, limit, cost, gain = e.raw
    who = e.who(lang)
    card = _n(e, card_id, lang)
    deal = f"{bundle_text(cost, lang)} → {bundle_text(gain, lang)}"
    if lang == "pt":
        if auto:
            return f"{who} não pode pagar '{deal}' de {card}; a linha é pulada."
        return f"{who} faz '{deal}' de {card} {_times(times, lang)} (limite {limit})."
    if auto:
        return f"{who} cannot pay for {card}'s '{deal}'; the row is skipped."
    return f"{who} runs {card}'s '{deal}' {_times(times, lang)} (limit {limit})."


def _t_upgrade(e: Event, lang: str) -> str:
    _, _seat, _auto, card_id, pay, iron, used_before = e.raw
    who = e.who(lang)
    card = _n(e, card_id, lang)
    if lang == "pt":
        note = (" Ela já foi usada nesta fase: o efeito adicional só vale a partir da próxima." if used_before
                else " Ainda não foi usada: nesta fase resolve os dois efeitos.")
        how = " (ferro no lugar do Marcador de Melhoria)" if iron else ""
        return f"{who} melhora {card} pagando {bundle_text(pay, lang)}{how}.{note}"
    note = (" It was already used this phase: its added effect starts next phase." if used_before
            else " Not used yet: it runs both effects this phase.")
    how = " (iron instead of an upgrade token)" if iron else ""
    return f"{who} upgrades {card}, paying {bundle_text(pay, lang)}{how}.{note}"


def _t_game_end(e: Event, lang: str) -> str:
    _, _, _, ranking, money, places = e.raw
    return result_text(e._g.names, ranking, money, places, lang)


def result_text(names: tuple[str, ...], ranking: Any, money: Any, places: Any, lang: str) -> str:
    """The game's result: the players' places and money, best first. When no player has place 1 an Agent came
    first (interbellum.agent.richer-than-all, interbellum.solo.goal): it says nobody wins, before the places."""
    parts = ", ".join(f"{places[p]}. {names[p]} (${money[p]})" for p in ranking)
    spoiled = bool(places) and 1 not in places
    solo = len(names) == 1
    if lang == "pt":
        if spoiled:
            agents = "os Agentes ficam" if min(places) > 2 else "um Agente fica" if solo else "o Agente fica"
            who = "Jogador" if solo else "Jogadores"
            return f"Fim de jogo: ninguém vence ({agents} à frente). {who}: {parts}."
        return f"Fim de jogo: {parts}."
    if spoiled:
        agents = "the Agents come" if min(places) > 2 else "an Agent comes" if solo else "the Agent comes"
        who = "Player" if solo else "Players"
        return f"Game over: nobody wins ({agents} first). {who}: {parts}."
    return f"Game over: {parts}."


def _en_pt(en: Callable[[Event], str], pt: Callable[[Event], str]) -> Callable[[Event, str], str]:
    return lambda e, lang: pt(e) if lang == "pt" else en(e)


_TEXT: Final[dict[str, Callable[[Event, str], str]]] = {
    "setup": _t_setup,
    "position": _en_pt(
        lambda e: f"Production position, round {e.raw[4]}: {_n(e, e.raw[6])} and the Companies "
                  f"{names(e._g, e.raw[5]) or 'none'}.",
        lambda e: f"Posição de produção, rodada {e.raw[4]}: {_n(e, e.raw[6], 'pt')} e as Companhias "
                  f"{names(e._g, e.raw[5], 'pt') or 'nenhuma'}."),
    "row": _t_row,
    "bid": _en_pt(
        lambda e: f"{e.who()} places Capital disc {e.raw[3]} on card {e.raw[4]} ({_n(e, e.raw[5])})"
                  + (" — allowed by the unrestricted-bids Capitalist." if e.raw[6] else "."),
        lambda e: f"{e.who('pt')} coloca o Disco de Capital {e.raw[3]} na carta {e.raw[4]} ({_n(e, e.raw[5], 'pt')})"
                  + (" — permitido pela Capitalista sem restrições." if e.raw[6] else ".")),
    "pass": _en_pt(lambda e: f"{e.who()} has no legal placement left and passes.",
                   lambda e: f"{e.who('pt')} não tem mais onde colocar discos e passa."),
    "roll": _en_pt(lambda e: f"The die shows {e.raw[3]}.", lambda e: f"O dado mostra {e.raw[3]}."),
    "dummy-bid": _en_pt(
        lambda e: f"{e.who()[0].upper()}{e.who()[1:]} places disc {e.raw[3]} on card {e.raw[4]} ({_n(e, e.raw[5])}): "
                  + (("no Company suits its Agent card, whose fallback is the rightmost card it can bid on, here a "
                      "Business School." if _on_school(e) else
                      f"the target its Agent card picks from card {e.raw[6]} on, and the disc the card names.")
                     if _by_agent(e) else f"its lowest legal disc, searching right from card {e.raw[6]}."),
        lambda e: f"{e.who('pt')[0].upper()}{e.who('pt')[1:]} coloca o disco {e.raw[3]} na carta {e.raw[4]} "
                  f"({_n(e, e.raw[5], 'pt')}): "
                  + (("nenhuma Companhia serve à sua carta de Agente, que então lança na carta mais à direita onde "
                      "pode lançar, aqui uma Escola de Negócios." if _on_school(e) else
                      f"a carta-alvo que a sua carta de Agente escolhe a partir da carta {e.raw[6]}, com o disco que "
                      "ela indica.") if _by_agent(e)
                     else f"seu menor disco válido, procurando para a direita a partir da carta {e.raw[6]}.")),
    "discard": _en_pt(lambda e: f"Card {e.raw[3]} ({_n(e, e.raw[4])}) has no discs and is discarded.",
                      lambda e: f"A carta {e.raw[3]} ({_n(e, e.raw[4], 'pt')}) não tem discos e é descartada."),
    "no-comp": _en_pt(lambda e: f"The dummy bidder takes no compensation for {_n(e, e.raw[3])}.",
                      lambda e: f"O licitante neutro não recebe Compensação por {_n(e, e.raw[3], 'pt')}."),
    "comp": _t_comp,
    "win": _en_pt(
        lambda e: f"{e.who()} takes {_n(e, e.raw[3])} with disc {e.raw[4]}, basic side up"
                  + (" (a tie with the unrestricted bidder goes to her opponent)." if e.raw[6] else "."),
        lambda e: f"{e.who('pt')} arremata {_n(e, e.raw[3], 'pt')} com o disco {e.raw[4]}, lado básico para "
                  "cima"
                  + (" (empate com a Capitalista sem restrições: vence o oponente)." if e.raw[6] else ".")),
    "removed": _en_pt(lambda e: f"The dummy bidder wins {_n(e, e.raw[3])} with disc {e.raw[4]}; the card leaves the "
                                "game.",
                      lambda e: f"O licitante neutro arremata {_n(e, e.raw[3], 'pt')} com o disco {e.raw[4]}; a carta "
                                "sai do jogo."),
    "insert": _en_pt(lambda e: f"{e.who()} puts {_n(e, e.raw[3])} at place {e.raw[4]} of their production chain.",
                     lambda e: f"{e.who('pt')} coloca {_n(e, e.raw[3], 'pt')} na posição {e.raw[4]} da sua cadeia de "
                               "produção."),
    "production": _en_pt(
        lambda e: "Production phase: " + ", ".join(e._g.names[p] for p in e.raw[3])
                  + (" produce in turn." if len(e.raw[3]) > 1 else " produces."),
        lambda e: "Fase de Produção: " + ", ".join(e._g.names[p] for p in e.raw[3])
                  + (" produzem em ordem." if len(e.raw[3]) > 1 else " produz.")),
    "use": _t_use,
    "gain": _en_pt(lambda e: f"{e.who()} takes {bundle_text(e.raw[4], 'en')} from {_n(e, e.raw[3])}.",
                   lambda e: f"{e.who('pt')} recebe {bundle_text(e.raw[4], 'pt')} de {_n(e, e.raw[3], 'pt')}."),
    "run": _t_run,
    "upgrade": _t_upgrade,
    "upgrade-skip": _en_pt(
        lambda e: f"{e.who()} upgrades nothing with {_n(e, e.raw[3])}: "
                  + ("no Company of theirs is on its basic side" if e.raw[4] is None
                     else f"they cannot pay {bundle_text(e.raw[4], 'en')}") + "; the upgrade row is skipped.",
        lambda e: f"{e.who('pt')} não melhora nada com {_n(e, e.raw[3], 'pt')}: "
                  + ("nenhuma de suas Companhias está no lado básico" if e.raw[4] is None
                     else f"não pode pagar {bundle_text(e.raw[4], 'pt')}") + "; a linha de melhoria é pulada."),
    "repeat": _en_pt(lambda e: f"{e.who()} pays {bundle_text(e.raw[4], 'en')} to use {_n(e, e.raw[3])} again.",
                     lambda e: f"{e.who('pt')} paga {bundle_text(e.raw[4], 'pt')} para usar {_n(e, e.raw[3], 'pt')} "
                               "de novo."),
    "produced": _en_pt(lambda e: f"{e.who()} has resolved every card and finishes production.",
                       lambda e: f"{e.who('pt')} resolveu todas as cartas e termina a produção."),
    "round-end": _en_pt(
        lambda e: f"End of round {e.raw[3]}: the Capital discs return"
                  + ("." if e.raw[3] >= 4 else f"; {e._g.names[e.raw[4]]} takes the first-player token."),
        lambda e: f"Fim da rodada {e.raw[3]}: os Discos de Capital voltam"
                  + ("." if e.raw[3] >= 4 else f"; {e._g.names[e.raw[4]]} recebe o Marcador de Primeiro Jogador.")),
    "game-end": _t_game_end,
    "vbid": _en_pt(
        lambda e: f"{e.who()} places the variable Capital disc worth {e.raw[3]} on card {e.raw[4]} "
                  f"({_n(e, e.raw[5])}), spending {e.raw[6]} coal.",
        lambda e: f"{e.who('pt')} coloca o Disco de Capital variável valendo {e.raw[3]} na carta {e.raw[4]} "
                  f"({_n(e, e.raw[5], 'pt')}), gastando {e.raw[6]} carvão."),
    "ib": lambda e, lang: str(e.raw[5] if lang == "pt" else e.raw[4]),
}

EVENT_KINDS: Final = tuple(_TEXT)
"""Every event kind the engine writes."""
