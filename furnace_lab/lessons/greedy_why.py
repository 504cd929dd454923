"""Why the engine's :class:`~furnace_lab.engine.GreedyBot` plays a move: the rough values it compared, in words.

The greedy bot keeps no reasons; :func:`greedy_why` works them out again from the state with the bot's own
yardstick (:func:`~furnace_lab.engine.agents.card_value`: coal 1, iron 2, oil 3, upgrade token 3, money 1 per use),
following the same rules of thumb, so the bot plays exactly as before. It answers in English or Portuguese.
"""

from __future__ import annotations

from furnace_lab.cards.names import card_name
from furnace_lab.engine import GameState, action_sentence
from furnace_lab.engine.agents import card_value
from furnace_lab.engine.core.actions import Action, Bid, Compensate, Done, RepeatCard, Run, UpgradeCard, UseCard
from furnace_lab.engine.core.constants import CHANCE
from furnace_lab.errors import check_lang


def _num(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.1f}"


def _use_value(state: GameState, card: str, upgraded: bool | None = None) -> float:
    return card_value(state.card(card), state.is_upgraded(card) if upgraded is None else upgraded)


def greedy_why(state: GameState, action: Action, lang: str = "en") -> str:
    """Why the greedy bot plays ``action`` in ``state``: the numbers its rule of thumb compared."""
    check_lang(lang)
    pt = lang == "pt"
    if state.current_player == CHANCE:
        return "O dado decide." if pt else "The die decides."
    if isinstance(action, Bid):
        return _bid(state, action, lang)
    step = action_sentence(state, action, lang).rstrip(".")
    if isinstance(action, (Compensate, Run)):
        counts = [a.times for a in state.legal_actions() if type(a) is type(action)]
        low, high = min(counts, default=0), max(counts, default=0)
        return (f"{step}: podia escolher de {low} a {high} vezes; o robô guloso sempre faz o máximo que pode pagar, "
                f"{high}." if pt else
                f"{step}: it could choose {low} to {high} times; the greedy bot always takes the most it can pay for, "
                f"{high}.")
    if isinstance(action, UseCard):
        return _use(state, action, step, lang)
    if isinstance(action, UpgradeCard):
        gain = _upgrade_gain(state, action.card)
        return (f"{step}: a melhoria acrescenta {_num(gain)} (mais de 1, o limite do robô guloso)." if pt else
                f"{step}: upgrading adds {_num(gain)} (more than 1, the greedy bot's threshold).")
    if isinstance(action, RepeatCard):
        value = _use_value(state, action.card)
        return (f"{step}: repetir vale {_num(value)} (mais de 2, o limite do robô guloso)." if pt else
                f"{step}: repeating it is worth {_num(value)} (more than 2, the greedy bot's threshold).")
    if isinstance(action, Done):
        return (f"{step}: nenhuma melhoria acrescenta mais de 1 e nenhuma repetição vale mais de 2." if pt else
                f"{step}: no upgrade adds more than 1 and no repeat is worth more than 2.")
    return (f"{step}: o robô guloso não tem regra para isso e joga a primeira ação permitida." if pt else
            f"{step}: the greedy bot has no rule for this and plays the first legal action.")


def _upgrade_gain(state: GameState, card: str) -> float:
    later = 0.0 if state.was_used(card) else 1.0
    return (_use_value(state, card, True) - _use_value(state, card, False)) * (1.0 + later)


def _bid(state: GameState, action: Bid, lang: str) -> str:
    values = {}
    for k, card in enumerate(state.row, start=1):
        values[k] = card_value(state.card(card))
    listed = "; ".join(f"{k} {card_name(state.row[k - 1], lang)} {_num(v)}" for k, v in values.items())
    chosen = values[action.position]
    tied = [b.position for b in state.legal_actions() if isinstance(b, Bid) and b.disc == action.disc
            and b.position != action.position and values[b.position] == chosen]
    if lang == "pt":
        others = (f"A carta {tied[0]} vale o mesmo e aceita" if len(tied) == 1 else
                  f"As cartas {', '.join(map(str, tied))} valem o mesmo e aceitam")
        tie = f" {others} esse disco; no empate ele escolhe a mais à esquerda." if tied else ""
        return (f"O robô guloso dá a cada carta um valor por uso (carvão 1, ferro 2, petróleo 3, "
                f"Marcador de Melhoria 3, dinheiro 1): {listed}. A carta {action.position} vale {_num(chosen)}; "
                f"ele põe o disco mais alto que tem, {action.disc}, na carta de maior valor que ainda pode.{tie}")
    others = (f"Card {tied[0]} is worth as much and takes" if len(tied) == 1 else
              f"Cards {', '.join(map(str, tied))} are worth as much and take")
    tie = f" {others} that disc too; on a tie it picks the leftmost." if tied else ""
    return (f"The greedy bot gives each card a value per use (coal 1, iron 2, oil 3, upgrade token 3, money 1): "
            f"{listed}. Card {action.position} is worth {_num(chosen)}; it puts its highest disc it can, "
            f"{action.disc}, on the most valuable card it still may.{tie}")


def _use(state: GameState, action: UseCard, step: str, lang: str) -> str:
    if state.card(action.card).is_startup:
        return (f"{step}: o robô guloso usa sempre a Carta Inicial primeiro." if lang == "pt" else
                f"{step}: the greedy bot always uses its Start-up first.")
    others = [a for a in state.legal_actions() if isinstance(a, UseCard)]
    listed = "; ".join(f"{card_name(a.card, lang)} {_num(_use_value(state, a.card))}" for a in others)
    worth = _use_value(state, action.card)
    value = _num(worth)
    tied = any(a.card != action.card and _use_value(state, a.card) == worth for a in others)
    if lang == "pt":
        if tied:
            return (f"{step}: das cartas que pode usar ({listed}), nenhuma vale mais ({value}); no empate ele usa a "
                    "primeira da lista.")
        return f"{step}: das cartas que pode usar ({listed}), ela vale mais ({value})."
    if tied:
        return (f"{step}: of the cards it may use ({listed}), none is worth more ({value}); on a tie it uses the "
                "first one listed.")
    return f"{step}: of the cards it may use ({listed}), this one is worth most ({value})."
