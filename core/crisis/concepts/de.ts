import { type ConceptSet, conceptBuilders } from './concept-rule';

const { concept, guard } = conceptBuilders('de');

/**
 * Umlauts arrive as the letter alone (`ü` → `u`, normalize.ts) or typed out (`ue`): `u(?:e)?`
 * spellings below accept both, so "wuerde", "würde" and "wurde" meet the same word.
 */
const SOMEONE = String.raw`er|sie|mein (?:bester )?(?:freund|kumpel|mann|bruder|vater|papa|sohn|baby|opa|partner|mitbewohner)|meine (?:beste )?(?:freundin|frau|schwester|mutter|mama|tochter|oma|partnerin|mitbewohnerin)`;
const PILLS = String.raw`tabletten|pillen|medikamente|schmerztabletten|schlaftabletten`;

export const DE_CONCEPTS: ConceptSet = {
  rules: [
    concept(
      'suicide',
      'ending-life',
      [
        String.raw`(?:allem|meinem leben) ein ende (?:setzen|setze|machen|mache)|(?:das|mein) leben nehmen|(?:diese|die) welt (?:zu )?verlassen|auf(?:zu)?ho(?:e)?ren zu existieren|nicht mehr (?:zu )?existieren|nie (?:wieder|mehr) aufwachen|(?:besser|leichter|glucklicher|gluecklicher) (?:dran )?ohne mich|keine lust mehr (?:zu|auf) (?:leben|das leben)|lieber (?:wa(?:e)?r ich|ware ich|bin ich) tot|lieber tot`,
      ],
      'ich hab keine lust mehr zu leben',
    ),
    concept(
      'suicide',
      'no-point',
      [
        String.raw`(?:keinen|kein) sinn (?:im|in|mehr im) (?:morgen|leben|weitermachen|aufwachen)|nichts mehr fu(?:e)?r mich|kein grund (?:mehr )?zu leben`,
      ],
      'ich sehe keinen sinn im morgen',
    ),
    concept(
      'suicide',
      'not-around',
      [
        String.raw`nicht (?:dass|das) ich (?:\w+ ){0,3}(?:noch )?erlebe|(?:noch|nicht mehr) (?:da|am leben) bin|bin (?:noch|nicht mehr) (?:da|am leben)`,
        String.raw`geburtstag|weihnachten|fru(?:e)?hling|sommer|herbst|winter|silvester|na(?:e)?chst\w*|lange|woche|monat`,
      ],
      'ich glaub nicht dass ich meinen naechsten geburtstag noch erlebe',
    ),
    concept(
      'suicide',
      'burden',
      [String.raw`(?:bin|fu(?:e)?hle mich wie) (?:nur )?(?:eine )?last|zur last (?:fallen|falle)`],
      'ich werd nicht mehr lange jemandem zur last fallen',
    ),
    concept(
      'suicide',
      'unnoticed',
      [
        String.raw`niemand (?:wu(?:e)?rde|wird) (?:es )?(?:merken|vermissen|auffallen)`,
        String.raw`wenn ich (?:weg|tot|nicht mehr da)`,
      ],
      'niemand wuerde es merken wenn ich weg waere',
    ),
    concept(
      'suicide',
      'giving-away',
      [
        String.raw`(?:meine|all meine) sachen (?:zu )?verschenk\w*|verschenke (?:meine|all meine) sachen|(?:hund|katze|tiere?) (?:hat|haben|bekommt) (?:ein neues zuhause|neue besitzer)|(?:lebensversicherung|testament) (?:ist )?(?:geregelt|fertig|gemacht)`,
      ],
      'ich hab angefangen meine sachen zu verschenken',
    ),
    concept(
      'suicide',
      'farewell',
      [
        String.raw`verabschied\w*|abschied|tschu(?:e)?ss|lebewohl`,
        String.raw`fu(?:e)?r immer|letzt\w*|heimlich|von allen|geschrieben`,
      ],
      'ich hab mich die ganze woche heimlich von allen verabschiedet',
      String.raw`ex|job|arbeit|kollegen|kolleginnen|buro|buero|schule|klasse|wohnung|stadt|urlaub|reise|party`,
    ),
    concept(
      'suicide',
      'letter',
      [
        String.raw`brief|abschiedsbrief|zettel`,
        String.raw`wenn ich nicht mehr (?:da|hier) bin|nach meinem tod|wenn ich weg bin`,
      ],
      'ich hab einen brief geschrieben, fuer wenn ich nicht mehr da bin',
    ),
    concept(
      'suicide',
      'last-contact',
      [String.raw`letzte person,? mit der ich (?:rede|spreche|schreibe)`],
      'vielleicht bist du die letzte person mit der ich rede',
    ),
    concept(
      'suicide',
      'last-days',
      [
        String.raw`letzte (?:woche|tag|nacht|monat)|letzten (?:tage|wochen)`,
        String.raw`entschieden|auf (?:dieser|der) welt|meines lebens|am leben`,
      ],
      'es ist entschieden, das ist meine letzte woche',
      String.raw`job|arbeit|schule|semester|urlaub|praktikum|vertrag|reise|saison`,
    ),
    concept(
      'suicide',
      'waiting',
      [String.raw`warte (?:nur noch )?auf (?:die richtige|den richtigen) (?:nacht|moment|tag|zeitpunkt)`],
      'ich warte nur noch auf die richtige nacht',
    ),
    concept(
      'suicide',
      'date-set',
      [
        String.raw`sterben|tod|umbringen|suizid\w*`,
        String.raw`(?:hab|habe) (?:ein|das) datum|datum (?:steht|festgelegt)`,
      ],
      'jetzt denk ich staendig ans sterben und ich hab ein datum',
    ),
    concept(
      'suicide',
      'means-stock',
      [
        String.raw`alle (?:\w+ ){0,2}(?:${PILLS})|(?:${PILLS}) (?:gesammelt|gehortet|versteckt)|(?:sammle|horte) (?:\w+ )?(?:${PILLS})`,
        String.raw`schlucken|nehmen|gesammelt|gehortet|versteckt|sammle|horte`,
      ],
      'ich ueberlege heute nacht alle pillen aus dem schrank zu schlucken',
    ),
    concept(
      'suicide',
      'height',
      [String.raw`wie hoch`, String.raw`bru(?:e)?cke|haus|dach|springen|fallen|stockwerk`],
      'hab nachgeschaut wie hoch eine bruecke sein muss',
    ),
    concept(
      'suicide',
      'on-the-edge',
      [
        String.raw`auf (?:dem|der|einer|einem) (?:dach|bru(?:e)?cke|balkon|klippe|gleisen|sims)`,
        String.raw`spring\w*|sprung`,
      ],
      'meine freundin steht auf dem dach und sagt sie springt',
    ),
    concept(
      'suicide',
      'disappear',
      [String.raw`verschwinden`, String.raw`fu(?:e)?r immer|endgu(?:e)?ltig|einfach weg`],
      'ich will fuer immer verschwinden',
    ),
    concept(
      'suicide',
      'someone-else',
      [SOMEONE, String.raw`sich (?:das leben nehmen|umbringen|toten|toeten)|suizid\w*|will sterben`],
      'mein bruder sagt er will sich das leben nehmen',
    ),
    concept(
      'suicide',
      'if-i-died',
      [String.raw`wenn ich mich umbring\w*|wenn ich (?:tot|sterbe|sterben wu(?:e)?rde)|mich umbring\w*`],
      'glaubst du den sternen ist es egal wenn ich mich umbring',
    ),
    concept(
      'suicide',
      'quiet-end',
      [String.raw`aufzuho(?:e)?ren zu existieren|aufho(?:e)?ren zu (?:existieren|leben)`],
      'ich wuensch mir einfach leise aufzuhoeren zu existieren',
    ),
    concept(
      'self-harm',
      'hidden-marks',
      [
        String.raw`schnitte|narben|wunden|verbrennungen|blaue flecken|was ich mir (?:antue|angetan habe|mache)`,
        String.raw`verstecken|verdecken|lange a(?:e)?rmel|keiner sieht|niemand sieht`,
      ],
      'ich trag im sommer lange aermel damit keiner sieht was ich mir antue',
    ),
    concept(
      'self-harm',
      'marks-on-body',
      [
        String.raw`(?:schnitte|narben|verbrennungen|klinge) (?:an|auf) (?:meinen|ihren|seinen|den|dem|der) (?:armen|arm|handgelenken?|oberschenkeln?|beinen|haut)`,
      ],
      'sie hat mir die schnitte an ihren armen gezeigt',
    ),
    concept(
      'self-harm',
      'relapse',
      [
        String.raw`ru(?:e)?ckfall|ru(?:e)?ckfa(?:e)?llig`,
        String.raw`pflaster|verband|schnitte|klinge|armen|handgelenk|blut\w*`,
      ],
      'hatte gestern einen rueckfall, brauchte ganz viele pflaster an den armen',
    ),
    concept(
      'self-harm',
      'pain-to-feel',
      [
        String.raw`(?:schlag|schlage|haue) (?:gegen|an) die wand|kopf gegen die wand`,
        String.raw`blut\w*|blaue flecken|was (?:zu )?fu(?:e)?hl\w*|etwas (?:zu )?fu(?:e)?hl\w*`,
      ],
      'ich schlag gegen die wand bis meine knoechel bluten damit ich was fuehle',
    ),
    concept(
      'self-harm',
      'urge',
      [String.raw`(?:will|mochte|moechte|muss) mich (?:\w+ ){0,3}(?:verletzen|ritzen|schneiden|verbrennen)`],
      'ich will mich gerade so sehr verletzen',
    ),
    concept(
      'abuse',
      'threat-if-leave',
      [
        String.raw`(?:tut|tu) mir (?:was|weh)|(?:bringt|bringe) mich um|mach(?:t|e) mich fertig|wu(?:e)?rde mir weh tun`,
        String.raw`wenn ich (?:ihn|sie)? ?(?:verlasse|gehe|weggehe|es erzahle|es erzaehle|anzeige)|droh\w*`,
      ],
      'er hat gesagt er tut mir weh wenn ich ihn verlasse',
    ),
    concept(
      'abuse',
      'possessive',
      [String.raw`wenn ich nicht (?:ihm|ihr) geho(?:e)?re,? (?:dann )?(?:keinem|niemandem)`],
      'er sagt wenn ich nicht ihm gehoere dann keinem',
    ),
    concept(
      'abuse',
      'threatened',
      [
        String.raw`(?:gedroht|droht) mich (?:abzustechen|umzubringen|zu schlagen|zu toten|zu toeten|anzuzunden)`,
      ],
      'meine frau hat gedroht mich abzustechen',
    ),
    concept(
      'abuse',
      'sexual-force',
      [
        String.raw`hat mich (?:gezwungen|missbraucht|vergewaltigt)|(?:fasst|fasste) mich an,? wenn|zwingt mich zu`,
      ],
      'ein typ auf der party hat mich gezwungen',
    ),
    concept(
      'abuse',
      'night-visits',
      [
        String.raw`(?:kommt|kam) (?:nachts )?in (?:ihr|mein|sein) (?:zimmer|bett)|in (?:ihr|mein|sein) (?:zimmer|bett) (?:kommt|kam)`,
        String.raw`nachts|stiefvater|onkel|cousin|opa|trainer|lehrer`,
      ],
      'ihr stiefvater kommt nachts in ihr zimmer',
    ),
    concept(
      'abuse',
      'violence',
      [
        String.raw`die mich (?:verpru(?:e)?geln|schlagen|misshandeln)|(?:hat|hatte) (?:meinen|meine) (?:kleinen |kleine )?(?:bruder|schwester|mutter|sohn|tochter|baby) geschlagen|wirft (?:sachen|dinge|teller) nach (?:uns|mir)|(?:am|an den) hals gepackt|mich gegen die wand gesto(?:ss|ß)en`,
      ],
      'er hat mich gegen die wand gestossen',
    ),
    concept(
      'medical',
      'unresponsive',
      [
        String.raw`wacht nicht (?:mehr )?auf|reagiert nicht|atmet nicht|atmet (?:nicht richtig|kaum)|bewusstlos|ohnma(?:e)?chtig|wird (?:ganz )?(?:blau|grau)|kaum wach|ganz schlapp`,
        String.raw`${SOMEONE}|auf dem boden|krankenwagen|notarzt|baby`,
      ],
      'meine mutter liegt auf dem boden und reagiert nicht',
      String.raw`nachrichten|anrufe|whatsapp|mails`,
    ),
    concept(
      'medical',
      'overdose',
      [
        String.raw`(?:eine )?ganze (?:packung|schachtel|dose) (?:${PILLS})|viel zu viele (?:${PILLS})|(?:putzmittel|bleiche|reiniger|gift|frostschutz\w*) (?:getrunken|geschluckt)|u(?:e)?berdosis`,
      ],
      'hab viel zu viele schmerztabletten genommen und mir klingeln die ohren',
    ),
    concept(
      'medical',
      'stroke',
      [
        String.raw`kann (?:ploetzlich |plotzlich )?(?:den|das|die) (?:arm|bein|gesicht) nicht (?:mehr )?bewegen|ha(?:e)?ngendes? (?:gesicht|mundwinkel)|redet (?:ganz )?(?:komisch|verwaschen|wirr)|lallt`,
      ],
      'meine oma kann ploetzlich den arm nicht bewegen und redet ganz komisch',
    ),
    concept(
      'medical',
      'allergy',
      [
        String.raw`(?:lippen|hals|zunge|gesicht)(?: und (?:mein |meine )?(?:lippen|hals|zunge|gesicht))? (?:schwellen|schwillt|geschwollen|zu)`,
      ],
      'meine lippen und mein hals schwellen an',
    ),
    concept(
      'medical',
      'bleeding',
      [
        String.raw`u(?:e)?berall (?:ist )?blut|ho(?:e)?rt nicht auf zu bluten|zu tief geschnitten|blutet (?:stark|sehr|ohne ende)|verliert viel blut`,
      ],
      'ueberall ist blut, ich hab zu tief geschnitten',
    ),
    concept(
      'medical',
      'chest',
      [
        String.raw`brust|herz`,
        String.raw`zerdru(?:e)?ckt|eng|druck|schmerz\w*|rast|stiche`,
        String.raw`luft|atmen|arm|kiefer|schwei(?:ss|ß)|schwindel`,
      ],
      'mein herz rast und meine brust fuehlt sich zerdrueckt an, ich krieg kaum luft',
      String.raw`schwarm|lachen|aufgeregt|date|pru(?:e)?fung|kaffee|training|laufen|verliebt`,
    ),
    concept(
      'medical',
      'child-unwell',
      [
        String.raw`baby|kind|sohn|tochter|saugling|saeugling`,
        String.raw`schlapp|kaum wach|wacht nicht auf|krampf\w*|blau|atmet nicht`,
      ],
      'mein baby hat fieber, ist ganz schlapp und kaum wach zu kriegen',
    ),
    concept(
      'suicide',
      'no-use',
      [
        String.raw`wozu (?:soll ich )?(?:noch )?weiter(?:machen|leben)|keinen zweck mehr|hat (?:alles )?keinen sinn mehr`,
      ],
      'es hat alles keinen zweck mehr',
    ),
    concept(
      'suicide',
      'over-soon',
      [
        String.raw`morgen (?:um diese zeit )?ist (?:alles )?vorbei|bald ist (?:alles )?vorbei|heute (?:nacht )?schluss machen`,
      ],
      'morgen um diese zeit ist alles vorbei',
    ),
    concept(
      'suicide',
      'rope',
      [
        String.raw`(?:hab|habe|gekauft|besorgt) (?:schon )?(?:den |einen )?strick|strick (?:liegt|ist|hangt|haengt)`,
      ],
      'ich hab den strick schon im keller',
      String.raw`kletter\w*|schaukel|boot|segel\w*|camping`,
    ),
    concept(
      'suicide',
      'tracks',
      [String.raw`(?:am|auf dem|auf den|an den) (?:bahngleis|gleisen|schienen)`],
      'ich steh am bahngleis und warte',
    ),
    concept(
      'suicide',
      'stop-burden',
      [
        String.raw`nicht mehr (?:zur last fallen|belasten)|(?:keiner|niemand) (?:muss|braucht) sich (?:mehr )?(?:um mich )?(?:sorgen|kummern|kuemmern)|muss sich (?:keiner|niemand) mehr (?:um mich )?(?:sorgen|kummern|kuemmern)`,
      ],
      'ich werde meine familie nicht mehr belasten',
    ),
    concept(
      'suicide',
      'sleep-forever',
      [
        String.raw`schlafen,? fu(?:e)?r immer|fu(?:e)?r immer schlafen|schlafen und nie (?:wieder|mehr) aufwachen`,
      ],
      'ich will nur noch schlafen, fuer immer',
      String.raw`konnte|koennte|nach (?:dieser|der|dem)`,
    ),
    concept(
      'suicide',
      'better-dead',
      [String.raw`besser,? wenn ich (?:\w+ ){0,2}(?:tot|nicht mehr da|nicht mehr leben)`],
      'es waere besser, wenn ich einfach tot umfalle',
    ),
    concept(
      'abuse',
      'police-threat',
      [String.raw`polizei`, String.raw`bin ich tot|bringt (?:er|sie) mich um`],
      'er hat gesagt wenn ich zur polizei gehe bin ich tot',
      String.raw`gefunden`,
    ),
    concept(
      'abuse',
      'hiding-bruises',
      [
        String.raw`blaue flecken|veilchen|blutergu(?:ss|ß)`,
        String.raw`(?:sag|sage|erzahl|erzaehl)\w* (?:immer )?(?:ich bin|ich sei) (?:gestolpert|gefallen|hingefallen)`,
      ],
      'ich hab blaue flecken ueberall, aber ich sag immer ich bin gestolpert',
    ),
    concept(
      'self-harm',
      'deserve-pain',
      [String.raw`ich verdiene (?:den |die )?schmerz\w*|verdiene es,? (?:weh zu tun|zu leiden|zu bluten)`],
      'ich verdiene den schmerz',
    ),
    concept(
      'medical',
      'took-something',
      [
        String.raw`(?:irgendwas|was|etwas) genommen`,
        String.raw`krampf\w*|zuckt|zittert|wacht nicht auf|bewusstlos`,
      ],
      'mein kumpel hat irgendwas genommen und krampft',
    ),
  ],
  guard: guard(
    String.raw`figur|roman|krimi|film|serie|kapitel|folge|fiktion|senat|kaiser|caesar|ko(?:e)?nig|ko(?:e)?nigin|geschichte|tarot|caritas|spende\w*`,
  ),
};
