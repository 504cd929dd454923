"""Portuguese all the way around player names (issue 22, points 1 and 7): a Portuguese stepper says "você", the
production stepper's learner is Ana in both languages, never "(you)" or "Player 1"; choices and logs name cards."""

from __future__ import annotations

import re

from furnace_lab.widgets.auction import AuctionStepper
from furnace_lab.widgets.production import ProductionStepper

ANY_ID = re.compile(r"\b(?:base|ib|house)-[a-z0-9]+(?:-[a-z0-9]+)*\b")


def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def test_portuguese_auction_stepper_says_voce_not_you():
    """Issue 22, point 7: the learner's seat is marked in the language shown, also after a switch of language
    (the name kept in the game carries no language: "Ana (you) a jogar" was shown after switching)."""
    stepper = AuctionStepper(lang="pt")
    status = _text(stepper.status.value)
    assert "Ana (você) a jogar" in status and "(you)" not in status
    english = AuctionStepper()
    assert english.state.players[0] == "Ana" and "Ana (you) to act" in _text(english.status.value)
    english.lang.value = "Português"
    assert "Ana (você) a jogar" in _text(english.status.value) and "(you)" not in _text(english.status.value)


def test_production_stepper_names_its_player_the_same_in_both_languages():
    """Seen in 03_production switched to Português: "Player 1 a jogar" (the name is part of the game's state, so a
    numbered English name stayed English). The learner is Ana, as in the other notebooks."""
    for lang in ("en", "pt"):
        assert ProductionStepper(lang=lang).state.players == ("Ana",)
    stepper = ProductionStepper()
    stepper.lang.value = "Português"
    status = _text(stepper.status.value)
    assert "Ana (você) a jogar" in status and "Player" not in status


def test_steppers_logs_name_cards_in_both_languages():
    for lang in ("en", "pt"):
        stepper = ProductionStepper(lang=lang)
        stepper.use_button.click()
        assert not ANY_ID.search(_text(stepper.event_log.value))
        assert not ANY_ID.search(_text(stepper.current_row.value))  # "Resolving: <title>"


def test_holdings_name_cards_and_managers_in_the_widget_language():
    """Issue 22: the holdings read "base-c5, base-c9, base-startup-4"; now the cards' titles."""
    from furnace_lab.cards.names import card_name
    from furnace_lab.widgets.views import holdings_html

    stepper = AuctionStepper(players=["Ana (you)", "Bot Bea"], seed=3, interbellum=True)
    for lang in ("en", "pt"):
        html = holdings_html(stepper.state, lang)
        assert not ANY_ID.search(_text(html))
        startup = stepper.state.cards(0)[0]
        assert card_name(startup, lang) in html


def test_the_capitalist_cell_names_the_capitalist_in_the_widget_language():
    from furnace_lab.cards.names import card_name
    from furnace_lab.widgets.views import holdings_html

    stepper = AuctionStepper(players=["Ana", "Bo", "Cy"], seed=2, interbellum=True)
    for p in range(3):
        capitalist = stepper.state.capitalist(p)
        assert capitalist is not None and card_name(capitalist, "pt") in holdings_html(stepper.state, "pt")


def test_the_card_chooser_names_the_row_in_the_widget_language():
    """Issue 22: the chooser read "1 · base-c9"; it reads "1 · <title>" and follows the language switch."""
    from furnace_lab.cards.names import card_name

    stepper = AuctionStepper()
    first = stepper.state.row[0]
    assert stepper.card.options[0] == (f"1 · {card_name(first)}", 1)
    stepper.lang.value = "Português"
    assert stepper.card.options[0] == (f"1 · {card_name(first, 'pt')}", 1)
    assert not any(ANY_ID.search(label) for label, _ in stepper.card.options)
