"""An ipywidgets explorer for Brass: Birmingham's network rules.

Pick a preset position (or paste one as JSON, or build one up by applying requests), pick a player and a
request in plain words — "build an iron works at Dudley, 1 coal", "rail link Birmingham–Walsall",
"sell cotton at Stoke, 1 beer", or in Portuguese "construir Siderúrgica em Dudley, 1 carvão" (the words the
Portuguese interface writes requests with) — and press *Explain*: the widget shows every step of the rules'
reasoning with its rule ID, the sources chosen (and any choice left to the player), and the board drawn in its
geography with the sources, routes and distances highlighted. *Apply* makes the outcome the new position; *Back*
and *Forward* step through the positions built so far (a :class:`~furnace_lab.widgets.timeline.Timeline`); these
three ignore the second click of a double click (:meth:`~furnace_lab.widgets.common.Guard.click`), the others
only repeat their result when clicked twice.

An example picked from the list goes into the request box in the interface language, with every detail of the
example (slot, level, card, sources …; :func:`example_label`), and the list shows the same words. Switching the
language relabels the list and rewrites an example left unedited in the box into the new language; a request the
learner typed or edited stays as written (both languages are read).

Refusals and bad input appear as readable text in the widget's message area (shared
:mod:`~furnace_lab.widgets.common` pieces), never as a traceback; a refusal also lists the reasoning that led to
it. Every child widget is an attribute (``explorer.request``, ``explorer.explain_button``,
``explorer.explanation`` …) so tests can drive it headless with ``button.click()`` and trait assignments.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

import ipywidgets as widgets

from furnace_lab.brass import Answer, Outcome, Position, Readings, draw_board, parse_request, preset, preset_names
from furnace_lab.brass import resolve as resolve_request
from furnace_lab.brass.actions import Request
from furnace_lab.brass.data import brass_map
from furnace_lab.brass.draw import BACKENDS
from furnace_lab.brass.explain import Step
from furnace_lab.brass.phrases import write_request
from furnace_lab.brass.problems import Said
from furnace_lab.brass.readings import DEFAULT_READINGS, RAIL_COAL_FROM
from furnace_lab.brass.storage import parse_position, position_to_json
from furnace_lab.brass.terms import ERA_NAME, RESOURCE_NAME, in_lang, player_name
from furnace_lab.errors import FurnaceLabError, IllegalAction
from furnace_lab.rules import rule
from furnace_lab.widgets.common import LanguageSwitch, MessageArea, escape, safe_callback
from furnace_lab.widgets.timeline import Timeline

EXAMPLES: Final = {
    "canal-midgame": ("build an iron works at Dudley, 1 coal", "sell cotton at Kidderminster, 1 beer",
                      "build a cotton mill at Worcester, 1 coal", "yellow: link Walsall–Cannock"),
    "coal-tie": ("build an iron works at Birmingham, 1 coal",
                 "build an iron works at Birmingham, 1 coal, coal from Dudley",
                 "build an iron works at Birmingham, 5 coal", "build an iron works at Birmingham, 7 coal"),
    "rail-3p": ("rail link Birmingham–Walsall", "sell cotton at Stoke, 1 beer",
                "double rail Birmingham–Walsall and Walsall–Tamworth",
                "sell cotton at Stoke, 1 beer, beer from Burton"),
    "redditch-canal": ("build an iron works at Birmingham, 1 coal", "link Redditch–Gloucester"),
    "empty-markets": ("build a manufacturer at Birmingham slot 4, 1 coal, 1 iron, level 3",
                      "build an iron works at Birmingham, 1 coal, level 3"),
    "setup-2p": ("link Birmingham–Walsall", "build a coal mine at Cannock", "end of canal era"),
}
"""Suggested requests per preset (any request may be typed)."""

TEXT: Final = {
    "explain": ("Explain", "Explicar"),
    "apply": ("Apply to board", "Aplicar ao tabuleiro"),
    "back": ("Back", "Voltar"),
    "forward": ("Forward", "Avançar"),
    "reset": ("Reset", "Recomeçar"),
    "load": ("Load JSON", "Carregar JSON"),
    "export": ("Show JSON", "Mostrar JSON"),
    "refused": ("Refused", "Recusado"),
    "allowed": ("Allowed", "Permitido"),
    "sources": ("Sources chosen", "Fontes escolhidas"),
    "choice": ("Choice open to the player", "Escolha do jogador"),
    "money": ("Money to/from markets and link price", "Dinheiro de/para mercados e preço da Conexão"),
    "why": ("Why", "Por quê"),
    "unchanged": ("The position is unchanged.", "A posição não mudou."),
    "applied": ("Applied: ", "Aplicado: "),
    "loaded": ("Loaded: ", "Carregado: "),
    "position": ("Position", "Posição"),
    "preset": ("Preset", "Posição pronta"),
    "player": ("Player", "Jogador"),
    "example": ("Example", "Exemplo"),
    "request": ("Request", "Pedido"),
    "pass_through": ("routes pass through merchants", "rotas passam por Mercadores"),
    "rail_coal_from": ("rail coal from", "carvão da ferrovia contado de"),
    "data": ("Position data (JSON)", "Dados da posição (JSON)"),
    "placeholder": ("position as JSON", "posição em JSON"),
    "slot": ("slot", "espaço"),
    "status": ("{era}, players {players}; coal market {coal}, iron market {iron}; step {step} of {steps}.",
               "{era}, jogadores {players}; mercado de carvão {coal}, mercado de ferro {iron}; passo {step} de "
               "{steps}."),
}


RAIL_COAL_LABEL: Final = {"either-end": ("either-end", "qualquer ponta (a mais próxima)"),
                           "first-end": ("first-end", "só a primeira ponta")}
"""The readings of :data:`~furnace_lab.brass.readings.RAIL_COAL_FROM` as the dropdown shows them."""

PASTED: Final = Said("pasted JSON", "JSON colado")
"""The 'file' a pasted position comes from, named in both languages in its errors."""


CAPTION: Final = {"description_width": "initial"}
"""A control's caption at its own width: never cut ("rail coal from", "carvão da ferrovia contado de")."""


