import type { CrisisLanguagePack, CrisisPhrase, IdiomGuard } from '../phrase-pack';
import { PT_CONCEPTS } from '../concepts/pt';
import { packBuilders } from './pack-builders';

/**
 * Portuguese, as written in Portugal and in Brazil. Every pattern reads the normalised message:
 * lower case, no accents (`não` → `nao`, `está` → `esta`, `à noite` → `a noite`, `ç` → `c`),
 * hyphens kept. The pronoun goes before the verb in Brazil ("quero me matar", "ele me bate")
 * and after it, joined by a hyphen, in Portugal ("quero matar-me", "ele bate-me"); both are
 * written in, with the hyphen optional. So are the continuous forms of both ("estou me
 * cortando" / "estou a cortar-me") and texting: n / ñ / naum for não, vc, pq, q, to / tou, pra,
 * hj, td. Fragments are plain alternations with bounded gaps, so every pattern stays linear.
 */

/** A stretch inside one sentence, at most `max` characters. */
const gap = (max: number): string => String.raw`[^.!?\n]{0,${max}}`;
/** A verb with the writer as its object, either side: "me matar" / "matar-me". */
const me = (verb: string): string => String.raw`(?:me ${verb}|${verb}-?me)`;

const QUERO = String.raw`(?:quero|qero|kero|qro)`;
const NAO = String.raw`(?:nao|n|naum|nn)`;
/** Wanting and wishing, in the first person. */
const WANT = String.raw`(?:${QUERO}|queria|quisera|desejo|preciso|tenho vontade de|vontade de|(?:to|tou|estou) com vontade de|me da vontade de|da-me vontade de|apetece-me|me apetece|so ${QUERO}|so queria|prefiro|preferia)`;
/** Deciding, planning, trying, being about to: the first person turning a thought into a plan. */
const PLAN = String.raw`(?:vou|vo|irei|penso em|pensei em|(?:to|tou|estou|ando) pensando em|pensando em|(?:estou|tou|ando) a pensar em|a pensar em|planejo|planeio|(?:estou|to|tou) planejando|decidi|resolvi|prestes a|a ponto de|tentei|tentar|devia|deveria|podia|posso|como|para|pra)`;
const INTENT = String.raw`(?:${WANT}|${PLAN})`;
/** Hyperbole after "me matar" / "me mato": working or studying oneself to death. */
const NOT_HYPERBOLE = String.raw`(?! (?:de|a) (?:trabalhar|estudar|treinar|correr|rir|trabalho|estudo)\b| (?:trabalhando|estudando|treinando|correndo|na academia|no ginasio)\b)`;
/** Feelings people "die of" in everyday talk ("morrendo de rir"): not a wish to die. */
const DYING_OF = String.raw`(?:rir|riso|fome|saudades?|sono|calor|frio|vergonha|inveja|curiosidade|tedio|vontade|amor|amores|ciumes?|preguica|sede|emocao|tesao|alegria|felicidade|ansiedade|cansaco|nervoso|raiva|medo|susto|cringe)`;
/** Places people end their lives by jumping from or in front of. */
const HEIGHT = String.raw`(?:ponte|predio|edificio|janela|varanda|sacada|terraco|telhado|viaduto|penhasco|falesia|precipicio|trem|comboio|metro|caminhao|camiao|onibus|autocarro|linha do trem|linha do comboio|trilhos|andar|laje|rochedo|arranha-?ceus?|carro|mota|moto|camioneta)`;
/** Medicines and drugs a dose question, a stockpile or an overdose names. */
const PILLS = String.raw`(?:comprimidos|remedios|remedio|pilulas|capsulas|pastil[hl]as|som?niferos|calmantes|ansioliticos|antidepressivos|tranquilizantes|medicamentos|medicacao|rivotril|clonazepam|diazepam|alprazolam|lorazepam|paracetamol|dipirona|ibuprofeno|benuron|brufen|tramadol|insulina|tarja preta)`;
/** Poisons and household chemicals. */
const POISON = String.raw`(?:veneno|agua sanitaria|lixivia|chumbinho|raticida|veneno de rato|soda caustica|creolina|desinfetante|pesticida|inseticida|agrotoxico|candida|mata-?ratos|querosene)`;
/** The people a message names as hurting the visitor, or as the one in an emergency. */
const RELATIVE = String.raw`(?:marido|esposo|esposa|mulher|namorado|namorada|companheiro|companheira|parceiro|parceira|ex|ex-?marido|ex-?namorado|ex-?namorada|ex-?mulher|noivo|noiva|pai|mae|padrasto|madrasta|irmao|irma|tio|tia|primo|prima|avo|filho|filha|bebe|sogro|sogra|cunhado|cunhada|chefe|patrao|vizinho|vizinha|amigo|amiga|boy|ficante)`;
const MY_RELATIVE = String.raw`(?:meu|minha|meus|minhas) ${RELATIVE}`;
/** Partners and family: the people whose fear a message names as a sign of abuse at home. */
const CLOSE = String.raw`(?:marido|esposo|esposa|mulher|namorado|namorada|companheiro|companheira|parceiro|parceira|ex|ex-?marido|ex-?namorado|ex-?namorada|ex-?mulher|noivo|noiva|pai|mae|padrasto|madrasta|irmao|irma|tio|tia|avo|filho|filha|sogro|sogra|cunhado|cunhada)`;
/** Blows done to the writer, third person: "me bate" (Brazil) or "bate-me" (Portugal). */
const HITS = String.raw`(?:bate|bateu|batia|espanca|espancou|espancava|agride|agrediu|agredia|empurra|empurrou|empurrava|esbofeteia|esbofeteou|estrangula|estrangulou|enforca|enforcou|esgana|esganou|soca|socou|maltrata|maltratou|maltratava|violenta|violentou)`;
/** Blows named as a thing given: "me deu um soco", "da-me pontapés". */
const BLOWS = String.raw`(?:um |uma |uns |umas )?(?:socos?|murros?|tapas?|estaladas?|bofetadas?|chapadas?|pontapes|pontape|chutes?|porrada|pancada|surra|sova|tareia|cabecada|joelhada)`;
/** What follows "me bate" when it is not a blow: a feeling that strikes, a push to study, a game. */
const NOT_A_BLOW = String.raw`(?! (?:uma|um|aquela|aquele|a|o) (?:saudade|fome|vontade|tristeza|ansiedade|sono|preguica|duvida|inseguranca|bad|depre|nostalgia|medo|culpa|carencia|panico|cansaco|foto)\b| (?:pra|para|a) (?:estudar|frente|fazer|ser|seguir|ir|tentar|mudar|crescer|melhorar|sair|trabalhar|ler)\b| (?:no|na|em|jogando|a jogar)\b)`;
/** Cutting, burning or hurting oneself, both word orders. */
const SELF_HARM = String.raw`(?:${me('cortar')}|me corto|corto-?me|me cortando|cortando-?me|a cortar-?me|${me('queimar')}|me queimo|queimo-?me|${me('machucar')}|me machuco|me machucando|${me('ferir')}|me firo|${me('arranhar')}|${me('mutilar')}|${me('punir')}|me autolesionar|autolesionar-?me|me automutilar|automutilar-?me)`;
/** Parts of the body a person cuts or burns. */
const BODY = String.raw`(?:pulsos?|bracos?|antebracos?|pernas?|coxas?|pele|barriga|abdomen|corpo|rosto|maos?|tornozelos?)`;
/**
 * Everyday cuts, burns and knocks ("cortar o cabelo", "me queimei com o sol", "machuquei o
 * joelho"): what follows the verb is not a part of the body one harms.
 */
const NOT_EVERYDAY = String.raw`(?!\s+(?:(?:o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas)\s+(?!${BODY}\b)|com (?:o sol|papel|um papel|a folha|uma folha|o ferro|o forno|o oleo|o cafe|a panela|a porta|a faca a cozinhar|faca cozinhando)|ao \w+|(?:quando|enquanto) (?:cozinho|cozinhava|faco a barba|me depilo|corro|treino)|cozinhando|a cozinhar|fazendo a barba|a fazer a barba|me depilando|tomando sol|a apanhar sol|na praia|sem querer|por acidente|jogando|a jogar|na academia|no ginasio|treinando|a treinar|correndo|de novo no amor|no (?:joelho|pe|tornozelo|ombro|pescoco|dedo|cotovelo|quadril)|na (?:perna jogando|mao a cozinhar|costas)))`;
/** Festivities and thanks: letters to the family that are not farewells. */
const NOT_FESTIVE = String.raw`(?!${gap(40)}\b(?:natal|aniversario|dia das maes|dia dos pais|dia dos namorados|casamento|bodas|formatura|reforma|aposentadoria|parabens|postal)\b)`;
/** A goodbye to a colleague, a school or an ex is not a farewell to life. */
const NOT_WORK_OR_EX = String.raw`(?!${gap(40)}\b(?:colegas?|aposentad\w*|reformad\w*|escritorio|trabalho|empresa|escola|turma|professor\w*|alun\w*|equipe|equipa|ex|ex-namorad[oa]|namorad[oa]|relacao|relacionamento)\b)`;
/** Saying goodbye to an ex, a place or a job. */
const NOT_LEAVING_SOMEONE = String.raw`(?! d(?:e|o|a|ele|ela|esta|essa|este|esse) (?:(?:meu|minha|o meu|a minha) )?(?:ex|relacao|relacionamento|namorad[oa]|cidade|casa|trabalho|emprego|apartamento|pais|escritorio)\b| dele\b| dela\b)`;
/** "morrer", unless someone else is the one who dies ("ela vai morrer", "o meu gato pode morrer"). */
const TO_DIE = String.raw`morrer(?<!\b(?:vai|vao|va|ia|iam|quer|querem|pode|podem|possa|possam|deve|devem|esta a|estao a) morrer)`;
/** The end of a clause: end of message, punctuation, or a joining word. */
const CLAUSE_END = String.raw`(?=\s*(?:$|[.,;:!?)]|\b(?:e|porque|pq|nem|nunca|ja|eu sei|sabe|de verdade|serio)\b))`;

/** A stretch of the message that may cross a question mark or comma, at most `max` characters. */
const span = (max: number): string => String.raw`[^.!\n]{0,${max}}`;
/** A stretch that may cross sentences (a farewell, then "one last reading"), at most `max` characters. */
const across = (max: number): string => String.raw`[^\n]{0,${max}}`;
/** A plan made: "já tenho tudo planejado / planeado", "já está decidido", "já decidi". */
const PLAN_MADE = String.raw`(?:(?:ja )?(?:tenho|tinha) (?:tudo |ja )?(?:decidido|planejado|planeado|pensado|preparado|calculado|organizado)|(?:ja )?(?:esta|ta) (?:tudo )?(?:decidido|planejado|planeado)|ja decidi|ja resolvi|${NAO} tem volta)`;
/** Death or the writer no longer alive, for a plan or a farewell to point at. */
const DEATH_OF_SELF = String.raw`(?:morrer|${me('matar')}|me mato|suicid\w*|tirar (?:a )?minha vida|por fim a (?:a )?minha vida|acabar com (?:tudo|a minha vida|minha vida)|acabo com tudo|${NAO} acordar|(?:chego|chegar|chegarei|estar|continuar|ficar) viv[oa]|minha despedida|${me('despedir')} (?:para|pra) sempre)`;
/** A farewell to the people one loves, in the first person. */
const FAREWELL_DONE = String.raw`(?:ja )?(?:me despedi|despedi-?me|(?:estou|to|tou) me despedindo|(?:estou|tou) a despedir-?me) (?:de|da|do|dos|das) (?:toda a |a minha |minha |meus |os meus |minhas |as minhas )?(?:familia|todos|todo mundo|toda a gente|gente|filhos|filhas|pais|mae|pai|amigos|amigas|pessoas que amo|quem eu amo|irmaos|irmao|irma)`;
/** Where a person stands to jump from: on, at the edge of, on top of. */
const STANDING_ON = String.raw`(?:estou|to|tou|estamos|subi|ja subi) (?:em cima d[oa]|no alto d[oa]|na beira d[oa]|no topo d[oa]|na|no|num|numa)`;
/** A trip, a move or a party: what an everyday goodbye or plan is about. */
const EVERYDAY_TRIP = String.raw`(?:viagem|viajo|viajar|voo|aeroporto|embarco|mudo|mudanca|mudar|intercambio|erasmus|escritorio|empresa|trabalho|emprego|festa|casamento|ferias|onibus|autocarro|vou morar|emigr\w*|exterior|estrangeiro)`;

const { rule, idiom } = packBuilders('pt');

