"""The chain explorer: the production-chain graph of a tableau or of chosen cards, with a plan's flows on it.

A production-chain graph (:mod:`furnace_lab.chains`) draws how a player's cards turn coal, iron, oil and upgrade
tokens into money: each card row is a node, resources flow from left to right. The explorer lets a learner

* choose the cards (Companies on either side, a Start-up) or start from a player's tableau in a game
  (:meth:`ChainExplorer.for_state`);
* select an effect (one card row) to see its card's face and the rule that says how the row acts;
* highlight flows on the drawing: the upper bound's maximum flow (:func:`furnace_lab.chains.money_upper_bound`),
  "my transactions" — how many times the learner plans to run each row, checked against each row's limit
  (furnace.effects.processing-limit) by :func:`furnace_lab.chains.flows_from_transactions` — or the exact
  planner's best plan (:func:`furnace_lab.planner.plan_production`; the chosen cards are planned as a round-4
  production with the Start-up chosen and the holdings given). The planner answers at once with the best plan it
  finds in half a second and proves it in the background (:mod:`~furnace_lab.widgets.chain_planner`): the notebook
  never freezes, and until the plan is proved the explorer says how much more at most is possible.

The graph, the bound and the drawing all come from :mod:`furnace_lab.chains`; the drawing falls back from
Graphviz to pygraphviz to plain SVG to DOT text, so it never shows a traceback. The English / Português switch
redraws everything in the chosen language: the drawing, the rows, the bound's explanation and the messages.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final

import ipywidgets as widgets

from furnace_lab.cards import load_catalog
from furnace_lab.cards.names import card_name
from furnace_lab.cards.pieces import legend_html
from furnace_lab.cards.render import MUTED_TEXT, card_html, local_title
from furnace_lab.chains import (
    chain_graph_for_state,
    chain_graph_from_ids,
    draw_chain_graph,
    flows_from_transactions,
    money_upper_bound,
)
from furnace_lab.chains.limiting import Limit, bound_reasons, limits
from furnace_lab.chains.schema import RULES
from furnace_lab.chains.words import effect_words, kind_words, phrase
from furnace_lab.engine import production_position
from furnace_lab.errors import DataError
from furnace_lab.widgets.chain_planner import ChainPlanner
from furnace_lab.widgets.common import LanguageSwitch, MessageArea, escape, safe_callback
from furnace_lab.widgets.labels import t
from furnace_lab.widgets.picker import CardPicker
from furnace_lab.widgets.planner_bridge import plan_transactions, planner_available
from furnace_lab.widgets.views import rule_tag

DEFAULT_CARDS: Final = ("base-c2", "base-c7", "base-o1")
DEFAULT_STARTUP: Final = "base-startup-1"
TEXT_STYLE: Final = ("white-space:pre-wrap;word-break:normal;overflow-wrap:break-word;line-height:1.4;"
                     "font-size:12px")
"""The bound's and the plan's text: lines wrap between words, never mid-word."""
PICTURE_BACKENDS: Final = ("svg", "dot-text")
"""The explorer draws the flow picture (gains on the left, money with its bound on the right) on every machine."""
HIGHLIGHTS: Final = ("none", "bound", "plan", "planner")
"""What the drawing can highlight: nothing, the upper bound's flow, the learner's transactions, the planner's plan."""


RULE_ID: Final = re.compile(r"\b(?:furnace|interbellum|brass|furnace_lab)(?:\.[\w-]+)+")
"""A rule ID in a text ("furnace.effects.processing-limit")."""


def unbroken_rule_ids(escaped: str) -> str:
    """``escaped`` text with each rule ID kept on one line (a line may break before or after it, never inside)."""
    return RULE_ID.sub(lambda m: f'<span style="white-space:nowrap">{m.group(0)}</span>', escaped)


PANEL: Final = {
    "bound": ("At most ${value} this production phase (an upper bound).",
              "No máximo ${value} nesta fase de produção (um limite superior)."),
    "limits": ("What limits it", "O que limita"),
    "less": ("The best real plan can make less, because:", "O melhor plano real pode render menos, porque:"),
    "rules": ("The rules behind it", "As regras por trás"),
}
"""The bound panel's words: ``key: (English, Portuguese)``."""


