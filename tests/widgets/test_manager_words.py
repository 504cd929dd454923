"""Managers as a learner reads them (issue 22, points 1, 7 and 12): named in the language shown, "on" a card rather
than an arrow (card titles hold arrows), and no emoji that a projector's fonts draw as an empty box."""

from __future__ import annotations

import html
import re

from furnace_lab.engine.core.actions import AssignManager
from furnace_lab.widgets.production import ProductionStepper
from furnace_lab.widgets.views import holdings_html, manager_html

EMOJI = re.compile("[\U0001f300-\U0001faff]")


def text(fragment: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", fragment))


def test_a_manager_token_is_named_in_the_language_shown_with_no_emoji() -> None:
    pt = text(manager_html(None, "ib-mgr-sale-money", "pt"))
    assert "Gerente: Dinheiro por venda" in pt and not EMOJI.search(pt)
    assert "Manager: Money per sale" in text(manager_html(None, "ib-mgr-sale-money", "en"))


def test_the_holdings_say_which_card_a_manager_is_on_in_words() -> None:
    stepper = ProductionStepper(companies=["base-c7", "base-o1"], startup="base-startup-1",
                                resources={"coal": 3, "iron": 1}, managers=["ib-mgr-sale-money"])
    assign = next(a for a in stepper.state.legal_actions() if isinstance(a, AssignManager) and a.card == "base-c7")
    stepper.play(assign)
    en, pt = (text(holdings_html(stepper.state, lang)) for lang in ("en", "pt"))
    assert "Manager: Money per sale on Coal sale → iron mine" in en and not EMOJI.search(en)
    assert "Gerente: Dinheiro por venda em Venda de carvão → mina de ferro" in pt
