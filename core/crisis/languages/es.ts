import type { CrisisLanguagePack, CrisisPhrase, IdiomGuard } from '../phrase-pack';
import { ES_CONCEPTS } from '../concepts/es';
import { packBuilders } from './pack-builders';

/**
 * Spanish (Spain and Latin America). Every pattern reads the normalised message: lower case, no
 * accents (`está` → `esta`, `daño` → `dano`, `mañana` → `manana`, `mí` → `mi`), so `mi` is both
 * "my" and "me". Texting forms are written in: q / k for que, xq / pq for porque, kiero, toy.
 * Fragments are plain alternations with bounded gaps, so every pattern stays linear.
 */

/** A stretch inside one sentence, at most `max` characters. */
const gap = (max: number): string => String.raw`[^.!?¡¿\n]{0,${max}}`;

const QUIERO = String.raw`(?:quiero|kiero|qiero|qero|kero)`;
/** Wanting and wishing, in the first person. */
const WANT = String.raw`(?:${QUIERO}|quisiera|queria|deseo|necesito|tengo ganas de|ganas de|me dan ganas de|me gustaria|prefiero|solo ${QUIERO})`;
/** Deciding, planning, trying, being about to: the first person turning a thought into a plan. */
const PLAN = String.raw`(?:voy a|vo a|boy a|pienso|pienso en|he pensado en|estoy pensando en|pensando en|pense en|planeo|estoy planeando|he decidido|decidi|a punto de|intente|intentare|intentar|deberia|podria|como|para)`;
const INTENT = String.raw`(?:${WANT}|${PLAN})`;
/** Hyperbole that follows "matarme" / "me mato": working or studying oneself to death. */
const NOT_HYPERBOLE = String.raw`(?! (?:a|de) (?:trabajar|estudiar|entrenar|correr|risa|la risa|hambre)\b| (?:estudiando|trabajando|entrenando|corriendo|en el gimnasio)\b)`;
/** Feelings people "die of" in everyday talk ("me muero de risa"): not a wish to die. */
const DYING_OF = String.raw`(?:risa|verguenza|ganas|hambre|sed|frio|calor|envidia|sueno|aburrimiento|celos|emocion|ternura|nervios|asco|curiosidad|amor|gusto|alegria|felicidad|ilusion|impaciencia|cansancio|susto|miedo|intriga)`;
/** Places people end their lives by jumping from or in front of. */
const HEIGHT = String.raw`(?:puente|edificio|balcon|ventana|azotea|tejado|terraza|acantilado|techo|vias|via del tren|tren|metro|camion|precipicio|barranco|rascacielos|(?:segundo|tercer|tercero|cuarto|quinto|sexto|septimo|octavo|noveno|decimo|ultimo) piso|via|coche|carro|auto|autobus|moto)`;
/** Medicines and drugs a dose question, a stockpile or an overdose names. */
const PILLS = String.raw`(?:pastillas|pastis|pildoras|comprimidos|capsulas|tabletas|somniferos|ansioliticos|calmantes|antidepresivos|tranquilizantes|medicamentos|medicinas|paracetamol|ibuprofeno|diazepam|lorazepam|clonazepam|alprazolam|rivotril|trankimazin|orfidal|valium|tramadol|insulina|pastillas para dormir)`;
/** Poisons and household chemicals. */
const POISON = String.raw`(?:lejia|lavandina|cloro|veneno|matarratas|raticida|anticongelante|amoniaco|insecticida|pesticida|desatascador|salfuman|aguarras)`;
/** The people a message names as hurting the visitor, or as the one in an emergency. */
const RELATIVE = String.raw`(?:pareja|marido|esposo|esposa|mujer|novio|novia|ex|exnovio|exnovia|expareja|ex pareja|ex novio|ex novia|ex marido|exmarido|padre|madre|papa|mama|padres|padrastro|madrastra|hermano|hermana|hermanastro|hermanastra|tio|tia|primo|prima|abuelo|abuela|hijo|hija|bebe|suegro|suegra|cunado|cunada|pololo|polola|viejo|vieja|jefe|jefa|companero|companera|amigo|amiga|vecino|vecina)`;
const MY_RELATIVE = String.raw`(?:mi|mis) ${RELATIVE}`;
/** Partners and family: the people whose fear a message names as a sign of abuse at home. */
const CLOSE = String.raw`(?:pareja|marido|esposo|esposa|mujer|novio|novia|ex|exnovio|exnovia|expareja|ex pareja|ex novio|ex novia|ex marido|exmarido|padre|madre|papa|mama|padres|padrastro|madrastra|hermano|hermana|hermanastro|hermanastra|tio|tia|abuelo|abuela|hijo|hija|suegro|suegra|cunado|cunada|pololo|polola|viejo|vieja)`;
/** Blows and violence done to the writer ("mi novio me pega"), third person. */
const HITS = String.raw`(?:pega|pego|pegaba|ha pegado|golpea|golpeo|golpeaba|ha golpeado|maltrata|maltrato|maltrataba|ha maltratado|empuja|empujo|empujaba|patea|pateo|pateaba|da patadas|dio patadas|da punetazos|dio punetazos|dio un punetazo|da bofetadas|dio una bofetada|da cachetadas|dio una cachetada|da palizas|dio una paliza|ahorca|ahorco|ahorcaba|estrangula|estrangulo|estrangulaba|asfixia|asfixio|abofetea|abofeteo|cachetea|cacheteo|zarandea|zarandeo|agrede|agredio|agredia|ha agredido|viola|violo|violaba|ha violado|tira del pelo|tiro del pelo|jala del pelo|jalo del pelo|encierra|encerro|quema con|quemo con)`;
/** What follows "me pega" when it is not a blow: a cold, a fright, a song, a push to study. */
const NOT_A_BLOW = String.raw`(?! (?:la gripe|el resfriado|el covid|el virus|un susto|unos gritos|gritos|un grito|voces|la mania|la costumbre|el acento|su risa|la cancion|el sol|chicle|un chicle|la pelota|el balon|a (?:hacer|estudiar|ser|seguir|mejorar|cambiar|salir|luchar|intentar|buscar|trabajar|ir)|hacia (?:adelante|arriba|delante))\b)`;
/** Cutting, burning or hurting oneself. */
const SELF_HARM = String.raw`(?:cortarme|me corto|me corte|cortandome|hacerme cortes|me hago cortes|quemarme|me quemo|me queme|quemandome|lastimarme|me lastimo|lastimandome|herirme|me hiero|hiriendome|golpearme|me golpeo|golpeandome|aranarme|me arano|aranandome|rasgunarme|hacerme dano|acerme dano|me hago dano|haciendome dano|autolesionarme)`;
/** Parts of the body a person cuts or burns. */
const BODY = String.raw`(?:munecas?|brazos?|antebrazos?|piernas?|muslos?|piel|abdomen|barriga|tripa|estomago|cuerpo|cara|manos?|tobillos?)`;
/**
 * Everyday cuts, burns and knocks ("me corto el pelo", "me quemé con el sol", "me hice daño en
 * la rodilla"): what follows the verb is not a part of the body one harms.
 */
const NOT_EVERYDAY = String.raw`(?!\s+(?:(?:el|la|los|las|un|una|unos|unas|mi|mis)\s+(?!${BODY}\b)|con (?:el sol|un papel|el papel|una hoja|un folio|la plancha|el horno|el aceite|el cafe|la sarten|la puerta)|al \w+|(?:cuando|mientras) (?:cocino|cocinaba|me afeito|me depilo|corro|entreno)|cocinando|afeitandome|depilandome|tomando el sol|en la playa|sin querer|por accidente|jugando|en el gimnasio|entrenando|corriendo|en (?:la|el|los|las) (?:rodillas?|espalda|tobillo|pies?|hombros?|cuello|dedos?|codo|gemelos?|cadera)))`;
/** Festivities and thanks: letters to the family that are not farewells. */
const NOT_FESTIVE = String.raw`(?!${gap(40)}\b(?:navidad|cumpleanos|reyes|san valentin|aniversario|boda|felicitar|felicitacion|postal|jubilacion|graduacion)\b)`;
/** A goodbye to a colleague, a school or an ex is not a farewell to life. */
const NOT_WORK_OR_EX = String.raw`(?!${gap(40)}\b(?:companer[oa]s?|jubila\w*|oficina|trabajo|empresa|colegio|clase|profe\w*|alumn\w*|equipo|ex|exnovi[oa]|novi[oa]|pareja|relacion)\b)`;
/** Saying goodbye to an ex, a place or a job. */
const NOT_LEAVING_SOMEONE = String.raw`(?! de (?:mi |el |la |esta |esa )?(?:ex|el|ella|relacion|novio|novia|pareja|ciudad|casa|trabajo|piso|pais|oficina)\b)`;
/** "morir", unless someone else is the one who dies ("ella va a morir", "mi gato puede morir"). */
const TO_DIE = String.raw`morir(?<!\b(?:va a|van a|vaya a|vayan a|iba a|iban a|quiere|quieren|puede|pueden|podria|podrian|debe|deben) morir)`;
/** The end of a clause: end of message, punctuation, or a joining word. */
const CLAUSE_END = String.raw`(?=\s*(?:$|[.,;:!?)]|\b(?:y|porque|pq|xq|ya|de verdad|la verdad|asi que|lo se|no)\b))`;

/** A stretch of the message that may cross a question mark or comma, at most `max` characters. */
const span = (max: number): string => String.raw`[^.!\n]{0,${max}}`;
/** A stretch that may cross sentences (a farewell, then "one last reading"), at most `max` characters. */
const across = (max: number): string => String.raw`[^\n]{0,${max}}`;
/** A plan made: "ya lo tengo decidido", "tengo todo planeado", "ya está decidido". */
const PLAN_MADE = String.raw`(?:(?:ya )?(?:lo )?(?:tengo|tenia) (?:todo |ya )?(?:decidido|planeado|planificado|pensado|preparado|calculado|organizado)|(?:ya )?(?:esta|lo he|lo tengo) (?:todo )?decidido|ya lo decidi|lo tengo claro|ya no hay vuelta atras)`;
/** Death or the writer no longer alive, for a plan or a farewell to point at. */
const DEATH_OF_SELF = String.raw`(?:morir(?:me)?|matarme|me mato|suicid\w*|quitarme la vida|me quito la vida|acabar con (?:todo|mi vida)|acabo con todo|no despertar(?:me)?|(?:siga|seguir|estar|este|llegue|llegar|llegare) viv[oa]|mi despedida|despedirme para siempre)`;
/** A farewell to the people one loves, in the first person. */
const FAREWELL_DONE = String.raw`(?:ya )?me (?:despedi|he despedido|estoy despidiendo|vengo a despedir) de (?:toda )?(?:mi familia|todos|todo el mundo|mis hijos|mis hijas|mis padres|mi madre|mi padre|mis amigos|mis amigas|mi gente|la gente que quiero|los que quiero|mis seres queridos|mi pareja|mis hermanos|mi hermano|mi hermana)`;
/** Where a person stands to jump from: on, at the edge of, on top of. */
const STANDING_ON = String.raw`(?:estoy|toy|estamos|ando|me subi|subi|he subido|me he subido) (?:en|a|al|sobre|arriba de|arriba del|encima de|encima del|al borde de|al borde del|en el borde de|en el borde del|en lo alto de|en lo alto del)(?: (?:la|el|las|los|un|una|mi))?`;
/** A trip, a move or a party: what an everyday goodbye or plan is about. */
const EVERYDAY_TRIP = String.raw`(?:viaje|viajo|viajar|vuelo|aeropuerto|mudo|mudanza|mudarme|erasmus|intercambio|oficina|empresa|trabajo|fiesta|boda|vacaciones|tren|autobus|me voy a vivir|me voy de|me marcho de|emigro|extranjero|trabalho|viagem|ferias|emprego)`;

const { rule, idiom } = packBuilders('es');

