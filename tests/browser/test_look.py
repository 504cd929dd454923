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
KNOWN_FAILING: dict[tuple[str, str], str] = {}


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
    Page("09_lessons.ipynb"),
    Page("09_licoes.ipynb", lang="pt", switch=False),
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
