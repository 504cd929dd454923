"""The card notation: read an effect from a line of text, and write it back identically.

The data files describe every card row in a compact notation a person can read::

    gain 2 coal                              extraction
    2 coal -> 1 oil x2                       processing, at most twice
    1 iron -> 2 coal + 1 money x2            conversion and selling at once
    1 iron -> 1 oil                          a compensation row: no printed limit
    2 coal from here -> 1 token x2           pays with coal stored on the card
    upgrade for 1 coal + 1 token x∞          the Start-up's upgrade row
    delivery: gain 3 coal                    lightning bolt, resolved once
    text: gain 1 iron per card selling iron  a text effect (see effects.TEXT_KINDS)
    permanent: when outbid, store 1 iron here
    manager: gain 1 money per sale

A bundle is ``N name`` parts joined by `` + ``, names from coal, iron, oil, token, money, printed in that
order. :func:`parse_effect` raises :class:`~furnace_lab.errors.NotationError` for anything else, and
:func:`format_effect` is its exact inverse on canonical text (``format_effect(parse_effect(s)) == s``).
"""

from __future__ import annotations

import re
from functools import cache
from typing import Final

from furnace_lab.cards.effects import (
    ACTIVITIES,
    MANAGER_KINDS,
    PERMANENT_KINDS,
    TEXT_KINDS,
    Delivery,
    Effect,
    Gain,
    ManagerEffect,
    Permanent,
    Process,
    Text,
    Upgrade,
)
from furnace_lab.cards.resources import EMPTY, NAMES_PT, ORDER, RESOURCES, Bundle
from furnace_lab.errors import NotationError, quoted

INFINITY: Final = "∞"

DISC_VALUES: Final = (1, 2, 3, 4)
"""The values a Capital disc shows (``furnace.setup.discs``): the only ones a card can name."""

def _one_of(names: tuple[str, ...] | list[str]) -> str:
    """The notation's names, each quoted, for a Portuguese message: "'coal', 'iron', 'oil'"."""
    return ", ".join(repr(name) for name in names)


_PART = re.compile(r"^(\d+) ([a-z]+)$")
_LIMIT = re.compile(r"^(.*?) x(\d+|∞|inf)$")


def parse_bundle(text: str, *, context: str | None = None) -> Bundle:
    """``"1 coal + 2 money"`` → ``Bundle(coal=1, money=2)``."""
    source = context if context is not None else text
    amounts: dict[str, int] = {}
    if not text.strip():
        raise NotationError(source, "expected an amount such as '2 coal', found nothing",
                            pt="esperava-se uma quantidade como '2 coal', mas não veio nada")
    for raw in text.split(" + "):
        part = raw.strip()
        match = _PART.match(part)
        if not match:
            raise NotationError(source, f"expected 'N resource' (e.g. '2 coal'), found {quoted(part)}",
                                pt=f"esperava-se 'N recurso' (por exemplo '2 coal'), mas veio {quoted(part, 'pt')}")
        count, name = int(match.group(1)), match.group(2)
        if name not in ORDER:
            raise NotationError(source, f"unknown resource {quoted(name)}; expected one of {', '.join(ORDER)}",
                                pt=f"recurso desconhecido {quoted(name, 'pt')}; esperava-se um destes: "
                                   f"{_one_of(ORDER)}")
        if count <= 0:
            raise NotationError(source, f"amount of {name} must be at least 1, found {count}",
                                pt=f"a quantidade de {NAMES_PT[name][0]} ({quoted(name, 'pt')}) deve ser pelo menos 1, "
                                   f"mas veio {count}")
        if name in amounts:
            raise NotationError(source, f"{name} is listed twice",
                                pt=f"{NAMES_PT[name][0]} ({quoted(name, 'pt')}) aparece duas vezes")
        amounts[name] = count
    return Bundle(**amounts)


def format_bundle(bundle: Bundle) -> str:
    """``Bundle(coal=1, money=2)`` → ``"1 coal + 2 money"``."""
    return " + ".join(f"{n} {name}" for name, n in bundle.items())


def _parse_limit(text: str, source: str) -> tuple[str, int | None, bool]:
    """Split a trailing ``xN``/``x∞``; returns (rest, limit, infinite)."""
    match = _LIMIT.match(text)
    if not match:
        return text, None, False
    rest, raw = match.group(1), match.group(2)
    if raw in (INFINITY, "inf"):
        return rest, None, True
    limit = int(raw)
    if limit <= 0:
        raise NotationError(source, f"transaction limit must be at least 1, found x{limit}",
                            pt=f"o limite de transações deve ser pelo menos 1, mas veio 'x{limit}'")
    return rest, limit, False


