"""Write the teaching notebooks in notebooks/ from the cell lists below (outputs empty).

Usage: ``python scripts/build_notebooks.py``. Each notebook must run top to bottom (tests/notebooks checks it).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from nb import write_notebook

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"

START_HERE = [
    ("md", """
# Furnace Lab: start here

**Furnace** is an auction-and-engine board game for 2–4 players (1–5 with the **Interbellum** expansion). Over four rounds
you bid for Company cards with four Capital discs, and losing a bid is not wasted: every bidder who does not win a card
gets its **compensation**. Then, in the production phase, your Companies extract coal, iron and oil, convert them, and sell
them for money. The richest player after round four wins.

This lab lets you *see* every rule at work. Each step of a game is explained in plain words and cites the rule it comes from,
in English or Portuguese. Nothing here needs programming: run each cell with **Shift+Enter** (or *Run ▸ Run All Cells*).

*Em português:* esta página também existe em português, [`00_comece_aqui`](00_comece_aqui.ipynb).
"""),
    ("md", """
## 1. Play your first auction

You are **Ana**, against two bots. The row shows this round's Companies. Pick a **card** and one of your **Capital discs**:
the box under the controls says, *before you place it*, whether the rules allow it and which rule decides. Press
**Place disc**, then **Bot / die plays** to watch each bot take its turn (or **Play until a human decides**). **◀ Step back**
undoes a move. When nobody can place a disc, the row is resolved card by card: press **Resolve next card** to see who
takes each card and what every losing disc earns as compensation. **English / Português** switches every explanation;
every widget in the lab has this switch, so a class can follow in Portuguese.
"""),
    ("code", """
from furnace_lab.widgets.auction import AuctionStepper

stepper = AuctionStepper()
stepper
"""),
    ("md", """
**Try this.** After a bot has placed a disc, choose the same card and the *same value* for your disc. The explanation turns
red and cites `furnace.auction.same-value`. Then try a second disc on a card you already bid on.
"""),
    ("md", """
## 2. Every rule has an ID

The lab keeps an index of every clause of the rulebooks. Each explanation you see cites one. Look one up:
"""),
    ("code", """
import furnace_lab

entry = furnace_lab.rule("furnace.auction.same-value")
print(entry.en)
print(entry.pt)
print(entry.citation("en"))
"""),
    ("md", """
## 3. Cards are written in a small notation

A Company card's rows read top to bottom. `gain 2 coal` is an **extraction** (mandatory); `2 coal -> 1 oil x2` is **processing**:
you *may* pay 2 coal for 1 oil, at most twice. The lab reads and writes this notation:
"""),
    ("code", """
from furnace_lab.cards.render import effect_words

effect = furnace_lab.parse_effect("2 coal -> 1 oil x2")
print("The lab reads:", effect_words(effect, "en"))
print("A conversion:", "yes" if effect.is_conversion else "no", "| a sale:", "yes" if effect.is_selling else "no",
      "| at most", effect.limit, "times a phase")
"""),
    ("md", """
## 4. Where to go next

{table}

The game's terms in English and Portuguese are in one glossary, `docs/glossary.md` (Start-up = Carta Inicial, upgrade
token = Marcador de Melhoria, dummy bidder = licitante neutro); the widgets and the notebooks use those terms.

**Exercise.** Look up the rule `furnace.auction.same-player` above (change the ID in the code cell of section 2 and run it
again). What does it forbid? Check it in the stepper: try to put a second disc on a card that already holds one of yours.
"""),
]

COMECE_AQUI = [
    ("md", """
# Furnace Lab: comece aqui

**Fornalha** (*Furnace*) é um jogo de tabuleiro de leilão e de produção para 2 a 4 jogadores (1 a 5 com a expansão
**Interbellum**). Em quatro rodadas, você dá lances por cartas de Companhia com quatro Discos de Capital, e perder um lance
não é desperdício: quem deu lance numa carta e não a arrematou recebe a **Compensação** dela. Depois, na fase de produção,
suas Companhias extraem carvão, ferro e petróleo, convertem esses recursos e os vendem por dinheiro. Vence quem estiver mais
rico ao fim da quarta rodada.

Este laboratório deixa você *ver* cada regra em ação. Cada passo de uma partida é explicado em palavras simples e cita a regra
de onde vem, em português ou em inglês. Nada aqui exige programação: execute cada célula com **Shift+Enter** (ou *Run ▸ Run
All Cells*). Esta página é a versão em português de `00_start_here`.
"""),
    ("md", """
## 1. Seu primeiro leilão

Você é **Ana**, contra dois bots. A linha mostra as Companhias desta rodada. Escolha uma **carta** e um dos seus **Discos de
Capital**: a caixa abaixo dos controles diz, *antes de você colocar o disco*, se as regras permitem o lance e qual regra decide.
Clique em **Colocar disco** e depois em **Bot / dado joga** para ver cada bot jogar a sua vez (ou em **Jogar até um
humano decidir**). **◀ Voltar** desfaz uma jogada. Quando ninguém mais pode colocar disco, a linha é resolvida carta por carta:
clique em **Resolver próxima carta ▶** para ver quem arremata cada uma e o que cada disco perdedor ganha de Compensação. O
botão **English / Português** troca o idioma de todas as explicações; todo widget do laboratório tem esse botão.
"""),
    ("code", """
from furnace_lab.widgets.auction import AuctionStepper

stepper = AuctionStepper(lang="pt")
stepper
"""),
    ("md", """
**Experimente.** Depois que um bot colocar um disco, escolha a mesma carta e o *mesmo valor* para o seu disco. A explicação
fica vermelha e cita `furnace.auction.same-value`. Depois tente um segundo disco numa carta em que você já deu lance.
"""),
    ("md", """
## 2. Cada regra tem um identificador

O laboratório guarda um índice de cada cláusula dos livros de regras, com o texto em português e em inglês e a fonte de onde
vem. Cada explicação que você vê cita uma delas. Consulte uma:
"""),
    ("code", """
import furnace_lab

entry = furnace_lab.rule("furnace.auction.same-value")
print(entry.pt)
print(entry.en)
print(entry.citation("pt"))
"""),
    ("md", """
## 3. As cartas são escritas numa pequena notação

As linhas de uma carta de Companhia são lidas de cima para baixo. `gain 2 coal` é uma **extração** (obrigatória);
`2 coal -> 1 oil x2` é um **processamento**: você *pode* pagar 2 carvões por 1 petróleo, no máximo duas vezes. A notação usa
palavras em inglês, como os identificadores das cartas; o laboratório a lê e a põe em palavras, em português também:
"""),
    ("code", """
from furnace_lab.cards.render import effect_words

