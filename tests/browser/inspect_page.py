"""Looking at a rendered notebook as a learner would: what the browser suite checks on every page, in one place.

:func:`inspect` loads one notebook in Voilà once, and at each window size (1440×900, then 1024×768: a projector)
records what a learner would trip over, per check:

* ``cut_text``: a button, label or drop-down whose text does not fit (``scrollWidth > clientWidth``; for a
  drop-down, the chosen option's text measured against the box);
* ``overflow``: the page, or any box inside it, scrolls sideways (``scrollWidth > clientWidth`` on a box that
  scrolls);
* ``stderr``: an output written to stderr, or a traceback (the red boxes; Voilà runs with ``show_tracebacks`` so
  they are kept);
* ``card_ids``: a raw catalog id (``base-c9``, ``base-cap-henry``, ``ib-mgr-...``) in the visible text of a widget
  (drop-down options included; hover titles and closed ``<details>`` are not visible text);
* ``axe``: axe-core's serious or critical WCAG 2 A/AA violations (run once per language, at 1440×900).

Then, where the page has an English / Português switch, every switch is set to Português and the same checks run
again. Screenshots of the whole page go to ``tests/browser/screenshots/<page>-<width>x<height>-<lang>.png``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SIZES = ((1440, 900), (1024, 768))
CHECKS = ("cut_text", "overflow", "stderr", "card_ids")
SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"
SCREENSHOT_MAX_HEIGHT = 12_000
AXE_TAGS = ["wcag2a", "wcag2aa"]
AXE_IMPACTS = ("serious", "critical")

QUIET_JS = """([quiet, limit]) => new Promise(resolve => {
  const started = performance.now();
  let last = performance.now();
  const observer = new MutationObserver(() => { last = performance.now(); });
  observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
  const tick = () => {
    const now = performance.now();
    if (now - last >= quiet || now - started >= limit) { observer.disconnect(); resolve(now - started); }
    else setTimeout(tick, 50);
  };
  setTimeout(tick, 50);
})"""
"""Resolves once the page has not changed for ``quiet`` ms (or after ``limit`` ms)."""

LOOK_JS = r"""() => {
  const outputs = Array.from(document.querySelectorAll('.jp-OutputArea-output'));
  const inOutputs = selector => outputs.flatMap(o => Array.from(o.querySelectorAll(selector)));
  const shown = el => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
  };
  const text = el => (el.innerText || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 60);
  const cut = [];
  for (const el of inOutputs('button, label, .widget-label, .widget-label-basic, .widget-inline-hbox .widget-label')) {
    if (shown(el) && el.scrollWidth > el.clientWidth + 1 && text(el)) {
      cut.push(`${el.tagName.toLowerCase()} "${text(el)}"`);
    }
  }
  const ruler = document.createElement('span');
  ruler.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;left:-9999px;top:0';
  document.body.appendChild(ruler);
  for (const el of inOutputs('select')) {
    if (!shown(el) || el.multiple || el.size > 1) continue;
    const option = el.options[el.selectedIndex];
    if (!option) continue;
    const s = getComputedStyle(el);
    ruler.style.font = s.font;
    ruler.textContent = option.text;
    const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - 4;
    if (ruler.getBoundingClientRect().width > room + 1) cut.push(`select "${option.text.slice(0, 60)}"`);
  }
  ruler.remove();
  const overflow = [];
  const root = document.scrollingElement || document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    overflow.push(`page ${root.scrollWidth} px wide in ${root.clientWidth} px`);
  }
  for (const el of document.body.querySelectorAll('*')) {
    const s = getComputedStyle(el);
    if (!['auto', 'scroll'].includes(s.overflowX) || !shown(el)) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      const classes = typeof el.className === 'string' && el.className;
      const name = classes ? classes.split(' ').slice(0, 2).join('.') : el.tagName;
      const what = text(el).slice(0, 40);
      overflow.push(`${name} scrolls sideways: ${el.scrollWidth} px in ${el.clientWidth} px ("${what}")`);
    }
  }
  const stderr = Array.from(document.querySelectorAll(
      '[data-mime-type="application/vnd.jupyter.stderr"], [data-mime-type="application/vnd.jupyter.error"]'))
    .filter(shown).map(el => text(el));
  const widgetRoots = inOutputs('.jupyter-widgets').filter(el => !el.parentElement.closest('.jupyter-widgets'));
  const widgetText = widgetRoots.filter(shown).map(el => {
    const options = Array.from(el.querySelectorAll('select option')).map(o => o.text).join('\n');
    return (el.innerText || '') + '\n' + options;
  });
  const switches = Array.from(document.querySelectorAll('.widget-toggle-button'))
    .filter(el => text(el) === 'Português').length;
  return {cut_text: cut, overflow, stderr, widget_text: widgetText, switches};
}"""
"""What the page shows that a learner would trip over (card ids are matched in Python)."""


def card_id_pattern(ids: Iterable[str]) -> re.Pattern[str]:
    """A pattern matching any of the catalog's ids as a whole word (not inside a longer id or word)."""
    alternatives = "|".join(re.escape(i) for i in sorted(set(ids), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alternatives})(?![\w-])")


