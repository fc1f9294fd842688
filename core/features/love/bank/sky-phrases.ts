import type { SignId } from '../../../content/signs';
import type { HouseNumber } from '../../../compose/chart/bank/house-lines';
import type { WholeSignAspect } from '../../../compose/moon-aspect';
import type { AspectId } from '../../../sky/aspects';
import type { MoonPhaseId } from '../../../sky/moon-phases';

/**
 * The phrases that turn a real placement into love language. Each is a noun phrase or clause
 * that the sentence templates slot in, so a sentence reads whole whatever the sky does. The
 * house tables give two wordings each, alternated day by day, so a Venus that stays in one
 * house for weeks is not described the same way every morning.
 */

/** What the heart turns toward with Venus in this solar house. Completes "…turns toward {venusTheme}". */
export const VENUS_HOUSE_THEMES = {
  1: [
    'how you carry yourself and the warmth people feel on first meeting you',
    'your own face, style and presence, and the pleasure of feeling at home in them',
  ],
  2: [
    'what you value, what you are worth to yourself and the comforts you share',
    'simple sensual pleasures and the question of what truly feels valuable',
  ],
  3: [
    'messages, conversations and the charm of a well-timed word',
    'short trips, quick exchanges and the people you meet on ordinary errands',
  ],
  4: [
    'home, family and the private places where you let your guard down',
    'the comfort of your own kitchen table and the people you let close to it',
  ],
  5: [
    'flirtation, play and the courage to be seen enjoying yourself',
    'dates, creative projects and anything that makes your heart beat a little faster',
  ],
  6: [
    'the small daily kindnesses that show care better than grand speeches',
    'routines, helpfulness and the way love looks on an ordinary weekday',
  ],
  7: [
    'partnership itself: the one-to-one bonds where you meet yourself in someone else',
    'commitments, agreements and the give and take of a serious connection',
  ],
  8: [
    'intimacy, trust and what you are willing to share at depth',
    'the private, intense side of closeness, where vulnerability is the price of real contact',
  ],
  9: [
    'people from far away, new ideas about love and the wish to grow through a bond',
    'travel, study and the attraction of a mind that widens your horizons',
  ],
  10: [
    'how your relationships are seen in public and what you want love to build',
    'reputation, ambition and the partner who respects where you are going',
  ],
  11: [
    'friends, groups and the chance that a friendship turns into something warmer',
    'your circle, your hopes and the people who share your picture of the future',
  ],
  12: [
    'quiet feelings, private longings and the healing that happens out of view',
    'solitude, old memories and tenderness you have not yet said out loud',
  ],
} as const satisfies Record<HouseNumber, readonly [string, string]>;

/** Where desire and the will to act go with Mars in this solar house. Completes "…goes into {marsTheme}". */
export const MARS_HOUSE_THEMES = {
  1: [
    'asserting yourself and going after what you want in plain sight',
    'your body, your nerve and the first move',
  ],
  2: ['defending what you value and standing up for your own worth', 'building security with your own hands'],
  3: ['frank talk, quick replies and the urge to say it now', 'debates, messages and restless errands'],
  4: ['matters at home, where tempers and loyalty both run hot', 'protecting your private space and family'],
  5: ['pursuit, play and the thrill of a chase', 'bold self-expression and romantic risk'],
  6: ['getting things done and proving love through effort', 'work, health routines and practical fixes'],
  7: [
    'the partner in front of you, where friction and attraction can look alike',
    'negotiation and the push and pull of a close bond',
  ],
  8: [
    'intensity, intimacy and the question of who holds power',
    'intensity, shared resources and honest confrontation',
  ],
  9: ['adventure, conviction and the urge to break routine', 'big ideas and the hunger for something new'],
  10: ['ambition and your public life, which can crowd out tenderness', 'career goals and visible effort'],
  11: ['friends, causes and group plans', 'shared goals and the energy of your circle'],
  12: [
    'what happens behind the scenes, where anger and longing hide',
    'rest, retreat and the desires you keep to yourself',
  ],
} as const satisfies Record<HouseNumber, readonly [string, string]>;

/** The manner Venus gives love from the sign she is in. Completes "love takes on {venusStyle}". */
export const VENUS_SIGN_STYLES = {
  aries: 'a bold, impatient warmth that likes to make the first move',
  taurus: 'a slow, sensual steadiness that trusts touch and time',
  gemini: 'a curious, talkative charm that falls for a quick mind',
  cancer: 'a protective tenderness that shows itself through care and food and home',
  leo: 'a generous, theatrical glow that wants to adore and be adored',
  virgo: 'a modest, attentive devotion that notices every small need',
  libra: 'a graceful sense of fairness and a longing for real partnership',
  scorpio: 'an intense, private loyalty that gives everything or nothing',
  sagittarius: 'a free, good-humoured openness that loves to roam together',
  capricorn: 'a patient, serious commitment that builds something to last',
  aquarius: 'a friendly, unconventional affection that needs room to breathe',
  pisces: 'a dreamy, forgiving softness that feels what others feel',
} as const satisfies Record<SignId, string>;

