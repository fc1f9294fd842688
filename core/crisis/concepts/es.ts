import { type ConceptSet, conceptBuilders } from './concept-rule';

const { concept, guard } = conceptBuilders('es');

/** Someone close the message is about. */
// Not `el` (he, once accents are gone) nor `se`: both are among the commonest words of any sentence.
const SOMEONE = String.raw`ella|ellos|ellas|mi (?:mejor )?(?:amig[oa]|novi[oa]|pareja|marido|esposo|esposa|mujer|herman[oa]|madre|padre|mama|papa|hij[oa]|bebe|abuel[oa]|companer[oa]|primo|prima)`;

export const ES_CONCEPTS: ConceptSet = {
  rules: [
    concept(
      'suicide',
      'ending-life',
      [
        String.raw`acabar con (?:todo|mi vida|su vida)|quitar(?:me|se|le) la vida|(?:dejar|irme de|irse de) (?:este|el) mundo|dejar de existir|no (?:me )?despertar(?:me|a)?(?: nunca| mas)?|(?:estarian|estaria|vivirian|irian|seria|estarias) (?:mucho )?(?:mejor|mas tranquil[oa]s?|mas felices) sin mi|les iria mejor sin mi|si yo no existiera|prefiero estar muert[oa]|(?:harto|harta|cansad[oa]) de (?:estar viv[oa]|vivir|existir)`,
      ],
      'que dice mi carta astral sobre acabar con todo',
    ),
    concept(
      'suicide',
      'no-point',
      [
        String.raw`sentido (?:a |al |el |de |en )?(?:dia de manana|manana|vivir|la vida|seguir|despertar)|no (?:me )?queda nada|nada por lo que vivir|no tengo (?:razones|motivos) para vivir`,
      ],
      'no le veo sentido al dia de mañana',
    ),
    concept(
      'suicide',
      'not-around',
      [
        String.raw`(?:no creo que|dudo que) (?:llegue|vaya a llegar|siga aqui|este aqui|siga viv[oa])|(?:seguire|estare|voy a estar|voy a seguir) (?:aqui|viv[oa])`,
        String.raw`cumpleanos|navidad|primavera|verano|otono|invierno|ano nuevo|proxim[oa]|mucho tiempo|semana|mes`,
      ],
      'no creo que llegue a mi proximo cumpleaños',
    ),
    concept(
      'suicide',
      'burden',
      [
        String.raw`(?:soy|me siento) (?:una |un )?(?:carga|estorbo|peso)|(?:problema|carga|estorbo) para nadie|ya no (?:voy a ser|sere) (?:un |una )?(?:problema|carga|estorbo)`,
      ],
      'ya no voy a ser un problema para nadie mucho tiempo',
    ),
    concept(
      'suicide',
      'unnoticed',
      [
        String.raw`nadie (?:se )?(?:daria cuenta|notaria|me echaria de menos|lo notaria|se enteraria)`,
        String.raw`si (?:me fuera|me voy|me muero|me muriera|desaparezco|desapareciera|no estuviera)`,
      ],
      'nadie se daria cuenta si me fuera',
    ),
    concept(
      'suicide',
      'giving-away',
      [
        String.raw`regal(?:ar|ando|ado|e) (?:todas )?(?:mis cosas|lo que tengo|mis pertenencias)|(?:perro|gato|mascota)s? (?:se queda|tiene|tendra) (?:con|nuev[oa])|quien se queda con (?:el|mi|la|los|mis) (?:perro|gato|mascotas?|cosas)|(?:seguro|testamento)(?: de vida)? (?:arreglado|hecho|listo|en orden)|arreglado el (?:seguro|testamento)`,
      ],
      'ya deje arreglado el seguro y quien se queda con el gato',
    ),
    concept(
      'suicide',
      'farewell',
      [
        String.raw`desp[ie]d\w*|adios`,
        String.raw`para siempre|final|ultim[oa]|sin que se note|sin que lo sepan|de todos|de la gente|me mando|me envio|me escribio`,
      ],
      'toda la semana me he ido despidiendo de la gente sin que se note',
      String.raw`ex|trabajo|curro|companer[oa]s|oficina|colegio|clase|piso|casa|ciudad|pueblo|vacaciones|viaje|fiesta|novi[oa]`,
    ),
    concept(
      'suicide',
      'last-contact',
      [String.raw`(?:la )?ultima persona (?:con (?:la )?que|a la que) (?:hablo|hable|escribo)`],
      'puede que seas la ultima persona con la que hablo',
    ),
    concept(
      'suicide',
      'last-days',
      [
        String.raw`ultim[oa] (?:semana|dia|noche|mes)`,
        String.raw`decidido|en este mundo|de mi vida|con vida`,
      ],
      'lo tengo decidido, esta es mi ultima semana',
      String.raw`trabajo|curro|colegio|clase|vacaciones|practicas|contrato|viaje|temporada|curso`,
    ),
    concept(
      'suicide',
      'date-set',
      [
        String.raw`muerte|morir|muera|matarme|suicid\w*`,
        String.raw`(?:tengo|ya tengo|elegi|puse) (?:la |una )?fecha`,
      ],
      'antes pensaba en la muerte a veces, ahora todo el rato y ya tengo fecha',
    ),
    concept(
      'suicide',
      'means-stock',
      [
        String.raw`(?:tomarme|tomar|beberme|tragarme) (?:todo el botiquin|todas (?:las|mis) (?:pastillas|pildoras|medicinas)|el bote entero|la caja entera)|(?:pastillas|pildoras|medicamentos) guardad[oa]s|guardando (?:pastillas|pildoras)`,
      ],
      'estoy pensando en tomarme todo el botiquin esta noche',
    ),
    concept(
      'suicide',
      'height',
      [
        String.raw`(?:que|cuanta) altura|desde (?:que|donde) (?:altura|piso)`,
        String.raw`tirar\w*|saltar|caer\w*|lanzar\w*|puente|edificio|azotea`,
      ],
      'estuve mirando desde que altura hay que tirarse',
    ),
    concept(
      'suicide',
      'on-the-edge',
      [
        String.raw`(?:en|sobre|al borde de) (?:la |el |una |un )?(?:azotea|tejado|techo|puente|cornisa|balcon|acantilado|vias)`,
        String.raw`tirar\w*|saltar|lanzar\w*`,
      ],
      'mi amiga esta en la azotea y dice que se va a tirar',
    ),
    concept(
      'suicide',
      'disappear',
      [
        String.raw`desaparecer|desaparezco|desapareciera`,
        String.raw`para siempre|de este mundo|y no volver|sin volver`,
      ],
      'quiero desaparecer para siempre',
    ),
    concept(
      'suicide',
      'someone-else',
      [
        SOMEONE,
        String.raw`(?:morir(?:se)?|matarse|quitarse la vida|acabar con todo|tirarse|suicidarse)|se (?:quiere |va a )?(?:matar|quitar la vida|suicidar)|suicid\w*`,
      ],
      'mi hermano dice que se quiere quitar la vida',
    ),
    concept(
      'suicide',
      'if-i-died',
      [String.raw`si (?:me muero|me muriera|me mato|me matara|me suicido|me suicidara|ya no estuviera)`],
      'si me muero mi madre lloraria o se alegraria?',
    ),
    concept(
      'self-harm',
      'hidden-marks',
      [
        String.raw`cortes|cicatrices|marcas|quemaduras|moratones|lo que me hago|lo que me hice`,
        String.raw`tapar|esconder|ocultar|manga larga|mangas largas|que nadie (?:vea|los vea)`,
      ],
      'llevo manga larga en verano para tapar lo que me hago',
    ),
    concept(
      'self-harm',
      'marks-on-body',
      [
        String.raw`(?:cortes|cicatrices|quemaduras|cuchilla|navaja) (?:en|de) (?:mis|sus|los|las|la|el|mi|su) (?:brazos?|munecas?|piernas?|muslos?|piel)`,
      ],
      'mi amiga me enseño los cortes de sus brazos',
    ),
    concept(
      'self-harm',
      'relapse',
      [String.raw`reca\w*`, String.raw`tiritas|vendas|curitas|cortes|cuchilla|brazos|munecas|sangr\w*`],
      'recai anoche, tuve que usar un monton de tiritas en los brazos',
    ),
    concept(
      'self-harm',
      'pain-to-feel',
      [
        String.raw`golpe\w* (?:la |las )?pared\w*|me (?:golpeo|rasco|quemo|muerdo)`,
        String.raw`sangr\w*|moratones|sentir algo`,
      ],
      'golpeo la pared hasta que me sangran los nudillos para sentir algo',
    ),
    concept(
      'abuse',
      'threat-if-leave',
      [
        String.raw`(?:me|nos) (?:haria|hara|va a hacer|iba a hacer) dano|(?:me|nos) (?:mataria|matara|va a matar|pegaria|pegara)|me las vas a pagar|me lo vas a pagar`,
        String.raw`si (?:lo |la |le )?(?:dejo|dejaba|dejara|dejase|me voy|me iba|cuento|denuncio|llamo)|amenaz\w*`,
      ],
      'me dijo que me haria daño si lo dejo',
    ),
    concept(
      'abuse',
      'possessive',
      [
        String.raw`si no (?:soy|eres|eras|seras) (?:suy[oa]|mi[oa]) no (?:soy|eres|seras|sere|vas a ser) de nadie`,
      ],
      'mi ex dice que si no soy suya no soy de nadie',
    ),
    concept(
      'abuse',
      'threatened',
      [String.raw`amenaz\w* (?:con )?(?:matarme|pegarme|apunalarme|hacerme dano|quemarme|matarnos)`],
      'mi mujer me amenazo con apuñalarme',
    ),
    concept(
      'abuse',
      'sexual-force',
      [
        String.raw`me (?:forzo|forzaron|obligo a|obligaron a)|abus(?:o|aron) de mi|me toca(?:ba)? (?:cuando|mientras|por la noche)`,
      ],
      'un chico en la fiesta me forzo',
    ),
    concept(
      'abuse',
      'night-visits',
      [
        String.raw`entra(?:ba)? (?:en|a) (?:su|mi) (?:cuarto|habitacion|cama)`,
        String.raw`por la noche|de noche|padrastro|tio|primo|abuelo|entrenador|profesor`,
      ],
      'su padrastro entra en su cuarto por la noche',
    ),
    concept(
      'abuse',
      'violence',
      [
        String.raw`(?:hombres|tios|gente|parejas) que me (?:maltratan|pegan|golpean|hacen dano)|(?:pego|pega|golpeo|golpea|maltrata|maltrato) a mi (?:hermano|hermana|madre|mama|hijo|hija|bebe)|(?:nos|me) tira cosas|me (?:agarro|agarra|cogio|coge) (?:del|por el) (?:cuello|pelo)|me (?:empujo|empuja|estampo|tiro) contra`,
      ],
      'me empujo contra la pared y me duelen las costillas',
    ),
    concept(
      'abuse',
      'afraid-at-home',
      [
        String.raw`(?:miedo|terror|panico) (?:de |a )?(?:volver|ir|llegar|estar) (?:a|en) casa`,
        String.raw`marido|esposo|esposa|mujer|pareja|novio|novia|padre|madre|padrastro|borrach[oa]|bebe`,
      ],
      'me da miedo volver a casa por lo que hace mi marido cuando bebe',
    ),
    concept(
      'medical',
      'unresponsive',
      [
        String.raw`no (?:se )?despierta|no responde|no reacciona|no respira|respira mal|casi no respira|inconsciente|se desmayo|(?:se esta poniendo|esta) (?:morad[oa]|azul|gris)`,
        String.raw`${SOMEONE}|en el suelo|ambulancia`,
      ],
      'mi madre esta en el suelo y no responde',
      String.raw`mensajes|llamadas|whatsapps?|correos`,
    ),
    concept(
      'medical',
      'overdose',
      [
        String.raw`(?:tomo|tome|trago|trague) (?:un bote entero|una caja entera|todas las|demasiad[oa]s)|(?:bebio|bebi|trago|trague|tomo|tome) (?:lejia|lavandina|cloro|veneno|amoniaco|salfuman)|sobredosis|demasiad[oa]s (?:calmantes|pastillas|analgesicos|medicamentos)`,
      ],
      'me tome demasiados calmantes y me pitan los oidos',
    ),
    concept(
      'medical',
      'stroke',
      [
        String.raw`no (?:se le |le |se )?(?:mueve|puede mover)|cara (?:caida|torcida)|arrastra las palabras`,
        String.raw`brazo|pierna|cara|lado|habla`,
      ],
      'a mi abuela de repente no se le mueve el brazo y habla raro',
    ),
    concept(
      'medical',
      'allergy',
      [
        String.raw`hinch\w* (?:los |la |el )?(?:labios|garganta|lengua|cara)|(?:labios|garganta|lengua|cara) (?:hinchad\w*|se (?:me )?cierra)`,
      ],
      'me pico una abeja y se me hinchan los labios y la garganta',
    ),
    concept(
      'medical',
      'bleeding',
      [
        String.raw`sangre por todas partes|no (?:para|deja) de sangrar|corte (?:muy|demasiado) (?:hondo|profundo)|(?:pierde|pierdo|perdiendo) mucha sangre`,
      ],
      'hay sangre por todas partes, me corte muy hondo y no para',
    ),
    concept(
      'medical',
      'chest',
      [
        String.raw`pecho|corazon`,
        String.raw`peso|presion|aplast\w*|dolor|oprim\w*|a mil|desbocado`,
        String.raw`respirar|brazo|mandibula|sudor|sudando|mare\w*`,
      ],
      'el corazon me va a mil y siento un peso en el pecho, casi no puedo respirar',
      String.raw`crush|risa|reir|emocion|cita|examen|cafe|gimnasio|correr|amor`,
    ),
    concept(
      'medical',
      'child-unwell',
      [
        String.raw`bebe|nino|nina|hijo|hija`,
        String.raw`flojit[oa]|no se despierta|casi no se despierta|convulsi\w*|morad[oa]|no respira`,
      ],
      'mi bebe tiene fiebre y esta muy flojito, casi no se despierta',
    ),
    concept(
      'suicide',
      'no-use',
      [String.raw`para que seguir|de que sirve seguir|no sirve de nada seguir|no vale la pena seguir`],
      'para que seguir asi',
    ),
    concept(
      'suicide',
      'over-soon',
      [
        String.raw`manana a estas horas (?:ya )?(?:todo )?(?:habra terminado|habra acabado|estara acabado)|acabar con esto (?:hoy|esta noche)`,
      ],
      'mañana a estas horas ya todo habra terminado',
    ),
    concept(
      'suicide',
      'rope',
      [String.raw`(?:compre|tengo|ya tengo) (?:la |una )?(?:cuerda|soga)`],
      'ya tengo la soga',
      String.raw`escalad\w*|tendedero|columpio|barco|camping`,
    ),
    concept('suicide', 'tracks', [String.raw`en las vias(?: del tren)?`], 'estoy en las vias esperando'),
    concept(
      'suicide',
      'stop-burden',
      [
        String.raw`no quiero ser (?:mas )?una carga|dejar de ser una carga|nadie (?:tendra|va a tener) que preocuparse por mi`,
      ],
      'no quiero ser mas una carga para mi familia',
    ),
    concept(
      'suicide',
      'sleep-forever',
      [String.raw`dormir para siempre|dormir y no despertar`],
      'solo quiero dormir para siempre',
      String.raw`podria|despues de`,
    ),
    concept(
      'abuse',
      'police-threat',
      [String.raw`policia`, String.raw`(?:estoy|soy|estaria) muert[oa]|me mata|me matara`],
      'me dijo que si voy a la policia estoy muerta',
      String.raw`encontr\w*`,
    ),
    concept(
      'abuse',
      'hiding-bruises',
      [
        String.raw`moratones|morados|moretones`,
        String.raw`digo que me cai|digo que me golpee|finjo que me cai`,
      ],
      'tengo moratones por todo el cuerpo pero digo que me cai',
    ),
    concept(
      'self-harm',
      'deserve-pain',
      [String.raw`merezco (?:sentir )?(?:el )?dolor|merezco sufrir|me merezco el dolor`],
      'merezco sentir dolor',
    ),
    concept(
      'medical',
      'took-something',
      [
        String.raw`se tomo algo|tomo algo`,
        String.raw`convulsion\w*|temblando|tiembla|no se despierta|inconsciente`,
      ],
      'mi amigo tomo algo y esta convulsionando',
    ),
  ],
  guard: guard(
    String.raw`personaje|novela|pelicula|peli|serie|capitulo|episodio|ficcion|senado|emperador|cesar|rey|reina|tarot|carta de la muerte|ong|caridad|beneficencia`,
  ),
};
