import { describe, expect, it } from 'vitest';
import {
  CRISIS_HELP,
  WELLBEING_CATEGORIES,
  WELLBEING_TOPIC_IDS,
  wellbeingTopicList,
  wellbeingTopics,
} from './wellbeing-topics';
import { wellbeingWisdom } from './wellbeing-wisdom';

/** Tool spec §2: the nine ids in their three groups, in the spec's order. */
const SPEC_GROUPS = {
  spiritual: [
    'spiritual-growth',
    'energy-healing',
    'dream-interpretation',
    'past-life-regression',
    'shadow-work',
  ],
  physical: ['zodiac-diet', 'zodiac-exercise'],
  mental: ['stress-management', 'meditation-mindfulness'],
} as const;

/** The topics that can stir real pain carry a note pointing to real help; no others do. */
const CARE_TOPICS = ['past-life-regression', 'shadow-work', 'stress-management'];

describe('well-being topics', () => {
  it('has the spec’s nine ids, once each, in the spec’s order', () => {
    expect(WELLBEING_TOPIC_IDS).toHaveLength(9);
    expect(new Set(WELLBEING_TOPIC_IDS).size).toBe(9);
    expect([...WELLBEING_TOPIC_IDS]).toEqual(Object.values(SPEC_GROUPS).flat());
    expect(wellbeingTopicList.map((topic) => topic.id)).toEqual([...WELLBEING_TOPIC_IDS]);
  });

  it.each(WELLBEING_CATEGORIES)('puts the spec’s topics in the %s group', (category) => {
    expect(
      wellbeingTopicList.filter((topic) => topic.category === category).map((topic) => topic.id),
    ).toEqual(SPEC_GROUPS[category]);
  });

  it.each(WELLBEING_TOPIC_IDS)('%s has its own id, a title and a description', (id) => {
    const topic = wellbeingTopics[id];
    expect(topic.id).toBe(id);
    expect(topic.title.length).toBeGreaterThan(3);
    expect(topic.description).toMatch(/^[A-Z].{20,}\.$/);
  });

  it('gives a care note to exactly the stress, shadow-work and past-life topics', () => {
    const withNotes = wellbeingTopicList.filter((topic) => 'careNote' in topic).map((topic) => topic.id);
    expect(withNotes.sort()).toEqual([...CARE_TOPICS].sort());
  });

  it.each(CARE_TOPICS)('%s: its care note points to a therapist or a doctor, kindly and briefly', (id) => {
    const note =
      (wellbeingTopics[id as keyof typeof wellbeingTopics] as { careNote?: string }).careNote ?? '';
    expect(note).toMatch(/licensed therapist/);
    expect(note.split(/\s+/).length).toBeLessThanOrEqual(45);
    expect(note).not.toMatch(/diagnos|cure|must\b/i);
  });

  it('names a real crisis route: the emergency number and a helpline finder', () => {
    expect(CRISIS_HELP.text).toMatch(/emergency number/);
    expect(CRISIS_HELP.url).toBe('https://findahelpline.com');
  });

  it('has a wisdom panel with a few titled texts, one of them about professional help', () => {
    expect(wellbeingWisdom.length).toBeGreaterThanOrEqual(3);
    for (const item of wellbeingWisdom) expect(item.text.length, item.title).toBeGreaterThan(60);
    expect(wellbeingWisdom.some((item) => /therapist/.test(item.text))).toBe(true);
  });
});
