"""Actions in words, in English (:func:`furnace_lab.engine.sentences.action_sentence`): what a learner reads in a
list of choices. A ``…-short`` key is the shorter form used when the sentence would be longer than
:data:`~furnace_lab.engine.sentences.LIMIT`.

The same keys and placeholders as :mod:`furnace_lab.engine.text.pt.sentences`.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    "sentences.bid": "Place Capital disc {disc} on card {position}: {card}",
    "sentences.vbid": "Place your variable Capital disc, worth {disc}, on card {position}: {card}",
    "sentences.pair": "Place Capital disc {disc} on card {position}: {card}, and your extra disc on card {extra}: "
                      "{other}",
    "sentences.pair-short": "Place disc {disc} on card {position}: {card}, and the extra disc on card {extra}",
    "sentences.roll": "The die shows {face}",
    "sentences.comp": "Compensation from {card}: run it {times}",
    "sentences.comp-none": "Compensation from {card}: decline it",
    "sentences.school": "Compensation from {card}: {times} to the second option, the rest to the first",
    "sentences.run": "Run row {row} of {card} ({effect}) {times}",
    "sentences.run-short": "Run row {row} ({effect}) {times}",
    "sentences.run-none": "Skip row {row} of {card} ({effect})",
    "sentences.run-none-short": "Skip row {row} ({effect})",
    "sentences.use": "Use {card}",
    "sentences.upgrade": "Upgrade {card}",
    "sentences.repeat": "Use {card} again",
    "sentences.insert": "Put {card} at place {position} of your production chain",
    "sentences.choose": "Keep {card}",
    "sentences.assign": "Put the Manager {manager} on {card}",
    "sentences.assign-short": "Manager {manager} on {card}",
    "sentences.manager": "Manager: {what}",
    "sentences.done-placing": "Done: place no more Managers this round",
    "sentences.done-upgrading": "Done: stop upgrading",
    "sentences.done-manager": "Done: leave the Manager's choice unused",
    "sentences.done": "Done: finish your production",
    "sentences.once": "once",
    "sentences.times": "{n} times",
}
