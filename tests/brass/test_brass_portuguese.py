"""Portuguese output speaks Portuguese: names, explanations, refusals and the board drawing, on random boards."""

from __future__ import annotations

import re

from brass_strategies import EVERY, requests
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from furnace_lab.brass import (
    Build,
    BuiltLink,
    Card,
    IndustryTile,
    MerchantTile,
    Position,
    brass_map,
    buildable_slots,
    connected,
    draw_board,
    in_network,
    make_position,
    network,
    preset,
    resolve,
)
from furnace_lab.brass.draw import board_dot, highlight_for
from furnace_lab.brass.explain import Step
from furnace_lab.brass.terms import ERAS, INDUSTRIES, Era
from furnace_lab.errors import DataError, IllegalAction
from furnace_lab.widgets.brass import BrassExplorer

ENGLISH = ("iron works", "coal mine", "brewery", "breweries", "farm", "merchant", "rail", "north", "south", "by",
           "flipped", "link", "links", "only", "cotton", "goods", "pottery", "manufacturer", "mill", "coal", "iron",
           "beer", "mine", "mines", "works", "tile", "slot", "market", "any", "blank", "the", "and", "none", "from")
"""English words that must not appear in Portuguese text (``canal`` and ``era`` are Portuguese words too)."""
_ENGLISH = re.compile(r"\b(" + "|".join(re.escape(word) for word in ENGLISH) + r")\b", re.IGNORECASE)

PLAYERS = ("red", "yellow", "purple")
BOARD = brass_map()
SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SLOTS = [(place.id, n, industry) for place in BOARD.locations for n, icons in enumerate(place.slots, 1)
         for industry in icons]
CHOICES = [*EVERY, "merchant", "market", "farm-south:1", "farm-north:1"]
"""Sources a request may name: locations, and words that often name a farm brewery or a market."""


def english_in(text: str) -> list[str]:
    """The English words of :data:`ENGLISH` found in ``text``, ignoring the location names kept in both languages."""
    for location in BOARD.locations:
        if location.name_pt or location.short_pt:  # a descriptive name: its English form must not be here
            continue
        text = text.replace(location.name, " ")
    return _ENGLISH.findall(text)


@st.composite
def positions(draw: st.DrawFn) -> Position:
    """A random board: links on the era's lines and tiles of every industry (farm breweries included)."""
    era: Era = draw(st.sampled_from(ERAS))
    lines = BOARD.lines_for(era)
    chosen = draw(st.lists(st.sampled_from(lines), unique_by=lambda line: line.id, max_size=12))
    links = tuple(BuiltLink(line.id, draw(st.sampled_from(PLAYERS)), era) for line in chosen)
    picked = draw(st.lists(st.sampled_from(SLOTS), unique_by=lambda s: s[:2], max_size=10))
    tiles = []
    for place, slot, industry in picked:
        flipped = draw(st.booleans())
        held = industry in ("coal", "iron", "brewery")
        cubes = 0 if flipped or not held else draw(st.integers(1, 2 if industry == "brewery" else 4))
        tiles.append(IndustryTile(place, slot, industry, draw(st.sampled_from(PLAYERS)), draw(st.integers(1, 3)),
                                  flipped, cubes))
    base = make_position(PLAYERS, era=era)
    merchants = tuple(MerchantTile(m.location, m.space, m.goods, m.beer and draw(st.booleans()))
                      for m in base.merchants)
    return Position(era=era, players=PLAYERS, industries=tuple(tiles), links=links, merchants=merchants,
                    coal_market=draw(st.integers(0, 14)), iron_market=draw(st.integers(0, 10)))


def _portuguese(steps: tuple[Step, ...] | list[Step]) -> list[str]:
    return [item.text("pt") for item in steps]


def _check(texts: list[str]) -> None:
    for text in texts:
        assert not english_in(text), f"English in Portuguese text: {english_in(text)} in {text!r}"


@SETTINGS
@given(positions(), requests(PLAYERS, CHOICES))
def test_portuguese_explanations_and_refusals_have_no_english_words(position: Position, request) -> None:
    """Every step, refusal, request description and plan summary in Portuguese is free of English words."""
    texts = [request.describe("pt")]
    try:
        answer = resolve(position, request)
    except IllegalAction as error:
        assert error.reason_pt
        texts += [error.reason_pt, *_portuguese(getattr(error, "steps", ()))]
        event(f"refused: {error.rule_id}")
    except DataError:
        event("bad input")  # e.g. a Location card naming a farm: input errors are not rule explanations
        return
    else:
        outcome = answer.value
        texts += _portuguese(answer.steps) + [plan.summary("pt") for plan in outcome.plans]
        event("allowed")
    if any(BOARD.by_id[farm].name_pt in text for text in texts for farm in ("farm-north", "farm-south")):
        event("a farm brewery is named")
    _check(texts)