def _parse_process(text: str, source: str) -> Process:
    left, _, right = text.partition(" -> ")
    rest, limit, infinite = _parse_limit(right.strip(), source)
    if infinite:
        raise NotationError(source, "a processing effect has a number limit (x1, x2, ...), not x∞",
                            pt="um efeito de processamento tem um limite numérico ('x1', 'x2', ...), não 'x∞'")
    from_here = False
    left = left.strip()
    if left.endswith(" from here"):
        from_here = True
        left = left[: -len(" from here")]
    cost = parse_bundle(left, context=source)
    gain = parse_bundle(rest, context=source)
    if cost.money:
        raise NotationError(source, "money cannot be spent by a processing effect (only resources left of the arrow)",
                            pt="um efeito de processamento não gasta dinheiro (só recursos à esquerda da seta)")
    if not cost.has_resource:
        raise NotationError(source, "a processing effect needs a resource left of the arrow",
                            pt="um efeito de processamento precisa de um recurso à esquerda da seta")
    return Process(cost=cost, gain=gain, limit=limit, from_here=from_here)


def _parse_simple(text: str, source: str) -> Gain | Process:
    if text.startswith("gain "):
        return Gain(parse_bundle(text[len("gain ") :], context=source))
    if " -> " in text:
        return _parse_process(text, source)
    raise NotationError(source, "expected 'gain ...' or 'cost -> gain xN'",
                        pt="esperava-se 'gain ...' ou 'cost -> gain xN'")


@cache
def _template_regex(template: str) -> re.Pattern[str]:
    pattern = re.escape(template).replace(re.escape(INFINITY), INFINITY)
    pattern = re.sub(r"\\\{(\w+)\\\}", lambda m: f"(?P<{m.group(1)}>.+?)", pattern)
    # a placeholder named twice must match the same text
    seen: set[str] = set()

    def dedupe(match: re.Match[str]) -> str:
        name = match.group(1)
        if name in seen:
            return f"(?P={name})"
        seen.add(name)
        return match.group(0)

    pattern = re.sub(r"\(\?P<(\w+)>\.\+\?\)", dedupe, pattern)
    return re.compile(f"^{pattern}$")


def _fill(values: dict[str, str], source: str) -> dict[str, object]:
    fields: dict[str, object] = {}
    for key, raw in values.items():
        if key in ("gain", "cost", "alt"):
            fields[key] = parse_bundle(raw, context=source)
        elif key == "resource":
            if raw not in RESOURCES:
                raise NotationError(source, f"unknown resource {quoted(raw)}; expected one of {', '.join(RESOURCES)}",
                                    pt=f"recurso desconhecido {quoted(raw, 'pt')}; esperava-se um destes: "
                                       f"{_one_of(RESOURCES)}")
            fields[key] = raw
        elif key == "activity":
            if raw not in ACTIVITIES:
                raise NotationError(source, f"unknown activity {quoted(raw)}; expected one of {', '.join(ACTIVITIES)}",
                                    pt=f"atividade desconhecida {quoted(raw, 'pt')}; esperava-se uma destas: "
                                       f"{_one_of(ACTIVITIES)}")
            fields[key] = raw
        elif key == "amount":
            if not raw.isdigit() or int(raw) <= 0:
                raise NotationError(source, f"expected a positive whole number, found {quoted(raw)}",
                                    pt=f"esperava-se um número inteiro positivo, mas veio {quoted(raw, 'pt')}")
            fields[key] = int(raw)
        elif key == "discs":
            parts = raw.split(" or ")
            if not all(p.isdigit() for p in parts):
                raise NotationError(source, f"expected disc values like '3 or 4', found {quoted(raw)}",
                                    pt=f"esperavam-se valores de disco como '3 or 4', mas veio {quoted(raw, 'pt')}")
            discs = tuple(int(p) for p in parts)
            if not set(discs) <= set(DISC_VALUES) or len(set(discs)) != len(discs):
                raise NotationError(source, f"expected different Capital disc values among "
                                            f"{', '.join(map(str, DISC_VALUES))} [furnace.setup.discs], found "
                                            f"{quoted(raw)}",
                                    pt=f"esperavam-se valores diferentes de Discos de Capital entre "
                                       f"{', '.join(map(str, DISC_VALUES))} [furnace.setup.discs], mas veio "
                                       f"{quoted(raw, 'pt')}")
            fields[key] = discs
    return fields


