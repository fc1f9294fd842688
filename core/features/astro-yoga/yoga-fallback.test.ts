import { describe, expect, it } from 'vitest';
import { SIGN_IDS, signs } from '../../content/signs';
import { POSE_IDS } from './yoga-pose';
import { yogaPoses } from './yoga-poses';
import { yogaFallbackText } from './yoga-fallback';

const DATE = '2026-11-24';

describe('the Astro-Yoga fallback template', () => {
  it.each(SIGN_IDS)('%s: headings, bullets, the spec timings, a safety line and an affirmation', (sign) => {
    for (const pose of [...POSE_IDS, undefined]) {
      const text = yogaFallbackText({ feature: 'astro-yoga', sign, pose, date: DATE });
      const where = `${sign} ${pose ?? 'general'}`;
      expect(text, where).toContain(`Astro-Yoga for ${signs[sign].name}`);
      expect(text.match(/^#{2,3} /gm)?.length, `${where} headings`).toBeGreaterThanOrEqual(3);
      expect(text, `${where} bullets`).toMatch(/^- /m);
      expect(text, where).toContain('Morning: 15–20 minutes');
      expect(text, where).toContain('Evening: 10–15 minutes');
      expect(text, where).toContain('Weekly: 2–3 longer sessions');
      expect(text, `${where} safety`).toMatch(/pain/);
      expect(text, `${where} safety`).toMatch(/pregnan/);
      expect(text.trim(), `${where} ends with an affirmation`).toMatch(/\n\*[^*]+\*$/);
    }
  });

  it('names the pose, its Sanskrit name, its duration and its own safety line', () => {
    const text = yogaFallbackText({ feature: 'astro-yoga', sign: 'leo', pose: 'fish-pose', date: DATE });
    const fish = yogaPoses['fish-pose'];
    for (const part of [fish.name, fish.sanskritName, fish.duration, fish.safety])
      expect(text).toContain(part);
  });

  it("names the element's two poses in the general guidance", () => {
    const text = yogaFallbackText({ feature: 'astro-yoga', sign: 'capricorn', date: DATE });
    expect(text).toContain('Mountain Pose');
    expect(text).toContain('Tree Pose');
    expect(text).toContain('earth element');
  });
});