/** What the day's Venus–Mars aspect brings between wanting and acting. Completes "brings {meetingMood}". */
export const MEETING_MOODS = {
  conjunction: [
    'desire and affection pulling in the same direction',
    'a strong fusion of attraction and intent',
    'wanting and courting rolled into one bright impulse',
    'a charged closeness that makes it hard to stay casual',
    'the urge to turn a warm feeling into a plan',
    'heat and sweetness arriving together',
    'a single-minded pull toward someone who matters',
  ],
  sextile: [
    'an easy opening between what you feel and what you dare to do',
    'small, friendly chances to act on warm feelings',
    'a light invitation to say yes to a good idea',
    'chances to turn a shared laugh into a plan for two',
    'gentle encouragement for the person who makes the first call',
    'openings that reward a little friendly initiative',
    'an easy bridge from liking someone to showing it',
  ],
  square: [
    'a friction between wanting and waiting that can turn into chemistry',
    'restless tension that asks to be spoken rather than acted out',
    'sparks that can spill into argument if nobody names them',
    'impatience that wants a clear answer today',
    'a tug of war between comfort and adventure',
    'heat that needs a calm word before it needs a grand gesture',
    'friction that shows you what you actually want',
  ],
  trine: [
    'a smooth flow between tenderness and courage',
    'an unforced harmony between giving and going after',
    'a relaxed confidence that makes affection look effortless',
    'an easy rhythm between speaking up and listening',
    'warmth that moves without being pushed',
    'a kindly current under plans made for two',
    'affection and action keeping the same pace',
  ],
  quincunx: [
    'a slight mismatch between what you crave and how you reach for it',
    'the need to adjust timing before feelings and actions can agree',
    'crossed wires that a small correction can untangle',
    'a feeling that wants one thing while the diary wants another',
    'awkward timing that improves once someone laughs about it',
    'a need to fine-tune how you ask for what you want',
    'a slight itch between closeness and independence',
  ],
  opposition: [
    'a pull between two people who each want something different',
    'magnetism and standoff in the same breath',
    'attraction sharpened by difference',
    'a mirror held up between what you give and what you want back',
    'a tug between your needs and someone else’s',
    'chemistry that thrives on honest negotiation',
    'a standoff that softens once each side is heard',
  ],
} as const satisfies Record<AspectId, readonly string[]>;

/** Where the Moon's sign stands from yours. Reads after "in {moonSign}, ". */
export const MOON_TIES = {
  conjunction: 'right in your own sign',
  'semi-sextile': 'one sign along from your sign',
  sextile: 'in friendly sextile to your sign',
  square: 'square to your sign',
  trine: 'trine your sign',
  quincunx: 'at an awkward quincunx to your sign',
  opposition: 'directly opposite your sign',
} as const satisfies Record<WholeSignAspect, string>;

/** What that angle does to feelings. A clause completing "so {moonMood}". */
export const MOON_MOODS = {
  conjunction: [
    'your feelings sit close to the surface and are easy for others to read',
    'your moods set the tone of every room you walk into',
  ],
  'semi-sextile': [
    'small adjustments in how you listen go a long way',
    'feelings shift in quiet, barely noticed ways',
  ],
  sextile: ['kind words come easily and are easily received', 'it is simple to reach out and be met halfway'],
  square: [
    'a small irritation can hide a bigger need worth naming',
    'emotions ask for action before you have quite sorted them out',
  ],
  trine: [
    'the emotional weather is mild and generous with you',
    'it is easier than usual to feel understood',
  ],
  quincunx: [
    'what you need and what you ask for may not quite line up',
    'feelings need a little translation before they land',
  ],
  opposition: [
    'other people mirror your feelings back to you, for better and for worse',
    'the needs of someone close stand in full view beside your own',
  ],
} as const satisfies Record<WholeSignAspect, readonly [string, string]>;

/** The Moon's phase after "the Moon is": "the Moon is a waxing crescent". */
export const PHASE_WORDS = {
  'new-moon': 'new',
  'waxing-crescent': 'a slim waxing crescent',
  'first-quarter': 'at first quarter',
  'waxing-gibbous': 'waxing gibbous and nearly full',
  'full-moon': 'full',
  'waning-gibbous': 'waning gibbous',
  'last-quarter': 'at last quarter',
  'waning-crescent': 'a thin waning crescent',
} as const satisfies Record<MoonPhaseId, string>;

/** What the phase favours in love, as a noun phrase: "a phase for {phaseMood}". */
export const PHASE_MOODS = {
  'new-moon': 'quiet intentions and fresh starts',
  'waxing-crescent': 'first steps and tentative hopes',
  'first-quarter': 'decisions and honest effort',
  'waxing-gibbous': 'refining what is already growing',
  'full-moon': 'clarity, confessions and strong feelings',
  'waning-gibbous': 'gratitude and sharing what you have learned',
  'last-quarter': 'letting go of what no longer fits',
  'waning-crescent': 'rest, forgiveness and gentle endings',
} as const satisfies Record<MoonPhaseId, string>;
