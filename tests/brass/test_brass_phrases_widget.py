"""Requests in plain words (English and Portuguese), the notebook exercises, and the explorer widget driven
headless."""

from __future__ import annotations

import pytest

from furnace_lab.brass import Build, CanalToRail, Card, DoubleRail, PlaceLink, Sell, ask, parse_request, preset
from furnace_lab.brass.exercises import EXERCISES, KINDS, check, solve
from furnace_lab.brass.phrases import PORTUGUESE
from furnace_lab.errors import DataError, IllegalAction
from furnace_lab.widgets.brass import BrassExplorer, brass_explorer, example_label


def test_parse_request_examples() -> None:
    assert parse_request("build an iron works at Dudley, 1 coal") == Build("red", "dudley", "iron", coal=1)
    assert parse_request("yellow: build a manufacturer at Birmingham slot 4, 1 coal, 1 iron, level 3, "
                         "with a location card") == Build("yellow", "birmingham", "goods",
                                                          card=Card("location", "birmingham"), slot=4, coal=1,
                                                          iron=1, level=3)
    assert parse_request("rail link Birmingham–Walsall") == PlaceLink("red", ("birmingham", "walsall"), kind="rail")
    assert parse_request("link Stoke-on-Trent-Warrington") == PlaceLink("red", ("stoke-on-trent", "warrington"))
    assert parse_request("link Stoke to Warrington, coal from Cannock and dudley:1") == PlaceLink(
        "red", ("stoke-on-trent", "warrington"), coal_choice=("Cannock", "dudley:1"))
    assert parse_request("double rail Birmingham–Walsall and Walsall–Tamworth, beer from Uttoxeter") == DoubleRail(
        "red", ("birmingham", "walsall"), ("walsall", "tamworth"), beer_choice=("Uttoxeter",))
    assert parse_request("sell cotton at Stoke, 1 beer") == Sell("red", "stoke-on-trent", "cotton", beer=1)
    assert parse_request("sell pottery at Stafford to Shrewsbury, 2 beer, beer from merchant", "purple") == Sell(
        "purple", "stafford", "pottery", beer=2, merchant="shrewsbury", beer_choice=("merchant",))
    assert parse_request("End of the canal era") == CanalToRail()


@pytest.mark.parametrize("text, problem", [
    ("", "empty"), ("fly to the moon", "start with"), ("build a spaceship at Dudley", "not an industry"),
    ("build coal at Dudley, 3 potatoes", "means nothing"), ("link Birmingham", "not two locations"),
    ("double rail Birmingham–Walsall", "joined by 'and'"), ("build coal at Atlantis", "unknown location"),
])
def test_parse_request_errors_say_what(text: str, problem: str) -> None:
    with pytest.raises(DataError, match=problem):
        parse_request(text)