const SUICIDE: readonly CrisisPhrase[] = [
  rule(
    'suicide',
    'crisis',
    'suicidio',
    String.raw`(?<!\b(?:mision|escuadron|ataque|atentado|comando|salto|jugada|apuesta) )\bsui?[cs]+id\w*\b(?! (?:profesional|social|financiero|politico|laboral|comercial|economico|academico|mediatico|electoral|deportivo)\b)`,
    'Llevo semanas pensando en el suicidio y ya no sé qué hacer',
  ),
  rule(
    'suicide',
    'crisis',
    'quiero-morir',
    String.raw`\b(?:me ${QUIERO}|${WANT}|me queria|ojala pudiera|solo pido) morir(?:me)?\b(?! (?:de|del|de la) ${DYING_OF}\b| por (?:saber|conocer|ver|verte|que|tener|ir|leer|probar|descubrir|entender|un|una)\b| antes (?:que|de)\b)`,
    'Me quiero morir, ya no puedo con esto',
  ),
  rule(
    'suicide',
    'crisis',
    'por-que-no-me-muero',
    String.raw`\b(?:por ?que|xq|pq|porke|porq) no me (?:muero|mato|muera)\b(?! (?:de|del|de la) ${DYING_OF}\b)|\b(?:ojala )?me (?:muero|muera|mato) de una vez\b`,
    'xq no me muero de una vez',
  ),
  rule(
    'suicide',
    'crisis',
    'ojala-morir',
    String.raw`\bojala (?:yo )?(?:me muriera|me muera|muriera|me muriese|estuviera muert[oa]|no existiera|no hubiera nacido|no hubiese nacido|desapareciera para siempre|me (?:atropelle|atropellara|mate|matara) (?:un|una|el) (?:coche|camion|tren|autobus|rayo|moto))\b`,
    'ojalá me muriera mientras duermo',
  ),
  rule(
    'suicide',
    'crisis',
    'matarme',
    String.raw`\b${INTENT}\s+matarme\b${NOT_HYPERBOLE}`,
    'A veces pienso en matarme y me da miedo',
  ),
  rule(
    'suicide',
    'crisis',
    'me-voy-a-matar',
    String.raw`\bme (?:${QUIERO}|voy a|vo a|pienso|tengo que|deberia|podria|queria) (?:matar|suicidar|quitar la vida|envenenar|ahorcar|quitar de en medio)\b${NOT_HYPERBOLE}|\bme (?:matare|suicidare|ahorcare|envenenare|quitare la vida)\b${NOT_HYPERBOLE}|\bquitarme de en medio\b`,
    'si esto sigue así me voy a matar',
  ),
  rule(
    'suicide',
    'crisis',
    'quitarme-la-vida',
    String.raw`\bquitar(?:me|se)? (?:la|mi) (?:propia )?vida\b`,
    'Soy Piscis con Luna en Escorpio, ¿qué día es mejor para quitarme la vida?',
  ),
  rule(
    'suicide',
    'crisis',
    'acabar-con-mi-vida',
    String.raw`\b(?:acabar|terminar|poner fin|ponerle fin|dar fin|ponerle punto final) (?:con|a) mi (?:propia )?vida\b(?! (?:de|en|como|actual|laboral|amorosa|sentimental|social|anterior|pasada|aqui)\b)`,
    'He decidido acabar con mi vida',
  ),
  rule(
    'suicide',
    'crisis',
    'acabar-con-todo',
    String.raw`\b(?:${WANT}|voy a|vo a|pienso|pensando en|he decidido|decidi|a punto de|podria)\s+(?:acabar con|terminar con|ponerle fin a|poner fin a|acabarlo) todo\b(?! (?:el|la|los|las|lo|esto|eso|este|esta|mi|tu|su|mis|tus|sus)\b)`,
    'quiero acabar con todo de una vez',
  ),
  rule(
    'suicide',
    'crisis',
    'no-quiero-vivir',
    String.raw`\b(?:ya )?no ${QUIERO} (?:seguir )?(?:vivir|viviendo|existir|existiendo|estar viv[oa]|seguir con vida|seguir en este mundo|estar en este mundo)(?: mas)?\b(?! (?:mas )?(?:en|con|cerca|lejos|junt[oa]s?|sol[oa]s?|alli|alla|de alquiler|asi|bajo|debajo|aqui)\b)`,
    'Ya no quiero vivir más',
  ),
  rule(
    'suicide',
    'concern',
    'no-quiero-vivir-asi',
    String.raw`\bno ${QUIERO} (?:seguir )?(?:vivir|viviendo) (?:mas )?asi\b`,
    'No quiero seguir viviendo así',
  ),
  rule(
    'suicide',
    'crisis',
    'no-quiero-estar-aqui',
    String.raw`\bya no ${QUIERO} (?:estar|seguir) aqui\b(?! (?:en|con|trabajando|de|viviendo|esperando|mucho|sol[oa])\b)`,
    'ya no quiero estar aquí',
  ),
  rule(
    'suicide',
    'crisis',
    'mejor-si-no-existiera',
    String.raw`\b(?:seria|es|estaria|todo seria|todo iria|seria todo) mejor (?:si|que) (?:yo )?(?:no (?:existiera|existiese|hubiera nacido|hubiese nacido|viviera|estuviera(?: aqui| viv[oa]| en este mundo)?${CLAUSE_END})|desapareciera|me muriera|muriera|me fuera para siempre|estuviera muert[oa])`,
    'Sería mejor si no existiera',
  ),
  rule(
    'suicide',
    'crisis',
    'mejor-sin-mi',
    String.raw`\b(?:todos|todo el mundo|mi familia|mis hijos|mis padres|la gente|el mundo|estarian|estaran|vivirian|serian|les iria|les ira)\b${gap(30)}\bmejor sin mi${CLAUSE_END}`,
    'Todos estarían mejor sin mí',
  ),
  rule(
    'suicide',
    'crisis',
    'mejor-muerto',
    String.raw`\b(?:estaria|estoy|estare|seria|prefiero estar|preferiria estar|mejor estar|quisiera estar|${QUIERO} estar|deberia estar) (?:mejor )?muert[oa]\b(?! de\b)`,
    'Estaría mejor muerta, de verdad',
  ),
  rule(
    'suicide',
    'crisis',
    'nadie-notaria',
    String.raw`\bsi (?:yo )?(?:me muriera|me muero|muero|desapareciera|desaparezco|no estuviera|ya no estoy|me mato|me matara)\b${gap(30)}\bnadie\b|\bnadie\b${gap(30)}\b(?:notaria|echaria de menos|extranaria|se daria cuenta|lloraria|le importaria)\b${gap(15)}\bsi (?:yo )?(?:me muriera|muriera|desapareciera|no estuviera|me matara)\b`,
    'si me muriera nadie se daría cuenta',
  ),
  rule(
    'suicide',
    'crisis',
    'no-estare-vivo',
    String.raw`\bno (?:voy a|vo a|creo que vaya a|vaya a) (?:estar|seguir) (?:viv[oa]|con vida|en este mundo) (?:para entonces|para cuando|hasta entonces|para (?:mi|su|el|ese) (?:cumpleanos|retorno|proximo)|para (?:navidad|fin de ano|fin de mes|el verano|el ano que viene|la semana que viene|el mes que viene)|manana|en (?:navidad|mi cumpleanos))\b|\bno (?:estare|seguire) (?:viv[oa]|con vida|en este mundo) (?:para entonces|para cuando|hasta entonces|para (?:mi|su|el|ese) (?:cumpleanos|retorno|proximo)|para (?:navidad|fin de ano|fin de mes|el verano|el ano que viene|la semana que viene|el mes que viene)|manana|en (?:navidad|mi cumpleanos))\b`,
    'Dices que mi mejor año será el próximo, pero no voy a estar vivo para entonces',
  ),
  rule(
    'suicide',
    'concern',
    'no-seguire-vivo',
    String.raw`\bno (?:voy a estar|voy a seguir|estare|seguire) viv[oa]\b`,
    'no sé si voy a llegar, no voy a estar vivo mucho más',
  ),
  rule(
    'suicide',
    'crisis',
    'dormir-y-no-despertar',
    String.raw`\b(?:dormir(?:me)?|acostarme|cerrar los ojos)\s+y\s+(?:no|nunca|jamas)\s+(?:volver a |mas )?(?:despertar(?:me)?|abrirlos)\b(?! (?:temprano|pronto|tarde|a las|hasta|antes|con)\b)`,
    'solo quiero dormir y no despertar',
  ),
  rule(
    'suicide',
    'crisis',
    'no-despertar',
    String.raw`\b(?:ojala|${WANT}|solo pido|rezo por)\b${gap(15)}\bno (?:volver a )?(?:despertar(?:me)?|despierte|despertara|me despierte|me despertara)\b(?! (?:temprano|pronto|tarde|a las|hasta|antes|con|para|a nadie|al bebe|al nino|a los ninos|a mi)\b)`,
    'Ojalá no despertar mañana',
  ),
  rule(
    'suicide',
    'concern',
    'no-aguanto-mas',
    String.raw`\b(?:ya )?no (?:aguanto|soporto|resisto|puedo) mas\b(?! de (?:la )?(?:emocion|felicidad|alegria|ganas|ilusion|risa|curiosidad|impaciencia)\b| (?:a |con )?(?:mi|mis|este|esta|estos|estas|ese|esa|el|la|los|las|tu|su|sus|tanto|tanta) (?!vida\b|situacion\b|dolor\b|soledad\b|ansiedad\b|tristeza\b|angustia\b|depresion\b)\w)`,
    'Ya no aguanto más',
  ),
  rule(
    'suicide',
    'crisis',
    'no-puedo-seguir-viviendo',
    String.raw`\bno (?:puedo|aguanto|soporto) (?:seguir viviendo|seguir con vida|vivir mas|mas con mi vida|seguir existiendo)\b`,
    'no puedo seguir viviendo con este dolor',
  ),
  rule(
    'suicide',
    'crisis',
    'cansado-de-vivir',
    String.raw`\b(?:cansad[oa]|hart[oa]|agotad[oa]|aburrid[oa]) de (?:vivir|existir|estar viv[oa]|seguir viv[oa]|seguir viviendo)\b(?! (?:en|con|asi|aqui|alli|sol[oa]|de alquiler|lejos|cerca|bajo)\b)`,
    'Estoy cansado de vivir',
  ),
  rule(
    'suicide',
    'concern',
    'harto-de-todo',
    String.raw`\b(?:hart[oa]|cansad[oa]|agotad[oa]) (?:de todo|de la vida|de mi vida)\b(?! (?:el|lo|la|los|las|esto|eso|laboral|amorosa|social)\b)`,
    'estoy harta de todo',
  ),
  rule(
    'suicide',
    'crisis',
    'sin-sentido-vivir',
    String.raw`\bno (?:le )?(?:veo|encuentro|tengo|hay|tiene)\s+(?:ningun |ninguna |mas )?(?:sentido|razon|razones|motivo|motivos|proposito)\s+(?:a |de |en |para )?(?:la vida|mi vida|vivir|seguir viviendo|seguir con vida|estar viv[oa]|existir)\b`,
    'No le veo sentido a la vida',
  ),
  rule(
    'suicide',
    'concern',
    'vida-sin-sentido',
    String.raw`\b(?:la|mi) vida (?:ya )?no tiene (?:ningun )?sentido\b|\bno (?:le )?(?:veo|encuentro) (?:ningun )?sentido a (?:nada|seguir|continuar)${CLAUSE_END}`,
    'mi vida ya no tiene sentido',
  ),
  rule(
    'suicide',
    'concern',
    'para-que-seguir',
    String.raw`\bpara (?:que|q|k) seguir\b(?! (?:con|en|esperando|intentando|insistiendo|buscando|trabajando|estudiando)\b)|\bpara (?:que|q|k) (?:vivir|seguir viviendo|seguir vivo|seguir viva)\b`,
    '¿Para qué seguir? Ya no tiene sentido',
  ),
  rule(
    'suicide',
    'crisis',
    'desaparecer-para-siempre',
    String.raw`\b(?:${WANT}|ojala|ojala pudiera)\s+(?:poder )?desaparecer (?:para siempre|de este mundo|del mundo|de la faz de la tierra)\b`,
    'quisiera desaparecer para siempre',
  ),
  rule(
    'suicide',
    'crisis',
    'irme-de-este-mundo',
    String.raw`\b(?:${WANT}|voy a|vo a|me voy a|me ${QUIERO}|pienso)\s+(?:irme|ir|marcharme|salir) (?:de este mundo|de esta vida|para siempre de aqui)\b|\b(?:${WANT}|voy a|vo a)\s+dejar de (?:existir|vivir|respirar)\b(?! (?:en|con|asi|para|por)\b)`,
    'me quiero ir de este mundo',
  ),
  rule(
    'suicide',
    'crisis',
    'que-sentido-tiene-vivir',
    String.raw`\b(?:que|q|k) sentido tiene (?:la vida|mi vida|vivir|seguir viviendo|seguir viv[oa]|estar viv[oa]|existir)\b|\bno tengo (?:ganas|fuerzas) (?:de|para) (?:vivir|seguir viviendo|existir)\b`,
    'q sentido tiene vivir así',
  ),
  rule(
    'suicide',
    'crisis',
    'mejor-me-muero',
    String.raw`\bmejor me (?:muero|mato)\b(?! (?:de|del|de la) ${DYING_OF}\b)`,
    'mejor me muero y ya',
  ),
  rule(
    'suicide',
    'crisis',
    'no-quiero-despertar',
    String.raw`\bno ${QUIERO} (?:volver a )?despertar(?:me)?\b(?! (?:temprano|pronto|tarde|a las|hasta|antes|con|a|al|para)\b)`,
    'no quiero despertar mañana',
  ),
  rule(
    'suicide',
    'concern',
    'que-todo-termine',
    String.raw`\b${QUIERO} que (?:todo|esto|el dolor) (?:se )?(?:acabe|termine|pare)(?: ya| de una vez| para siempre)?${CLAUSE_END}`,
    'solo quiero que todo termine ya',
  ),
  rule(
    'suicide',
    'concern',
    'ya-no-quiero-seguir',
    String.raw`\bya no (?:${QUIERO}|puedo) seguir${CLAUSE_END}|\bno ${QUIERO} seguir (?:mas|adelante)${CLAUSE_END}`,
    'Estoy agotada, ya no quiero seguir.',
  ),
  rule(
    'suicide',
    'concern',
    'odio-estar-vivo',
    String.raw`\bodio (?:estar viv[oa]|vivir|mi vida|existir|haber nacido)\b(?! (?:en|con|aqui|asi|laboral|amorosa|social|sentimental)\b)|\b(?:siento que |creo que )?sobro en este mundo\b`,
    'odio estar viva',
  ),
  rule(
    'suicide',
    'concern',
    'testamento',
    String.raw`\b(?:escribiendo|escribi|hice|he hecho|haciendo|redactando|preparando|dejo listo|deje listo|dejando listo) (?:mi |el )?testamento\b`,
    'Tengo veinte años y ya estoy preparando mi testamento',
  ),
  rule(
    'suicide',
    'concern',
    'no-llegare',
    String.raw`\bno (?:me veo llegando|creo que llegue|creo que vaya a llegar|pienso llegar)\b${gap(10)}\b(?:a|al|hasta) (?:mi cumpleanos|fin de ano|el verano|la navidad|navidad|el ano que viene|la semana que viene|manana)\b(?!${gap(30)}\b(?:dinero|sueldo|pagar|ahorrar|cuenta|trabajo|plazo|tiempo)\b)`,
    'no creo que llegue a mi cumpleaños',
  ),
  rule(
    'suicide',
    'concern',
    'ya-lo-tengo-planeado',
    String.raw`\b(?:ya )?(?:tengo|lo tengo) (?:todo )?(?:decidido|planeado|pensado|preparado)\b${gap(20)}\b(?:como|cuando|donde) (?:hacerlo|lo (?:voy a )?hacer|lo hare)\b`,
    'Ya lo tengo todo pensado, sé cómo hacerlo y cuándo lo haré',
  ),
  rule(
    'suicide',
    'crisis',
    'descansar-para-siempre',
    String.raw`\b(?:${WANT}|ojala|ojala pudiera)\s+(?:dormir|descansar|dejar de sufrir|dormirme) para siempre\b|\b(?:desearia|quisiera|ojala|me gustaria) no haber nacido\b`,
    'quiero dormir para siempre',
  ),
  rule(
    'suicide',
    'concern',
    'no-veo-salida',
    String.raw`\bno (?:veo|hay|encuentro|tengo) (?:ninguna )?salida\b(?! (?:para|a) (?:el|la|los|las|este|esta|ese|esa) (?!mi vida|dolor|sufrimiento)\w| de (?:emergencia|incendios|la autopista)\b)`,
    'estoy perdida y no veo salida',
  ),
  rule(
    'suicide',
    'concern',
    'soy-una-carga',
    String.raw`\bsoy (?:una|un) (?:carga|estorbo|peso muerto)\b(?! (?:de trabajo|economica)\b)|\bsolo (?:soy|doy) (?:problemas|una carga)\b`,
    'Siento que soy una carga para todos',
  ),
  rule(
    'suicide',
    'concern',
    'quiero-desaparecer',
    String.raw`\b(?:${WANT}|ojala pudiera)\s+(?:poder )?desaparecer\b(?! (?:del mapa )?(?:unos dias|una semana|un fin de semana|de vacaciones|un tiempo|un rato|del trabajo|de la oficina|de aqui|con|a|en|para siempre|de este mundo|del mundo)\b)`,
    'quiero desaparecer y que nadie me busque',
  ),
  rule(
    'suicide',
    'crisis',
    'cuantas-pastillas',
    String.raw`\bcuant[oa]s?\s+(?:\w+\s+){0,2}(?:${PILLS}|gotas|miligramos|mg|gramos)\b${gap(50)}\b(?:morir|morirme|matarme|matar a una persona|matar a alguien|matan|mata|no despertar|no despertarme|no volver a despertar|dormir para siempre|acabar con todo|mortal(?:es)?|letal(?:es)?|sobredosis|suicid\w*)\b`,
    'Como escorpio, ¿cuántas pastillas harían falta para no despertar?',
  ),
  rule(
    'suicide',
    'crisis',
    'dosis-letal',
    String.raw`\b(?:dosis|cantidad) (?:letal|mortal)\b`,
    'cuál es la dosis letal del paracetamol',
  ),
  rule(
    'suicide',
    'crisis',
    'guardando-pastillas',
    String.raw`\b(?:guardando|juntando|acumulando|ahorrando|escondiendo|guarde|junte|acumule|escondi|he guardado|he juntado|he acumulado)\s+(?:\w+\s+){0,2}${PILLS}\b(?!${gap(30)}\b(?:donar|donacion|farmacia|tirar|reciclar|viaje|viajar|caducad\w*)\b)`,
    'Yo llevo meses guardando pastillas por si acaso',
  ),
  rule(
    'suicide',
    'crisis',
    'tomarme-todas',
    String.raw`\b(?:${WANT}|voy a|vo a|pienso|pensando en|he pensado en|podria|deberia)\s+(?:tomarme|tragarme|beberme|tomar|tragar|beber)\s+(?:todas|toda|todo|todos|un bote|una caja|un frasco|un monton|el bote|la caja|el frasco|un blister)\b${gap(20)}\b${PILLS}\b|\b(?:tomarme|tragarme|tomar)\s+(?:las|mis|todas las|todas mis)\s+${PILLS}\s+(?:de golpe|de una vez|juntas|todas juntas)\b`,
    'Estoy pensando en tomarme todas las pastillas de mi madre',
  ),
  rule(
    'suicide',
    'crisis',
    'tomar-veneno',
    String.raw`\b(?:${WANT}|voy a|vo a|pienso|pensando en|he pensado en)\s+(?:tomarme|beberme|tomar|beber|tragar(?:me)?)\s+(?:\w+ )?${POISON}\b`,
    'voy a beberme la lejía',
  ),
  rule(
    'suicide',
    'crisis',
    'tirarme',
    String.raw`\b(?:tirarme|lanzarme|arrojarme|aventarme|botarme|me tiro|me lanzo|me arrojo|me aviento|me voy a tirar|me voy a lanzar|me voy a arrojar|me quiero tirar|me quiero lanzar)\s+(?:de|del|desde|por|bajo|delante del?|frente al?|a las|al|a la|debajo del?)\s+(?:(?:un|una|el|la|las|lo alto de|lo alto del|mi|este|esta|ese|esa)\s+)?${HEIGHT}\b`,
    'Me quiero tirar de un puente',
  ),
  rule(
    'suicide',
    'crisis',
    'saltar',
    String.raw`\b(?:${WANT}|voy a|vo a|pienso en|pensando en|pense en|he pensado en)\s+saltar\s+(?:de|del|desde|por|a las|al)\s+(?:(?:un|una|el|la|las|lo alto de|lo alto del|mi|este|esta)\s+)?${HEIGHT}\b(?!${gap(30)}\b(?:paracaidas|puenting|elastico|piscina|agua|rio|mar)\b)`,
    'he pensado en saltar desde la azotea',
  ),
  rule(
    'suicide',
    'crisis',
    'ahorcarme',
    String.raw`\b(?:ahorcarme|colgarme del cuello|colgarme de una (?:soga|cuerda|viga))\b|\b(?:soga|cuerda) para (?:ahorcarme|colgarme)\b`,
    'Ya compré una cuerda para ahorcarme',
  ),
  rule(
    'suicide',
    'crisis',
    'pegarme-un-tiro',
    String.raw`(?<!\bcon )\b(?:pegarme|darme|meterme|descerrajarme) un (?:tiro|balazo)\b(?! en el pie\b)|\bdispararme\b|\bme (?:voy a|quiero|pienso) (?:pegar|dar|meter) un (?:tiro|balazo)\b(?! en el pie\b)|\bvolarme (?:la cabeza|los sesos)\b`,
    'mi padre tiene una pistola y pienso pegarme un tiro',
  ),
  rule(
    'suicide',
    'crisis',
    'cortarme-las-venas',
    String.raw`\b(?:cortarme|abrirme|rajarme) las venas\b|\bme (?:voy a|quiero|pienso) (?:cortar|abrir) las venas\b|\bme (?:corte|he cortado) las venas\b`,
    'quiero cortarme las venas',
  ),
  rule(
    'suicide',
    'crisis',
    'mejor-momento-para-morir',
    String.raw`\b(?:mejor|buen|buena) (?:dia|momento|fecha|luna|transito|hora|ano|mes) (?:del ano |de la semana )?(?:para|pa) (?:morir|morirme|matarme|suicidarme|desaparecer|acabar con todo|irme de este mundo|dejar este mundo)\b`,
    '¿Según mi carta astral cuál es el mejor momento para irme de este mundo?',
  ),
  rule(
    'suicide',
    'crisis',
    'esta-noche',
    String.raw`\b(?:esta noche|hoy|manana|este fin de semana|el viernes|el sabado|el domingo)\b${gap(30)}\b(?:se acaba todo|se termina todo|acabo con todo|termino con todo|acabare con todo|terminare con todo|pongo fin a todo|pongo fin a mi vida|me despido para siempre|me mato|me suicido|me quito la vida|todo se acaba|todo termina|todo se termina)\b(?! (?:el|la|lo|los|las|de|del|que)\b)|\b(?:se acaba todo|acabo con todo|termino con todo|me mato|me suicido|me quito la vida)\s+(?:esta noche|hoy|manana|este fin de semana)\b`,
    'esta noche se acaba todo',
  ),
  rule(
    'suicide',
    'concern',
    'lo-hago-esta-noche',
    String.raw`\b(?:lo voy a hacer|voy a hacerlo|lo hare|lo hago)\s+(?:esta noche|hoy mismo|esta madrugada)\b`,
    'Ya está decidido, lo voy a hacer esta noche',
  ),
  rule(
    'suicide',
    'crisis',
    'ultimo-dia',
    String.raw`\bultim[oa] (?:dia|noche|semana) (?:de vida|con vida|en este mundo|en la tierra|que estoy viv[oa]|viv[oa])\b`,
    'hoy es mi último día con vida',
  ),
  rule(
    'suicide',
    'concern',
    'es-mi-ultimo-dia',
    String.raw`\b(?:es|sera|va a ser) (?:mi|el) ultim[oa] (?:dia|noche|mensaje)${CLAUSE_END}`,
    'Gracias por todo, hoy es mi último día.',
  ),
  rule(
    'suicide',
    'crisis',
    'carta-de-despedida',
    String.raw`\b(?:cartas?|notas?|mensajes?) (?:de despedida|de adios|de suicidio|suicidas?)\b${NOT_WORK_OR_EX}`,
    'Anoche escribí mi carta de despedida',
  ),
  rule(
    'suicide',
    'crisis',
    'cartas-a-mi-familia',
    String.raw`\b(?:escribi|he escrito|deje|he dejado|estoy escribiendo|ya tengo escritas?|les escribi|les deje)\s+(?:una |unas |las |mis )?cartas?\s+(?:a|para)\s+(?:(?:mi|mis|toda mi|cada uno de mis?) )?(?:familia|hijos|hijas|padres|madre|padre|hermanos|todos|cada uno|seres queridos|los que quiero|amigos)\b${NOT_FESTIVE}`,
    'ya escribí cartas a mi familia',
  ),
  rule(
    'suicide',
    'crisis',
    'despedida-para-siempre',
    String.raw`\b(?:me despido|me estoy despidiendo|despedirme|me quiero despedir|me vengo a despedir)\b${NOT_LEAVING_SOMEONE}${gap(30)}\b(?:para siempre|de la vida|de este mundo|antes de (?:irme para siempre|hacerlo|morir|matarme|que sea tarde)|por ultima vez)\b`,
    'Me despido de todos para siempre',
  ),
  rule(
    'suicide',
    'concern',
    'me-estoy-despidiendo',
    String.raw`\bme estoy despidiendo\b(?! de (?:mi|la|el|los|las) (?:ciudad|casa|trabajo|piso|pais|barrio|oficina|vida de soltera)\b)|\besto es (?:un|mi) (?:adios|despedida)\b`,
    'me estoy despidiendo de la gente que quiero',
  ),
  rule(
    'suicide',
    'crisis',
    'regalando-ya-no-necesito',
    String.raw`\b(?:regalando|regale|repartiendo|he regalado|he repartido|regalar) (?:todas )?(?:mis cosas|mis pertenencias|todo lo que tengo|todo)\b${gap(30)}\bya no (?:las|los|lo|la|me) (?:voy a necesitar|necesitare|hacen falta|haran falta|van a hacer falta)\b`,
    'estoy regalando mis cosas, ya no las voy a necesitar',
  ),
  rule(
    'suicide',
    'concern',
    'regalando-mis-cosas',
    String.raw`\b(?:regalando|regale|repartiendo|he regalado|he repartido|regalar) (?:todas )?(?:mis cosas|mis pertenencias|todo lo que tengo|mis mascotas?|mi gato|mi perro|todas mis cosas)\b(?!${gap(40)}\b(?:mudo|mudanza|mudarme|minimalis\w*|limpieza|vender|espacio|orden|ordenar)\b)`,
    'He empezado a regalar mis cosas a mis amigas',
  ),
  rule(
    'suicide',
    'concern',
    'no-creo-seguir-vivo',
    String.raw`(?<!\b(?:sueldo|dinero|trabajo|curro|examenes|calor|jefe|clases|reuniones|facturas)\b${gap(40)})\bno (?:creo|se si|pienso) (?:que |q |k )?(?:siga|vaya a seguir|vaya a estar|este|llegue|vaya a llegar|llegare) viv[oa]\b(?!${gap(50)}\b(?:sueldo|dinero|trabajo|curro|examenes|calor|jefe|clases|reuniones|tanto \w+)\b)|(?<!\b(?:sueldo|dinero|trabajo|curro|examenes|calor|jefe|clases|reuniones|facturas)\b${gap(40)})\bno (?:voy a llegar|llegare) viv[oa] (?:a|al|hasta)\b(?!${gap(50)}\b(?:sueldo|dinero|trabajo|curro|examenes|calor|jefe|clases|reuniones|tanto \w+)\b)`,
    'no creo que siga viva para Navidad',
  ),
  rule(
    'suicide',
    'crisis',
    'plan-y-muerte',
    String.raw`\b${PLAN_MADE}\b${span(60)}\b${DEATH_OF_SELF}\b|\b${DEATH_OF_SELF}\b${span(60)}\b${PLAN_MADE}\b`,
    'no creo q llegue viva al finde, ya lo tengo decidido',
  ),
  rule(
    'suicide',
    'crisis',
    'no-pienso-sobrevivir',
    String.raw`\bno (?:pienso|planeo|pretendo|tengo intencion de|tengo pensado|${QUIERO}) sobrevivir\b|\bsobrevivir\b${span(60)}\bno (?:pienso|planeo|pretendo|tengo intencion de|tengo pensado) (?:hacerlo|sobrevivir(?:la|lo)?)${CLAUSE_END}`,
    '¿mi horóscopo dice si voy a sobrevivir el mes? xq yo no pienso hacerlo',
  ),
  rule(
    'suicide',
    'concern',
    'ya-no-voy-a-necesitar',
    String.raw`\bya no (?:voy a necesitar|vo a necesitar|necesitare|me va a hacer falta|me van a hacer falta|me hara falta|me haran falta) (?:mis cosas|mi ropa|mis pertenencias|mis ahorros|mis libros|nada de esto|nada de lo que tengo|ninguna de mis cosas|mis mascotas|ninguna prediccion|mas predicciones)\b`,
    'ya no voy a necesitar mis cosas, que se las queden',
  ),
  rule(
    'suicide',
    'concern',
    'esta-noche-lo-hago',
    String.raw`\b${PLAN_MADE}\b${span(40)}\b(?:esta noche|esta madrugada|hoy|hoy mismo|manana|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)) (?:lo hago|lo voy a hacer|voy a hacerlo|lo hare)${CLAUSE_END}|\b(?:esta noche|esta madrugada|hoy mismo) lo (?:hago|hare)\b${span(40)}\b(?:${PLAN_MADE}|adios|perdon(?:enme)?)\b`,
    'ya está decidido, esta noche lo hago',
  ),
  rule(
    'suicide',
    'crisis',
    'despues-de-acabo-con-todo',
    String.raw`\b(?:despues de|despues del|tras|antes de|antes del|cuando (?:pase|acabe|termine|llegue)|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|la semana que viene|el mes que viene|en (?:unos|pocos|dos|tres) dias|este (?:mes|finde|fin de semana))\b${gap(30)}\b(?:acabo con todo|termino con todo|me mato|me suicido|me quito la vida|pongo fin a (?:todo|mi vida)|me despido para siempre)\b(?! (?:el|la|lo|los|las|de|del|que|esto|eso)\b)|\bme (?:quito|quitare|quitaria|voy a quitar|pienso quitar) la vida\b`,
    'después de Navidad acabo con todo',
  ),
  rule(
    'suicide',
    'crisis',
    'en-la-azotea-voy-a-saltar',
    String.raw`\b${STANDING_ON} ${HEIGHT}\b${span(50)}\b(?:voy a|vo a|quiero|pienso|me voy a|me quiero|estoy por|a punto de) (?:saltar|tirarme|lanzarme|arrojarme|aventarme|dejarme caer|tirar|lanzar)\b(?!${gap(40)}\b(?:paracaidas|puenting|piscina|agua|rio|mar|elastico|comba|siesta|rato|sofa|cama|dormir|basura|foto|fotos|una foto)\b)`,
    'estoy arriba del puente y voy a saltar',
  ),
  rule(
    'suicide',
    'crisis',
    'me-las-voy-a-tomar-todas',
    String.raw`\b${PILLS}\b${span(60)}\b(?:me (?:las|los) (?:voy a|vo a|pienso|quiero) tomar|voy a tomarmel[ao]s|tomarmel[ao]s|me (?:las|los) tomo|me (?:las|los) tomare|me (?:las|los) trago|me (?:las|los) voy a tragar) tod[oa]s\b`,
    'tengo escondidos los somníferos de mi abuela, me los voy a tomar todos',
  ),
  rule(
    'suicide',
    'concern',
    'pastillas-guardadas',
    String.raw`\b(?:tengo|tenia|ya tengo|llevo)\s+(?:(?:las|los|unas|unos|mis|\d+|muchas|muchos|varias|varios|suficientes)\s+)?${PILLS}\s+(?:(?:de|del) (?:\w+ ){0,2})?(?:guardad|escondid|acumulad|juntad|contad|ahorrad)[oa]s\b(?!${gap(30)}\b(?:viaje|viajar|caducad\w*|donar|farmacia|reciclar|para que no)\b)|\b(?:tengo|tenia|ya tengo) (?:guardad|escondid|acumulad|juntad|contad|ahorrad)[oa]s\s+(?:(?:las|los|unas|unos|mis|\d+|muchas|muchos|varias|varios|suficientes)\s+)?${PILLS}\b(?!${gap(30)}\b(?:viaje|viajar|caducad\w*|donar|farmacia|reciclar|para que no)\b)`,
    'tengo las pastillas contadas para esta noche',
  ),
  rule(
    'suicide',
    'crisis',
    'cuantos-harian-falta',
    String.raw`\b(?:cuant[oa]s?|que cantidad de|desde que altura|a que altura|que altura)\b(?! (?:anos|tiempo|dias|meses|vidas|horas|semanas)\b)${gap(50)}\b(?:para|pa|hasta) (?:morir(?:me)?|matarme|no despertar(?:me)?|no volver a despertar(?:me)?|suicidarme|quitarme la vida|que sea mortal|matar a una persona|dormir para siempre)\b`,
    '¿cuántos pisos harían falta para morir seguro?',
  ),
  rule(
    'suicide',
    'crisis',
    'dia-mejor-para-morir',
    String.raw`\b(?:dia|momento|fecha|luna|transito|hora|noche|semana|mes|ano|fase lunar|eclipse)\b${gap(25)}\b(?:mejor|ideal|perfect[oa]|propici[oa]|adecuad[oa]|indicad[oa]|buen[oa]?|favorable|conveniente)\b${gap(15)}\b(?:para|pa) (?:morir(?:me)?|matarme|suicidarme|quitarme la vida|acabar con (?:todo|mi vida)|irme de este mundo|dejar este mundo|desaparecer para siempre|despedirme para siempre)\b|\bque (?:dia|noche|fecha) (?:me conviene|deberia|debo|puedo) (?:morir(?:me)?|matarme|suicidarme)\b`,
    '¿qué día es mejor para morir según mi carta?',
  ),
  rule(
    'suicide',
    'concern',
    'arma-cargada',
    String.raw`\b(?:tengo|tenia|llevo|he cogido|cogi|agarre|encontre|tengo a mano)\b${gap(30)}\b(?:pistola|arma|revolver|escopeta|rifle)\b${gap(30)}\bcargad[oa]\b|\b(?:pistola|arma|revolver|escopeta) cargad[oa]\b${gap(40)}\b(?:para mi|en la mano|en mi mano|la voy a usar|usarla conmigo|hoy|esta noche)\b`,
    'tengo la pistola de mi padre cargada en el cajón y hoy la voy a usar',
  ),
  rule(
    'suicide',
    'crisis',
    'me-despedi-y-ultima',
    String.raw`\b${FAREWELL_DONE}\b${across(120)}\b(?:(?:una|mi|la) ultima (?:lectura|consulta|tirada|vez|conversacion|mensaje|carta)|(?:deje|he dejado|les deje|escribi|he escrito) (?:una |unas |mi |mis |las )?cartas?|para siempre|no me busquen|perdon(?:enme)?)\b`,
    'ya me despedí de todos, solo quería una última lectura',
  ),
  rule(
    'suicide',
    'concern',
    'ya-me-despedi',
    String.raw`\b${FAREWELL_DONE}\b(?!${across(80)}\b${EVERYDAY_TRIP}\b)`,
    'Ya me despedí de mi familia.',
  ),
  rule(
    'suicide',
    'concern',
    'regale-a-mi-perro',
    String.raw`(?<!\b(?:le|les) )\b(?:regale|he regalado|di en adopcion|he dado en adopcion|estoy regalando) a mi (?:perro|perrita|perrito|gato|gatita|gatito|mascota|perra|gata)\b(?!${gap(60)}\b(?:${EVERYDAY_TRIP}|alergi\w*|no puedo cuidarl[oa]|piso pequeno|espacio|jardin)\b)`,
    'regalé a mi perro y a mi gato, ya no los voy a necesitar',
  ),
  rule(
    'suicide',
    'crisis',
    'serian-mas-felices-sin-mi',
    String.raw`\b(?:serian|estarian|vivirian|estaran|seran) (?:todos )?(?:mucho )?(?:mas felices|mejor|mas tranquil[oa]s|en paz|mas libres)\b${gap(15)}\bsin mi${CLAUSE_END}|\bsin mi\b${gap(20)}\b(?:estarian|serian|vivirian|les iria|estaran|seran) (?:todos )?(?:mucho )?(?:mejor|mas felices|mas tranquil[oa]s|en paz)${CLAUSE_END}`,
    'todos serían más felices sin mí',
  ),
  rule(
    'suicide',
    'concern',
    'les-arruino-la-vida',
    String.raw`\b(?:les|le) (?:arruino|amargo|complico|destrozo|hago imposible) la vida (?:a todos|a mi familia|a mis padres|a mis hijos|a todo el mundo)\b|\bsoy (?:un lastre|un problema|una molestia) para (?:todos|todo el mundo|mi familia|mis padres|mis hijos)\b`,
    'solo les amargo la vida a todos',
  ),
];

