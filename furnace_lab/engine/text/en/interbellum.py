"""Interbellum's phrases in English (keys ``ib.*``): the log's texts and the refusals of the Interbellum modules
(Managers, Business Schools, Agents, the fifth player, permanent and new effects, the Interbellum options).

The same keys and placeholders as :mod:`furnace_lab.engine.text.pt.interbellum`; the modules word them through
:mod:`furnace_lab.engine.interbellum.ib_words` (``both``), ``LogText.of`` for a log template, or
``cited(...).refusal()``.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # Business Schools (business_schools.py)
    "ib.school.dealt": "Managers on the Business Schools: {managers}.",
    "ib.school.none-dealt": "none (the pile is empty)",
    "ib.school.won": "{player} takes the Manager {manager} from {school}; the card stays.",
    "ib.school.agent-takes": "The Agent {agent} takes {manager} and keeps it in its own area.",
    "ib.school.dummy-takes": "The dummy bidder takes {manager}; it leaves the game.",
    "ib.school.empty": "No discs on {school}: {manager} is discarded.",
    # the fifth player's first choices (fifth.py)
    "ib.fifth.keeps": "{player}, fifth in the first round, keeps {card}.",
    "ib.fifth.keeps-capitalist": "{player}, fifth in the first round, keeps the Capitalist {card}.",
    # Agents (agent.py)
    "ib.agent.takes-card": "The Agent {agent} takes {card} with disc {disc}.",
    "ib.agent.compensated": "The Agent takes ${money} for its disc {disc} on {card}.",
    "ib.agent.production": "The Agent gains ${money} in production.",
    "ib.agent.purse": "{agent} ${money}",
    "ib.agent.solo-loses": "{player} (${money}) does not have more money than each Agent ({purses}): {player} loses.",
    "ib.agent.solo-wins": "{player} (${money}) has more money than each Agent ({purses}): {player} wins.",
    "ib.agent.nobody-wins": "The Agent ({purses}) has more money than every player (at most ${best}): nobody wins.",
    "ib.agent.ranking-stands": "The Agent ({purses}) does not have more money than every player: the players' "
                               "ranking stands.",
    # permanent effects (permanent.py)
    "ib.perm.outbid": "{player}'s winning bid on {card} is outbid: {store} stores {stored}.",
    "ib.perm.token-upgrade": "{player} gained an upgrade token: {row}.",
    "ib.perm.token-upgrade-now": "{player} gained an upgrade token: {row} — now, before the resolution goes on.",
    "ib.perm.extraction-bonus": "{player}: {row}.",
    "ib.perm.sale-bonus": "{player}: {row} ({times}×).",
    "ib.perm.coal-stored": "{coal} coal is stored on {card}.",
    "ib.perm.compensation-stored": "Compensated with disc {disc}: {card} stores {stored}.",
    # deliveries and text effects (effects.py)
    "ib.effect.delivery": "{player} takes the delivery of {card}: {gain}.",
    "ib.effect.delivery-next": "The delivery of {card} ({row}) is resolved next.",
    "ib.effect.gain-per-card": "{player}: {row} — cards: {cards}.",
    "ib.effect.take-stored": "{player} takes {amount} {resource} stored on {card}.",
    # an amount taken from a card, with "stored" agreeing with it (the Portuguese take-stored text writes it)
    "ib.effect.amount-stored-one": "{amount} stored",
    "ib.effect.amount-stored-many": "{amount} stored",
    "ib.effect.none-stored": "There is no {resource} stored on {card} for {player} to take.",
    "ib.effect.upgrades-next": "{player} upgrades {card} ({row}).",
    # Managers put on cards, their transactions and bonuses (manager_placing.py, manager_transactions.py)
    "ib.manager.placed": "{player} puts {manager} on {card}.",
    "ib.manager.kept": "The Managers come back to their owners, who keep them.",
    "ib.manager.free-transaction": "One conversion transaction costs nothing (Manager).",
    "ib.manager.free-kept": "The row is not run: the free conversion is kept for a later conversion row.",
    "ib.manager.bonus": "Manager {manager} gives {gain}: {count}.",
    "ib.manager.transaction-one": "{count} transaction",
    "ib.manager.transaction-many": "{count} transactions",
    "ib.manager.once-more": "Manager “{manager}”: '{row}' may run up to {most} times instead of {limit}.",
    "ib.manager.fully-resolved": "Every selling effect of {card} was fully resolved: Manager {manager} gives {gain}.",
    # a Manager's use: what each does (explain, sentences) and what it did (manager_uses.py)
    "ib.use.coal-iron": "count 1 coal + 1 iron as already spent on this card",
    "ib.use.oil": "count 1 oil as already spent on this card",
    "ib.use.token": "count 1 upgrade token as already spent on this card",
    "ib.use.upgrade": "pay 1 iron to upgrade this card; its added rows run after the rows still to come",
    "ib.use.repeat-delivery": "resolve this card's delivery once more",
    "ib.use.free": "make one transaction of this conversion row free",
    "ib.use.discard": "discard this card for money",
    "ib.use.name-coal-iron": "coal and iron",
    "ib.use.name-oil": "oil",
    "ib.use.name-token": "token",
    "ib.used.counted-one": "{player}'s Manager counts as {what} already spent for {card}.",
    "ib.used.counted-many": "{player}'s Manager counts as {what} already spent for {card}.",
    "ib.used.upgrade-start": "{player} pays 1 iron: the Manager upgrades {card}, whose added rows run now.",
    "ib.used.upgrade-part-way": "{player} pays 1 iron: the Manager upgrades {card} while it resolves; its added rows "
                                "run after the rows still to come.",
    "ib.used.repeat-delivery": "{player}'s Manager resolves the delivery of {card} once more.",
    "ib.used.free": "{player}'s Manager makes one transaction of '{row}' free (the first run).",
    "ib.used.discard": "{player} discards {card} for {money} money; its Managers come back.",
    # why a Manager's placing or use is refused (manager_placing.py, manager_uses.py, manager_production.py)
    "ib.refusal.no-managers": "there are no Managers in this game",
    "ib.refusal.place-at-start": "Managers are put on cards at the start of your production, before you use a card",
    "ib.refusal.not-your-card": "{card} is not one of your cards",
    "ib.refusal.none-left": "you have no {manager} left to place",
    "ib.refusal.one-per-card": "{card} already has a Manager: one per card",
    "ib.refusal.decision-due": "a Manager decision is due: {choices}",
    "ib.refusal.no-card-resolving": "a Manager is used while its card is being resolved, and no card is being "
                                    "resolved now",
    "ib.refusal.delivery-repeated": "the delivery of {card} was already resolved once more by its Manager",
    "ib.refusal.free-resources-given": "the Manager on {card} gives its free resources one time this round, and did",
    "ib.refusal.no-manager-can": "no Manager on {card} can '{use}'",
    "ib.refusal.free-resources-at-start": "the free resources are chosen when the card starts",
    "ib.refusal.discard-own-only": "{card} cannot be discarded: only a Company of your own",
    "ib.refusal.discard-after-rows": "the discard is offered once the rows of {card} are done",
    "ib.refusal.startup-never-upgraded": "Start-ups are never upgraded",
    "ib.refusal.already-upgraded": "{card} is already upgraded",
    "ib.refusal.not-your-company": "{card} is not your Company",
    "ib.refusal.upgrade-no-iron": "the upgrade costs 1 iron and you have none",
    "ib.refusal.no-active-delivery": "{card} has no active delivery to resolve again",
    "ib.refusal.free-used": "the free conversion of {card} was already used",
    "ib.refusal.free-armed": "one transaction of this row is already free",
    "ib.refusal.free-at-run": "the free conversion is chosen at a conversion row's 'run N' choice",
    "ib.refusal.not-now": "not now: {choices}",
    # a saved state's Agent that the card vocabulary refuses (agent.py)
    "ib.data.whole-number-between": "expected a whole number {low}..{high}, found {value}",
    "ib.data.whole-number-from": "expected a whole number at least {low}, found {value}",
    "ib.data.one-of": "unknown {field} {value}; expected one of {choices}",
    "ib.data.income": "expected [money >= 1, basis] pairs with a basis among {bases}, found {value}",
    # Interbellum's Capitalists asked for in the options (expansion.py)
    "ib.options.interbellum-capitalist": "Capitalist {card!r} is an Interbellum card: switch new_capitalists on",
    "ib.options.capitalist-replaced": "Capitalist {card!r} is replaced by the updated card in Interbellum",
    "ib.options.capitalist-unplayed": "Capitalist {card!r} ({ability}) is not played by this engine yet",
}
"""Phrase key → English template."""