def _fits() -> widgets.Layout:
    """A control as wide as its caption, never wider than the page (a drop-down is then sized by :func:`_fit`)."""
    return widgets.Layout(width="max-content", max_width="100%")


def _fit(dropdown: widgets.Dropdown) -> None:
    """Size a drop-down to its caption and its longest choice. ipywidgets gives the ``<select>`` a fixed flex basis
    (148 px) whatever its options, which cut "Era dos canais, meio da partida"; a ``ch`` is about the width of an
    average character, with a tenth more as margin, and 48 px hold the arrow, the paddings and the caption's gap."""
    labels = [str(option[0]) if isinstance(option, tuple) else str(option) for option in dropdown.options]
    chars = len(dropdown.description) + max((len(label) for label in labels), default=0)
    dropdown.layout.width = f"calc({round(chars * 1.1)}ch + 48px)"


def _row(*children: widgets.Widget) -> widgets.HBox:
    """Controls side by side that wrap onto the next line on a narrow screen (a 1024-px projector)."""
    return widgets.HBox(list(children), layout=widgets.Layout(flex_flow="row wrap", align_items="center"))


def _t(key: str, lang: str) -> str:
    en, pt = TEXT[key]
    return en if lang == "en" else pt


def _options(pairs: Sequence[tuple[str, str]], lang: str) -> list[str] | list[tuple[str, str]]:
    """Dropdown options: the values themselves in English (as always), (label, value) pairs in Portuguese."""
    if lang == "en":
        return [value for _label, value in pairs]
    return list(pairs)


_ANY_PLAYER: Final = "?"
"""The player an example is read for when it names none: its phrase then names none either (the player box
chooses)."""


