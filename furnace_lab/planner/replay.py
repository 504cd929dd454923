"""Plans found on the engine itself: play their actions and read back what each card did.

The engine-level search (:mod:`furnace_lab.planner.engine_search`) answers with engine actions only. To give
those plans the same card-by-card :class:`~furnace_lab.planner.emit.Step` list as the fast planner's (for the
explanations and the widgets), :func:`engine_steps` plays the actions and reads the engine's own log: each
``use`` (or repeat) starts a step, extraction, processing and upgrade events become its rows, and every other
rule the engine applied on the way (deliveries, text and permanent effects, Managers) is kept as a row with
the engine's own words. A step's holdings are those after the last decision that touched the card (which may
also have started the next card, when the engine started it by itself). Played from part-way through a card, the
plan's first step is that card, its rows from the next one on (as the fast planner's plans have it), its side and
whether it is a repeat (or the neighbour Capitalist's use of a neighbour's Company) read from the engine's ``use``
of it.
"""

from __future__ import annotations

from typing import Any

from furnace_lab.cards.effects import Gain, Process
from furnace_lab.cards.notation import format_effect
from furnace_lab.engine.core.cards import bundle_of
from furnace_lab.planner.emit import RowDone, Step


def _row_text(event: tuple[Any, ...]) -> str:
    if event[0] == "gain":
        return format_effect(Gain(bundle_of(event[4])))
    return format_effect(Process(bundle_of(event[6]), bundle_of(event[7]), event[5]))


def engine_steps(root: Any, actions: list[Any], player: int, since: int | None = None,
                 money: int | None = None) -> tuple[list[Step], Any]:
    """The steps of ``actions`` played from ``root`` (events from log entry ``since`` on; default: from
    ``root``'s own end; money counted from ``money``, default ``root``'s), and the state they reach."""
    events = list(root.iter_log())
    events_before = len(events) if since is None else since
    state = root
    steps: list[dict[str, Any]] = []
    seen = events_before
    current = root.current_card if root.current_player == player else None
    if current is not None:  # part-way through a card: its step goes on from the engine's 'use' of it, before root
        opened = next((e for e in reversed(events[:events_before]) if e[0] == "use" and e[1] == player), None)
        if opened is not None and opened[3] == current:
            steps.append({"card": current, "repeat": bool(opened[6]), "upgraded": bool(opened[4]), "rows": [],
                          "after": root.holdings(player)})

    def new_events(s: Any) -> list[tuple[Any, ...]]:
        nonlocal seen
        events = list(s.iter_log())
        out = events[seen:]
        seen = len(events)
        return [e for e in out if e[1] == player]

    def absorb(s: Any) -> None:
        touched = set()
        for event in new_events(s):
            kind = event[0]
            if kind == "use":
                steps.append({"card": event[3], "repeat": bool(event[6]), "upgraded": bool(event[4]), "rows": []})
                touched.add(len(steps) - 1)
                continue
            if not steps:
                continue
            touched.add(len(steps) - 1)
            rows = steps[-1]["rows"]
            if kind == "gain":
                rows.append(RowDone(_row_text(event), "extraction", 1, 1))
            elif kind == "run":
                rows.append(RowDone(_row_text(event), "processing", event[4], event[4]))
            elif kind == "upgrade":
                if rows and rows[-1].kind == "upgrading":
                    last = rows.pop()
                    rows.append(RowDone(last.text, "upgrading", last.runs + 1, last.most + 1, (*last.flipped,
                                                                                             event[3])))
                else:
                    rows.append(RowDone("upgrade", "upgrading", 1, 1, (event[3],)))
            elif kind == "ib":
                rows.append(RowDone(str(event[4]), "effect", 0, 0, (), str(event[5])))
        for k in touched:
            steps[k]["after"] = s.holdings(player)

    absorb(state)
    for action in actions:
        state = state.apply(action)
        absorb(state)
    out = []
    if money is None:
        money = root.holdings(player).money
    for step in steps:
        after = step["after"]
        out.append(Step(step["card"], step["repeat"], step["upgraded"], tuple(step["rows"]), after.money - money,
                        after))
        money = after.money
    return out, state
