"""The auction stepper: place Capital discs on the row of Companies, watch the bots and the die, then the resolution.

What the learner sees and does, all of it decided by the engine:

* the auction row (``players + 4`` Companies, furnace.auction.row-size) with every disc placed on it, each
  player's holdings and the discs still in hand;
* a choice of card and disc. The choice is explained *before* it is made: ``state.explain(bid)`` says whether it
  is legal and cites the rule — never a second disc of yours on a card (furnace.auction.same-player), never a
  value already on it (furnace.auction.same-value). "Place disc" sends it to the engine; a refusal is shown in
  place with its reason and rule, and changes nothing;
* bot turns and, with two players, the dummy bidder's die roll (furnace.two-player.dummy) are played one at a
  time with "Bot / die plays"; the last roll and where the dummy put its disc are shown;
* when nobody can place a disc the engine resolves the row left to right (furnace.auction.resolve-left-to-right).
  The stepper shows it one card at a time ("Resolve next card"), each compensation explained
  (:mod:`~furnace_lab.widgets.resolution`). Nothing is given away before its card is shown: the status says how
  many cards are shown, and the holdings and the log hold back the compensation and the cards won of the cards
  still hidden (:class:`~furnace_lab.widgets.resolution.RevealedState`); where a player must choose how often to
  run a processing compensation (furnace.compensation.processing) the choice appears with its own explanation;
* "Step back" undoes one action at a time.

The disc chooser offers only the discs still in hand. Each card of the row is its own widget, so a click redraws
only the cards it changed; the row wraps on a narrow screen, and a legend names the game's pieces
(:mod:`~furnace_lab.cards.pieces`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import ipywidgets as widgets

from furnace_lab.cards.pieces import die_svg
from furnace_lab.engine import Bid, new_game
from furnace_lab.engine.core.actions import VarBid
from furnace_lab.engine.core.naming import name as item_name
from furnace_lab.widgets.choices import sentence_options, set_choices
from furnace_lab.widgets.common import HtmlCells, escape
from furnace_lab.widgets.labels import default_players, phase_name, t
from furnace_lab.widgets.resolution import CardResolution, RevealedState, resolution_of
from furnace_lab.widgets.stepper import GameStepper, new_events
from furnace_lab.widgets.views import explanation_html, holdings_html, row_cells, row_heading, rule_tag, status_html

DEFAULT_PLAYERS = default_players("en")
VARIABLE = -1
"""The disc control's value for Interbellum's variable Capital disc."""


def last_roll(state: Any) -> tuple[int, Any] | None:
    """This round's latest die roll and the dummy bidder's (or Agent's) placement it led to (None if no roll yet)."""
    log = state.log
    dummy = state.spec.dummy
    for index in range(len(log) - 1, -1, -1):
        event = log[index]
        if event.kind == "row":
            return None
        if event.kind == "roll":
            follow = log[index + 1] if index + 1 < len(log) and 0 <= dummy <= log[index + 1].player else None
            return int(event.raw[3]), follow
    return None


class AuctionStepper(GameStepper):
    """Step through a round's auction and its resolution (see the module docstring).

    ``AuctionStepper()`` deals a three-player game (you against two greedy bots); pass ``players`` (a count or
    names), ``seed`` and engine options, or a ready ``state``. ``seats`` says who is human (default: seat 0).
    """

    LABELS: ClassVar[Mapping[str, str]] = {
        "place_button": "place", "next_card_button": "next_card", "show_all_button": "all_cards",
        "choice_button": "apply", "next_round_button": "next_round", "choice": "choice"}

    def __init__(self, state: Any = None, *, players: Any = None, seed: int = 1, seats: Any = None,
                 lang: str = "en", catalog: Any = None, **options: Any) -> None:
        if players is None:  # you against two bots, "you" in the widget's language
            players = default_players(lang)
        if state is None:
            # the learner at the screen (seat 0 unless seats say otherwise) starts, unless told otherwise
            options.setdefault("first_player", 0)
            state = new_game(players, seed, **options)
        elif options:
            raise TypeError("give either a state or the options of a new game, not both")
        self.revealed = 0
        self._resolution: list[CardResolution] = []
        self._controls_for: Any = None
        super().__init__(state, seats=seats, lang=lang, catalog=catalog)
        self.add_class("furnace-lab-auction")

    # ---- the panel ---------------------------------------------------------------------------------------------
    def _panel(self) -> list[widgets.Widget]:
        self.row = HtmlCells("fl-row-view")  # one widget per card: a click redraws only the cards it changed
        self.holdings = widgets.HTML()
        self.card = widgets.ToggleButtons(options=[("1", 1)], description="", style={"button_width": "auto"})
        # "auto": the variable disc's caption ("variável") is never cut to "v…"
        self.disc = widgets.ToggleButtons(options=[("1", 1)], description="", style={"button_width": "auto"})
        # a number box, not a slider: ipywidgets' slider handle has no accessible name (axe: aria-input-field-name)
        self.variable = widgets.BoundedIntText(min=0, max=0, value=0, style={"description_width": "initial"},
                                               layout=widgets.Layout(width="10em"))
        self.variable_label = widgets.HTML()
        self.variable_box = widgets.HBox([self.variable_label, self.variable])
        self.card_label = widgets.HTML()
        self.disc_label = widgets.HTML()
        self.place_button = widgets.Button(button_style="primary")
        self.explanation = widgets.HTML()
        self.die = widgets.HTML()
        self.resolution_heading = widgets.HTML()
        self.resolution = widgets.HTML()
        self.next_card_button = widgets.Button()
        self.show_all_button = widgets.Button()
        self.choice = widgets.Dropdown(options=[], description="")
        self.choice_button = widgets.Button(button_style="primary")
        self.choice_explanation = widgets.HTML()
        self.next_round_button = widgets.Button()
        for button in (self.place_button, self.next_card_button, self.show_all_button, self.choice_button,
                       self.next_round_button):
            button.layout.width = "auto"  # the whole caption ("Resolve next card ▶"), never cut
        self.card.style.button_width = "auto"
        self.card.layout.flex_flow = "row wrap"
        self.disc.layout.flex_flow = "row wrap"
        self.choice.layout.width = "auto"
        self.choice.layout.max_width = "100%"
        for widget, name in ((self.card, "fl-card-choice"), (self.disc, "fl-disc-choice"),
                             (self.place_button, "fl-place"), (self.explanation, "fl-bid-explanation"),
                             (self.next_card_button, "fl-next-card"), (self.resolution, "fl-resolution-box")):
            widget.add_class(name)
        self.card.observe(self.guard(lambda _: self._explain_bid()), names="value")
        self.disc.observe(self.guard(lambda _: self._on_disc()), names="value")
        self.variable.observe(self.guard(lambda _: self._explain_bid()), names="value")
        self.place_button.on_click(self.guard.click(lambda _: self.place()))
        self.next_card_button.on_click(self.guard.click(lambda _: self.reveal_next()))
        self.show_all_button.on_click(self.guard(lambda _: self.reveal_all()))
        self.choice.observe(self.guard(lambda _: self._explain_choice()), names="value")
        self.choice_button.on_click(self.guard.click(lambda _: self.choose()))
        self.next_round_button.on_click(self.guard.click(lambda _: self.next_round()))

        self.bid_box = widgets.VBox([
            widgets.HBox([self.card_label, self.card], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.disc_label, self.disc, self.place_button], layout=widgets.Layout(flex_flow="row wrap")),
            self.variable_box,
            self.explanation,
        ])
        self.choice_box = widgets.VBox([widgets.HBox([self.choice, self.choice_button],
                                                     layout=widgets.Layout(flex_flow="row wrap")),
                                        self.choice_explanation])
        self.resolution_box = widgets.VBox([
            self.resolution_heading, self.resolution,
            widgets.HBox([self.next_card_button, self.show_all_button], layout=widgets.Layout(flex_flow="row wrap")),
        ])
        return [self.row, self.die, self.bid_box, self.resolution_box, self.choice_box, self.next_round_button,
                self.holdings]

    # ---- the learner's actions --------------------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """The seat whose discs the controls show: the human to act, else the first human seat."""
        state = self.state
        if self.seats.human_to_act(state):
            return int(state.current_player)
        humans = [seat for seat, kind in enumerate(self.seats.kinds) if kind == "human"]
        return humans[0] if humans else None

    @property
    def uses_variable_disc(self) -> bool:
        """Does this game use Interbellum's variable Capital discs?"""
        return bool(self.state.options.uses("variable_discs"))

    @property
    def chosen_bid(self) -> Bid | VarBid:
        """The placement the controls show: a disc (or the variable disc at its value) on a card position."""
        if self.disc.value == VARIABLE:
            return VarBid(int(self.variable.value), int(self.card.value))
        return Bid(int(self.disc.value), int(self.card.value))

    def place(self) -> Any:
        """Place the chosen disc on the chosen card (refused with its rule when illegal)."""
        return self.play_as_human(self.chosen_bid)

    def choose(self) -> Any:
        """Make the resolution choice shown (how often to run a compensation, where to put a card won)."""
        if self.choice.value is None:
            self.messages.say(lambda lang: t("waiting_machine", lang), self.language)
            return self.state
        return self.play_as_human(self.choice.value)

    def reveal_next(self) -> None:
        """Show the next card of the resolution."""
        self.revealed = min(self.revealed + 1, len(self._resolution))
        self.refresh()

    def reveal_all(self) -> None:
        self.revealed = len(self._resolution)
        self.refresh()

    # ---- no spoilers: the status, holdings and log follow the cards revealed ---------------------------------
    @property
    def hidden_from(self) -> int | None:
        """The log index of the first event of the first card not yet revealed (None: nothing is held back)."""
        if self.state.phase == "auction" or self.revealed >= len(self._resolution):
            return None
        return self._resolution[self.revealed].first

    def shown_state(self) -> Any:
        """The state as the class has seen it: the real one, or (while cards are hidden) a
        :class:`~furnace_lab.widgets.resolution.RevealedState` without the hidden cards' effects."""
        cut = self.hidden_from
        if cut is None or cut < 0:
            return self.state
        return RevealedState(self.state, self.state.log[cut:])

    def _shown_events(self) -> list[Any]:
        before = self.timeline.previous_state
        events = new_events(before, self.state)
        cut = self.hidden_from
        if cut is None or cut < 0:
            return events
        start = 0 if before is None else len(before.log)
        return events[:max(0, cut - start)]

    def _status_html(self, lang: str) -> str:
        line = self.timeline
        if self.state.phase != "auction" and not self._resolution:
            self._resolution = resolution_of(self.state)
        revealing = None if self.hidden_from is None else (self.revealed, len(self._resolution))
        return status_html(self.state, lang, line.index, line.length, revealing=revealing, you=self.learner_seat)

    def next_round(self) -> Any:
        """Let bots play the production phase for everyone, up to the next auction (or the end of the game)."""
        from furnace_lab.engine import GreedyBot

        bot = GreedyBot()
        state = self.state
        if state.phase != "production":
            phase = state.phase
            self.messages.say(lambda lang: t("not_production", lang, phase=phase_name(phase, lang)), self.language)
            return state
        actions = []
        while state.phase == "production":
            action = bot.act(state)
            actions.append(action)
            state = state.apply(action)
        self.timeline.extend(actions)
        self.messages.clear()
        self._after_move()
        self.refresh()
        return self.state

    # ---- keeping the view current --------------------------------------------------------------------------
    def _after_move(self) -> None:
        # cards already shown stay shown; new ones wait for "Resolve next card"
        self._resolution = resolution_of(self.state) if self.state.phase != "auction" else []
        self.revealed = min(self.revealed, len(self._resolution))

    def _keep_going(self, start: Any, state: Any) -> bool:
        # "play until a human decides" stops when the auction is over, so the resolution can be stepped through
        return not (start.phase == "auction" and state.phase != "auction")

    def _refresh_panel(self) -> None:
        lang = self.language
        state = self.state
        if not self._resolution and state.phase != "auction":
            self._resolution = resolution_of(state)
        in_auction = state.phase == "auction"
        human = self.seats.human_to_act(state)
        self.card_label.value = f"<b>{t('card', lang)}</b>"
        self.disc_label.value = f"<b>{t('disc', lang)}</b>"
        resolving_at = None
        if not in_auction and self.revealed < len(self._resolution):
            resolving_at = self._resolution[self.revealed].position
        self._draw_row(lang, selected=self.card.value if in_auction else resolving_at,
                       resolved=resolving_at if not in_auction else None)
        self.holdings.value = self._holdings_html(lang)
        self.die.value = self._die_html(lang)
        # a decision that is not a bid: a resolution choice, or (five players) a Start-up or Capitalist to choose
        other = human and not any(isinstance(a, (Bid, VarBid)) for a in state.legal_actions())
        self.bid_box.layout.display = "" if in_auction and not other else "none"
        self.resolution_box.layout.display = "none" if in_auction else ""
        self.next_round_button.layout.display = "none"
        if in_auction and not other:
            self._update_bid_controls(human)
            self._explain_bid()
        elif not in_auction:
            self._update_resolution(lang)
        hidden = self.revealed < len(self._resolution)
        self._update_choice(lang, show=other and (in_auction or (state.phase == "resolution" and not hidden)))

    def _draw_row(self, lang: str, *, selected: int | None, resolved: int | None = None) -> None:
        cells = row_cells(self.state, self.catalog, lang, selected=selected, resolved=resolved)
        self.row.show(row_heading(lang) if cells else "", cells)

    def _holdings_html(self, lang: str) -> str:
        shown = self.shown_state()
        if isinstance(shown, RevealedState):
            if not shown.exact:
                return f'<p class="fl-holdings-wait" style="color:#4a5568">{escape(t("holdings_wait", lang))}</p>'
            return holdings_html(shown, lang)
        return holdings_html(self.state, lang, highlight=self.state.current_player)

    def _die_html(self, lang: str) -> str:
        if self.state.spec.dummy < 0:
            return ""
        roll = last_roll(self.state)
        if roll is None:  # words only: an empty die face looked like a box to tick
            return f'<div class="fl-die" style="font-family:sans-serif;color:#4a5568">{t("no_roll", lang)}</div>'
        face, placed = roll
        after = f" → {escape(placed.explain(lang))}" if placed is not None else ""
        return (f'<div class="fl-die" style="font-family:sans-serif">{t("last_roll", lang)}: '
                f'{die_svg(face)} <b style="font-size:1.4em">{face}</b>{after}</div>')

    def _update_bid_controls(self, human: bool) -> None:
        state = self.state
        positions = [(f"{k} · {item_name(state.spec, card, self.language)}", k)  # the card's title, not its id
                     for k, card in enumerate(state.row, start=1)]
        if list(self.card.options) != positions:
            keep = self.card.value
            self.card.options = positions
            if keep in dict(positions).values():
                self.card.value = keep
        seat = state.current_player if human else self.viewer
        if seat is not None:
            # only the discs still in hand: a disc placed this round is not offered again
            values = sorted(set(state.discs(seat)))
            options = [(str(v), v) for v in values]
            if self.uses_variable_disc:
                options.append((t("variable", self.language), VARIABLE))
            if list(self.disc.options) != options:
                self.disc.options = options
            if human and self._controls_for is not state:
                self._controls_for = state
                self._offer_a_legal_bid(state)
        self.card.disabled = not human
        self.disc.disabled = not human
        self.place_button.disabled = not human
        self._update_variable_control(human)

    def _offer_a_legal_bid(self, state: Any) -> None:
        """On a new turn, move the controls off a placement the rules refuse (a disc already placed this round, a
        value already on the card) to the first legal one, so "Place disc" starts from a choice that can be made."""
        legal = state.legal_actions()
        if self.disc.value is not None and self.card.value is not None and self.chosen_bid in legal:
            return
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids:
            self.card.value = bids[0].position
            self.disc.value = bids[0].disc
            return
        variable = [a for a in legal if isinstance(a, VarBid)]
        if variable and self.uses_variable_disc:
            self.card.value = variable[0].position
            self.disc.value = VARIABLE
            self._update_variable_control(True)
            self.variable.value = variable[0].disc

    def _update_variable_control(self, human: bool) -> None:
        """The variable disc's value: what the legal ``vbid`` placements allow (interbellum.variable-disc.bid)."""
        chosen = self.disc.value == VARIABLE
        self.variable_box.layout.display = "" if chosen else "none"
        if not chosen:
            return
        values = sorted({a.disc for a in self.state.legal_actions() if isinstance(a, VarBid)}) if human else []
        low, high = (values[0], values[-1]) if values else (0, 0)
        if (self.variable.min, self.variable.max) != (low, high):
            self.variable.max = max(high, self.variable.min)
            self.variable.min = low
            self.variable.max = high
        self.variable.disabled = not values
        self.variable_label.value = f"<b>{escape(t('variable_value', self.language))}</b>"
        self.variable.description = t("variable_short", self.language)

    def _on_disc(self) -> None:
        self._update_variable_control(self.seats.human_to_act(self.state))
        self._explain_bid()

    def _explain_bid(self) -> None:
        state = self.state
        if state.phase != "auction":
            return
        lang = self.language
        if not self.seats.human_to_act(state):
            self.explanation.value = (f'<div class="fl-explanation" style="font-family:sans-serif;color:#4a5568">'
                                      f'{escape(t("waiting_machine", lang))}</div>')
            return
        if self.card.value is None or self.disc.value is None:
            return
        self.explanation.value = explanation_html(state.explain(self.chosen_bid, lang), lang)
        self._draw_row(lang, selected=self.card.value)

    def _update_resolution(self, lang: str) -> None:
        state = self.state
        shown = self._resolution[: self.revealed]
        items = []
        for card in shown:
            lines = "".join(f"<li>{escape(text)} {' '.join(rule_tag(r, lang) for r in rules)}</li>"
                            for text, rules in card.lines(lang))
            items.append(f'<li class="fl-resolved-card"><b>{t("card", lang)} {card.position} · '
                         f'{escape(card.name(lang))}</b><ul>{lines}</ul></li>')
        self.resolution_heading.value = f"<b>{escape(t('resolution', lang))}</b> ({len(shown)}/{len(self._resolution)})"
        self.resolution.value = f'<ol class="fl-resolution" style="font-family:sans-serif">{"".join(items)}</ol>'
        hidden = self.revealed < len(self._resolution)
        self.next_card_button.disabled = not hidden
        self.show_all_button.disabled = not hidden
        self.next_round_button.layout.display = "" if state.phase == "production" and not hidden else "none"
        if state.phase == "production" and not hidden:
            self.messages.say(lambda new: t("auction_over", new), lang, "ok")

    def _update_choice(self, lang: str, show: bool) -> None:
        """The learner's decision that is not a bid (how often to run a compensation, where to put a card won, a
        Start-up or Capitalist to choose), shown once the cards resolved before it have been shown."""
        self.choice_box.layout.display = "" if show else "none"
        if not show:
            return
        options = sentence_options(self.state, self.state.legal_actions(), lang)
        set_choices(self.choice, options, last=True)
        self.choice.disabled = self.choice_button.disabled = not options
        self._explain_choice()

    def _explain_choice(self) -> None:
        state = self.state
        lang = self.language
        if self.choice_box.layout.display == "none":
            return
        if self.choice.value is None or not self.seats.human_to_act(state):
            self.choice_explanation.value = (f'<div style="font-family:sans-serif;color:#4a5568">'
                                             f'{escape(t("waiting_machine", lang))}</div>')
            return
        self.choice_explanation.value = explanation_html(state.explain(self.choice.value, lang), lang)
