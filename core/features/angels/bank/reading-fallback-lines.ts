import type { AngelElement } from '../angel';
import type { AngelSpreadId, angelSpreads } from '../angel-spreads';
import type { Element } from '../../../content/signs';

type PositionLabel = (typeof angelSpreads)[AngelSpreadId]['positions'][number];

/** What each place in a spread asks of its card, so the reading explains the layout as it goes. */
export const positionMeanings = {
  'Divine Message': 'A single card carries the word your angels most want you to hear today.',
  'Past Influence': 'Here lies what shaped the moment you are standing in.',
  'Present Guidance': 'This place names the help that is within reach right now.',
  'Future Blessing': 'Ahead waits a gift that is already making its way toward you.',
  'Your Current Situation': 'The first card describes where you stand as the reading opens.',
  'Hidden Influences': 'Something working quietly in the background steps into the light here.',
  'Divine Guidance': 'At the heart of the spread sits the counsel that matters most.',
  'Your Spiritual Gifts': 'This place points to a strength of spirit you may be underusing.',
  'Challenges to Overcome': 'Here is the obstacle worth meeting with care rather than fear.',
  'Angels Supporting You': 'These are the helpers standing behind you as you move forward.',
  'Divine Outcome': 'The last card sketches where the path can lead if you walk it with an open heart.',
  'Current Energy': 'The opening card reflects the energy you bring to your question.',
  'Action to Take': 'This place suggests a concrete step for the days ahead.',
  'Angels Helping': 'Here is a helper already working on your behalf.',
  'Blessed Outcome': 'The final card shows the blessing that can grow from the step you take.',
} as const satisfies Record<PositionLabel, string>;

export const positionMeaningOf = (position: string): string | undefined =>
  Object.entries(positionMeanings).find(([label]) => label === position)?.[1];

/** Two ways to voice the element that leads the draw, so repeat readings do not read alike. */
export const leadingElementLines = {
  fire: [
    'Fire leads this draw: your angels favour brave action and a warm heart over waiting for perfect conditions.',
    'The flame runs strongest here, asking you to trust your enthusiasm and let it carry you past hesitation.',
  ],
  water: [
    'Water runs through this draw, so trust what you feel before you explain it and let tenderness choose your next move.',
    'The tide of feeling is strong in these cards, a sign that your intuition deserves the final word this time.',
  ],
  air: [
    'Air carries this draw: clear thinking, honest words and a lighter outlook will open the way.',
    'A fresh breeze moves through these cards, inviting you to talk things over and see them from a new angle.',
  ],
  earth: [
    'Earth steadies this draw, promising that small practical steps, taken patiently, will bring the change you want.',
    'Solid ground lies beneath these cards, so build slowly and trust that what you plant now will take root.',
  ],
  spirit: [
    'Spirit shines through this draw, a reminder that you belong to something larger and kinder than today’s worries.',
    'The quiet light of spirit fills these cards, asking you to make a little room for wonder in an ordinary week.',
  ],
} as const satisfies Record<AngelElement, readonly string[]>;

/** How the reading meets the visitor's sign, by the sign's element. */
export const signElementLines = {
  fire: 'Your fire-sign nature is quick to act, so let these messages set the direction before you set the pace.',
  earth:
    'Your earth-sign nature likes proof, so test one message in a practical way this week and watch what changes.',
  air: 'Your air-sign nature thinks in conversations, so talk these messages through with someone you trust.',
  water:
    'Your water-sign nature feels before it knows, so sit with these messages until they settle in your heart.',
} as const satisfies Record<Element, string>;

export const closingBlessings = [
  'Go gently, knowing that the love behind these cards goes with you.',
  'May the light of these angels stay with you long after the cards are put away.',
  'Carry this reading like a warm coat: take it out whenever the day turns cold.',
  'Your angels have spoken softly; may you hear them clearly in the days to come.',
  'Walk on in peace, held by more care than you can see.',
  'May every step you take from here be blessed, guided and light.',
] as const;

export const questionLines = [
  'Hold your question lightly as you read; the answer may arrive as a feeling as much as a thought.',
  'Keep your question close; the cards answer it in pieces, and the pieces fit together over time.',
  'Let your question rest beside the cards for a while, and notice which message keeps returning to you.',
] as const;
