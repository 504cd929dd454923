"""The game explorer: a whole game with time travel, what-if forks, records, and each player's view.

A game is a line of engine states (a :class:`~furnace_lab.widgets.timeline.Timeline`). The explorer shows one
step of it and lets a learner or teacher

* step back, forward, or jump to any step — or to any event of the log, with its "why" line (the rules the
  engine applied, each with its summary);
* play on: any legal action for whoever is to act (a human seat, or a what-if for a bot — even the die:
  "what if the dummy's die had shown 6?"), or let bots and the die play ("Bot / die plays", "Play until a
  human decides"); every die roll is an explicit logged event (furnace_lab.chance.die);
* fork a what-if from any step: a new line sharing the past, kept beside the main line;
* see the seed (the game is fully determined by seed, options and actions: furnace_lab.setup.seeded);
* save the position shown as a game record (the engine writes it atomically) and load one back; a bad file
  or text is reported in words, and nothing changes;
* look at the table as a whole (the deck's next cards included) or as one player sees it (the deck face down).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, Final

import ipywidgets as widgets

from furnace_lab.engine import Record, load_record, new_game, replay, save_record
from furnace_lab.engine.naming import name as item_name
from furnace_lab.errors import FurnaceLabError
from furnace_lab.widgets.common import escape
from furnace_lab.widgets.labels import t
from furnace_lab.widgets.seats import SEAT_KINDS, Seats
from furnace_lab.widgets.stepper import GameStepper
from furnace_lab.widgets.timeline import Timeline
from furnace_lab.widgets.views import events_html, explanation_html, holdings_html, row_html, tableau_html

DEFAULT_NAMES: Final = ("Ana", "Bo", "Cy")
EVENT_LABEL_WIDTH: Final = 110
DECK_SHOWN: Final = 8


def seat_words(kinds: Sequence[str], lang: str) -> str:
    """The seats box's text: each seat's kind in ``lang`` ("human, greedy" / "humano, guloso")."""
    return ", ".join(t(f"seat_{kind}", lang) for kind in kinds)


def read_seat_words(text: str) -> list[str]:
    """The seat kinds typed in the seats box, in English or Portuguese (an unknown word is kept, to be refused by
    :class:`~furnace_lab.widgets.seats.Seats` with its name)."""
    known = {t(f"seat_{kind}", lang).casefold(): kind for kind in SEAT_KINDS for lang in ("en", "pt")}
    words = [word.strip() for word in text.split(",") if word.strip()]
    return [known.get(word.casefold(), word) for word in words]


def log_length(state: Any) -> int:
    """How many events a state's log holds (cheap: no formatting)."""
    return sum(1 for _ in state.iter_log())


