"""The words on the widgets' buttons and headings, in English and Portuguese.

Every explanation of a rule comes from the engine or the rule index; this table only holds the widgets' own
labels ("Place disc", "Step back"), so that the language switch changes the whole widget. The Portuguese uses
the base rules' own terms: Companhias, Discos de Capital, Compensação, Carta Inicial, Capitalista, Marcador de
Melhoria.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

LABELS: Final[dict[str, tuple[str, str]]] = {
    # shared
    "back": ("◀ Step back", "◀ Voltar"),
    "forward": ("Forward ▶", "Avançar ▶"),
    "machine": ("Bot / die plays", "Bot / dado joga"),
    "until_human": ("Play until a human decides", "Jogar até um humano decidir"),
    "apply": ("Do it", "Fazer"),
    "back_tip": ("step back one action", "voltar uma ação"),
    "forward_tip": ("step forward again", "avançar de novo"),
    "machine_tip": ("a bot's turn, or the die roll", "a vez de um bot, ou a rolagem do dado"),
    "until_human_tip": ("let bots and the die play until a human must decide",
                        "deixar bots e o dado jogarem até um humano ter de decidir"),
    "seed": ("seed", "semente"),
    "step": ("step", "passo"),
    "round": ("Round", "Rodada"),
    "to_act": ("to act", "a jogar"),
    "you": ("you", "você"),
    "the_die": ("the die (dummy bidder)", "o dado (licitante neutro)"),
    "the_die_agent": ("the die (Agent {agent})", "o dado (Agente {agent})"),
    "agent": ("Agent", "Agente"),
    "agent_left": ("left", "à esquerda"),
    "agent_right": ("right", "à direita"),
    "game_over": ("Game over", "Fim de jogo"),
    "what_happened": ("What just happened, and why", "O que aconteceu, e por quê"),
    "nothing_yet": ("Nothing has happened yet.", "Nada aconteceu ainda."),
    "your_choice": ("Your choice", "Sua escolha"),
    "choice": ("Choice", "Escolha"),
    "waiting_machine": ("A bot or the die is to act: press “Bot / die plays”.",
                        "Um bot ou o dado deve jogar: aperte “Bot / dado joga”."),
    "holdings": ("Holdings", "Recursos"),
    "player": ("Player", "Jogador"),
    "capitalist": ("Capitalist", "Capitalista"),
    "cards": ("Cards", "Cartas"),
    "coal": ("coal", "carvão"),
    "iron": ("iron", "ferro"),
    "oil": ("oil", "petróleo"),
    "token": ("tokens", "Marcadores"),
    "money": ("money", "dinheiro"),
    "discs_in_hand": ("discs in hand", "Discos de Capital na mão"),
    "human": ("human", "humano"),
    "greedy": ("greedy bot", "bot guloso"),
    "random": ("random bot", "bot aleatório"),
    "dummy": ("dummy bidder", "licitante neutro"),
    "rule": ("Rule", "Regra"),
    # auction
    "auction_title": ("Auction stepper", "Passo a passo do leilão"),
    "row": ("The auction row (Companies)", "A linha do leilão (Companhias)"),
    "card": ("Card", "Carta"),
    "disc": ("Disc", "Disco"),
    "place": ("Place disc", "Colocar disco"),
    "variable": ("variable", "variável"),
    "variable_value": ("Variable disc: its value, paid in coal", "Disco variável: seu valor, pago em carvão"),
    "discs_on": ("discs", "discos"),
    "no_discs": ("no discs", "sem discos"),
    "last_roll": ("Last die roll", "Última rolagem"),
    "no_roll": ("no die rolled yet", "nenhum dado rolado ainda"),
    "resolution": ("Resolution, left to right", "Resolução, da esquerda para a direita"),
    "next_card": ("Resolve next card ▶", "Resolver próxima carta ▶"),
    "all_cards": ("Show all", "Mostrar tudo"),
    "resolution_waits": ("The resolution waits for a choice", "A resolução espera uma escolha"),
    "auction_over": ("The auction is resolved; production is next.", "O leilão foi resolvido; agora é a produção."),
    "next_round": ("Bots play production ▶ next auction", "Bots fazem a produção ▶ próximo leilão"),
    "not_auction": ("Not the auction now: it is the {phase} phase.", "Agora não é o leilão: é a fase de {phase}."),
    "lost_card": ("lost card {position} ({card}) with disc {disc}",
                  "perdeu a carta {position} ({card}) com o disco {disc}"),
    "counts_as": (" (counts as {units})", " (conta como {units})"),
    "won_card": ("takes card {position} ({card}) with disc {disc}",
                 "arremata a carta {position} ({card}) com o disco {disc}"),
    "discarded": ("card {position} ({card}) had no discs: discarded",
                  "a carta {position} ({card}) não tinha discos: descartada"),
    "removed": ("the dummy bidder wins card {position} ({card}): it leaves the game",
                "o licitante neutro arremata a carta {position} ({card}): ela sai do jogo"),
    "ran_times": ("ran '{deal}' {times} × (up to {units})", "fez '{deal}' {times} × (até {units})"),
    "cannot_pay": ("cannot pay for '{deal}': nothing", "não pode pagar '{deal}': nada"),
    "dummy_no_comp": ("the dummy bidder takes no compensation", "o licitante neutro não recebe Compensação"),
    # production
    "production_title": ("Production stepper", "Passo a passo da produção"),
    "use": ("Use card", "Usar carta"),
    "times": ("Times", "Vezes"),
    "run": ("Run", "Executar"),
    "upgrade": ("Upgrade", "Melhorar"),
    "manager": ("Manager", "Gerente"),
    "manager_on": ("{manager} on {card}", "{manager} em {card}"),
    "other_choices": ("Managers and other choices", "Gerentes e outras escolhas"),
    "done": ("Done", "Pronto"),
    "tableau": ("Tableau", "Cartas na mesa"),
    "resolving": ("resolving", "resolvendo"),
    "used": ("used", "usada"),
    "upgraded": ("upgraded", "melhorada"),
    "basic": ("basic", "básica"),
    "startup": ("Start-up", "Carta Inicial"),
    "ask_planner": ("Ask the planner", "Perguntar ao planejador"),
    "play_plan_card": ("Play the plan's next card", "Jogar a próxima carta do plano"),
    "played_plan_card": ("Played from the planner's best plan: {step}.",
                         "Jogado pelo melhor plano do planejador: {step}."),
    "planner_missing": ("The exact planner is not available in this installation yet.",
                        "O planejador exato ainda não está disponível nesta instalação."),
    "planner_only_production": ("The planner answers during a production phase: step to one.",
                                "O planejador responde durante uma fase de produção: vá até uma."),
    "planner_summary": ("From the start of this production (step {step}) the best plan is worth {best} (valued as: "
                        "{valuation}). The line played so far can reach at most {reachable}: it leaves {left} on the "
                        "table.",
                        "Do início desta produção (passo {step}) o melhor plano vale {best} (valoração: {valuation}). "
                        "A linha jogada até aqui alcança no máximo {reachable}: deixa {left} na mesa."),
    "not_production": ("Not production now: it is the {phase} phase.", "Agora não é a produção: é a fase de {phase}."),
    "production_over": ("This production phase is finished.", "Esta fase de produção terminou."),
    # chains
    "chain_title": ("Production-chain explorer", "Explorador de cadeias de produção"),
    "chosen_cards": ("Cards", "Cartas"),
    "upgraded_cards": ("Upgraded", "Melhoradas"),
    "draw": ("Draw", "Desenhar"),
    "effect": ("Effect", "Efeito"),
    "highlight": ("Highlight", "Destacar"),
    "flows_none": ("nothing", "nada"),
    "flows_bound": ("the upper-bound flow", "o fluxo do limite superior"),
    "flows_plan": ("my transactions", "minhas transações"),
    "flows_planner": ("the planner's best plan", "o melhor plano do planejador"),
    "transactions": ("Transactions", "Transações"),
    "compensation_rows": ("compensation rows", "linhas de Compensação"),
    "choose_cards": ("choose at least one card", "escolha pelo menos uma carta"),
    "choose_startup": ("choose a Start-up: the planner plans a whole production",
                       "escolha uma Carta Inicial: o planejador planeja uma produção inteira"),
    "choose_effect": ("choose an effect first", "escolha um efeito primeiro"),
    "over_limit": ("{row}: {count} transactions exceed the limit of {limit} [{rule}]",
                   "{row}: {count} transações excedem o limite de {limit} [{rule}]"),
    # explorer
    "explorer_title": ("Game explorer", "Explorador de partidas"),
    "players": ("Players", "Jogadores"),
    "new_game": ("New game", "Nova partida"),
    "seats": ("Seats (human, greedy, random)", "Assentos (humano, guloso, aleatório)"),
    "seat_human": ("human", "humano"),
    "seat_greedy": ("greedy", "guloso"),
    "seat_random": ("random", "aleatório"),
    "jump": ("Jump to", "Ir para"),
    "event": ("Event", "Evento"),
    "fork": ("Fork a what-if here", "Criar um e-se aqui"),
    "branch": ("Line", "Linha"),
    "main_line": ("main", "principal"),
    "what_if": ("what-if {n} (step {step})", "e-se {n} (passo {step})"),
    "view": ("View", "Visão"),
    "table_view": ("the whole table", "a mesa toda"),
    "view_of": ("{name}'s view", "visão de {name}"),
    "save": ("Save record", "Salvar registro"),
    "load": ("Load record", "Carregar registro"),
    "file": ("File", "Arquivo"),
    "record_json": ("Record (JSON)", "Registro (JSON)"),
    "show_record": ("Show record", "Mostrar registro"),
    "load_text": ("Load from text", "Carregar do texto"),
    "saved": ("Saved the record to {path}.", "Registro salvo em {path}."),
    "loaded": ("Loaded a record: {n} actions.", "Registro carregado: {n} ações."),
    "deck_next": ("Deck, next cards", "Baralho, próximas cartas"),
    "deck_hidden": ("the deck is face down", "o baralho está virado para baixo"),
    "legal_now": ("Legal now", "Permitido agora"),
    "log": ("Log (“why” lines cite the rules)", "Registro (as linhas “por quê” citam as regras)"),
    "share": ("Add this to the classroom app's address to open the step shown",
              "Acrescente isto ao endereço do app da turma para abrir o passo mostrado"),
    "forked": ("Forked “{label}” at step {step}.", "Criado “{label}” no passo {step}."),
    # explorer: the log, the play row, the records folder
    "step_slider": ("Step", "Passo"),
    "log_list": ("Log", "Histórico"),
    "log_hint": ("one line per step: click a line to see the table at that moment",
                 "uma linha por passo: clique numa linha para ver a mesa naquele momento"),
    "log_more": ("(and {n} more)", "(e mais {n})"),
    "log_no_events": ("nothing logged", "nada registrado"),
    "log_why": ("why", "por quê"),
    "step_heading": ("Step {step}: what happened, and why", "Passo {step}: o que aconteceu, e por quê"),
    "play_here": ("Play", "Jogar"),
    "record_title": ("Record", "Registro"),
    "share_title": ("Share this step", "Compartilhar este passo"),
    "record_name": ("Record name", "Nome do registro"),
    "records_in": ("saved in the folder {folder}", "salvo na pasta {folder}"),
    "classroom_intro": (
        "A whole game played by bots, to explore together. It opens at the start: step forward, type a number in Step, "
        "or click a line of the Log to see the table at that moment, and open a step's “why” to read the rules "
        "applied. Fork a what-if, or look at the table as one player sees it. To put the class on one position, open "
        "“Share this step” at the bottom and copy its parameters after this page's address (for example "
        "?seed=7&step=40; also players=2, bots=random, lang=pt, interbellum=1).",
        "Uma partida inteira jogada por bots, para explorar juntos. Ela abre no início: avance, digite um número em "
        "Passo ou clique numa linha do Histórico para ver a mesa naquele momento, e abra o “por quê” de um passo para "
        "ler as regras aplicadas. Crie um e-se, ou veja a mesa como um jogador a vê. Para pôr a turma numa mesma "
        "posição, abra “Compartilhar este passo”, no fim, e copie os parâmetros depois do endereço desta página "
        "(por exemplo ?seed=7&step=40; também players=2, bots=random, lang=pt, interbellum=1)."),
    # added for issue 22 (legend, no spoilers, one planner answer, labelled controls)
    "revealing": ("Resolution: {shown} of {total} cards shown", "Resolução: {shown} de {total} cartas mostradas"),
    "holdings_wait": ("The holdings are shown once every card of the resolution is revealed.",
                      "Os recursos aparecem quando todas as cartas da resolução forem reveladas."),
    "planner_from_here": ("Best from here: {value} more ({detail}).", "Melhor daqui: mais {value} ({detail})."),
    "planner_cost": ("Your choices so far: the best from the start of this production (step {step}) was worth "
                     "{best}; after what you have played the most you can still reach is {reachable}, so your "
                     "choices so far cost {left}.",
                     "Suas escolhas até aqui: o melhor desde o início desta produção (passo {step}) valia {best}; "
                     "depois do que você jogou, o máximo que ainda dá para alcançar é {reachable}; suas escolhas "
                     "até aqui custaram {left}."),
    "planner_no_cost": ("Your choices so far cost nothing: you can still reach the best from the start of this "
                        "production (step {step}), {best}.",
                        "Suas escolhas até aqui não custaram nada: você ainda alcança o melhor desde o início desta "
                        "produção (passo {step}), {best}."),
    "planner_valued": ("Valued as: {valuation}.", "Valoração: {valuation}."),
    "planner_steps": ("The best plan from here:", "O melhor plano daqui:"),
    "planner_done": ("This production is finished: nothing is left to plan.",
                     "Esta produção terminou: não há mais nada a planejar."),
    "search_cards": ("Find a card", "Procurar carta"),
    "search_hint": ("name or id", "nome ou id"),
    "add_card": ("Add", "Acrescentar"),
    "remove_card": ("Remove", "Tirar"),
    "startup_pick": ("Start-up", "Carta Inicial"),
    "row_choice": ("Row", "Efeito"),
    "times_label": ("Times", "Vezes"),
    "show_flows": ("Show flows", "Mostrar fluxos"),
    "variable_short": ("Value", "Valor"),
}
"""Label key → (English, Portuguese)."""


def pick(table: Mapping[str, tuple[str, str]], key: str, lang: str, **fields: object) -> str:
    """Entry ``key`` of a ``key → (English, Portuguese)`` table in ``lang``, with ``{fields}`` filled in."""
    if lang not in ("en", "pt"):
        raise ValueError(f"language must be 'en' or 'pt', not {lang!r}")
    en, pt = table[key]
    text = pt if lang == "pt" else en
    return text.format(**fields) if fields else text


def t(key: str, lang: str, **fields: object) -> str:
    """The label ``key`` in ``lang`` (``"en"`` or ``"pt"``), with ``{fields}`` filled in."""
    return pick(LABELS, key, lang, **fields)


PHASES_PT: Final = {"auction": "leilão", "resolution": "resolução", "production": "produção", "over": "fim"}
"""The engine's phase names in Portuguese."""


def phase_name(phase: str, lang: str) -> str:
    """``"auction"`` → "auction" or "leilão"."""
    return PHASES_PT.get(phase, phase) if lang == "pt" else phase


DEFAULT_PLAYERS: Final = {"en": ("Ana", "Bot Bea", "Bot Caio"), "pt": ("Ana", "Bot Bea", "Bot Caio")}
"""The auction stepper's players when none are given: the learner against two bots. A name is kept in the game (and
its log) in no language, so "(you)" is not part of it: the status says "Ana (you) to act" or "Ana (você) a jogar" in
the language shown, when the one human seat acts (:func:`furnace_lab.widgets.views.who_acts`)."""


def default_players(lang: str, count: int = 3) -> tuple[str, ...]:
    """Default player names in ``lang``: the learner (Ana) and bots."""
    return DEFAULT_PLAYERS["pt" if lang == "pt" else "en"][:count]