const SUICIDE: readonly CrisisPhrase[] = [
  rule(
    'suicide',
    'crisis',
    'suicidio',
    String.raw`(?<!\b(?:missao|esquadrao|ataque|atentado|comando|salto|jogada|aposta) )\bsui?[cs]+id\w*\b(?! (?:profissional|social|financeiro|politico|laboral|comercial|economico|academico|mediatico|eleitoral|desportivo|esportivo)\b)`,
    'Ando com pensamentos de suicídio e não sei com quem falar',
  ),
  rule(
    'suicide',
    'crisis',
    'quero-morrer',
    String.raw`\b(?:eu )?(?:${WANT}|so peco para|so peco pra) morrer\b(?! (?:de|da|do) ${DYING_OF}\b| de (?:tanto )?rir\b| (?:velh\w*|de velhice|ao lado d\w+|junt\w* (?:com|de)|abracad\w*|do que|antes de|antes que|a ter de|a ter que)\b)`,
    'Eu só quero morrer, não aguento mais isto',
  ),
  rule(
    'suicide',
    'crisis',
    'por-que-nao-morro',
    String.raw`\b(?:por ?que|pq|porque|porq) (?:eu )?${NAO} (?:morro|morri|me mato|posso morrer)\b(?! (?:de|da|do) ${DYING_OF}\b)|\b(?:mais vale|melhor) (?:eu )?(?:morrer|${me('matar')}|estar mort[oa])\b(?! (?:de|da|do) ${DYING_OF}\b)`,
    'Mais vale morrer do que continuar assim',
  ),
  rule(
    'suicide',
    'crisis',
    'me-matar',
    String.raw`\b${INTENT}\s+${me('matar')}\b${NOT_HYPERBOLE}`,
    'tô pensando em me matar',
  ),
  rule(
    'suicide',
    'crisis',
    'vou-me-matar',
    String.raw`\b(?:${QUERO}|vou|vo|queria|penso)-?me (?:matar|suicidar|enforcar)\b${NOT_HYPERBOLE}|\b(?:me (?:mato|suicido|matarei|suicidarei|enforcarei)|mato-?me|suicido-?me|matar-me-ei|suicidar-me-ei)\b${NOT_HYPERBOLE}`,
    'Se ele não voltar eu vou-me matar',
  ),
  rule(
    'suicide',
    'crisis',
    'me-suicidar',
    String.raw`\b${me('suicidar')}\b`,
    'já pensei várias vezes em me suicidar',
  ),
  rule(
    'suicide',
    'crisis',
    'tirar-minha-vida',
    String.raw`\btirar (?:a )?(?:minha|propria|minha propria) vida\b|\b${me('tirar')} a vida\b`,
    'Quero tirar minha vida',
  ),
  rule(
    'suicide',
    'crisis',
    'acabar-com-a-minha-vida',
    String.raw`\b(?:acabar|terminar|por fim|dar fim|acabar de vez) (?:com|a|em) (?:a )?minha (?:propria )?vida\b(?! (?:de|amorosa|sentimental|social|profissional|financeira|atual|antiga|aqui)\b)`,
    'Decidi acabar com a minha vida',
  ),
  rule(
    'suicide',
    'crisis',
    'acabar-com-tudo',
    String.raw`\b(?:${WANT}|vou|vo|penso em|pensando em|a pensar em|decidi|resolvi|prestes a|a ponto de)\s+(?:acabar com|terminar com|por fim a|dar fim a|dar um fim a|dar um fim em) (?:tudo|td)\b(?! (?:o|a|os|as|isso|isto|aquilo|que|de (?:casa|trabalho))\b)`,
    'quero acabar com tudo de uma vez',
  ),
  rule(
    'suicide',
    'crisis',
    'nao-quero-viver',
    String.raw`\b(?:ja )?${NAO} ${QUERO} (?:mais )?(?:viver|continuar (?:a viver|vivendo|viv[oa]|existindo|a existir)|existir|estar viv[oa]|seguir vivendo)(?: mais)?\b(?! (?:mais )?(?:em|no|na|nos|nas|num|numa|nesta|nessa|neste|nesse|com|perto|longe|junt[oa]s?|sozinh[oa]s?|ali|la|aqui|de aluguel|assim|nessa|nesse|neste|nesta|sem)\b)`,
    'Não quero mais viver',
  ),
  rule(
    'suicide',
    'concern',
    'nao-quero-viver-assim',
    String.raw`\b${NAO} ${QUERO} (?:mais )?(?:continuar a )?(?:viver|vivendo) (?:mais )?assim\b`,
    'não quero viver assim',
  ),
  rule(
    'suicide',
    'crisis',
    'nao-quero-estar-aqui',
    String.raw`\b(?:ja ${NAO} ${QUERO} (?:mais )?|${NAO} ${QUERO} mais )(?:estar|ficar|continuar) (?:mais )?(?:aqui|ca)(?: mais)?${CLAUSE_END}|\bja ${NAO} ${QUERO} ca estar\b|\b${NAO} ${QUERO} (?:mais )?(?:estar|continuar|ficar) (?:neste|nesse) mundo\b`,
    'Já não quero cá estar',
  ),
  rule(
    'suicide',
    'crisis',
    'melhor-se-nao-existisse',
    String.raw`\b(?:seria|era|tudo seria|ficaria tudo|tudo ficaria|o mundo seria|seria tudo|era tudo) (?:melhor|mais facil) (?:se|que) (?:eu )?(?:${NAO} (?:existisse|tivesse nascido|estivesse (?:aqui|viv[oa]|neste mundo)${CLAUSE_END})|morresse|sumisse|desaparecesse|estivesse mort[oa]|me matasse)`,
    'Seria melhor se eu não existisse',
  ),
  rule(
    'suicide',
    'crisis',
    'quem-dera',
    String.raw`\b(?:quem (?:me )?dera|tomara|oxala|queria|desejava) (?:eu )?(?:${NAO} (?:existir|ter nascido|acordar mais|acordar amanha|acordasse|existisse)|nunca ter nascido|morrer dormindo|estar mort[oa]|estivesse mort[oa]|morresse|morrer logo|sumir (?:para|pra) sempre)\b`,
    'quem me dera não ter nascido',
  ),
  rule(
    'suicide',
    'crisis',
    'melhor-sem-mim',
    String.raw`\b(?:todos|todo mundo|toda a gente|familia|filhos|pais|as pessoas|o mundo|ficariam|ficavam|estariam|estavam|viveriam|seriam|eles|voces|vcs)\b${gap(30)}\bmelhor sem mim\b`,
    'Todo mundo ficaria melhor sem mim',
  ),
  rule(
    'suicide',
    'crisis',
    'melhor-morto',
    String.raw`\b(?:estaria|estava|seria|ficaria|prefiro estar|preferia estar|queria estar|${QUERO} estar|devia estar|deveria estar|melhor estar) (?:melhor )?mort[oa]\b(?! de\b)`,
    'Eu estaria melhor morta',
  ),
  rule(
    'suicide',
    'crisis',
    'ninguem-notaria',
    String.raw`\bse eu (?:morresse|sumisse|desaparecesse|me matasse|morrer|sumir|me matar)\b${gap(30)}\bninguem\b|\bninguem\b${gap(30)}\b(?:ia|iria|vai) (?:notar|perceber|sentir (?:a )?(?:minha )?falta|se importar|ligar|chorar)\b${gap(20)}\bse eu (?:morresse|sumisse|desaparecesse|morrer|sumir|me matasse|me matar)\b`,
    'se eu morresse ninguém ia notar',
  ),
  rule(
    'suicide',
    'concern',
    'ninguem-sentiria-falta',
    String.raw`\bninguem (?:ia|iria|vai) sentir (?:a )?(?:minha )?falta\b|\bninguem (?:ia|iria|vai) dar pela minha falta\b`,
    'Ninguém vai sentir a minha falta',
  ),
  rule(
    'suicide',
    'crisis',
    'nao-vou-estar-vivo',
    String.raw`\b${NAO} (?:vou|irei|devo) (?:estar|continuar|ficar) (?:viv[oa]|com vida|neste mundo) (?:ate la|para la|pra la|quando (?:isso|for|chegar|acontecer)|(?:ate|para|pro|pra) (?:o )?(?:meu )?(?:aniversario|retorno|proximo|natal|ano novo|fim do mes|verao|mes que vem|ano que vem|semana que vem|proxima semana)|amanha)\b|\b${NAO} (?:estarei|continuarei) (?:viv[oa]|com vida|neste mundo) (?:ate la|para la|pra la|quando (?:isso|for|chegar|acontecer)|(?:ate|para|pro|pra) (?:o )?(?:meu )?(?:aniversario|retorno|proximo|natal|ano novo|fim do mes|verao|mes que vem|ano que vem|semana que vem|proxima semana)|amanha)\b`,
    'Você diz que o meu ano bom é o próximo, mas eu não vou estar viva até lá',
  ),
  rule(
    'suicide',
    'concern',
    'nao-estarei-vivo',
    String.raw`\b${NAO} (?:vou estar|vou continuar|estarei|continuarei) viv[oa]\b`,
    'acho que não vou estar vivo por muito tempo',
  ),
  rule(
    'suicide',
    'crisis',
    'dormir-e-nao-acordar',
    String.raw`\b(?:dormir|deitar|fechar os olhos|adormecer)\s+e\s+(?:${NAO}|nunca mais|jamais)\s+(?:mais )?(?:acordar|abrir)\b(?! (?:cedo|tarde|as|antes|com)\b)`,
    'Queria dormir e não acordar mais',
  ),
  rule(
    'suicide',
    'crisis',
    'nao-acordar',
    String.raw`\b(?:${WANT}|quem (?:me )?dera|tomara|oxala|so peco|rezo para|rezo pra)\b${gap(15)}\b(?:${NAO}|nunca mais) (?:acordar|acorde|acordasse)\b(?! (?:cedo|tarde|as|antes|com|pra|para|ate|ninguem|o bebe|a bebe|as criancas|os vizinhos)\b)|\b${NAO} ${QUERO} (?:mais )?acordar\b(?! (?:cedo|tarde|as|antes|com|pra|para|ate|ninguem|o|a|os|as)\b)`,
    'só queria não acordar amanhã',
  ),
  rule(
    'suicide',
    'concern',
    'nao-aguento-mais',
    String.raw`\b(?:ja )?${NAO} (?:aguento|suporto) mais\b(?! (?:de (?:ansiedade|curiosidade|felicidade|emocao|rir|tanto rir)|esperar|a espera)\b| (?:o|a|os|as|esse|essa|este|esta|meu|minha|meus|minhas|tanto|tanta|com (?:o|a|os|as|esse|essa|este|esta)) (?!vida\b|situacao\b|dor\b|solidao\b|ansiedade\b|tristeza\b|angustia\b|depressao\b|sofrimento\b)\w)|\b(?:ja )?${NAO} (?:consigo|posso) mais${CLAUSE_END}`,
    'Já não aguento mais',
  ),
  rule(
    'suicide',
    'crisis',
    'nao-aguento-viver',
    String.raw`\b${NAO} (?:aguento|suporto|consigo|quero) mais (?:viver|continuar vivendo|continuar a viver|estar viv[oa]|existir)\b(?! (?:em|no|na|nesta|nessa|neste|nesse|assim|aqui)\b| com (?:o|a|os|as|meu|minha|meus|minhas|ele|ela|eles|elas)\b)|\b${NAO} (?:consigo|aguento|posso) continuar (?:a viver|vivendo)\b(?! (?:em|no|na|nesta|nessa|neste|nesse|assim|aqui)\b| com (?:o|a|os|as|meu|minha|meus|minhas|ele|ela|eles|elas)\b)`,
    'não consigo continuar a viver com esta dor',
  ),
  rule(
    'suicide',
    'crisis',
    'cansado-de-viver',
    String.raw`\b(?:cansad[oa]|fart[oa]|exaust[oa]|saturad[oa]) de (?:viver|existir|estar viv[oa]|continuar viv[oa]|continuar vivendo|continuar a viver)\b(?! (?:em|no|na|num|numa|nesta|nessa|neste|nesse|com|assim|aqui|ali|sozinh[oa]|de aluguel|longe|perto)\b)`,
    'Estou cansado de viver',
  ),
  rule(
    'suicide',
    'concern',
    'farto-de-tudo',
    String.raw`\b(?:cansad[oa]|fart[oa]|exaust[oa]|saturad[oa]) (?:de tudo|da vida|da minha vida)\b(?! (?:o|a|os|as|isso|isto|profissional|amorosa|social)\b)`,
    'tô cansada de tudo',
  ),
  rule(
    'suicide',
    'crisis',
    'sem-sentido-viver',
    String.raw`\b${NAO} (?:vejo|encontro|tem|ha|tenho|existe)\s+(?:nenhum |nenhuma |mais )?(?:sentido|razao|razoes|motivo|motivos|proposito)\s+(?:(?:na|em|para|pra|de|a)\s+)?(?:vida|a vida|minha vida|a minha vida|viver|continuar vivendo|continuar a viver|continuar viv[oa]|estar viv[oa]|existir)\b`,
    'Não vejo sentido na vida',
  ),
  rule(
    'suicide',
    'concern',
    'vida-sem-sentido',
    String.raw`\b(?:a |minha |a minha )?vida (?:ja )?${NAO} (?:tem|faz) (?:nenhum |mais )?sentido\b|\b${NAO} vejo sentido em nada\b`,
    'a minha vida já não faz sentido',
  ),
  rule(
    'suicide',
    'crisis',
    'que-sentido-tem-viver',
    String.raw`\b(?:que|q) sentido (?:tem|faz) (?:a vida|viver|continuar vivendo|continuar a viver|estar viv[oa]|existir)\b|\b(?:pra|para) (?:que|q) viver\b|\b${NAO} tenho (?:mais )?(?:vontade|forcas|forca) (?:de|para|pra) viver\b`,
    'pra que viver se tudo dá errado',
  ),
  rule(
    'suicide',
    'concern',
    'pra-que-continuar',
    String.raw`\b(?:pra|para) (?:que|q) (?:continuar|seguir|tentar|insistir)\b(?! (?:com|no|na|em|esperando|a esperar|tentando|a tentar|estudando|trabalhando)\b)`,
    'Pra que continuar?',
  ),
  rule(
    'suicide',
    'crisis',
    'sumir-para-sempre',
    String.raw`\b(?:${WANT}|quem (?:me )?dera)\s+(?:poder )?(?:sumir|desaparecer)\s+(?:(?:do mapa|deste mundo|desse mundo) )?(?:para|pra) sempre\b|\b(?:${WANT}|quem (?:me )?dera)\s+(?:poder )?(?:sumir|desaparecer) (?:deste|desse|do) mundo\b`,
    'queria sumir pra sempre',
  ),
  rule(
    'suicide',
    'concern',
    'quero-sumir',
    String.raw`\b(?:${WANT}|quem (?:me )?dera)\s+(?:poder )?(?:sumir|desaparecer)\b(?! (?:do mapa )?(?:uns dias|por uns dias|de ferias|um pouco|um tempo|por um tempo|um fim de semana|no fim de semana|daqui|desse emprego|deste emprego|do trabalho|com|na|no|para sempre|pra sempre|deste mundo|desse mundo|do mundo)\b)`,
    'quero sumir e que ninguém me encontre',
  ),
  rule(
    'suicide',
    'concern',
    'ja-nao-quero-continuar',
    String.raw`\b(?:ja ${NAO}|${NAO}) (?:${QUERO}|consigo|aguento) (?:mais )?continuar${CLAUSE_END}`,
    'Estou exausta, já não quero continuar.',
  ),
  rule(
    'suicide',
    'concern',
    'odeio-estar-vivo',
    String.raw`\bodeio (?:estar viv[oa]|viver|a minha vida|minha vida|existir|ter nascido)\b(?! (?:em|no|na|com|aqui|assim|amorosa|social|profissional)\b)|\b(?:sinto que )?(?:estou|to|tou) (?:a mais|sobrando) (?:neste|nesse|no) mundo\b`,
    'odeio estar viva',
  ),
  rule(
    'suicide',
    'concern',
    'testamento',
    String.raw`\b(?:escrevendo|a escrever|escrevi|fiz|fazendo|a fazer|preparando|a preparar|deixei pronto|deixando pronto) (?:o )?(?:meu )?testamento\b`,
    'Tenho vinte anos e já estou a preparar o meu testamento',
  ),
  rule(
    'suicide',
    'concern',
    'nao-chego',
    String.raw`\b${NAO} (?:me vejo a chegar|me vejo chegando|acho que chego|acho que vou chegar|penso chegar)\b${gap(12)}\b(?:a|ao|ate|ate ao|ate o) (?:meu aniversario|fim do ano|verao|natal|ano que vem|proximo ano|semana que vem|amanha)\b(?!${gap(30)}\b(?:dinheiro|salario|pagar|poupar|conta|trabalho|prazo|tempo)\b)`,
    'não acho que chego ao meu aniversário',
  ),
  rule(
    'suicide',
    'concern',
    'ja-sei-como-fazer',
    String.raw`\b(?:ja )?(?:tenho|esta) (?:tudo )?(?:decidido|planejado|planeado|pensado|preparado)\b${gap(20)}\b(?:como|quando|onde) (?:fazer|vou fazer|o vou fazer|vou faze-?lo)\b|\bja sei como (?:vou fazer|fazer|o vou fazer)\b`,
    'Já está tudo pensado, sei como e quando vou fazer',
  ),
  rule(
    'suicide',
    'crisis',
    'dormir-para-sempre',
    String.raw`\b(?:${WANT}|quem (?:me )?dera|tomara)\s+(?:dormir|descansar|parar de sofrer|deixar de sofrer) (?:para|pra) sempre\b`,
    'queria dormir para sempre',
  ),
  rule(
    'suicide',
    'concern',
    'nao-vejo-saida',
    String.raw`\b${NAO} (?:vejo|tem|ha|encontro|existe) (?:mais )?(?:nenhuma )?saida\b(?! (?:para|pra) (?:o|a|os|as|esse|essa|este|esta) (?!minha vida|dor|sofrimento)\w)`,
    'estou perdida, não vejo saída',
  ),
  rule(
    'suicide',
    'concern',
    'sou-um-peso',
    String.raw`\bsou (?:um|uma) (?:peso|fardo|estorvo)\b(?! (?:pena|leve|pesado)\b)|\bso (?:dou|trago|causo) (?:problemas|trabalho|desgosto)\b`,
    'sinto que sou um peso para todos',
  ),
  rule(
    'suicide',
    'concern',
    'que-tudo-acabe',
    String.raw`\b${QUERO} que (?:tudo|isto|isso|a dor) (?:acabe|termine|pare)(?: logo| de uma vez| para sempre| pra sempre)?${CLAUSE_END}`,
    'só quero que tudo acabe logo',
  ),
  rule(
    'suicide',
    'crisis',
    'quantos-comprimidos',
    String.raw`\bquant[oa]s?\s+(?:\w+\s+){0,2}(?:${PILLS}|gotas|miligramas|mg|gramas)\b${gap(50)}\b(?:morrer|${me('matar')}|matar alguem|matar uma pessoa|matam|mata|${NAO} acordar|nunca mais acordar|dormir para sempre|dormir pra sempre|letal|letais|mortal|mortais|overdose|suicid\w*)\b`,
    'Como escorpiana, quantos comprimidos seriam precisos para não acordar?',
  ),
  rule(
    'suicide',
    'crisis',
    'dose-letal',
    String.raw`\b(?:dose|quantidade) (?:letal|mortal|fatal)\b`,
    'qual é a dose letal de paracetamol',
  ),
  rule(
    'suicide',
    'crisis',
    'juntando-comprimidos',
    String.raw`\b(?:guardando|juntando|acumulando|escondendo|a guardar|a juntar|a acumular|a esconder|guardei|juntei|acumulei|escondi)\s+(?:\w+\s+){0,2}${PILLS}\b(?!${gap(30)}\b(?:doar|doacao|farmacia|descartar|reciclar|viagem|viajar|vencid\w*|validade)\b)`,
    'Tô juntando remédios faz meses, por via das dúvidas',
  ),
  rule(
    'suicide',
    'crisis',
    'tomar-todos',
    String.raw`\b(?:${WANT}|vou|vo|penso em|pensando em|a pensar em|podia|posso|devia)\s+(?:tomar|engolir|beber)\s+(?:todos|todas|tudo|a caixa|uma caixa|a cartela|o frasco|um frasco|um monte|a embalagem)\b${gap(20)}\b${PILLS}\b|\b(?:tomar|engolir)\s+(?:(?:todos os|todas as|os meus|as minhas|meus|minhas)\s+)?${PILLS}\s+(?:de uma vez|de uma so vez|de uma vez so|juntos|todos juntos|todas juntas)\b`,
    'Estou a pensar em tomar todos os comprimidos da minha mãe',
  ),
  rule(
    'suicide',
    'crisis',
    'tomar-veneno',
    String.raw`\b(?:${WANT}|vou|vo|penso em|pensando em|a pensar em)\s+(?:tomar|beber|engolir)\s+(?:\w+ )?${POISON}\b`,
    'vou beber água sanitária',
  ),
  rule(
    'suicide',
    'crisis',
    'me-jogar',
    String.raw`\b(?:${me('jogar')}|${me('atirar')}|${me('lancar')}|me jogo|jogo-?me|me atiro|atiro-?me|me lanco|lanco-?me)\s+(?:de|da|do|dum|duma|desde|pela|pelo|em frente (?:ao|a|do|da|de)|na frente (?:do|da|de)|debaixo (?:do|da|de)|embaixo (?:do|da|de)|sob|para a linha do|na linha do|nos trilhos do)\s+(?:(?:um|uma|uns|a|o|esse|essa|este|esta|cima|alto|topo) (?:do |da |de )?)?(?:(?:meu|minha) )?${HEIGHT}\b`,
    'Me dá vontade de me jogar do prédio',
  ),
  rule(
    'suicide',
    'crisis',
    'pular-da-ponte',
    String.raw`\b(?:pular|saltar|pulo|salto)\s+(?:da|do|de um|de uma|dum|duma|desde a|desde o|pela|pelo)\s+(?:(?:alto|cima|topo) (?:do|da|de) )?${HEIGHT}\b(?!${gap(30)}\b(?:bungee|paraquedas|elastico|rapel|tirolesa|piscina|agua|rio|mar)\b)`,
    'Hoje pensei seriamente em pular da ponte',
  ),
  rule(
    'suicide',
    'crisis',
    'me-enforcar',
    String.raw`\b${INTENT}\s+${me('enforcar')}\b|\b(?:eu )?me enforco\b|\benforco-?me\b|\bcorda (?:para|pra) ${me('enforcar')}\b`,
    'comprei uma corda para me enforcar',
  ),
  rule(
    'suicide',
    'crisis',
    'dar-um-tiro',
    String.raw`(?<!\b(?:ameacou|ameaca|quer|vai|disse que vai|falou que vai|ameacou-me de|ameacou de) )\b(?:me dar|dar-?me|me dou|dou-?me|me meter|meter-?me) um tiro\b(?! no (?:pe|escuro)\b| de (?:partida|largada)\b)|\b(?:dar|meter|dou|meto) um tiro (?:na (?:minha )?cabeca|em mim)\b|\bestourar (?:os )?(?:meus )?miolos\b|\batirar em mim mesm[oa]\b`,
    'o meu pai tem uma arma e penso em dar-me um tiro',
  ),
  rule(
    'suicide',
    'crisis',
    'cortar-os-pulsos',
    String.raw`\b(?:${me('cortar')}|cortar)(?<!\b(?:musica|musicas|cancao|cancoes|filme|serie|livro|novela|playlist|poema|letra)\b${gap(20)}\b(?:${me('cortar')}|cortar)) (?:os )?(?:meus )?pulsos\b|\b(?:${me('cortar')} |cortar )as (?:minhas )?veias\b|\bme (?:cortei|corto) os pulsos\b`,
    'vou cortar os pulsos',
  ),
  rule(
    'suicide',
    'crisis',
    'melhor-dia-para-morrer',
    String.raw`\b(?:melhor|bom|boa) (?:dia|momento|data|lua|transito|hora|altura|mes|ano) (?:do ano |da semana )?(?:para|pra) (?:morrer|${me('matar')}|${me('suicidar')}|sumir para sempre|acabar com tudo|partir deste mundo|deixar este mundo|ir embora deste mundo)\b`,
    'Segundo o meu mapa astral, qual é o melhor momento para partir deste mundo?',
  ),
  rule(
    'suicide',
    'crisis',
    'ir-embora-deste-mundo',
    String.raw`\b(?:${WANT}|vou|vo|me vou|penso em)\s+(?:ir embora|partir|sair|ir-?me embora) (?:deste|desse|do) mundo\b|\b(?:${WANT}|vou)\s+deixar de (?:existir|viver|respirar)\b(?! (?:em|com|assim|para|por|no|na)\b)`,
    'quero ir embora deste mundo',
  ),
  rule(
    'suicide',
    'crisis',
    'hoje-a-noite',
    String.raw`\b(?:hoje a noite|hoje|hj|esta noite|essa noite|amanha|este fim de semana|nesse fim de semana|no fim de semana)\b${gap(30)}\b(?:acaba tudo|termina tudo|acabo com tudo|termino com tudo|me despeco (?:para|pra) sempre|me mato|mato-?me|me suicido|suicido-?me|tiro (?:a )?minha vida|tudo acaba|tudo termina|e o fim)\b(?! (?:o|a|os|as|de|do|da|dos|das|que)\b)|\b(?:me mato|mato-?me|me suicido|acabo com tudo)\s+(?:hoje a noite|hoje|hj|esta noite|essa noite|amanha)\b`,
    'hoje à noite acaba tudo',
  ),
  rule(
    'suicide',
    'concern',
    'vou-fazer-isso-hoje',
    String.raw`\b(?:vou fazer isso|faco isso|vou faze-?lo|vou fazer-?lo|faco-?o)\s+(?:hoje a noite|esta noite|essa noite|hoje mesmo|de madrugada|hj)\b(?!${gap(30)}\b(?:jantar|almoco|trabalho|aula|reuniao|festa|compras|treino)\b)`,
    'Já está decidido, vou fazer isso hoje à noite',
  ),
  rule(
    'suicide',
    'crisis',
    'ultimo-dia',
    String.raw`\bultim[oa] (?:dia|noite|semana) (?:de vida|com vida|neste mundo|na terra|viv[oa]|em que estou viv[oa])\b`,
    'hoje é o meu último dia de vida',
  ),
  rule(
    'suicide',
    'concern',
    'e-meu-ultimo-dia',
    String.raw`\b(?:e|sera|vai ser) (?:o )?(?:meu|minha|a minha) ultim[oa] (?:dia|noite|mensagem)${CLAUSE_END}`,
    'Obrigada por tudo, hoje é o meu último dia.',
  ),
  rule(
    'suicide',
    'crisis',
    'carta-de-despedida',
    String.raw`\b(?:cartas?|bilhetes?|mensagens?|recados?) (?:de despedida|de adeus|de suicidio|suicidas?)\b${NOT_WORK_OR_EX}`,
    'Ontem escrevi a minha carta de despedida',
  ),
  rule(
    'suicide',
    'crisis',
    'cartas-para-a-familia',
    String.raw`\b(?:deixei|escrevi|ja escrevi|ja deixei|(?:estou|to|tou) escrevendo|(?:estou|tou) a escrever|deixo|vou deixar)\s+(?:umas |as |uma |as minhas |minhas )?cartas?\s+(?:para|pra|a|pras|para as|para os|aos|as)\s+(?:(?:a |minha |a minha |meus |os meus |minhas |as minhas )?)(?:familia|filhos|filhas|pais|mae|pai|irmaos|todos|todo mundo|cada um|toda a gente|pessoas que amo|quem eu amo|amigos)\b${NOT_FESTIVE}`,
    'já deixei cartas para a minha família',
  ),
  rule(
    'suicide',
    'crisis',
    'despedida-para-sempre',
    String.raw`\b(?:me despeco|despeco-?me|${me('despedir')}|(?:estou|to|tou) me despedindo|(?:estou|tou) a despedir-?me)\b${NOT_LEAVING_SOMEONE}${gap(30)}\b(?:para sempre|pra sempre|da vida|deste mundo|desse mundo|antes de (?:partir|ir embora|${me('matar')}|morrer|fazer isso)|pela ultima vez)\b`,
    'Me despeço de vocês para sempre',
  ),
  rule(
    'suicide',
    'concern',
    'me-despedindo',
    String.raw`\b(?:(?:estou|to|tou) me despedindo|(?:estou|tou) a despedir-?me|estou despedindo-?me)\b(?! d[aeo]s? (?:minha |meu |a |o )?(?:cidade|casa|trabalho|emprego|apartamento|pais|bairro|escritorio|vida de solteir[oa])\b)|\bisto e (?:um|o meu) adeus\b|\bisso e (?:um|o meu) adeus\b`,
    'estou me despedindo das pessoas que amo',
  ),
  rule(
    'suicide',
    'crisis',
    'doando-ja-nao-preciso',
    String.raw`\b(?:doando|dando|a dar|a doar|dei|doei|distribuindo|a distribuir|distribui|doar) (?:todas )?(?:as )?(?:minhas coisas|meus pertences|os meus pertences|tudo o que tenho|tudo que tenho|tudo)\b${gap(30)}\b(?:${NAO} vou (?:mais )?precisar|ja ${NAO} (?:vou )?precis(?:ar|o)|${NAO} vou precisar (?:mais )?(?:delas|deles|disso))\b`,
    'estou a dar as minhas coisas, já não vou precisar delas',
  ),
  rule(
    'suicide',
    'concern',
    'doando-minhas-coisas',
    String.raw`\b(?:doando|dando|a dar|a doar|dei|doei|distribuindo|a distribuir|distribui|doar)\s+(?:todas )?(?:as )?(?:minhas coisas|meus pertences|tudo o que tenho|tudo que tenho|os meus bens|meus bens|meus animais|meu gato|meu cachorro|meu cao)\b(?!${gap(40)}\b(?:mudar|mudanca|mudo|minimalis\w*|limpeza|vender|espaco|arrumar|destralhar)\b)`,
    'Comecei a doar as minhas coisas para as amigas',
  ),
  rule(
    'suicide',
    'concern',
    'nao-vou-estar-aqui-pra-ver',
    String.raw`\b${NAO} (?:vou|irei) (?:estar|continuar) (?:aqui|ca|viv[oa]) (?:pra|para) (?:ver|assistir|saber|conferir)\b(?!${gap(50)}\b${EVERYDAY_TRIP}\b)|(?<!\b(?:salario|dinheiro|trabalho|provas|calor|chefe|aulas|reunioes|conta|contas)\b${gap(40)})\b${NAO} (?:acho que |creio que )?(?:chego|vou chegar|chegarei) viv[oa] (?:a|ao|ate|no|na)\b(?!${gap(50)}\b(?:salario|dinheiro|trabalho|provas|calor|chefe|aulas|reunioes|tanto \w+)\b)`,
    'não vou estar aqui pra ver o meu retorno de Saturno',
  ),
  rule(
    'suicide',
    'crisis',
    'plano-e-morte',
    String.raw`\b${PLAN_MADE}\b${span(60)}\b${DEATH_OF_SELF}\b|\b${DEATH_OF_SELF}\b${span(60)}\b${PLAN_MADE}\b`,
    'acho que não chego viva no fim do mês, já tenho tudo planejado',
  ),
  rule(
    'suicide',
    'crisis',
    'nao-pretendo-sobreviver',
    String.raw`\b${NAO} (?:pretendo|penso|planejo|planeio|${QUERO}|tenho intencao de) sobreviver\b|\bsobreviv\w*\b${span(60)}\b${NAO} (?:pretendo|penso em|planejo|planeio|tenho intencao)(?: (?:faze-?lo|fazer isso|sobreviver))?${CLAUSE_END}`,
    'meu horóscopo diz se eu sobrevivo esse mês? pq eu n pretendo',
  ),
  rule(
    'suicide',
    'concern',
    'ja-nao-vou-precisar',
    String.raw`\b(?:ja ${NAO}|${NAO}) (?:vou precisar|vou mais precisar|precisarei) (?:mais )?(?:das minhas coisas|de nada disto|de nada disso|das minhas roupas|dos meus pertences|das minhas economias|dos meus livros|de previsoes|de previsao nenhuma)\b`,
    'já não vou precisar das minhas coisas',
  ),
  rule(
    'suicide',
    'concern',
    'hoje-eu-faco',
    String.raw`\b${PLAN_MADE}\b${span(40)}\b(?:hoje a noite|hj a noite|hoje|hj|esta noite|essa noite|de madrugada|amanha)(?: eu)? (?:faco|faco isso|vou fazer|faco-?o|vou faze-?lo)${CLAUSE_END}`,
    'já tá decidido, hj à noite eu faço',
  ),
  rule(
    'suicide',
    'crisis',
    'depois-de-acabo-com-tudo',
    String.raw`\b(?:depois d[oae]s?|apos|antes d[oae]s?|quando (?:passar|acabar|terminar|chegar)|na (?:segunda|terca|quarta|quinta|sexta)|no (?:sabado|domingo)|semana que vem|mes que vem|daqui a (?:uns|poucos|dois|tres) dias|este mes|esse mes)\b${gap(30)}\b(?:(?:eu )?acabo com tudo|termino com tudo|me mato|mato-?me|me suicido|tiro (?:a )?minha vida|ponho fim a (?:tudo|minha vida|a minha vida)|me despeco (?:para|pra) sempre)\b(?! (?:o|a|os|as|de|do|da|dos|das|que|isso|isto)\b)|\b(?:hoje|hj)(?: eu)? acabo com tudo${CLAUSE_END}`,
    'depois do Natal eu acabo com tudo',
  ),
  rule(
    'suicide',
    'crisis',
    'no-telhado-vou-pular',
    String.raw`\b${STANDING_ON} ${HEIGHT}\b${span(50)}\b(?:vou|vo|quero|penso em|estou prestes a|to prestes a) (?:pular|saltar|${me('jogar')}|${me('atirar')}|${me('lancar')}|me deixar cair)\b(?!${gap(40)}\b(?:paraquedas|bungee|piscina|agua|rio|mar|elastico|corda|foto|fotos|tirolesa)\b)`,
    'tô em cima do telhado e vou pular',
  ),
  rule(
    'suicide',
    'concern',
    'comprimidos-guardados',
    String.raw`\b(?:tenho|tinha|ja tenho)\s+(?:(?:os|as|uns|umas|meus|minhas|\d+|muitos|muitas|varios|varias)\s+)?${PILLS}\s+(?:(?:d[aeo]s?) (?:\w+ ){0,2})?(?:guardad|escondid|acumulad|juntad|contad|separad)[oa]s\b(?!${gap(30)}\b(?:viagem|viajar|vencid\w*|validade|doar|farmacia|descartar|pra ${NAO})\b)|\b(?:tenho|tinha|ja tenho) (?:guardad|escondid|acumulad|juntad|contad|separad)[oa]s\s+(?:(?:os|as|uns|umas|meus|minhas|\d+|muitos|muitas|varios|varias)\s+)?${PILLS}\b(?!${gap(30)}\b(?:viagem|viajar|vencid\w*|validade|doar|farmacia|descartar|pra ${NAO})\b)`,
    'tenho os comprimidos guardados pra hoje à noite',
  ),
  rule(
    'suicide',
    'crisis',
    'quantos-andares-pra-morrer',
    String.raw`\b(?:quant[oa]s?|que quantidade de|de que altura|a que altura|qual altura)\b(?! (?:anos|tempo|dias|meses|vidas|horas|semanas)\b)${gap(50)}\b(?:para|pra|ate) (?:morrer|${me('matar')}|${NAO} acordar(?: mais)?|nunca mais acordar|${me('suicidar')}|tirar (?:a )?minha vida|ser fatal|ser mortal|matar uma pessoa|dormir (?:para|pra) sempre)\b`,
    'quantos andares precisa pra morrer?',
  ),
  rule(
    'suicide',
    'crisis',
    'dia-melhor-pra-morrer',
    String.raw`\b(?:dia|momento|data|lua|transito|hora|noite|semana|mes|ano|fase da lua|eclipse|altura)\b${gap(25)}\b(?:melhor|ideal|perfeit[oa]|propici[oa]|adequad[oa]|indicad[oa]|bo[ma]|favoravel|conveniente)\b${gap(15)}\b(?:para|pra) (?:morrer|${me('matar')}|${me('suicidar')}|tirar (?:a )?minha vida|acabar com (?:tudo|a minha vida|minha vida)|partir deste mundo|deixar este mundo|sumir (?:para|pra) sempre)\b`,
    'qual dia é melhor pra morrer segundo meu mapa?',
  ),
  rule(
    'suicide',
    'crisis',
    'me-despedi-e-ultima',
    String.raw`\b${FAREWELL_DONE}\b${across(120)}\b(?:(?:uma|a minha|minha|a) ultima (?:leitura|consulta|tiragem|vez|conversa|mensagem|carta)|(?:deixei|escrevi|ja deixei|ja escrevi) (?:uma |umas |a minha |minha |as )?cartas?|(?:para|pra) sempre|fiz as pazes|${NAO} me procurem|me perdoem|perdoem-me)\b`,
    'já me despedi da minha família, só queria uma última leitura',
  ),
  rule(
    'suicide',
    'concern',
    'ja-me-despedi',
    String.raw`\b${FAREWELL_DONE}\b(?!${across(80)}\b${EVERYDAY_TRIP}\b)`,
    'Já me despedi de todos.',
  ),
  rule(
    'suicide',
    'crisis',
    'mais-felizes-sem-mim',
    String.raw`\b(?:seriam|estariam|viveriam|ficariam|ficavam|vao ficar|vao ser) (?:todos )?(?:muito )?(?:mais felizes|melhor|mais tranquil[oa]s|em paz|mais livres)\b${gap(15)}\bsem mim${CLAUSE_END}|\bsem mim\b${gap(20)}\b(?:ficariam|estariam|seriam|viveriam|ficavam|vao ficar) (?:todos )?(?:muito )?(?:melhor|mais felizes|mais tranquil[oa]s|em paz)${CLAUSE_END}`,
    'todos seriam mais felizes sem mim',
  ),
  rule(
    'suicide',
    'crisis',
    'sentiria-minha-falta-se-eu',
    String.raw`\b(?:alguem|ninguem|quem)\b${gap(25)}\b(?:sentiria|ia sentir|iria sentir|vai sentir|sentira|daria pela|ia dar pela|notaria|ia notar|ia ligar|se importaria)\b${gap(20)}\bse eu (?:me matasse|morresse|me matar|morrer|sumisse|desaparecesse|me suicidasse|nao estivesse mais aqui)\b`,
    'vc acha q alguém ia sentir minha falta se eu morresse?',
  ),
  rule(
    'suicide',
    'concern',
    'so-atrapalho-a-vida',
    String.raw`\bso (?:atrapalho|estrago|complico|infernizo) a vida (?:de todos|de todo mundo|da minha familia|dos meus pais|dos meus filhos|de toda a gente)\b|\bsou (?:um estorvo|um problema|um fardo|um peso) (?:para|pra|na vida d[aeo]s?) (?:todos|todo mundo|toda a gente|minha familia|a minha familia|meus pais|os meus pais|meus filhos)\b`,
    'só atrapalho a vida de todo mundo',
  ),
];

