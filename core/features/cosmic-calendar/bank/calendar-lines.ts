import type { CalendarCategoryId } from '../../../content/calendar-categories';
import type { SignId } from '../../../content/signs';

/**
 * The calendar's sentences. Banks used with `voice.daily` carry something of the reader (the
 * sign's name, a house, a date) and need at least seven entries, one per day of a week; banks
 * used with `voice.turn` carry nothing of the reader and need at least twelve, one per sign.
 * `calendar-lines.test.ts` checks both, and the slots each bank may use.
 */

/** How each category's guide opens (daily; the range makes each day's line its own). Slots: {sign}, {range}. */
export const calendarIntros = {
  'current-events': [
    'Here is the sky from {range} at a glance, {sign}, with the moments that matter most and where each one lands for you.',
    'From {range} the sky keeps a busy calendar of its own, {sign}; these are the dates worth circling.',
    'A month of real sky, {sign}: from {range} these events set the rhythm, each read through the house it touches in your chart.',
  ],
  'moon-phases': [
    'The Moon’s phases give the thirty days from {range} their pulse, {sign}: here is when to begin, adjust, harvest and rest.',
    'From {range} the Moon waxes and wanes through the phases below, {sign}, and each one lights a different corner of your life.',
    'Follow the Moon through {range}, {sign}; every phase here is dated and placed in the house it falls in for you.',
  ],
  'planetary-transits': [
    'From {range} the planets rearrange themselves, {sign}, and each change of sign moves the spotlight in your chart.',
    'Planets on the move, {sign}: from {range} these are the shifts that change the scenery for you.',
    'Think of the days from {range} as a change of scene, {sign}; here is where each planet walks into your chart.',
  ],
  'seasonal-shifts': [
    'The Sun’s journey sets the season, {sign}, and over {range} it carries the mood described below.',
    'From {range} the year turns a little further, {sign}; here is where the Sun stands and where it is heading.',
    'Every season has its own weather inside you too, {sign}, and this is how the Sun shapes the days from {range}.',
  ],
  'eclipse-season': [
    'Eclipses are the sky’s turning points, {sign}, and this is what the eclipse cycle holds for {range}.',
    'From {range}, {sign}, here is where the Sun, the Moon and the lunar nodes stand in the eclipse cycle.',
    'Eclipses arrive in seasons about six months apart, {sign}; this is how the days from {range} fit that rhythm.',
  ],
  'meteor-showers': [
    'Some nights are worth looking up for, {sign}, and here is what the nights from {range} offer.',
    'From {range}, {sign}, these are the best chances to see shooting stars, with the Moon’s light taken into account.',
    'Meteor showers keep the same dates every year, {sign}; here is what the nights from {range} hold for anyone willing to step outside.',
  ],
  'retrograde-periods': [
    'Retrogrades are seasons for review rather than launch, {sign}, and this is what turns from {range}.',
    'From {range}, {sign}, these planets pause and change direction, each in its own part of your chart.',
    'When a planet seems to walk backwards its themes come back for a second look, and from {range} this is how that plays out for you, {sign}.',
  ],
  'cosmic-alignments': [
    'The Moon meets every planet in turn each month, {sign}, and from {range} these are its quiet pauses after the last contact.',
    'From {range}, {sign}, the Moon’s contacts and its void-of-course gaps shape the texture of ordinary days.',
    'Small windows of ease and pause fill the days from {range}, {sign}; here are the longest of them.',
  ],
} as const satisfies Record<CalendarCategoryId, readonly string[]>;

