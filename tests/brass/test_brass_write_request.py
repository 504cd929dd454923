"""Requests written back in plain words (``write_request``): every field in English and in Portuguese, read back as
the same request; the explorer's examples in Portuguese are complete and distinct, and go into the request box in
Portuguese."""

from __future__ import annotations

import pytest
from brass_strategies import EVERY, requests
from hypothesis import HealthCheck, given, settings

from furnace_lab.brass import (
    Build,
    CanalToRail,
    Card,
    DoubleRail,
    PlaceLink,
    Request,
    Sell,
    brass_map,
    parse_request,
    preset,
    write_request,
)
from furnace_lab.brass.exercises import EXERCISES
from furnace_lab.errors import DataError
from furnace_lab.widgets.brass import EXAMPLES, BrassExplorer, example_label

BOARD = brass_map()
PLAYERS = ("red", "yellow", "purple", "Ana")
CHOICES = [*EVERY, "Dudley", "Cannock", "merchant", "market", "dudley:1", "farm-south:1", "warrington:2"]


def _read_alike(request: Request) -> str:
    """Write ``request`` in both languages and check that both read back as it; return the Portuguese."""
    english, portuguese = write_request(request, "en"), write_request(request, "pt")
    assert parse_request(english) == request, english
    assert parse_request(portuguese) == request, portuguese
    assert english != portuguese
    return portuguese


EVERY_FIELD: list[tuple[Request, str, str]] = [
    (Build("red", "birmingham", "goods", slot=4, coal=1, iron=1, level=3),
     "red: build a manufacturer at Birmingham slot 4, 1 coal, 1 iron, level 3",
     "Vermelho: construir Manufatura em Birmingham espaço 4, 1 carvão, 1 ferro, nível 3"),
    (Build("yellow", "cannock", "coal", level=2, output=4, card=Card("wild-location")),
     "yellow: build a coal mine at Cannock, level 2, output 4, with a wild location card",
     "Amarelo: construir Mina de Carvão em Cannock, nível 2, produção 4, com carta de Local Curinga"),
    (Build("red", "farm-south", "brewery", card=Card("wild-industry")),
     "red: build a brewery at Farm Brewery (south, by Kidderminster and Worcester), with a wild industry card",
     "Vermelho: construir Cervejaria em Cervejaria Rural (sul, perto de Kidderminster e Worcester), com carta de "
     "Indústria Curinga"),
    (Build("red", "dudley", "iron", card=Card("location", "dudley"), coal=2, coal_choice=("Dudley", "market")),
     "red: build an iron works at Dudley, 2 coal, with a location card, coal from Dudley and market",
     "Vermelho: construir Siderúrgica em Dudley, 2 carvões, com carta de Local, carvão de Dudley e do mercado"),
    (Build("purple", "birmingham", "goods", card=Card("location", "walsall"), iron=2,
           iron_choice=("market", "coalbrookdale:1")),
     "purple: build a manufacturer at Birmingham, 2 iron, with the Walsall location card, iron from market and "
     "coalbrookdale:1",
     "Roxo: construir Manufatura em Birmingham, 2 ferros, com a carta de Local Walsall, ferro do mercado e de "
     "coalbrookdale:1"),
    (Build("red", "stoke-on-trent", "cotton", card=Card("industry", "pottery")),
     "red: build a cotton mill at Stoke-on-Trent, with the pottery industry card",
     "Vermelho: construir Tecelagem em Stoke-on-Trent, com a carta de Indústria Olaria"),
    (PlaceLink("red", ("stoke-on-trent", "warrington"), coal_choice=("Cannock", "dudley:1")),
     "red: link Stoke-on-Trent–Warrington, coal from Cannock and dudley:1",
     "Vermelho: Conexão Stoke-on-Trent–Warrington, carvão de Cannock e de dudley:1"),
    (PlaceLink("yellow", ("worcester", "farm-south"), kind="rail"),
     "yellow: rail link Worcester–Farm Brewery (south, by Kidderminster and Worcester)",
     "Amarelo: ferrovia Worcester–Cervejaria Rural (sul, perto de Kidderminster e Worcester)"),
    (PlaceLink("red", ("birmingham", "walsall"), kind="canal"),
     "red: canal link Birmingham–Walsall", "Vermelho: canal Birmingham–Walsall"),
    (DoubleRail("red", ("birmingham", "walsall"), ("walsall", "tamworth"), coal_choice=("Cannock",),
                beer_choice=("uttoxeter:1", "merchant")),
     "red: double rail Birmingham–Walsall and Walsall–Tamworth, coal from Cannock, beer from uttoxeter:1 and "
     "merchant",
     "Vermelho: ferrovia dupla Birmingham–Walsall e Walsall–Tamworth, carvão de Cannock, cerveja de uttoxeter:1 e "
     "do Mercador"),
    (Sell("purple", "stafford", "pottery", beer=2, merchant="shrewsbury", beer_choice=("merchant", "Burton")),
     "purple: sell pottery at Stafford to Shrewsbury, 2 beer, beer from merchant and Burton",
     "Roxo: vender Olaria em Stafford para Shrewsbury, 2 cervejas, cerveja do Mercador e de Burton"),
    (Sell("red", "stoke-on-trent", "cotton", beer=1, merchant="warrington:1", slot=1),
     "red: sell cotton at Stoke-on-Trent slot 1 to Warrington:1, 1 beer",
     "Vermelho: vender Tecelagem em Stoke-on-Trent espaço 1 para Warrington:1, 1 cerveja"),
    (Sell("Ana", "birmingham", "goods"), "Ana: sell manufactured goods at Birmingham",
     "Ana: vender Manufatura em Birmingham"),
    (CanalToRail(), "end of canal era", "fim da era dos canais"),
]
"""A request for each field the notation writes, with its English and Portuguese phrases."""


