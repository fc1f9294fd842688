import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs } from '../../content/signs';
import { skyForDate } from '../../sky/daily-sky';
import { POSE_IDS } from './yoga-pose';
import { recommendedPoses, yogaPoses } from './yoga-poses';
import { composeYogaGuidance } from './yoga-guidance';

const DATE = '2026-11-24';
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('the offline Astro-Yoga guidance', () => {
  it.each([...POSE_IDS, undefined].map((pose) => [pose ?? 'general', pose] as const))(
    '%s: names the sign and the real Moon, carries a safety line, 120 words or more',
    (_label, pose) => {
      for (const sign of SIGN_IDS) {
        const reading = composeYogaGuidance({ sign, pose, date: DATE });
        const where = `${sign} ${pose ?? 'general'}`;
        expect(reading.headline, where).toContain(signs[sign].name);
        if (pose) expect(reading.headline, where).toContain(yogaPoses[pose].sanskritName);
        expect(reading.body, where).toContain(signs[skyForDate(DATE).moon.sign].name);
        expect(reading.body, `${where} safety`).toMatch(/pain|hurt/i);
        expect(reading.body, `${where} safety`).toMatch(/pregnan/i);
        expect(words(reading.markdown), where).toBeGreaterThanOrEqual(120);
        expect(reading.markdown, `${where} leaves a slot unfilled`).not.toMatch(/[{}]/);
      }
    },
  );

  it("names the element's two poses in the general guidance", () => {
    for (const sign of SIGN_IDS) {
      const { body } = composeYogaGuidance({ sign, date: DATE });
      const named = recommendedPoses(sign).filter((pose) => body.includes(pose.name));
      expect(named.length, sign).toBeGreaterThanOrEqual(1);
    }
  });

  it('tells a pose of the sign’s element from one of another element', () => {
    const other = composeYogaGuidance({ sign: 'leo', pose: 'childs-pose', date: DATE }).body;
    expect(other).toMatch(/water/);
    const kin = composeYogaGuidance({ sign: 'leo', pose: 'warrior-1', date: DATE }).body;
    expect(kin).not.toMatch(/borrowing|unfamiliar|not a fire pose|leans/);
  });

  it('is the same for the same request and changes with the date', () => {
    const request = { sign: 'virgo', pose: 'tree-pose', date: DATE } as const;
    expect(composeYogaGuidance(request)).toEqual(composeYogaGuidance(request));
    expect(composeYogaGuidance({ ...request, date: '2026-11-25' }).body).not.toBe(
      composeYogaGuidance(request).body,
    );
  });
});