def bound_panel(bound: Any, found: Sequence[Limit], lang: str) -> str:
    """The bound beside the drawing: its value, what limits the tableau (at most two), and why the real best can be
    lower, as short lines in words; the rule ids folded away under "The rules behind it"."""
    pt = lang == "pt"
    shown = [f.text(lang) for f in found[:2]]
    reasons = "".join(f"<li>{escape(line)}</li>" for line in bound_reasons(bound, lang))
    rules = sorted({rule for _, ids in bound.caveats for rule in ids})
    rule_list = unbroken_rule_ids(escape(", ".join(rules)))
    return (f'<div class="fl-bound" style="font-family:sans-serif;font-size:14px;line-height:1.4;'
            f'padding:0 8px;overflow-wrap:break-word;word-break:normal">'
            f'<p style="font-size:16px;margin:4px 0"><b>{escape(PANEL["bound"][pt].format(value=bound.value))}</b></p>'
            f'<p style="margin:6px 0 2px"><b>{escape(PANEL["limits"][pt])}</b></p>'
            + "".join(f'<p class="fl-limit" style="margin:2px 0;background:#fefcbf;padding:3px 6px;border-radius:4px">'
                      f"{escape(line)}</p>" for line in shown)
            + f'<p style="margin:8px 0 2px"><b>{escape(PANEL["less"][pt])}</b></p>'
            f'<ul class="fl-reasons" style="margin:0;padding-left:18px">{reasons}</ul>'
            f'<details style="margin-top:6px;font-size:12px;color:#4a5568"><summary>{escape(PANEL["rules"][pt])}'
            f"</summary>{rule_list}</details></div>")


STEP_WORDS: Final = {
    "back": ("◀ Previous card", "◀ Carta anterior"),
    "next": ("Next card ▶", "Próxima carta ▶"),
    "of": ("Card {k} of {n}:", "Carta {k} de {n}:"),
    "all": ("The whole plan is drawn; step through it card by card.",
            "O plano inteiro está desenhado; percorra-o carta a carta."),
    "hint": ("Play the planner's best plan card by card.", "Percorra o melhor plano do planejador carta a carta."),
}
"""The plan stepper's words: ``key: (English, Portuguese)``."""


@dataclass(frozen=True)
class PlanSteps:
    """Some of a plan's steps, as :func:`~furnace_lab.widgets.planner_bridge.plan_transactions` reads a plan."""

    steps: Sequence[Any]


class Refusal(DataError):
    """Something the explorer cannot do yet (no card chosen, ...), said in the widget's language and said again
    in the other one when the language switch changes. A value given as ``{"en": ..., "pt": ...}`` (a row's words)
    is said in the language of the message."""

    def __init__(self, key: str, field: str, **values: object) -> None:
        self.key = key
        self.values = values
        super().__init__(self.words("en"), field=field)

    def words(self, lang: str) -> str:
        return t(self.key, lang, **{k: v[lang] if isinstance(v, dict) else v for k, v in self.values.items()})