const SELF_HARM_PHRASES: readonly CrisisPhrase[] = [
  rule(
    'self-harm',
    'crisis',
    'autolesion',
    String.raw`\bauto ?lesi\w*|\bauto ?mutil\w*|\bautoagresi\w*|\b(?:hago|hacia|hacer|hice) cutting\b`,
    'Tengo un problema con las autolesiones desde los quince',
  ),
  rule(
    'self-harm',
    'crisis',
    'quiero-cortarme',
    String.raw`(?<!\bno )\b(?:${WANT}|voy a|vo a|vuelvo a|volvi a|he vuelto a|volver a|sigo|segui|pienso en|pensando en|impulso de|impulsos de|la urgencia de|no puedo dejar de|deje de|dejar de|intento no|recai|he recaido|otra vez|de nuevo|cada noche|todas las noches|a escondidas|para|con (?:una|la|las) (?:cuchillas?|navaja|hoja de afeitar|tijeras|cutter))\b${gap(12)}\b${SELF_HARM}\b${NOT_EVERYDAY}`,
    'Tengo muchas ganas de cortarme otra vez',
  ),
  rule(
    'self-harm',
    'crisis',
    'me-vuelvo-a-cortar',
    String.raw`\bme (?:vuelvo|volvi|he vuelto|volvere) a (?:cortar|quemar|lastimar|hacer dano|hacer cortes)\b${NOT_EVERYDAY}|\b(?:me estoy cortando|me sigo cortando|me corto|me he estado cortando|me estoy haciendo cortes|me estoy quemando|me sigo haciendo dano|me estoy haciendo dano)\b${NOT_EVERYDAY}${gap(15)}\b(?:otra vez|de nuevo|cada (?:noche|dia|vez que)|todas las noches|todos los dias|a escondidas|cuando (?:estoy|me siento)|para (?:sentir|aliviar|calmarme|no sentir))\b`,
    'me estoy cortando otra vez',
  ),
  rule(
    'self-harm',
    'crisis',
    'me-he-estado-cortando',
    String.raw`\bme he estado (?:cortando|quemando|lastimando|haciendo dano|haciendo cortes)\b${NOT_EVERYDAY}|\bme (?:pego|golpeo|doy golpes|doy punetazos) a mi mism[oa]\b`,
    'me he estado cortando y nadie lo sabe',
  ),
  rule(
    'self-harm',
    'crisis',
    'me-corto-los-brazos',
    String.raw`\b(?:me corto|me corte|me quemo|me queme|me estoy cortando|me he cortado|me hago cortes en)\s+(?:los |las |mis )?(?:brazos|munecas|piernas|muslos|antebrazos)\b`,
    'me corto los brazos cuando me siento así',
  ),
  rule(
    'self-harm',
    'crisis',
    'hacerme-dano-a-proposito',
    String.raw`\b(?:me (?:hago|hice|he hecho|estoy haciendo)|h?acerme|haciendome) (?:dano|cortes|heridas|quemaduras) (?:a (?:mi mism[oa]|proposito)|adrede|aposta|queriendo|para (?:sentir|castigarme|calmarme|no sentir|aliviar)|cuando (?:estoy|me siento))\b`,
    'Me hago daño a propósito cuando me siento vacía',
  ),
  rule(
    'self-harm',
    'crisis',
    'quemarme-con-cigarros',
    String.raw`\b(?:me (?:quemo|queme|quemaba)|quemarme|quemandome)\s+(?:\w+\s+){0,2}con (?:cigarros?|cigarrillos?|el mechero|un mechero|mecheros|un encendedor|el encendedor|cerillas|fosforos)\b`,
    'a veces me quemo el brazo con cigarrillos',
  ),
  rule(
    'self-harm',
    'crisis',
    'golpearme-contra-la-pared',
    String.raw`\b(?:golpearme|me golpeo|me doy golpes|darme golpes|me di golpes|me doy cabezazos|darme cabezazos)\s+(?:la cabeza )?contra (?:la pared|las paredes|el suelo|la mesa|el espejo)\b`,
    'cuando me enfado me doy golpes contra la pared hasta sangrar',
  ),
  rule(
    'self-harm',
    'crisis',
    'hasta-sangrar',
    String.raw`\bme (?:rasco|araño|arano|muerdo|pellizco|golpeo|corto)\b${gap(20)}\bhasta (?:sangrar|hacerme sangre|que sangra|que me sale sangre)\b`,
    'me araño la piel hasta sangrar',
  ),
  rule(
    'self-harm',
    'crisis',
    'castigarme',
    String.raw`\bme castigo (?:sin comer|cortandome|golpeandome|quemandome|haciendome dano)\b|\b(?:dejo|deje|dejar) de comer para castigarme\b`,
    'me castigo sin comer cuando fallo',
  ),
  rule(
    'self-harm',
    'crisis',
    'cicatrices-que-me-hice',
    String.raw`\b(?:cortes|cicatrices|marcas|heridas|quemaduras)\b${gap(25)}\b(?:que me (?:hice|hago|he hecho)|de cortarme|de las cuchillas)\b`,
    'tengo cicatrices en las piernas que me hice yo',
  ),
  rule(
    'self-harm',
    'concern',
    'escondo-los-cortes',
    String.raw`\b(?:escondo|esconder|escondiendo|tapo|tapar|taparme|oculto|ocultar)\b${gap(20)}\b(?:los cortes|mis cortes|las cicatrices|mis cicatrices|las marcas de los brazos)\b`,
    'Llevo manga larga en verano para esconder los cortes',
  ),
  rule(
    'self-harm',
    'concern',
    'antes-me-cortaba',
    String.raw`\bme (?:cortaba|quemaba|lastimaba|autolesionaba)\b(?! (?:el|la|los|las) (?!${BODY}\b))|\bme hacia dano (?:a mi mism[oa]|a proposito)\b`,
    'de adolescente me cortaba y ahora vuelvo a pensar en ello',
  ),
  rule(
    'self-harm',
    'crisis',
    'me-apago-cigarros',
    String.raw`\bme (?:apago|apague|apagaba) (?:los |el |un |mis )?(?:cigarros?|cigarrillos?|pitillos?|puchos?|colillas?) (?:en|sobre) (?:el |la |los |las |mi |mis )?${BODY}\b|\bapagarme (?:los |el )?(?:cigarros?|cigarrillos?|puchos?) en\b|\b(?:me (?:quemo|queme|quemaba)|quemarme|quemandome)\s+(?:\w+\s+){0,2}con (?:el|la|un|una|los|mi) (?:cigarros?|cigarrillos?|pitillos?|puchos?|mechero|encendedor|cerillas?|fosforos?)\b`,
    'me quemo con el mechero cuando estoy ansiosa',
  ),
  rule(
    'self-harm',
    'crisis',
    'me-corte-otra-vez',
    String.raw`\bme (?:corte|he cortado|queme|he quemado|lastime|he lastimado|hice dano|he hecho dano|hice cortes|he hecho cortes|autolesione|golpee|he vuelto a cortar|volvi a cortar)\b(?: (?:anoche|ayer|hoy|esta manana|esta noche))? (?:otra vez|de nuevo|una vez mas|nuevamente)\b(?!${gap(30)}\b(?:dedo|cocin\w*|papel|folio|cuchillo de cocina|afeit\w*|depil\w*|pelo|flequillo|unas|sol|plancha|horno|sarten|aceite|cafe|jugando|accidente|sin querer|tobillo|rodilla|pie|espalda|gimnasio|entrenando|lengua)\b)`,
    'me corté otra vez anoche',
  ),
  rule(
    'self-harm',
    'crisis',
    'me-estoy-lastimando',
    String.raw`\b(?:me (?:estoy|sigo|he estado|paso el dia) (?:cortando|quemando|lastimando|golpeando|haciendo dano|haciendo cortes|autolesionando|aranando|pellizcando|mordiendo)|(?:estoy|sigo|ando|llevo \w+(?: \w+)?) (?:cortandome|quemandome|lastimandome|golpeandome|haciendome dano|haciendome cortes|autolesionandome|aranandome))\b${gap(25)}\b(?:todos los dias|cada dia|cada noche|todas las noches|a diario|no puedo parar|no puedo dejar de hacerlo|no consigo parar|a escondidas|otra vez|de nuevo)\b(?!${gap(30)}\b(?:sol|playa|piscina|cocin\w*|gimnasio|entren\w*|trabaj\w*|corr\w*|jugando|futbol|deporte|puerta|mueble)\b)`,
    'me estoy lastimando todos los días y no puedo parar',
  ),
];