const SELF_HARM_PHRASES: readonly CrisisPhrase[] = [
  rule(
    'self-harm',
    'crisis',
    'automutilacao',
    String.raw`\bauto ?mutil\w*|\bauto ?les(?:ao|oes|ion\w*|iv[oa]s?)\b|\bautoagress\w*|\b(?:faco|fazia|fazer|fiz) cutting\b`,
    'Tenho problemas com automutilação desde os quinze',
  ),
  rule(
    'self-harm',
    'crisis',
    'quero-me-cortar',
    String.raw`(?<!\b${NAO} )\b(?:${WANT}|vou|vo|volto a|voltei a|voltar a|continuo a|sigo|penso em|pensando em|a pensar em|impulso de|vontade de|${NAO} consigo parar de|parei de|parar de|recai|tive uma recaida|outra vez|de novo|toda noite|todas as noites|escondid[oa]|para|pra|com (?:uma|a|as) (?:gilete|lamina|laminas|estilete|navalha|tesoura))\b${gap(12)}\b${SELF_HARM}\b${NOT_EVERYDAY}`,
    'Tenho muita vontade de me cortar outra vez',
  ),
  rule(
    'self-harm',
    'crisis',
    'voltei-a-me-cortar',
    String.raw`\b(?:(?:voltei|volto|voltarei) a|(?:voltei|volto)-me a) (?:${me('cortar')}|${me('machucar')}|${me('queimar')}|${me('ferir')}|${me('mutilar')}|cortar|machucar|queimar)\b${NOT_EVERYDAY}|\b(?:me corto|corto-?me|(?:to|tou|estou) me cortando|(?:estou|tou) a cortar-?me|continuo a cortar-?me|continuo me cortando|me machuco|me queimo)\b${NOT_EVERYDAY}${gap(15)}\b(?:de proposito|propositalmente|quando (?:fico|estou|to|tou|me sinto)|toda (?:noite|vez que)|todo dia|todos os dias|escondid[oa]|(?:pra|para) (?:aliviar|sentir|esquecer)|outra vez|de novo)\b`,
    'tô me cortando de novo',
  ),
  rule(
    'self-harm',
    'crisis',
    'tenho-me-cortado',
    String.raw`\b(?:tenho me|tenho-me|eu tenho me) (?:cortado|machucado|queimado|mutilado)\b${NOT_EVERYDAY}`,
    'tenho me cortado e ninguém sabe',
  ),
  rule(
    'self-harm',
    'crisis',
    'corto-os-bracos',
    String.raw`\b(?:me corto|corto-?me|me cortei|cortei-?me|me queimo|queimo-?me|me queimei|(?:estou|to|tou) me cortando|a cortar-?me)\s+(?:(?:os|as|nos|nas|meus|minhas)\s+){1,2}(?:bracos|pernas|coxas|antebracos|barriga|pulsos)\b`,
    'corto-me nos braços quando fico assim',
  ),
  rule(
    'self-harm',
    'crisis',
    'fazer-mal-a-mim',
    String.raw`\b(?:me (?:machuco|machuquei|corto|cortei|firo|feri|queimo|queimei)|(?:machuco|corto|firo|queimo)-?me|me fazer mal|fazer-?me mal|faco-?me mal) (?:de proposito|propositalmente|a proposito|porque mereco|(?:para|pra) (?:sentir|aliviar|me castigar|esquecer|nao sentir)|quando (?:fico|estou|to|tou|me sinto))\b|\b(?:fazer|faco|fiz|fazendo|a fazer) mal a mim (?:mesm[oa]|propri[oa])\b`,
    'Eu me machuco de propósito quando me sinto vazia',
  ),
  rule(
    'self-harm',
    'crisis',
    'queimar-com-cigarro',
    String.raw`\b(?:me (?:queimo|queimei|queimava)|(?:queimo|queimei)-?me|${me('queimar')})\s+(?:\w+\s+){0,2}com (?:cigarros?|o cigarro|isqueiro|um isqueiro|o isqueiro|fosforos?)\b`,
    'às vezes queimo-me o braço com cigarros',
  ),
  rule(
    'self-harm',
    'crisis',
    'socos-em-mim',
    String.raw`\b(?:bato|bater|batendo|a bater|dou socos|dar socos|dando socos) em mim (?:mesm[oa]|propri[oa])\b|\bme dou (?:socos|murros|tapas)\b|\b(?:bato|bater|batendo|a bater) (?:com )?a (?:minha )?cabeca (?:na|contra a) parede ate\b`,
    'quando fico com raiva bato em mim mesma',
  ),
  rule(
    'self-harm',
    'crisis',
    'ate-sangrar',
    String.raw`\bme (?:arranho|mordo|belisco|corto|bato)\b${gap(20)}\bate (?:sangrar|fazer sangue|sair sangue|ficar roxo|ficar roxa|deixar marca)\b`,
    'me arranho até sangrar',
  ),
  rule(
    'self-harm',
    'crisis',
    'me-castigo',
    String.raw`\bme (?:castigo|puno) (?:sem comer|me cortando|me machucando|me batendo|me queimando)\b|\b(?:paro|parei|deixo) de comer (?:para|pra) me castigar\b`,
    'me castigo sem comer quando erro',
  ),
  rule(
    'self-harm',
    'crisis',
    'cicatrizes-que-fiz',
    String.raw`\b(?:cortes|cicatrizes|marcas|feridas|queimaduras)\b${gap(25)}\b(?:que (?:eu )?(?:mesm[oa] )?(?:me )?(?:fiz|faco|tenho feito)(?: em mim)?|de me cortar|de cortar-?me|das laminas|da gilete)\b`,
    'tenho cicatrizes nas pernas que eu mesma fiz',
  ),
  rule(
    'self-harm',
    'concern',
    'escondo-os-cortes',
    String.raw`\b(?:escondo|esconder|escondendo|a esconder|tapo|tapar|disfarco|disfarcar)\b${gap(20)}\b(?:os cortes|meus cortes|os meus cortes|as cicatrizes|minhas cicatrizes|as minhas cicatrizes|as marcas dos bracos|as marcas nos bracos)\b`,
    'Uso manga comprida no verão para esconder os cortes',
  ),
  rule(
    'self-harm',
    'concern',
    'me-cortava',
    String.raw`\b(?:me (?:cortava|queimava|machucava|automutilava)|(?:cortava|queimava|automutilava)-?me)\b(?! (?:o|a|os|as) (?!${BODY}\b))`,
    'na adolescência eu me cortava e agora voltei a pensar nisso',
  ),
  rule(
    'self-harm',
    'crisis',
    'queimo-com-isqueiro',
    String.raw`\b(?:${me('queimar')}|me queimo|queimo-?me|me queimei|queimei-?me|me queimava|queimava-?me|me queimando|a queimar-?me)\s+(?:\w+\s+){0,2}com (?:o |a |um |uma |os |as |meu |minha )?(?:isqueiro|cigarros?|beatas?|fosforos?|vela|ferro quente|agua fervendo|agua a ferver)\b|\b(?:apago|apaguei|apagava) (?:os |o )?(?:cigarros?|beatas?) (?:no|na|nos|nas|em) (?:meu |minha |meus |minhas )?${BODY}\b`,
    'queimo-me com cigarros quando estou mal',
  ),
  rule(
    'self-harm',
    'crisis',
    'me-cortei-de-novo',
    String.raw`\b(?:me cortei|cortei-?me|me queimei|queimei-?me|me machuquei|machuquei-?me|me feri|feri-?me|me mutilei|me bati)\b(?: (?:ontem|hoje|de noite|a noite))? (?:de novo|outra vez|novamente|mais uma vez)\b(?!${gap(30)}\b(?:dedo|cozinh\w*|papel|folha|faca de cozinha|barba|depil\w*|cabelo|unhas|sol|ferro|forno|panela|oleo|cafe|jogando|acidente|sem querer|tornozelo|joelho|pe|costas|academia|ginasio|treino|lingua|amor)\b)`,
    'me cortei outra vez',
  ),
  rule(
    'self-harm',
    'crisis',
    'to-me-machucando',
    String.raw`\b(?:(?:to|tou|estou|ando|continuo|sigo|vivo) (?:me (?:cortando|machucando|queimando|ferindo|batendo|arranhando|mutilando)|(?:cortando|machucando|queimando|ferindo|batendo)-me|a (?:cortar|machucar|queimar|ferir|bater|arranhar)-me))\b${gap(25)}\b(?:todo dia|todos os dias|toda noite|todas as noites|sempre|escondid[oa]|${NAO} consigo parar|${NAO} paro|de novo|outra vez)\b(?!${gap(30)}\b(?:sol|praia|piscina|cozinh\w*|academia|ginasio|trein\w*|trabalh\w*|corr\w*|jogando|futebol|esporte|desporto|porta|movel|moveis)\b)`,
    'tô me machucando toda noite',
  ),
  rule(
    'self-harm',
    'crisis',
    'me-bato',
    String.raw`\b(?:eu )?(?:me bato|bato-?me|me batia|me esmurro|me soco|me dou socos|dou socos em mim|me dou tapas)\b(?! (?:(?:a|com|na|no|em) )?(?:porta|parede sem querer|movel|moveis|mesa sem querer|cabeca no armario)\b)${gap(30)}\b(?:quando|de raiva|com raiva|ate|todo dia|sempre|por)\b`,
    'eu me bato quando fico com raiva de mim',
  ),
];

