import { type ConceptSet, conceptBuilders } from './concept-rule';

const { concept, guard } = conceptBuilders('pt');

/** Someone close the message is about. */
const SOMEONE = String.raw`ele|ela|eles|elas|(?:meu|minha) (?:melhor )?(?:amig[oa]|namorad[oa]|marido|esposa|mulher|irma|irmao|mae|pai|filh[oa]|bebe|avo|colega|prim[oa])`;
const PILLS = String.raw`remedios|comprimidos|pilulas|calmantes|analgesicos?|medicamentos|rivotril`;

export const PT_CONCEPTS: ConceptSet = {
  rules: [
    concept(
      'suicide',
      'ending-life',
      [
        String.raw`acabar com (?:tudo|a minha vida|minha vida)|tirar (?:a )?(?:minha|sua|propria) (?:propria )?vida|(?:deixar|sair) (?:desse|deste|esse|este|do) mundo|deixar de existir|nunca mais acordar|(?:ficaria|ficariam|estaria|estariam|seria) (?:muito )?(?:melhor|aliviad[oa]s?|mais feliz(?:es)?) sem mim|(?:cansei|cansad[oa]) de (?:estar viv[oa]|viver|existir)|prefiro (?:estar mort[oa]|morrer)`,
      ],
      'o que meu mapa astral diz sobre acabar com tudo',
    ),
    concept(
      'suicide',
      'no-point',
      [
        String.raw`sentido (?:no |na |em |de )?(?:dia de amanha|amanha|viver|vida|continuar|acordar)|nao sobrou nada pra mim|nada (?:mais )?pra mim aqui|nenhum motivo pra viver|motivo (?:nenhum )?pra (?:viver|continuar)`,
      ],
      'nao vejo sentido no dia de amanha',
    ),
    concept(
      'suicide',
      'not-around',
      [
        String.raw`(?:acho que )?nao (?:chego|vou chegar|vou estar aqui|vou estar viv[oa])|(?:ainda )?vou estar aqui`,
        String.raw`aniversario|natal|primavera|verao|outono|inverno|ano novo|proxim[oa]|muito tempo|semana|mes`,
      ],
      'acho que nao chego no meu proximo aniversario',
    ),
    concept(
      'suicide',
      'burden',
      [
        String.raw`(?:sou|me sinto) (?:um |uma )?(?:peso|fardo|estorvo)|(?:problema|peso|fardo) pra ninguem|nao vou ser (?:um )?(?:problema|peso) (?:pra|para) ninguem`,
      ],
      'nao vou ser problema pra ninguem por muito tempo',
    ),
    concept(
      'suicide',
      'unnoticed',
      [
        String.raw`ninguem (?:ia |iria |vai )?(?:nem )?(?:perceber|notar|sentir falta|ligar)`,
        String.raw`se eu (?:sumisse|sumir|morresse|morrer|fosse embora|nao estivesse)`,
      ],
      'ninguem ia nem perceber se eu sumisse',
    ),
    concept(
      'suicide',
      'giving-away',
      [
        String.raw`(?:dar|dando|doar|doando|dei|comecei a dar) (?:todas )?(?:as )?minhas coisas|(?:cachorro|gato|bichos?) (?:tem|ganhou|vai ter) (?:casa|dono|familia) nova|(?:seguro de vida|testamento) (?:ta |esta )?(?:resolvido|pronto|feito|em ordem)`,
      ],
      'o seguro de vida ta resolvido e o cachorro tem casa nova',
    ),
    concept(
      'suicide',
      'farewell',
      [
        String.raw`despedi\w*|despeco|adeus|despedida`,
        String.raw`pra sempre|para sempre|final|ultim[oa]|sem (?:elas|eles|ninguem) saber\w*|das pessoas|de todos|me mandou|me enviou`,
      ],
      'passei a semana me despedindo das pessoas sem elas saberem',
      String.raw`ex|trabalho|trampo|colegas|escritorio|escola|apartamento|casa|cidade|ferias|viagem|festa`,
    ),
    concept(
      'suicide',
      'letter',
      [
        String.raw`carta|bilhete`,
        String.raw`depois que eu (?:for|morrer|partir|nao estiver)|quando eu (?:for|morrer|partir|nao estiver)`,
      ],
      'escrevi uma carta pra minha irma achar depois que eu for',
    ),
    concept(
      'suicide',
      'last-contact',
      [String.raw`ultima pessoa (?:com quem|que|a quem) (?:eu )?(?:falo|falar|escrevo)`],
      'voce pode ser a ultima pessoa com quem eu falo',
    ),
    concept(
      'suicide',
      'last-days',
      [
        String.raw`ultim[oa] (?:semana|dia|noite|mes)`,
        String.raw`decidido|nesse mundo|neste mundo|da minha vida|com vida`,
      ],
      'ta decidido, essa e a minha ultima semana',
      String.raw`trabalho|trampo|escola|aula|ferias|estagio|contrato|viagem|temporada`,
    ),
    concept(
      'suicide',
      'waiting',
      [String.raw`esperando (?:a|o) (?:noite|momento|dia|hora) cert[oa]`],
      'so to esperando a noite certa',
    ),
    concept(
      'suicide',
      'date-set',
      [
        String.raw`morrer|morte|me matar|suicid\w*`,
        String.raw`(?:tenho|ja tenho|escolhi|marquei) (?:a |uma )?data`,
      ],
      'agora penso em morrer o tempo todo e ja tenho data',
    ),
    concept(
      'suicide',
      'means-stock',
      [
        String.raw`tomar (?:todos os|todas as|a caixa (?:toda|inteira)|o frasco (?:todo|inteiro))(?: \w+){0,2}|(?:guardei|guardando|juntei|juntando|escondi) (?:os |as |uns |umas )?(?:${PILLS})`,
      ],
      'to pensando em tomar todos os remedios da caixa hoje a noite',
    ),
    concept(
      'suicide',
      'height',
      [String.raw`(?:que|qual) altura`, String.raw`pular|cair|ponte|predio|telhado|janela`],
      'fiquei pesquisando de que altura precisa pular',
    ),
    concept(
      'suicide',
      'on-the-edge',
      [
        String.raw`(?:no|na|em cima d[oa]|na beira d[oa]) (?:telhado|ponte|predio|terraco|sacada|janela|penhasco|trilhos|laje)`,
        String.raw`pular|pula|se jogar|me jogar`,
      ],
      'minha amiga ta no telhado e diz que vai pular',
    ),
    concept(
      'suicide',
      'disappear',
      [String.raw`sumir|desaparecer`, String.raw`pra sempre|para sempre|de vez|desse mundo`],
      'quero sumir pra sempre',
    ),
    concept(
      'suicide',
      'someone-else',
      [SOMEONE, String.raw`tirar a propria vida|se matar|suicid\w*|quer morrer`],
      'meu irmao fala que quer tirar a propria vida',
    ),
    concept(
      'suicide',
      'if-i-died',
      [String.raw`se eu (?:me matasse|me matar|morresse|me suicidasse|nao estivesse mais aqui)`],
      'se eu me matasse minha mae ia ficar triste ou aliviada?',
    ),
    concept(
      'self-harm',
      'hidden-marks',
      [
        String.raw`cortes|cicatrizes|marcas|queimaduras|roxos|o que eu faco comigo|o que fiz comigo`,
        String.raw`esconder|disfarcar|cobrir|manga comprida|mangas compridas|ninguem ver`,
      ],
      'uso manga comprida no verao pra esconder o que eu faco comigo',
    ),
    concept(
      'self-harm',
      'marks-on-body',
      [
        String.raw`(?:cortes|cicatrizes|queimaduras|lamina|gilete) (?:n[oa]s?|em|d[oa]s?) (?:meus |minhas |seus |suas )?(?:bracos?|pulsos?|coxas?|pernas?|pele)`,
      ],
      'minha amiga me mostrou os cortes nos bracos',
    ),
    concept(
      'self-harm',
      'relapse',
      [
        String.raw`reca[ií]\w*`,
        String.raw`curativos?|band ?aids?|cortes|lamina|gilete|bracos|pulsos|sangr\w*`,
      ],
      'tive uma recaida ontem, usei um monte de curativo nos bracos',
    ),
    concept(
      'self-harm',
      'pain-to-feel',
      [
        String.raw`soco (?:a|na) parede|soc\w* (?:a |na )?parede|bato (?:a cabeca|na parede)`,
        String.raw`sangr\w*|roxos|sentir alguma coisa|sentir algo`,
      ],
      'soco a parede ate os dedos sangrarem pra sentir alguma coisa',
    ),
    concept(
      'abuse',
      'threat-if-leave',
      [
        String.raw`(?:me|nos) (?:machuca|machucaria|machucar|mata|mataria|matar|bate|bateria)|vou pagar caro|vai me pagar`,
        String.raw`se eu (?:for embora|deixar|largar|sair|contar|denunciar)|ameac\w*`,
      ],
      'ele disse que me machuca se eu for embora',
    ),
    concept(
      'abuse',
      'possessive',
      [
        String.raw`se (?:eu )?nao (?:for|ficar com) (?:dele|dela|ele|ela),? nao (?:vou ser|sou|serei) de ninguem`,
      ],
      'meu ex diz que se eu nao for dele nao vou ser de ninguem',
    ),
    concept(
      'abuse',
      'threatened',
      [String.raw`ameac\w* (?:me )?(?:matar|esfaquear|bater|queimar|enforcar)(?:me)?`],
      'minha esposa ameacou me esfaquear',
    ),
    concept(
      'abuse',
      'sexual-force',
      [
        String.raw`me (?:forcou|forcaram|obrigou a|obrigaram a)|abusou de mim|abusaram de mim|me toca (?:quando|de noite|enquanto)`,
      ],
      'um cara me forcou na festa',
    ),
    concept(
      'abuse',
      'night-visits',
      [
        String.raw`entra(?:va)? no (?:meu |seu )?quarto (?:dela|dele)?|entra(?:va)? no quarto`,
        String.raw`de noite|a noite|padrasto|tio|primo|avo|treinador|professor`,
      ],
      'o padrasto entra no quarto dela de noite',
    ),
    concept(
      'abuse',
      'violence',
      [
        String.raw`(?:homens|caras|gente) que me (?:batem|espancam|machucam|agridem)|(?:bateu|bate|espancou|agrediu) (?:no|na|em) (?:meu|minha) (?:irmao|irma|mae|filh[oa]|bebe)|joga coisas (?:na gente|em mim)|me (?:pegou|pega|agarrou) pelo (?:pescoco|cabelo)|me (?:jogou|empurrou|prensou) contra`,
      ],
      'ele me jogou contra a parede e minhas costelas doem',
    ),
    concept(
      'medical',
      'unresponsive',
      [
        String.raw`nao (?:acorda|responde|reage|respira)|nao (?:ta|esta) respirando|respirando mal|inconsciente|desmai\w*|(?:ficando|ta|esta) (?:roxo|roxa|azul|cinza)|quase nao acorda|molinh[oa]`,
        String.raw`${SOMEONE}|no chao|ambulancia|samu`,
      ],
      'minha mae ta no chao e nao responde',
      String.raw`mensagens|ligacoes|zap|whats|emails`,
    ),
    concept(
      'medical',
      'overdose',
      [
        String.raw`(?:tomou|tomei|engoliu|engoli) (?:um frasco inteiro|uma caixa inteira|todos os|todas as|demais)|(?:${PILLS}) demais|(?:bebeu|bebi|engoliu|tomou) (?:agua sanitaria|cloro|veneno|soda caustica|produto de limpeza)|overdose|superdosagem`,
      ],
      'tomei analgesico demais e meus ouvidos tao zumbindo',
    ),
    concept(
      'medical',
      'stroke',
      [
        String.raw`nao (?:mexe|consegue mexer|move) (?:o|a) (?:braco|perna|rosto)|boca torta|rosto caido|falando enrolado|fala enrolada`,
      ],
      'minha avo de repente nao mexe o braco e ta falando enrolado',
    ),
    concept(
      'medical',
      'allergy',
      [
        String.raw`(?:labios|garganta|lingua|rosto)(?: e (?:a |os |meus |minha )?(?:labios|garganta|lingua|rosto))? (?:\w+ )?(?:inchando|inchad[oa]s?|fechando)`,
      ],
      'uma abelha me picou e meus labios e garganta tao inchando',
    ),
    concept(
      'medical',
      'bleeding',
      [
        String.raw`sangue (?:pra|para|por) todo (?:lado|canto)|nao para de sangrar|cortei (?:fundo demais|muito fundo)|perdendo muito sangue|sangrando muito`,
      ],
      'tem sangue pra todo lado, me cortei fundo demais e nao para',
    ),
    concept(
      'medical',
      'chest',
      [
        String.raw`peito|coracao`,
        String.raw`aperto|pressao|esmag\w*|dor|disparad[oa]|a mil`,
        String.raw`respirar|braco|mandibula|suor|suando|tontura`,
      ],
      'meu coracao ta disparado e sinto um aperto no peito, mal consigo respirar',
      String.raw`crush|rir|risada|emocao|encontro|prova|cafe|academia|correr|amor`,
    ),
    concept(
      'medical',
      'child-unwell',
      [
        String.raw`bebe|crianca|filh[oa]|nenem`,
        String.raw`molinh[oa]|quase nao acorda|nao acorda|convuls\w*|roxinh[oa]|nao respira`,
      ],
      'meu bebe ta com febre, todo molinho e quase nao acorda',
    ),
    concept(
      'suicide',
      'no-use',
      [
        String.raw`pra que continuar|para que continuar|nao adianta (?:mais )?continuar|nao vale a pena continuar`,
      ],
      'pra que continuar',
    ),
    concept(
      'suicide',
      'over-soon',
      [
        String.raw`amanha (?:a essa hora )?(?:ja )?(?:vai ter acabado tudo|tudo vai ter acabado|tudo ja acabou)|acabar com isso (?:hoje|essa noite)`,
      ],
      'vou acabar com isso hoje',
    ),
    concept(
      'suicide',
      'rope',
      [String.raw`(?:comprei|tenho|ja tenho) (?:a |uma )?corda`],
      'ja comprei a corda',
      String.raw`escalada|varal|balanco|barco|camping`,
    ),
    concept('suicide', 'tracks', [String.raw`na linha do trem|nos trilhos`], 'to na linha do trem esperando'),
    concept(
      'suicide',
      'stop-burden',
      [
        String.raw`nao quero mais dar trabalho|parar de dar trabalho|nao quero (?:mais )?ser um peso|ninguem vai (?:mais )?precisar se preocupar comigo`,
      ],
      'nao quero mais dar trabalho pra minha familia',
    ),
    concept(
      'suicide',
      'sleep-forever',
      [String.raw`dormir pra sempre|dormir para sempre|dormir e nunca mais acordar`],
      'so quero dormir pra sempre',
      String.raw`poderia|depois d`,
    ),
    concept(
      'abuse',
      'police-threat',
      [String.raw`policia`, String.raw`(?:to|estou|tou) mort[oa]|me mata`],
      'ele disse que se eu for na policia ele me mata',
      String.raw`encontr\w*`,
    ),
    concept(
      'abuse',
      'hiding-bruises',
      [String.raw`roxos|hematomas|marcas`, String.raw`digo que cai|falo que cai|finjo que cai`],
      'to cheia de roxos mas digo que cai da escada',
    ),
    concept(
      'self-harm',
      'deserve-pain',
      [String.raw`mereco (?:sentir )?dor|mereco sofrer`],
      'eu mereco sentir dor',
    ),
    concept(
      'medical',
      'took-something',
      [
        String.raw`tomou alguma coisa|tomou algo`,
        String.raw`se debatendo|convuls\w*|tremendo|nao acorda|desmai\w*`,
      ],
      'meu amigo tomou alguma coisa e ta se debatendo',
    ),
  ],
  guard: guard(
    String.raw`personagem|romance|filme|serie|capitulo|episodio|ficcao|senado|imperador|cesar|rei|rainha|historia|tarot|caridade|doar roupas`,
  ),
};
