"""The coach: a bot that bids by what cards are worth to it and produces with the planner, and says why.

* In the auction it scores every legal bid ``disc d on card k`` as ``p × worth + (1 − p) × compensation``:
  ``worth`` is :func:`~furnace_lab.planner.card_worth` this round (with the round's default valuation) times the
  rounds left (the card keeps producing), ``compensation`` what the card's Compensação gives a losing disc ``d``
  (furnace.compensation.disc-value), valued the same way, and ``p`` the chance the disc wins: 0 under a higher disc
  already there, 1 when no rival still holds a higher disc, ½ otherwise. Best score wins; on a tie the smaller disc.
* In the production it plays the planner's best plan (:func:`~furnace_lab.planner.plan_production`), replanning
  when the plan's next step is no longer legal; it takes every processing compensation it can pay for.
* Anything else (the die, Interbellum choices) it plays as the engine's :class:`GreedyBot` does.

By default every search is exact, so the same game always gives the same moves (the project's determinism rule).
``Coach(deadline=DEADLINE)`` caps each search at :data:`DEADLINE` seconds of wall-clock time so a move never takes
long; a search that runs out of it (a few percent at 0.05 s) may then answer differently on a busy machine, so that
coach is fast but not repeatable (the strength benchmark uses it).
:meth:`Coach.why` answers, for any move, with the numbers the coach compared, in English or Portuguese.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from furnace_lab.cards.names import card_name
from furnace_lab.cards.resources import Bundle, bundle_words
from furnace_lab.engine import GameState, GreedyBot, action_sentence
from furnace_lab.engine.core.actions import Action, Bid
from furnace_lab.engine.core.cards import GAIN
from furnace_lab.engine.core.constants import CHANCE, ROUNDS
from furnace_lab.errors import FurnaceLabError, check_lang
from furnace_lab.lessons.greedy_why import greedy_why
from furnace_lab.planner import Valuation, card_worth, default_valuation, plan_production

DEADLINE: Final = 0.05
"""Seconds each search of the coach may take (a card's worth, a production plan)."""


@dataclass(frozen=True)
class BidScore:
    """The numbers behind one bid: the card's worth, the Compensação a losing disc gets, the chance of winning."""

    bid: Bid
    card: str
    round_worth: Fraction
    rounds_left: int
    compensation: Fraction
    gives: Bundle | None
    chance: Fraction

    @property
    def worth(self) -> Fraction:
        return self.round_worth * self.rounds_left

    @property
    def score(self) -> Fraction:
        return self.chance * self.worth + (1 - self.chance) * self.compensation


def _value(pairs: tuple[tuple[int, int], ...], weights: tuple[Fraction, ...]) -> Fraction:
    return sum((weights[slot] * amount for slot, amount in pairs), Fraction(0))


def _slot_weights(valuation: Valuation) -> tuple[Fraction, ...]:
    money, coal, iron, oil, token, _ = valuation.weights
    return (coal, iron, oil, token, money)


class Coach:
    """The coach bot (see the module docstring): ``act(state)`` → action, ``why(state, action, lang)`` → a sentence."""

    def __init__(self, deadline: float | None = None) -> None:
        self.deadline = deadline
        self._worths: dict[tuple[object, ...], Fraction] = {}
        self._plan: list[Action] = []
        self._greedy = GreedyBot()

    def act(self, state: GameState) -> Action:
        if state.current_player == CHANCE:
            return state.sample_chance()
        legal = state.legal_actions()
        if isinstance(legal[0], Bid):
            return self.bid_scores(state)[0].bid
        if state.phase == "production":
            return self._produce(state, legal)
        return self._greedy.act(state)

    __call__ = act

    # --- the auction ------------------------------------------------------------------------------

    def bid_scores(self, state: GameState) -> list[BidScore]:
        """Every legal bid's numbers, best first (ties: the smaller disc, then the leftmost card)."""
        bids = [a for a in state.legal_actions() if isinstance(a, Bid)]
        scores = [self._score(state, bid) for bid in bids]
        return sorted(scores, key=lambda s: (-s.score, s.bid.disc, s.bid.offset))

    def _score(self, state: GameState, bid: Bid) -> BidScore:
        me = state.current_player
        card = state.row[bid.offset]
        valuation = default_valuation(state.round)
        weights = _slot_weights(valuation)
        comp = state.card(card).comp
        gives: Bundle | None = None
        if comp is None:
            value = Fraction(0)
        elif comp[0] == GAIN:
            amounts = [0] * 5
            for slot, amount in comp[2]:
                amounts[slot] += amount * bid.disc
            gives = Bundle(*amounts)
            value = _value(comp[2], weights) * bid.disc
        else:
            value = max(_value(comp[2], weights) - _value(comp[1], weights), Fraction(0)) * bid.disc
        return BidScore(bid, card, self._round_worth(state, card, valuation), ROUNDS - state.round + 1, value, gives,
                        _chance(state, me, bid))

    def _round_worth(self, state: GameState, card: str, valuation: Valuation) -> Fraction:
        me = state.current_player
        key = (state.seed, state.round, me, state.cards(me), state.holdings(me), card)
        if key not in self._worths:
            try:
                worth = card_worth(state, card, valuation, player=me, deadline=self.deadline).worth
            except FurnaceLabError:  # a card or rule the planner does not model: the greedy bot's yardstick
                from furnace_lab.engine.agents import card_value
                worth = Fraction(card_value(state.card(card))).limit_denominator(100)
            self._worths[key] = Fraction(worth)
        return self._worths[key]

    # --- the production ---------------------------------------------------------------------------

    def _produce(self, state: GameState, legal: tuple[Action, ...]) -> Action:
        if not (self._plan and self._plan[0] in legal):
            self._plan = self._fresh_plan(state)
        if self._plan and self._plan[0] in legal:
            return self._plan.pop(0)
        self._plan = []
        return self._greedy.act(state)

    def _fresh_plan(self, state: GameState) -> list[Action]:
        try:
            plan = plan_production(state, default_valuation(state.round), player=state.current_player,
                                   deadline=self.deadline)
        except FurnaceLabError:
            return []
        return list(plan.actions)

    # --- why? -------------------------------------------------------------------------------------

    def why(self, state: GameState, action: Action, lang: str = "en") -> str:
        """Why the coach plays (or would play) ``action`` in ``state``: the numbers it compared, in ``lang``."""
        check_lang(lang)
        if state.current_player == CHANCE:
            return "O dado decide." if lang == "pt" else "The die decides."
        if isinstance(action, Bid):
            return _bid_why(self.bid_scores(state), action, lang)
        if state.phase == "production":
            return self._production_why(state, action, lang)
        lead = ("Aqui o treinador joga como o robô guloso. " if lang == "pt" else
                "Here the coach plays as the greedy bot. ")
        return lead + greedy_why(state, action, lang)

    def _production_why(self, state: GameState, action: Action, lang: str) -> str:
        me = state.current_player
        valuation = default_valuation(state.round)
        try:
            plan = plan_production(state, valuation, player=me, deadline=self.deadline)
        except FurnaceLabError:
            return greedy_why(state, action, lang)
        step = action_sentence(state, action, lang).rstrip(".")
        ends = state.money(me) + plan.money_gained
        scale = valuation.describe(lang)
        if plan.actions and plan.actions[0] == action:
            if lang == "pt":
                return (f"{step}: é o próximo passo do melhor plano daqui, que vale {plan.value} ({scale}) e termina "
                        f"com {ends} de dinheiro.")
            return f"{step}: it is the next step of the best plan from here, worth {plan.value} ({scale}), ending " \
                   f"with {ends} money."
        if lang == "pt":
            return (f"{step}: não é o passo do melhor plano daqui (que vale {plan.value}, {scale}, e termina "
                    f"com {ends} de dinheiro); o treinador joga assim só quando o plano não serve.")
        return (f"{step}: not the best plan's step (that plan is worth {plan.value}, {scale}, ending with {ends} "
                f"money); the coach plays this only when the plan does not apply.")


def _chance(state: GameState, me: int, bid: Bid) -> Fraction:
    on_card = state.bids()[bid.offset]
    highest = max((value for seat, value in on_card if seat != me), default=0)
    if bid.disc <= highest:
        return Fraction(0)
    placed = {seat for seat, _ in on_card}
    rivals = [s for s in range(state.num_players) if s != me and s not in placed]
    if any(d > bid.disc for s in rivals for d in state.discs(s)):
        return Fraction(1, 2)
    return Fraction(1)


def _num(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.1f}"


def _bid_why(scores: list[BidScore], action: Bid, lang: str) -> str:
    mine = next((s for s in scores if s.bid == action), None)
    if mine is None:
        return ("Esse lance não é permitido agora." if lang == "pt" else "That bid is not allowed now.")
    best = scores[0]
    text = _bid_numbers(mine, lang)
    if mine is best:
        runner = next((s for s in scores if s.bid != mine.bid and s.card != mine.card), None)
        if runner is not None:
            other = (f" O melhor lance em outra carta, disco {runner.bid.disc} na carta {runner.bid.position}, valia "
                     f"{_num(runner.score)}." if lang == "pt" else
                     f" The best bid on another card, disc {runner.bid.disc} on card {runner.bid.position}, was worth "
                     f"{_num(runner.score)}.")
            text += other
        return text
    if lang == "pt":
        return text + f" O treinador prefere disco {best.bid.disc} na carta {best.bid.position}: {_num(best.score)}."
    return text + f" The coach prefers disc {best.bid.disc} on card {best.bid.position}: {_num(best.score)}."


def _bid_numbers(s: BidScore, lang: str) -> str:
    k, d, title = s.bid.position, s.bid.disc, card_name(s.card, lang)
    pt = lang == "pt"
    gives = "" if s.gives is None else f"{bundle_words(s.gives, lang)}, "
    if pt:
        worth = (f"A carta {k} ({title}) vale {_num(s.round_worth)} para você nesta rodada"
                 + (f", {_num(s.worth)} nas {s.rounds_left} rodadas que faltam" if s.rounds_left > 1 else ""))
        comp = f"perdê-la com o disco {d} ainda dá a Compensação: {gives}valendo {_num(s.compensation)}"
        odds = {Fraction(0): "o disco não pode vencer (já há um disco maior)",
                Fraction(1): "o disco vence com certeza (nenhum rival tem disco maior)",
                Fraction(1, 2): "o disco vence metade das vezes (um rival ainda tem disco maior)"}[s.chance]
        return f"{worth}; {comp}. {odds.capitalize()}: {_num(s.score)} esperado."
    worth = (f"Card {k} ({title}) is worth {_num(s.round_worth)} to you this round"
             + (f", {_num(s.worth)} over the {s.rounds_left} rounds left" if s.rounds_left > 1 else ""))
    comp = f"losing it with disc {d} still gives its Compensation: {gives}worth {_num(s.compensation)}"
    odds = {Fraction(0): "the disc cannot win (a higher disc is already there)",
            Fraction(1): "the disc wins for sure (no rival holds a higher disc)",
            Fraction(1, 2): "the disc wins half the time (a rival still holds a higher disc)"}[s.chance]
    return f"{worth}; {comp}. {odds.capitalize()}: {_num(s.score)} expected."