IN_PORTUGUESE = [
    ("build an iron works at Dudley, 1 coal", "construir Siderúrgica em Dudley, 1 carvão"),
    ("build an iron works at Dudley, 1 coal", "Construir uma siderurgica em Dudley, 1 carvao"),
    ("yellow: build a manufacturer at Birmingham slot 4, 1 coal, 1 iron, level 3, with a location card",
     "Amarelo: construir Manufatura em Birmingham espaço 4, 1 carvão, 1 ferro, nível 3, com carta de Local"),
    ("build a coal mine at Cannock, level 2, output 4, wild location",
     "construir uma Mina de Carvão em Cannock, nível 2, produção 4, com uma carta de Local Curinga"),
    ("build a brewery at farm-south, wild industry",
     "construir Cervejaria em Cervejaria Rural (sul, perto de Kidderminster e Worcester), Indústria Curinga"),
    ("build an iron works at Birmingham, 2 coal, coal from Dudley and tamworth:1, iron from market",
     "construir Siderúrgica em Birmingham, 2 carvões, carvão de Dudley e tamworth:1, ferro do mercado"),
    ("link Birmingham–Walsall", "Conexão Birmingham–Walsall"),
    ("link Stoke to Warrington, coal from Cannock", "conexao Stoke para Warrington, carvão de Cannock"),
    ("canal link Birmingham–Walsall", "canal Birmingham–Walsall"),
    ("canal link Birmingham–Walsall", "Conexão de canal Birmingham–Walsall"),
    ("rail link Birmingham–Walsall", "ferrovia Birmingham–Walsall"),
    ("rail link Worcester–farm-south", "ferrovia Worcester–Cervejaria Rural (sul, perto de Kidderminster e Worcester)"),
    ("double rail Birmingham–Walsall and Walsall–Tamworth, beer from Uttoxeter",
     "ferrovia dupla Birmingham–Walsall e Walsall–Tamworth, cerveja de Uttoxeter"),
    ("double rail Worcester–farm-south and Worcester–Gloucester",
     "ferrovia dupla Worcester–Cervejaria Rural (sul, perto de Kidderminster e Worcester) e Worcester–Gloucester"),
    ("sell cotton at Stoke, 1 beer", "vender Tecelagem em Stoke, 1 cerveja"),
    ("sell cotton at Stoke, 1 beer", "vender algodão em Stoke, 1 cerveja"),
    ("purple: sell pottery at Stafford to Shrewsbury, 2 beer, beer from merchant",
     "Roxo: vender Olaria em Stafford para Shrewsbury, 2 cervejas, cerveja do Mercador"),
    ("sell cotton at Stoke to Warrington:1, 1 beer", "vender Tecelagem em Stoke para Warrington:1, 1 cerveja"),
    ("end of canal era", "fim da era dos canais"),
    ("end of canal era", "Vermelho: FIM DA ERA DOS CANAIS"),
]
"""Requests in English and the same requests in the Portuguese interface's words (accents and case optional)."""


@pytest.mark.parametrize("english, portuguese", IN_PORTUGUESE)
def test_a_portuguese_request_is_the_same_request_as_the_english(english: str, portuguese: str) -> None:
    request = parse_request(portuguese)
    assert request == parse_request(english)
    assert request.describe("en") == parse_request(english).describe("en")  # recorded in English, as always


def test_a_player_named_in_portuguese_is_the_lab_colour_and_any_other_name_is_kept() -> None:
    assert parse_request("Amarelo: Conexão Walsall–Cannock") == PlaceLink("yellow", ("walsall", "cannock"))
    assert parse_request("Ana: Conexão Walsall–Cannock") == PlaceLink("Ana", ("walsall", "cannock"))


def test_what_the_portuguese_interface_writes_reads_back_as_the_request_it_shows() -> None:
    """A request described in Portuguese (the 'Aplicado: …' message) can be typed: it reads as a request described
    the same way, for the same player; so can an example's Portuguese label (test_brass_write_request checks that it
    keeps every detail)."""
    requests = [parse_request(english, "yellow") for english, _ in IN_PORTUGUESE]
    requests += [DoubleRail("purple", ("birmingham", "walsall"), ("walsall", "tamworth")), CanalToRail()]
    for request in requests:
        shown = request.describe("pt")
        assert parse_request(shown).describe("pt") == shown
    for phrase in BrassExplorer._examples(None):
        label = example_label(phrase, "pt")
        assert label != phrase and parse_request(label, "red").describe("pt") == \
            parse_request(phrase, "red").describe("pt")


def test_each_portuguese_word_stands_for_one_english_word() -> None:
    """The table reads both ways: no Portuguese word is listed for two English words, nor is an English word."""
    seen: dict[str, str] = {}
    for english, words in PORTUGUESE.items():
        assert words, english
        for word in words:
            key = word.casefold()
            assert seen.setdefault(key, english) == english, (word, english, seen[key])
    assert not set(seen) & {key.casefold() for key in PORTUGUESE} - {"canal"}  # 'canal' is a word of both


@pytest.mark.parametrize("text", ["voar para a lua", "construa", "Conexão", "desenvolver Tecelagem em Stoke"])
def test_an_unknown_start_gets_the_bilingual_error(text: str) -> None:
    with pytest.raises(DataError) as caught:
        parse_request(text)
    error = caught.value
    assert str(error) == (f"id {text!r}, field 'request': cannot read this request: start with 'build', 'sell', "
                          "'link', 'canal link', 'rail link', 'double rail' or 'end of canal era'")
    assert error.message("pt") == (
        f"id {text!r}, campo 'request': não foi possível ler este pedido: comece com 'construir', 'vender', "
        "'Conexão', 'canal', 'ferrovia', 'ferrovia dupla' ou 'fim da era dos canais' (ou com as palavras em "
        "inglês: 'build', 'sell', 'link', 'canal link', 'rail link', 'double rail' ou 'end of canal era')")


