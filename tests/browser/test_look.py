"""Every notebook as a learner sees it in Voilà, at 1440×900 and at 1024×768 (a projector), in English and in
Portuguese: no cut text, nothing scrolling sideways, no stderr or traceback box, no raw card id in a widget's
visible text, and no serious or critical WCAG 2 A/AA violation found by axe-core. Screenshots of every page, size
and language go to tests/browser/screenshots/ (git-ignored). What each check measures: :mod:`.inspect_page`.

KNOWN_FAILING lists the (page, check) pairs that fail today, each with what was found. They are strict xfails:
when a fix lands the test passes, the xfail turns into a failure, and the entry must be removed from the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from .inspect_page import CHECKS, summary

# (page-language, check): what fails today. Remove an entry when its fix lands (the strict xfail then fails).
# Only a failed check (AssertionError) counts as the expected failure: a page that does not load fails outright.
_PLAY = 'button "Play until a human decides" cut'
_JOGAR = 'button "Jogar até um humano decidir" cut'
_ROW = "the auction row scrolls sideways (2200 px in 994-1410 px)"
_IDS = "raw card ids (base-c9, base-startup-4, base-cap-henry, ...) in card faces, holdings and choosers"
KNOWN_FAILING: dict[tuple[str, str], str] = {
    ("00_start_here-en", "cut_text"): _PLAY,
    ("00_start_here-en", "overflow"): _ROW,
    ("00_start_here-en", "card_ids"): _IDS,
    ("00_start_here-pt", "cut_text"): _JOGAR,
    ("00_start_here-pt", "overflow"): _ROW + "; Portuguese titles overflow .fl-row",
    ("00_start_here-pt", "card_ids"): _IDS,
    ("00_comece_aqui-pt", "cut_text"): _JOGAR,
    ("00_comece_aqui-pt", "overflow"): _ROW + "; Portuguese titles overflow .fl-row",
    ("00_comece_aqui-pt", "card_ids"): _IDS,
    ("01_cards-en", "card_ids"): "card gallery faces show their ids (base-c1 ... ib-15)",
    ("01_cards-pt", "card_ids"): "card gallery faces show their ids (base-c1 ... ib-15)",
    ("02_auction-en", "cut_text"): _PLAY,
    ("02_auction-en", "overflow"): _ROW,
    ("02_auction-en", "card_ids"): _IDS,
    ("02_auction-pt", "cut_text"): _JOGAR,
    ("02_auction-pt", "overflow"): _ROW,
    ("02_auction-pt", "card_ids"): _IDS,
    ("03_production-en", "cut_text"): _PLAY,
    ("03_production-en", "card_ids"): "base-c2, base-c7, base-o1, base-s1, base-startup-1 in the production stepper",
    ("03_production-pt", "cut_text"): _JOGAR + '; "Perguntar ao planejador" cut',
    ("03_production-pt", "card_ids"): "base-c2, base-c7, base-o1, base-s1, base-startup-1 in the production stepper",
    ("04_production_chains-en", "cut_text"): 'buttons "the planner\'s best plan", "the upper-bound flow" cut',
    ("04_production_chains-en", "overflow"): "the 100-card list (400 px in 362 px) and the explorer (1159 px in 994)",
    ("04_production_chains-en", "card_ids"): "the chain explorer's card list shows ids (base-o1 · ...)",
    ("04_production_chains-pt", "cut_text"): 'buttons "o melhor plano do planejador", "o fluxo do limite superior" cut',
    ("04_production_chains-pt", "overflow"): "the 100-card list and the explorer scroll sideways (1506 px in 1410)",
    ("04_production_chains-pt", "card_ids"): "the chain explorer's card list shows ids (base-o1 · ...)",
    ("05_interbellum-en", "cut_text"): _PLAY + '; "variable" disc; select "assign ib-mgr-sale-money@base-c7"',
    ("05_interbellum-en", "overflow"): "the 9-card auction row (2828 px in 1410 px) and the explorer log (1414 px)",
    ("05_interbellum-en", "card_ids"): _IDS + " and ib-00 ... ib-15, ib-mgr-*",
    ("05_interbellum-pt", "cut_text"): _JOGAR + '; "variável"; "Perguntar ao planejador"; "Nova partida" at 1024',
    ("05_interbellum-pt", "overflow"): "the 9-card auction row (2828 px in 1410 px) and the explorer log (1414 px)",
    ("05_interbellum-pt", "card_ids"): _IDS + " and ib-00 ... ib-15, ib-mgr-*",
    ("06_full_game-en", "cut_text"): _PLAY,
    ("06_full_game-en", "overflow"): _ROW + "; the explorer's log (1414 px in 1410 px)",
    ("06_full_game-en", "card_ids"): _IDS,
    ("06_full_game-pt", "cut_text"): _JOGAR + '; "Nova partida" at 1024',
    ("06_full_game-pt", "overflow"): _ROW + "; the explorer's log (1414 px in 1410 px)",
    ("06_full_game-pt", "card_ids"): _IDS,
    ("07_solo_vs_agents-en", "cut_text"): _PLAY + '; "variable" disc',
    ("07_solo_vs_agents-en", "overflow"): "two auction rows (2572 px in 2512 px, inside a 1410 px page) and the log",
    ("07_solo_vs_agents-en", "card_ids"): _IDS + " and ib-00 ... ib-15",
    ("07_solo_vs_agents-pt", "cut_text"): _JOGAR + '; "variável"; "Nova partida" at 1024',
    ("07_solo_vs_agents-pt", "overflow"): "two auction rows (2590 px in 2512 px, inside a 1410 px page) and the log",
    ("07_solo_vs_agents-pt", "card_ids"): _IDS + " and ib-00 ... ib-15",
    ("classroom_app-en", "cut_text"): _PLAY,
    ("classroom_app-en", "overflow"): "the game explorer's log scrolls sideways (1414 px in 1410 px, 998 in 994)",
    ("classroom_app-en", "card_ids"): "the game explorer's log and holdings show ids (base-c1 ... base-startup-4)",
    ("classroom_app-pt", "cut_text"): _JOGAR + '; "Nova partida" at 1024',
    ("classroom_app-pt", "overflow"): "the game explorer's log scrolls sideways (1414 px in 1410 px, 998 in 994)",
    ("classroom_app-pt", "card_ids"): "the game explorer's log and holdings show ids (base-c1 ... base-startup-4)",
}


@dataclass(frozen=True)
class Page:
    """One notebook page in Voilà: ``lang`` is the language it opens in; ``switch``: also look at it after setting
    every English / Português switch to Português."""

    notebook: str
    query: str = ""
    lang: str = "en"
    switch: bool = True

    @property
    def key(self) -> str:
        return self.notebook.removesuffix(".ipynb") + ("-" + self.lang if self.query else "")

    @property
    def languages(self) -> tuple[str, ...]:
        return (self.lang, "pt") if self.switch else (self.lang,)


PAGES = (
    Page("00_start_here.ipynb"),
    Page("00_comece_aqui.ipynb", lang="pt", switch=False),
    Page("01_cards.ipynb"),
    Page("02_auction.ipynb"),
    Page("03_production.ipynb"),
    Page("04_production_chains.ipynb"),
    Page("05_interbellum.ipynb"),
    Page("06_full_game.ipynb"),
    Page("07_solo_vs_agents.ipynb"),
    Page("08_brass_network.ipynb"),
    Page("classroom_app.ipynb", switch=False),
    Page("classroom_app.ipynb", query="?lang=pt", lang="pt", switch=False),
)


def _name(page: Page, lang: str) -> str:
    return f"{page.notebook.removesuffix('.ipynb')}-{lang}"


def _cases() -> list[Any]:
    cases = []
    for page in PAGES:  # page by page, so each notebook is loaded once and every check reads the same report
        for lang in page.languages:
            for check in (*CHECKS, "axe"):
                reason = KNOWN_FAILING.get((_name(page, lang), check))
                marks = [pytest.mark.xfail(strict=True, raises=AssertionError, reason=reason)] if reason else []
                cases.append(pytest.param(page, lang, check, marks=marks, id=f"{_name(page, lang)}-{check}"))
    return cases


def test_the_known_failing_table_names_only_real_cases() -> None:
    names = {(_name(page, lang), check) for page in PAGES for lang in page.languages for check in (*CHECKS, "axe")}
    assert set(KNOWN_FAILING) <= names, set(KNOWN_FAILING) - names


@pytest.mark.parametrize(("page", "lang", "check"), _cases())
def test_notebook_page_as_a_learner_sees_it(page: Page, lang: str, check: str, page_reports: Any,
                                            axe_js: Any) -> None:
    report = page_reports(page)
    assert lang in report.languages, f"{page.notebook}: no English / Português switch found to look in {lang}"
    if check == "axe":
        if axe_js is None:
            pytest.skip("axe-core is not installed (needs node and npm: npm install axe-core)")
        violations = report.axe[lang]
        assert violations == [], f"{_name(page, lang)}: serious or critical WCAG 2 A/AA violations " \
                                 f"{summary(violations)}; first: {violations[0]['example']}"
        return
    findings = report.findings.get((lang, check), [])
    assert findings == [], f"{_name(page, lang)} {check}: " + "; ".join(findings[:8])
