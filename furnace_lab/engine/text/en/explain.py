"""The engine's phrases in English: phrase key → template (``{name}`` is a value the rule module gives).

The same keys and placeholders as every other language's table (:mod:`furnace_lab.engine.text.pt.explain`); the
terms are the English rulebook's (Capital disc, Start-up, Capitalist, upgrade token, compensation).
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # explain(): what a legal action does
    "legal.bid": "Legal: place Capital disc {disc} on card {position} ({card}).",
    "legal.bid-by-capitalist": "Legal thanks to your Capitalist, who ignores the same-player and same-value rules: "
                               "place Capital disc {disc} on card {position} ({card}).",
    "legal.var-bid": "Legal: place your variable Capital disc, worth {disc}, on card {position} ({card}), paying "
                     "{coal} coal.",
    "legal.var-bid-growth": "Legal: place your variable Capital disc, worth the round ({disc}), for free, on card "
                            "{position} ({card}).",
    "legal.pair-bid": "Legal: place Capital disc {disc} on card {position} ({card}) and, at the same time, the extra "
                      "disc {extra} on card {other_position} ({other}).",
    "legal.keep-startup": "Legal: keep {card} as your Start-up; the other card goes back to the box.",
    "legal.keep-capitalist": "Legal: keep {card} as your Capitalist; the other card goes back to the box.",
    "legal.assign-manager": "Legal: put {manager} on {card} for this production phase.",
    "legal.roll": "Legal: the die shows {face}.",
    "legal.school-split": "Legal: of your {transactions} on {card}, {second_times} go to the second option "
                          "({second}) and {first_times} to the first ({first}).",
    "legal.compensate": "Legal: run {card}'s compensation {times}.",
    "legal.compensate-plus-one": "Legal thanks to your Capitalist, who counts disc {value} as {units}: run {card}'s "
                                 "compensation {times}.",
    "legal.insert-card": "Legal: put {card} at place {position} of your chain.",
    "legal.use-card": "Legal: use {card}.",
    "legal.run": "Legal: run '{row}' {times}.",
    "legal.upgrade-token-gained": "Legal: upgrade {card} for the upgrade token just gained, before the resolution "
                                  "goes on.",
    "legal.upgrade": "Legal: upgrade {card}{paying}.{later}",
    "legal.use-again": "Legal: use again {card}.",
    "legal.neighbour": "Legal: pay {cost} to resolve {card} {whose} (its Managers too, not its permanent effects).",
    "legal.manager-use": "Legal: the Manager on {card} — {what}.",
    "legal.done-placing": "Legal: put no more Managers on cards this round; start using your cards.",
    "legal.done-token-upgrades": "Legal: stop upgrading; the resolution goes on.",
    "legal.done-manager-start": "Legal: leave the Manager's choice unused; the card's rows come next.",
    "legal.done-manager-end": "Legal: leave the Manager's choice unused; the card ends.",
    "legal.done-upgrades": "Legal: stop upgrading.",
    "legal.done-production": "Legal: finish your production.",
    "legal.other": "Legal.",
    # parts of the sentences above
    "part.compensation-transaction": "{count} compensation transaction",
    "part.compensation-transactions": "{count} compensation transactions",
    "part.paying-iron": ", paying {cost} (iron instead of an upgrade token)",
    "part.already-used": " Already used: its added effect starts next phase.",
    # why_not(): why an action is refused (explain() writes "Illegal: ...")
    "refusal.game-over": "the game is over",
    "refusal.fifth-keeps-first": "the fifth player first keeps one of their two cards: {cards}",
    "refusal.managers-in-auction": "Managers cannot be used in the auction: they are put on cards and used in "
                                   "production",
    "refusal.roll-due": "it is the dummy bidder's turn: a die roll ('roll N') is due",
    "refusal.die-faces": "a die shows 1 to {faces}",
    "refusal.bid-due": "it is the auction: place a Capital disc ('bid D@P')",
    "refusal.not-now": "that action is not legal now",
    "explain.illegal": "Illegal: {reason}.",
}
"""Phrase key → English template."""