@pytest.mark.parametrize("request_, english, portuguese", EVERY_FIELD, ids=[en for _, en, _ in EVERY_FIELD])
def test_every_field_is_written_in_both_languages_and_reads_back(request_: Request, english: str,
                                                                 portuguese: str) -> None:
    assert write_request(request_, "en") == english
    assert write_request(request_, "pt") == portuguese
    assert _read_alike(request_) == portuguese


def test_the_player_the_reader_assumes_is_not_named() -> None:
    request = Build("yellow", "dudley", "iron", coal=1)
    assert write_request(request, "pt", player="yellow") == "construir Siderúrgica em Dudley, 1 carvão"
    assert write_request(request, "pt", player="red") == "Amarelo: construir Siderúrgica em Dudley, 1 carvão"
    assert parse_request(write_request(request, "pt", player="yellow"), "yellow") == request
    with pytest.raises(ValueError, match="'en' or 'pt'"):
        write_request(request, "fr")


def _sample_requests() -> list[tuple[str, str]]:
    """Every request the lab suggests: the explorer's examples for each preset, and the exercises' requests, each
    with the player it is for."""
    found = [(phrase, "red") for phrases in EXAMPLES.values() for phrase in phrases]
    found += [(item.request, item.player) for item in EXERCISES if item.request]
    return found


@pytest.mark.parametrize("phrase, player", _sample_requests())
def test_every_sample_request_reads_the_same_in_portuguese(phrase: str, player: str) -> None:
    """An example or exercise request written in Portuguese is the request of its English phrase, every detail
    kept (slot 4, level 3, coal from Dudley, beer from Burton …)."""
    request = parse_request(phrase, player)
    assert parse_request(write_request(request, "pt"), player) == request
    assert parse_request(write_request(request, "en"), player) == request
    label = example_label(phrase, "pt")
    assert label != phrase and parse_request(label, player) == request


def test_no_two_examples_share_a_label() -> None:
    """Different example requests have different labels in each language (the Portuguese list once showed two
    pairs alike: with and without 'coal from Dudley', with and without 'slot 4 … level 3')."""
    phrases = BrassExplorer._examples(None)
    assert len({parse_request(phrase, "?") for phrase in phrases}) == len(phrases)
    for lang in ("en", "pt"):
        labels = [example_label(phrase, lang) for phrase in phrases]
        assert len(set(labels)) == len(labels), lang
    for name in EXAMPLES:
        labels = [label for label, _ in BrassExplorer._example_options(name, "pt")]
        assert len(set(labels)) == len(labels), name


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(requests(PLAYERS, CHOICES))
def test_any_request_written_in_portuguese_reads_as_written_in_english(request: Request) -> None:
    """parse(write(r, "pt")) == parse(write(r, "en")) == r, and the short prose of ``describe`` (log lines,
    explanations) also reads the same in both languages."""
    _read_alike(request)
    assert parse_request(request.describe("pt")) == parse_request(request.describe("en"))


