import type { SignId } from '../../../content/signs';
import type { WholeSignAspect } from '../../../compose/moon-aspect';

/**
 * What the Moon's sign brings to everyone, as noun phrases that read after "a taste for",
 * "room for" or "leans toward". Two per sign, alternated day by day. Slot value: {moonMood}.
 */
export const moonMoods = {
  aries: ['quick starts and plain speaking', 'fresh air, brisk walks and honest impatience'],
  taurus: ['good food, slow pleasures and steady hands', 'comfort, patience and things that last'],
  gemini: ['conversation, errands and bright ideas', 'curiosity, messages and a change of scene'],
  cancer: ['home, family and familiar comforts', 'tenderness, memories and a full kitchen'],
  leo: ['play, praise and a little theatre', 'warm hearts, creative sparks and generous gestures'],
  virgo: [
    'tidy lists, useful work and small repairs',
    'careful details, healthy routines and quiet competence',
  ],
  libra: ['good company, fair deals and pleasant rooms', 'harmony, courtesy and beautiful things'],
  scorpio: [
    'depth, privacy and honest feeling',
    'loyalty, focus and conversations that go beneath the surface',
  ],
  sagittarius: ['adventure, big questions and laughter', 'travel plans, learning and open skies'],
  capricorn: ['structure, ambition and finished tasks', 'patient effort, clear plans and earned rest'],
  aquarius: ['friendship, new ideas and a little independence', 'experiments, causes and unusual solutions'],
  pisces: ['dreams, music and quiet compassion', 'imagination, rest and a softer pace'],
} as const satisfies Record<SignId, readonly [string, string]>;

/**
 * How the Moon's sign meets the reader's sign today (whole-sign angles). At most two signs
 * share an angle on a day, one on each side of the wheel, so eight per angle keep a sign from
 * meeting the same line within a week. The conjunction lines name only {sign}: there the
 * Moon's sign is the reader's. Slots: {moonSign}, {sign}, {moonMood}, {period}.
 */
