/** The Emotional Well-being topics (tool spec §2, §3): nine ids in three groups. */
export const WELLBEING_CATEGORIES = ['spiritual', 'physical', 'mental'] as const;
export type WellbeingCategory = (typeof WELLBEING_CATEGORIES)[number];

export const WELLBEING_TOPIC_IDS = [
  'spiritual-growth',
  'energy-healing',
  'dream-interpretation',
  'past-life-regression',
  'shadow-work',
  'zodiac-diet',
  'zodiac-exercise',
  'stress-management',
  'meditation-mindfulness',
] as const;
export type WellbeingTopicId = (typeof WELLBEING_TOPIC_IDS)[number];

export interface WellbeingTopic {
  id: WellbeingTopicId;
  title: string;
  description: string;
  category: WellbeingCategory;
  emoji: string;
  /**
   * For the topics that can touch real pain (stress, old wounds, unsettling memories): a short,
   * kind pointer to real help, shown with every reading of the topic, AI-written or offline.
   */
  careNote?: string;
}

export const wellbeingCategoryTitles = {
  spiritual: 'Spiritual',
  physical: 'Physical',
  mental: 'Mental',
} as const satisfies Record<WellbeingCategory, string>;

export const wellbeingTopics = {
  'spiritual-growth': {
    id: 'spiritual-growth',
    title: 'Spiritual Growth',
    description: 'Widen your sense of meaning and meet yourself a little more honestly.',
    category: 'spiritual',
    emoji: '🌱',
  },
  'energy-healing': {
    id: 'energy-healing',
    title: 'Energy Healing',
    description: 'Notice where you feel drained or lit up, and tend your energy with care.',
    category: 'spiritual',
    emoji: '✨',
  },
  'dream-interpretation': {
    id: 'dream-interpretation',
    title: 'Dream Interpretation',
    description: 'Listen to the images of the night as messages from your inner life.',
    category: 'spiritual',
    emoji: '🌙',
  },
  'past-life-regression': {
    id: 'past-life-regression',
    title: 'Past Life Regression',
    description: 'Explore old patterns through story and imagination, gently and at your own pace.',
    category: 'spiritual',
    emoji: '⏳',
    careNote:
      'This is a reflective, imaginative practice, not hypnosis or therapy. If memories or images leave you shaken, pause and talk it through with a licensed therapist, and see a GP or doctor about anything that worries you.',
  },
  'shadow-work': {
    id: 'shadow-work',
    title: 'Shadow Work',
    description: 'Meet the parts of yourself you usually hide, with curiosity instead of blame.',
    category: 'spiritual',
    emoji: '🌗',
    careNote:
      'Looking at old hurts can bring up more than you expect. Go slowly, and if trauma, grief or dark thoughts surface, a licensed therapist is the right companion for this work; you do not have to hold it alone.',
  },
  'zodiac-diet': {
    id: 'zodiac-diet',
    title: 'Zodiac Diet',
    description: 'Eat in a way that steadies your mood and suits the rhythm of your sign.',
    category: 'physical',
    emoji: '🥗',
  },
  'zodiac-exercise': {
    id: 'zodiac-exercise',
    title: 'Zodiac Exercise',
    description: 'Find movement that matches your element and lets feelings move through you.',
    category: 'physical',
    emoji: '🏃',
  },
  'stress-management': {
    id: 'stress-management',
    title: 'Stress Management',
    description: 'Ease the pressure with small, practical rituals that calm body and mind.',
    category: 'mental',
    emoji: '🌊',
    careNote:
      'If stress stays for weeks, keeps you from sleeping or shows up in your body, please see a GP or doctor, and consider a licensed therapist; both can help in ways a reading cannot.',
  },
  'meditation-mindfulness': {
    id: 'meditation-mindfulness',
    title: 'Meditation & Mindfulness',
    description: 'Come back to the present with breath, attention and a kinder inner voice.',
    category: 'mental',
    emoji: '🧘',
  },
} as const satisfies Record<WellbeingTopicId, WellbeingTopic>;

export const wellbeingTopicList: readonly WellbeingTopic[] = WELLBEING_TOPIC_IDS.map(
  (id) => wellbeingTopics[id],
);

/** Where anyone in danger or despair can turn, whatever the topic. */
export const CRISIS_HELP = {
  text: 'If you are in crisis or thinking of harming yourself, call your local emergency number now, or find a free, confidential helpline near you at',
  url: 'https://findahelpline.com',
} as const;

/** Said once on the page and in every prompt: what this guidance is, and what it is not. */
export const WELLBEING_BOUNDARY =
  'Guidance here is for reflection and self-care. It never diagnoses anything and never replaces a doctor, a therapist or other professional help.';