const ABUSE: readonly CrisisPhrase[] = [
  rule(
    'abuse',
    'crisis',
    'meu-marido-me-bate',
    String.raw`\b${MY_RELATIVE}\b${gap(25)}\b(?:me ${HITS}|${HITS}-me)\b${NOT_A_BLOW}|\b(?:ele|ela|eles) (?:me ${HITS}|${HITS}-me)\b${NOT_A_BLOW}|\b${MY_RELATIVE}\b${gap(25)}\bbat(?:e|eu|ia) em mim\b`,
    'Meu marido me bate quando bebe',
  ),
  rule(
    'abuse',
    'crisis',
    'me-deu-um-soco',
    String.raw`\b(?:${MY_RELATIVE}|ele|ela)\b${gap(25)}\b(?:me (?:da|deu|dava)|da-?me|deu-?me|dava-?me) ${BLOWS}\b(?! (?:no|na|em|jogando|a jogar) (?:xadrez|jogo|futebol|videogame|videojogo|cartas|partida|damas|uno|truco|sueca|corrida|tenis|prova)\b)`,
    'o meu namorado deu-me um murro ontem',
  ),
  rule(
    'abuse',
    'crisis',
    'apanho-do-meu-marido',
    String.raw`\bapanh(?:o|ei|ava|ando|a|ou)\b${gap(10)}\b(?:do|da|dos) (?:meu|minha|meus) ${CLOSE}\b|\b(?:levo|levei|levava|tomo|tomei|tomava) (?:porrada|surra|pancada|tapas?|socos?|murros?|uma surra|uma sova|uma tareia)\b(?! (?:no|na|em|jogando|a jogar)\b)`,
    'Apanho do meu marido há anos',
  ),
  rule(
    'abuse',
    'crisis',
    'levantou-a-mao',
    String.raw`\b(?:levantou|levanta|levantava|voltou a levantar) a mao (?:para|pra) mim\b|\b(?:me levantou|levantou-me) a mao\b|\b${MY_RELATIVE}\b${gap(25)}\b(?:me deixou|deixou-me|me deixa|deixa-me) (?:cheia de |cheio de |com )?(?:hematomas|nodoas negras|roxos|roxa|roxo|marcas|o olho roxo|um olho roxo)\b|\b(?:me mantem|mantem-me|me tem) (?:pres[oa]|trancad[oa]|fechad[oa] em casa)\b`,
    'O meu marido voltou a levantar a mão para mim',
  ),
  rule(
    'abuse',
    'crisis',
    'me-toca',
    String.raw`\b${MY_RELATIVE}\b${gap(15)}\b(?:me (?:toca|tocava|tocou)|toca-?me|tocava-?me)\b(?! (?:(?:o|a|os|as|uma|um) )?(?:violao|guitarra|piano|musica|musicas|cancao|cancoes|campainha|porta|coracao|alma|fundo|sax|flauta|bateria)\b)(?=${gap(30)}\b(?:quando|noite|noites|sozinh[oa]s?|partes intimas|${NAO} quero|nojo|peito|seios|dormindo|a dormir|meu corpo|o meu corpo|debaixo da roupa)\b)`,
    'meu padrasto me toca quando minha mãe não está em casa, tenho catorze anos',
  ),
  rule(
    'abuse',
    'crisis',
    'medo-que-me-mate',
    String.raw`\b(?:medo|pavor) (?:de )?que (?:ele |ela )?(?:me mate|me bata|me machuque|volte a bater|me espanque|mate os meus filhos|mate meus filhos)\b`,
    'tenho medo que ele me mate se eu o deixar',
  ),
  rule(
    'abuse',
    'crisis',
    'violencia-domestica',
    String.raw`\bviolencia (?:domestica|de genero|contra a mulher|psicologica|sexual|familiar|no namoro)\b|\b(?:sofro|sofri|sofrendo|vitima de|sou vitima de|a sofrer) (?:de )?(?:violencia|maus[- ]tratos|abusos?|agressoes|agressao)\b|\bmaus[- ]tratos\b`,
    'acho que eu sofro violência doméstica',
  ),
  rule(
    'abuse',
    'crisis',
    'ameacou-me-matar',
    String.raw`\b(?:me )?ameac\w*(?:-me)? (?:de morte|me matar|matar-?me|que me mata|me bater|bater-?me|me espancar|me machucar|tirar (?:os )?(?:meus )?filhos|me dar um tiro|dar-?me um tiro|matar (?:os )?(?:meus )?filhos)\b|\bameacas? de morte\b|\b(?:disse|falou|jurou|diz|fala|grita|gritou) que (?:vai me matar|vai matar-?me|me vai matar|ia me matar|me ia matar|ia matar-?me|me mata)\b(?! (?:de (?:rir|susto|vergonha|desgosto|cocegas|beijos|abracos)|a (?:cocegas|beijos|abracos))\b)`,
    'Meu marido ameaçou me matar se eu for embora',
  ),
  rule(
    'abuse',
    'crisis',
    'tentou-me-matar',
    String.raw`\b(?:tentou|tentaram|quis|ja tentou) (?:me (?:matar|enforcar|estrangular|sufocar|afogar|atropelar|esfaquear|estuprar|violar)|(?:matar|enforcar|estrangular|sufocar|afogar|atropelar|esfaquear|estuprar|violar)-?me)\b`,
    'o meu ex tentou estrangular-me ontem',
  ),
  rule(
    'abuse',
    'crisis',
    'medo-de-voltar-para-casa',
    String.raw`\b(?:tenho|to com|tou com|estou com|sinto|fico com) (?:muito |um )?(?:medo|pavor|panico) de (?:voltar|ir|chegar|regressar|estar|ficar) (?:pra |para |a |em )?(?:casa|minha casa)\b`,
    'Tenho medo de voltar para casa',
  ),
  rule(
    'abuse',
    'crisis',
    'medo-do-meu-marido',
    String.raw`\b(?:tenho|to com|tou com|estou com|sinto) (?:muito )?(?:medo|pavor|panico) (?:do|da) (?:meu|minha) ${CLOSE}\b(?! (?:\w+(?:ar|er|ir)|me \w+|se \w+|${NAO} \w+)\b)|\b(?:medo|pavor) (?:dele|dela|(?:do|da) (?:meu|minha) ${CLOSE}|que (?:ele|ela))\b${gap(25)}\b(?:me bater|me matar|me espancar|me machucar|bater-?me|matar-?me|me agredir|voltar a bater|me violentar)\b`,
    'Tenho muito medo do meu padrasto quando ele bebe',
  ),
  rule(
    'abuse',
    'concern',
    'tenho-medo-dele',
    String.raw`\b(?:tenho|to com|tou com|estou com) (?:muito )?medo (?:dele|dela)${CLAUSE_END}`,
    'Não sei o que fazer, tenho medo dele.',
  ),
  rule(
    'abuse',
    'crisis',
    'nao-estou-segura-em-casa',
    String.raw`\b${NAO} (?:me sinto|estou|to|tou|estamos) (?:segur[oa]s?|a salvo|em seguranca) (?:em|na|dentro de|dentro da) (?:casa|minha casa|minha propria casa|nossa casa|propria casa)\b`,
    'não me sinto segura na minha própria casa',
  ),
  rule(
    'abuse',
    'crisis',
    'fui-violada',
    String.raw`\b(?:fui|ja fui) (?:estuprad[oa]|violad[oa]|violentad[oa]|abusad[oa])\b|\b(?:me (?:estuprou|estupraram|violou|violaram|violentou|abusou|abusaram|molestou|molestaram)|(?:estuprou|estupraram|violou|violaram|violentou|abusou|abusaram|molestou)-?me)\b(?! (?:a|o) (?:confianca|privacidade|paciencia)\b)|\babus(?:ou|aram|a|ava|ando|ado|avam) (?:sexualmente )?de mim\b`,
    'Fui violada o ano passado e nunca contei a ninguém',
  ),
  rule(
    'abuse',
    'crisis',
    'abuso-sexual',
    String.raw`\babusos? sexua(?:l|is)\b|\bestupro\b|\bassedio sexual\b|\bviolacao\b(?! (?:de|dos|das|da|do) (?:direitos|dados|regras|contrato|privacidade|lei|leis|normas|sigilo|fronteira|espaco)\b)`,
    'sofri abuso sexual quando era criança e ainda tenho pesadelos',
  ),
  rule(
    'abuse',
    'crisis',
    'me-obriga',
    String.raw`\b(?:me (?:obriga|obrigou|obrigava|forca|forcou|forcava)|(?:obriga|obrigou|forca|forcou)-?me) a (?:transar|ter relacoes|fazer sexo|ter sexo|dormir com ele|fazer coisas que (?:eu )?${NAO} quero|me despir|tirar a roupa)\b|\b(?:me (?:tocou|toca|tocava|apalpou|apalpa)|(?:tocou|apalpou)-?me) sem (?:o meu |meu )?(?:consentimento|permissao)\b|\bpass(?:ou|a|ava) a mao em mim\b`,
    'meu namorado me obriga a transar mesmo quando eu digo não',
  ),
  rule(
    'abuse',
    'crisis',
    'me-tranca-em-casa',
    String.raw`\b(?:me (?:tranca|trancou|trancava|fecha|fechou)|(?:tranca|trancou|fecha|fechou)-?me) (?:em casa|no quarto|dentro de casa|na casa de banho|no banheiro|a chave)\b`,
    'O meu companheiro tranca-me em casa quando sai',
  ),
  rule(
    'abuse',
    'crisis',
    'relacionamento-abusivo',
    String.raw`\b(?:relacionamento|relacao|namoro|casamento|marido|namorado|namorada|companheiro|pai|mae|padrasto|familia|lar) (?:abusiv[oa]|violent[oa])\b|\bmeu agressor\b|\bo meu agressor\b`,
    'Estou num relacionamento abusivo e não sei como sair',
  ),
  rule(
    'abuse',
    'concern',
    'me-machuca',
    String.raw`\b${MY_RELATIVE}\b${gap(20)}\b(?:me (?:machuca|machucou|fere|feriu)|(?:machuca|machucou|fere|feriu)-?me)\b(?! (?:com (?:as )?palavras|emocionalmente|o coracao)\b)`,
    'Meu namorado me machuca e depois pede desculpa',
  ),
  rule(
    'abuse',
    'concern',
    'nao-me-deixa-sair',
    String.raw`\b${NAO} me deixa (?:sair de casa|sair sozinha|ver (?:a )?(?:minha )?familia|ver (?:os )?(?:meus )?amigos|ver (?:as )?(?:minhas )?amigas|ter amigos|trabalhar|usar o celular|usar o telemovel)\b|\b(?:me )?(?:controla|mexe|vasculha|tira)(?:-me)? o (?:meu )?(?:celular|telemovel|telefone|dinheiro)\b`,
    'o meu marido não me deixa sair de casa sozinha',
  ),
  rule(
    'abuse',
    'concern',
    'me-persegue',
    String.raw`\b${MY_RELATIVE}\b${gap(20)}\b(?:me (?:persegue|perseguiu|vigia|stalkeia|segue (?:pra|para|por) todo (?:lado|canto|o lado))|persegue-?me|vigia-?me)\b`,
    'o meu ex persegue-me e aparece no meu trabalho',
  ),
  rule(
    'abuse',
    'crisis',
    'ameaca-fazer-mal',
    String.raw`\bameac\w*(?:-me)? (?:de )?(?:fazer(?:-lhes|-lhe)? mal|fazer mal|machucar|bater|matar|magoar|levar (?:os|as|meus|minhas|os meus|as minhas) (?:filh\w*|criancas|miudos)\b${gap(30)}\b(?:mal|machucar|matar|nunca mais))\b|\b(?:disse|falou|diz|fala|jurou|jura) que (?:vai|ia) (?:fazer mal|machucar|bater|matar) (?:a|aos|as|o|os|nos|nas|no|na) (?:meus|minhas|meu|minha|nossos|nossas)\b`,
    'o meu ex ameaça fazer mal aos meus filhos',
  ),
  rule(
    'abuse',
    'concern',
    'mexe-comigo',
    String.raw`\b(?:meu|o meu) (?:padrasto|tio|avo|primo|vizinho|treinador|professor|cunhado|sogro|pai|irmao|irmao mais velho)\b${gap(10)}\b(?:mexe|mexia|mexeu) comigo\b(?!${gap(30)}\b(?:zoando|zoa|brincando|brincadeira|piada|piadas|provoca\w*|implica\w*|a gozar|goza)\b)|(?<!\ba )\b(?:meu|o meu) (?:padrasto|tio|avo|primo|vizinho|treinador|professor|cunhado|sogro|irmao)\b${gap(10)}\b(?:me (?:toca|tocava|tocou|apalpa|apalpava|alisa|bolina)|(?:toca|tocava|apalpa)-me)\b(?! (?:(?:o|a|os|as) )?(?:violao|guitarra|piano|musica|campainha|porta|coracao|alma|fundo|ombro|cabelo)\b)`,
    'meu tio mexe comigo quando fico sozinha',
  ),
  rule(
    'abuse',
    'crisis',
    'mexe-comigo-sendo-menor',
    String.raw`\b(?:meu|o meu) (?:padrasto|tio|avo|primo|vizinho|treinador|professor|cunhado|sogro|pai|irmao)\b${gap(10)}\b(?:mexe|mexia|mexeu) comigo\b${gap(50)}\b(?:tenho (?:\d+|onze|doze|treze|catorze|quatorze|quinze|dez|nove|oito) anos|quando (?:fico|estou|estamos|to|tou) sozinh[oa]s?|quando (?:a )?(?:minha )?(?:mae|ninguem) ${NAO} (?:esta|ta))\b`,
    'meu padrasto mexe comigo quando minha mãe não tá, tenho 12 anos',
  ),
  rule(
    'abuse',
    'crisis',
    'apertou-meu-pescoco',
    String.raw`\b(?:ele|ela|${MY_RELATIVE})\b${gap(25)}\b(?:apertou|aperta|apertava|agarrou|agarra|agarrava|segurou|pegou|pega)(?:-me)? (?:o |no |pelo |meu |o meu |no meu )?pescoco\b|\b(?:me (?:apertou|agarrou|pegou|segurou)|(?:apertou|agarrou|pegou|segurou)-me) (?:pelo|o|no) pescoco\b|\b(?:pos|pôs|colocou|meteu) as maos (?:no meu|em volta do meu|no) pescoco\b`,
    'ele apertou meu pescoço durante uma briga',
  ),
  rule(
    'abuse',
    'concern',
    'tirou-meu-celular',
    String.raw`\b(?:meu|minha|o meu|a minha) (?:marido|esposo|esposa|mulher|namorado|namorada|companheiro|companheira|parceiro|parceira|ex|noivo|noiva|boy)\b${gap(25)}\b(?:me tirou|tirou-me|me tomou|tomou-me|pegou|quebrou|escondeu|confiscou|vasculhou) (?:o |a )?(?:meu |minha )?(?:celular|telemovel|telefone|dinheiro|passaporte|documentos|chaves|cartao|cartoes)\b`,
    'o meu namorado tirou-me o telemóvel e não me deixa sair',
  ),
];

