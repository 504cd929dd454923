"""Issue 22, points 1 and 7: no card id, module id or action notation in anything a learner reads in a widget.

Every widget (the auction and production steppers, the game explorer, the chain explorer, the card gallery) is
walked in English and Portuguese, before and after a few steps of a random game; its visible words — option labels
of every list, button and toggle captions, descriptions, tab titles, and the text of every HTML output (tags, and
with them hovers, dropped) — must hold no catalog card id (the pattern is built from the catalog's own ids), no
module id and no notation such as ``bid 2@1``. What a user types is not read (text boxes: a record, a file name,
the search box's own text; the address to share, pasted into a browser), and neither are option values, which
keep the notation a click plays.
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import ipywidgets as widgets
import pytest

from furnace_lab.cards import load_catalog
from furnace_lab.engine import MODULES
from furnace_lab.widgets.auction import AuctionStepper
from furnace_lab.widgets.chain import ChainExplorer
from furnace_lab.widgets.explorer import GameExplorer
from furnace_lab.widgets.gallery import CardGallery
from furnace_lab.widgets.production import ProductionStepper

CATALOG = load_catalog()
CARD_ID = re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(c.id) for c in
                                                   sorted(CATALOG, key=lambda c: -len(c.id))) + r")(?![\w-])")
MODULE_ID = re.compile(r"(?<![\w.-])(?:" + "|".join(re.escape(m) for m in MODULES if "-" in m or "_" in m)
                       + r")(?![\w-])")
"""A module id on its own, not the last part of a rule id (``furnace_lab.interbellum.agent-schools`` is a rule tag)."""
NOTATION = re.compile(r"\b(?:v?bid|pair) \d+@\d+|\b(?:comp|run) \d+\b(?! times?\b)")  # "run 0 times" is English
TYPED = (widgets.Text, widgets.Textarea, widgets.Combobox)
"""Where a user types: its value is theirs (a Combobox's suggestions are still read)."""
SHARE_LINK = re.compile(r'<code class="fl-share">.*?</code>', re.S)
"""The explorer's address to share is pasted into a browser's address bar: the record's notation, URL-encoded."""


def visible_words(widget: Any) -> Iterator[str]:
    """Everything a learner may read in ``widget`` and its children (hidden ones included: they may show later)."""
    description = getattr(widget, "description", "")
    if isinstance(description, str) and description:
        yield description
    if isinstance(widget, (widgets.HTML, widgets.HTMLMath, widgets.Label)):
        shown = SHARE_LINK.sub(" ", str(widget.value))
        yield html.unescape(re.sub(r"<[^>]+>", " ", shown))
    labels = getattr(widget, "_options_labels", None)
    if labels is not None:
        yield from labels
    if isinstance(widget, widgets.Combobox):
        yield from widget.options
    if isinstance(widget, widgets.Button):
        yield widget.description
    for title in getattr(widget, "titles", ()) or ():
        yield str(title)
    if isinstance(widget, widgets.Box):
        for child in widget.children:
            yield from visible_words(child)


def offending(widget: Any) -> list[str]:
    found = []
    for words in visible_words(widget):
        for pattern in (CARD_ID, MODULE_ID, NOTATION):
            found += [f"{m.group(0)!r} in {words[:120]!r}" for m in pattern.finditer(words)]
    return found


def play_randomly(stepper: Any, steps: int, seed: int) -> None:
    """A few steps of a random game: a random legal action for a human seat, the seat's own choice for a bot."""
    rng = random.Random(seed)
    for _ in range(steps):
        state = stepper.state
        if state.is_over:
            return
        if stepper.seats.human_to_act(state):
            stepper.play(rng.choice(state.legal_actions()))
        else:
            stepper.machine_step()


def _auction(lang: str) -> Any:
    return AuctionStepper(seed=3, lang=lang)


def _auction_interbellum(lang: str) -> Any:
    return AuctionStepper(seed=5, lang=lang, interbellum=True)


def _auction_agent(lang: str) -> Any:  # two players and an Agent: pair bids, the Agent's choices
    return AuctionStepper(players=["Ana", "Bea"], seed=3, lang=lang, interbellum=True, agent="ib-agent-steel-magnate")


def _auction_solo(lang: str) -> Any:  # one player against two Agents
    return AuctionStepper(players=["Ana"], seed=4, lang=lang, interbellum=True,
                          agents=["ib-agent-steel-magnate", "house-agent-coal-baron"])


def _production(lang: str) -> Any:
    return ProductionStepper(lang=lang)


def _explorer(lang: str) -> Any:
    return GameExplorer(players=["Ana", "Bo", "Cy"], seed=7, seats=["human", "greedy", "greedy"], lang=lang,
                        records_folder=None)


STEPPERS: dict[str, Callable[[str], Any]] = {"auction": _auction, "auction-interbellum": _auction_interbellum,
                                             "auction-agent": _auction_agent, "auction-solo": _auction_solo,
                                             "production": _production, "explorer": _explorer}


@pytest.mark.parametrize("lang", ["en", "pt"])
@pytest.mark.parametrize("name", list(STEPPERS))
def test_steppers_and_explorer_show_no_card_id_module_id_or_notation(name: str, lang: str) -> None:
    """Points 1 and 7: every choice offered as a sentence naming cards, in both languages, at every step shown."""
    stepper = STEPPERS[name](lang)
    assert offending(stepper) == []
    phases = {stepper.state.phase}
    for round_ in range(8):
        play_randomly(stepper, 10, seed=round_)
        getattr(stepper, "reveal_all", lambda: None)()  # the auction's resolution shown, card by card
        phases.add(stepper.state.phase)
        assert offending(stepper) == [], f"after {10 * (round_ + 1)} steps"
    assert len(phases) > 1 or name == "production"  # the auction was left: its resolution and production seen
    other = "English" if lang == "pt" else "Português"
    stepper.lang.value = other  # relabelled in the other language: still no id
    assert offending(stepper) == []


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_chain_explorer_and_gallery_show_no_card_id_or_module_id(lang: str) -> None:
    """Points 1 and 7: the chain explorer's picker, rows and plan, and the gallery's filters and faces."""
    chain = ChainExplorer(lang=lang, backends=("svg",))
    chain.set_times()
    assert offending(chain) == []
    chain.lang.value = "English" if lang == "pt" else "Português"
    assert offending(chain) == []
    gallery = CardGallery(lang=lang)
    assert offending(gallery) == []


def test_the_scan_sees_an_id_and_a_notation() -> None:
    """The scan itself: a label with an id or a notation is caught (so the tests above can fail)."""
    box = widgets.VBox([widgets.Dropdown(options=[("bid 2@1", "bid 2@1")]), widgets.HTML("<b>use base-c7</b>")])
    assert [found.split(" in ")[0] for found in offending(box)] == ["'bid 2@1'", "'base-c7'"]