const ABUSE: readonly CrisisPhrase[] = [
  rule(
    'abuse',
    'crisis',
    'mi-pareja-me-pega',
    String.raw`\b${MY_RELATIVE}\b${gap(25)}\bme ${HITS}\b${NOT_A_BLOW}|\b(?:el|ella) me ${HITS}\b${NOT_A_BLOW}`,
    'Mi pareja me pega cuando bebe',
  ),
  rule(
    'abuse',
    'crisis',
    'me-pega-mi-marido',
    String.raw`\bme (?:pega|pegaba|golpea|golpeaba|maltrata|maltrataba|pegan|maltratan)\s+(?:\w+\s+)?${MY_RELATIVE}\b`,
    'Me pega mi marido y no sé a quién contarlo',
  ),
  rule(
    'abuse',
    'crisis',
    'le-pega-a-mi-madre',
    String.raw`\b${MY_RELATIVE}\b${gap(20)}\b(?:le|les) (?:pega|pego|pegaba|golpea|golpeo|golpeaba|maltrata|maltrataba) a (?:mi|mis) ${RELATIVE}\b`,
    'mi padrastro le pega a mi madre y a mí me da miedo',
  ),
  rule(
    'abuse',
    'crisis',
    'me-pegan-en-casa',
    String.raw`\bme (?:pegan|golpean|maltratan|pegaban|golpeaban|maltrataban) (?:en casa|en mi casa|todos los dias|a diario|cada dia|siempre|cuando)\b`,
    'en mi casa me pegan cuando saco malas notas, me pegan todos los días',
  ),
  rule(
    'abuse',
    'crisis',
    'mano-encima',
    String.raw`\bme (?:ha puesto|puso|pone|ponia|volvio a poner) (?:la )?mano encima\b|\b${MY_RELATIVE}\b${gap(25)}\bme (?:dejo|deja|ha dejado|dejaba) (?:moretones|moratones|marcas|hematomas|cardenales|el ojo morado|un ojo morado|la cara marcada)\b|\bme tiene (?:encerrad[oa]|secuestrad[oa]|amenazad[oa])\b`,
    'Mi pareja me ha puesto la mano encima otra vez',
  ),
  rule(
    'abuse',
    'crisis',
    'me-toca',
    String.raw`\b${MY_RELATIVE}\b${gap(15)}\bme (?:toca|tocaba|toco)\b(?! (?:(?:la|el|los|las|una|un) )?(?:moral|fibra|guitarra|piano|cancion|canciones|musica|puerta|timbre|turno|loteria|narices|pelotas|huevos|corazon|alma)\b)(?=${gap(30)}\b(?:cuando|noche|noches|sol[oa]s?|mis partes|partes intimas|no quiero|me da asco|abajo|pechos?|duermo|mi cuerpo|debajo de la ropa|tengo (?:\d+|once|doce|trece|catorce|quince|diez|nueve|ocho) anos)\b)`,
    'mi padrastro me toca cuando mi madre no está, tengo catorce años',
  ),
  rule(
    'abuse',
    'crisis',
    'miedo-de-que-me-mate',
    String.raw`\bmiedo (?:de |a )?que (?:me mate|me pegue|me vuelva a pegar|me haga dano|me mate a mi|mate a mis hijos|me viole)\b`,
    'tengo miedo de que me mate si le dejo',
  ),
  rule(
    'abuse',
    'crisis',
    'violencia-domestica',
    String.raw`\bviolencia (?:domestica|de genero|machista|intrafamiliar|familiar|sexual|en la pareja)\b|\b(?:sufr\w*|victima de|vivo con) (?:de )?(?:maltrato|malos tratos|violencia|abusos?)\b`,
    'creo que sufro violencia de género y no sé qué hacer',
  ),
  rule(
    'abuse',
    'crisis',
    'me-amenazo-con-matarme',
    String.raw`\b(?:me )?amenaz\w* (?:con|de) (?:matarme|muerte|pegarme|hacerme dano|quitarme a mis hijos|quitarme los ninos|pegarme un tiro|matar a mis)\b|\bamenazas? de muerte\b|\b(?:dice|dijo|ha dicho|me dice|me dijo|me grito|jura|juro) que (?:me va a matar|me mata|me matara|va a matarme|me iba a matar|iba a matarme)\b(?! (?:a (?:cosquillas|besos|abrazos|disgustos|sustos)|de (?:risa|la risa|un disgusto|un susto))\b)`,
    'Mi marido me amenazó con matarme si me voy',
  ),
  rule(
    'abuse',
    'crisis',
    'intento-matarme',
    String.raw`\b(?:intento|trato de|quiso|ha intentado|intentaron) (?:matarme|ahogarme|estrangularme|asfixiarme|atropellarme|violarme|apunalarme)\b`,
    'anoche mi ex intentó estrangularme',
  ),
  rule(
    'abuse',
    'crisis',
    'miedo-de-volver-a-casa',
    String.raw`\b(?:tengo|me da|siento|tenemos) (?:mucho |muchisimo |pavor |panico )?(?:miedo|terror|panico|pavor) (?:de|a) (?:volver|regresar|ir|llegar|estar) (?:a |en )?(?:casa|mi casa)\b`,
    'Tengo miedo de volver a casa',
  ),
  rule(
    'abuse',
    'crisis',
    'miedo-de-mi-pareja',
    String.raw`\b(?:tengo|siento|le tengo) (?:mucho |muchisimo )?(?:miedo|terror|panico|pavor) (?:de|a) (?:mi|mis) ${CLOSE}\b|\bme da (?:mucho |muchisimo )?(?:miedo|terror|panico|pavor) (?:mi|mis) ${CLOSE}\b`,
    '¿Por qué tengo tanto miedo? Le tengo miedo a mi marido desde la boda',
  ),
  rule(
    'abuse',
    'concern',
    'le-tengo-miedo',
    String.raw`\ble tengo (?:mucho |muchisimo )?miedo${CLAUSE_END}|\btengo (?:mucho |muchisimo )?miedo de el${CLAUSE_END}`,
    'Ya no sé qué hacer, le tengo miedo.',
  ),
  rule(
    'abuse',
    'crisis',
    'no-estoy-segura-en-casa',
    String.raw`\bno (?:estoy|me siento|estamos) (?:segur[oa]s?|a salvo|tranquil[oa]) en (?:mi |esta |nuestra )?(?:propia )?casa\b`,
    'no me siento segura en mi propia casa',
  ),
  rule(
    'abuse',
    'crisis',
    'me-violaron',
    String.raw`\bme (?:violo|violaron|han violado|ha violado|intento violar|intentaron violar|quiso violar|manosea|manoseaba|manoseo)\b|\bfui violad[oa]\b|\babus(?:o|a|aba|aron|an|ado|ando|aba) (?:sexualmente )?de mi\b(?! (?:confianza|paciencia|bondad|tiempo|generosidad|buena fe|amabilidad|ingenuidad|dinero|carino|amistad|nobleza|buen corazon|buena voluntad|credulidad|situacion|debilidad|tarjeta)\b)`,
    'Me violaron hace un año y no se lo he contado a nadie',
  ),
  rule(
    'abuse',
    'crisis',
    'abuso-sexual',
    String.raw`\babusos? sexual(?:es)?\b|\bagresion sexual\b|\bviolacion\b(?! de (?:derechos|la ley|las normas|contrato|datos|la privacidad|privacidad|la intimidad|un acuerdo|las reglas)\b)`,
    'sufrí abuso sexual de niña y sigo teniendo pesadillas',
  ),
  rule(
    'abuse',
    'crisis',
    'me-obliga',
    String.raw`\bme (?:obliga|obligo|obligaba|fuerza|forzo|forzaba|ha obligado|ha forzado) a (?:tener (?:sexo|relaciones)|acostarme|hacer cosas que no quiero|desnudarme)\b|\bme toca(?:ba)? sin (?:mi )?permiso\b`,
    'mi novio me obliga a tener sexo aunque le digo que no',
  ),
  rule(
    'abuse',
    'crisis',
    'me-forzo',
    String.raw`\b${MY_RELATIVE}\b${gap(20)}\bme (?:forzo|ha forzado|forzaba|violento|ha violentado)\b(?!\s+(?:a (?!tener|acostarme|hacer cosas|desnudarme)\w|(?:la|el) (?:puerta|cerradura|coche|candado|taquilla|maleta)\b))`,
    'Anoche mi novio me forzó y no sé qué hacer',
  ),
  rule(
    'abuse',
    'crisis',
    'relacion-abusiva',
    String.raw`\b(?:relacion|pareja|marido|esposo|novio|novia|padre|madre|padrastro|hogar|familia) (?:abusiv[oa]|maltratador[a]?|violent[oa])\b|\bmi maltratador\b`,
    'Estoy en una relación abusiva y no sé cómo salir',
  ),
  rule(
    'abuse',
    'concern',
    'me-hace-dano',
    String.raw`\b${MY_RELATIVE}\b${gap(20)}\bme (?:hace|hizo|ha hecho) (?:mucho )?dano\b|\b${MY_RELATIVE}\b${gap(20)}\bme (?:lastima|lastimo|ha lastimado)\b`,
    'Mi novio me hace daño y luego me pide perdón',
  ),
  rule(
    'abuse',
    'concern',
    'no-me-deja-salir',
    String.raw`\bno me deja (?:salir de casa|salir sola|ver a mi familia|ver a mis amigas|ver a mis amigos|tener amigos|trabajar|tener movil|usar el movil)\b|\bme (?:revisa|controla|quita) el (?:movil|telefono|celular|dinero)\b`,
    'mi marido no me deja salir de casa sin él',
  ),
  rule(
    'abuse',
    'concern',
    'me-acosa',
    String.raw`\b${MY_RELATIVE}\b${gap(20)}\bme (?:acosa|acosaba|persigue|sigue a todas partes|espia|vigila)\b`,
    'mi ex me acosa y aparece en mi trabajo',
  ),
  rule(
    'abuse',
    'crisis',
    'amenaza-con-hacer-dano',
    String.raw`\bamenaz\w* (?:con|de) (?:hacer(?:le|les|me|nos)? (?:dano|algo)|lastimar\w*|pegar(?:le|les|nos)|matar(?:l[oa]s?|les|nos)?|llevarse a (?:mis|los|las|mi)\b${gap(30)}\b(?:hacer(?:les|le)? (?:dano|algo)|no (?:volver|vuelva)|matar\w*))\b|\b(?:dice|dijo|me dice|me dijo|jura|juro|me grito) que (?:les|le|nos) va a (?:hacer dano|hacer algo|pegar|matar|lastimar) a (?:mis|mi|los|las|nuestros)\b`,
    'mi ex me amenaza con hacerles daño a mis hijos',
  ),
  rule(
    'abuse',
    'concern',
    'me-quito-el-movil',
    String.raw`\bmi (?:pareja|marido|esposo|esposa|novio|novia|ex|mujer|pololo|polola)\b${gap(25)}\bme (?:quito|ha quitado|quitaba|rompio|ha roto|escondio|escondia|reviso|revisaba) (?:el|los|las|mi|mis) (?:movil|telefono|celular|cel|dinero|pasaporte|dni|documentos|llaves|tarjetas?)\b`,
    'mi novio me quitó el celular y no me deja salir',
  ),
  rule(
    'abuse',
    'concern',
    'me-toca-un-familiar',
    String.raw`(?<!\ba )\bmi (?:padrastro|tio|abuelo|primo|hermanastro|vecino|entrenador|profesor|profe|cunado|suegro|padre|papa|hermano|hermano mayor|madrastra|jefe)\b${gap(10)}\bme (?:toca|tocaba|toco|manosea|manoseaba|mete mano|metia mano|acaricia|acariciaba)\b(?! (?:a mi|(?:el|la|los|las) (?:turno|guitarra|piano|cancion|canciones|musica|puerta|timbre|pelo|hombro|espalda|cabeza|moral|fibra)|(?:la|el) \w+|\w+(?:ar|er|ir))\b)`,
    'mi tío me toca y no sé a quién decírselo',
  ),
  rule(
    'abuse',
    'crisis',
    'me-toca-siendo-menor',
    String.raw`\bmi (?:padrastro|tio|abuelo|primo|hermanastro|vecino|entrenador|profesor|profe|cunado|suegro|padre|papa|hermano|madrastra)\b${gap(10)}\bme (?:toca|tocaba|toco|manosea|manoseaba|mete mano|metia mano)\b${gap(40)}\b(?:tengo (?:\d+|once|doce|trece|catorce|quince|diez|nueve|ocho) anos|cuando (?:estoy|estamos|me quedo|nos quedamos) sol[oa]s?|cuando (?:mi madre|mi mama|mi padre|nadie) no esta)\b`,
    'mi padrastro me toca y tengo 12 años',
  ),
  rule(
    'abuse',
    'crisis',
    'me-apreto-el-cuello',
    String.raw`\b(?:${MY_RELATIVE}|el|ella)\b${gap(25)}\bme (?:apreto|aprieta|apretaba|agarro|agarra|agarraba|cogio|coge|cogia|tomo|sujeto|sujeta) (?:fuerte )?(?:del|el|por el) cuello\b(?! (?:de la camisa|del abrigo|de la chaqueta)\b)|\bme (?:puso|pone|ponia) las manos (?:en el|alrededor del) cuello\b`,
    'mi pareja me apretó el cuello anoche',
  ),
];