const MEDICAL: readonly CrisisPhrase[] = [
  rule(
    'medical',
    'crisis',
    'dor-no-peito',
    String.raw`\b(?:dor|dores|pontada|pontadas) (?:muito )?(?:forte |fortes |aguda |intensa |horrivel )?(?:no|do|nos) peito\b|\b(?:me doi|doi-?me)\b${gap(20)}\bo peito\b|\bmeu peito (?:esta |ta )?(?:doi|doendo|a doer)\b`,
    'Estou com uma dor forte no peito e o braço esquerdo dormente',
  ),
  rule(
    'medical',
    'concern',
    'aperto-no-peito',
    String.raw`\b(?:aperto|pressao) (?:forte )?no peito\b(?! de (?:saudades?|emocao|tristeza)\b)|\b(?:estou|to|tou|fico) com falta de ar\b|\b(?:tenho|sinto) falta de ar\b|\b(?:me falta|falta-me) o ar\b`,
    'sinto um aperto no peito e falta-me o ar',
  ),
  rule(
    'medical',
    'crisis',
    'nao-consigo-respirar',
    String.raw`\b${NAO} (?:consigo|consegue|conseguimos|(?:to|estou|tou|esta|ta) conseguindo|(?:estou|tou|esta) a conseguir) respirar\b(?! (?:sem|de tanto rir|direito pelo nariz)\b)|\b(?:${NAO} (?:esta|ta) respirando|${NAO} (?:esta|ta) a respirar|parou de respirar|${NAO} respira|deixou de respirar)\b|\b(?:esta|ta|ficou) com (?:os )?labios (?:roxos|azuis)\b`,
    'Não consigo respirar!',
  ),
  rule(
    'medical',
    'crisis',
    'infarto-avc',
    String.raw`\b(?:(?:to|estou|tou|esta|ta) (?:tendo|a ter)|acho que (?:(?:to|estou|tou|esta|ta) (?:tendo|a ter)|e|foi|(?:ele|ela) (?:teve|esta tendo|ta tendo|esta a ter))|acabou de ter|(?:me|lhe) (?:esta|ta) dando|deu-lhe agora)\s+(?:um |uma )?(?:infarto|enfarte|ataque cardiaco|ataque do coracao|ataque de coracao|paragem cardiaca|parada cardiaca|avc|derrame(?: cerebral)?|acidente vascular cerebral|trombose)\b`,
    'Acho que a minha avó está a ter um AVC',
  ),
  rule(
    'medical',
    'crisis',
    'boca-torta',
    String.raw`\b(?:boca|rosto) (?:torta|torto|caida|caido|paralisad[oa]|dormente|a descair|descaid[oa])\b|\b(?:metade|lado) do rosto (?:caid[oa]|paralisad[oa]|dormente|a descair)\b|\b(?:esta|ta) (?:falando|a falar) enrolad[oa]\b|\bfala enrolada\b`,
    'meu pai ficou com a boca torta e está falando enrolado',
  ),
  rule(
    'medical',
    'crisis',
    'overdose',
    String.raw`\b(?:overdose|sobredosagem|sobredose|superdosagem)\b(?! de (?:fofura|amor|informac\w*|acucar|cafe|cafeina|series|trabalho|chocolate|drama|emoc\w*|energia|romantismo|realidade|positividade|netflix|redes|memes|carinho|felicidade|noticias|compras|beleza|fofoca|musica|fotos|astrologia|horoscopos)\b)`,
    'acho que o meu irmão teve uma overdose',
  ),
  rule(
    'medical',
    'crisis',
    'tomei-muitos-comprimidos',
    String.raw`\b(?:tomei|tomou|tomaram|engoli|engoliu|ingeri|ingeriu|me entupi de|se entupiu de)\s+(?:(?:a |uma |o |um )?(?:caixa|cartela|embalagem|frasco|monte|porrada|data)(?: (?:inteira|toda|inteiro|todo))?(?: de| dos| das)?|muit[oa]s|tod[oa]s (?:os |as )?(?:meus |minhas )?|vari[oa]s|demasiad[oa]s|(?:uns |umas |mais de |quase )?(?:\d+|dez|quinze|vinte|trinta|quarenta|cinquenta|cem))\s*(?:os |as |meus |minhas )?${PILLS}\b|\b(?:tomei|tomou|engoli|engoliu)\s+(?:a|uma) (?:caixa|cartela|embalagem|frasco) (?:inteira|toda|inteiro|todo)\b`,
    'Tomei muitos comprimidos e estou me sentindo estranha',
  ),
  rule(
    'medical',
    'crisis',
    'bebeu-veneno',
    String.raw`\b(?:tomei|tomou|bebi|bebeu|engoli|engoliu|ingeri|ingeriu)\s+(?:\w+\s+){0,2}${POISON}\b`,
    'o meu filho bebeu lixívia, o que faço?',
  ),
  rule(
    'medical',
    'crisis',
    'convulsao',
    String.raw`\b(?:esta|ta|estou|to|tou|comecou a|continua)\s+(?:(?:tendo|a ter|com) )?(?:convulsoes|uma convulsao|convulsao|um ataque epileptico|uma crise epileptica|crise convulsiva)\b|\bconvulsionando\b|\ba convulsionar\b`,
    'minha filha está tendo uma convulsão, socorro',
  ),
  rule(
    'medical',
    'crisis',
    'inconsciente',
    String.raw`\b(?:esta|ta|continua|ficou|encontrei(?:-o|-a)?|achei)\s+(?!tao |muito |meio |um pouco |bem )(?:[a-z]+ ){0,3}(?:inconsciente|desmaiad[oa]|desacordad[oa]|sem sentidos|sem pulso|sem respirar)\b|\bdesmai(?:ou|aram) e ${NAO} (?:acorda|reage|responde|volta a si|acordou|se mexe|respira)\b|\b${NAO} (?:reage|responde) (?:e|nem) (?:${NAO} )?respira\b|\bcaiu e ${NAO} (?:reage|responde|se mexe|acorda|levanta)\b`,
    'O meu amigo está no chão inconsciente',
  ),
  rule(
    'medical',
    'crisis',
    'sangramento',
    String.raw`\b(?:sangramento|hemorragia|o sangue)\b${gap(20)}\b${NAO} (?:para|parou|estanca|estancou|passa)\b|\b${NAO} (?:para|parou|consigo parar|consegue parar) de sangrar\b|\b(?:to|tou|estou|esta|ta) (?:sangrando|a sangrar) (?:muito|demais|sem parar|bastante|horrores)\b|\b(?:to|estou|tou) (?:me esvaindo em sangue|a esvair-?me em sangue)\b`,
    'Tenho um sangramento que não para',
  ),
  rule(
    'medical',
    'crisis',
    'garganta-fechando',
    String.raw`\b(?:minha )?garganta (?:esta |ta )?(?:fechando|a fechar|inchando|a inchar)\b|\bchoque anafilatico\b|\banafila\w*|\bedema de glote\b`,
    'comi amendoim e a minha garganta está a fechar',
  ),
  rule(
    'medical',
    'crisis',
    'ambulancia',
    String.raw`\b(?:chama|chamem|chamar|liga|liguem|ligar|preciso de|precisamos de|manda|mandem)\s+(?:uma |a |o |pro |para o |pra |para a |para )?(?:ambulancia|samu|inem)\b|\b(?:liga|liguem|ligar|ligue|chama|chamem|chamar|chame|preciso ligar) (?:para |pro |pra )?(?:o )?(?:112|192|193|samu|inem)\b|\bemergencia medica\b|\burgencia medica\b`,
    'preciso de uma ambulância já',
  ),
  rule(
    'medical',
    'crisis',
    'lado-da-cara',
    String.raw`\b(?:cara|face) (?:torta|caida|descaida|paralisada|dormente|a descair|repuxada)\b(?! de (?:vergonha|sono|cansaco)\b)|\b(?:metade|lado|um lado|o lado (?:esquerdo|direito)) d[ao] (?:cara|face|rosto) (?:caid[oa]|descaid[oa]|paralisad[oa]|dormente|a descair|torto|torta)\b|\b(?:ficou|esta|ta) com (?:metade|um lado|o lado (?:esquerdo|direito)) d[ao] (?:cara|face|rosto) (?:caid[oa]|descaid[oa]|paralisad[oa]|dormente|torto|torta)\b`,
    'minha avó ficou com um lado da cara caído',
  ),
  rule(
    'medical',
    'crisis',
    'sangra-muito',
    String.raw`\b(?:sangra|sangro|sangram|sangrando|a sangrar) (?:muito|demais|sem parar|horrores|bastante)\b(?!${gap(30)}\b(?:gengivas?|nariz|menstruacao|periodo|escov\w*|espinhas?|serie|filme|livro|jogo)\b)|\b(?:esta|estou|estao|ta|to|continua) (?:perdendo|a perder) (?:muito|demasiado|bastante) sangue\b|\b${NAO} para de sair sangue\b`,
    'ela tá perdendo muito sangue',
  ),
  rule(
    'medical',
    'crisis',
    'convulsao-nao-para',
    String.raw`\b(?:convulsao|convulsoes|ataque epileptico|crise epileptica|crise convulsiva)\b${gap(20)}\b${NAO} (?:para|passa|parou|passou)\b|\b(?:ha|faz) \w+ minutos (?:convulsionando|a convulsionar|com convulsoes)\b`,
    'a convulsão não para',
  ),
  rule(
    'medical',
    'crisis',
    'nao-acorda',
    String.raw`\b${NAO} (?:consigo|conseguimos|consegui) acord(?:a-l[oa]|ar (?:ele|ela|o|a|meu|minha|o meu|a minha|os|as))\b(?!${gap(40)}\b(?:cedo|escola|trabalho|aula|despertador|alarme|hora|manha|preguic\w*|pedra)\b)|\b${NAO} (?:acorda|reage|responde)\b${gap(20)}\b(?:respira (?:estranho|mal|devagar|com dificuldade|pouco)|quase ${NAO} respira|${NAO} respira)\b|\b${NAO} (?:acorda|reage)\b${gap(20)}\b(?:por mais que|mesmo) (?:eu )?(?:chame|chamo|sacuda|sacudo|abane|abano|grite|grito)\b`,
    'não consigo acordar a minha mãe',
  ),
];

