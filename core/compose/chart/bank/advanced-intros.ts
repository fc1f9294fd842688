import type { ChartCategory, ChartTypeId } from '../../../sky/advanced/chart-types';

/** What each chart type shows, as the reading's opening. Slots: {name}, {partner}, {chart}. */
export const chartTypeIntros = {
  synastry: [
    'Synastry lays two birth charts side by side, {name} and {partner}, and looks at where one person’s planets touch the other’s. It shows chemistry and friction, never a verdict on whether a bond should last.',
    'In synastry, {name}, your chart and {partner}’s are read against each other: each contact below is a place where you meet, spark or stretch each other.',
  ],
  composite: [
    'A composite chart blends {name}’s and {partner}’s charts into one, using the halfway point of each pair of planets. It describes the relationship as a third presence with a character of its own.',
    'The composite is the chart of the bond itself, {name} and {partner}: not either of you, but what you make together.',
  ],
  davison: [
    'The Davison chart is cast for the moment and place halfway between two births, so {name} and {partner}’s relationship gets a real sky of its own to read.',
    'A Davison chart treats the relationship between {name} and {partner} as if it had been born: here is the sky of that midpoint moment.',
  ],
  progressed: [
    'Progressions move your birth chart forward one day for every year you have lived, {name}, tracing slow inner growth rather than outside events.',
    'Your progressed chart, {name}, is the birth chart grown up: the placements below show the chapter of inner development you are living now.',
  ],
  'solar-return': [
    'A solar return is cast for the moment the Sun comes back to where it stood when you were born, {name}; it sets the tone of the year from one birthday to the next.',
    'Each birthday the Sun returns to its birth position, {name}, and the sky of that moment reads like a forecast of the year’s themes.',
  ],
  'lunar-return': [
    'The Moon returns to its birth position about every 27 days, {name}, and the chart of that moment colours the month that follows.',
    'A lunar return is a monthly snapshot, {name}: the sky at the moment the Moon comes home to where it was when you were born.',
  ],
  relocation: [
    'A relocation chart keeps your birth moment but moves it to another place, {name}. The planets stay in their signs; the houses and angles shift, bringing different parts of life forward.',
    'Same birth, new horizon, {name}: relocating your chart shows which areas of life a place tends to emphasise.',
  ],
  medical: [
    'This medical chart reflection looks at the houses of body, routine, recovery and rest in your chart, {name}. It speaks of tendencies and self-care for reflection only, never a diagnosis or medical advice.',
    'Traditional astrology links certain houses to the body and daily rhythms, {name}. Read what follows as gentle prompts for self-care and reflection, not as medical guidance.',
  ],
  financial: [
    'This financial chart reflection reads the houses of earning, sharing and gains in your chart, {name}, to describe attitudes and tendencies around money. It is not financial advice.',
    'Your chart’s money houses, {name}, show how you tend to earn, share and feel secure. Treat this as self-reflection, not financial advice, and never as a guide to real financial decisions.',
  ],
  vocational: [
    'A vocational reading looks at your Midheaven, the houses of daily work and resources, and the planets that rule them, {name}, to describe the kinds of work that may feel like a calling. It is a prompt for reflection, not career advice.',
    'Your chart’s career points, {name}, describe working style and talents rather than a job title; read them as reflection, not career advice.',
  ],
} as const satisfies Record<ChartTypeId, readonly string[]>;

/** Guidance at the end of each chart type's reading. Slots: {name}, {partner}. */
export const chartTypeGuidance = {
  synastry: [
    'Contacts describe potential, not destiny: the easy ones need appreciation and the hard ones need kindness and conversation.',
    'Talk about the contacts that ring true, {name}; naming a pattern together is often the first step to enjoying it.',
  ],
  composite: [
    'Look after the relationship as its own living thing: give its strengths room and its tensions patience.',
    'Ask what this bond wants to become, {name} and {partner}, and make one small choice this month that serves it.',
  ],
  davison: [
    'Like any birth chart, this one describes a character to get to know, not a fate to accept.',
    'Return to these themes on anniversaries, {name}; relationships, like people, grow into their charts.',
  ],
  progressed: [
    'Progressions move slowly, so give this chapter time: notice what has quietly changed in you over the last few years.',
    'Inner growth rarely announces itself, {name}; journaling through this season may show you how far you have come.',
  ],
  'solar-return': [
    'Choose one intention for this birthday year that honours its strongest placement, and revisit it each season.',
    'Let the year’s themes guide where you spend your energy, {name}, and celebrate progress at the halfway mark.',
  ],
  'lunar-return': [
    'A month passes quickly, so pick one emotional priority for these weeks and let the rest wait.',
    'Notice how your moods shift over this lunar month, {name}; next month’s return will show how the story continues.',
  ],
  relocation: [
    'A place can support different parts of you; visit or imagine living there and notice which themes come alive.',
    'No place is good or bad in itself, {name}: relocation shows emphasis, and you still bring your whole chart wherever you go.',
  ],
  medical: [
    'Use these themes as reminders to rest, move and eat in ways that feel good, and bring any health concern to a qualified professional.',
    'Listen to your body first, {name}; the chart can suggest rhythms of self-care, but a doctor is the right person for real questions.',
  ],
  financial: [
    'Reflect on what security means to you and on your habits with money, and take real decisions with a qualified adviser.',
    'Let these tendencies prompt honest questions about values and spending, {name}, never a bet on outcomes.',
  ],
  vocational: [
    'Treat these placements as clues to your working style, and test them against what has actually energised you so far.',
    'Try one small experiment in the direction your chart suggests, {name}, and talk to a career professional before big moves.',
  ],
} as const satisfies Record<ChartTypeId, readonly string[]>;

/** Affirmations per chart category. No slots. */
export const advancedAffirmations = {
  relationship: [
    'We grow together by honouring what each of us brings.',
    'Love is a practice, and I practise it with patience.',
    'I meet the people I love with curiosity and care.',
    'Our differences are part of our strength.',
  ],
  personal: [
    'I welcome the chapter I am living now.',
    'I grow at the pace that is right for me.',
    'Each return is a chance to begin again with wisdom.',
    'I carry my whole story wherever I go.',
  ],
  specialized: [
    'I care for my body, my resources and my work with attention and kindness.',
    'I listen to my own rhythms and honour them.',
    'My worth is more than anything I earn or achieve.',
    'I make wise choices and ask for good advice when I need it.',
  ],
} as const satisfies Record<ChartCategory, readonly string[]>;