export const moonAspectLines = {
  conjunction: [
    'Better still, the Moon is travelling through your own sign, {sign}, so your instincts and your intentions point the same way.',
    'Because the Moon is in {sign} itself, your emotional tide runs high and your presence is easy for others to feel.',
    'With the Moon passing through {sign}, this is your monthly lunar spotlight and a fine moment to put your own needs first.',
    'The Moon is in your sign, {sign}, lending you a taste for {moonMood} and the confidence to follow it.',
    'Your own sign, {sign}, hosts the Moon {period}, so people notice your mood before you say a word; let it be a kind one.',
    'With the Moon in {sign}, you are the weather {period}, and the day leans toward {moonMood}.',
    'The Moon’s visit to {sign} makes {period} feel personal, a good moment to tend your own plans before anyone else’s.',
    '{period} the Moon sits in {sign}, refreshing your energy the way a full night’s sleep does, so spend it on something that is truly yours.',
  ],
  'semi-sextile': [
    'The Moon in {moonSign} sits right next to {sign} on the zodiac wheel, a neighbourly angle that brings small adjustments rather than big dramas.',
    'One sign away from {sign}, the {moonSign} Moon brings gentle nudges to tweak habits you barely notice.',
    'As a zodiac neighbour of {sign}, {moonSign} offers a different flavour of energy, useful for seeing your routine with fresh eyes.',
    'The Moon in {moonSign}, next door to {sign}, makes room for {moonMood}, which may stretch you in a mild and useful way.',
    'With the Moon in {moonSign}, a neighbour to {sign}, {period} asks for minor course corrections rather than a new direction.',
    'From {moonSign}, next door to {sign}, the Moon brings you a taste for {moonMood}, a little outside your usual style and good for you.',
    'The Moon’s stay in {moonSign}, one sign from {sign}, favours the small practical fixes you keep meaning to make.',
    'Sitting beside {sign} on the wheel, the {moonSign} Moon shows you what you overlook, so keep an eye on the corners of your day.',
  ],
  sextile: [
    'The Moon in {moonSign} forms a friendly sextile with {sign}, an opening that rewards the person who knocks rather than the one who waits.',
    'An easy sextile links the {moonSign} Moon to {sign}, so conversations and collaborations flow with less effort than usual.',
    'Sextile to {sign}, the {moonSign} Moon offers opportunities that are real but modest; notice them and say yes.',
    'The Moon in {moonSign} makes a helpful sextile to {sign}, and the day leans toward {moonMood}, which suits you well.',
    'With the Moon sextile {sign} from {moonSign}, a small invitation or idea could open a door, provided you act on it.',
    'From {moonSign}, the Moon sends you a cooperative sextile, {sign}, good for teamwork, favours and friendly requests.',
    'A sextile from the {moonSign} Moon gives you a light, easy lift, {sign}, with room for {moonMood}.',
    'The {moonSign} Moon sits two signs from {sign}, a sextile that turns effort into results a little faster than usual.',
  ],
  square: [
    'From {moonSign}, the Moon squares {sign}, a tense angle that can feel like friction but often shows exactly where growth is waiting.',
    'The Moon in {moonSign} sits at a square to {sign}, so a small irritation may be a signal to change course, not to push harder.',
    'With the Moon square {sign} from {moonSign}, patience is a strategy: pause before reacting and the tension turns productive.',
    'The {moonSign} Moon squares {sign}, and its taste for {moonMood} may rub against your plans; bend a little and keep going.',
    'A square from the Moon in {moonSign} puts you slightly at odds with the day, {sign}, so choose your battles and skip the rest.',
    'The Moon in {moonSign} makes a square to {sign}, a nudge to solve a problem rather than wait for it to fade.',
    'With the {moonSign} Moon at a square to {sign}, moods can flare quickly and fade just as fast; give them an hour before answering.',
    'Square to {sign}, the Moon in {moonSign} stirs some restlessness, which works best as fuel for a task you have been avoiding.',
  ],
  trine: [
    'The Moon in {moonSign} forms a harmonious trine to {sign} and shares your element, so your feelings and your actions are unusually well in tune.',
    'From {moonSign}, the Moon trines {sign}, a flowing angle that makes self-expression feel natural and unforced.',
    'Trine to {sign}, the {moonSign} Moon brings easy grace; use it for something that usually feels like hard work.',
    'The Moon in {moonSign} trines {sign}, and the day leans toward {moonMood}, which comes naturally to you.',
    'With the Moon trine {sign} from {moonSign}, luck feels a little closer than usual, mostly because you are relaxed enough to notice it.',
    'A trine from the {moonSign} Moon lets you coast a little, {sign}; enjoy the ease, and spend some of it on someone else.',
    'The {moonSign} Moon sits four signs from {sign}, a trine that favours creativity, romance and anything done for the joy of it.',
    'In the same element as {sign}, the {moonSign} Moon makes room for {moonMood}, and you will find it easy to join in.',
  ],
  quincunx: [
    'The Moon in {moonSign} sits at an awkward quincunx to {sign}, an angle that asks for creative adjustments rather than all-or-nothing thinking.',
    'A quincunx links the {moonSign} Moon to {sign}, so two needs may seem at odds until you find a third way.',
    'With the Moon quincunx {sign} from {moonSign}, small compromises in schedule or expectations prevent bigger frustrations later.',
    'The {moonSign} Moon forms a quincunx to {sign}, and its taste for {moonMood} can seem foreign; borrow the useful part and leave the rest.',
    'From {moonSign}, the Moon makes an off-key quincunx to {sign}, so expect a plan or two to need rearranging.',
    'The Moon in {moonSign} stands five signs from {sign}, a quincunx that rewards flexibility over stubbornness {period}.',
    'A quincunx from the {moonSign} Moon asks you to adapt, {sign}, the way a good cook adjusts a recipe to what is actually in the cupboard.',
    'With the Moon in {moonSign} at a quincunx to {sign}, your body may know before your mind does that something needs changing.',
  ],
  opposition: [
    'The Moon stands opposite {sign}, in {moonSign}, highlighting relationships and what other people mirror back to you.',
    'With the Moon in {moonSign}, opposite {sign}, other people’s needs are loud; balance comes from give and take, not from giving in.',
    'The Moon’s opposition from {moonSign} turns the spotlight on partners and rivals alike, so listen closely before you answer, {sign}.',
    'Opposite {sign}, the Moon in {moonSign} brings a taste for {moonMood} through the people around you.',
    'The Moon in {moonSign} faces {sign} across the wheel, a full-on mirror that shows what you admire and what you resist in others.',
    'From {moonSign}, the Moon opposes {sign}, a good day to meet someone halfway and notice that halfway is not so far.',
    'With the {moonSign} Moon opposite {sign}, your relationships do the talking, and the wisest move is to ask before assuming.',
    'The Moon sits six signs from {sign}, in {moonSign}, and the day leans toward {moonMood}, most of it arriving through other people.',
  ],
} as const satisfies Record<WholeSignAspect, readonly string[]>;
