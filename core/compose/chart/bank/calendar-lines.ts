import type { CalendarCategoryId } from '../../../content/calendar-categories';

/** How each category's guide opens. Slots: {sign}, {range} ("Nov 22 to Dec 21"). */
export const calendarIntros = {
  'current-events': [
    'Here is the sky from {range} at a glance, {sign}, with the events that matter most and where each one lands in your chart.',
    'From {range} the sky is busy in its own quiet way, {sign}; these are the moments worth circling on your calendar.',
    'A month of sky, {sign}: from {range} these real events set the rhythm, each read through the house it touches for you.',
  ],
  'moon-phases': [
    'The Moon’s phases give the next thirty days their pulse, {sign}. From {range}, here is when to begin, adjust, harvest and rest.',
    'From {range} the Moon waxes and wanes through these phases, {sign}, and each one lights a different corner of your life.',
    'Follow the Moon through {range}, {sign}: every phase below is dated and placed in the house it falls in for you.',
  ],
  'planetary-transits': [
    'From {range} these planets change sign, {sign}, and each move shifts the spotlight to a new part of your life.',
    'Planets on the move, {sign}: from {range} the sky rearranges itself like this, and here is what each change asks of you.',
    'From {range} the planets cross into new signs, {sign}; read each ingress as a change of scene in one of your houses.',
  ],
  'seasonal-shifts': [
    'The Sun’s journey sets the season, {sign}, and over {range} it carries this mood with it.',
    'From {range} the year turns a little further, {sign}; here is where the Sun is, where it is heading and what that means for you.',
    'Every season has its own weather inside us too, {sign}. Here is how the Sun shapes the days from {range} for you.',
  ],
  'eclipse-season': [
    'Eclipses are the sky’s turning points, {sign}. Here is what the eclipse cycle holds from {range}.',
    'From {range}, {sign}, this is where the Sun, the Moon and the lunar nodes stand in the eclipse cycle.',
    'Eclipses come in seasons about six months apart, {sign}; this is how the days from {range} fit into that rhythm.',
  ],
  'meteor-showers': [
    'Some nights are worth looking up for, {sign}. Here is what the nights from {range} offer, and how bright the Moon will be.',
    'From {range}, {sign}, here is when shooting stars are most likely, with the Moon’s light taken into account.',
    'Meteor showers return each year on the same dates, {sign}; here is what the nights from {range} offer to anyone willing to step outside.',
  ],
  'retrograde-periods': [
    'Retrogrades are seasons for review rather than launch, {sign}. Here is what turns, and when, from {range}.',
    'From {range}, {sign}, these planets pause and change direction, and here is where each one falls in your chart.',
    'When a planet appears to walk backwards, its themes come back for a second look. Here is how the days from {range} unfold for {sign}.',
  ],
  'cosmic-alignments': [
    'The Moon meets every planet in turn each month, {sign}. From {range}, these are its last contacts before each quiet pause.',
    'Alignments are brief windows of ease or tension, {sign}; here is how the Moon links up with the planets from {range}.',
    'From {range}, {sign}, the Moon’s contacts and its void-of-course pauses shape the texture of ordinary days.',
  ],
} as const satisfies Record<CalendarCategoryId, readonly string[]>;