def test_describe_stays_the_short_prose() -> None:
    """``describe`` is what log lines and refusals say ('Aplicado: …'); the notation with the choices is
    ``write_request``."""
    request = Build("red", "birmingham", "iron", coal=1, coal_choice=("Dudley",))
    assert request.describe("pt") == "Vermelho: construir Siderúrgica em Birmingham, 1 carvão"
    assert write_request(request, "pt") == "Vermelho: construir Siderúrgica em Birmingham, 1 carvão, carvão de Dudley"
    assert PlaceLink("red", ("birmingham", "walsall"), kind="rail").describe() == "red: rail link Birmingham–Walsall"


def test_describe_counts_in_the_plural_and_leaves_out_a_sale_without_beer() -> None:
    """The short prose counts like the notation ('5 carvões', '2 cervejas'), and a sale that needs no beer says
    nothing about beer (it used to say '0 beer' / '0 cerveja')."""
    build = Build("red", "birmingham", "iron", coal=5, iron=2)
    assert build.describe("en") == "red: build an iron works at Birmingham, 5 coal, 2 iron"
    assert build.describe("pt") == "Vermelho: construir Siderúrgica em Birmingham, 5 carvões, 2 ferros"
    no_beer = Sell("red", "stoke", "cotton")
    assert no_beer.describe("en") == "red: sell cotton mill at Stoke-on-Trent"
    assert no_beer.describe("pt") == "Vermelho: vender Tecelagem em Stoke-on-Trent"
    sale = Sell("red", "stoke", "cotton", beer=2, merchant="warrington:1")
    assert sale.describe("pt") == "Vermelho: vender Tecelagem em Stoke-on-Trent para Warrington, 2 cervejas"
    for request in (build, no_beer, sale):
        assert parse_request(request.describe("pt")) == parse_request(request.describe("en"))


# ---------------------------------------------------------------- the explorer


def test_picking_an_example_in_portuguese_puts_the_portuguese_phrase_in_the_box() -> None:
    """In Portuguese the example chosen goes into the request box in Portuguese, every detail kept; Explain and
    Apply work on it as on the English phrase."""
    english, portuguese = BrassExplorer("coal-tie", backends=()), BrassExplorer("coal-tie", lang="pt", backends=())
    assert portuguese.request.value == "construir Siderúrgica em Birmingham, 1 carvão"
    chosen = "build an iron works at Birmingham, 1 coal, coal from Dudley"
    english.example.value = portuguese.example.value = chosen
    assert english.request.value == chosen  # English unchanged: the phrase itself
    assert portuguese.request.value == "construir Siderúrgica em Birmingham, 1 carvão, carvão de Dudley"
    assert portuguese.example.label == portuguese.request.value
    english.explain_button.click()
    portuguese.explain_button.click()
    assert portuguese.messages.kind != "error" and "Permitido" in portuguese.explanation.value
    assert portuguese.pending == english.pending and portuguese.pending is not None
    assert portuguese.outcome is not None and english.outcome is not None
    assert portuguese.outcome.plan("coal").takes == english.outcome.plan("coal").takes
    english.apply_button.click()
    portuguese.apply_button.click()
    assert portuguese.messages.kind == "ok" and "Aplicado:" in portuguese.messages.text
    assert portuguese.position == english.position != preset("coal-tie")


def test_a_portuguese_example_with_slot_and_level_is_explained_and_applied_with_them() -> None:
    ui = BrassExplorer("empty-markets", lang="pt", backends=())
    assert ui.request.value == "construir Manufatura em Birmingham espaço 4, 1 carvão, 1 ferro, nível 3"
    ui.explain_button.click()
    assert "Permitido" in ui.explanation.value
    ui.apply_button.click()
    tile = ui.position.tile("birmingham", 4)
    assert tile is not None and tile.industry == "goods" and tile.level == 3


