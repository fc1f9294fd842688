/** The six nutritional focus topics of the Zodiac Diet page (tool spec §2, §9: six diet topics). */
export const DIET_FOCUS_IDS = [
  'nutritional-needs',
  'digestive-health',
  'food-preferences',
  'eating-patterns',
  'lunar-nutrition',
  'elemental-diet',
] as const;
export type DietFocusId = (typeof DIET_FOCUS_IDS)[number];

export interface DietFocus {
  id: DietFocusId;
  title: string;
  description: string;
  icon: string;
  /** A CSS colour for the topic's accent. */
  color: string;
}

export const dietFocuses = {
  'nutritional-needs': {
    id: 'nutritional-needs',
    title: 'Nutritional Needs',
    description: 'The kinds of food that tend to keep your sign feeling nourished and steady.',
    icon: '🥗',
    color: '#34d399',
  },
  'digestive-health': {
    id: 'digestive-health',
    title: 'Digestive Health',
    description: 'Gentle habits around meals that help you feel comfortable after eating.',
    icon: '🌿',
    color: '#a3e635',
  },
  'food-preferences': {
    id: 'food-preferences',
    title: 'Food Preferences',
    description: 'The flavours and textures your sign is drawn to, and how to enjoy them well.',
    icon: '🍽️',
    color: '#fbbf24',
  },
  'eating-patterns': {
    id: 'eating-patterns',
    title: 'Eating Patterns',
    description: 'Rhythm, timing and setting: how and when meals suit you best.',
    icon: '⏰',
    color: '#60a5fa',
  },
  'lunar-nutrition': {
    id: 'lunar-nutrition',
    title: 'Lunar Nutrition',
    description: "Food ideas that follow today's Moon phase through its monthly cycle.",
    icon: '🌙',
    color: '#c4b5fd',
  },
  'elemental-diet': {
    id: 'elemental-diet',
    title: 'Elemental Diet',
    description: "Balancing your plate with your element's warmth, grounding, lightness or flow.",
    icon: '🔥',
    color: '#f87171',
  },
} as const satisfies Record<DietFocusId, DietFocus>;

export const dietFocusList: readonly DietFocus[] = DIET_FOCUS_IDS.map((id) => dietFocuses[id]);