/** The reflective close of each category. Slots: {sign}. */
export const calendarGuidance = {
  'current-events': [
    'You do not need to act on every event, {sign}; choose the one or two that speak to you and let the rest be background.',
    'Keep a short note of how each of these days actually feels, {sign}; over time you will learn your own rhythm with the sky.',
    'Let these dates be gentle prompts rather than rules, {sign}, and trust your own pace between them.',
  ],
  'moon-phases': [
    'A simple practice helps, {sign}: write one intention at the New Moon and read it again at the Full Moon.',
    'Let the waxing days carry your efforts and the waning days your rest, {sign}; the Moon’s rhythm is a kind one.',
    'Notice which phase feels most like you, {sign}, and plan one meaningful thing around it each month.',
  ],
  'planetary-transits': [
    'Transits describe weather, not fate, {sign}: dress for it, enjoy the sunny spells and rest when it rains.',
    'When a planet enters a new house for you, try one small action that honours that part of life, {sign}.',
    'Watch which change you feel most, {sign}; it usually points to the area of life that wants your attention.',
  ],
  'seasonal-shifts': [
    'Let your routines follow the season a little, {sign}: more rest when the light is low, more reach when it grows.',
    'A change of season is a natural checkpoint, {sign}; look back over the last month and choose what to carry forward.',
    'Mark the turning of the season with something simple, {sign}, a walk, a meal or a page in a journal.',
  ],
  'eclipse-season': [
    'Eclipses reward patience, {sign}: notice what begins or ends, and give it a few weeks before drawing conclusions.',
    'Between eclipse seasons the work is steady and ordinary, {sign}, and that steadiness is what the next turning point will build on.',
    'Keep plans flexible around eclipses, {sign}, and kind to yourself; clarity often arrives a little later.',
  ],
  'meteor-showers': [
    'Find a dark spot, let your eyes adjust for twenty minutes and look away from the Moon, {sign}; patience is the whole secret.',
    'Take a wish or a question outside with you, {sign}; watching the sky is a fine way to let an answer come.',
    'Dress warmly, put the phone away and give the sky an unhurried hour, {sign}; even one bright meteor is worth it.',
  ],
  'retrograde-periods': [
    'Use retrogrades for the re- words, {sign}: review, revise, repair, reconnect and rest.',
    'Leave a little extra time for plans and messages while planets turn, {sign}, and treat delays as invitations to improve.',
    'What returns during a retrograde often deserves a kinder second look, {sign}.',
  ],
  'cosmic-alignments': [
    'Use the Moon’s active stretches for starting things and its void pauses for finishing, resting and reflecting, {sign}.',
    'These windows last hours, not weeks, {sign}, so treat them as gentle timing hints rather than deadlines.',
    'Notice how your mood shifts as the Moon changes sign, {sign}; it is one of the easiest rhythms to feel.',
  ],
} as const satisfies Record<CalendarCategoryId, readonly string[]>;

/** When no eclipse falls in the window. Slots: {date} (the next eclipse, "Feb 6"), {sign}. */
export const noEclipseLines = [
  'Eclipse season is not active during these thirty days; the next eclipse arrives around {date}.',
  'No eclipse falls in this window, so eclipse season is quiet for now; the next one is due around {date}.',
] as const;

/** Reflective lines for a quiet eclipse window. Slots: {sign}. */
export const quietEclipseLines = [
  'Quiet stretches between eclipses are good for consolidating, {sign}: finish what the last turning point started.',
  'Without an eclipse to shake things up, {sign}, this is a time to build slowly on what you already know.',
  'Use the calm to notice what has changed since the last eclipse season, {sign}, and what you want from the next.',
] as const;

/** When no station falls in the window. No slots. */
export const noStationLines = [
  'No planet changes direction during these thirty days, so the pace stays steady.',
  'None of the planets stations in this window, which favours steady, forward-moving effort.',
] as const;

/** When no planet besides the Moon changes sign. No slots. */
export const noIngressLines = [
  'Apart from the Moon, no planet changes sign in this window; the scenery stays the same while the story deepens.',
] as const;

/** When no major meteor shower peaks in the window. Slots: {eventSign} (the next shower), {date}. */
export const noShowerLines = [
  'No major meteor shower peaks in these thirty days; the next is the {eventSign} around {date}.',
  'This window falls between the big showers, and the next, the {eventSign}, peaks around {date}.',
] as const;

/** Reflective lines for meteor watching on any dark night. Slots: {date} (a New Moon date). */
export const darkSkyLines = [
  'Even without a shower, a few stray meteors cross the sky every hour; the darkest nights fall around the New Moon of {date}.',
  'For casual sky-watching, the nights around {date}, near the New Moon, are the darkest of the month.',
] as const;

/** The brightest nights, for moon-gazing rather than meteors. Slots: {date} (a Full Moon date). */
export const brightSkyLines = [
  'Around the Full Moon of {date} the sky is at its brightest, a night for moon-gazing rather than meteor-hunting.',
  'The Full Moon of {date} floods the sky with light, so save meteor-watching for the darker nights either side of the New Moon.',
] as const;

