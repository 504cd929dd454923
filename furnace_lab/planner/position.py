"""A production-phase position as the planner reads it: one player's cards, sides, resources and progress.

In the production phase a player resolves each of their cards once (furnace.production.each-card-once) —
their Companies, each on its basic or upgraded side, and their Start-up — with the resources they hold. A
:class:`Position` is exactly what decides that player's best plan:

* ``cards``: the player's cards in line order (the engine's compiled :class:`~furnace_lab.engine.core.cards.CardInfo`,
  so the planner plays the very rows the engine plays), and which Companies are ``upgraded``;
* ``resources``: coal, iron, oil, upgrade tokens and money held now;
* ``round`` (1-4), ``production_chain`` (the variant: cards strictly left to right,
  furnace.variant.production-chain) and the player's ``capitalist``;
* progress, when planning mid-phase: the cards already ``used``, whether the Capitalist's repeat is spent
  (``repeat_used``), and the card being resolved (``current``: its id, the next row, upgrades made on it) — one of
  ``cards``, or, in a position read from a game, the Company of the player to the right that the neighbour
  Capitalist is resolving (interbellum.capitalist.neighbour), known from that game;
* Interbellum: the player's ``managers`` — (Manager id, the card it sits on, or None before it is placed) —
  and resources ``stored`` on cards.

Build one by hand with :meth:`Position.build` (the same arguments as the engine's ``production_position``) or
read one from a game with :meth:`Position.from_state`. A state in the production phase gives the player's
exact progress; a state in an earlier phase gives the position the player would produce from if production
began now (their cards and holdings) — what "what is this card worth?" needs during the auction.

Built with the constructor, ``upgraded`` and ``used`` may be any collection of card ids (a set, a list, a tuple):
they are kept as frozensets, so a position built from lists equals, and hashes like, the one built from sets.
``cards`` may be a list too (kept as a tuple), and ``managers`` / ``stored`` lists of pairs (kept as tuples).

Bad input — to the constructor, to :meth:`Position.build`, :meth:`Position.from_state` or the what-ifs — is
refused with a typed error (:class:`~furnace_lab.errors.DataError`, or the engine's own for ``build``) naming the
field and the bad value, in English and in Portuguese (``error.message("pt")``). So is a tableau no game reaches:
more Companies than a player can win in four rounds (:data:`~furnace_lab.planner.checks.MAX_COMPANIES`, 24).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sized
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Final

from furnace_lab.cards.resources import EMPTY, Bundle
from furnace_lab.engine.base.capitalists import Hooks, hooks_for
from furnace_lab.engine.core.actions import natural_key
from furnace_lab.engine.core.cards import CapitalistInfo, CardInfo, company_info
from furnace_lab.engine.core.constants import ROUNDS
from furnace_lab.errors import DataError
from furnace_lab.planner.checks import checked_company_count, checked_manager_count, checked_player, checked_state

if TYPE_CHECKING:
    from furnace_lab.engine.core.state import GameState



@dataclass(frozen=True, slots=True)
class Resume:
    """The card being resolved mid-phase: its id, the index of its next row, upgrades already made on it.

    The card is one of the position's cards, or in a position read from a game the right-hand neighbour's Company
    that the neighbour Capitalist is resolving (interbellum.capitalist.neighbour).

    ``row`` runs from 0 to the number of the card's rows (that number: every row done): the rows printed on its side,
    or in a position read from a game the rows the engine has for it (Interbellum splices rows in as it is resolved).
    """

    card: str
    row: int
    upgrades: int = 0


@dataclass(frozen=True)
class Position:
    """One player's production-phase position (see the module docstring).

    ``upgraded`` and ``used`` take any collection of card ids and keep it as a frozenset (one text, such as
    ``upgraded="base-c1"``, is refused: write ``{"base-c1"}``); ``cards`` may be a list (kept as a tuple).
    """

    cards: tuple[CardInfo, ...]
    upgraded: frozenset[str] = frozenset()
    resources: Bundle = EMPTY
    round: int = ROUNDS
    production_chain: bool = False
    capitalist: CapitalistInfo | None = None
    used: frozenset[str] = frozenset()
    repeat_used: bool = False
    current: Resume | None = None
    managers: tuple[tuple[str, str | None], ...] = ()
    """Interbellum: (Manager id, the card it sits on, or None while not placed)."""
    stored: tuple[tuple[str, Bundle], ...] = ()
    """Interbellum: resources stored on cards, by card id (only cards holding something)."""
    placing: bool = False
    """Interbellum: may Managers still be placed (the phase's first step, interbellum.manager.assign-at-start)?"""
    player: int = 0
    source: Any = field(default=None, compare=False, repr=False)
    """The engine state this position was read from, when plans can be applied to it directly."""
    catalog: Any = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        ids, startups = self._checked_cards()
        self._check_card_groups(ids, startups)
        self._check_round_and_resources()
        self._check_managers_and_stored(ids)
        self._check_switches()
        self._check_current(ids)

    def _checked_cards(self) -> tuple[list[str], list[str]]:
        """The cards (a list is kept as a tuple): distinct, at most one Start-up, not too many Companies;
        returns (card ids, Start-up ids)."""
        if isinstance(self.cards, Iterable) and not isinstance(self.cards, tuple | str | Mapping):
            object.__setattr__(self, "cards", tuple(self.cards))  # a list of cards, say
        try:
            ids = [c.id for c in self.cards]
            startups = [c.id for c in self.cards if c.is_startup]
        except (AttributeError, TypeError):  # card ids (or catalog cards) given for the engine's compiled cards
            raise _bad_cards(self.cards) from None
        if len(set(ids)) != len(ids):
            raise DataError(f"a card is listed twice: {ids}", item="position", field="cards",
                            pt=f"uma carta aparece duas vezes: {ids}")
        if len(startups) > 1:
            raise DataError(f"a player has one Start-up, not {startups}", item="position", field="cards",
                            pt=f"cada jogador tem uma só Carta Inicial, não {len(startups)}: {startups}")
        checked_company_count(len(ids) - len(startups))
        return ids, startups

    def _check_card_groups(self, ids: list[str], startups: list[str]) -> None:
        """``upgraded`` and ``used`` name the position's cards (kept as frozensets); no Start-up is upgraded."""
        for name in ("upgraded", "used"):
            group = _card_ids(name, getattr(self, name))
            object.__setattr__(self, name, group)  # any collection of ids is kept as a frozenset
            for card_id in group:
                if card_id not in ids:
                    raise DataError(f"{card_id!r} is not one of the position's cards", item=card_id, field=name,
                                    pt=f"{card_id!r} não é uma das cartas da posição")
        for card_id in self.upgraded:
            if card_id in startups:  # furnace.startup.no-upgrade
                raise DataError("a Start-up has one side and is never upgraded (furnace.startup.no-upgrade)",
                                item=card_id, field="upgraded",
                                pt="a Carta Inicial tem um só lado e nunca é melhorada "
                                   "(regra 'furnace.startup.no-upgrade')")

    def _check_round_and_resources(self) -> None:
        """The round is 1..4 and the resources a Bundle."""
        if isinstance(self.round, bool) or not isinstance(self.round, int) or not 1 <= self.round <= ROUNDS:
            raise DataError(f"round must be 1..{ROUNDS}, not {self.round!r}", item="position", field="round",
                            pt=f"a rodada deve ser de 1 a {ROUNDS}, não {self.round!r}")
        if not isinstance(self.resources, Bundle):
            raise DataError("resources must be a Bundle", item="position", field="resources",
                            pt="os recursos devem ser um Bundle")

    def _check_managers_and_stored(self, ids: list[str]) -> None:
        """Interbellum: Managers by id, on the position's cards; stored Bundles on its cards (both kept as
        tuples)."""
        try:
            for manager, on in self.managers:
                if not isinstance(manager, str):
                    raise DataError(f"a Manager is given by its id, not {manager!r}", item="position",
                                    field="managers", pt=f"um Gerente é dado pelo seu id, não {manager!r}")
                if on is not None and on not in ids:
                    raise DataError(f"Manager {manager!r} sits on {on!r}, which is not one of the position's "
                                    "cards", item=manager, field="managers",
                                    pt=f"o Gerente {manager!r} está em {on!r}, que não é uma das cartas da posição")
            for card_id, held in self.stored:
                if card_id not in ids or not isinstance(held, Bundle):
                    raise DataError("stored resources must be a Bundle on one of the position's cards",
                                    item=card_id, field="stored",
                                    pt="os recursos guardados devem ser um Bundle numa das cartas da posição")
        except DataError:
            raise
        except (TypeError, ValueError):  # not a collection of pairs (a dict given for stored, say)
            raise _not_pairs(self) from None
        object.__setattr__(self, "managers", tuple((m, on) for m, on in self.managers))  # lists of lists as tuples
        checked_manager_count(len(self.managers))
        object.__setattr__(self, "stored", tuple((c, held) for c, held in self.stored))

    def _check_switches(self) -> None:
        """The Capitalist is the compiled one (or None), the on/off fields are booleans, the player a seat."""
        if self.capitalist is not None and not isinstance(self.capitalist, CapitalistInfo):
            shown = repr(self.capitalist) if isinstance(self.capitalist, str) else repr(type(self.capitalist).__name__)
            raise DataError(f"capitalist is the engine's compiled Capitalist (CapitalistInfo) or None, not {shown}; "
                            "build a position with a Capitalist id with Position.build", item="position",
                            field="capitalist",
                            pt=f"'capitalist' deve ser o Capitalista compilado do motor ('CapitalistInfo') ou None, "
                               f"não {shown}; para montar uma posição com o id de um Capitalista, use 'Position.build'")
        for name in ("production_chain", "repeat_used", "placing"):
            if not isinstance(getattr(self, name), bool):
                raise DataError(f"{name} must be True or False, not {getattr(self, name)!r}", item="position",
                                field=name, pt=f"'{name}' deve ser True ou False, não {getattr(self, name)!r}")
        checked_player(self.player, item="position")

    def _check_current(self, ids: list[str]) -> None:
        """The card being resolved (``current``): a Resume of one of the position's cards (or, read from a game,
        the neighbour's), counted as used, with whole-number row and upgrades, the row within the card."""
        if self.current is not None and not isinstance(self.current, Resume):
            raise DataError(f"current is the card being resolved, as Resume(card id, next row), not "
                            f"{self.current!r}", item="position", field="current",
                            pt=f"'current' é a carta em resolução, dada como 'Resume(id da carta, próxima linha)', "
                               f"não {self.current!r}")
        if self.current is not None:
            # The card being resolved is one of the position's own cards — or, read from a game, the Company of the
            # player to the right that the neighbour Capitalist is resolving (interbellum.capitalist.neighbour: after
            # the player's own cards, pay to resolve one Company of the right-hand neighbour). The engine resolves
            # that card as the player's current card without making it theirs: it stays in the neighbour's line and
            # is not among the player's used cards (the ability is spent instead). So ``cards`` and ``used`` stay the
            # player's own tableau, and that card's rows, side and Managers come from the game (``source``), which
            # only a position read with from_state has; any other position is refused a card not its own.
            info = self.card(self.current.card) if self.current.card in ids else _neighbour_card(self)
            if info is None:
                raise _not_own_card(self)
            if info.id in ids and info.id not in self.used:
                raise DataError("the card being resolved counts as used", item=self.current.card, field="current",
                                pt="a carta em resolução conta como usada: inclua-a em 'used'")
            for what, number, en, pt in (("row", self.current.row, "the next row", "a próxima linha"),
                                         ("upgrades", self.current.upgrades, "the upgrades made on the row",
                                          "as melhorias feitas na linha")):
                if isinstance(number, bool) or not isinstance(number, int) or number < 0:
                    raise DataError(f"{en} (Resume.{what}) is a whole number, 0 or more, not {number!r}",
                                    item=self.current.card, field="current",
                                    pt=f"{pt} ('Resume.{what}') deve ser um número inteiro, 0 ou mais, não {number!r}")
            self._check_current_row(info)

    def _check_current_row(self, info: CardInfo) -> None:
        """``current.row`` runs from 0 to the number of rows the card has (that number: every row done)."""
        assert self.current is not None
        # The bound on Resume.row is the number of rows the card has where the row index comes from (that number
        # itself is allowed: every row done, where the engine waits for a Manager's end-of-card choice).
        # * Read from a game mid-card (``source``, from_state): the engine's own rows of the card being resolved.
        #   Interbellum splices rows into that card — a processing delivery, a token's upgrade row, the
        #   compensation-first Capitalist's row, a Manager's upgrade bringing the added rows — so a real next row
        #   may lie past the printed rows; the engine's count is exactly what real states produce (a test reads
        #   random Interbellum games mid-card: none is refused, and some rows do lie past the printed ones).
        # * Any other position — hand-built, or a what-if (with_company / without), which drops the game: the
        #   rows printed on the card's side (basic, or basic + added when upgraded). The planner reads the row
        #   against those; rows spliced in are known only to the game, and a part-way position cannot be set up
        #   anew to play them (to_state refuses it), so a row past the printed ones could only be misread.
        #   The neighbour's Company is always read from a game mid-card: the engine's rows of it.
        rows, in_game = _rows_in_game(self.source, info.id), True
        if rows is None:
            rows, in_game = len(info.rows(info.id in self.upgraded)), False
        row = self.current.row
        if row > rows:
            if in_game:
                en = f"the card has {rows} rows in the game"
                pt = f"a carta tem {rows} linhas no jogo"
            else:
                side, side_pt = ("upgraded", "melhorado") if info.id in self.upgraded else ("basic", "básico")
                en = (f"its {side} side prints {rows} row{'' if rows == 1 else 's'}; rows spliced in during play "
                      "(Interbellum) are known only to the game state: plan from it")
                pt = (f"seu lado {side_pt} tem {rows} linha{'' if rows == 1 else 's'} impressa"
                      f"{'' if rows == 1 else 's'}; linhas inseridas durante o jogo (Interbellum) só o estado do "
                      "jogo conhece: planeje a partir dele")
            raise DataError(f"the next row (Resume.row) is 0..{rows} ({rows}: every row done), not {row}: {en}",
                            item=info.id, field="current.row",
                            pt=f"a próxima linha ('Resume.row') vai de 0 a {rows} ({rows}: todas feitas), não "
                               f"{row}: {pt}")

    # --- reading ------------------------------------------------------------------------------------

    @property
    def ids(self) -> tuple[str, ...]:
        """Card ids in line order."""
        return tuple(c.id for c in self.cards)

    @property
    def startup(self) -> str | None:
        for card in self.cards:
            if card.is_startup:
                return card.id
        return None

    @property
    def companies(self) -> tuple[tuple[str, bool], ...]:
        """(Company id, upgraded) in line order."""
        return tuple((c.id, c.id in self.upgraded) for c in self.cards if not c.is_startup)

    @property
    def hooks(self) -> Hooks:
        """The Capitalist's rule changes, as the engine computes them (repeat cost, token substitute)."""
        return hooks_for(self.capitalist)

    @property
    def is_fresh(self) -> bool:
        """No card used yet this phase, and no Manager placed."""
        return not self.used and not self.repeat_used and all(on is None for _, on in self.managers)

    def card(self, card_id: str) -> CardInfo:
        """The compiled card ``card_id`` of the position. A card id that is not a string, or an id that is not one
        of the position's cards, is refused with a :class:`~furnace_lab.errors.DataError` on the field ``card``
        (as the constructor refuses ids not in the position), in English and in Portuguese."""
        if not isinstance(card_id, str):
            raise not_a_card_id(card_id, "position")
        for card in self.cards:
            if card.id == card_id:
                return card
        cards = ", ".join(map(repr, self.ids))
        raise DataError(f"{card_id!r} is not one of the position's cards ({cards})", item=card_id, field="card",
                        pt=f"{card_id!r} não é uma das cartas da posição ({cards})")

    # --- building -----------------------------------------------------------------------------------

    @classmethod
    def build(cls, companies: Any = (), startup: str | None = None, resources: Any = None, round: int = ROUNDS,
              capitalist: str | None = None, production_chain: bool = False, *, startup_position: int = 0,
              catalog: Any = None, managers: Iterable[str] = (), stored: Mapping[str, Any] | None = None
              ) -> Position:
        """A hand-built position: the same arguments as the engine's ``production_position``.

        ``companies`` lists card ids or ``(card id, upgraded)`` pairs (in line order for the Production Chain,
        where the Start-up sits at ``startup_position``); ``capitalist`` is a Capitalist id or ability key;
        ``managers`` the Manager ids the player owns (placed at the start of the phase); ``stored`` resources on
        cards. Bad input raises the engine's typed errors (:class:`~furnace_lab.errors.OptionsError`,
        :class:`~furnace_lab.errors.UnknownCard`).
        """
        from furnace_lab.engine.position import production_position

        if isinstance(managers, str) or not isinstance(managers, Iterable):
            raise DataError("managers must be a list of Manager ids", item="position", field="managers",
                            pt="'managers' deve ser uma lista de ids de Gerentes")
        owned = tuple(managers)
        checked_manager_count(len(owned))
        if isinstance(companies, Sized) and not isinstance(companies, str | Mapping):
            checked_company_count(len(companies))  # before the engine sets up a table no game reaches
        state: Any = production_position(companies, startup, resources, round, capitalist, production_chain,
                                         startup_position=startup_position, catalog=catalog,
                                         managers=list(owned) or None, stored=_stored(stored))
        # the engine has checked everything; it may also have played forced choices already, so the
        # position is read from the set-up (line, sides, Capitalist), not from where the state now stands
        spec = state.spec
        cards = tuple(spec.cards[spec.index[card_id]] for card_id in state.cards(0))
        upgraded = frozenset(c.id for c in cards if not c.is_startup and state.is_upgraded(c.id))
        held = resources if isinstance(resources, Bundle) else Bundle.of(**dict(resources or {}))
        kept = tuple((c.id, state.stored(c.id)) for c in cards if not state.stored(c.id).is_empty)
        return cls(cards=cards, upgraded=upgraded, resources=held, round=round, production_chain=production_chain,
                   capitalist=spec.capitalists[0], managers=tuple((m, None) for m in owned), stored=kept,
                   placing=bool(owned), catalog=catalog)

    @classmethod
    def from_state(cls, state: GameState, player: int | None = None) -> Position:
        """The position of ``player`` (default: the player to act) in an engine game state.

        In the production phase this is the player's exact progress; before it, the position they would
        produce from if production began now. A player who has finished producing, or a game that is over,
        has nothing left to plan (:class:`~furnace_lab.errors.DataError`). Anything but an engine ``GameState`` (a
        Position, say) and a player who is not a seat at the table are refused the same way.
        """
        state = checked_state(state)
        if state.is_over:  # before the player: a finished game's player to act is the terminal marker
            raise DataError("the game is over: there is no production left to plan", item="state", field="phase",
                            pt="o jogo terminou: não há mais produção para planejar")
        player = checked_player(state.current_player if player is None else player, state)
        spec = state.spec
        cards = tuple(spec.cards[spec.index[card_id]] for card_id in state.cards(player))
        upgraded = frozenset(c.id for c in cards if not c.is_startup and state.is_upgraded(c.id))
        progress = _progress(state, player)
        if progress is None:
            raise DataError(f"{state.players[player]} has already finished producing this round", item="state",
                            field="player", pt=f"{state.players[player]} já terminou de produzir nesta rodada")
        used, repeat_used, current, live = progress
        cap = spec.capitalists[player] if player < len(spec.capitalists) else None
        managers = tuple(state.managers(player)) if hasattr(state, "managers") else ()
        kept = tuple((c.id, state.stored(c.id)) for c in cards if not state.stored(c.id).is_empty)
        placing = bool(managers) and (not live or _placing(state))
        return cls(cards=cards, upgraded=upgraded, resources=state.holdings(player), round=state.round,
                   production_chain=bool(spec.chain), capitalist=cap, used=used, repeat_used=repeat_used,
                   current=current, managers=managers, stored=kept, placing=placing, player=player,
                   source=state if live else None)

    def to_state(self) -> GameState:
        """An engine state at this position.

        A position read from a game in its production phase returns that state, whose player to act is
        :attr:`player`; any other (hand-built, or changed with :meth:`with_company` / :meth:`without`) is set up
        with the engine's ``production_position`` — for which it must be fresh (no card used yet) — as a
        one-player game: its player is seat 0, whichever seat :attr:`player` names in the game it came from.
        """
        if self.source is not None:
            return self.source
        if not self.is_fresh or self.current is not None:
            raise DataError("only a position at the start of production can be set up anew; plan from the game "
                            "state itself", item="position", field="used",
                            pt="só uma posição no início da produção pode ser montada de novo; planeje a partir do "
                               "próprio estado do jogo")
        from furnace_lab.engine.position import production_position

        companies = [(c.id, c.id in self.upgraded) for c in self.cards if not c.is_startup]
        startup = self.startup
        where = next((k for k, c in enumerate(self.cards) if c.is_startup), 0)
        cap = None if self.capitalist is None else self.capitalist.id
        return production_position(companies, startup, self.resources, self.round, cap, self.production_chain,
                                   startup_position=where, catalog=self.catalog,
                                   managers=[m for m, _ in self.managers] or None,
                                   stored={c: held for c, held in self.stored} or None)

    # --- what-ifs -----------------------------------------------------------------------------------

    def with_company(self, card: str | CardInfo, upgraded: bool = False, at: int | None = None) -> Position:
        """This position with one more Company (basic side unless ``upgraded``), for "what is it worth".

        ``at`` is its place in the line (0 = leftmost) for the Production Chain; outside it the line is kept
        in card-id order, as in the engine. Progress is kept; the position no longer plays on its source state.
        A card that is neither a card id nor a compiled card, or ``upgraded`` not True/False, is refused
        (:class:`~furnace_lab.errors.DataError`).
        """
        if not isinstance(card, str | CardInfo):
            raise not_a_card_id(card, "position")
        if not isinstance(upgraded, bool):
            raise DataError(f"upgraded must be True or False, not {upgraded!r}", item="position", field="upgraded",
                            pt=f"'upgraded' deve ser True ou False, não {upgraded!r}")
        info = card if isinstance(card, CardInfo) else self._compile(card)
        if info.is_startup:
            raise DataError("a player has one Start-up; add a Company", item=info.id, field="card",
                            pt="cada jogador tem uma só Carta Inicial; acrescente uma Companhia")
        if info.id in self.ids:
            raise DataError("the card is already in the position", item=info.id, field="card",
                            pt="a carta já está na posição")
        cards = list(self.cards)
        if self.production_chain:
            where = len(cards) if at is None else at
            if isinstance(where, bool) or not isinstance(where, int) or not 0 <= where <= len(cards):
                raise DataError(f"a line of {len(cards)} cards has places 0..{len(cards)}, not {at!r}",
                                item=info.id, field="at",
                                pt=f"uma fileira de {len(cards)} cartas tem os lugares 0 a {len(cards)}, não {at!r}")
            cards.insert(where, info)
        else:
            cards.append(info)
            cards.sort(key=lambda c: natural_key(c.id))
        ups = self.upgraded | {info.id} if upgraded else self.upgraded
        return replace(self, cards=tuple(cards), upgraded=ups, source=None)

    def without(self, card_id: str) -> Position:
        """This position without one of its (unused) Companies. A card id that is not a string, an id not in the
        position, the Start-up or a card already used is refused (:class:`~furnace_lab.errors.DataError`, field
        ``card``)."""
        info = self.card(card_id)
        if info.is_startup:
            raise DataError("the Start-up cannot be left out", item=card_id, field="card",
                            pt="a Carta Inicial não pode ficar de fora")
        if card_id in self.used:
            raise DataError("the card was already used this phase", item=card_id, field="card",
                            pt="a carta já foi usada nesta fase")
        cards = tuple(c for c in self.cards if c.id != card_id)
        managers = tuple((m, None if on == card_id else on) for m, on in self.managers)
        # a Manager that sat on the card comes back: it can be placed only if placing is still open
        stored = tuple((c, held) for c, held in self.stored if c != card_id)
        return replace(self, cards=cards, upgraded=self.upgraded - {card_id}, managers=managers, stored=stored,
                       source=None)

    def _compile(self, card_id: str) -> CardInfo:
        if self.source is not None:
            spec = self.source.spec
            if card_id in spec.index:
                return spec.cards[spec.index[card_id]]
        catalog = self.catalog
        if catalog is None:
            from furnace_lab.engine.base.setup import load_base_catalog

            catalog = load_base_catalog()
        found = catalog.card(card_id)
        if getattr(found, "kind", "") != "company":
            raise DataError(f"{card_id!r} is not a Company card", item=card_id, field="card",
                            pt=f"{card_id!r} não é uma Companhia")
        return company_info(found)


def not_a_card_id(value: object, item: str) -> DataError:
    """The refusal of a card id that is not a string (a card number, None), on the field ``card`` of ``item``."""
    return DataError(f"a card id is a string such as 'base-c7', not {type(value).__name__}", item=item, field="card",
                     pt=f"o id de uma carta é um texto como 'base-c7', não {type(value).__name__!r}")


def _card_ids(name: str, value: Any) -> frozenset[str]:
    """``upgraded`` or ``used`` as a frozenset: any collection of card ids is taken (a set, a list, a tuple); one
    text, a mapping or something that is not a collection is refused, saying what was given."""
    if isinstance(value, frozenset):
        return value
    if isinstance(value, str):
        en, pt = f"one text ({value!r}): write {{{value!r}}}", f"um só texto ({value!r}): escreva {{{value!r}}}"
    elif isinstance(value, Mapping):
        en, pt = "a dict", "um dicionário"
    else:
        try:
            ids = frozenset(value)
        except TypeError:  # not a collection, or one holding a list
            en = pt = repr(value) if _plain(value) else repr(type(value).__name__)
        else:
            odd = next((card_id for card_id in ids if not isinstance(card_id, str)), None)
            if odd is None:
                return ids
            shown = repr(odd) if _plain(odd) else repr(type(odd).__name__)
            en, pt = f"one holding {shown}", f"uma que tem {shown}"
    raise DataError(f"{name} is a collection of card ids, such as {{'base-c1'}}, not {en}", item="position",
                    field=name, pt=f"'{name}' deve ser uma coleção de ids de cartas, como {{'base-c1'}}, não {pt}")


def _stored(stored: Any) -> Any:
    """``stored`` as :meth:`Position.build` hands it to the engine: a mapping copied, anything else as given (the
    engine refuses it, saying what ``stored`` should be)."""
    if not stored:
        return None
    return dict(stored) if isinstance(stored, Mapping) else stored


def _bad_cards(cards: Any) -> DataError:
    """``cards`` holds something other than the engine's compiled cards (card ids, most likely)."""
    try:
        wrong: object = next(c for c in cards if not isinstance(c, CardInfo))
    except (TypeError, StopIteration):
        wrong = cards
    what = repr(wrong) if isinstance(wrong, str) else repr(type(wrong).__name__)  # an id, else the type's name
    return DataError(f"cards are the engine's compiled cards (CardInfo), not {what}; build a position from card "
                     "ids with Position.build", item="position", field="cards",
                     pt=f"'cards' deve ter as cartas compiladas do motor ('CardInfo'), não {what}; para montar uma "
                        "posição a partir de ids de cartas, use 'Position.build'")


def _not_pairs(position: Position) -> DataError:
    """``managers`` or ``stored`` is not a collection of pairs (a dict given for ``stored``, say)."""
    value: Any
    name, value, en, pt = "stored", position.stored, "(card id, Bundle)", "(id da carta, Bundle)"
    if _odd_one(position.managers) is not _PAIRS:
        name, value, en, pt = "managers", position.managers, "(Manager id, card id or None)", \
            "(id do Gerente, id da carta ou None)"
    odd = _odd_one(value)
    if isinstance(value, Mapping):
        shown_en = f"a dict: 'tuple({name}.items())' gives the pairs"
        shown_pt = f"um dicionário: 'tuple({name}.items())' dá os pares"
    else:  # the odd one itself when it is plain data (its words are the user's own), else its type
        shown_en = shown_pt = repr(odd) if _plain(odd) else repr(type(odd).__name__)
    return DataError(f"{name} is a tuple of {en} pairs, not {shown_en}", item="position", field=name,
                     pt=f"'{name}' deve ser uma tupla de pares {pt}, não {shown_pt}")


_PAIRS: Final = object()
"""What :func:`_odd_one` returns for a collection of pairs."""


def _odd_one(value: Any) -> Any:
    """What keeps ``value`` from being a collection of pairs: itself (a text, a mapping, not a collection) or its
    first entry that is not a pair; :data:`_PAIRS` when it is a collection of pairs."""
    if isinstance(value, str | Mapping):
        return value
    try:
        return next((entry for entry in value if not (isinstance(entry, tuple | list) and len(entry) == 2)),
                    _PAIRS)
    except TypeError:
        return value


def _plain(value: Any) -> bool:
    """A text, a number, None, or a tuple or list of those: shown as it is in both languages."""
    if isinstance(value, tuple | list):
        return all(isinstance(v, str | int | float) or v is None for v in value)
    return isinstance(value, str | int | float) or value is None


def _neighbour_card(position: Position) -> CardInfo | None:
    """The Company of the player to the right that the position's game is resolving as its ``current`` card, with
    the position's Capitalist the neighbour one (interbellum.capitalist.neighbour) — the game's compiled card — or
    None when ``current`` is no such card (or the position has no game: hand-built, or a what-if)."""
    source, current = position.source, position.current
    if source is None or current is None or position.hooks.neighbour_cost is None:
        return None
    from furnace_lab.engine.base.production import right_neighbour

    if (source.is_over or source.phase != "production" or source.current_player != position.player
            or source.current_card != current.card):
        return None
    # solo, "any Company of the Agent to your right" (interbellum.clarification.neighbour-card): the right Agent's
    neighbours = (source.agent_cards(1) if source.num_players == 1
                  else source.companies(right_neighbour(source, position.player)))
    if current.card not in neighbours:
        return None
    info: CardInfo = source.card(current.card)
    return info


def _not_own_card(position: Position) -> DataError:
    """The refusal of a ``current`` card that is not one of the position's cards, saying why."""
    card = position.current.card if position.current is not None else None
    return DataError(f"{card!r} is not one of the position's cards: a player resolves their own cards; only the "
                     "Capitalist who uses a neighbour's Company (interbellum.capitalist.neighbour) resolves another "
                     "player's card — a Company of the player to the right — and a position part-way through that "
                     "card is read from its game, with Position.from_state (a what-if, such as with_company, leaves "
                     "the game out)", item="position", field="current",
                     pt=f"{card!r} não é uma das cartas da posição: cada jogador resolve as próprias cartas; só o "
                        "Capitalista que usa uma Companhia do vizinho ('interbellum.capitalist.neighbour') resolve a "
                        "carta de outro jogador — uma Companhia do jogador à direita — e uma posição no meio dessa "
                        "carta se lê do próprio jogo, com 'Position.from_state' (uma hipótese, como 'with_company', "
                        "deixa o jogo de fora)")


def _rows_in_game(source: Any, card_id: str) -> int | None:
    """The rows the card being resolved has in ``source``, the game a position was read from (printed rows and
    rows spliced in), or None when the position has no game or its game is not resolving this card."""
    if source is None or getattr(source, "current_card", None) != card_id:
        return None
    return source.production.rows


def _placing(state: Any) -> bool:
    """Is the engine at the Managers' placing step (interbellum.manager.assign-at-start)?"""
    cursor = state.production
    return cursor is not None and cursor.placing_managers


def _progress(state: GameState, player: int) -> tuple[frozenset[str], bool, Resume | None, bool] | None:
    """(used, repeat used, current card, planning live on this state) — None if the player is done.

    Reads the engine's production bookkeeping through its public cursor (``GameState.production``).
    """
    cursor = state.production
    if cursor is None:
        return frozenset(), False, None, False
    if player in cursor.done:
        return None
    if player != state.current_player:
        return frozenset(), False, None, False
    used = frozenset(c for c in state.cards(player) if c in cursor.used)
    current = None
    if cursor.card is not None:
        current = Resume(cursor.card, cursor.row_index, cursor.upgrades_on_row)
    return used, player in cursor.repeated, current, True