class GameExplorer(GameStepper):
    """A whole game with time travel (see the module docstring). Child widgets are attributes."""

    LABELS: ClassVar[Mapping[str, str]] = {
        "new_game_button": "new_game", "act_button": "apply", "fork_button": "fork", "save_button": "save",
        "load_button": "load", "show_record_button": "show_record", "load_text_button": "load_text"}

    def __init__(self, state: Any = None, *, players: Any = DEFAULT_NAMES, seed: int = 1, seats: Any = None,
                 actions: Any = (), step: int | None = None, lang: str = "en", catalog: Any = None,
                 **options: Any) -> None:
        if state is None:
            state = new_game(players, seed, **options)
        elif options:
            raise TypeError("give either a state or the options of a new game, not both")
        self.branches: list[Timeline] = []
        self._auto_labels: dict[int, tuple[int, int]] = {}
        self._lengths: list[int] = []
        self._events_for: tuple[Any, str] | None = None
        self._syncing = False
        self._focus: int | None = None
        super().__init__(state, seats=seats, lang=lang, catalog=catalog)
        self.branches.append(self.timeline)
        if actions:
            self.timeline.extend(list(actions))
            self.timeline.jump(self.timeline.length if step is None else step)
        self.add_class("furnace-lab-explorer")
        self.refresh()

    @classmethod
    def bot_game(cls, players: Any = DEFAULT_NAMES, seed: int = 1, *, bots: str = "greedy",
                 step: int | None = None, interbellum: bool = False, agent: str | None = None,
                 agents: Sequence[str] = (), **kwargs: Any) -> GameExplorer:
        """A whole game played by ``bots`` in every seat, opened at ``step`` (default: the end), to explore.

        ``interbellum`` deals every Interbellum module; ``agent`` (two players) puts an Agent in the third seat;
        ``agents`` (solo) names the left and the right Agent (by default the seed draws them).
        """
        from furnace_lab.widgets.share import bot_line, game_options

        pair = tuple(agents)
        options = game_options(interbellum or agent is not None or bool(pair), agent, pair)
        names = tuple(new_game(players, seed, **options).players)
        line = bot_line(names, seed, bots, options["interbellum"], agent, pair)
        return cls(players=list(names), seed=seed, seats=bots, actions=line, step=step, **options, **kwargs)

    # ---- the panel ---------------------------------------------------------------------------------------------
    def _panel(self) -> list[widgets.Widget]:
        lay = widgets.Layout
        self.names = widgets.Text(value=", ".join(self.timeline.state.players), layout=lay(width="18em"))
        self.seed = widgets.IntText(value=self.timeline.state.seed, layout=lay(width="8em"))
        self.seat_kinds = widgets.Text(value=seat_words(self.seats.kinds, self.language), layout=lay(width="18em"))
        self.interbellum = widgets.Checkbox(value=bool(self.timeline.state.options.uses("new_companies")),
                                            description="Interbellum", indent=False, layout=lay(width="9em"))
        self.new_game_button = widgets.Button()
        self.step = widgets.IntSlider(min=0, max=0, value=0, continuous_update=False, layout=lay(width="40em"))
        self.events = widgets.Select(options=[], rows=10, layout=lay(width="100%"))
        self.why = widgets.HTML()
        self.action = widgets.Dropdown(options=[], layout=lay(width="22em"))
        self.act_button = widgets.Button(button_style="primary")
        self.action_explanation = widgets.HTML()
        self.branch = widgets.Dropdown(options=[], layout=lay(width="22em"))
        self.fork_button = widgets.Button()
        self.view = widgets.Dropdown(options=[], layout=lay(width="18em"))
        self.board = widgets.HTML()
        self.round_log = widgets.HTML()
        self.share = widgets.HTML()
        self.path = widgets.Text(value="furnace_game.json", layout=lay(width="22em"))
        self.save_button = widgets.Button()
        self.load_button = widgets.Button()
        self.record = widgets.Textarea(layout=lay(width="100%", height="8em"))
        self.show_record_button = widgets.Button()
        self.load_text_button = widgets.Button()
        self.labels = {key: widgets.HTML() for key in ("players", "seed", "seats", "jump", "event", "branch",
                                                       "view", "file", "log")}

        guard = self.guard
        self.new_game_button.on_click(guard(lambda _: self.new_game()))
        self.step.observe(guard(self._on_step), names="value")
        self.events.observe(guard(self._on_event), names="value")
        self.action.observe(guard(lambda _: self._explain_action()), names="value")
        self.act_button.on_click(guard.click(lambda _: self.act()))
        self.fork_button.on_click(guard.click(lambda _: self.fork()))
        self.branch.observe(guard(self._on_branch), names="value")
        self.view.observe(guard(lambda _: self._draw_board()), names="value")
        self.save_button.on_click(guard(lambda _: self.save(self.path.value)))
        self.load_button.on_click(guard(lambda _: self.load(self.path.value)))
        self.show_record_button.on_click(guard(lambda _: self.show_record()))
        self.load_text_button.on_click(guard(lambda _: self.load_text(self.record.value)))

        L = self.labels
        setup = widgets.HBox([L["players"], self.names, L["seed"], self.seed, L["seats"], self.seat_kinds,
                              self.interbellum, self.new_game_button])
        travel = widgets.VBox([
            widgets.HBox([L["jump"], self.step]),
            widgets.HBox([L["branch"], self.branch, self.fork_button, L["view"], self.view]),
            widgets.HBox([self.action, self.act_button]), self.action_explanation, self.share,
        ])
        log = widgets.VBox([L["event"], self.events, self.why])
        records = widgets.Accordion(children=[widgets.VBox([
            widgets.HBox([L["file"], self.path, self.save_button, self.load_button]),
            self.record, widgets.HBox([self.show_record_button, self.load_text_button])])])
        records.set_title(0, "Record / Registro")
        return [setup, travel, self.board, L["log"], self.round_log, log, records]

    # ---- playing and travelling ------------------------------------------------------------------------------
    def act(self) -> Any:
        """Play the action chosen for whoever is to act (a what-if for a bot or the die is allowed)."""
        if self.action.value is None:
            self.say_idle(self.state)
            return self.state
        return self.play(self.action.value)

    def jump(self, step: int, *, event: int | None = None) -> Any:
        """Show the state after ``step`` actions of the line (``event``: the log entry to point at)."""
        self.timeline.jump(step)
        self._focus = event
        self.messages.clear()
        self.refresh()
        return self.state

    def jump_to_event(self, index: int) -> Any:
        """Show the step at which the log's event ``index`` (0 = the setup) happened."""
        lengths = self._log_lengths()
        if not 0 <= index < lengths[-1]:
            raise IndexError(f"event {index} is outside this game's log (0 to {lengths[-1] - 1})")
        return self.jump(bisect_right(lengths, index), event=index)

    def fork(self, label: str | None = None) -> Timeline:
        """Start a what-if line from the step shown, and show it."""
        step = self.timeline.index
        if label is None:
            self._auto_labels[len(self.branches)] = (len(self.branches), step)
        branch = self.timeline.fork(label or t("what_if", "en", n=len(self.branches), step=step))
        self.branches.append(branch)
        self.timeline = branch
        self.refresh()
        index = len(self.branches) - 1
        self.messages.say(lambda lang: t("forked", lang, label=self.branch_label(index, lang), step=step),
                          self.language, "ok")
        return branch

    def branch_label(self, index: int, lang: str | None = None) -> str:
        """The name of line ``index`` in ``lang`` (default: the language shown): the main line and the what-ifs the
        explorer named follow the language switch; a label given to :meth:`fork` is shown as it was given."""
        lang = lang or self.language
        if index in self._auto_labels:
            n, step = self._auto_labels[index]
            return t("what_if", lang, n=n, step=step)
        label = self.branches[index].label
        return t("main_line", lang) if index == 0 and label == "main" else label

    def switch(self, index: int) -> None:
        """Show another line (0 is the main line)."""
        self.timeline = self.branches[index]
        self._focus = None
        self.messages.clear()
        self.refresh()

    def new_game(self) -> Any:
        """Deal a new game from the names, seed and seats typed in."""
        names = [name.strip() for name in self.names.value.split(",") if name.strip()]
        kinds = read_seat_words(self.seat_kinds.value)
        state = new_game(names, int(self.seed.value), interbellum=bool(self.interbellum.value))
        if kinds == list(self.seats.kinds) and len(kinds) != state.num_players:
            kinds = []  # the seats still shown are the last game's, not typed for this one: the usual seats
        self._start(Timeline(state), Seats.of(kinds or None, state.num_players, seed=state.seed))
        return self.state

    # ---- records -------------------------------------------------------------------------------------------------
    def save(self, path: str | Path) -> Path:
        """Save the position shown as a game record (written atomically by the engine); a place that cannot be
        written (no such folder, a folder's name, no permission) raises :class:`~furnace_lab.errors.RecordError`
        saying so in words, and nothing is written."""
        target = save_record(self.state.record(), path)
        self.messages.say(lambda lang: t("saved", lang, path=target), self.language, "ok")
        return target

    def load(self, path: str | Path) -> Any:
        """Load a record file and show its last step; a bad file changes nothing."""
        return self._load(load_record(path))

    def load_text(self, text: str) -> Any:
        """Load a record pasted as JSON text."""
        return self._load(Record.from_json(text))

    def show_record(self) -> str:
        """Put the record of the position shown in the text box (to copy, share or edit)."""
        self.record.value = self.state.record().to_json()
        return str(self.record.value)

    def _load(self, record: Record) -> Any:
        final = replay(record)  # raises RecordError naming the bad action; nothing has changed yet
        line = Timeline(new_game(record.players, record.seed, **record.options), record.actions)
        kinds = self.seats.kinds if len(self.seats.kinds) == final.num_players else None
        self._start(line, Seats.of(kinds, final.num_players, seed=record.seed))
        count = len(record.actions)
        self.messages.say(lambda lang: t("loaded", lang, n=count), self.language, "ok")
        return self.state

    def _start(self, line: Timeline, seats: Seats) -> None:
        self.timeline = line
        self.branches = [line]
        self._auto_labels = {}
        self._focus = None
        self.seats = seats
        state = line.state
        self.names.value = ", ".join(state.players)
        self.seed.value = state.seed
        self.seat_kinds.value = seat_words(seats.kinds, self.language)
        self.interbellum.value = bool(state.options.uses("new_companies"))
        self.messages.clear()
        self.refresh()

    # ---- drawing -------------------------------------------------------------------------------------------------
    def _refresh_panel(self) -> None:
        if not self.branches:
            return  # still being built
        lang = self.language
        state = self.state
        line = self.timeline
        for key, widget in self.labels.items():
            widget.value = f"<b>{escape(t(key, lang))}</b>"
        if self.seat_kinds.value in (seat_words(self.seats.kinds, other) for other in ("en", "pt")):
            self.seat_kinds.value = seat_words(self.seats.kinds, lang)  # not edited since: said in the language shown
        self._syncing = True
        try:
            self.step.max = line.length
            self.step.value = line.index
            branches = [(self.branch_label(k, lang), k) for k in range(len(self.branches))]
            if list(self.branch.options) != branches:
                self.branch.options = branches
            self.branch.value = self.branches.index(line)
            views = [(t("table_view", lang), -1)] + [(t("view_of", lang, name=name), p)
                                                     for p, name in enumerate(state.players)]
            if list(self.view.options) != views:
                keep = self.view.value
                self.view.options = views
                self.view.value = keep if keep in dict(views).values() else -1
            self._update_events(lang)
        finally:
            self._syncing = False
        legal = [str(a) for a in state.legal_actions()]
        if list(self.action.options) != legal:
            self.action.options = legal
            self.action.value = legal[0] if legal else None
        self.act_button.disabled = not legal
        self._explain_action()
        self._draw_board()
        self.share.value = self._share_html()

    def _draw_board(self) -> None:
        lang = self.language
        state = self.state
        viewer = self.view.value if self.view.value is not None else -1
        parts = []
        if state.phase in ("auction", "resolution"):
            parts.append(row_html(state, self.catalog, lang))
        parts.append(holdings_html(state, lang, highlight=viewer if viewer >= 0 else state.current_player))
        if viewer >= 0:
            parts.append(tableau_html(state, self.catalog, viewer, lang))
            parts.append(f'<p style="color:#718096">{escape(t("deck_next", lang))}: '
                         f'{escape(t("deck_hidden", lang))}</p>')
        else:
            deck = ", ".join(item_name(state.spec, c, lang) for c in state.deck[:DECK_SHOWN]) or "-"
            parts.append(f'<p class="fl-deck"><b>{escape(t("deck_next", lang))}</b>: {escape(deck)}</p>')
        self.board.value = "".join(parts)

    def _update_events(self, lang: str) -> None:
        end = self.timeline.state_at(self.timeline.length)
        if self._events_for is None or self._events_for[0] is not end or self._events_for[1] != lang:
            self.events.options = [(f"{k + 1}. {event.explain(lang)}"[:EVENT_LABEL_WIDTH], k)
                                   for k, event in enumerate(end.log)]
            self._events_for = (end, lang)
            self._lengths = []
        state = self.state
        log = state.log
        current = len(log) - 1
        if self._focus is not None and 0 <= self._focus <= current:
            current = self._focus
        self.events.value = current if current >= 0 else None
        self._show_why(log[current] if log else None, lang)
        start = max((k for k, e in enumerate(log) if e.kind == "row"), default=0)
        self.round_log.value = events_html(log[start:], lang, start=start, current=current)

    def _show_why(self, event: Any, lang: str) -> None:
        if event is None:
            self.why.value = ""
            return
        self.why.value = f'<ul class="fl-why-event">{events_html([event], lang)}</ul>'

    def _explain_action(self) -> None:
        action = self.action.value
        if action is None:
            self.action_explanation.value = ""
            return
        lang = self.language
        self.action_explanation.value = explanation_html(self.state.explain(action, lang), lang)

    def _share_html(self) -> str:
        from furnace_lab.widgets.share import query_for

        try:
            query = query_for(self.timeline, self.seats, lang=self.language)
        except FurnaceLabError:  # a hand-built position has no record to share
            return ""
        return (f'<p style="font-family:sans-serif;font-size:12px">{escape(t("share", self.language))}: '
                f'<code class="fl-share">?{escape(query)}</code></p>')

    def _log_lengths(self) -> list[int]:
        if not self._lengths:
            line = self.timeline
            self._lengths = [log_length(line.state_at(i)) for i in range(line.length + 1)]
        return self._lengths

    # ---- control callbacks -------------------------------------------------------------------------------------
    def _on_step(self, change: Any) -> None:
        if not self._syncing and change["new"] != self.timeline.index:
            self.jump(int(change["new"]))

    def _on_event(self, change: Any) -> None:
        if not self._syncing and change["new"] is not None:
            self.jump_to_event(int(change["new"]))

    def _on_branch(self, change: Any) -> None:
        if not self._syncing and change["new"] is not None and self.branches[change["new"]] is not self.timeline:
            self.switch(int(change["new"]))

    def _after_move(self) -> None:
        self._lengths = []
        self._focus = None