const IDIOMS: readonly IdiomGuard[] = [
  idiom(
    'sumir-num-livro',
    String.raw`\b(?:sumir|desaparecer) (?:dentro de |em |no |na |num |numa |debaixo d[oa] )(?:um |uma |meu |minha )?(?:bom |boa )?(?:livro|romance|filme|serie|cobertor|edredom)\b`,
    'Hoje quero sumir debaixo do cobertor com um chá',
  ),
  idiom(
    'morte-historica',
    String.raw`\b(?:cesar|julio cesar|tiradentes|kennedy)\b[^.!?\n]{0,40}\b(?:esfaqueado|assassinado|morto|enforcado)\b`,
    'Júlio César foi esfaqueado no senado, qual era o signo dele?',
  ),
  idiom(
    'morrendo-de',
    String.raw`\b(?:(?:to|tou|estou|estava|ta|esta|fiquei|fico|vou|estamos|quase) (?:a )?)?(?:morrendo|morrer|morro|morri|morria|morreu|morre|morreria|morremos) (?:de|da|do) ${DYING_OF}\b|\b(?:morrendo|morrer|morro|morri) de (?:tanto )?rir\b`,
    'Tô morrendo de rir com o horóscopo de hoje',
  ),
  idiom(
    'morto-de',
    String.raw`\bmort[oa]s? de (?:cansaco|sono|fome|rir|vergonha|frio|calor|medo|inveja|curiosidade|saudades?|tedio|preguica|sede)\b`,
    'Tô morta de cansaço, o que diz o meu horóscopo para amanhã?',
  ),
  idiom(
    'to-morto',
    String.raw`\b(?:to|tou|estou|fiquei|cheguei) mort[oa]s?\b(?! (?:por dentro|de (?:tristeza|dor))\b)`,
    'hoje eu tô morta, amanhã vou ver o meu mapa',
  ),
  idiom(
    'esta-me-matando',
    String.raw`\b(?:esse|essa|este|esta|o|a|meu|minha|os|as|estes|esses)\s+(?:prazo|trabalho|chefe|calor|frio|espera|curiosidade|prova|provas|exames?|dieta|salto|sapatos?|pes|costas|cabeca|transito|rotina|academia|ginasio|projeto|projecto|faculdade|entrega|mudanca|horario|stress|estresse|novela|serie|suspense|mercurio retrogrado|ansiedade|segunda-feira)\b${gap(20)}\b(?:(?:ta|esta|estao|tao) (?:me matando|a matar-?me|a matar)|me mata|mata-?me|me matam)\b`,
    'Esse prazo tá me matando, quando é que Saturno sai da minha casa seis?',
  ),
  idiom(
    'matar-a-saudade',
    String.raw`\bmatar (?:a |as )?saudades?\b`,
    'Vou visitar a minha mãe para matar a saudade, é boa altura pela Lua?',
  ),
  idiom(
    'matar-o-tempo',
    String.raw`\bmatar (?:o )?tempo\b|\bmatar a (?:fome|sede|curiosidade|vontade)\b|\bmatar dois coelhos (?:com uma|de uma) (?:so )?cajadada\b`,
    'Leio o horóscopo no metrô para matar o tempo',
  ),
  idiom(
    'me-mata-de-rir',
    String.raw`\b(?:me )?(?:mata|matou|matam|mataram|matar)(?:-me)? de (?:rir|riso|vergonha|susto|tedio|curiosidade|saudade|inveja|raiva)\b|\b(?:me matar|matar-?me|me matando|a matar-?me|me mato|mato-?me) (?:de |a )?(?:trabalhar|estudar|treinar|correr|trabalho|estudo|trabalhando|estudando|treinando|na academia|no ginasio)\b`,
    'Eu me mato de trabalhar e nada melhora, é culpa de Saturno?',
  ),
  idiom(
    'carta-da-morte',
    String.raw`\b(?:a )?(?:carta|arcano(?: maior)?|arcano xiii|arcano treze|lamina) (?:da |de )?morte\b|\ba morte (?:invertida|saiu|apareceu|na (?:minha )?tiragem|no (?:meu )?jogo)\b`,
    'Saiu a carta da Morte na minha tiragem, vou ter mudanças?',
  ),
  idiom(
    'morte-e-renascimento',
    String.raw`\bmorte (?:e|e o|e a) (?:renascimento|transformacao|renovacao|ressurreicao)\b|\bmorte simbolica\b|\bmorte do ego\b`,
    'Plutão na minha casa oito fala de morte e renascimento, vou mudar de emprego?',
  ),
  idiom(
    'acabar-o-namoro',
    String.raw`\b(?:acabar|terminar|romper|cortar) (?:com|o|a) (?:esse|essa|este|esta|o|a|meu|minha|nosso|nossa)\s+(?:namoro|relacionamento|relacao|casamento|noivado|amizade|ex|namorad[oa]|historia|ciclo|rotina|divida|dieta)\b|\b(?:terminar|romper) com (?:ele|ela)\b`,
    'Devo acabar com esse namoro? Ele é de Gêmeos e eu de Capricórnio',
  ),
  idiom(
    'cortar-o-cabelo',
    String.raw`\b(?:${me('cortar')}|cortar|corto|cortei|cortou|vou cortar) (?:o |a |os |as )?(?:cabelo|franja|pontas|unhas|barba|cabelos)\b|\b(?:me cortei|cortei-?me|me corto|corto-?me) (?:com (?:o |a |um |uma )?(?:papel|folha|lata)|a cozinhar|cozinhando|a fazer a barba|fazendo a barba|ao fazer a barba)\b`,
    'Qual é o melhor dia de lua crescente para cortar o cabelo?',
  ),
  idiom(
    'queimei-com-o-sol',
    String.raw`\b(?:me queimei|queimei-?me|me queimo|queimo-?me) (?:com o sol|no sol|ao sol|na praia|com o ferro|no forno|com o cafe|a cozinhar|cozinhando|a lingua)\b`,
    'Eu me queimei no sol na praia, típico de Leão',
  ),
  idiom(
    'morrer-de-velho',
    String.raw`\b(?:lindo|linda|lindos|lindas|bom|boa|chato|chata|feio|feia|frio|calor|saudade|susto|tedio|cansad[oa]|gostos[oa]|rir) de morrer\b|\bsusto de morte\b|\bmorrer de velhice\b`,
    'Esse filme é lindo de morrer, combina com Peixes?',
  ),
  idiom(
    'surra-no-xadrez',
    String.raw`\b(?:me deu|me deram|deu-?me|levei|leva|levou|tomei|tomou|dei) (?:uma )?(?:surra|coca|tareia|sova|porrada|goleada|abada) (?:no|na|em|de|jogando|a jogar)\s+(?:xadrez|futebol|jogo|partida|videogame|videojogo|play|fifa|damas|cartas|uno|truco|sueca|corrida|tenis|prova)\b`,
    'Meu irmão me deu uma surra no xadrez de novo, é o Marte dele em Áries?',
  ),
  idiom(
    'bateu-uma-saudade',
    String.raw`\b(?:me )?(?:bateu|bate|batia|bateram)(?:-me)? (?:uma|um|aquela|aquele|a|o) (?:saudade|fome|vontade|tristeza|ansiedade|sono|preguica|duvida|inseguranca|bad|depre|nostalgia|medo|culpa|carencia|panico|cansaco)\b`,
    'Hoje me bateu uma saudade do meu ex, é a Lua em Câncer?',
  ),
  idiom(
    'sumir-uns-dias',
    String.raw`\b(?:sumir|desaparecer) (?:do mapa )?(?:uns dias|por uns dias|de ferias|um pouco|um tempo|por um tempo|este fim de semana|no fim de semana)\b`,
    'Queria sumir do mapa uns dias e viajar, a Lua favorece?',
  ),
  idiom(
    'nao-aguento-esperar',
    String.raw`\b${NAO} aguento (?:mais )?(?:esperar|de ansiedade|de curiosidade|a curiosidade|a espera|a ansiedade de saber|de tanta felicidade|de felicidade)\b`,
    'Não aguento esperar pela leitura do meu mapa',
  ),
  idiom(
    'nao-quero-me-machucar-no-amor',
    String.raw`\b(?:${NAO} ${QUERO}|medo de|receio de|cuidado (?:para|pra) ${NAO}|pra ${NAO}|para ${NAO}) (?:me machucar|machucar-?me|me magoar|magoar-?me|sair machucad[oa]|sair magoad[oa]|me ferir|sofrer) (?:de novo|outra vez|novamente|mais uma vez|no amor|com ele|com ela|nessa relacao|neste relacionamento|nesse relacionamento)\b`,
    'Não quero me machucar de novo no amor, ele é compatível comigo?',
  ),
  idiom(
    'tiro-no-pe',
    String.raw`\b(?:dar|dei|deu|dou|demos|dando|a dar)(?:-?me|-?se)? um tiro no (?:pe|escuro)\b|\b(?:me dar|me dei|me dou) um tiro no pe\b`,
    'Largar o emprego agora seria dar um tiro no pé? O que diz o meu mapa?',
  ),
  idiom(
    'musica-de-cortar-os-pulsos',
    String.raw`\b(?:musica|musicas|cancao|cancoes|filme|serie|livro|novela|playlist|poema|letra)\b${gap(20)}\b(?:de|pra|para) cortar (?:os )?pulsos\b`,
    'Essa música é de cortar os pulsos, mas adoro',
  ),
  idiom(
    'missao-suicida',
    String.raw`\b(?:missao|esquadrao|ataque|atentado|comando|salto|jogada|aposta) suicidas?\b|\bsuicidio (?:profissional|social|financeiro|politico|laboral|comercial|economico|academico|mediatico|eleitoral|desportivo|esportivo)\b`,
    'Investir tudo agora seria suicídio financeiro, o que diz a minha casa dois?',
  ),
  idiom(
    'quase-me-deu-um-infarto',
    String.raw`\b(?:quase )?(?:me deu|me da|deu-me|ia-me dando|ia me dando|vai me dar|vai-me dar) (?:um )?(?:infarto|enfarte|treco|ataque|piripaque|chilique|troco)\b`,
    'Hoje quase me deu um infarto quando eu vi a conta da luz',
  ),
  idiom(
    'celular-morreu',
    String.raw`\b(?:celular|telemovel|telefone|bateria|portatil|computador|carro|motor|wifi|planta|plantas) (?:(?:esta|ta|estao|ficou|ficaram) mort[oa]s?|morreu|morreram)\b`,
    'Meu celular morreu e amanhã quero ver a lua cheia',
  ),
  idiom(
    'matar-a-beijos',
    String.raw`\b(?:me )?matar(?:-me|-te)? (?:a|de) (?:cocegas|beijos|abracos|desgosto|sustos)\b`,
    'O meu namorado diz que me vai matar de cócegas, é coisa de Sagitário?',
  ),
  idiom(
    'aperto-no-peito-de-saudade',
    String.raw`\b(?:aperto|dor) no (?:peito|coracao) de (?:saudades?|emocao|tristeza)\b`,
    'Sinto um aperto no peito de saudade da minha avó, o que diz a Lua?',
  ),
  idiom(
    'pular-de-alegria',
    String.raw`\b(?:pular|pulei|pulo|saltar|saltei|salto) de (?:alegria|felicidade|emocao|contente)\b`,
    'Quando vi o meu horóscopo pulei de alegria',
  ),
];