effect = furnace_lab.parse_effect("2 coal -> 1 oil x2")
print("O laboratório lê:", effect_words(effect, "pt"))
print("Conversão:", "sim" if effect.is_conversion else "não", "| venda:", "sim" if effect.is_selling else "não",
      "| no máximo", effect.limit, "vezes por fase")
"""),
    ("md", """
## 4. Para onde ir agora

Os outros cadernos têm o texto em inglês; os widgets de todos eles têm o botão **English / Português**, que põe em português
tudo o que mostram (explicações, faces das cartas, desenhos e mensagens de erro).

{tabela}

Para uma aula em português, o aplicativo de sala de aula abre direto no idioma com `?lang=pt` no endereço (veja
`classroom_app`). Os termos do jogo, em português e em inglês, estão num só glossário, `docs/glossary.md` (por exemplo:
Carta Inicial = Start-up, Marcador de Melhoria = upgrade token, licitante neutro = dummy bidder); os widgets e os
cadernos usam esses termos.

**Exercício.** Consulte a regra `furnace.auction.same-player` acima (troque o identificador na célula de código da seção 2
e execute-a de novo). O que ela proíbe? Confira no leilão: tente colocar um segundo disco numa carta que já tem um disco seu.
"""),
]

NEXT_PT: dict[str, str] = {
    "09_licoes.ipynb": "aprenda a jogar lição a lição: uma meta que o laboratório confere, dicas, até uma partida inteira",
    "01_cards.ipynb": "cada carta, os seus dois lados e de onde vêm os seus dados",
    "02_auction.ipynb": "colocar discos, arrematar cartas, Compensação, o licitante neutro de dois jogadores",
    "03_production.ipynb": "usar as suas Companhias, melhorias, a melhor ordem",
    "04_production_chains.ipynb": "como as cartas transformam recursos em dinheiro, num grafo",
    "05_interbellum.ipynb": "discos variáveis, Escolas de Negócios e Gerentes, entregas, efeitos permanentes",
    "06_full_game.ipynb": "uma partida inteira, com viagem no tempo, hipóteses e registros salvos",
    "07_solo_vs_agents.ipynb": "jogar contra um Agente, e o jogo solo contra dois",
    "08_brass_network.ipynb": "Brass: Birmingham: as regras de carvão, ferro, cerveja e da rede",
    "classroom_app.ipynb": "o aplicativo de sala de aula (também como página Voilà): compartilhe uma posição por link",
}
"""What each notebook teaches, in Portuguese (the start page in Portuguese links to every notebook of ``NEXT``)."""


NEXT: list[tuple[str, str]] = [
    ("09_lessons.ipynb", "learn to play lesson by lesson: a goal the lab checks, hints, up to a whole game"),
    ("01_cards.ipynb", "every card, its sides, and where its facts come from"),
    ("02_auction.ipynb", "placing discs, winning cards, compensation, the two-player dummy bidder"),
    ("03_production.ipynb", "running your Companies, upgrades, the best order"),
    ("04_production_chains.ipynb", "how cards turn resources into money, as a graph"),
    ("05_interbellum.ipynb", "variable discs, Business Schools and Managers, deliveries, permanent effects"),
    ("06_full_game.ipynb", "a whole game with time travel, what-ifs and saved records"),
    ("07_solo_vs_agents.ipynb", "playing against one Agent, and the solo game against two"),
    ("08_brass_network.ipynb", "Brass: Birmingham's coal, iron, beer and network rules"),
    ("classroom_app.ipynb", "the classroom app (also as a Voilà page): share a position by link"),
]
NEXT_LANG: dict[str, str] = {"09_lessons.ipynb": "en", "09_licoes.ipynb": "pt"}
"""Notebooks written in one language: each start page links to its own language's one, under the same row."""
"""The notebooks the start page links to (only those present are listed)."""


def next_table(lang: str = "en") -> str:
    """The table of the notebooks to read next (only those present are listed), in English or Portuguese."""
    rows = ["| notebook | what you learn |" if lang == "en" else "| caderno | o que você aprende |", "|---|---|"]
    built = {name for name, _, _ in BUILT}
    for name, what in NEXT:
        if lang == "pt" and name in NEXT_LANG:
            name = next(other for other, code in NEXT_LANG.items() if code == "pt")
        if name in built or (NOTEBOOKS / name).exists():
            rows.append(f"| [`{name}`]({name}){_other_language(name)} | {what if lang == 'en' else NEXT_PT[name]} |")
    return "\n".join(rows)


def _other_language(name: str) -> str:
    """For a notebook written in one language, a link to its twin in the other (both start pages link both)."""
    if name not in NEXT_LANG:
        return ""
    other = next(one for one, code in NEXT_LANG.items() if code != NEXT_LANG[name])
    return f" ([{'em português' if NEXT_LANG[name] == 'en' else 'in English'}]({other}))"


CARDS = [
    ("md", """
# 01 · The cards

Furnace has four kinds of cards: **Company** cards (double-sided: basic and upgraded), **Start-ups** (one per player, never
upgraded), **Capitalists** (each changes a rule for its owner) and, in **Interbellum**, Manager tokens, Business Schools and
Agent cards. In this lab every card is *data*: its rows are written in a small notation, and every fact says where it comes
from. Where the sources disagree, all readings are kept and you can switch between them.
"""),
    ("md", """
## 1. Browse the gallery

Filter by expansion, card kind, effect kind and resource; flip the Companies to their upgraded side. Faded rows on the basic side
are inactive until the card is upgraded. ⚡ marks a **delivery** (resolved once), a blue background a **permanent** effect.
**English / Português** switches the gallery's labels and the card faces themselves.
"""),
    ("code", """
from furnace_lab.cards import load_catalog
from furnace_lab.widgets.gallery import CardGallery, filter_cards

catalog = load_catalog()
CardGallery(catalog)
"""),
    ("md", """
## 2. Ask the catalog questions in code

The same filters work as a function. Which base-game Companies can **sell iron**?
"""),
    ("code", """
for card in filter_cards(catalog, expansion="base", kind="companies", effect="selling", resource="iron"):
    print(card.id, "|", card.title)
"""),
    ("md", """
## 3. Where the sources disagree

No official English card list was available, so the catalog compares two independent transcriptions. On a few cards they
disagree; each such field keeps every reading with its source, and a documented default. Look at card `base-o3`:
"""),
    ("code", """
from furnace_lab import format_effect
from furnace_lab.cards.render import CardFace

o3 = catalog.card("base-o3")
for dispute in o3.provenance.disputes:
    print(dispute.field, "| in use:", dispute.chosen, "| readings:", [(r.key, r.value) for r in dispute.readings])
CardFace(o3)
"""),
    ("md", """
You can load the catalog with another reading for any card. Here is `base-o3` as the other transcription reads it:
"""),
    ("code", """
other = load_catalog(readings={"base-o3": "souleeater"})
print("default   :", format_effect(o3.compensation))
print("souleeater:", format_effect(other.card("base-o3").compensation))
"""),
    ("md", """
**Exercises.**

1. How many Interbellum Companies have a **permanent** effect? (Set *Expansion* to Interbellum, *Cards* to Companies
   and *Effect* to permanent.)
2. Find a Company whose compensation is a *conversion* but whose basic side has an *extraction* row.
3. Tick *Disputed only* and *Show sources*: which field do the sources disagree on most often (`compensation`, `basic`
   or `added`)?

Write your answers and run the check:
"""),
    ("code", """
from collections import Counter

from furnace_lab.cards.effects import Gain, Process

answer_1 = None  # a number
answer_2 = None  # a card id, for example "base-c1"
answer_3 = None  # a field name, for example "basic"

correct_1 = len(filter_cards(catalog, expansion="interbellum", kind="companies", effect="permanent"))
correct_2 = {card.id for card in catalog.companies
             if isinstance(card.compensation, Process) and card.compensation.is_conversion
             and any(isinstance(row, Gain) for row in card.basic)}
correct_3 = Counter(d.field for card in catalog for d in card.provenance.disputes).most_common(1)[0][0]
for number, answer, right in ((1, answer_1, answer_1 == correct_1), (2, answer_2, answer_2 in correct_2),
                              (3, answer_3, answer_3 == correct_3)):
    if answer is None:
        print(f"{number}. Write your answer in answer_{number} and run the cell again.")
    else:
        print(f"{number}.", "Correct!" if right else "Not quite: look again with the gallery filters.")
"""),
]


