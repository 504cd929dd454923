"""The game explorer: a whole game with time travel, what-if forks, records, and each player's view.

A game is a line of engine states (a :class:`~furnace_lab.widgets.timeline.Timeline`); step ``k`` is the state after
``k`` actions. The explorer opens at the start of the game (step 0), or at the step it is given, and shows one step:

* one step numbering everywhere: the status bar's "step k/n", the **Step** box (0 to n) and the **Log**, a
  scrolling list with one line per step (:mod:`~furnace_lab.widgets.explorer_log`). Clicking a line of the log shows
  the table at that moment, and that step's events in full underneath, each with a "why" toggle that opens the rules
  the engine applied. The log is written once per line of play; moving along it only moves its highlight. When the
  step shown was a bot's (or the die's) own move, "Why did Bo play that?" under the events opens the bot's reason
  (:mod:`~furnace_lab.widgets.bot_reason`, as in the lesson view), worked out for that step only;
* play on: any legal action for whoever is to act (a human seat, or a what-if for a bot — even the die: "what if the
  dummy's die had shown 6?"), or let bots and the die play; when nobody can act (the game is over) the action chooser is
  not shown. Every die roll is an explicit logged event (furnace_lab.chance.die);
* fork a what-if from any step: a new line sharing the past, kept beside the main line;
* see the seed (the game is fully determined by seed, options and actions: furnace_lab.setup.seeded), and, folded
  under "Share this step", the parameters to add to the classroom app's address to open the step shown (they are
  typed into an address bar, so they keep the notation: an Agent is named there by its id);
* save the position shown as a game record, by name, in the records folder
  (:class:`~furnace_lab.widgets.records_folder.RecordsFolder`: names only, never a path), and load one back; a bad name,
  file or text is reported in words, and nothing changes. ``records_folder=None`` turns the file box off (the Voilà
  classroom app does): the record can still be shown as text, copied and pasted;
* look at the table as a whole (the deck's next cards included) or as one player sees it (the deck face down).

Every control carries its own caption (its ``description``), in the language shown.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, Final

import ipywidgets as widgets

from furnace_lab.engine import Record, new_game, replay
from furnace_lab.engine.core.naming import name as item_name
from furnace_lab.errors import FurnaceLabError, RecordError
from furnace_lab.widgets.bot_reason import BotReason
from furnace_lab.widgets.choices import fit, sentence_options, set_choices
from furnace_lab.widgets.common import MessageArea, escape, safe_callback
from furnace_lab.widgets.explorer_log import LogLines, step_events, step_html, step_of_event
from furnace_lab.widgets.labels import t
from furnace_lab.widgets.records_folder import DEFAULT_FOLDER, RecordsFolder
from furnace_lab.widgets.seats import SEAT_KINDS, Seats
from furnace_lab.widgets.stepper import GameStepper
from furnace_lab.widgets.timeline import Timeline
from furnace_lab.widgets.views import explanation_html, holdings_html, row_html, tableau_html

DEFAULT_NAMES: Final = ("Ana", "Bo", "Cy")
DECK_SHOWN: Final = 8
LOG_ROWS: Final = 8
CAPTIONED: Final = {"description_width": "initial"}
"""Every control's caption at its own width (never cut to the default label width)."""
STYLE: Final = (
    "<style>"
    ".furnace-lab-explorer .fl-log-list select{min-width:0;font-size:13px}"  # the list fits, whatever its longest line
    ".furnace-lab-explorer .fl-log-list{max-width:100%;box-sizing:border-box}"
    ".furnace-lab-explorer .fl-row{white-space:normal!important;overflow-x:visible!important}"  # the row wraps
    ".furnace-lab-explorer .fl-step-events details>ul{padding-left:1.2em}"
    ".furnace-lab-explorer .fl-step-events,.furnace-lab-explorer .fl-intro{line-height:1.45}"
    "</style>")
"""The explorer's own page rules, scoped to it: the log never wider than the page, the auction row wrapping onto a
second line on a narrow screen instead of scrolling sideways."""


def seat_words(kinds: Sequence[str], lang: str) -> str:
    """The seats box's text: each seat's kind in ``lang`` ("human, greedy" / "humano, guloso")."""
    return ", ".join(t(f"seat_{kind}", lang) for kind in kinds)


def read_seat_words(text: str) -> list[str]:
    """The seat kinds typed in the seats box, in English or Portuguese (an unknown word is kept, to be refused by
    :class:`~furnace_lab.widgets.seats.Seats` with its name)."""
    known = {t(f"seat_{kind}", lang).casefold(): kind for kind in SEAT_KINDS for lang in ("en", "pt")}
    words = [word.strip() for word in text.split(",") if word.strip()]
    return [known.get(word.casefold(), word) for word in words]