export const ptPack: CrisisLanguagePack = {
  language: 'pt',
  markers: [
    'que',
    'o',
    'os',
    'do',
    'dos',
    'das',
    'de',
    'no',
    'nao',
    'eu',
    'voce',
    'vc',
    'voces',
    'vcs',
    'meu',
    'minha',
    'estou',
    'to',
    'tou',
    'quero',
    'muito',
    'porque',
    'mais',
    'ja',
    'tenho',
    'isso',
    'isto',
    'uma',
    'com',
    'pra',
    'mas',
    'tambem',
    'agora',
    'hoje',
    'nada',
    'tudo',
    'ele',
    'ela',
    'essa',
    'esse',
    'entao',
    'ainda',
    'sim',
    'vou',
    'sempre',
    'ninguem',
    'para',
    'como',
    'esta',
    'todos',
    'mt',
    'cmg',
    'pq',
    'q',
  ],
  keywords: [
    'suicidio',
    'suicidar',
    'suicida',
    'comprimidos',
    'automutilacao',
    'autolesao',
    'overdose',
    'sobredose',
    'sobredosagem',
    'soniferos',
    'remedios',
    'convulsoes',
    'convulsao',
    'inconsciente',
    'desmaiado',
    'hemorragia',
    'sangramento',
    'estuprada',
    'ambulancia',
  ],
  phrases: [...SUICIDE, ...SELF_HARM_PHRASES, ...ABUSE, ...MEDICAL],
  idioms: IDIOMS,
  proximity: {
    self: /\b(?:eu|me|mim|meu|minha|meus|minhas|comigo|cmg|estou|to|tou|sou|vou|quero|penso|tenho|posso|consigo)\b/u,
    harm: new RegExp(
      String.raw`\b(?:${TO_DIE}|morro|eu morra|eu morresse|(?:estou|to|tou|eu) (?:morrendo|a morrer)|morrerei|eu morreria|(?:minha )?morte(?! d[aoe]s? (?:minha|meu|sua|seu|dele|dela|um|uma|alguem)\b)|(?:estar|estivesse|estaria|melhor) mort[oa]|matar(?:-?me)?|me matar|me mato|mato-?me|suicid\w*|(?:sumir|desaparecer) (?:para|pra) sempre|deixar de (?:viver|existir)|${NAO} (?:${QUERO} )?(?:mais )?viver(?! (?:mais )?(?:em|no|na|com|perto|longe|junt[oa]s?|sozinh[oa]s?|ali|la|aqui|de aluguel|assim)\b)|${NAO} (?:vou estar|estarei|vou continuar|${QUERO} estar|${QUERO} continuar) viv[oa]|${NAO} acordar(?! (?:cedo|tarde|as|antes|com)\b)|tirar (?:a )?minha vida|acabar com (?:tudo|td|a minha vida|minha vida)(?! (?:o|a|os|as|isso|isto|de|na|no)\b)|${me('enforcar')}|(?:${me('jogar')}|${me('atirar')}|pular|saltar) (?:da|do|de um|de uma) ${HEIGHT}|${me('cortar')}${NOT_EVERYDAY}|${me('machucar')}${NOT_EVERYDAY}|autoles\w*|automutila\w*|overdose)\b`,
      'u',
    ),
    intent: new RegExp(
      String.raw`\b(?:${QUERO}(?! (?:saber|entender|conhecer|perguntar|uma leitura|o meu mapa|meu mapa|que (?:voce|vc) (?:me )?(?:diga|explique|fale))\b)|queria|quisera|vontade|vou(?! (?:ter|conhecer|saber|encontrar|viajar|casar|mudar de emprego|arranjar|conseguir)\b)|vo|penso|pensando|a pensar|planejo|planeio|planejando|plano|tomara|quem dera|oxala|hoje a noite|esta noite|essa noite|hoje|hj|amanha|antes de|cartas? de despedida|despedir\w*|despeco|comprimidos|remedios|pilulas|ponte|predio|edificio|corda|arma|veneno|lamina|gilete)\b`,
      'u',
    ),
    selfHarm: new RegExp(String.raw`^(?:${me('cortar')}|${me('machucar')}|autoles\w*|automutila\w*)`, 'u'),
  },
  concepts: PT_CONCEPTS,
};