AUCTION = [
    ("md", """
# 02 · The auction

Each round the first player reveals **players + 4** Companies (`furnace.auction.row-size`). From the first player, clockwise,
everyone places **one** Capital disc per turn on a card of the row (`furnace.auction.place-one-disc`), but never a second disc
of their own on a card (`furnace.auction.same-player`) and never a value already on that card (`furnace.auction.same-value`).
A player with nowhere left to place passes. Then the row is resolved **left to right**: the highest disc takes the card, and
every other disc earns its owner the card's **compensation** — an extraction pays its resources × the disc value, a
processing row may be run up to disc-value times (`furnace.compensation.*`).
"""),
    ("code", """
from furnace_lab.widgets.auction import AuctionStepper
from furnace_lab.widgets.resolution import resolution_of

stepper = AuctionStepper(seed=2)
stepper
"""),
    ("md", """
Your **Capitalist** is in the holdings table under the row. Each changes one rule for its owner; one of them, Monica, lets
her owner ignore both placement limits, so the same placement can be refused for you and allowed for her.
"""),
    ("md", """
### Exercise 1 — a forbidden placement

Play a few turns. Then set the **card** and **disc** controls on a placement the rules refuse *because that value is already
on the card* (do not press *Place disc*). Run the cell below to check.
"""),
    ("code", """
verdict = stepper.state.explain(stepper.chosen_bid)
if not stepper.seats.human_to_act(stepper.state):
    print("It is not your turn: press 'Play until a human decides', then set the controls.")
elif verdict.legal:
    print("Not yet: that placement is allowed. Choose a card that already holds a disc of the value you set.")
    print(verdict.text)
elif verdict.rule_id == "furnace.auction.same-value":
    print("Correct!", verdict.text, f"[{verdict.rule_id}]")
else:
    print("Refused, but by another rule:", verdict.text, f"[{verdict.rule_id}]")
"""),
    ("md", """
### Exercise 2 — compensation

Finish the auction (**Play until a human decides** and your own discs) and step through the resolution. How much did the
**first** compensation of the row pay in total? Write it as text such as `"4 coal"` and run the check.
"""),
    ("code", """
answer_2 = None  # for example "4 coal"

from furnace_lab.engine.core.events import bundle_text

paid = [e for card in resolution_of(stepper.state) for e in card.events if e.kind == "comp"]
if not paid:
    print("Finish the auction first: the resolution has not started (or nobody lost a card yet).")
else:
    first = paid[0]
    _, _, _, card, disc, units, times, cost, gain = first.raw
    total = bundle_text(gain, "en", units if not cost else times)
    if answer_2 is None:
        print("Write your answer in answer_2 and run the cell again.")
    else:
        print("Correct!" if answer_2.strip() == total else f"Not quite: {first.explain('en')}")
"""),
    ("md", """
## Two players: the dummy bidder

With two players a **dummy bidder** takes the third seat (`furnace.two-player.dummy`). On its turn a die is rolled: the dummy
puts its *lowest* legal disc on the card the die shows, or searches right (wrapping) for the first card where it can. The cards
it wins leave the game, and it takes no compensation. Press **Bot / die plays** to see each roll.
"""),
    ("code", """
duo = AuctionStepper(players=["Ana", "Bot Bea"], seed=4)
duo
"""),
    ("md", """
### Exercise 3 — read the die

Play until the dummy has rolled once. Which card did the die show, and where did the dummy put its disc? Run the cell: it
prints the engine's own account, with the rules it applied.
"""),
    ("code", """
rolls = [e for e in duo.state.log if e.kind in ("roll", "dummy-bid")]
if not rolls:
    print("No roll yet: place your disc, then press 'Bot / die plays' until the die is rolled.")
for event in rolls[-2:]:
    print(event.explain("en"), "·", ", ".join(event.rules))
"""),
]

PRODUCTION = [
    ("md", """
# 03 · Production

In the production phase each of your cards — the Start-up included — is used **once**, in the order you choose
(`furnace.production.each-card-once`), its rows top to bottom, with no going back to a card. Extraction is mandatory;
processing is optional, 0 up to its limit (`furnace.effects.processing-limit`). Your Start-up gives an upgrade token, then
its upgrade row flips Companies to their upgraded side for 1 coal + 1 token each (`furnace.startup.upgrade`). A Company
upgraded *before* you use it runs both sides this phase (`furnace.upgrade.before-use`); one upgraded after gains nothing more
until next round (`furnace.upgrade.after-use`).

This position is round 4, the last: only money counts at the end.
"""),
    ("code", """
from furnace_lab.widgets.production import ProductionStepper

producer = ProductionStepper()
producer
"""),
    ("md", """
### Exercise — the best order

Find the order (and the upgrade) that ends with the most money. Every step is explained; **◀ Step back** to try another
line. When your production is finished, run the check. *Hint:* which card should pay for the upgrade, and which card should
you use right after it? Once you have tried, **Ask the planner** shows the best plan from the step shown and what your
line leaves on the table; **Play the plan's next card** plays that plan one card at a time, so you can watch each step in
the log.
"""),
    ("code", """
def best_money(state):
    \"\"\"The most money any line of play reaches from here: the engine lists every legal action, so try them all.\"\"\"
    if state.is_over:
        return state.money(0)
    return max(best_money(state.apply(action)) for action in state.legal_actions())


best = best_money(producer.timeline.state_at(0))
state = producer.state
if not state.is_over:
    print("Finish the production first (every card must be used).")
else:
    print(f"You end with {state.money(0)} money.")
    print("That is the best possible!" if state.money(0) >= best else f"A better line reaches {best} money: try again.")
"""),
    ("md", """
## A Capitalist who repeats a card

With the **repeat-card** Capitalist you may, once per phase, pay 2 coal to use a card again (`furnace.capitalist.repeat-card`).
"""),
    ("code", """
ProductionStepper(companies=["base-c7", "base-s1"], resources={"coal": 6}, capitalist="repeat-card")
"""),
]

