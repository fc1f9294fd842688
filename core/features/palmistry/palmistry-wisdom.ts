/** The closing "Ancient Palmistry Wisdom" section (tool spec §2): three items, in our own words. */
export interface PalmistryWisdomItem {
  title: string;
  emoji: string;
  text: string;
}

/** Palmistry is for reflection: the built-in reading (§8) always carries this item. */
export const reflectionWisdom: PalmistryWisdomItem = {
  title: 'A mirror, not a verdict',
  emoji: '🪞',
  text: 'Palmistry is a tradition for reflection. No line foretells illness or measures a lifespan; a short life line is as ordinary as a long one. For anything about your health, a doctor is the one to ask.',
};

export const palmistryWisdom: readonly PalmistryWisdomItem[] = [
  {
    title: 'Two hands, two stories',
    emoji: '🤲',
    text: 'Old palmists compared both hands: the one you rarely write with was said to hold your nature, the other what you have made of it. Lines deepen, fade and branch over the years, so a palm is a diary still being written.',
  },
  reflectionWisdom,
  {
    title: 'Shape before lines',
    emoji: '✋',
    text: 'Readers begin with the whole hand before its lines: the shape of the palm, the length of the fingers, how the hand rests and moves. The four hand shapes are named after the elements, which is where palmistry meets your sign.',
  },
];