class ChainExplorer(widgets.VBox):
    """Explore a production-chain graph (see the module docstring). Child widgets are attributes."""

    def __init__(self, cards: Iterable[str] = DEFAULT_CARDS, *, startup: str | None = DEFAULT_STARTUP,
                 upgraded: Iterable[str] = (), resources: Any = None, lang: str = "en", catalog: Any = None,
                 backends: Sequence[str] = PICTURE_BACKENDS, state: Any = None, player: int = 0, **kwargs: Any) -> None:
        self.catalog = catalog if catalog is not None else load_catalog()
        self.backends = tuple(backends)
        self.source_state = state
        self.player = player
        self.resources = resources
        self.graph: Any = None
        self.drawing: Any = None
        self.bound: Any = None
        self.limits: tuple[Limit, ...] = ()
        self.plan: dict[str, int] = {}
        self.best_plan: Any = None
        self.messages = MessageArea()
        self.lang = LanguageSwitch(lang)
        chosen = tuple(cards)
        # a searchable picker, not a 100-item Ctrl/Shift list (issue 22)
        self.cards = CardPicker(self._company_options(lang), chosen, lang=lang)
        self.upgraded = widgets.SelectMultiple(options=self._upgraded_options(chosen, lang),
                                               value=tuple(u for u in upgraded if u in chosen), rows=4,
                                               layout=widgets.Layout(width="auto", max_width="100%"))
        self.startup = widgets.Dropdown(options=self._startup_options(lang), value=startup or "",
                                        layout=widgets.Layout(width="auto", max_width="100%"))
        self.compensation = widgets.Checkbox(value=False, description=t("compensation_rows", lang), indent=False)
        self.draw_button = widgets.Button(button_style="primary", layout=widgets.Layout(width="auto",
                                                                                        align_self="flex-start"))
        self.effect = widgets.Dropdown(options=[], layout=widgets.Layout(width="auto", max_width="100%"))
        self.effect_info = widgets.HTML()
        self.card_face = widgets.HTML()
        self.times = widgets.BoundedIntText(value=0, min=0, max=99, layout=widgets.Layout(width="10em"))
        self.set_times_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.step_back = widgets.Button(layout=widgets.Layout(width="auto"))
        self.step_next = widgets.Button(layout=widgets.Layout(width="auto"))
        self.step_text = widgets.HTML()
        self.step = 0
        """The planner's step shown (1: its first card); 0: the whole plan."""
        self.highlight = widgets.ToggleButtons(options=[("-", "none")], value="none",
                                               style={"button_width": "auto"})
        self.legend = widgets.HTML()
        for control in (self.upgraded, self.startup, self.effect, self.times, self.highlight):
            control.style.description_width = "initial"
        self.plan_text = widgets.HTML()
        self.bound_text = widgets.HTML()
        self.picture = widgets.HTML()
        self.headings = [widgets.HTML() for _ in range(3)]

        self.picture.add_class("fl-chain-picture")
        guard = safe_callback(self.messages, lambda: self.lang.lang)
        # the planner answers at once with its best plan so far and proves it in the background (never freezing)
        self.thinker = ChainPlanner(guard(self._said(self._plan_proved)))
        self.thinker.stop_button.on_click(guard(self._said(lambda _: self.thinker.stop())))
        self.cards.observe(guard(self._said(self._on_cards)), names="value")
        self.draw_button.on_click(guard(self._said(lambda _: self.rebuild())))
        self.effect.observe(guard(self._said(lambda _: self._show_effect())), names="value")
        self.set_times_button.on_click(guard(self._said(lambda _: self.set_times())))
        self.highlight.observe(guard(self._said(lambda _: self.redraw())), names="value")
        # a double click must not skip a card: the second click of one is ignored (widgets.common.OncePerClick)
        self.step_back.on_click(guard.click(self._said(lambda _: self.play_step(-1))))
        self.step_next.on_click(guard.click(self._said(lambda _: self.play_step(1))))
        self.lang.observe(guard(self._said(lambda _: self._relabel())), names="value")

        picker = widgets.HBox([widgets.VBox([self.headings[0], self.cards, self.startup]),
                               widgets.VBox([self.headings[1], self.upgraded, self.compensation, self.draw_button])],
                              layout=widgets.Layout(flex_flow="row wrap"))
        if state is not None:
            picker.layout.display = "none"
        effect_box = widgets.VBox([self.headings[2], self.effect,
                                   widgets.HBox([self.times, self.set_times_button],
                                                layout=widgets.Layout(flex_flow="row wrap")),
                                   self.effect_info, self.card_face])
        # the bound's words beside the drawing on a wide screen, below it on a projector's 1024 px (the drawing keeps
        # the whole width there: shrunk beside a text column its words would be too small to read from the back)
        self.picture.layout = widgets.Layout(flex="3 1 860px", min_width="0")
        self.bound_text.layout = widgets.Layout(flex="1 1 260px", min_width="0")
        view = widgets.HBox([self.picture, self.bound_text], layout=widgets.Layout(flex_flow="row wrap", width="100%"))
        stepper = widgets.HBox([self.step_back, self.step_next, self.step_text],
                               layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        super().__init__([self.lang, picker, self.messages, self.legend, self.highlight, stepper, self.thinker.box,
                          view, effect_box, self.plan_text], **kwargs)
        self.add_class("furnace-lab-chains")
        self._relabel(draw=False)
        self.rebuild()

    @classmethod
    def for_state(cls, state: Any, player: int = 0, **kwargs: Any) -> ChainExplorer:
        """The explorer on a player's tableau in an engine game state (their cards, sides and holdings)."""
        return cls((), startup=None, state=state, player=player, resources=state.holdings(player), **kwargs)

    def _said(self, callback: Callable[..., Any]) -> Callable[..., Any]:
        """``callback``, with a :class:`Refusal` shown in the widget's language (and said again on a switch)."""
        def run(*args: Any) -> Any:
            try:
                return callback(*args)
            except Refusal as refusal:
                self.messages.say(refusal.words, self.lang.lang, "error")
                return None

        return run

    # ---- the choices, named in the chosen language -------------------------------------------------------
    def _title(self, card_id: str, lang: str) -> str:
        return local_title(self.catalog.card(card_id), lang)

    def _company_options(self, lang: str) -> list[tuple[str, str]]:
        # the name only: an id may still be typed in the search box (CardPicker.matches), never read in the list
        return [(card_name(c.id, lang, self.catalog), c.id) for c in self.catalog.companies]

    def _startup_options(self, lang: str) -> list[tuple[str, str]]:
        return [("-", "")] + [(local_title(s, lang), s.id) for s in self.catalog.startups]

    def _upgraded_options(self, chosen: Iterable[str], lang: str) -> list[tuple[str, str]]:
        return [(self._title(card, lang), card) for card in chosen]

    # ---- building and drawing -----------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Build the graph from the chosen cards (or the state's tableau), then draw it."""
        lang = self.lang.lang
        if self.source_state is not None:
            graph = chain_graph_for_state(self.source_state, self.player, catalog=self.catalog,
                                          include_compensation=bool(self.compensation.value))
        else:
            if not self.cards.value:
                raise Refusal("choose_cards", field="cards")
            upgraded = set(self.upgraded.value)
            graph = chain_graph_from_ids([(card_id, card_id in upgraded) for card_id in self.cards.value],
                                         catalog=self.catalog, startup=self.startup.value or None,
                                         include_compensation=bool(self.compensation.value))
        self.graph = graph
        self.plan = {}
        self.thinker.forget()
        self.best_plan = None
        self.step = 0
        self._show_step(lang)
        self.bound = money_upper_bound(graph, self.resources)
        self.limits = limits(graph, self.resources)
        effects = self._effect_options(lang)
        self.effect.options = effects
        self.effect.value = effects[0][1] if effects else None
        self.messages.clear()
        self._show_bound(lang)
        self._show_plan(lang)
        self.redraw()

    def _effect_options(self, lang: str) -> list[tuple[str, str]]:
        """The rows to choose from: the card notation in English, the rules' words in Portuguese."""
        def row(attrs: Any) -> str:
            return str(attrs["notation"]) if lang == "en" else effect_words(attrs["effect"], lang)

        def card(attrs: Any) -> str:
            return self._title(attrs["card"], lang) if attrs.get("card") else ""

        return [(f"{card(attrs)} · {row(attrs)}" if card(attrs) else row(attrs), node)
                for node, attrs in self.graph.nodes(data=True) if attrs["kind"] == "effect"]

    def _show_bound(self, lang: str) -> None:
        if self.bound is not None:
            self.bound_text.value = bound_panel(self.bound, self.limits, lang)

    def flows(self) -> Any:
        """The flows the drawing highlights now (None: none)."""
        if self.highlight.value == "bound":
            return self.bound
        if self.highlight.value == "plan":
            return flows_from_transactions(self.graph, self.plan)
        if self.highlight.value == "planner":
            plan = self.planned()
            steps = plan.steps[self.step - 1 : self.step] if self.step else plan.steps
            return flows_from_transactions(self.graph, plan_transactions(PlanSteps(steps), self.graph))
        return None

    def planned(self) -> Any:
        """The planner's best plan for the cards shown (asked once per graph): the best found within a short
        deadline, replaced by the proved one when the background search has it (:meth:`_plan_proved`)."""
        if self.best_plan is None:
            if self.source_state is not None:
                self.best_plan = self.thinker.ask(self.source_state, self.player, self.lang.lang)
            else:
                if not self.startup.value:
                    raise Refusal("choose_startup", field="startup")
                upgraded = set(self.upgraded.value)
                position = production_position([(c, c in upgraded) for c in self.cards.value],
                                               startup=self.startup.value, resources=self.resources)
                self.best_plan = self.thinker.ask(position, None, self.lang.lang)
            self._show_plan(self.lang.lang)
            self._show_step(self.lang.lang)
        return self.best_plan

    def _plan_proved(self) -> None:
        """The background search has ended with its plan (proved, or the best found in its budget of states): shown
        (its text, its step, its flows) in place of the best plan found so far."""
        self.best_plan = self.thinker.plan
        if self.step > len(self.best_plan.steps):
            self.step = 0
        lang = self.lang.lang
        self._show_plan(lang)
        self._show_step(lang)
        if self.highlight.value == "planner":
            self.redraw()

    def redraw(self) -> None:
        """Draw the graph, highlighting :meth:`flows`."""
        if self.graph is None:
            return
        self.drawing = draw_chain_graph(self.graph, self.flows(), backends=self.backends, lang=self.lang.lang,
                                        money_bound=self.bound.value if self.bound is not None else None,
                                        held=self.resources)
        drawing = self.drawing
        # the flow picture is the explorer's own choice, not a fallback: no hint about Graphviz beside it
        shown = drawing.hint and drawing.backend != "svg"
        hint = f'<p style="color:{MUTED_TEXT}">{escape(drawing.hint)}</p>' if shown else ""
        if drawing.svg_inline is not None:
            # scaled to the width there is (a projector at 1024 px): no sideways scroll
            body = (f'<style>.fl-chain-svg svg{{max-width:100%;height:auto}}</style>'
                    f'<div class="fl-chain-svg">{drawing.svg_inline}</div>')
        else:
            body = f"<pre>{escape(drawing.dot)}</pre>"
        self.picture.value = body + hint

    def play_step(self, by: int) -> None:
        """Show the planner's plan card by card: ``by`` steps on (+1) or back (-1); past either end, the whole plan.
        The rows the step uses and the resources they move light up; its sentence is shown beside the buttons."""
        plan = self.planned()
        count = len(plan.steps)
        self.step = (self.step + by) % (count + 1) if count else 0
        self._show_step(self.lang.lang)
        if self.highlight.value != "planner":
            self.highlight.value = "planner"  # redraws
        else:
            self.redraw()

    def _show_step(self, lang: str) -> None:
        pt = lang == "pt"
        self.step_back.description = STEP_WORDS["back"][pt]
        self.step_next.description = STEP_WORDS["next"][pt]
        if self.best_plan is None or not self.step:
            said = STEP_WORDS["hint" if self.best_plan is None else "all"][pt]
            self.step_text.value = f'<span style="font-family:sans-serif;color:#4a5568">{escape(said)}</span>'
            return
        from furnace_lab.widgets.planner_bridge import plan_steps_text

        line = plan_steps_text(self.best_plan, lang)[self.step - 1].split(". ", 1)[-1]
        heading = STEP_WORDS["of"][pt].format(k=self.step, n=len(self.best_plan.steps))
        self.step_text.value = (f'<span class="fl-step" style="font-family:sans-serif;font-size:14px"><b>'
                                f"{escape(heading)}</b> {escape(line)}</span>")

    def set_times(self) -> None:
        """Plan to run the selected row ``times`` times (checked against its limit), and highlight the plan."""
        row = self.effect.value
        if row is None:
            raise Refusal("choose_effect", field="effect")
        limit = self.graph.nodes[row]["limit"]
        if limit is not None and int(self.times.value) > limit:
            name = {lang: dict((node, label) for label, node in self._effect_options(lang)).get(row, row)
                    for lang in ("en", "pt")}  # the row's words in either language, not its node id
            raise Refusal("over_limit", field="transactions", row=name, count=int(self.times.value), limit=limit,
                          rule=RULES["processing-limit"])
        plan = {**self.plan, row: int(self.times.value)}
        flows_from_transactions(self.graph, plan)  # refuses a count above the row's limit, changing nothing
        self.plan = {k: v for k, v in plan.items() if v}
        self._show_plan(self.lang.lang)
        if self.highlight.value != "plan":
            self.highlight.value = "plan"  # redraws
        else:
            self.redraw()

    # ---- the selected effect ------------------------------------------------------------------------------
    def _show_effect(self) -> None:
        lang = self.lang.lang
        node = self.effect.value
        if node is None or self.graph is None:
            self.effect_info.value = self.card_face.value = ""
            return
        attrs = self.graph.nodes[node]
        card_id = attrs["card"]
        limit = attrs["limit"]
        self.times.max = limit if isinstance(limit, int) else 99
        self.times.value = min(self.plan.get(node, 0), self.times.max)
        kind, section = kind_words(attrs, lang)
        row = attrs["notation"] if lang == "en" else effect_words(attrs["effect"], lang)
        self.effect_info.value = (f'<p class="fl-effect-info" style="font-family:sans-serif"><b>'
                                  f'{escape(row)}</b> · {escape(kind)} · {escape(section)} · '
                                  f'{escape(phrase("limit", lang))} {escape(limit if limit is not None else "-")}'
                                  f' {rule_tag(attrs["rule"], lang)}</p>')
        if card_id is None:
            self.card_face.value = ""
            return
        upgraded = bool(self.graph.graph["cards"].get(card_id, {}).get("upgraded", False))
        self.card_face.value = card_html(self.catalog.card(card_id), upgraded=upgraded, provenance=False, lang=lang)

    def _show_plan(self, lang: str) -> None:
        parts = []
        if self.plan:
            names = dict((node, label) for label, node in self._effect_options(lang))  # a row's words, not its node id
            items = "".join(f"<li>{escape(names.get(row, row))} × {count}</li>" for row, count in self.plan.items())
            parts.append(f"<b>{escape(t('transactions', lang))}</b><ul>{items}</ul>")
        if self.best_plan is not None:
            parts.append(plan_html(self.best_plan.explain(lang)))
        self.plan_text.value = "".join(parts)

    def _on_cards(self, change: Any) -> None:
        chosen = list(change["new"])
        keep = tuple(u for u in self.upgraded.value if u in chosen)
        self.upgraded.options = self._upgraded_options(chosen, self.lang.lang)
        self.upgraded.value = keep

    def _relabel(self, draw: bool = True) -> None:
        lang = self.lang.lang
        self.messages.relabel(lang)
        self.headings[0].value = f"<b>{escape(t('chosen_cards', lang))}</b>"
        self.headings[1].value = ""  # the list's own label says it
        self.headings[2].value = f"<b>{escape(t('effect', lang))}</b>"
        self.draw_button.description = t("draw", lang)
        self.legend.value = legend_html(lang)
        self.cards.relabel(lang)
        self.cards.set_options(self._company_options(lang))
        keep_up, keep_start = self.upgraded.value, self.startup.value
        self.upgraded.options = self._upgraded_options(self.cards.value, lang)
        self.upgraded.value = keep_up
        self.startup.options = self._startup_options(lang)
        self.startup.value = keep_start
        self.upgraded.description = t("upgraded_cards", lang)
        self.startup.description = t("startup_pick", lang)
        self.effect.description = t("row_choice", lang)
        self.times.description = t("times_label", lang)
        self.highlight.description = t("show_flows", lang)
        self.compensation.description = t("compensation_rows", lang)
        self.set_times_button.description = t("transactions", lang)
        self._show_step(lang)
        self.thinker.show(lang)
        value = self.highlight.value
        options = [(t("flows_none", lang), "none"), (t("flows_bound", lang), "bound"), (t("flows_plan", lang), "plan")]
        if planner_available():
            options.append((t("flows_planner", lang), "planner"))
        self.highlight.options = options
        self.highlight.value = value if value in HIGHLIGHTS else "none"
        if draw and self.graph is not None:
            chosen = self.effect.value
            self.effect.options = self._effect_options(lang)
            self.effect.value = chosen
            self._show_effect()
            self._show_bound(lang)
            self._show_plan(lang)
            self.redraw()


def plan_html(text: str) -> str:
    """The planner's explanation for a learner: its sentences as paragraphs, its reasons ("- ...") and its steps
    ("1. ...") as lists, in the page's font. The last line, the engine actions in notation (what a program plays),
    is left out."""
    lines = text.splitlines()[:-1]
    parts: list[str] = []
    kind = ""
    for line in lines:
        item = "ul" if line.startswith("- ") else "ol" if line[:1].isdigit() and ". " in line[:4] else ""
        if item != kind:
            parts.append(f"</{kind}>" if kind else "")
            parts.append(f'<{item} style="margin:2px 0">' if item else "")
            kind = item
        words = unbroken_rule_ids(escape(line[2:] if item == "ul" else line.split(". ", 1)[1] if item else line))
        parts.append(f"<li>{words}</li>" if item else f'<p style="margin:2px 0">{words}</p>')
    parts.append(f"</{kind}>" if kind else "")
    return f'<div class="fl-plan" style="font-family:sans-serif;font-size:13px;line-height:1.4">{"".join(parts)}</div>'