CHAINS = [
    ("md", """
# 04 · Production chains

A **production-chain picture** shows how a tableau turns coal, iron, oil and upgrade tokens into money, left to right:
what you **gain** (extractions, the Start-up's gains, what you hold), the **resource lanes**, the **conversions**, the
**sales**, and **money** at the right with the most the cards could make written on it. Each row is drawn with the game's
pieces under its card's name and side; a dashed row works only after its card is upgraded.

Type a card's name in the search box to add it, mark which are upgraded in the **Upgraded** list and press **Draw**.
Choose an **Effect** to see its card; type how many times you plan to run it and press **Transactions**: your plan's
arrows grow with the amounts (*my transactions*). *The upper-bound flow* shows what could reach money; *the planner's best
plan* draws the exact best. Beside the picture: the bound, **what limits the tableau** ("iron limits this tableau: 1 more
iron would make 4 more money") and why the real best can be lower, in short words.
"""),
    ("code", """
from furnace_lab.widgets.chain import ChainExplorer

explorer = ChainExplorer()
explorer
"""),
    ("md", """
### Exercise — which resources become money?

With the three default cards and the Start-up, which resources can end up as money? Write them as a set of names and run
the check (the graph answers with `money_sources`).
"""),
    ("code", """
answer = None  # for example {"coal", "iron"}

from furnace_lab.chains import chain_graph_from_ids, money_sources

default = chain_graph_from_ids(["base-c2", "base-c7", "base-o1"], startup="base-startup-1")
sources = set(money_sources(default))
if answer is None:
    print("Write your answer in answer and run the cell again.")
else:
    print("Correct!" if set(answer) == sources else "Not quite: look for the rows with an arrow into money.")
"""),
    ("md", """
## A tableau from a game position

The same explorer reads a player's cards, sides and holdings from a game state:
"""),
    ("code", """
from furnace_lab.engine import production_position

position = production_position(companies=[("base-c2", True), "base-c7", "base-o1"], startup="base-startup-1",
                               resources={"coal": 1, "iron": 1})
ChainExplorer.for_state(position)
"""),
    ("md", """
### Exercise — what limits this tableau?

Before you run the cell: with the position above, which resource would you like one more of? Then ask the flow.
"""),
    ("code", """
from furnace_lab.chains import chain_graph_for_state, limiting_factor

graph = chain_graph_for_state(position, 0)
print(limiting_factor(graph, position.holdings(0)).text("en"))
print(limiting_factor(graph, position.holdings(0)).text("pt"))
"""),
    ("md", """
## The picture for your slides

`save_chain_picture` saves the picture as an SVG file (and a PNG when `rsvg-convert` or `cairosvg` is installed) into a
folder you name. Here a temporary folder; use your own, for example `Path("slides")`.
"""),
    ("code", """
import tempfile
from pathlib import Path

from furnace_lab.chains import money_upper_bound, save_chain_picture

folder = Path(tempfile.mkdtemp())
held = position.holdings(0)
saved = save_chain_picture(graph, folder, "my-tableau", held=held, money_bound=money_upper_bound(graph, held).value)
print(saved.svg.name, "saved;", saved.png.name if saved.png else saved.png_note[0])
"""),
]

FULL_GAME = [
    ("md", """
# 06 · A whole game, with time travel

The **game explorer** shows a whole game, one step at a time (a step is one action: a disc placed, a card used, a die
rolled). It opens at the start. Step back and forward, type a number in **Step**, or click any line of the **Log**: it has
one line per step, numbered like **Step**, and the table below shows that moment. Under the log, every event of the step
shown is written in full; open its **why** to read the rules the engine applied. **Fork a what-if here** starts a new line
from the step shown, so you can try another bid (or another die roll!) and compare; the **Line** menu switches between
them. **View** shows the table as one player sees it (the deck face down). The **seed** is always visible: the same seed
and actions always give the same game. When the step shown was a bot's move, **Why did Bo play that?** under its events
opens the bot's own reason, with the numbers it compared (for the die: **Why this die roll?**).

Here three bots have played a whole game (seed 7):
"""),
    ("code", """
from furnace_lab.widgets.explorer import GameExplorer

game = GameExplorer.bot_game(seed=7)
game
"""),
    ("md", """
### Exercise 1 — the end of round 1

Find the step whose events include *End of round 1* (set **Step** to the end of round 1's production, or click
through the log). Who takes the first-player token for round 2? Write the name and run the check.
"""),
    ("code", """
answer_1 = None  # a player's name

end_of_round_1 = next(e for e in game.timeline.state_at(game.timeline.length).log if e.kind == "round-end")
first_next = game.state.players[end_of_round_1.raw[4]]
if answer_1 is None:
    print("Write your answer in answer_1 and run the cell again.")
else:
    print("Correct!" if answer_1 == first_next else "Not quite: read the event's text again.")
"""),
    ("md", """
### Exercise 2 — a what-if

Go to a step in round 2's auction, **Fork a what-if here**, choose another bid in the **Play** menu and press **Do it**,
then let the bots finish the game (**Play until a human decides**). Does the winner change? Compare the last step of both
lines, or run the cell below.
"""),
    ("code", """
for index, line in enumerate(game.branches):
    end = line.state_at(line.length)
    leader = end.ranking()[0]
    where = "the end" if end.is_over else f"step {line.length}, not finished"
    print(f"{game.branch_label(index)} ({where}): {end.players[leader]} leads with {end.money(leader)} money")
"""),
    ("md", """

## Save and share

Open **Record** at the bottom: *Save record* writes the position shown under the name you type, in the `records` folder
beside this notebook (a name only, like `round 2`: never a path; a failed save never destroys the old file), *Load record*
reads one back, and *Show record* puts it in the text box to copy. *Share this step*, just above, gives the URL
parameters that open this very position in the classroom app (`classroom_app.ipynb`, also as a Voilà page).

## Play a game yourself

You are Ana; Bo and Cy are bots. Press **Play until a human decides** whenever it is not your turn.
"""),
    ("code", """
GameExplorer(players=["Ana", "Bo", "Cy"], seed=11, seats=["human", "greedy", "greedy"])
"""),
]