const MEDICAL: readonly CrisisPhrase[] = [
  rule(
    'medical',
    'crisis',
    'dolor-en-el-pecho',
    String.raw`\b(?:dolor|dolores|punzada|pinchazo|pinchazos) (?:muy )?(?:fuerte |intenso |horrible )?(?:en el|de|del) pecho\b|\bme duele\b${gap(30)}\bel pecho\b`,
    'Tengo un dolor fuerte en el pecho y se me duerme el brazo izquierdo',
  ),
  rule(
    'medical',
    'concern',
    'opresion-en-el-pecho',
    String.raw`\b(?:presion|opresion) (?:fuerte )?en el pecho\b|\bme (?:cuesta|cuesta mucho) respirar\b|\bme falta el aire\b`,
    'siento opresión en el pecho y me falta el aire',
  ),
  rule(
    'medical',
    'crisis',
    'no-puedo-respirar',
    String.raw`\bno (?:puedo|consigo|logro|puede|consigue|podemos) respirar\b(?! (?:sin|de la risa|tranquil\w+|bien por la nariz)\b)|\b(?:no respira|ha dejado de respirar|dejo de respirar|ya no respira)\b|\b(?:tiene|se le ponen|se le estan poniendo) los labios (?:morados|azules)\b`,
    '¡No puedo respirar!',
  ),
  rule(
    'medical',
    'crisis',
    'infarto-ictus',
    String.raw`\b(?:me esta dando|le esta dando|esta teniendo|estoy teniendo|acaba de (?:darle|darme|tener)|le ha dado|me ha dado|creo que (?:tengo|tiene|es|le da|me da|me esta dando|le esta dando|estoy teniendo|esta teniendo|le ha dado|me ha dado))\s+(?:un |una )?(?:infarto|ataque al corazon|ataque cardiaco|paro cardiaco|ictus|derrame(?: cerebral)?|embolia|accidente cerebrovascular)\b`,
    'Creo que le está dando un ictus a mi abuela',
  ),
  rule(
    'medical',
    'crisis',
    'cara-torcida',
    String.raw`\bse le (?:ha )?(?:torcido|caido|dormido|paralizado) (?:la cara|la boca|media cara|medio cuerpo|un lado de la cara)\b|\btiene (?:la cara|la boca) (?:torcida|caida|paralizada)\b|\b(?:habla|hablando|esta hablando) (?:raro y )?arrastrando las palabras\b`,
    'a mi padre se le ha torcido la boca y habla arrastrando las palabras',
  ),
  rule(
    'medical',
    'crisis',
    'sobredosis',
    String.raw`\bsobredosis\b(?! de (?:informacion|azucar|amor|series|cafe|cafeina|trabajo|chocolate|drama|emociones|energia|romanticismo|realidad|positividad|netflix|redes|memes|ternura|dulce|felicidad|noticias|estimulos|compras|astrologia|horoscopos)\b)`,
    'creo que mi hermano tiene una sobredosis',
  ),
  rule(
    'medical',
    'crisis',
    'me-tome-demasiadas-pastillas',
    String.raw`\b(?:me tome|me he tomado|me trague|me he tragado|se tomo|se ha tomado|se trago|se ha tragado|ingeri|ingirio|tome|trague|he tomado|ha tomado)\s+(?:(?:como |unas |unos |mas de |casi )?(?:\d+|diez|quince|veinte|treinta|cuarenta|cincuenta|cien)|demasiad[oa]s?|much[oa]s?|tod[oa]s (?:las |los |mis )?|toda la caja de|todo el bote de|un bote(?: entero)? de|una caja(?: entera)? de|un frasco(?: entero)? de|un blister(?: entero)? de|un monton de|el doble de|varias cajas de|(?:el|la) (?:bote|caja|frasco|blister|tableta)(?: enter[oa])? de)\s*(?:las |los |mis )?${PILLS}\b`,
    'Me tomé demasiadas pastillas y me siento muy rara',
  ),
  rule(
    'medical',
    'crisis',
    'tome-veneno',
    String.raw`\b(?:me tome|me bebi|me he tomado|me he bebido|se tomo|se bebio|se ha bebido|se ha tomado|bebio|bebi|trago|se trago|trague|ha bebido|ha tragado)\s+(?:\w+\s+){0,2}${POISON}\b`,
    'mi hijo se ha bebido lejía, ¿qué hago?',
  ),
  rule(
    'medical',
    'crisis',
    'convulsiones',
    String.raw`\b(?:esta|estoy|empezo a|ha empezado a|sigue|esta teniendo|tiene|le dio|le ha dado|le esta dando)\s+(?:teniendo |con )?(?:convulsiones|una convulsion|un ataque epileptico|una crisis epileptica|un ataque de epilepsia)\b|\bconvulsionando\b`,
    'mi hija está convulsionando, ayuda',
  ),
  rule(
    'medical',
    'crisis',
    'inconsciente',
    String.raw`\b(?:esta|sigue|se quedo|quedo|se ha quedado|lo encontre|la encontre|lo he encontrado|la he encontrado|esta tirad[oa])\s+(?!tan |muy |un poco |bastante |demasiado |algo )(?:[a-z]+ ){0,3}(?:inconsciente|desmayad[oa]|sin conocimiento|sin sentido|sin respirar|sin pulso)\b|\bse (?:ha )?desmay\w* y no (?:reacciona|responde|despierta|se despierta|vuelve en si|se mueve|respira)\b|\bno (?:reacciona|responde) (?:y|ni) (?:no )?respira\b|\bse (?:ha )?caido y no (?:responde|reacciona|se mueve|se levanta|despierta)\b`,
    'Mi amigo está en el suelo inconsciente',
  ),
  rule(
    'medical',
    'crisis',
    'sangrado-que-no-para',
    String.raw`\b(?:sangrado|hemorragia|la sangre)\b${gap(20)}\bno (?:para|se detiene|se para|se corta|cesa)\b|\bno (?:para|deja|dejo|paro) de sangrar\b|\b(?:estoy|esta|estan) sangrando (?:mucho|muchisimo|sin parar|a chorros)\b|\b(?:me estoy|se esta) desangrando\b`,
    'Tengo un sangrado que no para',
  ),
  rule(
    'medical',
    'crisis',
    'garganta-cerrada',
    String.raw`\bse me (?:esta )?(?:cierra|cerrando|hincha|hinchando) la (?:garganta|lengua)\b|\bshock anafilactico\b|\banafila\w*`,
    'comí cacahuetes y se me está cerrando la garganta',
  ),
  rule(
    'medical',
    'crisis',
    'ambulancia',
    String.raw`\b(?:necesito|necesitamos|llama|llamad|llamen|llamar|llamo|pide|pidan) (?:a )?(?:una |la )?ambulancia\b|\b(?:llama|llamad|llamen|llamar|llamo|marca|marcar|marquen) (?:al|el) (?:112|911|061|123|131|132)\b|\bemergencia medica\b|\burgencia medica\b`,
    'necesito una ambulancia ya',
  ),
  rule(
    'medical',
    'crisis',
    'un-lado-de-la-cara',
    String.raw`\bse le (?:ha )?(?:caido|cayo|cae|esta cayendo|durmio|paralizo|adormecido|adormecio|entumecido|entumecio|desviado|desvio) (?:la cara|la boca|media cara|un lado de la cara|el lado (?:izquierdo|derecho) de la cara|la mitad de la cara)\b(?! de (?:verguenza|la risa)\b)|\btiene (?:media cara|un lado de la cara|la mitad de la cara|el lado (?:izquierdo|derecho) de la cara) (?:torcid[oa]|caid[oa]|paralizad[oa]|dormid[oa]|desviad[oa])\b`,
    'a mi abuelo se le cayó media cara de repente',
  ),
  rule(
    'medical',
    'crisis',
    'sangra-mucho',
    String.raw`\b(?:sangra|sangro|sangran|sangrando) (?:mucho|muchisimo|sin parar|a chorros|un monton|demasiado)\b(?!${gap(30)}\b(?:encias?|nariz|regla|menstruacion|periodo|cepill\w*|granos?|serie|pelicula|libro|juego)\b)|\b(?:esta|estoy|estan|sigue) perdiendo (?:mucha|muchisima|demasiada) sangre\b|\bno (?:para|deja) de salir sangre\b`,
    'mi hijo sangra mucho de la cabeza',
  ),
  rule(
    'medical',
    'crisis',
    'convulsion-que-no-para',
    String.raw`\b(?:convulsion|convulsiones|ataque epileptico|crisis epileptica)\b${gap(20)}\bno (?:para|se le pasa|se detiene|cede|termina|se le quita)\b|\blleva \w+ (?:minutos|min) (?:convulsionando|con convulsiones)\b`,
    'la convulsión no para, lleva cinco minutos',
  ),
  rule(
    'medical',
    'crisis',
    'no-despierta',
    String.raw`\bno (?:consigo|puedo|logro|conseguimos|podemos) despertar(?:l[oa]| a (?:mi|mis|el|la|nuestro|nuestra)\b)(?!${gap(40)}\b(?:tronco|cole|colegio|trabajo|clase|alarma|despertador|temprano|pronto|hora|manana)\b)|\bno (?:despierta|se despierta|reacciona|responde)\b${gap(20)}\b(?:por mas que|aunque) (?:la|lo|le) (?:llamo|llame|muevo|movi|sacudo|sacudi|grito|zarandeo)\b|\bno (?:despierta|se despierta|reacciona)\b${gap(20)}\b(?:respira (?:raro|mal|muy lento|muy poco|con dificultad)|casi no respira|no respira)\b`,
    'mi abuela no despierta por más que la muevo',
  ),
];

