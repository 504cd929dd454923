"""The planner's words in English and Portuguese, in the base rules' own terms.

Every sentence the planner prints is a template here, keyed by name, with an English and a Portuguese version;
the Portuguese uses the base rules' terms (Companhia, Carta Inicial, Capitalista, Marcador de Melhoria). Amounts
of resources are written as the engine writes them (``2 coal + 1 iron`` / ``2 carvões + 1 ferro``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from furnace_lab.cards.resources import Bundle
from furnace_lab.engine.core.events import PT_NAMES, bundle_text
from furnace_lab.errors import check_lang

if TYPE_CHECKING:
    from furnace_lab.planner.valuation import Valuation

PHRASES: Final = {
    "headline": {
        "en": "Best plan: worth {value} ({detail}).",
        "pt": "Melhor plano: vale {value} ({detail}).",
    },
    "found": {
        "en": "Best plan found in time: worth {value} ({detail}).",
        "pt": "Melhor plano achado no prazo: vale {value} ({detail}).",
    },
    "gap": {
        "en": "At most {more} more is possible: the search stopped at its deadline before proving this plan the best.",
        "pt": "No máximo {more} a mais é possível: a busca parou no prazo antes de provar que este plano é o melhor.",
    },
    "no-gap": {
        "en": "The search stopped at its deadline before it could say how much more is possible.",
        "pt": "A busca parou no prazo antes de poder dizer quanto a mais é possível.",
    },
    "same-so-far": {
        "en": "No plan better than the naive order was found in time.",
        "pt": "Nenhum plano melhor que a ordem ingênua foi achado no prazo.",
    },
    "naive": {
        "en": "Naive order (cards in tableau order, each effect as much as possible): worth {value}.",
        "pt": "Ordem ingênua (cartas na ordem da mesa, cada efeito o máximo possível): vale {value}.",
    },
    "better": {
        "en": "The plan is better by {diff}. Why:",
        "pt": "O plano ganha {diff} a mais. Por quê:",
    },
    "same": {
        "en": "Here the naive order is already as good as it gets.",
        "pt": "Aqui a ordem ingênua já é a melhor possível.",
    },
    "valued": {
        "en": "Valued as: {weights}.",
        "pt": "Valoração: {weights}.",
    },
    "detail": {
        "en": "money +{money}",
        "pt": "dinheiro +{money}",
    },
    "left": {
        "en": "left over {bundle}",
        "pt": "sobram {bundle}",
    },
    "flips": {
        "en": "{n} Companies flipped",
        "pt": "{n} Companhias melhoradas",
    },
    "flip": {
        "en": "1 Company flipped",
        "pt": "1 Companhia melhorada",
    },
    "reason-order": {
        "en": "- {card} comes after {suppliers}, for the {what} they give: its '{row}' runs {runs} instead of "
              "{naive} (furnace.production.each-card-once).",
        "pt": "- {card} vem depois de {suppliers}, pelo {what} que dão: sua linha '{row}' roda {runs} em vez "
              "de {naive} (furnace.production.each-card-once).",
    },
    "reason-keep": {
        "en": "- On {card}, '{row}' runs {runs} of a possible {most}, keeping {kept} for {users} "
              "(furnace.effects.processing).",
        "pt": "- Em {card}, '{row}' roda {runs} de {most} possíveis, guardando {kept} para {users} "
              "(furnace.effects.processing).",
    },
    "reason-flip": {
        "en": "- Flipping {card} before using it adds {rows} (furnace.upgrade.before-use).",
        "pt": "- Melhorar {card} antes de usá-la acrescenta {rows} (furnace.upgrade.before-use).",
    },
    "reason-flip-after": {
        "en": "- {card} is flipped after its use, for the coming rounds (furnace.upgrade.after-use).",
        "pt": "- {card} é melhorada depois de usada, para as próximas rodadas (furnace.upgrade.after-use).",
    },
    "reason-no-flip": {
        "en": "- The naive order also flips {cards}; the plan spends that coal and those tokens better "
              "(furnace.startup.upgrade).",
        "pt": "- A ordem ingênua também melhora {cards}; o plano gasta melhor esse carvão e esses Marcadores de "
              "Melhoria (furnace.startup.upgrade).",
    },
    "reason-repeat": {
        "en": "- The Capitalist uses {card} again, paying {cost} (furnace.capitalist.repeat-card).",
        "pt": "- O Capitalista usa {card} de novo, pagando {cost} (furnace.capitalist.repeat-card).",
    },
    "reason-neighbour": {
        "en": "- The Capitalist pays {cost} to use {card}, a Company of the player to the right "
              "(interbellum.capitalist.neighbour).",
        "pt": "- O Capitalista paga {cost} para usar {card}, uma Companhia do jogador à direita "
              "(interbellum.capitalist.neighbour).",
    },
    "reason-manager": {
        "en": "- The Manager {manager} goes on {card} (interbellum.manager.assign-at-start).",
        "pt": "- O Gerente {manager} vai para {card} (interbellum.manager.assign-at-start).",
    },
    "reason-other": {
        "en": "- The run counts and the order differ as the steps below show.",
        "pt": "- O número de execuções e a ordem diferem como mostram os passos abaixo.",
    },
    "steps": {
        "en": "The plan, card by card:",
        "pt": "O plano, carta a carta:",
    },
    "step": {
        "en": "{n}. {verb} {card} ({side}): {rows} → {after}",
        "pt": "{n}. {verb} {card} ({side}): {rows} → {after}",
    },
    "use": {"en": "use", "pt": "usar"},
    "again": {"en": "use again", "pt": "usar de novo"},
    "neighbour": {"en": "use your right-hand neighbour's", "pt": "usar, do vizinho à direita,"},
    "basic": {"en": "basic side", "pt": "lado básico"},
    "upgraded": {"en": "upgraded side", "pt": "lado melhorado"},
    "startup": {"en": "Start-up", "pt": "Carta Inicial"},
    "ran": {"en": "'{row}' ×{runs}", "pt": "'{row}' ×{runs}"},
    "took": {"en": "'{row}'", "pt": "'{row}'"},
    "flipped": {"en": "flips {cards}", "pt": "melhora {cards}"},
    "no-flip": {"en": "flips nothing", "pt": "não melhora nada"},
    "no-rows": {"en": "no row to run on this side", "pt": "nenhuma linha a executar neste lado"},
    "actions": {
        "en": "Engine actions: {actions}",
        "pt": "Ações no motor: {actions}",
    },
    "none": {"en": "none (every choice is forced)", "pt": "nenhuma (toda escolha é forçada)"},
    "and": {"en": " and ", "pt": " e "},
    "money": {"en": "money", "pt": "dinheiro"},
    "upgrade-weight": {"en": "each flip {w}", "pt": "cada melhoria {w}"},
}
"""Template name → language → text."""


def times(k: int, lang: str) -> str:
    """``once``, ``twice``, ``3 times`` / ``1 vez``, ``3 vezes``."""
    if lang == "pt":
        return "1 vez" if k == 1 else f"{k} vezes"
    return {0: "0 times", 1: "once", 2: "twice"}.get(k, f"{k} times")


def phrase(name: str, lang: str, **fields: object) -> str:
    """A template filled in; an unknown language raises :class:`~furnace_lab.errors.DataError`."""
    check_lang(lang)
    return PHRASES[name][lang].format(**fields)


def bundle_words(bundle: Bundle, lang: str) -> str:
    """A bundle as the engine writes it (``2 coal + 1 iron`` / ``2 carvões + 1 ferro``)."""
    parts = tuple((slot, amount) for slot, amount in enumerate(bundle.as_tuple()) if amount)
    return bundle_text(parts, lang)


def join(items: list[str], lang: str) -> str:
    """``a, b and c`` / ``a, b e c``."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + PHRASES["and"][lang] + items[-1]


def valuation_text(valuation: Valuation, lang: str) -> str:
    """``money, coal 1, iron 2`` (or in Portuguese)."""
    check_lang(lang)
    parts = [PHRASES["money"][lang] if valuation.money == 1 else f"{PHRASES['money'][lang]} ×{valuation.money}"]
    for name in ("coal", "iron", "oil", "token"):
        weight = getattr(valuation, name)
        if weight:
            word = PT_NAMES[name][0] if lang == "pt" else name
            parts.append(f"{word} {weight}")
    if valuation.upgrade:
        parts.append(phrase("upgrade-weight", lang, w=valuation.upgrade))
    return ", ".join(parts)