INTERBELLUM = [
    ("md", """
# 05 · Furnace: Interbellum

The expansion is a set of modules you can mix (`interbellum.module.mix`):

* **new Companies** with three new kinds of rows: a **delivery** (⚡) is taken *once* — on the basic side when you win the
  card, on the upgraded side when you upgrade it (`interbellum.delivery.*`); a **text effect** does what it says, in its
  place on the card; a **permanent effect** (blue) works all the time from the moment you have the card
  (`interbellum.permanent.always-on`);
* a **variable Capital disc** for each player: when you bid with it you choose its value and pay that much coal
  (`interbellum.variable-disc.spend-coal`); 0 is allowed, and so is more than 9;
* **Business Schools**, auctioned at the end of the row, each with a **Manager** on it: the highest disc takes the Manager
  (the school card stays), and every other disc earns the school's compensation (`interbellum.business-school.*`). At the
  start of production you put each of your Managers on one of your cards, whose rows it improves
  (`interbellum.manager.*`);
* new Start-ups and Capitalists, and a fifth player.

Some of the new cards:
"""),
    ("code", """
from furnace_lab.cards import load_catalog
from furnace_lab.cards.render import CardFace, cards_html
from IPython.display import HTML

catalog = load_catalog()
HTML(cards_html([catalog.card("ib-11"), catalog.card("ib-17")]) + CardFace(catalog.card("ib-05"), upgraded=True)._repr_html_())
"""),
    ("md", """
## An auction with variable discs and Business Schools

Choose **variable** among your discs: the **Value** box sets its value, up to what your coal pays for. The explanation and the log
say how much coal it costs. Cards you win with a ⚡ delivery pay it at once, and the Business Schools, last in the row, show
the Manager they offer: look for both in the resolution.
"""),
    ("code", """
from furnace_lab.widgets.auction import AuctionStepper

ib = AuctionStepper(seed=2, interbellum=True)
ib
"""),
    ("md", """
### Exercise 1 — how high can your variable disc go?

Before you place it: what is the highest value your variable disc can take right now? Write the number and run the check.
"""),
    ("code", """
answer_1 = None  # a whole number

from furnace_lab.engine.core.actions import VarBid

values = [a.disc for a in ib.state.legal_actions() if isinstance(a, VarBid)]
if not values:
    print("Your variable disc cannot be placed now (not your turn, or already placed): step back to your turn.")
elif answer_1 is None:
    print("Write your answer in answer_1 and run the cell again.")
else:
    coal = ib.state.holdings(ib.state.current_player).coal
    print("Correct!" if answer_1 == max(values) else f"Not quite: you hold {coal} coal; each point costs 1 coal.")
"""),
    ("md", """
## Production with a permanent effect and a delivery on upgrade

Here *Oil works → iron sale bonus* is upgraded: its blue permanent effect adds 1 money to every transaction that sells
iron. *Iron-to-oil works → token delivery* is on its basic side: upgrading it delivers 2 upgrade tokens at once
(`interbellum.delivery.upgraded-on-upgrade`) — enough to upgrade another card right away.
"""),
    ("code", """
from furnace_lab.widgets.production import ProductionStepper

shop = ProductionStepper(companies=[("ib-05", True), "base-s11", "ib-17"], startup="base-startup-1",
                         resources={"coal": 2, "iron": 2})
shop
"""),
    ("md", """
### Exercise 2 — the best line

Finish the production with as much money as you can, then run the check (it tries every line the engine allows).
"""),
    ("code", """
def best_money(state):
    if state.is_over:
        return state.money(0)
    return max(best_money(state.apply(action)) for action in state.legal_actions())


best = best_money(shop.timeline.state_at(0))
if not shop.state.is_over:
    print("Finish the production first (every card must be used).")
else:
    money = shop.state.money(0)
    print("That is the best possible!" if money >= best else f"You made {money}; a better line reaches {best}.")
"""),
    ("md", """
## Where to put a Manager

You own the Manager *Money per sale*. At the start of production, pick the card it goes on in the **Choice** menu
("Put the Manager Money per sale on …") and press **Do it**, then produce. Which card makes the most of it? Step back and
try another.
"""),
    ("code", """
placing = ProductionStepper(companies=["base-c7", "base-o1", "base-c12"], startup="base-startup-1",
                            resources={"coal": 3, "iron": 1}, managers=["ib-mgr-sale-money"])
placing
"""),
    ("code", """
from furnace_lab.cards.names import card_name

best = best_money(placing.timeline.state_at(0))
if not placing.state.is_over:
    print("Finish the production first (every card must be used).")
else:
    money = placing.state.money(0)
    on = placing.state.managers(0)[0][1]
    card = card_name(on) if on else "no card"
    print(f"Manager on {card}: {money} money.",
          "That is the best possible!" if money >= best else f"A better placement or line reaches {best}.")
"""),
    ("md", """
## A whole Interbellum game

Three bots played this game. Click through the **Log** until a step takes a delivery (⚡), and open its **why**. On a
bot's move, **Why did Bo play that?** says why the bot chose it.
"""),
    ("code", """
from furnace_lab.widgets.explorer import GameExplorer

GameExplorer.bot_game(seed=1, interbellum=True)
"""),
]

SOLO = [
    ("md", """
## Solo: you against two Agents

You are Ana, alone against the **Steel Magnate** on your left and a **house agent** on your right (house agents are written for
this lab and are not official cards). Place a disc, then press **Bot / die plays**: each Agent's die roll and placement appear
in turn, left then right.
"""),
    ("code", """
solo = AuctionStepper(players=["Ana"], seed=4, interbellum=True,
                      agents=["ib-agent-steel-magnate", "house-agent-coal-baron"])
solo
"""),
    ("md", """
### Exercise 3 — who bids after you?

After your first disc, how many die rolls come before your next turn? Run the check once you have played a turn.
"""),
    ("code", """
answer_3 = None  # a whole number

log = list(solo.state.log)
mine = [n for n, e in enumerate(log) if e.player == 0 and e.kind in ("bid", "vbid")]
if len(mine) < 2:
    print("Place a disc, press 'Bot / die plays' until it is your turn again, place another, then run this cell.")
elif answer_3 is None:
    print("Write your answer in answer_3 and run the cell again.")
else:
    between = sum(1 for e in log[mine[0]:mine[1]] if e.kind == "roll")  # counted from the engine's own log
    print("Correct!" if answer_3 == between else "Not quite: read the log between your two discs.")
"""),
    ("md", """
### A whole solo game

Here the greedy bot plays Ana's seat against the same two Agents, from the first row to the end. The table under the
board shows each Agent's money and cards beside Ana's; the last events say whether she beat **both** Agents
(`interbellum.solo.goal`). It opens at the start: set **Step** to the end, then back to find the round where the
Agents pulled ahead.
"""),
    ("code", """
whole = GameExplorer.bot_game(players=["Ana"], seed=4, agents=["ib-agent-steel-magnate", "house-agent-coal-baron"])
whole
"""),
]