const IDIOMS: readonly IdiomGuard[] = [
  idiom(
    'morirse-de',
    String.raw`\b(?:(?:me|te|se|nos)\s+)?(?:(?:${QUIERO}|voy a|va a)\s+)?(?:muero|mueres|muere|morimos|mueren|muera|moria|mori|murio|muriendo|muriendome|morirme|morir|morirse|moriria|morire|me mori) (?:de|del|de la) ${DYING_OF}\b`,
    'Me muero de risa con el horóscopo de hoy',
  ),
  idiom(
    'morirse-de-ganas',
    String.raw`\b(?:me|se|te) (?:muero|muere|mueres|moria) (?:de ganas|por) (?:de )?(?:saber|conocer|ver|verte|verle|verla|que|tener|ir|leer|probar|descubrir|entender|un|una)\b`,
    'Me muero de ganas de saber qué me depara Venus hoy',
  ),
  idiom(
    'muerto-de',
    String.raw`\bmuert[oa]s? de (?:risa|hambre|cansancio|sueno|frio|calor|miedo|verguenza|envidia|celos|ganas|aburrimiento|sed|nervios|curiosidad)\b`,
    'Estoy muerta de cansancio, ¿qué dice mi horóscopo para mañana?',
  ),
  idiom(
    'morirse-de-verguenza',
    String.raw`\b(?:(?:me|te|se)\s+)?(?:(?:${QUIERO}|queria)\s+)?(?:morir|morirme|morirse|muero|muera|mori) (?:de|de la) verguenza\b`,
    'casi me muero de vergüenza en la cita, ¿es cosa de Mercurio?',
  ),
  idiom(
    'me-esta-matando',
    String.raw`\b(?:este|esta|el|la|estos|estas|los|las|mi|mis)\s+(?:trabajo|jefe|jefa|espera|calor|frio|examen|examenes|dieta|tacones|zapatos|pies|espalda|cabeza|curro|plazo|entrega|mudanza|horario|estres|curiosidad|gimnasio|rutina|trafico|suspense|incertidumbre|resaca|alergia|mercurio retrogrado|retrogrado|ansiedad|intriga|lunes|semana)\b${gap(20)}\bme (?:esta |estan )?(?:matando|mata|matan)\b`,
    'Este trabajo me está matando, ¿cuándo sale Saturno de mi casa seis?',
  ),
  idiom(
    'me-mata-la-espera',
    String.raw`\bme (?:mata|esta matando|matan) (?:la|el|esta|este|tanta|tanto) (?:espera|curiosidad|incertidumbre|calor|suspense|intriga|ansiedad|trafico|dolor de cabeza)\b|\b(?:dolor de (?:cabeza|espalda|muelas|pies|barriga|regla)|jaqueca|migrana|resaca)\b${gap(15)}\bque me (?:mata|esta matando)\b`,
    'Me mata la espera, ¿cuándo llega mi lectura de tarot?',
  ),
  idiom(
    'matar-el-tiempo',
    String.raw`\bmatar (?:el|un poco el|un rato el) tiempo\b|\b(?:para|pa) matar el rato\b|\bmatar el gusanillo\b|\bmatar dos pajaros de un tiro\b`,
    'Leo horóscopos para matar el tiempo en el metro',
  ),
  idiom(
    'me-mata-de-risa',
    String.raw`\bme (?:mato|mata|mataste|mataron|matas) (?:de risa|de la risa|del susto|de un susto|de hambre|de aburrimiento|de curiosidad)\b|\bme (?:mato|mataba|estoy matando|voy a matar) (?:a )?(?:trabajar|estudiar|entrenar|correr|trabajando|estudiando|entrenando|en el gimnasio|haciendo ejercicio)\b`,
    'Me mato a trabajar y no veo resultados, ¿es Saturno?',
  ),
  idiom(
    'carta-de-la-muerte',
    String.raw`\b(?:la )?(?:carta|arcano(?: mayor)?|arcano xiii|arcano trece|naipe) (?:de |del )?(?:la )?muerte\b|\bla muerte (?:invertida|al derecho|en (?:mi|la|una) (?:tirada|lectura))\b`,
    'Me salió la carta de la Muerte en la tirada, ¿voy a tener cambios?',
  ),
  idiom(
    'muerte-y-renacimiento',
    String.raw`\bmuerte (?:y|e) (?:renacimiento|resurreccion|transformacion|renovacion)\b|\bmuerte simbolica\b|\bmuerte del ego\b|\bpequena muerte\b`,
    'Plutón en mi casa ocho habla de muerte y renacimiento, ¿voy a cambiar de trabajo?',
  ),
  idiom(
    'acabar-con-la-relacion',
    String.raw`\b(?:acabar|terminar|cortar|romper) con (?:esta|mi|la|nuestra|esa|este|ese) (?:relacion|pareja|novia|novio|ex|amistad|historia|situacion|etapa|rutina|costumbre|dieta|mala racha|deuda|trabajo|tema)\b|\b(?:terminar|cortar|romper) con (?:el|ella|el chico|la chica)\b`,
    '¿Debería acabar con esta relación? Él es Géminis y yo Capricornio',
  ),
  idiom(
    'cortarme-el-pelo',
    String.raw`\b(?:cortarme|me corte|me corto|me voy a cortar|me he cortado|cortar) (?:el|las|los|la) (?:pelo|cabello|flequillo|fleco|puntas|unas|barba|melena|cabello)\b|\bme (?:corte|he cortado|corto) (?:con (?:un |el |una )?(?:papel|folio|hoja|sobre|lata)|cocinando|pelando|picando|afeitandome|al afeitarme)\b`,
    '¿Qué día de luna creciente me conviene cortarme el pelo?',
  ),
  idiom(
    'me-queme-con-el-sol',
    String.raw`\bme (?:queme|he quemado|quemo) (?:con el sol|tomando el sol|en la playa|con la plancha|con el horno|con el cafe|cocinando|la lengua)\b`,
    'Me quemé con el sol en la playa, típico de Leo',
  ),
  idiom(
    'tirarse-a-la-piscina',
    String.raw`\b(?:tirarme|me tiro|me lanzo|lanzarme|tirarse|me voy a tirar|me voy a lanzar) (?:a la piscina|al agua|a por (?:el|ella|todas|todo)|a la aventura|de cabeza (?:a|al|en))\b`,
    'Con Júpiter en mi signo, ¿me tiro a la piscina y le digo lo que siento?',
  ),
  idiom(
    'no-aguanto-las-ganas',
    String.raw`\bno (?:puedo|aguanto) mas de (?:la )?(?:emocion|felicidad|alegria|ganas|ilusion|risa|curiosidad|impaciencia)\b|\bno (?:aguanto|soporto) (?:mas )?(?:las ganas|la espera|la intriga|la curiosidad|esperar)\b`,
    'No aguanto las ganas de ver mi carta natal',
  ),
  idiom(
    'de-muerte',
    String.raw`\b(?:susto|frio|calor|miedo|cansancio|estaba|esta|estan|estaban|es|era) de muerte\b|\b(?:aburro|aburria|aburri|odio|odiaba|odian|odiamos|luchar|lucha|luchan) a muerte\b`,
    'La paella de mi madre está de muerte',
  ),
  idiom(
    'mataria-por',
    String.raw`\bmataria por (?:un|una|unos|unas|saber|tener|ir|ver)\b|\bmato por (?:un|una|saber)\b`,
    'Mataría por un café ahora mismo',
  ),
  idiom(
    'paliza-jugando',
    String.raw`\bme (?:dio|dieron|ha dado|pego|gano|dan|da|ha ganado|machaco|destrozo) (?:una )?(?:paliza )?(?:al|a la|en el|en la|jugando|en los|en las|a los)\s+(?:ajedrez|futbol|tenis|padel|parchis|cartas|play|videojuegos?|fifa|mus|domino|baloncesto|carrera|examen|juego|partido|partida|trivial|monopoly)\b`,
    'Mi hermano me ganó al ajedrez otra vez y ya van tres, ¿será su Marte en Aries?',
  ),
  idiom(
    'me-pego-la-gripe',
    String.raw`\bme (?:pego|pega|ha pegado|pegaron|han pegado) (?:la gripe|el resfriado|el covid|el virus|un susto|unos gritos|un grito|la mania|la costumbre|el acento|su risa|la cancion|un chicle|el sol)\b`,
    'Mi novio me pegó la gripe justo antes de la luna llena',
  ),
  idiom(
    'casi-me-da-un-infarto',
    String.raw`\b(?:casi|por poco) me (?:da|dio|ha dado) (?:un infarto|algo|un patatus|un ataque)\b|\bme va a dar (?:un infarto|algo|un patatus|un ataque)\b`,
    'Casi me da un infarto cuando vi la factura de la luz',
  ),
  idiom(
    'matar-a-besos',
    String.raw`\bmatar(?:me|te|le|la|lo|nos)? a (?:cosquillas|besos|abrazos|disgustos|sustos)\b`,
    'Mi novio dice que me va a matar a cosquillas, ¿así son los Sagitario?',
  ),
  idiom(
    'tiro-en-el-pie',
    String.raw`\b(?:pegarme|pegarse|pegarte|darme|darse|me pego|me di|me pegue|pegarnos) un tiro en el pie\b`,
    'Dejar el trabajo ahora sería pegarme un tiro en el pie, ¿qué dice mi carta?',
  ),
  idiom(
    'cortarse-las-venas',
    String.raw`\b(?:de|para|pa) cortarse las venas\b`,
    'Esa canción es para cortarse las venas, pero me encanta',
  ),
  idiom(
    'mision-suicida',
    String.raw`\b(?:mision|escuadron|ataque|atentado|comando|salto|jugada|apuesta) suicidas?\b|\bsuicidio (?:profesional|social|financiero|politico|laboral|comercial|economico|academico|mediatico|electoral|deportivo)\b`,
    'Invertir todo ahora sería un suicidio financiero, ¿qué dice mi segunda casa?',
  ),
  idiom(
    'ahogarse-en-un-vaso-de-agua',
    String.raw`\bahog\w* en un vaso de agua\b`,
    'Con la Luna en Cáncer me ahogo en un vaso de agua',
  ),
  idiom(
    'no-quiero-salir-lastimada',
    String.raw`\b(?:no ${QUIERO}|miedo (?:de|a)|temo) (?:volver a )?(?:lastimarme|salir lastimad[oa]|salir herid[oa]|que me (?:hagan|vuelvan a hacer) dano|sufrir) (?:de nuevo|otra vez|en el amor|con el|con ella|con otra relacion)\b`,
    'No quiero salir lastimada otra vez, ¿es compatible con mi signo?',
  ),
  idiom(
    'movil-muerto',
    String.raw`\b(?:movil|telefono|celular|bateria|portatil|ordenador|coche|motor|wifi|planta|plantas) (?:esta|estan|se ha quedado|se quedo|se me ha quedado) muert[oa]s?\b`,
    'Mi móvil está muerto y mañana quiero ver la luna llena',
  ),
];

