"""The game log's phrases in English: each event kind's sentence (:mod:`furnace_lab.engine.core.events`), the
amounts of resources the log writes, and the playthrough's own lines (:mod:`furnace_lab.engine.transcript`).

The same keys and placeholders as :mod:`furnace_lab.engine.text.pt.events`. A sentence's optional part (a reason,
a note) is a phrase of its own, written into the sentence as a value; a part that may be absent starts with its own
space or punctuation.
"""

from __future__ import annotations

from typing import Final

PHRASES: Final[dict[str, str]] = {
    # who acted, when it is not a player
    "event.who.die": "the die",
    "event.who.agent": "the Agent {agent}",
    "event.who.dummy": "the dummy bidder",
    "event.who.table": "the table",
    # the modules a setup names, where the log's words differ from the options' in some language
    "event.module.base": "Furnace base game",
    "event.module.capitalists": "Capitalists",
    "event.module.two-player-dummy": "two-player dummy bidder",
    "event.module.production-chain": "Production Chain",
    # amounts: a bundle of resources and money, counts, times
    "event.amount.coal.one": "{amount} coal",
    "event.amount.coal.many": "{amount} coal",
    "event.amount.iron.one": "{amount} iron",
    "event.amount.iron.many": "{amount} iron",
    "event.amount.oil.one": "{amount} oil",
    "event.amount.oil.many": "{amount} oil",
    "event.amount.token.one": "{amount} token",
    "event.amount.token.many": "{amount} token",
    "event.amount.money.one": "{amount} money",
    "event.amount.money.many": "{amount} money",
    "event.amount.nothing": "nothing",
    "event.times.one": "once",
    "event.times.many": "{count} times",
    "event.count.company": "{count} Company",
    "event.count.companies": "{count} Companies",
    "event.count.transaction": "{count} transaction",
    "event.count.transactions": "{count} transactions",
    "event.deal": "{cost} → {gain}",
    # setup and the auction
    "event.setup": "Setup ({modules}): {players}. Start-ups: {startups}. {capitalists}{first} takes the first-player "
                   "token; deck of {deck} Companies.",
    "event.setup.capitalists": "Capitalists: {capitalists}. ",
    "event.position": "Production position, round {round}: {startup} and the Companies {companies}.",
    "event.position.no-companies": "none",
    "event.row": "Round {round}: {who} reveals {count}: {companies}{schools}.",
    "event.row.schools": "; and {schools}",
    "event.bid": "{who} places Capital disc {disc} on card {position} ({card}).",
    "event.bid.unrestricted": "{who} places Capital disc {disc} on card {position} ({card}) — allowed by the "
                              "unrestricted-bids Capitalist.",
    "event.pass": "{who} has no legal placement left and passes.",
    "event.roll": "The die shows {face}.",
    "event.dummy-bid": "{who} places disc {disc} on card {position} ({card}): its lowest legal disc, searching right "
                       "from card {start}.",
    "event.dummy-bid.agent": "{who} places disc {disc} on card {position} ({card}): the target its Agent card picks "
                             "from card {start} on, and the disc the card names.",
    "event.dummy-bid.agent-school": "{who} places disc {disc} on card {position} ({card}): no Company suits its Agent "
                                    "card, whose fallback is the rightmost card it can bid on, here a Business School.",
    "event.vbid": "{who} places the variable Capital disc worth {disc} on card {position} ({card}), spending {coal} "
                  "coal.",
    "event.discard": "Card {position} ({card}) has no discs and is discarded.",
    "event.no-comp": "The dummy bidder takes no compensation for {card}.",
    "event.win": "{who} takes {card} with disc {disc}, basic side up.",
    "event.win.tie": "{who} takes {card} with disc {disc}, basic side up (a tie with the unrestricted bidder goes to "
                     "her opponent).",
    "event.removed": "The dummy bidder wins {card} with disc {disc}; the card leaves the game.",
    # compensation
    "event.comp.gain": "Compensation: {who} receives {gain} for disc {disc} on {card}{bonus}{share}.",
    "event.comp.gain-none": "Compensation: {who} receives nothing for disc {disc} on {card}{bonus}{share}.",
    "event.comp.bonus": " (the Capitalist counts the disc as {units})",
    "event.comp.share": " ({times} of {transactions})",
    "event.comp.school-none": "Compensation: {who} makes no transaction with {card}'s second option, '{deal}' (disc "
                              "{disc}): {why}; all go to the first.",
    "event.comp.school-none.cannot-pay": "they cannot pay for it",
    "event.comp.school-none.choice": "their choice",
    "event.comp.cannot-pay": "Compensation: {who} cannot pay for {card}'s '{deal}' (disc {disc}) and gets nothing.",
    "event.comp.run": "Compensation: {who} runs {card}'s '{deal}' {times} (disc {disc}: up to {units}).",
    # production
    "event.insert": "{who} puts {card} at place {position} of their production chain.",
    "event.production.one": "Production phase: {players} produces.",
    "event.production.many": "Production phase: {players} produce in turn.",
    "event.use": "{who} uses {card} ({side}){why}.",
    "event.use.again": "{who} uses again {card} ({side}){why}.",
    "event.use.why-chain": " (the next in the Production Chain)",
    "event.use.why-last": " (the only card left)",
    "event.side.startup": "Start-up",
    "event.side.upgraded": "upgraded side",
    "event.side.basic": "basic side",
    "event.neighbour": "{who} resolves {card} {owner} ({side}) through their Capitalist.",
    "event.neighbour.of-agent": "of the Agent {agent}",
    "event.neighbour.of-player": "of {player}",
    "event.gain": "{who} takes {gain} from {card}.",
    "event.run": "{who} runs {card}'s '{deal}' {times} (limit {limit}).",
    "event.run.cannot-pay": "{who} cannot pay for {card}'s '{deal}'; the row is skipped.",
    "event.upgrade": "{who} upgrades {card}, paying {cost}{iron}.{note}",
    "event.upgrade.iron": " (iron instead of an upgrade token)",
    "event.upgrade.used-before": " It was already used this phase: its added effect starts next phase.",
    "event.upgrade.not-used": " Not used yet: it runs both effects this phase.",
    "event.upgrade-skip": "{who} upgrades nothing with {card}: {why}; the upgrade row is skipped.",
    "event.upgrade-skip.no-basic": "no Company of theirs is on its basic side",
    "event.upgrade-skip.cannot-pay": "they cannot pay {cost}",
    "event.repeat": "{who} pays {cost} to use {card} again.",
    "event.produced": "{who} has resolved every card and finishes production.",
    # the end of a round and of the game
    "event.round-end": "End of round {round}: the Capital discs return; {first} takes the first-player token.",
    "event.round-end.last": "End of round {round}: the Capital discs return.",
    "event.result": "Game over: {places}.",
    "event.result.place": "{place}. {player} (${money})",
    "event.result.spoiled": "Game over: nobody wins ({agents} first). {players}: {places}.",
    "event.result.agents": "the Agents come",
    "event.result.agent-solo": "an Agent comes",
    "event.result.agent": "the Agent comes",
    "event.result.player": "Player",
    "event.result.players": "Players",
    # the playthrough's own lines (the events and the board have theirs)
    "transcript.header": "# furnace_lab playthrough",
    "transcript.players": "players: {players}",
    "transcript.seed": "seed: {seed}",
    "transcript.options": "options: {options}",
    "transcript.phase": "== round {round}, {phase}",
    "transcript.chance": "chance",
    "transcript.step": "-- {number}. {who}: {action}",
    "transcript.legal": "   legal: {legal}",
    "transcript.end": "== end: {phase}",
}
"""Phrase key → English template."""
