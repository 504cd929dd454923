"""The actions' words in English: why an action's notation cannot be read (a ``NotationError``), why an action
cannot hold a value (an ``ActionError``), and why an object handed in is not an action
(:mod:`furnace_lab.engine.core.actions`).

The same keys and placeholders as :mod:`furnace_lab.engine.text.pt.actions`; the verbs and placeholders of the
notation (``bid D@P``) are written as they are typed.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # a value an action cannot hold
    "actions.count-kind": "{name} must be a whole number, not {kind}",
    "actions.count-range": "{name} must be between {low} and {high}, not {value}",
    "actions.count.disc": "disc",
    "actions.count.card-position": "card position",
    "actions.count.times": "times",
    "actions.count.line-position": "line position",
    "actions.card-kind": "a card id is a string such as 'base-c7', not {kind}",
    "actions.card-malformed": "malformed card id {value}: letters, digits, '-', '_' or '.' expected",
    "actions.pair-same-card": "the two discs go on two different cards",
    "actions.manager-use": "unknown Manager use {value}; expected one of {uses}",
    # notation that cannot be read
    "actions.number": "expected {what} as a whole number, found {value}",
    "actions.number.disc": "a disc value",
    "actions.number.position": "a position",
    "actions.number.count": "a count",
    "actions.not-text": "expected an action written as text, found {kind}",
    "actions.unknown": "unknown action {value}; expected {notation}",
    "actions.notation": "bid D@P, vbid D@P, pair D@P+Q, comp N, use CARD, run N, upgrade CARD, repeat CARD, "
                        "insert CARD@P, roll N, choose CARD, assign MANAGER@CARD, manager USE or done",
    "actions.expected-pair": "expected 'pair D@P+Q' (disc D on card P, the extra disc on card Q)",
    "actions.expected-assign": "expected 'assign MANAGER@CARD'",
    "actions.done-alone": "'done' takes nothing after it",
    "actions.expected-disc-at": "expected '{verb} D@P' with P the position",
    "actions.expected-card-at": "expected '{verb} CARD@P' with P the position",
    "actions.expected-card": "expected '{verb} CARD' with a card id",
    # an object that is not an action
    "actions.malformed": "a malformed {name} action: build actions with their class (such as Bid(3, 2)) or write "
                         "their notation (such as 'bid 3@2')",
    "actions.not-action": "expected an action or its notation (such as 'bid 3@2'), not {kind}",
}