/** A closing thought (daily). Slots: {sign}. */
export const closingLines = [
  'You do not need to act on every date, {sign}; pick the one or two that speak to you and let the rest stay in the background.',
  'Keep a short note of how these days actually feel, {sign}, and over a few months you will learn your own rhythm with the sky.',
  'Treat these dates as gentle prompts rather than rules, {sign}, and trust your own pace between them.',
  'The sky sets the weather, {sign}, but you still choose the route; plan lightly and adjust as you go.',
  'Give each of these moments a small gesture rather than a grand plan, {sign}, and notice what grows from it.',
  'None of this asks you to be anyone new, {sign}; it only suggests when your usual strengths will land best.',
  'Come back to this guide midway through the month, {sign}, and see which dates turned out to matter.',
  'When a date arrives, pause for a breath and ask what it wants from you, {sign}, then follow your own answer.',
  'Some of these dates will feel crowded and others empty, {sign}, and a well-lived month makes room for both.',
  'A calendar is only useful if it leaves room for surprise, {sign}, so keep a little slack around the big days.',
  'Circle the dates that make your pulse quicken, {sign}, and let the others pass as background music.',
  'The planets keep their own appointments, {sign}; yours are still yours to set.',
  'If a date slips by unnoticed, {sign}, nothing is lost, because the sky offers another chance soon.',
  'Read this list as a map, {sign}, and remember that maps are for choosing routes, not for obeying.',
  'Pair each big date with something ordinary and kind, {sign}, such as a walk, a call or an early night.',
  'What matters most is how you meet these days, {sign}, not how many of them you manage to mark.',
] as const;

/** A question to close on (turn). No slots. */
export const closingQuestions = [
  'Which of these dates will you circle first, and why that one?',
  'What would you like to have finished by the time this window closes?',
  'Where in your life are you ready for a small beginning?',
  'What have you been carrying that one of these turning points could help you set down?',
  'Which part of your week deserves more of your attention than it gets?',
  'If the month had one lesson for you, what do you suspect it would be?',
  'What would change if you trusted your own timing a little more?',
  'Which conversation have you been postponing, and which of these days might suit it?',
  'What does rest look like for you this month, and when will you take it?',
  'Which hope would you quietly like to see move forward before the next New Moon?',
  'What small ritual could mark the biggest date of this month?',
  'Who would you like beside you when the most important of these days arrives?',
] as const;

/** Affirmations (turn). No slots. */
export const calendarAffirmations = [
  'I move with the rhythm of the sky and the rhythm of my own heart.',
  'Every phase has its purpose, and so does every season of my life.',
  'I welcome what begins and release what is complete.',
  'I am patient with slow turns and open to sudden ones.',
  'There is time enough for everything that matters to me.',
  'I look up, I breathe, and I remember how wide the world is.',
  'I trust my timing, even when the road bends.',
  'The sky changes, and I change with grace.',
  'I make room for rest as readily as for action.',
  'Each day of this month is a page I get to write.',
  'I notice the small signs and follow the ones that feel true.',
  'My pace is my own, and it is enough.',
  'I let the light grow and fade without fear.',
  'What is meant for me arrives in its own good time.',
  'I can begin small and still begin well.',
  'I keep my own counsel when the sky is loud.',
  'My attention is a gift, and I give it carefully.',
  'I rest between the big days without guilt.',
  'Change can arrive gently, and I can meet it gently.',
  'I am allowed to skip a date and still keep my path.',
  'I greet each turning point with curiosity.',
  'Old lessons come back to me as wisdom, not as weight.',
  'I leave space in my plans for something better.',
  'My choices shape this month more than any planet does.',
] as const;

/** When the Moon visits the reader's sign (daily). Slots: {sign}, {date} ("Nov 27 and Dec 24"). */
export const moonVisitLines = [
  'Your monthly emotional reset comes when the Moon returns to {sign} on {date}.',
  'Your feelings run closer to the surface while the Moon moves through {sign} from {date}.',
  'Plan something that replenishes you for the Moon’s homecoming to {sign} on {date}.',
  'A couple of days of feeling things first and explaining them later begin for {sign} on {date}.',
  'Your moods set the tone for the people around you once the Moon enters {sign} on {date}.',
  'Tend yourself through a small personal new year as the Moon reaches {sign} on {date}.',
  'Saying what you need gets easier while the Moon crosses {sign} around {date}.',
  'Give your own wishes the first hearing when the Moon arrives in {sign} on {date}.',
  'Your instincts are worth trusting during the Moon’s short stay in {sign} from {date}.',
  'Let comfort and honesty lead the days when {sign} receives the Moon on {date}.',
  'Your feelings take the front seat for a while as the Moon slips into {sign} on {date}.',
  'Keep things gentle when the Moon in {sign} makes you quicker to feel and slower to hide it, from {date}.',
] as const;

