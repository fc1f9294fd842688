import type { HouseNumber } from '../../../compose/chart/bank/house-lines';

/**
 * More ways to say what each house is about, beside the shared `houseAreas`: a birth chart
 * names the same house for several planets, the chart ruler and the North Node, and each
 * mention should read fresh. Noun phrases that follow "through", "around" or "toward".
 */
export const natalHouseAreas = {
  1: [
    'the body you live in and the energy you bring into a room',
    'how you start things and how you are first seen',
    'the face you show and the way you take up space',
  ],
  2: [
    'earning, keeping and the things you treasure',
    'the skills you can live on and the security you build',
    'savings, possessions and the value you place on your own time',
  ],
  3: [
    'the talk of ordinary days, letters and neighbours',
    'brothers, sisters, lessons and the roads you know by heart',
    'local streets, quick errands and the news you pass on',
  ],
  4: [
    'the household, ancestry and the rooms where you rest',
    'family ties and what you inherited without choosing',
    'the private life behind your front door',
  ],
  5: [
    'love affairs, children and whatever you make for the joy of it',
    'games, romance, art and the risks you take for delight',
    'hobbies, flirtation and the pleasure of making things',
  ],
  6: [
    'the tasks that fill a working week and the health of your body',
    'colleagues, chores and the habits that keep life running',
    'work routines, pets and the small disciplines of health',
  ],
  7: [
    'the people you pair with, in love and in business',
    'contracts, spouses and open rivals',
    'marriage, business partners and the people who hold up a mirror',
  ],
  8: [
    'debts, inheritances and what you hold in common with others',
    'desire, loss and the bonds that change you',
    'shared money, taboo subjects and psychological depth',
  ],
  9: [
    'long journeys, faith and the teachers you choose',
    'philosophy, publishing and foreign places',
    'study abroad, big questions and the search for a creed',
  ],
  10: [
    'the work you are known for and the authority you carry',
    'ambition, public standing and the people you answer to',
    'your calling, your standing and the legacy you work toward',
  ],
  11: [
    'the friends you choose and the causes you join',
    'allies, clubs and the future you hope to help build',
    'networks, collective work and hopes for tomorrow',
  ],
  12: [
    'quiet, private devotion and whatever works behind the scenes',
    'sleep, solitude and the sorrows and mercies you keep to yourself',
    'hidden work, retreats and the life of dreams',
  ],
} as const satisfies Record<HouseNumber, readonly string[]>;
