/** The journal's twelve dream emotions (tool spec §3), in the spec's order. */
export const DREAM_EMOTION_IDS = [
  'joy',
  'fear',
  'anxiety',
  'peace',
  'confusion',
  'love',
  'anger',
  'wonder',
  'sadness',
  'excitement',
  'calm',
  'overwhelmed',
] as const;
export type DreamEmotionId = (typeof DREAM_EMOTION_IDS)[number];

export const dreamEmotionNames = {
  joy: 'Joy',
  fear: 'Fear',
  anxiety: 'Anxiety',
  peace: 'Peace',
  confusion: 'Confusion',
  love: 'Love',
  anger: 'Anger',
  wonder: 'Wonder',
  sadness: 'Sadness',
  excitement: 'Excitement',
  calm: 'Calm',
  overwhelmed: 'Overwhelmed',
} as const satisfies Record<DreamEmotionId, string>;