/** Where most of the window's events land (daily). Slots: {count}, {house}, {area}, {sign}. */
export const busyHouseLines = [
  '{count} of these events fall in your {house}, so the month gathers its weight around {area}.',
  'Your {house} collects {count} of the month’s dates, {sign}, which points your month toward {area}.',
  'Watch {area} most closely: {count} of the month’s events land in your {house}.',
  'With {count} events in your {house}, the month keeps circling back to {area}.',
  'The busiest part of your chart is the {house}, holding {count} of these dates and a steady focus on {area}.',
  'If the month has a theme for you, {sign}, it is {area}, where {count} of these events fall.',
  '{count} dates touch your {house}, and {area} will ask for your attention more than once.',
] as const;

/** Where the month stands in the Moon's cycle as the window opens (daily). Slots: {light}, {event}, {date}, {house}. */
export const openingPhaseLines = [
  'The window opens with the Moon {light}, and the first turning point is {event} on {date}, in your {house}.',
  'As the thirty days begin the Moon is {light}; {event} arrives on {date} and lands in your {house}.',
  'You start this stretch with the Moon {light}, so the first date to note is {date}, when {event} touches your {house}.',
  'The earliest phase to note is {event}, on {date}, in your {house}, while the Moon is still {light}.',
  'With the Moon {light} at the start, {date} brings the first phase of the window: {event}, in your {house}.',
  'The Moon is {light} when this window begins, and {date} is the first milestone, with {event} in your {house}.',
  'Right now the Moon is {light}; expect the first shift on {date}, when {event} reaches your {house}.',
  'Mark {date} as the first turn of the cycle: {event} in your {house}, with the Moon {light} until then.',
  'The cycle is already moving, the Moon {light}, and {date} brings {event} into your {house}.',
  'Until {date} the Moon is {light}; then {event} opens a new step in your {house}.',
  'Watch the Moon {light} over the first days; on {date} it reaches {event}, lighting your {house}.',
  'The first date of the cycle is {date}: {event} lands in your {house} after days of the Moon {light}.',
] as const;

/** How the Moon is moving before a window's first lunation, by that lunation's type. */
export const phaseLightWords = {
  'new-moon': 'waning toward darkness',
  'first-quarter': 'a young crescent, growing',
  'full-moon': 'waxing toward full',
  'last-quarter': 'past full and beginning to wane',
} as const;

/** Where the personal planets stand as the window opens (daily). Slots: {facts}, {sign}. */
export const standingLines = [
  'As the window opens on {first}, {facts}.',
  'For your chart, {sign}, the starting positions on {first} are these: {facts}.',
  'Before anything moves, note where things stand on {first}: {facts}.',
  'On {first}, the first day, {facts}.',
  'Here is the scenery you start from on {first}, {sign}: {facts}.',
  'At the outset, on {first}, {facts}.',
  'The month begins on {first} with this arrangement: {facts}.',
  'Take stock on {first}, {sign}: {facts}.',
  'Where the personal planets sit on {first}: {facts}.',
  'The board is set like this on {first}: {facts}.',
  'A snapshot of {first} for your chart: {facts}.',
  'On day one, {first}, the placements are these: {facts}.',
] as const;

/** When no planet besides the Moon changes sign (daily). Slots: {sign}. */
export const noIngressLines = [
  'Apart from the Moon, no planet changes sign in this window, {sign}, so the scenery holds while the story deepens.',
  'No planet besides the Moon moves into a new sign this month, {sign}; the backdrop stays put.',
  'The planets keep their signs for now, {sign}, which gives you time to work with what is already in play.',
  'This is a month without planetary ingresses, {sign}: a chance to settle into the current arrangement.',
  'Only the Moon changes sign in these thirty days, {sign}, so steady effort goes further than new plans.',
  'The planets stay where they are this month, {sign}, and that steadiness is a gift.',
  'Nothing but the Moon moves into a new sign here, {sign}; let familiar themes ripen.',
  'Only the Moon switches signs in these weeks, {sign}, so the larger backdrop stays exactly as it is.',
  'The planets hold their places this month, {sign}, giving current themes time to mature.',
  'No planet crosses into a new sign here, {sign}, which makes this a month for deepening rather than changing course.',
  'The wider scenery is fixed for now, {sign}; only the Moon keeps moving from sign to sign.',
  'With every planet staying in its sign, {sign}, the month rewards follow-through over fresh starts.',
] as const;