AGENTS = [
    ("md", """
# 07 · Playing against Agents

In Interbellum an **Agent** is a bidder that nobody plays: a card with a strategy (`interbellum.agent.*`). In a two-player
game one Agent takes the third seat instead of the dummy bidder. On its turn the die is rolled; from the card the die
shows it looks right for the first card its strategy wants, and its card says which disc it places there. It keeps the
Companies and Managers it wins, earns money for compensation and in every production phase — and if it ends richer than
every player, **nobody wins** (`interbellum.agent.richer-than-all`).

The solo game pits you against **two** Agents (`interbellum.solo.*`): after each of your bids, the die is rolled for the Agent
on your left, then for the one on your right. You win only with more money than each of them. Both games are below.
"""),
    ("code", """
from furnace_lab.cards import load_catalog
from furnace_lab.cards.render import cards_html
from IPython.display import HTML

catalog = load_catalog()
HTML(cards_html(list(catalog.agents)))
"""),
    ("md", """
## An auction against the Steel Magnate

You are Ana; Bea is a bot; the **Steel Magnate** sits in the third seat. Press **Bot / die plays** to see each of its turns:
the die roll is shown, then where it put its disc and why.
"""),
    ("code", """
from furnace_lab.widgets.auction import AuctionStepper

versus = AuctionStepper(players=["Ana", "Bot Bea"], seed=3, interbellum=True, agent="ib-agent-steel-magnate")
versus
"""),
    ("md", """
### Exercise 1 — read the Agent's turn

Play until the Agent has placed a disc. Run the cell: it prints the engine's account of each roll and placement, with the
rules it applied. Which card did the die show, and which card did the Agent choose?
"""),
    ("code", """
seat = versus.state.spec.dummy
turns = [e for e in versus.state.log if e.kind == "roll" or e.player == seat]
if not turns:
    print("Place your disc, then press 'Bot / die plays' until the Agent has played.")
for event in turns[-4:]:
    print(event.explain("en"), "·", ", ".join(event.rules))
"""),
    ("md", """
## A whole game against an Agent

Two bots played this game against the Steel Magnate. It opens at the start: step through it, or set **Step** to the
end; the Agent's money and the cards it won are in the holdings table.
"""),
    ("code", """
from furnace_lab.widgets.explorer import GameExplorer

match = GameExplorer.bot_game(players=["Ana", "Bo"], seed=3, agent="ib-agent-steel-magnate")
match
"""),
    ("md", """
### Exercise 2 — did anybody win?

At the end of the game, did the Agent have more money than both players? Write `True` or `False` and run the check.
"""),
    ("code", """
answer_2 = None  # True or False

end = match.timeline.state_at(match.timeline.length)
richer = end.agent_money() > max(end.money(p) for p in range(end.num_players))
if answer_2 is None:
    print("Write your answer in answer_2 and run the cell again.")
else:
    print("Correct!" if answer_2 == richer else "Not quite: compare the money column of the holdings table.")
    print(f"Agent: {end.agent_money()} money; players: {[end.money(p) for p in range(end.num_players)]}")
"""),
]

