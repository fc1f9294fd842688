import type { PersonaId } from '../../../content/personas';

/**
 * Short openings a dealt sentence may take ("By my reckoning, ..."). A sentence is a lead and a
 * body dealt together from pools of coprime sizes, so the twelve signs on one day meet twelve
 * different sentences and one sign meets a new one every day for a month. An empty lead leaves
 * the body as it stands; at most one list a pool is dealt with holds it, so one body never
 * reads the same twice on different days. Each role has its own list, so one reply never uses a lead twice.
 */

/** Before a computed figure. */
export const FACT_LEADS = [
  '',
  'By my reckoning, ',
  'In plain figures, ',
  'Going by the ephemeris, ',
  'Counting the degrees, ',
  'For the record, ',
  'To put numbers on it, ',
  'As the tables have it, ',
  'Checked against the real sky, ',
  'Worked out properly, ',
  'Looking at the positions, ',
  'On the arithmetic alone, ',
  'Measured to the degree, ',
] as const;

/** Before the second figure of a reply. */
export const SECOND_FACT_LEADS = [
  'Beside that, ',
  'Alongside it, ',
  'On top of that, ',
  'Then there is this: ',
  'Add to that: ',
  'Meanwhile, ',
  'Right beside it, ',
  'Also worth knowing: ',
  'And as it happens, ',
  'Not far away in the sky, ',
  'In the same picture, ',
  'Keep in mind, too: ',
] as const;

/** Before an interpretive sentence. */
export const ANSWER_LEADS = [
  'What that means for you: ',
  'Here is how I read it: ',
  'Put simply, ',
  'In practice, ',
  'The way I see it, ',
  'My sense: ',
  'If I translate that, ',
  'Underneath the figures, ',
] as const;

/** Before a second interpretive sentence. */
export const MORE_LEADS = [
  'And ',
  'Beyond that, ',
  'There is more: ',
  'It also helps to remember: ',
  'Another way to see it: ',
  'One more thread: ',
  'Equally, ',
  'On a deeper level, ',
] as const;

/** Before the sentence about today's Moon. */
export const SKY_LEADS = [
  '',
  'For a bit of context, ',
  'Zooming in, ',
  'Closer to the moment, ',
  'Tonight’s sky adds one note: ',
  'If you glance up, ',
  'For the mood of the moment, ',
  'In the background, ',
] as const;

/** Before a reflective prompt. */
export const REFLECTION_LEADS = [
  '',
  'A question to carry: ',
  'Try this: ',
  'If it helps, ',
  'Something to sit with: ',
  'For a small practice, ',
  'Here is an invitation: ',
  'When you have a quiet minute, ',
] as const;

/** Each guide's way into the heart of an answer: the first interpretive sentence's lead. */
export const PERSONA_LEADS = {
  celestia: [
    '',
    'Reading it slowly, ',
    'As your chart unfolds it, ',
    'Seen from the whole map, ',
    'Gently put, ',
    'Read in the light of your whole chart, ',
    'With patience, ',
  ],
  luna: [
    '',
    'Softly, ',
    'If I listen to the tide of it, ',
    'With all my care, ',
    'Tenderly said, ',
    'As the Moon would have it, ',
    'Quietly and kindly, ',
  ],
  orion: [
    '',
    'Straight to it: ',
    'Practically speaking, ',
    'Let us be concrete: ',
    'The plan, then: ',
    'In one line: ',
    'Step by step, ',
  ],
  aurora: [
    '',
    'With warmth, ',
    'Seen with a hopeful eye, ',
    'Lovingly put, ',
    'From where I stand, ',
    'Hopefully and honestly, ',
    'With an open heart, ',
  ],
  phoenix: [
    '',
    'Bluntly, ',
    'Here is the hard truth: ',
    'Without sugar-coating it, ',
    'Facing it squarely, ',
    'No more hiding from it: ',
    'Through the fire of it, ',
  ],
  sage: [
    '',
    'As the old astrologers saw it, ',
    'Tradition would say: ',
    'In the long view, ',
    'By old custom, ',
    'As the almanacs taught, ',
    'Age-old advice: ',
  ],
  nova: [
    '',
    'Fresh take: ',
    'Plot twist: ',
    'Here is the fun part: ',
    'Quick remix: ',
    'Upgrade incoming: ',
    'Here is a twist: ',
  ],
  raven: [
    '',
    'Beneath the surface, ',
    'In the quieter layer, ',
    'If we look into the shadow, ',
    'Quietly, ',
    'In the hush of it, ',
    'Where the light thins, ',
  ],
  iris: [
    '',
    'In bright colours, ',
    'Crystal-clear, ',
    'With a little sparkle, ',
    'Cheerfully, ',
    'With a splash of colour, ',
    'Bright side first: ',
  ],
  cosmos: [
    '',
    'Zooming out, ',
    'Seen as a cycle, ',
    'On the bigger map, ',
    'In pattern terms, ',
    'From orbit, ',
    'In the grand scheme, ',
  ],
} as const satisfies Record<PersonaId, readonly string[]>;

/** Before the sentences that round a reply off, one list per use in a reply. */
export const FILLER_LEADS = [
  [
    'Meanwhile, ',
    'Alongside all this, ',
    'Whatever comes, ',
    'For the days ahead, ',
    'Quietly, too, ',
    'As a gentle aside, ',
    'In the meantime, ',
  ],
  [
    'Beyond the figures, ',
    'Remember as well: ',
    'Held lightly, ',
    'From my side, ',
    'All things considered, ',
    'On a personal note, ',
    'Last but not least, ',
  ],
  [
    'In the end, ',
    'As you go, ',
    'For balance, ',
    'With all that in mind, ',
    'Between us, ',
    'Looking inward, ',
    'On the quieter side, ',
  ],
] as const;

/** Before the guide's closing sentence. */
export const CLOSING_LEADS = [
  '',
  'For now, ',
  'Before we go on, ',
  'Last of all, ',
  'One more thing: ',
] as const;