/** The Sun's current season for the reader (daily). Slots: {season}, {mood}, {house}, {area}. */
export const seasonLines = [
  '{season} brings {mood}, and in your {house} that energy goes to {area}.',
  'For you the Sun is in your {house}, so {season} and its {mood} gather around {area}.',
  'Right now it is {season}, full of {mood}; for your chart that means {area} gets the light.',
  '{season} carries {mood} through your {house}, where it warms {area}.',
  'With the Sun crossing your {house}, the {mood} of {season} shows up in {area}.',
  'The Sun spends {season} in your {house}, lending {mood} to {area}.',
  '{season} falls in your {house}: expect its {mood} to colour {area}.',
] as const;

/** The season the Sun enters during the window (daily). Slots: {season}, {mood}, {house}, {area}. */
export const nextSeasonLines = [
  '{season} follows, bringing {mood} to your {house} and turning your attention to {area}.',
  'Then {season} begins, and its {mood} moves into your {house}, where {area} live.',
  'After the change, {season} lends {mood} to your {house}, so {area} comes forward.',
  'Next comes {season}: {mood}, working through your {house} and {area}.',
  'Once {season} starts, your {house} takes the light, with {mood} gathering around {area}.',
  'The next chapter, {season}, carries {mood} into your {house}, where {area} waits.',
  'From then on it is {season}, and the {mood} it brings lands on {area} in your {house}.',
] as const;

/** The mood of each Sun sign's season, as a noun phrase. */
export const seasonMoods = {
  aries: 'restless, pioneering energy',
  taurus: 'slow, sensual steadiness',
  gemini: 'quick, curious chatter',
  cancer: 'tender, homeward feeling',
  leo: 'warm, generous confidence',
  virgo: 'careful, practical focus',
  libra: 'graceful, sociable balance',
  scorpio: 'deep, searching intensity',
  sagittarius: 'restless, far-sighted optimism',
  capricorn: 'sober, patient ambition',
  aquarius: 'bright, independent thinking',
  pisces: 'soft, dreamy sensitivity',
} as const satisfies Record<SignId, string>;

/** The solstices and equinoxes, by the sign the Sun enters. */
export const cardinalTurnings = {
  aries: 'the March equinox when day and night are nearly equal everywhere',
  cancer: 'the June solstice when the north has its longest day and the south its longest night',
  libra: 'the September equinox when day and night are nearly equal everywhere',
  capricorn: 'the December solstice when the north has its longest night and the south its longest day',
} as const satisfies Partial<Record<SignId, string>>;

/** A cardinal ingress (daily). Slots: {turning}, {date}, {house}. */
export const turningLines = [
  '{date} is also {turning}, and the year turns through your {house}.',
  'That same day, {date}, brings {turning}; for you the new season begins in your {house}.',
  '{date} marks {turning}, a seasonal hinge that swings open in your {house}.',
  'The date doubles as {turning}, so the shift you feel on {date} starts in your {house}.',
  'Astronomers call {date} {turning}, and astrologers read it in your {house}.',
  'On {date} the light itself turns with {turning}, beginning a season in your {house}.',
  'This is {turning} on {date}, a natural checkpoint for the part of life your {house} describes.',
  'Your {house} hosts the turn of the season on {date}, which is {turning}.',
  'Note {date} in your diary: it is {turning}, and the change begins in your {house}.',
  'A cardinal point of the year falls on {date}, {turning}, opening a new season in your {house}.',
  'On {date} comes {turning}, and your {house} is where you will notice the year pivot.',
  'The year pivots on {date} with {turning}, a fresh start for your {house}.',
] as const;

/** The lunar nodes, where eclipses fall (daily). Slots: {eventSign} (North Node), {southSign} (South Node sign), {house} ("5th and 11th houses"), {area}, {from} (the other house's areas). */
export const nodeAxisLines = [
  'Eclipses in this period fall along the {eventSign}–{southSign} axis, across your {house}, so the big turning points touch {area} on one side and, facing it, {from}.',
  'The lunar nodes sit in {eventSign} and {southSign}, your {house}; that is where eclipse seasons stir things up, between {area} and {from}.',
  'With the North Node in {eventSign} and the South Node in {southSign}, eclipses keep returning to your {house}, asking you to grow toward {area} and loosen your grip on {from}.',
  'Your eclipse axis runs through the {house}: {eventSign} pulls you toward {area}, while {southSign} asks what to release around {from}.',
  'The nodes in {eventSign} and {southSign} light your {house}, the stage where {area} and {from} trade places this year.',
  'For this year’s eclipses the story lives in your {house}, with {area} as the direction of growth and {from} as familiar ground to leave behind.',
  'Eclipse energy follows the nodes through {eventSign} and {southSign}, your {house}, weighing {area} against {from}.',
] as const;

