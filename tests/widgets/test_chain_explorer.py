"""The chain explorer, driven headless: the graph of chosen cards or a tableau, an effect's card face, flows."""

from __future__ import annotations

import html
import re

from furnace_lab.cards.names import card_name
from furnace_lab.chains.limiting import bound_reasons
from furnace_lab.engine import production_position
from furnace_lab.widgets.chain import ChainExplorer

FAST = ("svg",)  # furnace_lab's own SVG drawing: no Graphviz process in unit tests


def text(fragment: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", fragment))).strip()


def test_default_cards_are_drawn_as_svg_with_every_row() -> None:
    explorer = ChainExplorer(backends=FAST)
    assert explorer.drawing.backend == "svg"
    assert "<svg" in explorer.picture.value
    rows = [node for node, attrs in explorer.graph.nodes(data=True) if attrs["kind"] == "effect"]
    assert [value for _, value in explorer.effect.options] == rows
    assert set(explorer.graph.graph["cards"]) == {"base-c2", "base-c7", "base-o1", "base-startup-1"}
    assert "At most" in text(explorer.bound_text.value)


def test_selecting_an_effect_shows_its_card_face_and_rule() -> None:
    explorer = ChainExplorer(backends=FAST)
    explorer.effect.value = "base-c7:basic:0"
    assert "base-c7" in explorer.card_face.value and "fl-card" in explorer.card_face.value
    info = text(explorer.effect_info.value)
    assert "2 coal -> 2 money x2" in info and "processing" in info
    assert "furnace.effects.processing-limit" in explorer.effect_info.value
    explorer.effect.value = "base-startup-1:rows:0"
    assert "base-startup-1" in explorer.card_face.value


def test_furnace_effects_processing_limit_my_transactions_checked_and_highlighted() -> None:
    """furnace.effects.processing-limit: planning more transactions than a row allows is refused, plan unchanged."""
    explorer = ChainExplorer(backends=FAST)
    plain_dot = explorer.drawing.dot
    explorer.effect.value = "base-c7:basic:0"
    explorer.times.value = 2
    explorer.set_times_button.click()
    assert explorer.plan == {"base-c7:basic:0": 2}
    assert explorer.highlight.value == "plan"
    assert explorer.drawing.dot != plain_dot
    plan_words = text(explorer.plan_text.value)
    assert "base-c7" not in plan_words and f"{card_name('base-c7')} · 2 coal -> 2 money x2 × 2" in plan_words
    explorer.times.max = 9
    explorer.times.value = 3
    explorer.set_times_button.click()
    assert explorer.messages.kind == "error"
    assert "exceed the limit of 2" in explorer.messages.text
    assert "furnace.effects.processing-limit" in explorer.messages.text
    assert explorer.plan == {"base-c7:basic:0": 2}


def test_bound_flow_highlight_and_choosing_other_cards() -> None:
    explorer = ChainExplorer(backends=FAST)
    explorer.highlight.value = "bound"
    assert explorer.flows() is explorer.bound
    explorer.cards.value = ("base-c2", "base-s1")
    assert [card for _, card in explorer.upgraded.options] == ["base-c2", "base-s1"]
    explorer.upgraded.value = ("base-s1",)
    explorer.draw_button.click()
    cards = explorer.graph.graph["cards"]
    assert set(cards) == {"base-c2", "base-s1", "base-startup-1"}
    assert cards["base-s1"]["upgraded"] and not cards["base-c2"]["upgraded"]


def test_no_cards_chosen_is_a_readable_message() -> None:
    explorer = ChainExplorer(backends=FAST)
    graph = explorer.graph
    explorer.cards.value = ()
    explorer.draw_button.click()
    assert explorer.messages.kind == "error" and "choose at least one card" in explorer.messages.text
    assert explorer.graph is graph


def test_for_state_reads_the_tableau_and_holdings() -> None:
    state = production_position(companies=[("base-c2", True), "base-c7"], startup="base-startup-1",
                                resources={"coal": 2})
    explorer = ChainExplorer.for_state(state, backends=FAST)
    cards = explorer.graph.graph["cards"]
    assert set(cards) == {"base-c2", "base-c7", "base-startup-1"} and cards["base-c2"]["upgraded"]
    assert explorer.resources == state.holdings(0)


def test_language_switch_relabels() -> None:
    explorer = ChainExplorer(backends=FAST)
    explorer.lang.value = "Português"
    assert explorer.draw_button.description == "Desenhar"
    assert ("minhas transações", "plan") in list(explorer.highlight.options)


def test_the_planner_best_plan_is_drawn_as_flows() -> None:
    """furnace.effects.processing-limit: the planner's runs, row by row, stay within each row's limit."""
    from furnace_lab.chains import flows_from_transactions
    from furnace_lab.widgets.planner_bridge import plan_transactions

    explorer = ChainExplorer(backends=FAST, resources={"coal": 1, "iron": 1})
    explorer.highlight.value = "planner"
    plan = explorer.best_plan
    assert plan is not None and plan.value == 6
    runs = plan_transactions(plan, explorer.graph)
    assert runs["base-c2:added:0"] == 1  # the plan flips base-c2 before using it
    assert explorer.flows() == flows_from_transactions(explorer.graph, runs)
    assert "Best plan: worth 6" in text(explorer.plan_text.value)
    explorer.startup.value = ""
    explorer.draw_button.click()
    assert explorer.messages.kind == "error" and "choose a Start-up" in explorer.messages.text


ENGLISH_IN_DRAWINGS = ("coal", "iron", "oil", "token", "money", "limit", "Manager", "Start-up", "basic side",
                       "upgraded", "per", "stored", "upgrade")


def drawn_words(svg: str) -> str:
    """The words the plain SVG shows, without the card titles (card data, in English)."""
    return " ".join(html.unescape(w) for w in re.findall(r"<text[^>]*>([^<]*)</text>", svg))


def test_the_language_switch_redraws_everything_in_portuguese() -> None:
    explorer = ChainExplorer(backends=FAST)
    explorer.highlight.value = "bound"
    explorer.effect.value = "base-c7:basic:0"
    english_svg = explorer.drawing.svg
    titles = [info["title"] for info in explorer.graph.graph["cards"].values()]
    explorer.lang.value = "Português"
    svg = explorer.drawing.svg
    assert svg != english_svg and explorer.drawing.lang == "pt"
    words = drawn_words(svg)
    for title in titles:
        words = words.replace(title, "")
    assert "carvão" in words and "dinheiro" in words and "Carta Inicial" in words
    leftover = [w for w in ENGLISH_IN_DRAWINGS if re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", words)]
    assert leftover == []
    assert explorer.flows() is explorer.bound  # the same highlight, redrawn
    assert text(explorer.bound_text.value).startswith(f"No máximo ${explorer.bound.value} nesta fase de produção")
    info = text(explorer.effect_info.value)
    assert "2 carvões → $2, até 2×" in info and "processamento" in info and "limite 2" in info
    assert explorer.effect.value == "base-c7:basic:0"
    shown = dict((v, k) for k, v in explorer.effect.options)["base-c7:basic:0"]
    assert shown == f"{card_name('base-c7', 'pt')} · 2 carvões → $2, até 2×"  # named, and the row in words
    assert explorer.compensation.description == "linhas de Compensação"
    explorer.lang.value = "English"
    assert explorer.drawing.svg == english_svg
    assert text(explorer.bound_text.value).startswith("At most")


def test_messages_follow_the_language_switch() -> None:
    explorer = ChainExplorer(backends=FAST, lang="pt")
    assert "dinheiro" in drawn_words(explorer.drawing.svg or "")
    explorer.effect.value = "base-c7:basic:0"
    explorer.times.max = 9
    explorer.times.value = 3
    explorer.set_times_button.click()
    assert explorer.messages.kind == "error"
    assert "3 transações excedem o limite de 2" in explorer.messages.text
    assert "furnace.effects.processing-limit" in explorer.messages.text
    assert "base-c7" not in explorer.messages.text and "carvões" in explorer.messages.text  # the row's words
    explorer.lang.value = "English"
    assert "3 transactions exceed the limit of 2" in explorer.messages.text
    assert "base-c7" not in explorer.messages.text and "2 coal -> 2 money" in explorer.messages.text
    explorer.cards.value = ()
    explorer.draw_button.click()
    assert explorer.messages.text == "choose at least one card"
    explorer.lang.value = "Português"
    assert explorer.messages.kind == "error" and explorer.messages.text == "escolha pelo menos uma carta"


def test_a_plan_made_part_way_through_a_card_is_drawn_on_the_rows_it_runs() -> None:
    """furnace.production.rows-top-to-bottom: planned after the Start-up's first row (its token taken), the plan's
    step on the Start-up starts at its sale; its runs land on that row, not on the token row above it."""
    from furnace_lab.chains import chain_graph_for_state
    from furnace_lab.engine import production_position
    from furnace_lab.planner import plan_production
    from furnace_lab.widgets.planner_bridge import plan_transactions

    state = production_position(["base-c1"], startup="base-startup-1", resources={"coal": 4}).apply(
        "use base-startup-1")
    assert state.current_card == "base-startup-1"
    graph = chain_graph_for_state(state, player=0)
    plan = plan_production(state)
    assert plan.steps[0].card == "base-startup-1" and plan.steps[0].rows[0].kind == "processing"
    runs = plan_transactions(plan, graph)
    sale = plan.steps[0].rows[0].runs
    assert sale > 0 and runs["base-startup-1:rows:1"] == sale
    assert "base-startup-1:rows:0" not in runs  # the token row was run before the plan began


def test_the_card_picker_searches_names_and_shows_the_cards_chosen() -> None:
    """Issue 22 item 6: the cards are chosen by searching their names (not a 100-item Ctrl/Shift list); each
    chosen card is a button that removes it; the picker and every choice are labelled, in the chosen language."""
    from furnace_lab.cards.render import local_title
    from furnace_lab.widgets.picker import CardPicker

    explorer = ChainExplorer(backends=FAST)
    picker = explorer.cards
    assert isinstance(picker, CardPicker)
    assert picker.search.description == "Find a card"
    title = local_title(explorer.catalog.card("base-s1"), "en")
    picker.search.value = title[:5].lower()
    picker.add_button.click()
    first = picker.matches(title[:5])[0]
    assert first in picker.value and picker.search.value == ""
    picker.search.value = title  # picked from the browser's suggestions: added at once
    assert picker.value[-1] == "base-s1"
    assert [b.description for b in picker.chosen.children][-1] == f"✕ {title}"
    assert "base-s1" in [card for _, card in explorer.upgraded.options]
    picker.chosen.children[-1].click()
    assert "base-s1" not in picker.value
    for control in (explorer.upgraded, explorer.startup, explorer.effect, explorer.times, explorer.highlight):
        assert control.description
    assert explorer.highlight.style.button_width == "auto"
    explorer.lang.value = "Português"
    assert picker.search.description == "Procurar carta"
    assert explorer.startup.description == "Carta Inicial"
    assert "carvão (cubo)" in explorer.legend.value
    assert all(local_title(explorer.catalog.card(c), "pt") in label
               for label, c in explorer.upgraded.options)


def test_the_card_picker_shows_names_in_the_language_shown_and_takes_a_typed_id() -> None:
    """Issue 22 items 1 and 7: the picker's suggestions are the cards' names (card_name) in the language shown, no
    id; an id is still accepted when typed, and a chosen card's button shows its name, its id only as the hover."""
    from furnace_lab.cards.names import card_name

    explorer = ChainExplorer(backends=FAST)
    picker = explorer.cards
    companies = [c.id for c in explorer.catalog.companies]
    assert picker.search.options == tuple(card_name(c, "en") for c in companies)
    card = next(c for c in companies if c not in picker.value)
    picker.search.value = card
    picker.add_button.click()
    assert picker.value[-1] == card
    button = picker.chosen.children[-1]
    assert button.description == f"✕ {card_name(card)}" and card in button.tooltip
    explorer.lang.value = "Português"
    assert picker.search.options == tuple(card_name(c, "pt") for c in companies)
    assert picker.chosen.children[-1].description == f"✕ {card_name(card, 'pt')}"
    assert not any(c in label for label in picker.search.options for c in companies)


def test_rule_ids_in_the_bound_never_wrap_mid_word() -> None:
    """Issue 22 item 6: a rule ID the bound cites (furnace.effects.processing-limit) stays on one line."""
    explorer = ChainExplorer(backends=FAST)
    assert '<span style="white-space:nowrap">furnace.effects.processing-limit</span>' in explorer.bound_text.value
    assert "word-break:normal" in explorer.bound_text.value


def test_the_bound_is_a_short_list_in_words_with_the_bottleneck_in_both_languages() -> None:
    """Issue 24: the bound's reasons were a 12-line monospace block; now the bound, what limits the tableau (from
    the flow: furnace_lab.chains.limiting) and the reasons in short words, the rule ids folded away."""
    explorer = ChainExplorer(backends=FAST)
    panel = explorer.bound_text.value
    assert "<pre" not in panel and 'class="fl-reasons"' in panel and "<details" in panel
    first = explorer.limits[0]
    assert first.text("en") in text(panel)
    reasons = bound_reasons(explorer.bound, "en")
    assert len(reasons) >= 4 and all(line in text(panel) for line in reasons)
    explorer.lang.value = "Português"
    panel = explorer.bound_text.value
    assert first.text("pt") in text(panel) and "O melhor plano real pode render menos, porque:" in text(panel)
    assert "The best real plan" not in text(panel)
    assert f'data-bound="{explorer.bound.value}"' in explorer.drawing.svg  # the bound written on money


def lit_edges(svg: str) -> set[tuple[str, str]]:
    found = re.findall(r'class="fl-edge" data-from="([^"]+)" data-to="([^"]+)" data-amount="([^"]+)"', svg)
    return {(html.unescape(u), html.unescape(v)) for u, v, amount in found if amount != "0" and u != "@held"}


def test_the_plan_plays_card_by_card_in_both_languages() -> None:
    """Issue 24: the planner's plan played card by card; each step lights only the rows its card used (each card is
    resolved once, furnace.production.each-card-once) and says the step's sentence beside the buttons."""
    position = production_position(companies=[("base-c7", False), ("base-c12", False), ("base-o1", True)],
                                   startup="base-startup-1", resources={"coal": 4, "token": 1}, round=4)
    explorer = ChainExplorer.for_state(position, backends=FAST)
    assert explorer.step == 0 and "card by card" in text(explorer.step_text.value)
    explorer.step_next.click()
    plan = explorer.best_plan
    assert explorer.highlight.value == "planner" and explorer.step == 1
    first = plan.steps[0].card
    lit = lit_edges(explorer.drawing.svg)
    assert lit and all(explorer.graph.nodes[n]["card"] == first for edge in lit for n in edge
                       if explorer.graph.nodes[n]["kind"] == "effect")
    assert text(explorer.step_text.value).startswith(f"Card 1 of {len(plan.steps)}:")
    assert card_name(first) in text(explorer.step_text.value)
    explorer.lang.value = "Português"
    assert text(explorer.step_text.value).startswith(f"Carta 1 de {len(plan.steps)}:")
    assert explorer.step_next.description == "Próxima carta ▶"
    for _ in plan.steps:
        explorer.step_next.click()
    assert explorer.step == 0 and "plano inteiro" in text(explorer.step_text.value)  # past the end: the whole plan
    whole = lit_edges(explorer.drawing.svg)
    assert lit < whole
    explorer.step_back.click()
    assert explorer.step == len(plan.steps)
    last = plan.steps[-1].card
    assert all(explorer.graph.nodes[n]["card"] == last for edge in lit_edges(explorer.drawing.svg) for n in edge
               if explorer.graph.nodes[n]["kind"] == "effect")


def test_the_best_plan_reads_as_sentences_and_lists_without_engine_actions() -> None:
    """Issue 22, points 1 and 8: the chain explorer shows the planner's best plan as paragraphs and lists in the
    page's font, naming cards; the engine actions in notation ("use base-startup-1, run 0, ...") are not shown."""
    from furnace_lab.widgets.chain import plan_html

    for lang in ("en", "pt"):
        explorer = ChainExplorer(backends=FAST, resources={"coal": 1, "iron": 1}, lang=lang)
        explorer.highlight.value = "planner"
        shown = explorer.plan_text.value
        assert "<pre" not in shown and "<ol" in shown
        assert not [c for c in ("base-c2", "base-c7", "base-startup-1") if c in text(shown)]
        assert card_name("base-c2", lang) in text(shown)
        assert explorer.best_plan.explain(lang).splitlines()[-1] not in text(shown)
        assert plan_html("Headline.\n- a reason\n1. a step\nEngine actions: use x") == (
            '<div class="fl-plan" style="font-family:sans-serif;font-size:13px;line-height:1.4">'
            '<p style="margin:2px 0">Headline.</p><ul style="margin:2px 0"><li>a reason</li></ul>'
            '<ol style="margin:2px 0"><li>a step</li></ol></div>')
