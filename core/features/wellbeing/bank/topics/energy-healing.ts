import type { TopicBank } from '../topic-bank';

export const energyHealingBank = {
  practices: [
    'Sit comfortably, close your eyes and scan from your scalp to your toes, noticing where you feel heavy and where you feel light. Rest a warm hand on the heaviest place for a few slow breaths.',
    'Shake out your hands, arms and legs for one full minute, as if flicking water off them. It sounds silly and works well for loosening stuck, restless energy.',
    'Make a two-column list: what filled you up this week and what drained you. Choose one item from the draining side to shrink or skip in the next few days.',
    'Stand barefoot on the floor or ground and imagine roots running down from your soles. Breathe into them for a minute, letting anything jittery drain away.',
    'Rub your palms together briskly until they feel warm, then rest them over your closed eyes. Stay there for ten breaths and let the warmth soften your face.',
    'Declutter one small surface, a bedside table or a corner of your desk, and notice how the space feels afterwards. A tidier room often leaves the head lighter as well.',
    'Put on a piece of music that matches your mood, then one that matches the mood you want. Letting sound carry you from one to the other is a simple energy shift.',
    'Spend ten minutes near something living, a tree, a plant or a pet, without doing anything else. Calm is easier to borrow than to build from scratch.',
    'Take a warm shower or bath and imagine the water rinsing off the day’s noise. End with a few seconds of cooler water if that feels good, to wake yourself back up.',
    'Notice who you feel lighter around and who you feel smaller around. You do not have to act on it today; simply knowing protects your energy.',
    'Hum a low note for the length of a long exhale, three or four times. The vibration through your chest is a gentle, physical way to settle.',
    'Open a window, take five deep breaths of outside air, and picture stale feelings leaving with each exhale. Then close it and begin again fresh.',
    'Place one hand on your heart and one on your belly and breathe until both hands rise together. This small alignment often brings a sense of coming home.',
  ],
  questions: [
    'Which part of your day gives you more energy than it takes, and how could you protect it?',
    'Where in your body do you hold the feelings you do not say out loud?',
    'Whose energy do you tend to carry home, and what would it take to set it down at the door?',
    'What does rested feel like for you, in your body and not just in your schedule?',
    'What are you saying yes to that quietly drains you?',
    'When you feel most alive, what are you usually doing, and with whom?',
    'What would change if you treated your energy like something precious and limited?',
    'Which habit is a small leak in your energy, and which is a small spring?',
    'Where could you swap effort for ease this week without anything important suffering?',
    'What helps you feel safe enough to truly relax?',
    'If your energy had a colour today, what would it be, and what colour would you like it to be tomorrow?',
    'What does your body keep asking for that you keep postponing?',
  ],
} as const satisfies TopicBank;
