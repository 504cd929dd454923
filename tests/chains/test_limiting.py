"""What limits a tableau, named from the bound's flow (furnace_lab.chains.limiting), on hand-built tableaus.

A processing row turns what it pays into what it yields up to its limit (furnace.effects.processing-limit,
furnace.effects.processing); an extraction yields once (furnace.effects.extraction).
"""

from __future__ import annotations

import pytest

from furnace_lab.chains import build_chain_graph, money_upper_bound
from furnace_lab.chains.limiting import bound_reasons, limiting_factor, limits
from furnace_lab.errors import DataError

from .helpers import company


def test_processing_limit_short_of_iron_names_iron_in_both_languages():
    """furnace.effects.processing: 1 iron -> 4 money x3 with 1 iron gained: one more iron is 4 more money."""
    graph = build_chain_graph([company("s", ["1 iron -> 4 money x3"], title="Iron sale"),
                               company("m", ["gain 1 iron"], title="Iron mine")])
    found = limiting_factor(graph)
    assert (found.kind, found.resource, found.more, found.gain) == ("resource", "iron", 1, 4)
    assert found.text("en") == "Iron limits this tableau: 1 more iron would make 4 more money."
    assert found.text("pt") == "Ferro é o que limita estas cartas: mais 1 ferro renderia mais $4."


def test_whole_money_needs_two_more_units():
    """2 iron -> 1 money: one more iron adds half a coin (rounded down: nothing), two more add a coin."""
    graph = build_chain_graph([company("s", ["2 iron -> 1 money x3"], title="Iron sale"),
                               company("m", ["gain 2 iron"], title="Iron mine")])
    assert money_upper_bound(graph).value == 1
    found = limiting_factor(graph)
    assert (found.resource, found.more, found.gain) == ("iron", 2, 1)
    assert found.text("en") == "Iron limits this tableau: 2 more iron would make 1 more money."
    assert found.text("pt").startswith("Ferro é o que limita estas cartas: mais 2 ")
    assert found.text("pt").endswith(" renderiam mais $1.")


def test_the_resource_worth_more_per_unit_comes_first():
    graph = build_chain_graph([company("c", ["1 coal -> 1 money x5"], title="Coal sale"),
                               company("i", ["1 iron -> 3 money x5"], title="Iron sale")])
    found = limits(graph, {"coal": 1, "iron": 1})
    assert [(f.resource, f.gain) for f in found if f.kind == "resource"] == [("iron", 3), ("coal", 1)]


def test_a_row_at_its_limit_is_named_when_no_resource_helps():
    """furnace.effects.processing-limit: 1 coal -> 2 money x1 with 3 coal: more coal does nothing, one more
    transaction would make 2 more money."""
    graph = build_chain_graph([(company("s", ["1 coal -> 2 money x1"], ["gain 3 coal"], title="Coal sale"), True)])
    found = limiting_factor(graph)
    assert (found.kind, found.node, found.gain) == ("row", "s:basic:0", 2)
    assert found.text("en") == ("The limit of Coal sale (1 coal for 2 money, once) limits this tableau: "
                                "1 more transaction would make 2 more money.")
    assert found.text("pt").startswith("O limite de Coal sale (1 carvão → $2")
    assert found.text("pt").endswith("mais 1 transação renderia mais $2.")


def test_nothing_limits_a_tableau_that_sells_nothing():
    graph = build_chain_graph([company("m", ["gain 1 coal"], title="Coal mine")])
    found = limiting_factor(graph)
    assert found.kind == "none" and found.gain == 0
    assert found.text("en") == "More coal, iron, oil or upgrade tokens would not make more money here."
    assert found.text("pt") == ("Mais carvão, ferro, petróleo ou Marcadores de Melhoria não renderiam mais dinheiro "
                                "aqui.")


def test_bound_reasons_are_short_words_in_both_languages():
    graph = build_chain_graph([company("s", ["1 coal + 1 iron -> 4 money x3"], title="Sale")])
    bound = money_upper_bound(graph)
    english, portuguese = bound_reasons(bound, "en"), bound_reasons(bound, "pt")
    assert len(english) == len(portuguese) == len(bound.caveats) >= 4
    assert "A row paying two resources needs both at once." in english
    assert "Uma linha que paga dois recursos precisa dos dois ao mesmo tempo." in portuguese
    assert not any("furnace." in line or len(line) > 90 for line in english + portuguese)


def test_not_a_graph_is_refused():
    with pytest.raises(DataError, match="production-chain graph"):
        limits("base-c7")  # type: ignore[arg-type]
