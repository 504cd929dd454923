"""The errors furnace_lab raises, each saying what was wrong and where.

Every error a user can meet is a subclass of :class:`FurnaceLabError`, so a notebook or widget can catch
them all with one ``except`` and show the message instead of a traceback.

* :class:`DataError`: a data file (cards, rules, a board position, a record) is malformed. It names the
  file, the item id (a card id, a rule id, a location) and the field, and says what was expected.
* :class:`NotationError`: an effect written in the card notation could not be read.
* :class:`UnknownRule`, :class:`UnknownCard`: a lookup by id found nothing.
* :class:`IllegalAction`: a player tried something the rules do not allow. It carries the plain-language
  reason and the rule ID it comes from; the state it was tried on is unchanged.
* :class:`RecordError`: a saved game record is corrupt or does not replay; it names the first bad action.
* :class:`OptionsError`: a bad combination of modules, variants or player count.
* :class:`ActionError` (and :class:`ActionTypeError`): an action built with a value it cannot hold
  (``Bid(100, 2)``, ``Bid("3", 2)``); still a ``ValueError`` (a ``TypeError``) for code that catches those.

What a user typed or handed in is quoted in a message by :func:`quoted` (or shown by :func:`shown`): a short prefix and
how long the whole was, never the whole of a megabyte of text.

Every error may also say it in Portuguese: the ``pt=`` keyword gives the Portuguese of the text the caller
wrote (the problem), and the error composes ``error.pt`` (its whole message in Portuguese, the same shape as
``str(error)``, rule citation included) only when it is read. ``str(error)`` stays English;
``error.message(lang)`` gives the message in ``"en"`` or ``"pt"`` (English when no Portuguese was given).
"""

from __future__ import annotations

import reprlib
from typing import Final

QUOTE_LIMIT: Final = 80
"""The most characters of a user's input an error message quotes (then ``…`` and how long the whole was)."""
PATH_LIMIT: Final = 240
"""The most characters of a file's name or path an error message shows."""


def _repr_of(value: object, limit: int) -> str:
    """``repr(value)`` for a short value; a bounded one (few items, shallow) for a long or deeply nested one."""
    if isinstance(value, (int, float, bool)) or value is None:
        if isinstance(value, int) and value.bit_length() > 4 * limit:  # repr refuses past 4,300 digits
            text = f"<{value.bit_length()} bits>"  # the same word in Portuguese
        else:
            text = repr(value)
    else:
        short = reprlib.Repr()
        short.maxlevel, short.maxstring, short.maxother = 3, limit, limit
        short.maxlist = short.maxtuple = short.maxdict = short.maxset = short.maxfrozenset = 6
        try:
            text = short.repr(value)
        except Exception:  # a hand-built object whose repr fails: name its type
            text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit] + "…"


def quoted(value: object, lang: str = "en", limit: int = QUOTE_LIMIT) -> str:
    """``value`` quoted for an error message: ``repr`` of a text up to ``limit`` characters, else of its first ``limit``
    characters, then ``…`` and its length (``(1000000 characters)``, ``(1000000 caracteres)`` in Portuguese); any
    other value as a bounded ``repr``."""
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return f"{value[:limit]!r}… ({len(value)} {'caracteres' if lang == 'pt' else 'characters'})"
    return _repr_of(value, limit)


def shown(value: object, limit: int = QUOTE_LIMIT) -> str:
    """``value`` shown unquoted in an error message (an action's notation): ``str`` of a text or of an object
    with its own ``__str__``, cut to ``limit`` characters and ``…``; containers as a bounded ``repr``."""
    if isinstance(value, str):
        text = value
    elif type(value).__str__ is object.__str__ or type(value).__str__ in (tuple.__str__, list.__str__, dict.__str__):
        return _repr_of(value, limit)
    else:
        try:
            text = str(value)
        except Exception:  # a hand-built object whose str fails: name its type
            text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[:limit] + "…"


