"""Answers that explain themselves: a result plus the reasoning, each step citing the rule it applies.

Every Brass rule function returns an :class:`Answer`: its ``value`` (a set of locations, a sourcing plan, a
new position, …) and its ``steps``. A :class:`Step` says one thing in English and Portuguese and names the
rule ID it comes from (``furnace_lab.rule(step.rule_id)`` resolves it). A request the rules do not allow is
refused with :func:`refuse`, which raises :class:`~furnace_lab.errors.IllegalAction` carrying the reason in
both languages and the rule ID; nothing is changed, because positions are immutable.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Generic, NoReturn, TypeVar

from furnace_lab.errors import IllegalAction, check_lang
from furnace_lab.rules import rule

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Step:
    """One line of an explanation, citing one rule."""

    rule_id: str
    en: str
    pt: str

    def __post_init__(self) -> None:
        rule(self.rule_id)  # every step must cite a rule that exists in the index

    def text(self, lang: str = "en") -> str:
        return self.en if check_lang(lang) == "en" else self.pt

    def cited(self, lang: str = "en") -> str:
        """The step followed by its rule ID in brackets."""
        return f"{self.text(lang)} [{self.rule_id}]"


@dataclass(frozen=True)
class Answer(Generic[T]):
    """A rule's result and the steps that led to it."""

    value: T
    steps: tuple[Step, ...] = ()

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """The rules cited, in order of first mention."""
        return tuple(dict.fromkeys(step.rule_id for step in self.steps))

    def cites(self, rule_id: str) -> bool:
        return rule_id in self.rule_ids

    def explain(self, lang: str = "en") -> str:
        """The steps as numbered lines, each ending with its rule ID."""
        return "\n".join(f"{n}. {step.cited(lang)}" for n, step in enumerate(self.steps, start=1))

    def __str__(self) -> str:
        return self.explain("en")

    def _repr_html_(self) -> str:
        items = "".join(f"<li>{html.escape(s.text('en'))} <code>[{html.escape(s.rule_id)}]</code></li>"
                        for s in self.steps)
        return f"<p><b>{html.escape(_value_text(self.value))}</b></p><ol>{items}</ol>"


def _value_text(value: object) -> str:
    """A short heading for an answer's value in a notebook."""
    request = getattr(value, "request", None)
    if request is not None and hasattr(request, "describe"):
        return str(request.describe())
    summary = getattr(value, "summary", None)
    if callable(summary):
        return str(summary())
    if isinstance(value, set | frozenset):
        return ", ".join(sorted(str(v) for v in value)) or "(none)"
    text = str(value)
    return text if len(text) <= 200 else text[:197] + "..."


def step(rule_id: str, en: str, pt: str) -> Step:
    return Step(rule_id, en, pt)


class Refusal(IllegalAction):
    """A Brass refusal: an :class:`IllegalAction` whose Portuguese message names the request in Portuguese too
    (``str(error)`` is unchanged), and that keeps the ``steps`` that led to it."""

    steps: tuple[Step, ...] = ()

    @property
    def pt(self) -> str | None:
        if self.reason_pt is None:
            return None
        action = getattr(self.action, "pt", self.action)
        what = f"{action}: " if action is not None else ""
        return f"{what}{self.reason_pt} [{self.rule_id}]"


def refuse(rule_id: str, en: str, pt: str, *, action: object = None, before: Iterable[Step] = ()) -> NoReturn:
    """Refuse a request: raise :class:`IllegalAction` (a :class:`Refusal`) with the reason in both languages.

    ``action`` names the request (a :class:`Said` names it in both languages). ``before`` are the steps that
    led up to the refusal; they are kept on the error as ``steps``.
    """
    error = Refusal(en, rule_id, action=action, reason_pt=pt)
    error.steps = tuple(before)
    raise error