/** When no eclipse falls in the window (daily). Slots: {event} (the next eclipse), {date}, {house}. */
export const nextEclipseLines = [
  'Eclipse season is quiet during these thirty days; the next one is {event} around {date}, in your {house}.',
  'No eclipse falls in this window, and the next, {event} on {date}, will land in your {house}.',
  'The eclipse cycle rests for now; look ahead to {date}, when {event} reaches your {house}.',
  'You are between eclipse seasons, and the next turning point is {event} on {date}, in your {house}.',
  'Nothing eclipses the Sun or the Moon this month; the next event of the kind is {event} around {date}, in your {house}.',
  'The sky holds its eclipses back for now, with {event} due on {date} in your {house}.',
  'For now there is no eclipse to reckon with, and when one comes it will be {event}, around {date}, in your {house}.',
  'The next eclipse, {event}, waits until {date} and will fall in your {house}.',
  'Mark {date} for later: {event} is the coming eclipse, and it lands in your {house}.',
  'This stretch has no eclipse of its own; {event} follows on {date}, touching your {house}.',
  'Eclipses skip these weeks, so the one to watch is {event} on {date} in your {house}.',
  'The eclipse calendar points past this window to {date}, when {event} reaches your {house}.',
] as const;

/** Reflective lines for a quiet eclipse window (daily). Slots: {sign}. */
export const quietEclipseLines = [
  'Quiet stretches between eclipses are good for consolidating, {sign}: finish what the last turning point started.',
  'Without an eclipse to shake things up, {sign}, this is a time to build slowly on what you already know.',
  'Use the calm to notice what has changed since the last eclipse season, {sign}, and what you want from the next.',
  'Between eclipses the work is ordinary and steady, {sign}, and that steadiness is what the next turning point builds on.',
  'This is a good month to tidy up loose ends, {sign}, so the next eclipse finds you ready.',
  'Calm skies suit patient plans, {sign}; lay groundwork now and let the drama wait.',
  'Take stock while the eclipse cycle rests, {sign}, and write down what you hope it brings next.',
  'No eclipse means no sudden plot twist, {sign}, so slow and deliberate choices have room to grow.',
  'Let this eclipse-free stretch be a rehearsal, {sign}: practise the habits you want in place when things speed up.',
  'A pause in the eclipse cycle is a good moment to close old chapters quietly, {sign}, without fanfare.',
  'Nothing in the sky forces a turning point now, {sign}, which leaves the timing of your next change to you.',
  'Use the steady weeks to repair what the last eclipses shook loose, {sign}.',
] as const;

/** A shower's facts (turn). Slots: {shower}, {count} (hourly rate), {eventSign} (radiant), {theme} (parent body). */
export const showerLines = [
  'Up to about {count} meteors an hour can fall under ideal dark skies, radiating from {eventSign} and left behind by {theme}.',
  'The {shower} streak out of {eventSign}, dust from {theme}, at up to {count} an hour in a truly dark sky.',
  'Expect up to {count} meteors an hour at best, all seeming to fly from {eventSign}; they are debris of {theme}.',
  'These meteors are grains shed by {theme}, and at their best they reach about {count} an hour, fanning out from {eventSign}.',
  'Trace the trails back and they meet in {eventSign}; the {shower} come from {theme} and can reach {count} an hour.',
  'At the peak, a dark site may show up to {count} meteors an hour from the direction of {eventSign}, the remains of {theme}.',
  'Each streak is a speck of {theme} burning up; under perfect skies the {shower} give about {count} an hour from {eventSign}.',
  'The radiant sits in {eventSign}, the source is {theme}, and the best rate is around {count} an hour.',
  'Under a clear, moonless sky the {shower} can manage about {count} an hour, flung outward from {eventSign} by Earth crossing the path of {theme}.',
  'Earth ploughs through the trail of {theme} at this time, and up to {count} meteors an hour seem to spring from {eventSign}.',
  'Their parent is {theme}; their radiant is {eventSign}; their best hourly count is about {count}.',
  'Look anywhere in the sky, not only toward {eventSign}: the {shower} scatter widely, up to {count} an hour, from the dust of {theme}.',
] as const;

