import type { HouseNumber } from '../../../compose/chart/bank/house-lines';
import type { CareerCategoryId } from '../career-tiles';

/**
 * What a solar house means for each category of tile, as noun phrases that follow "through",
 * "around" or "toward" in the sky sentences. Jupiter and Saturn read the same themes, one as
 * where growth comes easily, the other as where patience is asked for.
 */
export const houseThemes = {
  career: {
    1: 'how you put yourself forward and the projects you start on your own',
    2: 'your earning skills and the value you bring to a role',
    3: 'networking, writing, pitching and the everyday exchange of ideas',
    4: 'work done from home, family ventures and the base you operate from',
    5: 'creative projects, playful leadership and work you genuinely enjoy',
    6: 'daily routines, practical skills and the teams you support',
    7: 'partnerships, clients and one-to-one collaborations',
    8: 'shared ventures, negotiations and other people’s resources',
    9: 'training, teaching, publishing and work across borders',
    10: 'your public role, promotions and the reputation you are building',
    11: 'professional networks, team goals and the future you are working toward',
    12: 'behind-the-scenes work, research and the quiet preparation before a move',
  },
  finance: {
    1: 'the confidence to set your own terms',
    2: 'income, savings and the price you put on your own time',
    3: 'learning about money, comparing offers and keeping agreements clear',
    4: 'household budgets, home costs and long-term foundations',
    5: 'the balance between enjoyment and restraint in spending',
    6: 'everyday budgeting, bills and the habits that keep money steady',
    7: 'agreements with partners and the fairness of shared arrangements',
    8: 'shared finances, debts, loans and joint accounts',
    9: 'education, travel costs and money choices guided by your beliefs',
    10: 'earnings that follow your career standing and professional recognition',
    11: 'income from group efforts and savings goals for the future',
    12: 'forgotten accounts, quiet generosity and the money that slips away unnoticed',
  },
  purpose: {
    1: 'becoming more fully yourself and trusting your own direction',
    2: 'knowing what you value and why it matters to you',
    3: 'the ideas you share and the voice you use to share them',
    4: 'your roots, your home and the people who raised you',
    5: 'creativity, joy and what you make for the love of it',
    6: 'service, craft and the meaning hidden in daily work',
    7: 'the people who mirror you and the commitments you choose',
    8: 'deep change, letting go and what you rebuild afterwards',
    9: 'study, travel and the beliefs that give life its shape',
    10: 'your calling and the contribution you want to be known for',
    11: 'friendship, community and the future you hope to help build',
    12: 'solitude, inner practice and the quiet life beneath your choices',
  },
} as const satisfies Record<CareerCategoryId, Record<HouseNumber, string>>;

/**
 * Where Mars puts its drive, by the solar house it crosses: the same for every tile, so each is a
 * list of short items (a clause of five words or more would stand in too many readings).
 */
export const marsThemes = {
  1: 'your own initiatives, your presence',
  2: 'earning, pricing, your resources',
  3: 'emails, calls, pitches, quick errands',
  4: 'your home base, your footing',
  5: 'creative output, proud projects',
  6: 'the to-do list, health habits, fixes',
  7: 'negotiations, close colleagues',
  8: 'shared money, hard talks, clear-outs',
  9: 'fresh learning, a wider reach',
  10: 'visible goals, owned ambitions',
  11: 'allies, team projects, long plans',
  12: 'unfinished business, private work',
} as const satisfies Record<HouseNumber, string>;