@SETTINGS
@given(positions(), st.sampled_from(PLAYERS), st.sampled_from(EVERY), st.sampled_from(EVERY),
       st.sampled_from(INDUSTRIES))
def test_portuguese_network_answers_have_no_english_words(position: Position, player: str, here: str, there: str,
                                                          industry: str) -> None:
    """Network questions (your network, connected, where a card may build) answer in Portuguese words only."""
    texts = _portuguese(network(position, player).steps) + _portuguese(in_network(position, player, here).steps)
    texts += _portuguese(connected(position, here, there).steps)
    for card in (Card("industry", industry), Card("wild-industry"), Card("wild-location")):
        texts += [*_portuguese(buildable_slots(position, player, card, industry).steps), card.describe("pt")]
    _check(texts)


def _labels(dot: str) -> list[str]:
    """Every text a reader sees in a DOT drawing: labels, outside labels and tooltips."""
    return [value.replace("\\n", "\n") for value in re.findall(r'\b(?:label|xlabel|tooltip)="((?:[^"\\]|\\.)*)"', dot)]


@SETTINGS
@given(positions(), requests(PLAYERS, CHOICES), st.sampled_from((None, "canal", "rail")))
def test_portuguese_drawing_has_no_english_labels(position: Position, request, era: Era | None) -> None:
    """The board drawn in Portuguese — tiles, merchants, flipped tiles, distances, the empty board's "rail only"
    notes, the text view — has none of the English words; the English drawing still has its English words."""
    try:
        outcome = resolve(position, request).value
    except (IllegalAction, DataError):
        outcome = None
    mark = highlight_for(outcome, position=position, lang="pt")
    shown = outcome.after if outcome else position
    labels = _labels(board_dot(shown, highlight=mark, lang="pt")) + _labels(board_dot(era=era, lang="pt"))
    drawing = draw_board(position, outcome=outcome, lang="pt", backends=())
    _check([*labels, drawing.text])
    english = board_dot(shown, highlight=highlight_for(outcome, position=position))
    if any(tile.flipped for tile in shown.industries):
        assert "flipped" in english and "virada" not in english


def test_portuguese_names_for_the_farm_breweries() -> None:
    """The farm breweries' descriptive names are Portuguese in Portuguese text; towns keep their proper names."""
    farm = BOARD.by_id["farm-south"]
    assert farm.name_in("pt") == "Cervejaria Rural (sul, perto de Kidderminster e Worcester)"
    assert farm.name_in("en") == "Farm Brewery (south, by Kidderminster and Worcester)"
    assert BOARD.name("dudley", "pt") == "Dudley" and BOARD.name("warrington", "pt") == "Warrington"
    assert BOARD.resolve("Cervejaria rural N") == "farm-north"
    step = in_network(preset("setup-2p"), "red", "farm-south").steps[-1]
    assert step.pt.startswith("Cervejaria Rural (sul, perto de Kidderminster e Worcester) não está na rede")
    assert step.en.startswith("Farm Brewery (south, by Kidderminster and Worcester) is not in red's network")


def test_portuguese_slot_icons_are_industry_names() -> None:
    """brass.build.suitable-space: a slot showing the wrong icons is described with Portuguese industry names."""
    try:
        resolve(preset("setup-2p"), Build("red", "dudley", "pottery", card=Card("wild-location"), slot=1))
    except IllegalAction as error:
        assert error.rule_id == "brass.build.suitable-space"
        assert "Mina de Carvão" in (error.reason_pt or "") and not english_in(error.reason_pt or "")
        assert "coal" in error.reason  # the English reason is as before
    else:
        raise AssertionError("Dudley's slot 1 takes no pottery")


def test_widget_language_switch_redraws_the_board() -> None:
    """The board follows the language switch: Portuguese labels after switching, English again after switching
    back (the drawing of an explained request, and of the plain position)."""
    ui = BrassExplorer("canal-midgame", backends=())
    assert "Farm brewery S" in ui.board.value and "coal" in ui.board.value
    ui.lang.value = "Português"
    assert "Cervejaria rural S" in ui.board.value and "Farm brewery S" not in ui.board.value
    assert not english_in(ui.board.value.replace("&lt;-", "")), english_in(ui.board.value)
    ui.explain_button.click()
    assert "&lt;- 1 carvão" in ui.board.value and "Siderúrgica" in ui.board.value
    ui.lang.value = "English"
    assert "&lt;- 1 coal" in ui.board.value and "Farm brewery S" in ui.board.value
    assert "Cervejaria" not in ui.board.value
