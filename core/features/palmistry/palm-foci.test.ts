import { describe, expect, it } from 'vitest';
import { HAND_MOUNT_IDS } from './hand-mount';
import { PALM_FOCUS_COLORS, palmFocusList } from './palm-foci';
import { PALM_LINE_IDS } from './palm-line';
import { palmistryWisdom } from './palmistry-wisdom';

/** Tool spec §3: the six foci and their titles, in order. */
const SPEC_FOCI = [
  ['palm-analysis', 'Complete Palm Analysis'],
  ['life-prediction', 'Life Path Predictions'],
  ['love-compatibility', 'Love & Relationship Reading'],
  ['career-guidance', 'Career & Success Guidance'],
  ['health-insights', 'Health & Vitality Insights'],
  ['spiritual-gifts', 'Spiritual Gifts & Psychic Abilities'],
];

describe('the six palm-reading foci', () => {
  it("holds the spec's six ids and titles, in order", () => {
    expect(palmFocusList.map((focus) => [focus.id, focus.title])).toEqual(SPEC_FOCI);
  });

  it.each(palmFocusList.map((focus) => [focus.id, focus] as const))(
    '%s: description, icon and colour, and at least one real line and mount to read',
    (id, focus) => {
      expect(focus.description.trim(), `${id} description`).not.toBe('');
      expect(focus.icon.trim(), `${id} icon`).not.toBe('');
      expect(PALM_FOCUS_COLORS).toContain(focus.color);
      expect(focus.lines.length, `${id} lines`).toBeGreaterThan(0);
      expect(focus.mounts.length, `${id} mounts`).toBeGreaterThan(0);
      for (const line of focus.lines) expect(PALM_LINE_IDS).toContain(line);
      for (const mount of focus.mounts) expect(HAND_MOUNT_IDS).toContain(mount);
    },
  );

  it('reads what spec §7 names for each focus', () => {
    const byId = Object.fromEntries(palmFocusList.map((focus) => [focus.id, focus]));
    expect(byId['love-compatibility']).toMatchObject({ lines: ['heart-line'], mounts: ['venus-mount'] });
    expect(byId['career-guidance']?.lines).toContain('fate-line');
    expect(byId['career-guidance']?.mounts).toContain('jupiter-mount');
    expect(byId['health-insights']?.lines).toEqual(['life-line']);
    expect(byId['spiritual-gifts']?.lines).toContain('mercury-line');
    expect(byId['palm-analysis']?.mounts).toEqual([...HAND_MOUNT_IDS]);
  });
});

describe('Ancient Palmistry Wisdom', () => {
  it('has three distinct, filled items', () => {
    expect(palmistryWisdom).toHaveLength(3);
    expect(new Set(palmistryWisdom.map((item) => item.title)).size).toBe(3);
    for (const item of palmistryWisdom) {
      expect(item.text.trim(), item.title).not.toBe('');
      expect(item.emoji.trim(), item.title).not.toBe('');
    }
  });
});
