"""The game log's words come from the phrase tables (issue 27, engine/text): events.py, transcript.py and logtext.py
name phrase keys of ``text/en/events.py`` and ``text/pt/events.py`` and write no sentence of their own; the amounts,
module names and results read the same as before in both languages."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from furnace_lab.cards.resources import ORDER, Bundle, amount_words, bundle_words
from furnace_lab.engine import new_game
from furnace_lab.engine.core import citations as R
from furnace_lab.engine.core.events import _MODULE_KEYS, bundle_text, result_text, times_words
from furnace_lab.engine.core.logtext import LogText, Named
from furnace_lab.engine.core.naming import module_name, name
from furnace_lab.engine.text import LANGUAGES, MissingPhrase, Phrase
from furnace_lab.engine.text.en import events as en_events
from furnace_lab.engine.text.pt import events as pt_events
from furnace_lab.engine.transcript import HEADER, playthrough
from tests.engine.test_engine_text import _keys_named

ENGINE = Path(__file__).resolve().parents[2] / "furnace_lab" / "engine"
MODULES = (ENGINE / "core" / "events.py", ENGINE / "transcript.py", ENGINE / "core" / "logtext.py")


def test_every_key_the_log_names_is_in_the_tables_and_no_sentence_is_left_there() -> None:
    keys = set().union(*(_keys_named(path) for path in MODULES))
    assert len(keys) >= 90 and keys <= set(LANGUAGES["en"]), sorted(keys - set(LANGUAGES["en"]))
    assert set(en_events.PHRASES) <= keys, sorted(set(en_events.PHRASES) - keys)
    for path in MODULES:
        strings = _code_strings(path)
        for table in (en_events.PHRASES, pt_events.PHRASES):
            for template in table.values():
                lead = template.split("{")[0]
                assert len(lead) < 12 or not any(lead in text for text in strings), (path.name, template)


def _code_strings(path: Path) -> list[str]:
    """The texts a module's code writes (its string literals and f-string parts, not its docstrings)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    return [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docstrings]


def test_the_event_keys_carry_their_prefix() -> None:
    for key in en_events.PHRASES:
        assert key.startswith(("event.", "transcript.")), key


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_amounts_read_as_the_card_faces_write_them(lang: str) -> None:
    """furnace.resources.bundle: the log's amounts (event.amount.*) agree with the card data's words, singular and
    plural (cards.resources.amount_words), and an empty bundle is "nothing" / "nada"."""
    for slot, resource in enumerate(ORDER):
        for amount in (1, 2, 5):
            assert bundle_text(((slot, amount),), lang) == amount_words(resource, amount, lang)
    assert bundle_text((), lang) == bundle_words(Bundle(), lang)
    assert bundle_text(((0, 1), (4, 2)), lang, 3) == ("3 coal + 6 money" if lang == "en" else "3 carvões + $6")


def test_counts_of_runs_in_both_languages() -> None:
    assert [times_words(k, "en") for k in (1, 2)] == ["once", "2 times"]
    assert [times_words(k, "pt") for k in (1, 2)] == ["1 vez", "2 vezes"]


def test_the_log_names_modules_as_the_options_do_in_english() -> None:
    """The log's own module names (event.module.*) differ from the options' only in Portuguese."""
    for module, key in _MODULE_KEYS.items():
        assert LANGUAGES["en"][key] == module_name(module, "en")
    assert LANGUAGES["pt"]["event.module.two-player-dummy"] != module_name("two-player-dummy", "pt")


def test_a_bid_event_says_its_rule_in_both_languages() -> None:
    """furnace.auction.place-one-disc: the bid event cites its rule and its phrase (event.bid) names the player,
    the disc, the place and the card in each language."""
    state = new_game(["Ana", "Bo", "Cy"], 7, capitalists=False)
    bid = state.legal_actions()[0]
    state.apply_in_place(bid)
    event = state.log[-1]
    assert event.kind == "bid" and R.PLACE_ONE_DISC in event.rules
    assert isinstance(event.phrase, Phrase) and event.phrase.key == "event.bid"
    card_id = event.data[2]
    seat = event.player
    who = state.players[seat]
    assert event.explain("en") == (f"{who} places Capital disc {bid.disc} on card {bid.position} "
                                   f"({name(state.spec, card_id, 'en')}).")
    assert event.explain("pt") == (f"{who} coloca o Disco de Capital {bid.disc} na carta {bid.position} "
                                   f"({name(state.spec, card_id, 'pt')}).")


def test_a_result_an_agent_spoils_says_nobody_wins() -> None:
    """interbellum.solo.goal: when an Agent comes first nobody wins, in each language."""
    assert result_text(("Ana",), (0,), (5,), (2,), "en") == "Game over: nobody wins (an Agent comes first). " \
        "Player: 2. Ana ($5)."
    assert result_text(("Ana",), (0,), (5,), (2,), "pt") == "Fim de jogo: ninguém vence (um Agente fica à " \
        "frente). Jogador: 2. Ana ($5)."
    assert result_text(("Ana", "Bo"), (1, 0), (3, 9), (2, 1), "pt") == "Fim de jogo: 1. Bo ($9), 2. Ana ($3)."


def test_every_event_of_a_whole_game_is_written_in_both_languages() -> None:
    """Every event of an Interbellum game has words in each language, and an Interbellum step keeps the words its
    module wrote (the (rule IDs, English, Portuguese) shape)."""
    state = new_game(3, 5, interbellum=True)
    while not state.is_over:
        state.apply_in_place(state.legal_actions()[0])
    for event in state.log:
        en, pt = event.explain("en"), event.explain("pt")
        assert en and pt and "{" not in en + pt, event.kind
        if event.kind == "ib":
            assert (en, pt) == (event.data[1], event.data[2])


def test_a_log_template_comes_from_the_tables() -> None:
    """LogText.of: an Interbellum module's template read from the tables, filled per language when the log is
    read; a key the tables lack fails at once."""
    text = LogText.of("event.use.why-last")
    assert text.render(()) == (" (the only card left)", " (a única carta restante)")
    named = LogText(LANGUAGES["en"]["event.neighbour.of-player"].replace("{player}", "{0}"),
                    LANGUAGES["pt"]["event.neighbour.of-player"].replace("{player}", "{0}"))
    assert named.render((Named("Mine", "Mina"),)) == ("of Mine", "de Mina")
    with pytest.raises(MissingPhrase, match=r"event\.nothing-such"):
        LogText.of("event.nothing-such")


def test_a_playthrough_opens_with_the_tables_header() -> None:
    state = new_game(2, 1)
    state.apply_in_place(state.legal_actions()[0])
    assert playthrough(state).splitlines()[0] == HEADER == LANGUAGES["en"]["transcript.header"]
    lines = playthrough(state, "pt").splitlines()
    assert lines[0] == "# furnace_lab: partida passo a passo" and lines[2] == "semente: 1"
