"""Exercises for the Brass notebook, checked by the rules themselves.

Each exercise names a preset position, a request in plain words (or a question about the network) and what the
learner answers: a location, a set of locations (a list, or names joined by commas, ``and`` or ``e``), a number,
or the rule ID that refuses the request. The right answer is never stored: :func:`solve` works it out with the
same rule functions the rest of the package uses, and :func:`check` compares the learner's answer with it and
explains the solution, citing the rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Final

from furnace_lab.brass.actions import Outcome, resolve
from furnace_lab.brass.data import brass_map
from furnace_lab.brass.explain import Answer, step
from furnace_lab.brass.network import network
from furnace_lab.brass.phrases import parse_request, split_names
from furnace_lab.brass.problems import bad_data, quoted
from furnace_lab.brass.storage import preset
from furnace_lab.errors import IllegalAction
from furnace_lab.rules import rule


@dataclass(frozen=True, slots=True)
class Exercise:
    """One exercise: ``kind`` says what is asked (see :data:`KINDS`)."""

    id: str
    preset: str
    player: str
    request: str
    kind: str
    en: str
    pt: str


KINDS: Final = {
    "coal-location": "the location the (first) coal cube comes from",
    "coal-distance": "how many links away the (first) coal cube's mine is",
    "tied-mines": "the set of locations of equally close mines the player may choose between",
    "beer-location": "the location the (first) beer barrel comes from",
    "market-cost": "the money paid to the markets",
    "refusal-rule": "the rule ID that refuses the request, or 'allowed'",
    "network": "the set of locations in the player's network",
}

EXERCISES: Final = (
    Exercise("coal-any-owner", "canal-midgame", "red", "build an iron works at Dudley, 1 coal", "coal-location",
             "Red builds an iron works at Dudley for 1 coal. Where does the coal come from?",
             "Vermelho constrói uma Siderúrgica em Dudley por 1 carvão. De onde vem o carvão?"),
    Exercise("network-red", "canal-midgame", "red", "", "network",
             "Which locations are in red's network?", "Quais locais estão na rede do vermelho?"),
    Exercise("tie", "coal-tie", "red", "build an iron works at Birmingham, 1 coal", "tied-mines",
             "Red builds an iron works at Birmingham for 1 coal. Between which mines may red choose?",
             "Vermelho constrói uma Siderúrgica em Birmingham por 1 carvão. Entre quais minas ele pode escolher?"),
    Exercise("no-merchant", "coal-tie", "red", "build an iron works at Birmingham, 7 coal", "refusal-rule",
             "Red wants an iron works at Birmingham costing 7 coal. Allowed? If not, which rule refuses it?",
             "Vermelho quer uma Siderúrgica em Birmingham custando 7 carvões. Pode? Se não, qual regra recusa?"),
    Exercise("rail-after", "rail-3p", "red", "rail link Birmingham–Walsall", "coal-distance",
             "Red places a rail link Birmingham–Walsall. How many links from the new link is the mine that gives "
             "the coal?",
             "Vermelho coloca uma ferrovia Birmingham–Walsall. A quantas Conexões da ferrovia nova está a mina que "
             "fornece o carvão?"),
    Exercise("double-beer", "rail-3p", "red", "double rail Birmingham–Walsall and Walsall–Tamworth",
             "beer-location",
             "Red places two rails: Birmingham–Walsall, then Walsall–Tamworth. Where does the beer come from?",
             "Vermelho coloca duas ferrovias: Birmingham–Walsall e depois Walsall–Tamworth. De onde vem a cerveja?"),
    Exercise("through-oxford", "redditch-canal", "red", "build an iron works at Birmingham, 1 coal",
             "coal-distance",
             "Red builds an iron works at Birmingham for 1 coal. How many links away is the mine used?",
             "Vermelho constrói uma Siderúrgica em Birmingham por 1 carvão. A quantas Conexões está a mina usada?"),
    Exercise("empty-markets", "empty-markets", "red",
             "build a manufacturer at Birmingham slot 4, 1 coal, 1 iron, level 3", "market-cost",
             "Red builds a manufacturer at Birmingham for 1 coal and 1 iron. How much money goes to the markets?",
             "Vermelho constrói uma Manufatura em Birmingham por 1 carvão e 1 ferro. Quanto dinheiro vai aos "
             "mercados?"),
)

_BY_ID: Final = {exercise.id: exercise for exercise in EXERCISES}

_ANSWER_WORDS: Final = {
    "market": {"en": "market", "pt": "mercado"},
    "allowed": {"en": "allowed", "pt": "permitido"},
    "none": {"en": "none", "pt": "nenhum"},
}
"""Answer words shown back to the learner, in each language."""

KIND_RULE: Final = {
    "coal-location": "brass.coal.closest-mine",
    "coal-distance": "brass.coal.closest-mine",
    "tied-mines": "brass.coal.tie-choice",
    "beer-location": "brass.beer.sources",
    "market-cost": "brass.market.buy-cheapest",
    "refusal-rule": "brass.coal.market-connection",
    "network": "brass.network.definition",
}
"""The rule each kind of exercise is mainly about (cited by the verdict)."""


def exercise(exercise_id: str) -> Exercise:
    if exercise_id not in _BY_ID:
        raise bad_data(f"no such exercise; they are {', '.join(_BY_ID)}",
                       f"esse exercício não existe; os exercícios são {quoted(_BY_ID)}", item=exercise_id,
                       field="exercise")
    return _BY_ID[exercise_id]


def _first_take(outcome: Outcome, resource: str) -> tuple[str, int | None]:
    take = next((t for t in outcome.plan(resource).takes if t.ref), None)
    if take is None or take.location is None:
        return "market", None
    return take.location, take.distance


def solve(exercise_id: str) -> Answer[object]:
    """The exercise's answer, worked out by the rules, with their explanation."""
    item = exercise(exercise_id)
    position = preset(item.preset)
    if item.kind == "network":
        found = network(position, item.player)
        return Answer(found.value, found.steps)
    request = parse_request(item.request, item.player)
    try:
        outcome = resolve(position, request)
    except IllegalAction as error:
        if item.kind != "refusal-rule":
            raise
        return Answer(error.rule_id, (step(error.rule_id, error.reason, error.reason_pt or error.reason),))
    steps = outcome.steps
    result: object
    if item.kind == "refusal-rule":
        result = "allowed"
    elif item.kind == "coal-location":
        result = _first_take(outcome.value, "coal")[0]
    elif item.kind == "coal-distance":
        result = _first_take(outcome.value, "coal")[1]
    elif item.kind == "beer-location":
        result = _first_take(outcome.value, "beer")[0]
    elif item.kind == "tied-mines":
        ties = outcome.value.plan("coal").ties
        result = frozenset(ref.split(":")[0] for ref in ties[0]) if ties else frozenset()
    elif item.kind == "market-cost":
        result = sum(take.cost for plan in outcome.value.plans for take in plan.takes)
    else:
        raise bad_data(f"unknown exercise kind; expected one of {', '.join(KINDS)}",
                       f"tipo de exercício desconhecido; esperava-se um de {quoted(KINDS)}", item=item.id,
                       field="kind")
    return Answer(result, steps)


