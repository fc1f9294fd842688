import type { WholeSignAspect } from '../../../compose/moon-aspect';

/**
 * How today's Moon sits toward the reader's sign, counted in whole signs and folded into four
 * moods: meeting (same sign), flowing (sextile, trine), pulling (square, opposition) and
 * sideways (semi-sextile, quincunx).
 */
export const MOON_RELATIONS = ['meeting', 'flowing', 'pulling', 'sideways'] as const;
export type MoonRelation = (typeof MOON_RELATIONS)[number];

export const relationOfAspect = {
  conjunction: 'meeting',
  sextile: 'flowing',
  trine: 'flowing',
  square: 'pulling',
  opposition: 'pulling',
  'semi-sextile': 'sideways',
  quincunx: 'sideways',
} as const satisfies Record<WholeSignAspect, MoonRelation>;

/**
 * Exactly twelve lines per mood: they are dealt with the Moon's distance from the sign as the
 * seat, so the signs of one day sit at different places and one sign, whose distance grows as
 * the Moon moves on, walks forward through the pool without meeting a line twice in a week.
 * Slots: {sign}, {moonSign}.
 */
export const moonRelationLines = {
  meeting: [
    'The Moon is in your own sign today, {sign}, so your feelings are closer to the surface and easier to read than usual.',
    'Having the Moon in {moonSign}, your own sign, is a monthly recharge, and it is worth spending some of it on yourself.',
    'Your sign hosts the Moon today, which turns the volume of your moods up a notch and your need for care with it.',
    'Today the Moon passes through {sign} itself, a personal new page each month for checking in with how you really are.',
    'The Moon visiting {sign} makes this your emotional home day, a time when your instincts about what you need are sharp.',
    'The Moon in your sign may leave you feeling more visible and more sensitive at once, {sign}, so be generous with rest.',
    'The Moon shares your sign today, which tends to make you the weather in every room; keep some calm weather for yourself.',
    'Your own sign holds the Moon right now, so any practice you start today has a personal, heartfelt charge.',
    'A Moon in {sign} means your needs are loud today, and listening to them is the quickest route to feeling well.',
    'The Moon has come home to {sign}, so treat today like a short retreat, even if it only lasts an evening.',
    'Sharing a sign with the Moon makes you extra responsive today, {sign}, so choose gentle inputs and kind company.',
    'The Moon in your sign highlights your own rhythm, so follow it instead of everyone else’s today.',
  ],
  flowing: [
    'The Moon in {moonSign} flows easily with {sign} today, so a new habit is likelier to feel natural than forced.',
    'An easy angle links the Moon in {moonSign} to your sign, which makes support from others simpler to accept.',
    'From {moonSign}, the Moon’s harmony with {sign} today smooths emotional edges, a good opening for a practice you have been putting off.',
    'Today’s Moon in {moonSign} gets along well with your sign, so your feelings and your plans can pull in the same direction.',
    'A friendly Moon in {moonSign} favours you today, {sign}, and friendly days are good for gentle progress.',
    'The Moon is in {moonSign}, a sign that suits {sign} well, so trust the ease you feel rather than looking for a catch.',
    'Your sign and the Moon in {moonSign} cooperate today, which makes small acts of self-care feel quietly rewarding.',
    'The lunar current from {moonSign} runs in your favour, {sign}, so let today’s practice be light and enjoyable.',
    'Good lunar company in {moonSign} lifts your mood, {sign}, and that lift is worth noticing and naming.',
    'The Moon in {moonSign} offers {sign} a supportive tailwind, a fine day to try something kind for yourself.',
    'A cooperative Moon in {moonSign} makes reflection easier for you today, {sign}, so answers may arrive with less effort than usual.',
    'Today the Moon in {moonSign} and your sign share a pleasant rhythm, so moving with your feelings feels simpler than fighting them.',
  ],
  pulling: [
    'The Moon in {moonSign} pulls against {sign} today, so friction you feel may be the sky’s, not a sign of failure.',
    'A tense angle from the Moon in {moonSign} can make you touchy today, {sign}, which is reason for more rest, not more effort.',
    'The Moon leans hard on your sign from {moonSign} today, so expect mixed feelings and meet them with patience.',
    'Today’s Moon in {moonSign} challenges {sign}, and challenges are easier to meet after food, water and a breath.',
    'Some tension from the Moon in {moonSign} touches {sign} today, a reminder to lower the bar and keep your care simple.',
    'The Moon in {moonSign} asks {sign} to stretch, so choose the gentlest version of any practice today.',
    'Your sign and the Moon in {moonSign} are at odds today, which can bring needs you usually ignore into plain view.',
    'A restless Moon in {moonSign} tugs at your sign, so keep your plans loose and your evening soft.',
    'With the Moon in {moonSign}, emotional push and pull is likely for you today, {sign}, so notice it without taking it as a verdict on yourself.',
    'A demanding Moon in {moonSign} can stir old reactions in {sign}; pause before you answer anyone, including yourself.',
    'Tension between the Moon in {moonSign} and your sign makes this a good day to ask for help rather than go it alone.',
    'The Moon’s friction from {moonSign} can feel personal today, {sign}, but it passes within a couple of days, so be kind while it lasts.',
  ],
  sideways: [
    'The Moon in {moonSign} sits at an awkward angle to {sign} today, so things may feel slightly out of step.',
    'Today’s Moon in {moonSign} meets your sign sideways, which can leave you unsure what you feel; give it time to come clear.',
    'An off-beat Moon in {moonSign} asks {sign} to adjust rather than push, in small and patient ways.',
    'The Moon in {moonSign} and {sign} do not quite speak the same language today, so translate your needs into plain, simple words.',
    'A sideways Moon in {moonSign} can make you second-guess yourself today, {sign}; choose one small certain thing to do.',
    'Today the Moon in {moonSign} asks your sign for flexibility, which is easier after a little movement and a little quiet.',
    'The Moon in {moonSign} nudges {sign} from an odd angle, a day when tiny changes of routine help more than big ones.',
    'Feelings may arrive out of order today, {sign}, with the Moon in {moonSign} at a sideways angle to you.',
    'An uneasy angle from the Moon in {moonSign} suits careful self-observation better than big decisions.',
    'The Moon leans in from {moonSign}, an unusual direction for you today, {sign}, so notice what surprises you about your own mood.',
    'A slightly mismatched Moon in {moonSign} invites {sign} to meet today with curiosity rather than a fixed plan.',
    'Your sign and the Moon in {moonSign} are a little out of tune today, so let your practice be a way of finding your own note again.',
  ],
} as const satisfies Record<MoonRelation, readonly string[]>;