def test_switching_language_rewrites_an_unedited_example_and_keeps_a_typed_request() -> None:
    ui = BrassExplorer("rail-3p", backends=())
    ui.example.value = "sell cotton at Stoke, 1 beer, beer from Burton"
    assert ui.request.value == "sell cotton at Stoke, 1 beer, beer from Burton"
    ui.lang.value = "Português"
    assert ui.request.value == "vender Tecelagem em Stoke-on-Trent, 1 cerveja, cerveja de Burton"
    assert ui.example.label == ui.request.value and ui.example.value == "sell cotton at Stoke, 1 beer, beer from Burton"
    ui.lang.value = "English"
    assert ui.request.value == "sell cotton at Stoke, 1 beer, beer from Burton"
    ui.request.value = "sell cotton at Stoke, 1 beer, beer from Uttoxeter"  # the learner's own request
    ui.lang.value = "Português"
    assert ui.request.value == "sell cotton at Stoke, 1 beer, beer from Uttoxeter"
    ui.example.value = "double rail Birmingham–Walsall and Walsall–Tamworth"
    assert ui.request.value == "ferrovia dupla Birmingham–Walsall e Walsall–Tamworth"
    ui.request.value += ", cerveja de Uttoxeter"  # edited: kept as written on the way back
    ui.lang.value = "English"
    assert ui.request.value == "ferrovia dupla Birmingham–Walsall e Walsall–Tamworth, cerveja de Uttoxeter"
    ui.explain_button.click()
    assert ui.messages.kind != "error" and "Allowed" in ui.explanation.value


def test_a_portuguese_example_naming_a_player_keeps_the_player() -> None:
    ui = BrassExplorer("canal-midgame", lang="pt", backends=())
    ui.example.value = "yellow: link Walsall–Cannock"
    assert ui.request.value == "Amarelo: Conexão Walsall–Cannock"
    ui.explain_button.click()
    assert ui.pending is not None and ui.pending.request == PlaceLink("yellow", ("walsall", "cannock"))


@pytest.mark.parametrize("text, request_", [
    ("build an iron works at Birmingham, with the Dudley location card",
     Build("red", "birmingham", "iron", card=Card("location", "dudley"))),
    ("construir Siderúrgica em Birmingham, com a carta de Local de Dudley",
     Build("red", "birmingham", "iron", card=Card("location", "dudley"))),
    ("construir Siderurgica em Birmingham, com carta de local dudley",
     Build("red", "birmingham", "iron", card=Card("location", "dudley"))),
    ("build an iron works at Birmingham, with a location card",
     Build("red", "birmingham", "iron", card=Card("location", "birmingham"))),
    ("build an iron works at Birmingham, with an industry card",
     Build("red", "birmingham", "iron", card=Card("industry", "iron"))),
    ("construir Siderúrgica em Birmingham, com carta de Indústria",
     Build("red", "birmingham", "iron", card=Card("industry", "iron"))),
    ("construir Siderúrgica em Birmingham, com uma carta de Indústria Mina de Carvão",
     Build("red", "birmingham", "iron", card=Card("industry", "coal"))),
    ("construir Siderúrgica em Birmingham, 2 carvões, carvão de Dudley e do mercado, ferro do mercado e de Dudley",
     Build("red", "birmingham", "iron", coal=2, coal_choice=("Dudley", "market"), iron_choice=("market", "Dudley"))),
])
def test_cards_and_sources_are_read_as_they_are_written(text: str, request_: Request) -> None:
    assert parse_request(text) == request_


@pytest.mark.parametrize("text, problem, problem_pt", [
    ("build an iron works at Birmingham, with the castle industry card", "'castle' is not an industry",
     "'castle' não é uma Indústria"),
    ("construir Siderúrgica em Birmingham, com a carta de Indústria castelo", "'castelo' is not an industry",
     "'castelo' não é uma Indústria"),
])
def test_a_card_naming_no_industry_is_refused_in_both_languages(text: str, problem: str, problem_pt: str) -> None:
    with pytest.raises(DataError) as caught:
        parse_request(text)
    assert str(caught.value).endswith(problem) and caught.value.message("pt").endswith(problem_pt)


@pytest.mark.parametrize("request_, lang, field, problem", [
    (Build("red", "dudley", "iron", coal=1), "fr", "lang", "language must be 'en' or 'pt', not 'fr'"),
    ("build an iron works at Dudley", "en", "request", "expected a Brass request"),
    (None, "pt", "request", "expected a Brass request"),
])
def test_write_request_refuses_what_it_cannot_write_in_both_languages(request_: object, lang: str, field: str,
                                                                      problem: str) -> None:
    with pytest.raises(DataError) as caught:
        write_request(request_, lang)  # type: ignore[arg-type]
    assert caught.value.field == field and problem in str(caught.value)
    portuguese = caught.value.message("pt")
    assert portuguese.startswith(f"campo '{field}'") and ("idioma" in portuguese or "pedido de Brass" in portuguese)
