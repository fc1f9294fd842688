import { type ConceptSet, conceptBuilders } from './concept-rule';

const { concept, guard } = conceptBuilders('it');

/** Someone close the message is about. */
const SOMEONE = String.raw`lui|lei|loro|(?:il |la )?mi[oa] (?:migliore )?(?:amic[oa]|ragazz[oa]|marito|moglie|fratello|sorella|madre|padre|mamma|papa|figli[oa]|bambin[oa]|nonn[oa]|coinquilin[oa]|cugin[oa])`;
const PILLS = String.raw`pastiglie|pillole|compresse|medicine|farmaci|antidolorifici|sonniferi|tachipirina`;

export const IT_CONCEPTS: ConceptSet = {
  rules: [
    concept(
      'suicide',
      'ending-life',
      [
        String.raw`farla finita|(?:togliermi|togliersi|togliergli) la vita|(?:lasciare|andarmene da) questo mondo|smettere di esistere|non svegliarmi piu|(?:starebbero|sarebbero|vivrebbero) (?:tutti )?(?:meglio|sollevati|piu felici) senza di me|(?:stufa?|stufo|stanc[oa]) di (?:essere viv[oa]|vivere|esistere)|preferirei (?:essere mort[oa]|morire)`,
      ],
      'cosa dice il mio tema natale sul farla finita',
    ),
    concept(
      'suicide',
      'no-point',
      [
        String.raw`senso (?:del |di |nel )?(?:domani|vivere|la vita|andare avanti|svegliarmi)|non mi e rimasto niente|nessun motivo per vivere`,
      ],
      'non vedo il senso del domani',
    ),
    concept(
      'suicide',
      'not-around',
      [
        String.raw`non (?:penso|credo) di arrivare|(?:saro|sarò|ci saro) ancora qui|non ci saro piu`,
        String.raw`compleanno|natale|primavera|estate|autunno|inverno|capodanno|prossim[oa]|per molto|settimana|mese`,
      ],
      'non penso di arrivare al mio prossimo compleanno',
    ),
    concept(
      'suicide',
      'burden',
      [String.raw`(?:sono|mi sento) (?:un |una )?(?:peso|fardello)|(?:problema|peso) per nessuno`],
      'non saro un problema per nessuno ancora per molto',
    ),
    concept(
      'suicide',
      'unnoticed',
      [
        String.raw`nessuno (?:se ne )?(?:accorgerebbe|noterebbe|sentirebbe la mia mancanza)`,
        String.raw`se (?:sparissi|morissi|me ne andassi|non ci fossi)`,
      ],
      'nessuno se ne accorgerebbe se sparissi',
    ),
    concept(
      'suicide',
      'giving-away',
      [
        String.raw`regal(?:are|ando|ato) (?:tutte )?le mie cose|(?:cane|gatto|animali) (?:ha|hanno|avra) una nuova casa|(?:assicurazione sulla vita|testamento) (?:e )?(?:a posto|pronto|fatto|sistemat[oa])`,
      ],
      'ho iniziato a regalare le mie cose',
    ),
    concept(
      'suicide',
      'farewell',
      [
        String.raw`addio|salut\w*|congedo`,
        String.raw`per sempre|ultimo|ultima|finale|senza che lo sapessero|la gente|tutti|mi ha scritto`,
      ],
      'tutta la settimana ho salutato la gente senza che lo sapessero',
      String.raw`ex|lavoro|colleghi|ufficio|scuola|classe|appartamento|casa|citta|vacanze|viaggio|festa`,
    ),
    concept(
      'suicide',
      'letter',
      [
        String.raw`lettera|biglietto`,
        String.raw`quando non ci saro piu|dopo la mia morte|quando me ne saro andat[oa]`,
      ],
      'ho scritto una lettera per mia sorella per quando non ci saro piu',
    ),
    concept(
      'suicide',
      'last-contact',
      [String.raw`ultima persona con cui (?:parlo|parlero|scrivo)`],
      'forse sei l ultima persona con cui parlo',
    ),
    concept(
      'suicide',
      'last-days',
      [
        String.raw`ultim[oa] (?:settimana|giorno|notte|mese)`,
        String.raw`deciso|su questa terra|della mia vita|in vita`,
      ],
      'ho deciso, questa e la mia ultima settimana',
      String.raw`lavoro|scuola|vacanze|stage|contratto|viaggio|stagione`,
    ),
    concept(
      'suicide',
      'waiting',
      [String.raw`aspetto (?:solo )?(?:la notte|il momento|il giorno) giust[oa]`],
      'aspetto solo la notte giusta',
    ),
    concept(
      'suicide',
      'date-set',
      [
        String.raw`morte|morire|uccidermi|ammazzarmi|suicid\w*`,
        String.raw`(?:ho (?:gia )?|scelto )(?:una |la )?data`,
      ],
      'adesso penso alla morte sempre e ho gia una data',
    ),
    concept(
      'suicide',
      'means-stock',
      [
        String.raw`prendere tutt[ei] (?:le |i )?(?:${PILLS})|(?:${PILLS}) (?:da parte|nascost[ei])|(?:messo|mettendo) da parte (?:le |i )?(?:${PILLS})`,
      ],
      'sto pensando di prendere tutte le medicine dell armadietto stanotte',
    ),
    concept(
      'suicide',
      'height',
      [String.raw`(?:che|quale) altezza`, String.raw`buttar\w*|saltare|cadere|ponte|palazzo|tetto`],
      'ho cercato da che altezza bisogna buttarsi',
    ),
    concept(
      'suicide',
      'on-the-edge',
      [
        String.raw`(?:sul|sulla|sul bordo del) (?:tetto|ponte|cornicione|balcone|scogliera|binari)`,
        String.raw`butt\w*|salta\w*`,
      ],
      'la mia amica e sul tetto e dice che si butta',
    ),
    concept(
      'suicide',
      'disappear',
      [String.raw`sparire|scomparire`, String.raw`per sempre|e basta|da questo mondo`],
      'voglio sparire per sempre',
    ),
    concept(
      'suicide',
      'someone-else',
      [SOMEONE, String.raw`togliersi la vita|uccidersi|ammazzarsi|suicid\w*|vuole morire`],
      'mio fratello dice che vuole togliersi la vita',
    ),
    concept(
      'suicide',
      'if-i-died',
      [String.raw`se (?:mi ammazzassi|mi uccidessi|morissi|mi suicidassi|non ci fossi piu)|mi uccido`],
      'se mi ammazzassi mia madre sarebbe triste o sollevata?',
    ),
    concept(
      'self-harm',
      'hidden-marks',
      [
        String.raw`tagli|cicatrici|segni|bruciature|lividi|quello che mi faccio|quello che mi sono fatt[oa]`,
        String.raw`nascondere|coprire|maniche lunghe|nessuno (?:li )?veda`,
      ],
      'porto le maniche lunghe d estate per nascondere quello che mi faccio',
    ),
    concept(
      'self-harm',
      'marks-on-body',
      [
        String.raw`(?:tagli|cicatrici|bruciature|lametta) (?:sulle|sui|sul|sulla) (?:braccia|braccio|polsi|polso|cosce|gambe|pelle)`,
      ],
      'mi ha fatto vedere i tagli sulle braccia',
    ),
    concept(
      'self-harm',
      'relapse',
      [String.raw`ricadut\w*|ricadere`, String.raw`cerotti|bende|tagli|lametta|braccia|polsi|sangu\w*`],
      'ieri sera ho avuto una ricaduta, ho dovuto mettere un sacco di cerotti sulle braccia',
    ),
    concept(
      'self-harm',
      'pain-to-feel',
      [
        String.raw`(?:prendo|do) (?:a )?pugni (?:il|al) muro|sbatto la testa`,
        String.raw`sangu\w*|lividi|sentire qualcosa`,
      ],
      'prendo a pugni il muro finche le nocche sanguinano per sentire qualcosa',
    ),
    concept(
      'abuse',
      'threat-if-leave',
      [
        String.raw`mi (?:fara|farebbe|avrebbe fatto) (?:del )?male|mi (?:ammazza|ammazzerebbe|uccide|ucciderebbe|picchia|picchierebbe)|me la fa(?:ra)? pagare`,
        String.raw`se (?:lo |la )?(?:lascio|lasciassi|me ne vado|vado via|lo dico|denuncio)|minacci\w*`,
      ],
      'mi ha detto che mi fara del male se lo lascio',
    ),
    concept(
      'abuse',
      'possessive',
      [String.raw`se non sono su[oa],? non (?:saro|sarò|sono) di nessuno`],
      'dice che se non sono sua non saro di nessuno',
    ),
    concept(
      'abuse',
      'threatened',
      [String.raw`minacciat[oa] di (?:accoltellarmi|uccidermi|ammazzarmi|picchiarmi|bruciarmi)`],
      'mia moglie ha minacciato di accoltellarmi',
    ),
    concept(
      'abuse',
      'sexual-force',
      [
        String.raw`mi ha costrett[oa]|mi hanno costrett[oa]|ha abusato di me|hanno abusato di me|mi tocca (?:quando|di notte|mentre)`,
      ],
      'un tizio alla festa mi ha costretta',
    ),
    concept(
      'abuse',
      'night-visits',
      [
        String.raw`entra (?:in|nella) (?:camera|stanza|letto) (?:sua|mia)|entra nel (?:suo|mio) letto`,
        String.raw`di notte|patrigno|zio|cugino|nonno|allenatore|professore`,
      ],
      'il patrigno entra in camera sua di notte',
    ),
    concept(
      'abuse',
      'violence',
      [
        String.raw`(?:uomini|tipi|gente) che mi (?:menano|picchiano|maltrattano)|(?:ha picchiato|picchia|ha menato) (?:il mio|la mia|mio|mia) (?:fratellino|sorellina|fratello|sorella|madre|mamma|figli[oa]|bambin[oa])|ci tira (?:addosso )?(?:le )?cose|mi ha (?:preso|presa|afferrat[oa]) per (?:la gola|il collo|i capelli)|mi ha (?:sbattut[oa]|spint[oa]) contro`,
      ],
      'mi ha sbattuto contro il muro e mi fanno male le costole',
    ),
    concept(
      'medical',
      'unresponsive',
      [
        String.raw`non (?:si sveglia|risponde|reagisce|respira)|respira (?:male|a fatica)|(?:e )?svenut[oa]|incosciente|sta diventando (?:blu|viola|grigi[oa])|tutto molle|tutta molle`,
        String.raw`${SOMEONE}|a terra|per terra|ambulanza|118|112`,
      ],
      'mia madre e a terra e non risponde',
      String.raw`messaggi|chiamate|whatsapp|email`,
    ),
    concept(
      'medical',
      'overdose',
      [
        String.raw`(?:preso|presa|ingoiato|ingoiata) (?:una confezione intera|un flacone intero|tutte le|troppi|troppe)|troppi (?:${PILLS})|(?:bevuto|bevuta|ingoiato) (?:la )?(?:candeggina|varechina|veleno|detersivo|antigelo)|overdose`,
      ],
      'ho preso troppi antidolorifici e mi fischiano le orecchie',
    ),
    concept(
      'medical',
      'stroke',
      [
        String.raw`non (?:muove|riesce a muovere) (?:il|la) (?:braccio|gamba|faccia)|bocca storta|faccia (?:storta|cadente)|parla (?:strano|in modo strano|impastato)`,
      ],
      'mia nonna all improvviso non muove il braccio e parla strano',
    ),
    concept(
      'medical',
      'allergy',
      [
        String.raw`(?:gonfia\w*|gonfi) (?:le |la )?(?:labbra|gola|lingua|faccia)|(?:labbra|gola|lingua|faccia) (?:gonfi\w*|si chiude)`,
      ],
      'mi si gonfiano le labbra e la gola',
    ),
    concept(
      'medical',
      'bleeding',
      [
        String.raw`sangue dappertutto|sangue ovunque|non smette di sanguinare|tagliat[oa] troppo a fondo|perde (?:tanto|molto) sangue`,
      ],
      'c e sangue dappertutto, mi sono tagliato troppo a fondo',
    ),
    concept(
      'medical',
      'chest',
      [
        String.raw`petto|cuore`,
        String.raw`schiacciat[oa]|oppress\w*|dolore|a mille|stretta|peso`,
        String.raw`respir\w*|braccio|mascella|sudore|sudando|vertigin\w*`,
      ],
      'il cuore mi batte a mille e sento il petto schiacciato, respiro a fatica',
      String.raw`cotta|ridere|risate|appuntamento|esame|caffe|palestra|correre|innamorat\w*`,
    ),
    concept(
      'medical',
      'child-unwell',
      [
        String.raw`bambin[oa]|neonat[oa]|figli[oa]|bimb[oa]`,
        String.raw`tutto molle|tutta molle|non si sveglia|convulsion\w*|diventa blu|non respira`,
      ],
      'il mio bambino ha la febbre, e tutto molle e non si sveglia quasi',
    ),
    concept(
      'suicide',
      'no-use',
      [
        String.raw`a che serve (?:andare avanti|continuare|vivere)|che senso ha (?:andare avanti|continuare|vivere)`,
      ],
      'a che serve andare avanti',
    ),
    concept(
      'suicide',
      'over-soon',
      [
        String.raw`domani a quest'? ?ora (?:sara|e) (?:gia )?tutto finito|presto sara tutto finito|farla finita stasera`,
      ],
      'domani a quest ora sara tutto finito',
    ),
    concept(
      'suicide',
      'rope',
      [String.raw`(?:ho|comprato) (?:gia )?(?:la|una) corda`],
      'ho gia la corda',
      String.raw`arrampic\w*|altalena|barca|campeggio`,
    ),
    concept('suicide', 'tracks', [String.raw`sui binari`], 'sono sui binari e aspetto il treno'),
    concept(
      'suicide',
      'stop-burden',
      [
        String.raw`non voglio (?:piu )?essere un peso|smettere di essere un peso|nessuno dovra (?:piu )?preoccuparsi per me`,
      ],
      'non voglio piu essere un peso per la mia famiglia',
    ),
    concept(
      'suicide',
      'sleep-forever',
      [String.raw`dormire per sempre|dormire e non svegliarmi piu`],
      'voglio solo dormire per sempre',
      String.raw`potrei|dopo`,
    ),
    concept(
      'abuse',
      'police-threat',
      [String.raw`polizia|carabinieri`, String.raw`sono mort[oa]|mi ammazza|mi uccide`],
      'ha detto che se vado dalla polizia sono morta',
      String.raw`trovat\w*`,
    ),
    concept(
      'abuse',
      'hiding-bruises',
      [
        String.raw`lividi|occhio nero|segni`,
        String.raw`dico che sono cadut[oa]|faccio finta di essere cadut[oa]`,
      ],
      'ho lividi dappertutto ma dico che sono caduta',
    ),
    concept(
      'self-harm',
      'deserve-pain',
      [String.raw`merito (?:di )?(?:soffrire|il dolore|stare male|sentire dolore)`],
      'merito di soffrire',
    ),
    concept(
      'medical',
      'took-something',
      [
        String.raw`ha preso qualcosa|ha preso qualche cosa`,
        String.raw`convulsion\w*|trema|tremando|non si sveglia|svenut[oa]`,
      ],
      'il mio amico ha preso qualcosa e ha le convulsioni',
    ),
  ],
  guard: guard(
    String.raw`personaggio|romanzo|giallo|film|serie|capitolo|puntata|episodio|finzione|senato|imperatore|cesare|re|regina|storia|tarocchi|caritas|beneficenza`,
  ),
};
