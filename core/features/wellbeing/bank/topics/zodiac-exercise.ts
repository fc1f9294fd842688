import type { TopicBank } from '../topic-bank';

/** Movement within what feels comfortable; nothing that overrides medical advice. */
export const zodiacExerciseBank = {
  practices: [
    'Take a brisk ten-minute walk and let your arms swing freely. Short, regular movement lifts mood more reliably than rare, heroic workouts.',
    'Put on two favourite songs and dance however you like, alone and unobserved. Joyful movement counts just as much as the serious kind.',
    'Stretch slowly for five minutes when you get up, reaching up, folding forward and rolling your shoulders. Let your breath set the pace.',
    'Climb the stairs instead of waiting for the lift, or add a short walk after one meal. Weaving movement into the day is easier than carving out extra time.',
    'Try a few minutes of gentle yoga or tai chi from a beginner video. Flowing movement is a good choice when your mind feels busy.',
    'Walk somewhere green if you can, a park, a tree-lined street or a garden. Movement outdoors tends to calm the nerves as well as wake the body.',
    'Do a simple balance exercise: stand on one foot while brushing your teeth, then switch. Balance work quietly builds focus as well as strength.',
    'Move with a friend today, a walk and talk or a shared class. Company makes it easier to show up and more fun once you are there.',
    'Set a timer to stand up and stretch every hour you sit. Your back, your eyes and your mood will all thank you by evening.',
    'Choose an activity that feels like play rather than duty, a swim, a bike ride or throwing a ball. Enjoyment is what keeps a habit alive.',
    'After moving, sit for a minute and notice your heartbeat settling. Paying attention to recovery teaches you how your body likes to be treated.',
    'If you are tired or sore, choose restful movement today: slow walking, gentle stretches or lying with your legs up the wall. Rest is part of training.',
    'Start any new exercise gently and listen to your body, and if you have a health condition or injury, ask a doctor what kind of movement suits you.',
  ],
  questions: [
    'What kind of movement did you love as a child, and could you bring some of it back?',
    'How does your mood change after even a short walk?',
    'Where do you hold tension in your body, and what movement would release it?',
    'What would make exercise feel less like an obligation and more like a gift to yourself?',
    'When do you have the most natural energy for moving during the day?',
    'What does your body need more of right now: challenge, rest or play?',
    'Who could you invite to move with you this week?',
    'How do you speak to your body while you exercise, and is it kind?',
    'What small movement habit could you keep even on your busiest day?',
    'Which activity leaves you feeling strong rather than depleted?',
    'What would it feel like to exercise for joy rather than for results?',
    'How could you celebrate what your body already does for you every day?',
  ],
} as const satisfies TopicBank;