/** Explaining the void-of-course Moon. No slots. */
export const voidExplanations = [
  'After its last major aspect in a sign, the Moon is called void of course until it enters the next one, a pause better suited to rest than to new starts.',
  'A void-of-course Moon has finished its contacts in one sign and not yet begun in the next; these gaps are traditionally kept for reflection and routine.',
] as const;

/** When the Moon visits the reader's own sign. Slots: {sign}, {date} ("Nov 27 and Dec 24"). */
export const moonVisitLines = [
  'The Moon returns to {sign} on {date}, your monthly emotional reset and a good time to put your own needs first.',
  'Look out for {date}, when the Moon moves through {sign}; your feelings run closer to the surface and your instincts sharpen.',
] as const;

/** When the Sun reaches a cardinal sign: the solstices and equinoxes. No slots. */
export const cardinalSeasonLines = {
  aries:
    'It marks the March equinox, when day and night are nearly equal everywhere: spring in the north and autumn in the south.',
  cancer: 'It marks the June solstice, the longest day in the north and the longest night in the south.',
  libra:
    'It marks the September equinox, when day and night are nearly equal everywhere: autumn in the north and spring in the south.',
  capricorn:
    'It marks the December solstice, the longest night in the north and the longest day in the south, a natural pause to look back and look ahead.',
} as const;

/** Affirmations for any calendar guide. No slots. */
export const calendarAffirmations = [
  'I move with the rhythm of the sky and the rhythm of my own heart.',
  'Every phase has its purpose, and so does every season of my life.',
  'I welcome what begins and release what is complete.',
  'I am patient with slow turns and open to sudden ones.',
  'There is time enough for everything that matters to me.',
  'I look up, I breathe, and I remember how wide the world is.',
  'I trust my timing.',
  'The sky changes, and I change with grace.',
  'I make room for rest as readily as for action.',
  'Each day of this month is a page I get to write.',
] as const;

/** A planet already retrograde as the window opens. Slots: {body}, {eventSign}, {house}, {area}. */
export const ongoingRetrogradeLines = [
  '{body} is already retrograde in {eventSign}, your {house}, so matters of {area} remain under gentle review for now.',
  'With {body} still retrograde in your {house}, treat {area} as a second draft rather than a fresh start.',
] as const;

/**
 * The nodal axis eclipses fall along. Slots: {eventSign} (North Node sign), {southSign},
 * {house} ("5th and 11th houses"), {area}, {from} (the areas of the other house).
 */
export const nodeAxisLines = [
  'Eclipses in this period fall along the {eventSign}–{southSign} axis, across your {house}, so the big turning points touch {area} on one side and {from} on the other.',
  'The lunar nodes sit in {eventSign} and {southSign}, your {house}; that is where eclipse seasons stir things up for you, with {area} on one side and {from} on the other.',
] as const;

/** How the Moon's light treats a meteor shower's peak. No slots. */
export const moonlightLines = {
  dark: [
    'With so little moonlight, conditions are ideal for catching the fainter meteors.',
    'A dark sky that night makes this one of the better chances of the year.',
  ],
  moderate: [
    'The Moon’s light will hide some of the fainter meteors, so look away from it or watch after it sets.',
    'Moonlight will be moderate, so find a spot where buildings or trees block the Moon itself.',
  ],
  bright: [
    'Bright moonlight will wash out all but the brightest meteors, so the nights before the peak may be better.',
    'The Moon will be bright, so expect to see only the brightest meteors; patience helps.',
  ],
} as const;

/** A void window's meaning when its last aspect is known. Slots: {body}. */
export const lastAspectLines = {
  conjunction: ['Its last contact, a meeting with {body}, sets the tone before the pause.'],
  sextile: ['Its last contact, an easy sextile to {body}, leaves a helpful opening before the pause.'],
  square: ['Its last contact, a square to {body}, may leave a little friction to let settle.'],
  trine: ['Its last contact, a flowing trine to {body}, makes the pause feel gentle.'],
  quincunx: ['Its last contact, a quincunx to {body}, asks for small adjustments before the pause.'],
  opposition: ['Its last contact, an opposition to {body}, brings something into view before the pause.'],
} as const;