def _parse_templated(body: str, source: str, kinds: dict[str, str], family: str) -> dict[str, object]:
    first_error: NotationError | None = None
    for kind, template in kinds.items():
        match = _template_regex(template).match(body)
        if match:
            try:
                return {"kind": kind, **_fill(match.groupdict(), source)}
            except NotationError as error:  # another template may still fit
                first_error = first_error or error
    if first_error is not None:
        raise first_error
    expected = "; ".join(f"'{t}'" for t in kinds.values())
    raise NotationError(source, f"not a known {family} effect; expected one of: {expected}",
                        pt=f"não é um efeito {_FAMILY_PT[family]} conhecido; esperava-se um destes: {expected}")


_FAMILY_PT: Final = {"text": "de texto ('text:')", "permanent": "permanente ('permanent:')",
                     "manager": "de Gerente ('manager:')"}
"""The families of templated effects, in Portuguese, naming the notation's prefix."""


def parse_effect(text: str) -> Effect:
    """Read one card row; raises :class:`NotationError` saying what was expected."""
    if not isinstance(text, str):
        raise NotationError(repr(text), f"expected a string, found {type(text).__name__}",
                            pt=f"esperava-se um texto, mas veio {type(text).__name__}")
    source = text
    body = " ".join(text.split())
    if not body:
        raise NotationError(source, "empty effect", pt="efeito vazio")
    head, sep, rest = body.partition(": ")
    if sep:
        rest = rest.strip()
        if head == "delivery":
            return Delivery(_parse_simple(rest, source))
        if head == "text":
            return Text(**_parse_templated(rest, source, TEXT_KINDS, "text"))  # type: ignore[arg-type]
        if head == "permanent":
            return Permanent(**_parse_templated(rest, source, PERMANENT_KINDS, "permanent"))  # type: ignore[arg-type]
        if head == "manager":
            return ManagerEffect(**_parse_templated(rest, source, MANAGER_KINDS, "manager"))  # type: ignore[arg-type]
        raise NotationError(
            source, f"unknown effect kind {quoted(head)}; expected 'delivery:', 'text:', 'permanent:' or 'manager:'",
            pt=f"tipo de efeito desconhecido {quoted(head, 'pt')}; esperava-se 'delivery:', 'text:', 'permanent:' ou "
               "'manager:'",
        )
    if body.startswith("upgrade for "):
        rest, limit, infinite = _parse_limit(body[len("upgrade for ") :], source)
        if limit is None and not infinite:
            raise NotationError(source, "an upgrade row needs a limit: x1, x2, ... or x∞",
                                pt="uma linha de melhoria precisa de um limite: 'x1', 'x2', ... ou 'x∞'")
        return Upgrade(cost=parse_bundle(rest, context=source), limit=limit)
    return _parse_simple(body, source)


def _format_limit(limit: int | None) -> str:
    return "" if limit is None else f" x{limit}"


def _format_template(template: str, effect: Text | Permanent | ManagerEffect) -> str:
    def value(match: re.Match[str]) -> str:
        name = match.group(1)
        raw = getattr(effect, name)
        if name in ("gain", "cost", "alt"):
            return format_bundle(raw)
        if name == "discs":
            return " or ".join(str(d) for d in raw)
        return str(raw)

    return re.sub(r"\{(\w+)\}", value, template)


def format_effect(effect: Effect) -> str:
    """Write an effect in canonical notation."""
    if isinstance(effect, Gain):
        return f"gain {format_bundle(effect.gain)}"
    if isinstance(effect, Process):
        here = " from here" if effect.from_here else ""
        return f"{format_bundle(effect.cost)}{here} -> {format_bundle(effect.gain)}{_format_limit(effect.limit)}"
    if isinstance(effect, Upgrade):
        limit = f" x{INFINITY}" if effect.limit is None else f" x{effect.limit}"
        return f"upgrade for {format_bundle(effect.cost)}{limit}"
    if isinstance(effect, Delivery):
        return f"delivery: {format_effect(effect.effect)}"
    if isinstance(effect, Text):
        return f"text: {_format_template(TEXT_KINDS[effect.kind], effect)}"
    if isinstance(effect, Permanent):
        return f"permanent: {_format_template(PERMANENT_KINDS[effect.kind], effect)}"
    if isinstance(effect, ManagerEffect):
        return f"manager: {_format_template(MANAGER_KINDS[effect.kind], effect)}"
    raise TypeError(f"not an effect: {effect!r}")


__all__ = ["EMPTY", "format_bundle", "format_effect", "parse_bundle", "parse_effect"]
