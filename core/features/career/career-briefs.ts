import type { CareerTileId } from '@core/features/career/career-tiles';

/**
 * What the model is asked to cover for each tile, beyond the shared rules of the system
 * message. The money briefs say again what the system message forbids, because a tile named
 * "investment" invites exactly the advice the reading must not give.
 */
export const careerBriefs = {
  'career-daily':
    'the working day: where to put effort, what to postpone, how to handle colleagues and one concrete step.',
  'career-weekly':
    'the working week from Sunday to Saturday: how it opens, where the pressure peaks around the dated events, and how to close it well.',
  'career-monthly':
    'the working month in phases, turning at the dated lunations: what to start, what to review, what to finish.',
  'career-path':
    'the kinds of work that suit this sign, where its career is heading over the coming year given the slow planets, and one way to test a direction.',
  'business-astrology':
    'running or starting a venture: timing, partners, the founder’s blind spots, and sound habits; no promises of success.',
  'finance-daily':
    'the day’s money mood: spending impulses, saving habits, conversations about money. No specific products, trades or assets.',
  'finance-weekly':
    'the week’s budget rhythm around the dated events: when to review, when to wait, what to talk through. No specific products, trades or assets.',
  'finance-monthly':
    'the month’s financial themes in phases: planning, reviewing fixed costs, building a cushion. No specific products, trades or assets.',
  'wealth-potential':
    'how this sign builds security over years: temperament, skills that earn, habits that keep. Wealth as freedom, not a forecast of riches.',
  'investment-guidance':
    'this sign’s temperament with risk, patience and research, and the questions to bring to a qualified adviser. Never name or rank any asset, market, product or timing to enter or leave one.',
  'life-purpose':
    'the thread of meaning in this sign’s work and life, where the slow planets ask it to grow, and a small practice to follow that thread.',
  'talent-identification':
    'the natural talents of this sign, shown where the slow planets give them room, and how to develop them.',
  'overcoming-obstacles':
    'what stands in this sign’s way now (read Saturn’s house first), the lesson in it, and practical ways through.',
} as const satisfies Record<CareerTileId, string>;