@pytest.mark.parametrize("text, problem, problem_pt", [
    ("construir um castelo em Dudley", "'um castelo' is not an industry", "'um castelo' não é uma Indústria"),
    ("construir Siderúrgica, 1 carvão", "write 'build <industry> at <location>'",
     "escreva 'construir <Indústria> em <local>'"),
    ("vender Tecelagem", "write 'sell <industry> at <location>'", "escreva 'vender <Indústria> em <local>'"),
    ("construir Siderúrgica em Dudley para Oxford", "'to' belongs to a sale", "'para' só se usa numa venda"),
    ("construir Siderúrgica em Dudley, 3 batatas", "the part '3 batatas' means nothing here",
     "a parte '3 batatas' não quer dizer nada aqui"),
    ("ferrovia dupla Birmingham–Walsall", "a double rail names two links joined by 'and'",
     "uma ferrovia dupla nomeia duas Conexões ligadas por 'e'"),
    # a part the kind of request does not take is refused, not dropped (a sale that "needs no coal")
    ("sell cotton at Stoke, 1 coal, level 3", "'sell' takes no 'coal', 'level'", "'vender' não leva 'carvão', 'nível'"),
    ("vender Tecelagem em Stoke, 1 cerveja, com carta de Local", "'sell' takes no 'location card / industry card'",
     "'vender' não leva 'carta de Local / carta de Indústria'"),
    ("Conexão Birmingham–Walsall, 1 cerveja", "'link' takes no 'beer'", "'Conexão' não leva 'cerveja'"),
    ("ferrovia dupla Birmingham–Walsall e Walsall–Cannock, 2 ferros", "'double rail' takes no 'iron'",
     "'ferrovia dupla' não leva 'ferro'"),
    ("construir Siderúrgica em Dudley, cerveja de Burton", "'build' takes no 'beer from …'",
     "'construir' não leva 'cerveja de …'"),
    ("fim da era dos canais, 1 carvão", "'end of canal era' takes no 'coal'",
     "'fim da era dos canais' não leva 'carvão'"),
])
def test_a_portuguese_request_that_does_not_read_says_why_in_both_languages(text: str, problem: str,
                                                                          problem_pt: str) -> None:
    with pytest.raises(DataError) as caught:
        parse_request(text)
    assert str(caught.value).endswith(f"cannot read this request: {problem}")
    assert caught.value.message("pt").endswith(f"não foi possível ler este pedido: {problem_pt}")


def test_ask_reads_portuguese_like_english() -> None:
    rail = preset("rail-3p")
    english = ask(rail, "sell cotton at Stoke, 1 beer, beer from Burton")
    portuguese = ask(rail, "vender Tecelagem em Stoke, 1 cerveja, cerveja de Burton")
    assert portuguese.value.after == english.value.after and portuguese.steps == english.steps


def test_ask_resolves_plain_words() -> None:
    answer = ask(preset("rail-3p"), "sell cotton at Stoke, 1 beer")
    assert answer.value.after.tile_at("stoke-on-trent", 1).flipped
    with pytest.raises(IllegalAction):
        ask(preset("coal-tie"), "build an iron works at Birmingham, 7 coal")


WRONG = {"coal-location": "market", "beer-location": "market", "tied-mines": ["Leek"], "network": ["Leek"],
         "coal-distance": 99, "market-cost": 99, "refusal-rule": "allowed"}
"""A wrong answer of each kind (none of the exercises has these as its answer)."""


@pytest.mark.parametrize("item", EXERCISES, ids=[e.id for e in EXERCISES])
def test_exercises_are_solved_by_the_rules_and_checked(item) -> None:
    assert item.kind in KINDS and item.en and item.pt
    solution = solve(item.id)
    assert solution.steps and all(step.rule_id.startswith("brass.") for step in solution.steps)
    value = solution.value
    answer = sorted(value) if isinstance(value, frozenset) else value
    assert check(item.id, answer).value is True
    wrong = check(item.id, WRONG[item.kind])
    assert wrong.value is False and "Not quite" in wrong.steps[0].en and "Quase" in wrong.steps[0].pt