def _normalise(kind: str, answer: object) -> object:
    board = brass_map()
    if kind in ("coal-location", "beer-location"):
        return "market" if str(answer).strip().lower() in ("market", "mercado") else board.resolve(str(answer))
    if kind == "refusal-rule" and str(answer).strip().lower() in ("allowed", "permitido"):
        return "allowed"
    if kind in ("tied-mines", "network"):
        names: Iterable[object] = answer if isinstance(answer, list | tuple | set | frozenset) else \
            split_names(str(answer))
        return frozenset(board.resolve(str(name).strip()) for name in names if str(name).strip())
    if kind in ("coal-distance", "market-cost"):
        try:
            return int(str(answer).strip().lstrip("£"))
        except ValueError:
            raise bad_data("expected a whole number", "esperava-se um número inteiro", item=str(answer),
                           field="answer") from None
    return str(answer).strip()


def check(exercise_id: str, answer: object, lang: str = "en", *, reveal: bool = False) -> Answer[bool]:
    """Is ``answer`` right? A right answer (or ``reveal=True``) comes with the rules' own solution; a wrong one
    with a hint: the rule to read again."""
    item = exercise(exercise_id)
    solution = solve(exercise_id)
    given = _normalise(item.kind, answer)
    right = given == solution.value
    board = brass_map()

    def show(value: object, lang: str) -> str:
        if isinstance(value, frozenset):
            return ", ".join(sorted(board.name(v, lang) for v in value)) or _ANSWER_WORDS["none"][lang]
        if isinstance(value, str) and value in board.by_id:
            return board.name(value, lang)
        if isinstance(value, str) and value in _ANSWER_WORDS:
            return _ANSWER_WORDS[value][lang]
        return str(value)

    verdict_rule = KIND_RULE[item.kind]
    if item.kind == "refusal-rule" and solution.value != "allowed":
        verdict_rule = str(solution.value)
    verdict = step(verdict_rule,
                   f"{'Right' if right else 'Not quite'}: the answer is {show(solution.value, 'en')}"
                   + ("" if right else f" (you said {show(given, 'en')})") + ".",
                   f"{'Certo' if right else 'Quase'}: a resposta é {show(solution.value, 'pt')}"
                   + ("" if right else f" (você disse {show(given, 'pt')})") + ".")
    if right or reveal:
        return Answer(right, (verdict, *solution.steps))
    entry = rule(verdict_rule)
    hint = step(verdict_rule, f"Not quite. Read the rule again: {entry.en} (Or check(..., reveal=True).)",
                f"Quase. Releia a regra: {entry.pt} (Ou check(..., reveal=True).)")
    return Answer(False, (hint,))