class FurnaceLabError(Exception):
    """Base class of every error furnace_lab raises on purpose.

    ``FurnaceLabError(message, pt=portuguese)``: ``problem_pt`` keeps the Portuguese given, ``pt`` is the whole
    Portuguese message (``None`` when none was given).
    """

    problem_pt: str | None = None

    def __init__(self, *args: object, pt: str | None = None) -> None:
        super().__init__(*args)
        if pt is not None:
            self.problem_pt = pt

    @property
    def pt(self) -> str | None:
        """The message in Portuguese, or ``None`` when the error was raised without one."""
        return self.problem_pt

    def message(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"pt"``); English when there is no Portuguese."""
        if lang == "pt":
            pt = self.pt
            if pt:
                return pt
        return str(self)


class NotationError(FurnaceLabError, ValueError):
    """A string in the card notation (an effect) or the action notation (``what="action"``) could not be parsed.

    ``rule_id``, when given (an action's notation cites the rule that only the actions listed may be played), ends
    the message in brackets, as an :class:`IllegalAction`'s does."""

    def __init__(self, text: str, problem: str, what: str = "effect", *, pt: str | None = None,
                 rule_id: str | None = None) -> None:
        self.text = text
        self.problem = problem
        self.what = what
        self.rule_id = rule_id
        cite = f" [{rule_id}]" if rule_id else ""
        super().__init__(f"cannot read {what} {quoted(text)}: {problem}{cite}", pt=pt)

    @property
    def pt(self) -> str | None:
        if self.problem_pt is None:
            return None
        cite = f" [{self.rule_id}]" if self.rule_id else ""
        return (f"não foi possível ler {_WHAT_PT.get(self.what, self.what)} {quoted(self.text, 'pt')}: "
                f"{self.problem_pt}{cite}")


_WHAT_PT = {"action": "a ação", "effect": "o efeito"}


class DataError(FurnaceLabError, ValueError):
    """A data file is malformed: names the file, the item, the field, and what was expected."""

    def __init__(
        self,
        problem: str,
        *,
        file: str | None = None,
        item: str | None = None,
        field: str | None = None,
        pt: str | None = None,
        item_pt: str | None = None,
    ) -> None:
        self.file = file
        self.item = item
        self.field = field
        self.problem = problem
        self.item_pt = item_pt
        """The item in Portuguese words, where the item is itself words (a request described), not an id."""
        where = []
        if file:
            where.append(f"file {shown(file, PATH_LIMIT)}")
        if item:
            where.append(f"id {quoted(item)}")
        if field:
            where.append(f"field {field!r}")
        prefix = ", ".join(where)
        super().__init__(f"{prefix}: {problem}" if prefix else problem, pt=pt)

    @property
    def pt(self) -> str | None:
        """``arquivo …, id '…', campo '…': problema`` (a file given as a text that knows its Portuguese, with a
        ``.pt``, is named in Portuguese)."""
        if self.problem_pt is None:
            return None
        where = []
        if self.file:
            where.append(f"arquivo {shown(getattr(self.file, 'pt', self.file), PATH_LIMIT)}")
        if self.item:
            where.append(f"id {quoted(self.item if self.item_pt is None else self.item_pt, 'pt')}")
        if self.field:
            where.append(f"campo {self.field!r}")
        prefix = ", ".join(where)
        return f"{prefix}: {self.problem_pt}" if prefix else self.problem_pt


def check_lang(lang: object) -> str:
    """``lang`` if it is ``"en"`` or ``"pt"`` (the languages every text of the lab comes in); anything else is
    refused with a :class:`DataError` on the field ``lang``, in both languages."""
    if lang != "en" and lang != "pt":
        raise DataError(f"language must be 'en' or 'pt', not {quoted(lang)}", field="lang",
                        pt=f"o idioma é 'en' ou 'pt', não {quoted(lang, 'pt')}")
    return lang


class UnknownRule(FurnaceLabError, KeyError):
    """No rule in the index has this ID."""

    def __init__(self, rule_id: str, suggestions: tuple[str, ...] = ()) -> None:
        self.rule_id = rule_id
        self.suggestions = suggestions
        hint = f" (did you mean {', '.join(suggestions)}?)" if suggestions else ""
        super().__init__(f"no rule with ID {quoted(rule_id)}{hint}")

    @property
    def pt(self) -> str | None:
        hint = f" (você quis dizer {', '.join(map(repr, self.suggestions))}?)" if self.suggestions else ""
        return f"nenhuma regra com o ID {quoted(self.rule_id, 'pt')}{hint}"

    def __str__(self) -> str:  # KeyError would otherwise quote the message
        return str(self.args[0])


class UnknownCard(FurnaceLabError, KeyError):
    """No card in the catalog has this id."""

    def __init__(self, card_id: str, suggestions: tuple[str, ...] = ()) -> None:
        self.card_id = card_id
        self.suggestions = suggestions
        hint = f" (did you mean {', '.join(suggestions)}?)" if suggestions else ""
        super().__init__(f"no card with id {quoted(card_id)}{hint}")

    @property
    def pt(self) -> str | None:
        hint = f" (você quis dizer {', '.join(map(repr, self.suggestions))}?)" if self.suggestions else ""
        return f"nenhuma carta com o id {quoted(self.card_id, 'pt')}{hint}"

    def __str__(self) -> str:
        return str(self.args[0])


class CitedProblem(FurnaceLabError, ValueError):
    """A problem in English and Portuguese that cites the rule it breaks, when there is one (``... [rule.id]``)."""

    def __init__(self, problem: str, rule_id: str | None = None, *, pt: str | None = None) -> None:
        self.problem = problem
        self.rule_id = rule_id
        cite = f" [{rule_id}]" if rule_id else ""
        super().__init__(f"{problem}{cite}", pt=pt)

    @property
    def pt(self) -> str | None:
        if self.problem_pt is None:
            return None
        return f"{self.problem_pt} [{self.rule_id}]" if self.rule_id else self.problem_pt


class OptionsError(CitedProblem):
    """A game was asked for with options the rules do not allow together."""


class IllegalAction(FurnaceLabError, ValueError):
    """An action the rules forbid. The state it was tried on is unchanged.

    ``reason`` is plain English, ``reason_pt`` Portuguese (when known), ``rule_id`` the rule it breaks.
    """

    def __init__(
        self,
        reason: str,
        rule_id: str,
        *,
        action: object = None,
        reason_pt: str | None = None,
    ) -> None:
        self.reason = reason
        self.rule_id = rule_id
        self.action = action
        self.reason_pt = reason_pt
        what = f"{shown(action)}: " if action is not None else ""
        super().__init__(f"{what}{reason} [{rule_id}]")

    @property
    def pt(self) -> str | None:
        if self.reason_pt is None:
            return None
        what = f"{shown(self.action)}: " if self.action is not None else ""
        return f"{what}{self.reason_pt} [{self.rule_id}]"


class ActionError(CitedProblem):
    """An action built with a value it cannot hold (``Bid(100, 2)``): what was wrong, in English and Portuguese, and
    the rule it breaks (only the actions the game lists may be played). A ``ValueError`` too, as it was."""

    def __init__(self, problem: str, *, pt: str | None = None, rule_id: str | None = None) -> None:
        super().__init__(problem, rule_id, pt=pt)


class ActionTypeError(ActionError, TypeError):
    """An action built with a value of the wrong type (``Bid("3", 2)``); a ``TypeError`` too, as it was."""


class RecordError(FurnaceLabError, ValueError):
    """A saved game record is corrupt or does not replay."""

    def __init__(self, problem: str, *, index: int | None = None, action: object = None,
                 file: str | None = None, pt: str | None = None) -> None:
        self.problem = problem
        self.index = index
        self.action = action
        self.file = file
        where = f"action {index} ({shown(action)}): " if index is not None else ""
        super().__init__(f"{shown(file, PATH_LIMIT) + ': ' if file else ''}{where}{problem}", pt=pt)

    @property
    def pt(self) -> str | None:
        if self.problem_pt is None:
            return None
        where = f"ação {self.index} ({shown(self.action)}): " if self.index is not None else ""
        return f"{shown(self.file, PATH_LIMIT) + ': ' if self.file else ''}{where}{self.problem_pt}"
