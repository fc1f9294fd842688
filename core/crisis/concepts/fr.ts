import { type ConceptSet, conceptBuilders } from './concept-rule';

const { concept, guard } = conceptBuilders('fr');

/** Someone close the message is about. */
const SOMEONE = String.raw`il|elle|ils|elles|mon (?:meilleur )?(?:ami|pote|copain|mari|frere|pere|fils|bebe|grand pere|colocataire|cousin|oncle)|ma (?:meilleure )?(?:amie|pote|copine|femme|soeur|mere|fille|grand mere|colocataire|cousine|tante)`;
/** "ne" is often dropped in speech and texts: "je vais plus", "ca s'arrete pas". */
const NOT = String.raw`(?:ne |n')?`;

export const FR_CONCEPTS: ConceptSet = {
  rules: [
    concept(
      'suicide',
      'ending-life',
      [
        String.raw`en finir|mettre fin a (?:mes|ses|leurs) jours|mettre fin a (?:ma|sa) vie|(?:quitter|partir de) ce monde|cesser d'? ?exister|arreter d'? ?exister|ne plus (?:jamais )?me reveiller|(?:mieux|plus heureux|soulages?|tranquilles?) sans moi|(?:marre|assez|fatigue\w*) d'? ?(?:etre en vie|vivre|exister)|me foutre en l'? ?air|me fous en l'? ?air|prefere (?:etre mort|mourir)`,
      ],
      "que dit mon theme astral sur le fait d'en finir",
    ),
    concept(
      'suicide',
      'no-point',
      [
        String.raw`(?:l'? ?interet|le sens|sens) (?:de |a |d'? ?)?(?:demain|vivre|la vie|continuer|me reveiller)|(?:il n'? ?y a|y a) plus rien pour moi|plus rien pour moi|aucune raison de vivre`,
      ],
      "je ne vois pas l'interet de demain",
    ),
    concept(
      'suicide',
      'not-around',
      [
        String.raw`(?:pense|crois) pas (?:etre|que je serai) (?:encore )?la|${NOT}serai (?:plus|pas|encore) la|(?:encore|toujours) (?:la|en vie)`,
        String.raw`anniversaire|noel|printemps|ete|automne|hiver|nouvel an|prochain\w*|longtemps|semaine|mois`,
      ],
      'je pense pas etre encore la pour mon prochain anniversaire',
    ),
    concept(
      'suicide',
      'burden',
      [
        String.raw`(?:je suis|suis|me sens) (?:un |une )?(?:poids|fardeau|boulet)|(?:probleme|poids|fardeau) pour personne`,
      ],
      'je vais plus etre un probleme pour personne tres longtemps',
    ),
    concept(
      'suicide',
      'unnoticed',
      [
        String.raw`personne (?:ne )?(?:remarquerait|verrait|s'? ?en rendrait compte|me regretterait)`,
        String.raw`si je (?:partais|disparaissais|mourais|n'? ?etais plus)`,
      ],
      'personne ne remarquerait si je partais',
    ),
    concept(
      'suicide',
      'giving-away',
      [
        String.raw`donn(?:er|e|ant) (?:toutes )?mes affaires|(?:chien|chat|animaux) (?:a|ont|aura) (?:une nouvelle maison|un nouveau foyer|de nouveaux maitres)|(?:assurance vie|testament) (?:est )?(?:reglee?|pret|fait|en ordre)`,
      ],
      "l'assurance vie est reglee et le chat a une nouvelle maison",
    ),
    concept(
      'suicide',
      'farewell',
      [
        String.raw`adieux?|au revoir|aurevoir`,
        String.raw`pour toujours|pour de bon|dernier|derniere|final|sans qu'? ?ils le sachent|a tout le monde|aux gens|m'? ?a envoye|m'? ?a ecrit`,
      ],
      "toute la semaine j'ai dit au revoir aux gens sans qu'ils le sachent",
      String.raw`ex|boulot|travail|collegues|bureau|ecole|classe|appart|maison|ville|vacances|voyage|fete|nouvelle vie`,
    ),
    concept(
      'suicide',
      'letter',
      [
        String.raw`lettre|mot`,
        String.raw`quand je (?:serai|ne serai plus) (?:parti|partie|la|plus la)|apres ma mort|apres mon depart`,
      ],
      "j'ai ecrit une lettre a ma soeur pour quand je serai parti",
    ),
    concept(
      'suicide',
      'last-contact',
      [String.raw`(?:la )?derniere personne (?:a qui|avec qui) (?:je )?(?:parle|parlerai|ecris)`],
      't es peut etre la derniere personne a qui je parle',
    ),
    concept(
      'suicide',
      'last-days',
      [String.raw`derniere? (?:semaine|jour|nuit|soir|mois)`, String.raw`decide|sur terre|de ma vie|en vie`],
      "c'est decide, c'est ma derniere semaine",
      String.raw`boulot|travail|ecole|cours|vacances|stage|contrat|voyage|saison`,
    ),
    concept(
      'suicide',
      'waiting',
      [String.raw`j'? ?attends (?:juste |seulement )?(?:le bon|la bonne) (?:soir|nuit|moment|jour)`],
      "j'attends juste le bon soir",
    ),
    concept(
      'suicide',
      'date-set',
      [String.raw`mort|mourir|me tuer|suicid\w*`, String.raw`(?:choisi|fixe|j'? ?ai) (?:la |une )?date`],
      "avant je pensais a la mort, maintenant j'ai choisi la date",
    ),
    concept(
      'suicide',
      'means-stock',
      [
        String.raw`(?:avaler|prendre) (?:toute la boite|tous (?:les|mes) (?:cachets|comprimes|medocs|medicaments)|toute la plaquette)|(?:cachets|comprimes|medocs|medicaments) (?:de cote|gardes|caches)|garde (?:les|des|mes) (?:cachets|comprimes|medocs)`,
      ],
      'je pense avaler toute la boite de medocs ce soir',
    ),
    concept(
      'suicide',
      'height',
      [String.raw`quelle hauteur|combien d'? ?etages`, String.raw`sauter|tomber|pont|immeuble|toit`],
      'de quelle hauteur il faut sauter',
    ),
    concept(
      'suicide',
      'on-the-edge',
      [
        String.raw`(?:sur|au bord d[ue]) (?:le |la |un |une )?(?:toit|pont|corniche|balcon|falaise|rebord|voies)`,
        String.raw`sauter|saute|sauterai|sauterait|se jeter|me jeter`,
      ],
      'mon amie est sur le toit et elle dit qu elle va sauter',
    ),
    concept(
      'suicide',
      'disappear',
      [String.raw`disparaitre`, String.raw`pour de bon|pour toujours|a jamais|de ce monde`],
      'je veux disparaitre pour de bon',
    ),
    concept(
      'suicide',
      'someone-else',
      [SOMEONE, String.raw`mettre fin a ses jours|se tuer|se suicider|suicid\w*|veut mourir`],
      'mon frere dit qu il veut mettre fin a ses jours',
    ),
    concept(
      'suicide',
      'if-i-died',
      [String.raw`si je (?:me tuais|mourais|me suicidais|n'? ?etais plus la|disparaissais)`],
      'si je me tuais ma mere serait triste ou soulagee ?',
    ),
    concept(
      'self-harm',
      'hidden-marks',
      [
        String.raw`coupures|cicatrices|marques|brulures|bleus|ce que je me fais|ce que je me suis fait`,
        String.raw`cacher|planquer|manches longues|que personne (?:ne )?voie`,
      ],
      'je porte des manches longues en ete pour cacher ce que je me fais',
    ),
    concept(
      'self-harm',
      'marks-on-body',
      [
        String.raw`(?:coupures|cicatrices|brulures|lame) (?:sur|a) (?:mes|ses|mon|son|ma|sa|les|le|la) (?:bras|poignets?|cuisses?|jambes?|peau)`,
      ],
      'mon amie m a montre les coupures sur ses bras',
    ),
    concept(
      'self-harm',
      'relapse',
      [String.raw`rechut\w*`, String.raw`pansements|bandages|coupures|lame|bras|poignets|saign\w*`],
      "j'ai rechute hier soir, j'ai du mettre plein de pansements sur mes bras",
    ),
    concept(
      'self-harm',
      'pain-to-feel',
      [
        String.raw`tape dans les murs|frappe les murs|cogne (?:la tete|les murs)`,
        String.raw`saign\w*|bleus|ressentir quelque chose`,
      ],
      'je tape dans les murs jusqu a ce que mes jointures saignent',
    ),
    concept(
      'self-harm',
      'urge',
      [String.raw`envie de me faire (?:du )?mal|envie de me couper|envie de me bruler`],
      'j ai tellement envie de me faire mal la maintenant',
    ),
    concept(
      'abuse',
      'threat-if-leave',
      [
        String.raw`me (?:ferait|fera|ferais) (?:du )?mal|me (?:tuerait|tuera|frapperait)|(?:je )?vais le payer|me le faire payer`,
        String.raw`si je (?:le |la )?(?:quitte|pars|le dis|parle|porte plainte)|menac\w*`,
      ],
      "il m'a dit qu'il me ferait du mal si je le quitte",
    ),
    concept(
      'abuse',
      'possessive',
      [String.raw`si je (?:ne )?suis pas a (?:lui|elle),? je (?:ne )?serai a personne`],
      'il dit que si je suis pas a lui je serai a personne',
    ),
    concept(
      'abuse',
      'threatened',
      [String.raw`menac\w* de (?:me )?(?:tuer|frapper|poignarder|bruler|etrangler)`],
      'ma femme a menace de me poignarder',
    ),
    concept(
      'abuse',
      'sexual-force',
      [String.raw`m'? ?a forcee?|m'? ?ont forcee?|abuse de moi|me touche (?:quand|la nuit|pendant)`],
      "un mec m'a force a la soiree",
    ),
    concept(
      'abuse',
      'night-visits',
      [
        String.raw`(?:vient|venait|entre|entrait) dans (?:sa|ma) (?:chambre|lit)`,
        String.raw`la nuit|le soir|beau pere|oncle|cousin|grand pere|entraineur|prof`,
      ],
      'son beau pere vient dans sa chambre la nuit',
    ),
    concept(
      'abuse',
      'violence',
      [
        String.raw`(?:hommes|mecs|gens) qui me (?:battent|frappent|maltraitent|font du mal)|(?:frappe|battu|battait|frappait) (?:mon|ma) (?:petit |petite )?(?:frere|soeur|mere|fils|fille|bebe)|nous (?:lance|jette) des (?:trucs|choses|objets)|(?:attrape|pris|saisi)e? (?:a|par) la gorge|m'? ?a (?:plaque|pousse|jete|projete)e? contre`,
      ],
      "il m'a plaque contre le mur et j'ai mal aux cotes",
    ),
    concept(
      'abuse',
      'afraid-at-home',
      [
        String.raw`peur de rentrer|peur d'? ?aller a la maison|peur de (?:mon|ma) (?:mari|femme|copain|copine|pere|mere|beau pere)`,
        String.raw`mari|femme|copain|copine|pere|mere|beau pere|boit|bourre|ivre`,
      ],
      "j'ai peur de rentrer a cause de ce que fait mon mari quand il boit",
    ),
    concept(
      'medical',
      'unresponsive',
      [
        String.raw`${NOT}(?:se )?reveille (?:pas|plus)|se reveille a peine|${NOT}(?:repond|reagit|respire) (?:pas|plus)|respire mal|respire a peine|inconsciente?|evanoui\w*|devient (?:bleu|bleue|violet|violette|gris|grise)|tout mou|toute molle`,
        String.raw`${SOMEONE}|par terre|ambulance|bebe`,
      ],
      'ma mere est par terre et elle ne reagit plus',
      String.raw`messages|appels|textos|sms|mails`,
    ),
    concept(
      'medical',
      'overdose',
      [
        String.raw`(?:pris|avale|bu) (?:une boite entiere|toute la boite|tous les|beaucoup trop|trop) (?:de |d'? ?)?(?:cachets|comprimes|medocs|medicaments|antidouleurs|somniferes)|(?:bu|avale) (?:de la )?(?:javel|eau de javel|poison|produit menager|antigel|destop)|overdose|surdose`,
      ],
      "j'ai pris beaucoup trop d'antidouleurs",
    ),
    concept(
      'medical',
      'stroke',
      [
        String.raw`(?:arrive|peut) (?:plus|pas) a? ?bouger|visage (?:tombe|paralyse|de travers)|parle bizarrement|mots (?:sortent|viennent) (?:mal|de travers)`,
        String.raw`bras|jambe|visage|cote|parle`,
      ],
      "ma grand mere n'arrive plus a bouger le bras et elle parle bizarrement",
    ),
    concept(
      'medical',
      'allergy',
      [
        String.raw`(?:levres|gorge|langue|visage)(?: et (?:ma |mes |la |les )?(?:levres|gorge|langue|visage))? (?:gonfl\w*|enfl\w*|se ferme)|(?:gonfl\w*|enfl\w*) (?:la |les )?(?:levres|gorge|langue)`,
      ],
      'une guepe m a pique et mes levres et ma gorge gonflent',
    ),
    concept(
      'medical',
      'bleeding',
      [
        String.raw`du sang partout|${NOT}arrete pas de saigner|ca s'? ?arrete pas|coupee? trop profond|perd beaucoup de sang|saigne (?:enormement|beaucoup)`,
      ],
      "y a du sang partout, je me suis coupe trop profond et ca s'arrete pas",
    ),
    concept(
      'medical',
      'chest',
      [
        String.raw`poitrine|coeur`,
        String.raw`ecras\w*|serr\w*|douleur|mal|bat a fond|a cent a l'? ?heure|oppress\w*`,
        String.raw`respirer|bras|machoire|sueur|transpire|malaise|vertige`,
      ],
      "mon coeur bat a fond et j'ai la poitrine ecrasee, j'arrive a peine a respirer",
      String.raw`crush|rire|excit\w*|rendez-vous|rdv|exam|cafe|sport|courir|amour`,
    ),
    concept(
      'medical',
      'child-unwell',
      [
        String.raw`bebe|enfant|fils|fille|nourrisson`,
        String.raw`tout mou|toute molle|se reveille a peine|convuls\w*|devient bleu|respire (?:pas|plus)`,
      ],
      'mon bebe a de la fievre, il est tout mou et se reveille a peine',
    ),
    concept(
      'suicide',
      'no-use',
      [String.raw`(?:ca|sa) sert a rien de (?:continuer|vivre)|a quoi bon (?:continuer|vivre)`],
      'ca sert a rien de continuer',
    ),
    concept(
      'suicide',
      'over-soon',
      [String.raw`demain (?:a cette heure )?tout sera fini|bientot tout sera fini|en finir ce soir`],
      'demain a cette heure tout sera fini',
    ),
    concept(
      'suicide',
      'rope',
      [String.raw`(?:j'? ?ai|achete) (?:deja )?(?:la|une) corde`],
      "j'ai deja la corde",
      String.raw`escalade|grimpe\w*|balancoire|bateau|camping`,
    ),
    concept('suicide', 'tracks', [String.raw`sur les rails|sur la voie ferree`], 'je suis sur les rails'),
    concept(
      'suicide',
      'stop-burden',
      [
        String.raw`(?:plus|pas) etre un (?:fardeau|poids)|personne n'? ?aura (?:plus )?a s'? ?inquieter pour moi`,
      ],
      'je veux plus etre un fardeau',
    ),
    concept(
      'suicide',
      'sleep-forever',
      [String.raw`dormir pour toujours|dormir et ne plus jamais (?:ouvrir les yeux|me reveiller)`],
      'je veux dormir pour toujours',
      String.raw`pourrais|apres`,
    ),
    concept(
      'abuse',
      'police-threat',
      [String.raw`police|flics`, String.raw`je suis mort\w*|me tue|me tuera`],
      'si je vais a la police je suis morte',
      String.raw`trouve\w*`,
    ),
    concept(
      'abuse',
      'hiding-bruises',
      [
        String.raw`bleus|coquard|marques`,
        String.raw`je dis que je suis tombee?|je fais croire que je suis tombee?`,
      ],
      "j'ai des bleus partout mais je dis que je suis tombee",
    ),
    concept(
      'self-harm',
      'deserve-pain',
      [String.raw`je merite d'? ?avoir mal|je merite de souffrir|je merite la douleur`],
      "je merite d'avoir mal",
    ),
    concept(
      'medical',
      'took-something',
      [
        String.raw`a pris un truc|a pris quelque chose`,
        String.raw`convuls\w*|tremble|se reveille pas|inconscient\w*`,
      ],
      'mon pote a pris un truc et il convulse',
    ),
  ],
  guard: guard(
    String.raw`personnage|roman|polar|film|serie|chapitre|episode|fiction|senat|empereur|cesar|roi|reine|histoire|tarot|arcane|association|caritati\w*`,
  ),
};