/** The Moon on a shower's peak night (daily). Slots: {light} ("28% lit"), {eventSign}, {house}, {area} (advice clause). */
export const peakMoonLines = [
  'On the peak night the Moon is {light} in {eventSign}, your {house}, so {area}.',
  'That night the Moon sits in {eventSign} ({light}), crossing your {house}, so {area}.',
  'The Moon will be {light} and in your {house} that night, so {area}.',
  'Moonlight check: {light}, with the Moon in {eventSign} and your {house}, so {area}.',
  'By the peak the Moon has reached {eventSign}, your {house}, and is {light}, so {area}.',
  'With the Moon {light} in your {house} on the night, {area}.',
  'As for the Moon, it is {light} and passing through {eventSign}, your {house}, so {area}.',
] as const;

/** How the Moon's light treats a shower (clauses, daily). */
export const moonlightAdvice = {
  dark: [
    'conditions favour the faint meteors as well as the bright ones',
    'this is one of the better chances of the year',
    'a dark site will repay the effort',
    'even faint trails should show once your eyes adjust',
    'a reclining chair and twenty patient minutes are all you need',
  ],
  moderate: [
    'look away from the Moon or wait until it sets',
    'find a spot where a building or tree blocks the Moon itself',
    'some faint meteors will be lost, but the bright ones will still show',
    'face the darker half of the sky for the best count',
    'the hours after moonset will be the most rewarding',
  ],
  bright: [
    'only the brightest meteors will cut through and the nights before the peak may be better',
    'expect to see fewer meteors and be patient',
    'try the pre-dawn hours, when the Moon sits lower',
    'keep the Moon behind you and watch for the occasional fireball',
    'treat it as a relaxed watch for a few bright streaks rather than a full display',
  ],
} as const;

/** When no major shower peaks in the window (daily). Slots: {sign}, {shower}, {date}. */
export const noShowerLines = [
  'No major meteor shower peaks in these thirty days, {sign}; the next is the {shower} around {date}.',
  'This window falls between the big showers, {sign}, and the next, the {shower}, peaks around {date}.',
  'The major showers are resting this month, {sign}; mark {date} for the {shower}.',
  'There is no big shower to chase right now, {sign}, but the {shower} arrive around {date}.',
  'You will have to wait until about {date} for the next major shower, {sign}: the {shower}.',
  'Shooting stars are sparse this month, {sign}; the {shower} bring them back around {date}.',
  'For now the sky offers only stray meteors, {sign}, with the {shower} next in line around {date}.',
] as const;

/** The darkest nights, around a New Moon (daily). Slots: {date}, {house}. */
export const darkSkyLines = [
  'Even without a shower a few stray meteors cross the sky every hour, and the darkest nights come around the New Moon of {date}, in your {house}.',
  'For casual sky-watching, the nights around {date} are the darkest of the month, with the New Moon in your {house}.',
  'The New Moon of {date}, in your {house}, leaves the sky at its darkest, ideal for an unhurried look up.',
  'Plan a night out around {date}: the New Moon falls in your {house} and takes its light with it.',
  'Around {date} the New Moon in your {house} gives the blackest skies of the window.',
  'Dark skies peak around {date}, as the New Moon passes through your {house}.',
  'If you want stars without moonlight, aim for the nights near {date}, when the New Moon sits in your {house}.',
  'The Moon hides its face around {date}, new in your {house}, and the stars get the sky to themselves.',
  'Moonless skies arrive near {date} with the New Moon in your {house}; bring a blanket and let your eyes adjust.',
  'Without a shower, the best plain stargazing comes near {date}, when a New Moon in your {house} keeps the night black.',
  'Circle {date}: a New Moon falls in your {house}, and nights either side of it are ideal for the Milky Way.',
  'When the New Moon reaches your {house} on {date}, even a suburban sky shows more than usual.',
] as const;