def card_title(catalog: Any, card_id: str, lang: str) -> str:
    """A card's title in ``lang`` (its id when the catalog does not know it)."""
    try:
        card = catalog.card(card_id)
    except FurnaceLabError:
        return card_id
    title = getattr(card, "title_pt", None) if lang == "pt" else None
    return str(title or getattr(card, "title", card_id))


def wrapping(children: Sequence[widgets.Widget]) -> widgets.HBox:
    """A row of controls that wraps onto the next line on a narrow screen."""
    return widgets.HBox(list(children), layout=widgets.Layout(flex_flow="row wrap", align_items="center"))


class GameExplorer(GameStepper):
    """A whole game with time travel (see the module docstring). Child widgets are attributes."""

    LABELS: ClassVar[Mapping[str, str]] = {
        "new_game_button": "new_game", "act_button": "apply", "fork_button": "fork", "save_button": "save",
        "load_button": "load", "show_record_button": "show_record", "load_text_button": "load_text",
        "names": "players", "seed": "seed", "seat_kinds": "seats", "step": "step_slider", "events": "log_list",
        "action": "play_here", "branch": "branch", "view": "view", "path": "record_name", "record": "record_json"}

    def __init__(self, state: Any = None, *, players: Any = DEFAULT_NAMES, seed: int = 1, seats: Any = None,
                 actions: Any = (), step: int | None = None, lang: str = "en", catalog: Any = None,
                 records_folder: str | os.PathLike[str] | None = DEFAULT_FOLDER, intro: str | None = None,
                 **options: Any) -> None:
        if state is None:
            state = new_game(players, seed, **options)
        elif options:
            raise TypeError("give either a state or the options of a new game, not both")
        self.records = None if records_folder is None else RecordsFolder(records_folder)
        self.intro_key = intro
        """A label key (:mod:`~furnace_lab.widgets.labels`) of a paragraph shown above the explorer, in its language."""
        self.intro = widgets.HTML()
        self.page_style = widgets.HTML(STYLE, layout=widgets.Layout(height="0px", margin="0px"))
        self.why = BotReason()
        """The bot's reason for the step shown, folded under "Why did Bo play that?"."""
        self.branches: list[Timeline] = []
        self._auto_labels: dict[int, tuple[int, int]] = {}
        self._log = LogLines()
        self._syncing = False
        self._focus: int | None = None
        super().__init__(state, seats=seats, lang=lang, catalog=catalog)
        self.branches.append(self.timeline)
        if actions:
            self.timeline.extend(list(actions))
            self.timeline.jump(0 if step is None else step)
        self._arrange()
        self.add_class("furnace-lab-explorer")
        self.refresh()

    @classmethod
    def bot_game(cls, players: Any = DEFAULT_NAMES, seed: int = 1, *, bots: str = "greedy",
                 step: int | None = None, interbellum: bool = False, agent: str | None = None,
                 agents: Sequence[str] = (), **kwargs: Any) -> GameExplorer:
        """A whole game played by ``bots`` in every seat, opened at ``step`` (default: the start), to explore.

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
        self.names = widgets.Text(value=", ".join(self.timeline.state.players), style=CAPTIONED,
                                  layout=lay(width="24em"))
        self.seed = widgets.IntText(value=self.timeline.state.seed, style=CAPTIONED, layout=lay(width="12em"))
        self.seat_kinds = widgets.Text(value=seat_words(self.seats.kinds, self.language), style=CAPTIONED,
                                       layout=lay(width="32em"))
        self.interbellum = widgets.Checkbox(value=bool(self.timeline.state.options.uses("new_companies")),
                                            description="Interbellum", indent=False, layout=lay(width="auto"))
        self.new_game_button = widgets.Button(layout=lay(width="auto"))
        # a number box, not a slider: ipywidgets' slider handle has no accessible name (axe: aria-input-field-name)
        self.step = widgets.BoundedIntText(min=0, max=0, value=0, style=CAPTIONED, layout=lay(width="12em"))
        self.events = widgets.Select(options=[], rows=LOG_ROWS, style=CAPTIONED,
                                     layout=lay(width="calc(100% - 4px)"))
        self.events.add_class("fl-log-list")
        self.log_hint = widgets.HTML()
        self.action = widgets.Dropdown(options=[], style=CAPTIONED, layout=lay(width="auto", max_width="100%"))
        self.act_button = widgets.Button(button_style="primary", layout=lay(width="auto"))
        self.action_explanation = widgets.HTML()
        self.play_row = widgets.VBox([wrapping([self.action, self.act_button]), self.action_explanation])
        self.play_row.add_class("fl-play-row")
        self.branch = widgets.Dropdown(options=[], style=CAPTIONED, layout=lay(width="auto"))
        self.fork_button = widgets.Button(layout=lay(width="auto"))
        self.view = widgets.Dropdown(options=[], style=CAPTIONED, layout=lay(width="auto"))
        self.board = widgets.HTML(layout=lay(max_width="100%", overflow="hidden"))
        self.share = widgets.HTML()
        self.path = widgets.Text(value="furnace_game", style=CAPTIONED, layout=lay(width="24em"))
        self.save_button = widgets.Button(layout=lay(width="auto"))
        self.load_button = widgets.Button(layout=lay(width="auto"))
        self.folder_note = widgets.HTML()
        self.record_messages = MessageArea()
        """What became of the last save or load, said beside the records (in the language shown)."""
        self.record = widgets.Textarea(style=CAPTIONED, layout=lay(width="calc(100% - 4px)", height="8em"))
        self.show_record_button = widgets.Button(layout=lay(width="auto"))
        self.load_text_button = widgets.Button(layout=lay(width="auto"))
        self._wire()
        setup = wrapping([self.names, self.seed, self.seat_kinds, self.interbellum, self.new_game_button])
        files = [wrapping([self.path, self.save_button, self.load_button, self.folder_note])] if self.records else []
        self.more = widgets.Accordion(children=[self.share, setup, widgets.VBox(
            [*files, self.record, wrapping([self.show_record_button, self.load_text_button]),
             self.record_messages])])
        self.more.selected_index = None
        return [self.play_row, self.step, self.events, self.log_hint]

    def _wire(self) -> None:
        guard = self.guard
        self.new_game_button.on_click(guard(lambda _: self.new_game()))
        self.step.observe(guard(self._on_step), names="value")
        self.events.observe(guard(self._on_event), names="value")
        self.action.observe(guard(lambda _: self._explain_action()), names="value")
        self.act_button.on_click(guard.click(lambda _: self.act()))
        self.fork_button.on_click(guard.click(lambda _: self.fork()))
        self.branch.observe(guard(self._on_branch), names="value")
        self.view.observe(guard(lambda _: self._draw_board()), names="value")
        beside = safe_callback(self.record_messages, lambda: self.lang.lang)  # said where the learner looks
        self.save_button.on_click(beside(lambda _: self.save(self.path.value)))
        self.load_button.on_click(beside(lambda _: self.load(self.path.value)))
        self.show_record_button.on_click(beside(lambda _: self.show_record()))
        self.load_text_button.on_click(beside(lambda _: self.load_text(self.record.value)))

    def _arrange(self) -> None:
        """The explorer's order on screen: where it is and how to move, the log and the step's events, the table
        at that moment, what can be played there, the lines and views, and, folded, the step to share (its address
        carries the game's notation, an Agent's id included), a new game and the records."""
        status, steps, messages, *_ = self.children
        steps.layout.flex_flow = "row wrap"
        for button in (self.back_button, self.forward_button, self.machine_button, self.until_human_button):
            button.layout.width = "auto"
        lines = wrapping([self.branch, self.fork_button, self.view])
        self.set_trait("children", (self.page_style, self.intro, status, steps, messages, self.step, self.events,
                                    self.log_hint, self.log_heading, self.event_log, self.why, self.board,
                                    self.play_row, lines, self.more))

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
        self._log.update(self.timeline, self.language)
        return self.jump(step_of_event(self._log.bounds, index), event=index)

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
    def _folder(self) -> RecordsFolder:
        if self.records is None:
            raise RecordError("saving and loading files is turned off here; use Show record and Load from text",
                              pt="salvar e carregar arquivos está desligado aqui; use Mostrar registro e Carregar "
                                 "do texto")
        return self.records

    def save(self, name: str) -> Path:
        """Save the position shown as the record ``name`` in the records folder (written atomically by the engine).
        A name that is not a plain name (a path, ``..``, a separator...) or a place that cannot be written raises
        :class:`~furnace_lab.errors.RecordError` saying so in words, and nothing is written."""
        folder = self._folder()
        target = folder.save(self.state.record(), name)
        shown = folder.shown(name)
        self.record_messages.say(lambda lang: t("saved", lang, path=shown), self.language, "ok")
        return target

    def load(self, name: str) -> Any:
        """Load the record ``name`` from the records folder and show its last step; a bad name or file changes
        nothing."""
        return self._load(self._folder().load(name))

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
        for area in (self.messages, self.record_messages):  # beside the records, and at the top with the game
            area.say(lambda lang: t("loaded", lang, n=count), self.language, "ok")
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
    def refresh(self) -> None:
        """Redraw what the step shown changes (the step's events are sent to the page once, not twice; the status
        last, so a page that shows the new step number already shows that step's events)."""
        with self.status.hold_sync(), self.event_log.hold_sync(), self.log_heading.hold_sync(), self.why.hold_sync():
            super().refresh()

    def _refresh_panel(self) -> None:
        if not self.branches:
            return  # still being built
        lang = self.language
        if self.seat_kinds.value in (seat_words(self.seats.kinds, other) for other in ("en", "pt")):
            self.seat_kinds.value = seat_words(self.seats.kinds, lang)  # not edited since: said in the language shown
        self._syncing = True
        try:
            self._sync_travel(lang)
        finally:
            self._syncing = False
        self._show_step(lang)
        self._update_play(lang)
        machines = any(kind != "human" for kind in self.seats.kinds) or self.state.spec.dummy >= 0
        for button in (self.machine_button, self.until_human_button):  # no bot buttons where no bot or die plays
            button.layout.display = None if machines else "none"
        self._draw_board()
        self.share.value = self._share_html()
        titles = (t("share_title", lang), t("new_game", lang), t("record_title", lang))
        if tuple(self.more.titles) != titles:
            self.more.titles = titles
        if self.intro_key is not None:
            words = escape(t(self.intro_key, lang))
            self.intro.value = f'<p class="fl-intro" style="font-family:sans-serif;max-width:60em">{words}</p>'
        self.record_messages.relabel(lang)
        self.log_hint.value = f'<span style="font-size:12px;color:#4a5568">{escape(t("log_hint", lang))}</span>'
        if self.records is not None:
            self.folder_note.value = (f'<span style="font-size:12px;color:#4a5568">'
                                      f'{escape(t("records_in", lang, folder=self.records.folder.name))}</span>')

    def _sync_travel(self, lang: str) -> None:
        """The Step box, the log, the lines and the views, set to what is shown without acting on it."""
        line = self.timeline
        if self._log.update(line, lang):
            self.events.options = self._log.options()
        self.step.max = line.length
        self.step.value = line.index
        self.events.value = line.index
        branches = [(self.branch_label(k, lang), k) for k in range(len(self.branches))]
        if list(self.branch.options) != branches:
            self.branch.options = branches
        self.branch.value = self.branches.index(line)
        views = [(t("table_view", lang), -1)] + [(t("view_of", lang, name=name), p)
                                                 for p, name in enumerate(self.state.players)]
        if list(self.view.options) != views:
            keep = self.view.value
            self.view.options = views
            self.view.value = keep if keep in dict(views).values() else -1
        fit(self.branch)  # each drop-down as wide as its longest option, within the page
        fit(self.view)

    def _show_step(self, lang: str) -> None:
        """The step shown's events in full, each with its "why" toggle, under the log; then, folded, the bot's
        reason for it (worked out for this step only, and only when the step or the language changed)."""
        index = self.timeline.index
        bounds = self._log.bounds
        events = step_events(self.state.log, bounds, index)
        first = bounds[index - 1] if index else 0
        current = None if self._focus is None else self._focus - first
        self.log_heading.value = f"<b>{escape(t('step_heading', lang, step=index))}</b>"
        self.event_log.value = step_html(events, lang, current=current)
        self.why.show(self.timeline, self.seats, lang)

    def _update_play(self, lang: str) -> None:
        """The action chooser and "Do it": shown only when someone can act."""
        legal = sentence_options(self.state, self.state.legal_actions(), lang)
        set_choices(self.action, legal)
        fit(self.action)
        self.act_button.disabled = not legal
        self.play_row.layout.display = None if legal else "none"
        self._explain_action()

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
            parts.append(f'<p style="color:#4a5568">{escape(t("deck_next", lang))}: '
                         f'{escape(t("deck_hidden", lang))}</p>')
        else:
            deck = "; ".join(item_name(state.spec, c, lang) for c in state.deck[:DECK_SHOWN]) or "-"
            parts.append(f'<p class="fl-deck"><b>{escape(t("deck_next", lang))}</b>: {escape(deck)}</p>')
        self.board.value = "".join(parts)

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
        return (f'<p style="font-family:sans-serif;font-size:12px;overflow-wrap:anywhere">'
                f'{escape(t("share", self.language))}: <code class="fl-share">?{escape(query)}</code></p>')

    # ---- control callbacks -------------------------------------------------------------------------------------
    def _on_step(self, change: Any) -> None:
        if not self._syncing and change["new"] != self.timeline.index:
            self.jump(int(change["new"]))

    def _on_event(self, change: Any) -> None:
        if not self._syncing and change["new"] is not None and change["new"] != self.timeline.index:
            self.jump(int(change["new"]))

    def _on_branch(self, change: Any) -> None:
        if not self._syncing and change["new"] is not None and self.branches[change["new"]] is not self.timeline:
            self.switch(int(change["new"]))

    def _after_move(self) -> None:
        self._focus = None