# 08 · Brass: Birmingham (seed 001): written here since issue 23; before, the notebook was edited by hand.
BRASS = [
    ("md", """
# 08 · Brass: Birmingham — resources and the network

*Brass: Birmingham* ties every resource to the map. This notebook teaches the rules of `seeds/001_…` ("Resources and
the Network"): what **your network** is and what **connected** means, where links and buildings may go, and where
**coal**, **iron** and **beer** come from, including the **markets** and the **merchants**.

Every answer below comes from a rule function that explains itself: each step cites a rule ID from the rule index
(`furnace_lab.rule(id)` shows it), in English and Portuguese. A request the rules forbid is refused whole, with the
reason, and the board is left exactly as it was.
"""),
    ("code", """
import furnace_lab
from furnace_lab import brass
from furnace_lab.brass import (Build, PlaceLink, Sell, ask, board_graph, coal_sources, connected, draw_board,
                               iron_sources, network, preset, preset_names, resolve)
from furnace_lab.errors import IllegalAction

board = brass.brass_map()
kinds = [location.kind for location in board.locations]
print(kinds.count("town"), "towns,", kinds.count("farm"), "farm breweries,", kinds.count("merchant"), "merchants")
print(len(board.lines), "link lines:", sum(l.canal for l in board.lines), "take canals,", sum(l.rail for l in board.lines), "take rails")
print("Presets:", ", ".join(preset_names()))
"""),
    ("md", """
## 1. The board as data, and as a graph

Each location knows its industry slots (left to right) and where it sits on the board; each line knows whether it
takes a canal, a rail or both. The one tile between Kidderminster and Worcester also joins the southern farm brewery.
Every item keeps its provenance, like the card catalog.
"""),
    ("code", """
kidderminster = board.location("Kidderminster")
print(kidderminster.slots, "|", kidderminster.provenance.sources[0])
three_way = board.line("Worcester", "Farm brewery S")
print(three_way.id, "ends:", three_way.ends)
canal = board_graph("canal")
print("Uttoxeter has", canal.degree("uttoxeter"), "canal lines; Redditch's canal neighbours:", sorted(canal.neighbors("redditch")))
"""),
    ("code", """
start = preset("setup-2p")
draw_board(start)
"""),
    ("md", """
## 2. Your network versus connected

* **Your network**: locations with one of *your* industry tiles, plus every location touching one of *your* links.
* **Connected**: a chain of links of *anyone* joins two places. A route may pass through a merchant location.
"""),
    ("code", """
midgame = preset("canal-midgame")
print(midgame.description, "\\n")
print(network(midgame, "red").explain())
"""),
    ("code", """
print(connected(midgame, "Kidderminster", "Oxford").explain())
print()
print(connected(preset("redditch-canal"), "Birmingham", "Redditch").explain())
"""),
    ("md", """
## 3. Links and builds

A new link must touch your network (the first link of a player with nothing on the board may go anywhere). A build
with an Industry card needs the location in your network; a Location card builds at its town anywhere.
"""),
    ("code", """
try:
    ask(midgame, "link Leek–Stoke-on-Trent", player="red")
except IllegalAction as refusal:
    print("Refused:", refusal.reason, f"[{refusal.rule_id}]")
    print("Recusado:", refusal.reason_pt)
print()
print(ask(midgame, "link Coalbrookdale–Shrewsbury", player="red").explain())
"""),
    ("code", """
from furnace_lab.brass.placement import Card, buildable_slots, industry_card

print(buildable_slots(midgame, "red", industry_card("cotton"), "cotton").value)
print(buildable_slots(midgame, "red", Card("location", "Leek"), "cotton").value)
"""),
    ("md", """
## 4. Coal: the closest connected mine first

Coal comes from the **closest connected unflipped coal mine** (fewest links; anyone's mine). Equally close mines are the
player's choice; when a mine runs dry the next closest continues; only then the **Coal Market**, cheapest cube first,
and only with a connection to a merchant location. Red builds an iron works at Dudley: yellow's mine in Dudley itself
is 0 links away.
"""),
    ("code", """
answer = ask(midgame, "build an iron works at Dudley, 1 coal", player="red")
print(answer.explain())
draw_board(outcome=answer.value)
"""),
    ("code", """
tie = preset("coal-tie")
print(tie.description, "\\n")
plan = coal_sources(tie, 1, "birmingham")
print("Tied mines:", plan.value.ties)
print(plan.explain())
print()
print(coal_sources(tie, 5, "birmingham").explain())
"""),
    ("code", """
try:
    ask(tie, "build an iron works at Birmingham, 7 coal")
except IllegalAction as refusal:
    print("Refused:", refusal.reason, f"[{refusal.rule_id}]")
print("The position is unchanged:", tie == preset("coal-tie"))
"""),
    ("md", """
### A rail link's coal is judged after it is placed

In the rail era, Birmingham is connected to no mine. The rail link Birmingham–Walsall itself reaches yellow's mine at
Cannock, one link beyond Walsall. (Which end of the new link distance counts from is not written in the rules; the
nearer end is used, and `Readings(rail_coal_from="first-end")` switches.)
"""),
    ("code", """
rail = preset("rail-3p")
answer = ask(rail, "rail link Birmingham–Walsall")
print(answer.explain())
draw_board(outcome=answer.value)
"""),
    ("md", """
## 5. Iron: no connection needed

Iron comes from any unflipped iron works, however far, then from the Iron Market. Empty markets sell at £8 (coal) and
£6 (iron). A new iron works sells to its market at once, filling the dearest empty spaces first.
"""),
    ("code", """
print(iron_sources(rail, 4).explain())
print()
empty = preset("empty-markets")
print(ask(empty, "build a manufacturer at Birmingham slot 4, 1 coal, 1 iron, level 3").explain())
print()
print(ask(empty, "build an iron works at Birmingham, 1 coal, level 3").explain())
"""),
    ("md", """
## 6. Beer and merchants

Your own brewery serves anywhere; an opponent's only if connected; a merchant's barrel only in a sale to that merchant
(and then its bonus is yours). Two rails in one action take their beer from a brewery.
"""),
    ("code", """
print(ask(rail, "sell cotton at Stoke, 1 beer").explain())
print()
print(ask(rail, "sell cotton at Stoke, 1 beer, beer from Burton").explain())
"""),
    ("code", """
try:
    ask(rail, "double rail Birmingham–Walsall and Walsall–Tamworth, beer from Burton")
except IllegalAction as refusal:
    print("Refused:", refusal.reason, f"[{refusal.rule_id}]")
print(ask(rail, "double rail Birmingham–Walsall and Walsall–Tamworth").explain())
"""),
    ("code", """
rail_era = ask(midgame, "end of canal era")
print(rail_era.explain())
"""),
    ("md", """
## 7. Readings: what if routes could not pass through merchants?

The seed says they can. The research note found one implementation that blocks them; switching shows the difference:
Redditch's mine is then out of reach from Birmingham, and the coal comes from the market instead.
"""),
    ("code", """
from furnace_lab.brass import Readings

redditch = preset("redditch-canal")
for reading in (Readings(), Readings(merchants_pass_through=False)):
    plan = resolve(redditch, Build("red", "birmingham", "iron", coal=1), reading).value.plan("coal")
    print(reading.merchants_pass_through, "->", plan.summary())
"""),
    ("md", """
## 8. Explore with the widget

Pick a preset, a player and a request (or type one), then **Explain**. **Apply to board** makes the outcome the new
position, **Back**/**Forward** step through what you built, and the JSON panel saves or loads a position. Switch to
Português for the explanations in Portuguese; a request may then be typed in Portuguese too, in the words the
widget shows (`construir Siderúrgica em Dudley, 1 carvão`), and an example picked from the list goes into the box
in Portuguese, every detail kept (`construir Manufatura em Birmingham espaço 4, 1 carvão, 1 ferro, nível 3`).
"""),
    ("code", """
from furnace_lab.widgets.brass import BrassExplorer

explorer = BrassExplorer("canal-midgame")
explorer
"""),
    ("md", """
## 9. Exercises

Answer in the cell below each question, then run it. `check` compares your answer with what the rules work out (the
answers are not stored anywhere: the same rule functions compute them). A wrong answer gets a hint; `reveal=True`
shows the full solution.

1. **coal-any-owner** — In *canal-midgame*, red builds an iron works at Dudley for 1 coal. From which location does the
   coal come?
2. **network-red** — In *canal-midgame*, which locations are in red's network? (A list of locations; section 2 says
   which rule decides.)
3. **tie** — In *coal-tie*, red builds an iron works at Birmingham for 1 coal. Between which mines may red choose?
4. **no-merchant** — In *coal-tie*, red asks for an iron works at Birmingham costing 7 coal. Allowed? If not, which rule
   ID refuses it?
5. **rail-after** — In *rail-3p*, red places a rail link Birmingham–Walsall. How many links from the new link is the mine
   that gives the coal?
6. **double-beer** — In *rail-3p*, red places two rails: Birmingham–Walsall then Walsall–Tamworth. Where does the beer
   come from?
7. **through-oxford** — In *redditch-canal*, red builds an iron works at Birmingham for 1 coal. How many links away is
   the mine used?
8. **empty-markets** — In *empty-markets*, red builds a manufacturer at Birmingham for 1 coal and 1 iron. How much money
   goes to the markets?
"""),
    ("code", """
from furnace_lab.brass.exercises import EXERCISES, check

for item in EXERCISES:
    print(f"{item.id}: {item.en}")
"""),
    ("code", """
# 1. Replace the answer and run the cell.
print(check("coal-any-owner", "Coalbrookdale").explain())
"""),
    ("code", """
# 2. A list of locations.
print(check("network-red", ["Kidderminster", "Worcester"]).explain())
"""),
    ("code", """
# 3. A list of locations.
print(check("tie", ["Dudley"]).explain())
"""),
    ("code", """
# 4. A rule ID, or "allowed".
print(check("no-merchant", "allowed").explain())
"""),
    ("code", """
# 5. A number of links.
print(check("rail-after", 2).explain())
"""),
    ("code", """
# 6. A location.
print(check("double-beer", "Burton-on-Trent").explain())
"""),
    ("code", """
# 7. and 8. Numbers. The second call shows the full solution.
print(check("through-oxford", 1).explain())
print()
print(check("empty-markets", 12, reveal=True).explain())
"""),
]