def example_label(phrase: str, lang: str) -> str:
    """An example request as its dropdown shows it and as it goes into the request box: the English phrase itself
    in English; in Portuguese, the same request with every detail of the phrase (slot, level, output, card,
    sources, merchant) in the words the request box reads (:func:`~furnace_lab.brass.phrases.write_request`), so
    that it reads back as the English phrase's request. A phrase names a player only if the example does."""
    if lang == "en":
        return phrase
    try:
        request = parse_request(phrase, _ANY_PLAYER)
    except FurnaceLabError:
        return phrase
    return write_request(request, lang, player=_ANY_PLAYER)


def choice_text(ref: str, position: Position, lang: str) -> str:
    """One source of a tie as a learner reads it: the ref (``dudley:1``) in English, as before; in Portuguese the
    tile or merchant it names (``a Mina de Carvão de Vermelho em Dudley``)."""
    if lang == "en":
        return ref
    place, _, number = ref.partition(":")
    if not number.isdigit() or place not in brass_map().by_id:
        return ref
    tile = position.tile(place, int(number))
    if tile is not None:
        return tile.describe("pt")
    return f"o Mercador de {brass_map().name(place, 'pt')} ({_t('slot', lang)} {number})"


@dataclass(frozen=True)
class Move:
    """A request together with the readings it was explained under."""

    request: Request
    readings: Readings = DEFAULT_READINGS

    def describe(self, lang: str = "en") -> str:
        return self.request.describe(lang)


@dataclass(frozen=True)
class BoardState:
    """A position the :class:`Timeline` can step through: ``apply`` resolves a move into the next one."""

    position: Position

    def apply(self, move: Move) -> BoardState:
        return BoardState(resolve_request(self.position, move.request, move.readings).value.after)


