import type { WellbeingTopicId } from '../wellbeing-topics';
import type { TopicBank } from './topic-bank';
import { dreamInterpretationBank } from './topics/dream-interpretation';
import { energyHealingBank } from './topics/energy-healing';
import { meditationMindfulnessBank } from './topics/meditation-mindfulness';
import { pastLifeRegressionBank } from './topics/past-life-regression';
import { shadowWorkBank } from './topics/shadow-work';
import { spiritualGrowthBank } from './topics/spiritual-growth';
import { stressManagementBank } from './topics/stress-management';
import { zodiacDietBank } from './topics/zodiac-diet';
import { zodiacExerciseBank } from './topics/zodiac-exercise';

/** Each topic's sentence bank; a topic without one fails to compile. */
export const topicBanks = {
  'spiritual-growth': spiritualGrowthBank,
  'energy-healing': energyHealingBank,
  'dream-interpretation': dreamInterpretationBank,
  'past-life-regression': pastLifeRegressionBank,
  'shadow-work': shadowWorkBank,
  'zodiac-diet': zodiacDietBank,
  'zodiac-exercise': zodiacExerciseBank,
  'stress-management': stressManagementBank,
  'meditation-mindfulness': meditationMindfulnessBank,
} as const satisfies Record<WellbeingTopicId, TopicBank>;