def test_exercise_answers_match_the_rules() -> None:
    """brass.coal.closest-mine and friends: the exercise answers are the rules' own results."""
    assert solve("coal-any-owner").value == "dudley"
    assert solve("tie").value == {"dudley", "tamworth"}
    assert solve("no-merchant").value == "brass.coal.market-connection"
    assert solve("rail-after").value == 1
    assert solve("double-beer").value == "uttoxeter"
    assert solve("through-oxford").value == 2
    assert solve("empty-markets").value == 14
    assert check("tie", "Tamworth and Dudley").value is True
    assert check("tie", "Tamworth e Dudley").value is True  # the same answer in Portuguese


def test_widget_explains_applies_and_steps_back() -> None:
    ui = BrassExplorer("canal-midgame", backends=())
    assert ui.request.value == "build an iron works at Dudley, 1 coal"
    ui.explain_button.click()
    assert "Allowed" in ui.explanation.value and "brass.coal.closest-mine" in ui.explanation.value
    assert "yellow&#x27;s tile at Dudley" in ui.explanation.value and not ui.apply_button.disabled
    assert "<pre>" in ui.board.value and "&lt;- 1 coal" in ui.board.value
    ui.apply_button.click()
    assert ui.position.tile("dudley", 2) is not None and ui.messages.kind == "ok"
    assert not ui.back_button.disabled and ui.forward_button.disabled
    ui.back_button.click()
    assert ui.position.tile("dudley", 2) is None
    ui.forward_button.click()
    assert ui.position.tile("dudley", 2) is not None
    ui.reset_button.click()
    assert ui.position == preset("canal-midgame")


def test_widget_shows_refusals_and_errors_as_text() -> None:
    ui = brass_explorer("coal-tie", backends=())
    ui.request.value = "build an iron works at Birmingham, 7 coal"
    ui.explain_button.click()
    assert ui.messages.kind == "error" and "brass.coal.market-connection" in ui.messages.text
    assert "Refused" in ui.explanation.value and ui.apply_button.disabled
    assert ui.position == preset("coal-tie")
    ui.lang.value = "Português"
    ui.explain_button.click()
    assert "Não permitido" in ui.messages.text and "Recusado" in ui.explanation.value
    ui.request.value = "make tea"
    ui.explain_button.click()
    assert ui.messages.kind == "error" and "não foi possível ler este pedido" in ui.messages.text
    ui.lang.value = "English"
    assert "cannot read this request" in ui.messages.text  # the error shown follows the switch
    ui.json.value = "{not json"
    ui.load_button.click()
    assert "not valid JSON" in ui.messages.text
    ui.lang.value = "Português"
    assert "JSON inválido: erro de sintaxe na linha 1" in ui.messages.text


def test_widget_presets_examples_readings_and_json() -> None:
    ui = BrassExplorer("setup-2p", backends=())
    ui.preset.value = "redditch-canal"
    assert ui.example.options[0] == "build an iron works at Birmingham, 1 coal"
    ui.example.value = ui.example.options[0]
    ui.pass_through.value = False
    ui.explain_button.click()
    assert "from the market" in ui.explanation.value  # Redditch's mine is out of reach without merchant routes
    ui.pass_through.value = True
    ui.explain_button.click()
    assert "tile at Redditch, 2 link(s) away" in ui.explanation.value
    ui.preset.value = "rail-3p"
    assert list(ui.player.options) == ["red", "yellow", "purple"]
    ui.export_button.click()
    exported = ui.json.value
    ui.preset.value = "coal-tie"
    ui.json.value = exported
    ui.load_button.click()
    assert ui.position == preset("rail-3p") and ui.preset.value is None


