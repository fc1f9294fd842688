import type { TopicBank } from '../topic-bank';

export const meditationMindfulnessBank = {
  practices: [
    'Sit comfortably and count ten slow breaths, starting again whenever your mind wanders. Wandering is normal; coming back is the whole practice.',
    'Try box breathing, four slow counts for each side of the box: breathe in, hold, breathe out, rest, and go round a few times. It gives a busy mind a simple shape to follow.',
    'Name five things you can see, four you can hear, three you can touch, two you can smell and one you can taste. This quick exercise brings you straight into the present.',
    'Drink your next cup of tea or coffee mindfully: feel the warmth of the cup, watch the steam, taste each sip. One mindful minute can reset an afternoon.',
    'Walk slowly for five minutes, feeling each foot lift, move and land. Walking meditation suits anyone who finds sitting still difficult.',
    'Set three gentle reminders on your phone today, and at each one take a single conscious breath and notice how you feel.',
    'Lie down and scan your body slowly from head to toe, softening each area as you reach it. Let the floor or bed hold your full weight.',
    'Choose a short phrase to repeat silently, such as “May I be at ease”, for three minutes. Kindness practices soften the inner voice over time.',
    'Listen to a piece of music with your eyes closed, following one instrument from beginning to end. Focused listening is meditation in disguise.',
    'Before you open your messages in the morning, sit for one minute and notice your breath. Starting the day from stillness changes its tone.',
    'Watch your thoughts for a few minutes as if they were clouds drifting across the sky. You do not need to chase them or push them away.',
    'Pick one everyday action, like opening a door or washing your hands, as a cue to pause and breathe. Small anchors make mindfulness part of life.',
    'End the day by noting three moments you were truly present, however brief. Noticing them helps the mind look for more.',
  ],
  questions: [
    'When today did you feel most present, and what helped you be there?',
    'What pulls your attention away most often, and what brings it back?',
    'How does your breath change when you are anxious, and when you are calm?',
    'What would happen if you did one thing at a time for an hour?',
    'Which thought keeps visiting, and what does it need from you?',
    'Where do you find stillness without trying?',
    'What would it be like to meet your next difficult feeling with curiosity instead of resistance?',
    'What small moment of today would you like to remember?',
    'How kind is the voice you use with yourself when your mind wanders?',
    'What does enough look like today?',
    'Where could you replace hurry with attention this week?',
    'What are you noticing right now that you usually miss?',
  ],
} as const satisfies TopicBank;
