import { describe, expect, it } from 'vitest';
import { SIGN_IDS, type SignId } from '../../content/signs';
import { maskedSharing } from '../../compose/quality/reader-stats';
import { repetitionWithin, sharedSentenceRate } from '../../compose/quality/sentence-stats';
import { type IsoDate, addDays } from '../../time/calendar-date';
import { POSE_IDS, type PoseId } from './yoga-pose';
import { composeYogaGuidance } from './yoga-guidance';

/**
 * The composer variety budget for Astro-Yoga: the twelve signs reading one pose (or the general
 * guidance) on one date share under 5 % of their sentences, and one sign reading it day after
 * day repeats no sentence within 30 days (issue 24), even with
 * the sign's name masked the signs' readings of one day stay apart.
 */
const CHOICES = [...POSE_IDS, undefined] as const;
const labelOf = (pose: PoseId | undefined) => pose ?? 'general';
const read = (sign: SignId, pose: PoseId | undefined, date: IsoDate) =>
  composeYogaGuidance({ sign, pose, date }).markdown;

const SPREAD_DATES = Array.from({ length: 30 }, (_, index) => addDays('2026-01-05', index * 23));
const STRETCH_STARTS: IsoDate[] = ['2026-03-01', '2027-08-15'];
const STRETCH_DAYS = 40;

describe('Astro-Yoga variety budget', () => {
  it.each(CHOICES.map((pose) => [labelOf(pose), pose] as const))(
    '%s: the twelve signs share under 5 percent of sentences (15 percent masked) on each of 30 dates',
    (_label, pose) => {
      const failures = SPREAD_DATES.flatMap((date) => {
        const readings = SIGN_IDS.map((sign) => read(sign, pose, date));
        const stats = sharedSentenceRate(readings);
        const masked = maskedSharing(readings);
        return stats.rate < 0.05 && masked.rate <= 0.15
          ? []
          : [`${date}: ${stats.shared}/${stats.total}, e.g. ${stats.examples.join(' | ')}`];
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it.each(CHOICES.map((pose) => [labelOf(pose), pose] as const))(
    '%s: no sign repeats a sentence within 30 consecutive days',
    (_label, pose) => {
      const failures = STRETCH_STARTS.flatMap((start) =>
        SIGN_IDS.flatMap((sign) => {
          const readings = Array.from({ length: STRETCH_DAYS }, (_, day) =>
            read(sign, pose, addDays(start, day)),
          );
          const stats = repetitionWithin(readings, 30);
          return stats.repeats === 0 ? [] : [`${sign} from ${start}: ${stats.examples.join(' | ')}`];
        }),
      );
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );

  it('gives one sign nine different texts when it reads every pose and the general guidance on one day', () => {
    const failures = SIGN_IDS.flatMap((sign) =>
      SPREAD_DATES.slice(0, 6).flatMap((date) => {
        const stats = sharedSentenceRate(CHOICES.map((pose) => read(sign, pose, date)));
        return stats.shared === 0 ? [] : [`${sign} ${date}: ${stats.examples.join(' | ')}`];
      }),
    );
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