def test_widget_language_switch_redraws_a_refusal_and_the_status() -> None:
    """Switching to Portuguese after a refusal shows the refusal, its message and the status line in Portuguese."""
    ui = BrassExplorer("coal-tie", backends=())
    ui.request.value = "build an iron works at Birmingham, 7 coal"
    ui.explain_button.click()
    assert "Refused" in ui.explanation.value
    ui.lang.value = "Português"
    assert "Recusado" in ui.explanation.value and "Refused" not in ui.explanation.value
    assert "Não permitido" in ui.messages.text and "Mercado de Carvão" in ui.messages.text
    assert "era dos canais" in ui.status.value and "canal era" not in ui.status.value
    assert "mercado de carvão" in ui.status.value and "coal market" not in ui.status.value
    ui.lang.value = "English"
    assert "Refused" in ui.explanation.value and "canal era" in ui.status.value


def test_widget_sources_name_the_resource_in_portuguese() -> None:
    """The 'sources chosen' list names each resource in the interface language."""
    ui = BrassExplorer("canal-midgame", lang="pt", backends=())
    ui.request.value = "build an iron works at Dudley, 1 coal"
    ui.explain_button.click()
    assert "Fontes escolhidas" in ui.explanation.value
    assert "<li>carvão:" in ui.explanation.value and "<li>coal:" not in ui.explanation.value


def test_widget_back_and_forward_clear_an_explanation_of_another_position() -> None:
    """After Back or Forward the old request's 'Allowed'/'Refused' text is not left beside a different board."""
    ui = BrassExplorer("canal-midgame", backends=())
    ui.explain_button.click()
    ui.apply_button.click()
    ui.request.value = "build an iron works at Dudley, 1 coal"
    ui.explain_button.click()  # refused now: red already has a tile at Dudley in the canal era
    assert "Refused" in ui.explanation.value
    ui.back_button.click()
    assert ui.explanation.value == "" and ui.position == preset("canal-midgame")
    ui.explain_button.click()
    assert "Allowed" in ui.explanation.value
    ui.forward_button.click()
    assert ui.explanation.value == "" and ui.apply_button.disabled


@pytest.mark.parametrize("exercise_id, answer, en_word, pt_word", [
    ("coal-any-owner", "market", "market", "mercado"),
    ("no-merchant", "allowed", "allowed", "permitido"),
    ("tie", [], "none", "nenhum"),
])
def test_exercise_verdict_words_are_translated(exercise_id: str, answer: object, en_word: str, pt_word: str) -> None:
    """The verdict repeats the learner's answer in the reader's language ('market' is 'mercado' in Portuguese)."""
    verdict = check(exercise_id, answer, reveal=True).steps[0]
    assert f"said {en_word})" in verdict.en
    assert f"disse {pt_word})" in verdict.pt and f"disse {en_word})" not in verdict.pt


def test_exercise_accepts_the_portuguese_answer_words() -> None:
    """A learner answering in Portuguese ('mercado', 'permitido') is understood like 'market' and 'allowed'."""
    for exercise_id, en_word, pt_word in (("coal-any-owner", "market", "mercado"), ("no-merchant", "allowed",
                                                                                   "permitido")):
        assert check(exercise_id, pt_word).value == check(exercise_id, en_word).value
        assert "disse" in check(exercise_id, pt_word, reveal=True).steps[0].pt


def test_widget_in_portuguese_explains_a_request_typed_in_portuguese() -> None:
    """What the Portuguese interface shows can be typed into the request box: the same request is explained and
    applied as the English one, and the applied move is the same request object (recorded in English)."""
    english, portuguese = BrassExplorer("canal-midgame", backends=()), BrassExplorer("canal-midgame", lang="pt",
                                                                                     backends=())
    english.request.value = "build an iron works at Dudley, 1 coal"
    portuguese.request.value = "construir Siderúrgica em Dudley, 1 carvão"
    english.explain_button.click()
    portuguese.explain_button.click()
    assert portuguese.messages.kind != "error" and "Permitido" in portuguese.explanation.value
    assert portuguese.pending == english.pending and portuguese.pending is not None
    portuguese.apply_button.click()
    assert "Aplicado: Vermelho: construir Siderúrgica em Dudley, 1 carvão" in portuguese.messages.text
    assert portuguese.position.tile("dudley", 2) is not None
    portuguese.request.value = "voar para a lua"
    portuguese.explain_button.click()
    assert portuguese.messages.kind == "error" and "comece com 'construir'" in portuguese.messages.text