export const esPack: CrisisLanguagePack = {
  language: 'es',
  markers: [
    'que',
    'el',
    'la',
    'los',
    'las',
    'de',
    'del',
    'y',
    'es',
    'estoy',
    'quiero',
    'pero',
    'muy',
    'porque',
    'mi',
    'yo',
    'no',
    'ya',
    'esta',
    'tengo',
    'soy',
    'hay',
    'eso',
    'una',
    'con',
    'para',
    'como',
    'mas',
    'nada',
    'ahora',
    'cuando',
    'tambien',
    'puedo',
    'hoy',
    'siempre',
    'todos',
    'nadie',
    'mucho',
    'algo',
    'bien',
    'donde',
    'usted',
    'ellos',
    'xq',
    'pq',
    'q',
  ],
  keywords: [
    'suicidio',
    'suicidarme',
    'suicida',
    'autolesion',
    'autolesiones',
    'autolesionarme',
    'automutilacion',
    'sobredosis',
    'pastillas',
    'somniferos',
    'convulsiones',
    'inconsciente',
    'hemorragia',
    'ambulancia',
  ],
  phrases: [...SUICIDE, ...SELF_HARM_PHRASES, ...ABUSE, ...MEDICAL],
  idioms: IDIOMS,
  proximity: {
    self: /\b(?:yo|me|mi|mis|conmigo|mio|mia|estoy|soy|voy|quiero|kiero|pienso|tengo|puedo|\w+(?:arme|erme|irme))\b/u,
    harm: new RegExp(
      String.raw`\b(?:${TO_DIE}|morirme|(?:me|yo) muero|me muera|me muriera|me muriese|morire|moriria|(?:mi )?muerte(?! de (?:mi|su|tu|el|la|los|las|un|una|alguien)\b)|(?:estar|estuviera|estaria|mejor) muert[oa]|matar(?:me)?|me mato|suicid\w*|desaparecer (?:para siempre|de este mundo)|dejar de (?:vivir|existir)|no (?:${QUIERO} )?(?:seguir )?vivir(?! (?:mas )?(?:en|con|cerca|lejos|junt[oa]s?|sol[oa]s?|alli|alla|de alquiler|asi|aqui)\b)|no (?:voy a estar|estare|seguire|voy a seguir|${QUIERO} estar|${QUIERO} seguir) viv[oa]|no despertar(?:me)?(?! (?:temprano|pronto|tarde|a las|hasta|antes|con)\b)|quitarme la vida|acabar con (?:todo|mi vida)(?! (?:el|la|los|las|lo|esto|eso|este|esta|mi|tu|su|mis|tus|sus|de|en|como|actual)\b)|ahorcar(?:me)?|(?:tirarme|lanzarme|arrojarme) (?:de|del|desde|por|a las vias|al tren)|pegarme un tiro|cortarme${NOT_EVERYDAY}|hacerme dano${NOT_EVERYDAY}|lastimarme${NOT_EVERYDAY}|autolesi\w*|sobredosis)\b`,
      'u',
    ),
    intent: new RegExp(
      String.raw`\b(?:${QUIERO}(?! (?:saber|conocer|entender|preguntar|una lectura|mi horoscopo|que me (?:digas|expliques|cuentes))\b)|quisiera|queria|deseo|ganas|voy a(?! (?:tener|conocer|saber|encontrar|viajar|casarme|cambiar de trabajo)\b)|pienso|pensando|planeo|planeando|plan|ojala|esta noche|hoy|manana|antes de|cartas? de despedida|despedir\w*|me despido|pastillas|pildoras|somniferos|puente|edificio|cuerda|soga|pistola|arma|veneno|cuchilla|navaja)\b`,
      'u',
    ),
    selfHarm: /^(?:cortarme|hacerme dano|lastimarme|autolesi\w*)/u,
  },
  concepts: ES_CONCEPTS,
};