def catalog_ids() -> list[str]:
    """Every id a learner must never read raw: Companies, Start-ups, Capitalists, Managers, Agents, schools."""
    from furnace_lab import load_catalog

    catalog = load_catalog()
    ids: list[str] = []
    for kind in ("companies", "startups", "capitalists", "managers", "agents", "business_schools"):
        table = getattr(catalog, kind)
        items = table.values() if isinstance(table, dict) else table
        ids.extend(item.id for item in items)
    return ids


@dataclass
class PageReport:
    """Findings per (language, check), each finding prefixed by the window size; axe violations per language."""

    findings: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    axe: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    languages: list[str] = field(default_factory=list)
    switched: int = 0

    def add(self, lang: str, check: str, size: str, items: Iterable[str]) -> None:
        bucket = self.findings.setdefault((lang, check), [])
        bucket.extend(f"{size}: {item}" for item in items)


def wait_until_rendered(page: Any) -> None:
    """Voilà has run the notebook and the page has drawn every widget (no change for 800 ms)."""
    page.wait_for_selector("#loading", state="detached", timeout=240_000) if page.locator("#loading").count() else None
    page.locator(".jp-OutputArea-output").first.wait_for(timeout=240_000)
    page.evaluate(QUIET_JS, [800, 30_000])


def settle(page: Any) -> None:
    page.evaluate(QUIET_JS, [400, 15_000])


def screenshot(page: Any, name: str, size: tuple[int, int], lang: str) -> Path:
    """The whole page (Voilà scrolls inside its own panel, so the window is made as tall as the content)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    width, height = size
    content = page.evaluate(
        "() => Math.max(...Array.from(document.querySelectorAll('body, body *')).map(e => e.scrollHeight))")
    page.set_viewport_size({"width": width, "height": max(height, min(int(content) + 40, SCREENSHOT_MAX_HEIGHT))})
    settle(page)
    path = SCREENSHOTS / f"{name}-{width}x{height}-{lang}.png"
    page.screenshot(path=str(path))
    page.set_viewport_size({"width": width, "height": height})
    settle(page)
    return path


def look(page: Any, report: PageReport, name: str, lang: str, ids: re.Pattern[str]) -> int:
    """Run the checks at every size; return how many Português switches the page has."""
    switches = 0
    for size in SIZES:
        page.set_viewport_size({"width": size[0], "height": size[1]})
        settle(page)
        seen = page.evaluate(LOOK_JS)
        label = f"{size[0]}x{size[1]}"
        report.add(lang, "cut_text", label, sorted(set(seen["cut_text"])))
        report.add(lang, "overflow", label, sorted(set(seen["overflow"])))
        report.add(lang, "stderr", label, seen["stderr"])
        found = sorted({match for text in seen["widget_text"] for match in ids.findall(text)})
        report.add(lang, "card_ids", label, [", ".join(found)] if found else [])
        switches = int(seen["switches"])
        screenshot(page, name, size, lang)
    return switches


def run_axe(page: Any, axe_js: Path) -> list[dict[str, Any]]:
    """axe-core on the page's outputs: serious and critical WCAG 2 A/AA violations, as (id, impact, count, example)."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        page.add_script_tag(path=str(axe_js))
    result = page.evaluate(
        """async (tags) => {
             const r = await axe.run(document, {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
             return r.violations.map(v => ({id: v.id, impact: v.impact, count: v.nodes.length,
                                            example: (v.nodes[0] && v.nodes[0].target.join(' ')) || ''}));
           }""",
        AXE_TAGS,
    )
    return [v for v in result if v["impact"] in AXE_IMPACTS]


def switch_to_portuguese(page: Any) -> int:
    """Press every English / Português switch's Português; return how many were pressed."""
    buttons = page.locator(".widget-toggle-button", has_text="Português")
    pressed = 0
    for index in range(buttons.count()):
        button = buttons.nth(index)
        if "mod-active" not in (button.get_attribute("class") or ""):
            button.click()
            pressed += 1
            settle(page)
    return pressed


def inspect(page: Any, url: str, name: str, lang: str, ids: re.Pattern[str], axe_js: Path | None,
            try_switch: bool) -> PageReport:
    """Load ``url`` once and look at it in ``lang`` (and, with ``try_switch``, in Portuguese through its switches)."""
    report = PageReport()
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    page.goto(url, timeout=240_000)
    wait_until_rendered(page)
    report.languages.append(lang)
    switches = look(page, report, name, lang, ids)
    if axe_js is not None:
        page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
        report.axe[lang] = run_axe(page, axe_js)
    if try_switch and switches:
        report.switched = switch_to_portuguese(page)
        report.languages.append("pt")
        look(page, report, name, "pt", ids)
        if axe_js is not None:
            page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
            report.axe["pt"] = run_axe(page, axe_js)
    return report


def summary(violations: list[dict[str, Any]]) -> str:
    return json.dumps({v["id"]: v["count"] for v in violations}, sort_keys=True)