LESSONS_INTRO = """
# 09 · Learn to play, lesson by lesson

Each lesson deals a small position from a real game and gives you **one goal** — win a card, take Compensation on a card,
end a production with enough money, finish a whole game first. You play your seat with the usual controls; the other
seats are played by the lab's greedy bot, which always plays the same way, so a lesson replays exactly.

- After every move the **Goal** line says where you stand: not yet, ✓ met, or ✗ failed — with the rule that decided it.
  A move the rules refuse is refused at once, with its rule, and changes nothing.
- **Hint** shows the lesson's next hint (up to three). **Ask the planner** works a hint out from the position shown:
  what a card is worth to you and what each disc would still give as Compensation, or the best next step of a production.
- **Restart** deals the lesson again from its start (the hints you have seen stay shown).
- When the goal is met the lesson is saved as done, in the `progress` folder beside this notebook, and
  **Next lesson** opens the next one. Come back later: the view opens at the first lesson you have not done yet.

The thirteen lessons go in order: placing discs, Compensation, settling the row left to right, upgrading before use,
processing, upgrading after use, a Capitalist, the end of a game (money, then cards, then resources break a tie), and a
whole game against bots; then the Interbellum expansion: the variable disc, Business Schools, Managers, deliveries and
permanent effects. Whenever a bot has just played, **Why did it play that?** under the goal says why, with the numbers it
compared. The **English / Português** switch puts everything in Portuguese (or open `09_licoes.ipynb`).
"""

LESSONS = [
    ("md", LESSONS_INTRO),
    ("code", """
from furnace_lab.widgets.lessons import LessonView

LessonView.resume(folder="progress")
"""),
]

LICOES = [
    ("md", """
# 09 · Aprenda a jogar, lição a lição

Cada lição traz uma pequena posição de uma partida real e **uma meta** — arrematar uma carta, receber a Compensação de uma
carta, terminar uma produção com dinheiro suficiente, terminar uma partida inteira em primeiro lugar. Você joga o seu
lugar com os controles de sempre; os outros lugares são jogados pelo robô guloso do laboratório, que joga sempre do mesmo
jeito, e por isso uma lição se repete exatamente.

- Depois de cada jogada, a linha **Meta** diz onde você está: ainda não, ✓ cumprida ou ✗ perdida — com a regra que decidiu.
  Uma jogada que as regras proíbem é recusada na hora, com a sua regra, e não muda nada.
- **Dica** mostra a próxima dica da lição (até três). **Perguntar ao planejador** calcula uma dica a partir da posição
  mostrada: quanto uma carta vale para você e o que cada disco ainda daria de Compensação, ou o melhor próximo passo de
  uma produção.
- **Recomeçar** volta a lição ao início (as dicas já vistas continuam à mostra).
- Quando a meta é cumprida, a lição fica salva como concluída, na pasta `progress` ao lado deste caderno, e
  **Próxima lição** abre a seguinte. Volte mais tarde: a lição aberta é a primeira que você ainda não concluiu.

As treze lições seguem uma ordem: colocar discos, Compensação, o leilão resolvido da esquerda para a direita, melhorar
antes de usar, o processamento, melhorar depois de usar, um Capitalista, o fim de uma partida (dinheiro, depois cartas,
depois recursos desfazem um empate) e uma partida inteira contra robôs; depois, a expansão Interbellum: o Disco de
Capital variável, as Escolas de Negócios, os Gerentes, as entregas e os efeitos permanentes. Sempre que
um robô acaba de jogar, **Por que ele jogou isso?** debaixo da meta diz por quê, com os números que ele comparou. O
botão **English / Português** põe tudo em inglês (ou abra `09_lessons.ipynb`).
"""),
    ("code", """
from furnace_lab.widgets.lessons import LessonView

LessonView.resume(folder="progress", lang="pt")
"""),
]

CLASSROOM = [
    ("md", """
# Furnace Lab · classroom / sala de aula
"""),
    ("code", """
from furnace_lab.widgets.share import classroom_explorer

classroom_explorer()
"""),
]

BUILT: list[tuple[str, list[tuple[str, str]], str]] = [
    ("00_start_here.ipynb", START_HERE, "Furnace Lab: start here"),
    ("00_comece_aqui.ipynb", COMECE_AQUI, "Furnace Lab: comece aqui"),
    ("01_cards.ipynb", CARDS, "01 · The cards"),
    ("02_auction.ipynb", AUCTION, "02 · The auction"),
    ("03_production.ipynb", PRODUCTION, "03 · Production"),
    ("04_production_chains.ipynb", CHAINS, "04 · Production chains"),
    ("05_interbellum.ipynb", INTERBELLUM, "05 · Furnace: Interbellum"),
    ("06_full_game.ipynb", FULL_GAME, "06 · A whole game, with time travel"),
    ("07_solo_vs_agents.ipynb", AGENTS + SOLO, "07 · Playing against Agents"),
    ("08_brass_network.ipynb", BRASS, "08 · Brass: Birmingham — resources and the network"),
    ("09_lessons.ipynb", LESSONS, "09 · Learn to play, lesson by lesson"),
    ("09_licoes.ipynb", LICOES, "09 · Aprenda a jogar, lição a lição"),
    ("classroom_app.ipynb", CLASSROOM, "Furnace Lab · classroom"),
]
"""Every notebook this script writes."""


def main(folder: Path = NOTEBOOKS) -> None:
    """Write every notebook into ``folder`` (the project's notebooks/ unless a test asks for another)."""
    folder.mkdir(exist_ok=True)
    table, tabela = next_table("en"), next_table("pt")
    for name, cells, title in BUILT:
        filled = [(kind, source.replace("{table}", table).replace("{tabela}", tabela)) for kind, source in cells]
        write_notebook(folder / name, filled, title=title)


if __name__ == "__main__":
    main()