/** The brightest nights, around a Full Moon (daily). Slots: {date}, {house}. */
export const brightSkyLines = [
  'Around the Full Moon of {date}, in your {house}, the sky is at its brightest: a night for moon-gazing rather than meteor-hunting.',
  'The Full Moon of {date} floods the sky with light from your {house}, so save meteor-watching for darker nights.',
  'On {date} the Full Moon in your {house} washes out all but the brightest stars.',
  'Moonlight peaks on {date}, with the Full Moon in your {house}; enjoy the Moon itself that night.',
  'Skip meteor plans around {date}: the Full Moon sits in your {house} and brightens the whole sky.',
  'The brightest nights fall near {date}, when the Full Moon lights your {house}.',
  'Near {date} the Full Moon in your {house} turns night into silver, lovely to look at and hard on faint meteors.',
  'The Full Moon of {date} rises in your {house} at sunset and stays up all night, so faint trails will be lost.',
  'Expect the least starlight near {date}, when the Full Moon in your {house} lights up the whole sky.',
  'For a night walk by moonlight choose {date}: the Full Moon in your {house} bright enough to cast shadows.',
  'A bright Full Moon in your {house} around {date} is a lovely sight and a poor backdrop for shooting stars.',
  'Around {date} the Full Moon holds your {house}, and its glare hides all but a few meteors.',
] as const;

/** A planet already retrograde as the window opens (daily). Slots: {body}, {eventSign}, {house}, {area}, {theme}, {until} ("through Dec 30", "until it turns direct on Dec 12"). */
export const ongoingRetrogradeLines = [
  '{body} stays retrograde in {eventSign}, your {house}, {until}, so {theme} around {area} remain under gentle review.',
  'With {body} retrograde in your {house} {until}, treat {area} as a second draft rather than a fresh start.',
  '{body} keeps backing through {eventSign}, your {house}, {until}, asking you to revisit {theme} where they touch {area}.',
  'In your {house}, {body} moves backwards {until}, a reminder to go slowly with {area}.',
  'Retrograde {body} in {eventSign} keeps your {house} in review mode {until}, especially around {area}.',
  '{body} is retrograde across your {house} {until}, so {area} reward patience more than speed.',
  'Retrograde in {eventSign} {until}, {body} turns your {house} into a place for reflection on {area}.',
  '{body} reviews old ground in {eventSign} {until}, so your {house} asks you to tidy up {theme} before pushing on with {area}.',
] as const;

/** When no planet is retrograde as the window opens (daily). Slots: {sign}. */
export const allDirectLines = [
  'As the window opens every planet is moving forward, {sign}, a rare clear road.',
  'No planet is retrograde at the start of this window, {sign}, so momentum is on your side.',
  'Every planet begins these thirty days in direct motion, {sign}; plans can move at full speed.',
  'The sky starts this stretch without a single retrograde, {sign}, which favours launching things.',
  'At the outset nothing is retrograde, {sign}, so there is little to hold you back.',
  'All the planets move forward as the month opens, {sign}: a good time for decisions.',
  'You begin with no retrogrades in play, {sign}, so fresh starts meet little resistance.',
  'Nothing in the sky is reviewing old ground right now, {sign}, which makes this a forward-facing start.',
  'The planets all move ahead together at the start, {sign}, so decisions made now tend to hold.',
  'With no retrograde to slow things, {sign}, the first days favour clear plans and prompt replies.',
  'Every planet faces forward as this stretch begins, {sign}, an easy backdrop for new commitments.',
  'No second drafts are asked of you by the sky at the start, {sign}; first drafts can go out.',
] as const;

/** When no planet stations in the window (daily). Slots: {sign}. */
export const noStationLines = [
  'No planet changes direction during these thirty days, {sign}, so the pace stays steady.',
  'None of the planets stations in this window, {sign}, which favours steady, forward-moving effort.',
  'Every planet keeps its direction this month, {sign}, so whatever is under way stays under way.',
  'There are no stations to plan around, {sign}, so this is a month for consistency.',
  'The planets hold their course through the whole window, {sign}, with no turning points to navigate.',
  'No retrograde begins or ends here, {sign}; use the even pace to make progress.',
  'This window has no stations, {sign}, so nothing new asks you to slow down or speed up.',
  'No planet pauses to turn around in these weeks, {sign}, so the rhythm you set early can carry through.',
  'The sky keeps a constant pace this month, {sign}, with no retrograde starting and none ending.',
  'Directions hold steady all month, {sign}, which suits routines you want to make permanent.',
  'You will not meet a station in this stretch, {sign}, so there is no turning point to time things around.',
  'Without a planet changing direction, {sign}, this is a month for patient, even effort.',
] as const;