class BrassExplorer(widgets.VBox):
    """The Brass network explorer (a VBox; display it in a notebook)."""

    def __init__(self, preset_name: str = "canal-midgame", *, position: Position | None = None,
                 lang: str = "en", backends: Sequence[str] = BACKENDS, **kwargs: Any) -> None:
        self.backends = tuple(backends)
        start = position or preset(preset_name)
        self.timeline = Timeline(BoardState(start), label=start.name or preset_name)
        self.outcome: Outcome | None = None
        self.answer: Answer[Outcome] | None = None
        self.refusal: IllegalAction | None = None
        self.pending: Move | None = None
        self.messages = MessageArea()
        self.lang = LanguageSwitch(lang)
        language = self.lang.lang
        self._relabelling = False
        self.preset = widgets.Dropdown(options=self._preset_options(language),
                                       value=preset_name if position is None else None,
                                       description=_t("preset", language), style=CAPTION, layout=_fits())
        self.player = widgets.Dropdown(options=self._player_options(start.players, language),
                                       description=_t("player", language), style=CAPTION, layout=_fits())
        self.example = widgets.Dropdown(options=self._example_options(preset_name, language),
                                        description=_t("example", language), style=CAPTION, layout=_fits())
        # what the last example picked put into the request box, in the language of that moment
        self.shown_example = example_label(self.example.value, language) if self.example.value else ""
        self.request = widgets.Text(value=self.shown_example, description=_t("request", language), style=CAPTION,
                                    layout=widgets.Layout(width="40em", max_width="100%"))
        self.pass_through = widgets.Checkbox(value=True, description=_t("pass_through", language), indent=False,
                                             layout=_fits())
        self.pass_through.layout.margin = "0 2em 0 0"  # its caption never reads on into the next control's
        self.rail_coal_from = widgets.Dropdown(
            options=self._rail_options(language), value="either-end",
            description=_t("rail_coal_from", language), style=CAPTION, layout=_fits())
        self.explain_button = widgets.Button(description=_t("explain", lang), button_style="primary")
        self.apply_button = widgets.Button(description=_t("apply", lang), disabled=True)
        self.back_button = widgets.Button(description=_t("back", lang))
        self.forward_button = widgets.Button(description=_t("forward", lang))
        self.reset_button = widgets.Button(description=_t("reset", lang))
        self.json = widgets.Textarea(placeholder=_t("placeholder", language),
                                     layout=widgets.Layout(width="100%", height="8em"))
        self.load_button = widgets.Button(description=_t("load", lang))
        self.export_button = widgets.Button(description=_t("export", lang))
        self.status = widgets.HTML()
        self.explanation = widgets.HTML()
        self.board = widgets.HTML()

        for dropdown in (self.preset, self.player, self.example, self.rail_coal_from):
            _fit(dropdown)
            dropdown.observe(lambda _change, d=dropdown: _fit(d), names=["options", "description"])
        self.guard = guard = safe_callback(self.messages, lambda: self.lang.lang)
        self.preset.observe(guard(self._on_preset), names="value")
        self.example.observe(guard(self._on_example), names="value")
        self.lang.observe(guard(self._on_lang), names="value")
        self.explain_button.on_click(guard(self._on_explain))
        self.apply_button.on_click(guard.click(self._on_apply))
        self.back_button.on_click(guard.click(self._on_back))
        self.forward_button.on_click(guard.click(self._on_forward))
        self.reset_button.on_click(guard(self._on_reset))
        self.load_button.on_click(guard(self._on_load))
        self.export_button.on_click(guard(self._on_export))

        for button in (self.explain_button, self.apply_button, self.back_button, self.forward_button,
                       self.reset_button, self.load_button, self.export_button):
            button.layout.width = "auto"  # the whole caption
        controls = widgets.VBox([
            _row(self.preset, self.player, self.lang),
            _row(self.example),
            _row(self.request, self.explain_button, self.apply_button),
            _row(self.back_button, self.forward_button, self.reset_button),
            _row(self.pass_through, self.rail_coal_from),
        ])
        data = widgets.Accordion(children=[widgets.VBox([self.json, widgets.HBox([self.load_button,
                                                                                   self.export_button])])])
        data.set_title(0, _t("data", language))
        self.data = data
        super().__init__([controls, self.messages, self.status, self.explanation, self.board, data], **kwargs)
        self._show_position()

    # -- state ----------------------------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        """The position shown (the timeline's cursor)."""
        state: BoardState = self.timeline.state
        return state.position

    @property
    def readings(self) -> Readings:
        return Readings(merchants_pass_through=bool(self.pass_through.value),
                        rail_coal_from=self.rail_coal_from.value)

    @staticmethod
    def _examples(name: str | None) -> list[str]:
        found = list(EXAMPLES.get(name or "", ()))
        for phrases in EXAMPLES.values():
            found.extend(p for p in phrases if p not in found)
        return found

    @classmethod
    def _example_options(cls, name: str | None, lang: str) -> list[str] | list[tuple[str, str]]:
        return _options([(example_label(phrase, lang), phrase) for phrase in cls._examples(name)], lang)

    @staticmethod
    def _preset_options(lang: str) -> list[str] | list[tuple[str, str]]:
        return _options([(preset(name).title(lang) or name, name) for name in preset_names()], lang)

    @staticmethod
    def _rail_options(lang: str) -> list[str] | list[tuple[str, str]]:
        return _options([(in_lang(RAIL_COAL_LABEL[key], lang), key) for key in RAIL_COAL_FROM], lang)

    @staticmethod
    def _player_options(players: Sequence[str], lang: str) -> list[str] | list[tuple[str, str]]:
        return _options([(player_name(p, lang), p) for p in players], lang)

    def _relabel_options(self, dropdown: widgets.Dropdown, options: list[str] | list[tuple[str, str]]) -> None:
        """New option labels for a dropdown, keeping its value and without firing its callbacks."""
        value = dropdown.value
        self._relabelling = True
        try:
            dropdown.options = options
            dropdown.value = value
        finally:
            self._relabelling = False

    # -- views ----------------------------------------------------------------------------------------------

    def _show_position(self) -> None:
        position = self.position
        self._show_status()
        self.back_button.disabled = self.timeline.at_start
        self.forward_button.disabled = self.timeline.at_end
        options = self._player_options(position.players, self.lang.lang)
        if list(self.player.options) != options:
            self.player.options = options
        self._show_board()

    def _show_board(self) -> None:
        """Draw the outcome being explained, or else the position shown, labelled in the interface language."""
        lang = self.lang.lang
        if self.outcome is not None and self.pending is not None:
            drawing = draw_board(outcome=self.outcome, readings=self.pending.readings, lang=lang,
                                 backends=self.backends)
        else:
            drawing = draw_board(self.position, lang=lang, backends=self.backends)
        self.board.value = drawing.html()

    def _show_status(self) -> None:
        position, lang = self.position, self.lang.lang
        era_en, era_pt = ERA_NAME[position.era]
        players = ", ".join(player_name(p, lang) for p in position.players)
        line = _t("status", lang).format(era=era_en if lang == "en" else era_pt, players=players,
                                         coal=position.coal_market, iron=position.iron_market,
                                         step=self.timeline.index, steps=self.timeline.length)
        self.status.value = (f"<p><b>{escape(position.title(lang) or _t('position', lang))}</b> — {escape(line)}"
                             f"<br><small>{escape(position.about(lang))}</small></p>")

    @staticmethod
    def _steps_html(steps: Sequence[Step], lang: str) -> str:
        items = [f"<li>{escape(item.text(lang))} <code title=\"{escape(rule(item.rule_id).summary(lang))}\">"
                 f"[{escape(item.rule_id)}]</code></li>" for item in steps]
        return "<ol>" + "".join(items) + "</ol>"

    def _show_outcome(self) -> None:
        lang = self.lang.lang
        if self.answer is None or self.outcome is None:
            return
        outcome = self.outcome
        parts = [f"<p><b>{_t('allowed', lang)}:</b> {escape(outcome.request.describe(lang))}</p>"]
        plans = [plan for plan in outcome.plans if plan.need]
        if plans:
            parts.append(f"<p><b>{_t('sources', lang)}:</b></p><ul>")
            for plan in plans:
                en, pt = RESOURCE_NAME[plan.resource]
                parts.append(f"<li>{escape(en if lang == 'en' else pt)}: {escape(plan.summary(lang))}</li>")
                parts.extend(f"<li><i>{_t('choice', lang)}:</i> "
                             f"{escape(', '.join(choice_text(ref, outcome.before, lang) for ref in tie))}</li>"
                             for tie in plan.ties)
            parts.append("</ul>")
        parts.append(f"<p>{_t('money', lang)}: £{outcome.money}</p>")
        parts.append(f"<p><b>{_t('why', lang)}</b></p>" + self._steps_html(self.answer.steps, lang))
        self.explanation.value = "".join(parts)

    def _show_refusal(self, error: IllegalAction) -> None:
        lang = self.lang.lang
        reason = error.reason_pt if lang == "pt" and error.reason_pt else error.reason
        before: Sequence[Step] = getattr(error, "steps", ())
        self.explanation.value = (f"<p><b>{_t('refused', lang)}:</b> {escape(reason)} "
                                  f"<code>[{escape(error.rule_id)}]</code></p>"
                                  + (self._steps_html(before, lang) if before else "")
                                  + f"<p><small>{_t('unchanged', lang)}</small></p>")

    def _forget(self) -> None:
        self.outcome = None
        self.answer = None
        self.refusal = None
        self.pending = None
        self.apply_button.disabled = True

    # -- callbacks ------------------------------------------------------------------------------------------

    def _load(self, position: Position, label: str) -> None:
        self.timeline = Timeline(BoardState(position), label=label)
        self._forget()
        self.explanation.value = ""
        self.messages.say(lambda lang: _t("loaded", lang) + (position.title(lang) or getattr(label, lang, label)),
                          self.lang.lang, "info")
        self._show_position()

    def _on_preset(self, change: dict[str, Any]) -> None:
        if change["new"] is None or self._relabelling:
            return
        self._load(preset(change["new"]), change["new"])
        self.example.options = self._example_options(change["new"], self.lang.lang)

    def _on_example(self, change: dict[str, Any]) -> None:
        if change["new"] and not self._relabelling:
            self.shown_example = example_label(change["new"], self.lang.lang)
            self.request.value = self.shown_example

    def _translate_example(self, lang: str) -> None:
        """An example left unedited in the request box is rewritten in ``lang``; a request typed or edited by the
        learner stays as written (either language is read)."""
        if self.example.value and self.shown_example and self.request.value == self.shown_example:
            self.shown_example = example_label(self.example.value, lang)
            self.request.value = self.shown_example

    def _on_lang(self, _change: dict[str, Any]) -> None:
        lang = self.lang.lang
        for key in ("explain", "apply", "back", "forward", "reset", "load", "export"):
            getattr(self, f"{key}_button").description = _t(key, lang)
        for key in ("preset", "player", "example", "request", "pass_through", "rail_coal_from"):
            getattr(self, key).description = _t(key, lang)
        self.json.placeholder = _t("placeholder", lang)
        self.data.set_title(0, _t("data", lang))
        self._relabel_options(self.preset, self._preset_options(lang))
        self._relabel_options(self.player, self._player_options(self.position.players, lang))
        self._relabel_options(self.example, self._example_options(self.preset.value, lang))
        self._translate_example(lang)
        self._relabel_options(self.rail_coal_from, self._rail_options(lang))
        self._show_status()
        if self.refusal is not None:
            self._show_refusal(self.refusal)
        self.messages.relabel(lang)  # an error or a message in the widget's words: said again in the new language
        self._show_outcome()
        self._show_board()

    def _on_explain(self, _button: Any = None) -> None:
        self._forget()
        self.messages.clear()
        request = parse_request(self.request.value, self.player.value)
        try:
            answer = resolve_request(self.position, request, self.readings)
        except IllegalAction as error:
            self.refusal = error
            self._show_refusal(error)
            raise  # the shared guard shows the reason in the message area
        self.answer = answer
        self.outcome = answer.value
        self.pending = Move(request, self.readings)
        self.apply_button.disabled = False
        self._show_outcome()
        self._show_board()

    def _on_apply(self, _button: Any = None) -> None:
        if self.pending is None:
            return
        move = self.pending
        self.timeline.apply(move)  # resolves again on the cursor's position: same inputs, same outcome
        self._forget()
        self.messages.say(lambda lang: _t("applied", lang) + move.describe(lang), self.lang.lang, "ok")
        self._show_position()

    def _on_back(self, _button: Any = None) -> None:
        self.timeline.back()
        self._moved()

    def _on_forward(self, _button: Any = None) -> None:
        self.timeline.forward()
        self._moved()

    def _moved(self) -> None:
        """Another position is shown: an explanation or refusal about the old one no longer applies."""
        self._forget()
        self.explanation.value = ""
        self.messages.clear()
        self._show_position()

    def _on_reset(self, _button: Any = None) -> None:
        self.timeline.jump(0)
        self._forget()
        self.explanation.value = ""
        self._show_position()

    def _on_load(self, _button: Any = None) -> None:
        position = parse_position(self.json.value, "json", PASTED)
        self.preset.value = None
        self._load(position, PASTED)

    def _on_export(self, _button: Any = None) -> None:
        self.json.value = position_to_json(self.position)


def brass_explorer(preset_name: str = "canal-midgame", **kwargs: Any) -> BrassExplorer:
    """Build the explorer (see :class:`BrassExplorer`)."""
    return BrassExplorer(preset_name, **kwargs)