/** The void-of-course Moon explained (daily). Slots: {sign}, {count}. */
export const voidCountLines = [
  'After its last major contact in a sign the Moon is void of course until it enters the next, and that happens {count} times in these thirty days, {sign}; the longest gaps are below.',
  'The Moon goes void of course {count} times this month, {sign}: short pauses between its last aspect in one sign and its arrival in the next, better for rest than for launches.',
  'Expect {count} void-of-course spells in this window, {sign}; traditionally they suit routine, reflection and finishing touches.',
  'A void-of-course Moon has finished its contacts in one sign and not yet begun in the next, and you will meet {count} of these gaps this month, {sign}.',
  'Between signs the Moon drifts without aspects, which astrologers call void of course; it does so {count} times here, {sign}, and the longest spells are listed below.',
  'You get {count} void-of-course windows in these thirty days, {sign}, each a good moment to pause rather than to sign or start.',
  'The Moon slips into a void of course {count} times before this window closes, {sign}; save big starts for the active stretches between them.',
  'Count on {count} quiet lunar pauses in this window, {sign}, handy for admin, rest and tying off loose threads.',
  'The void-of-course Moon turns up {count} times here, {sign}, and those hours favour small, routine tasks over fresh starts.',
  'There are {count} void-of-course spells ahead, {sign}; treat them as breathing room between the busier stretches.',
  'Across these days the Moon drifts void of course {count} times, {sign}, a rhythm of short lulls worth planning around.',
  'Expect the Moon to go quiet {count} times, {sign}, each spell a fine moment to tidy up rather than to begin.',
] as const;

/**
 * The last contact before a void spell, chosen by day and by the void's sign so one list never
 * repeats a line (12 entries). The start time keeps two voids in the same sign apart. Slots: {contact} ("a trine to Saturn"), {date} ("09:10 UTC"),
 * {eventSign}, {house}.
 */
export const lastContactLines = [
  'At {date} the Moon completes {contact} and goes quiet in {eventSign}, your {house}.',
  'The pause begins at {date}, straight after {contact}, and settles over your {house}.',
  'Its last contact, {contact} at {date}, sets the tone for the hours in your {house}.',
  'Expect the aftertaste of {contact}, exact at {date}, while the Moon drifts through {eventSign}, your {house}.',
  'Once {contact} is done at {date}, the Moon idles in {eventSign} and your {house} gets a few quiet hours.',
  'From {date}, after {contact}, the mood in your {house} slows right down.',
  'The final aspect, {contact}, falls at {date} and shapes how the pause in your {house} feels.',
  'Right after {contact} at {date}, your {house} enters a lull.',
  'The trigger is {contact} at {date}; after that, {eventSign} and your {house} stay quiet until the next sign.',
  'Look to {date}: {contact} closes the Moon’s business in {eventSign}, and your {house} can exhale.',
  'When {contact} perfects at {date}, the Moon has nothing left to do in {eventSign}, your {house}.',
  'The spell opens at {date} with {contact}, a fitting note for the quiet that follows in your {house}.',
] as const;

/** How an aspect reads as a noun phrase; {body} is the planet's name. */
export const contactWords = {
  conjunction: 'a meeting with {body}',
  sextile: 'an easy sextile to {body}',
  square: 'a tense square to {body}',
  trine: 'a flowing trine to {body}',
  quincunx: 'an awkward quincunx to {body}',
  opposition: 'an opposition to {body}',
} as const;

/** Section headings (daily, three words at most). */
export const headings = {
  dates: ['Dates to circle', 'The dated events', 'Day by day', 'What happens when'],
  context: ['The bigger picture', 'Setting the scene', 'Where things stand', 'The backdrop'],
  close: ['Your next step', 'Carrying it forward', 'A closing thought', 'Looking ahead'],
} as const;
