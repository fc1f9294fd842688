import type { TopicBank } from '../topic-bank';

export const spiritualGrowthBank = {
  practices: [
    'Spend five minutes at a window at dusk and simply watch the light change. Let it remind you that growth usually happens in shades, not leaps.',
    'Write a short letter to the person you were a year ago, telling them one thing you understand now. Read it back slowly and notice what you have already outgrown.',
    'Choose one value you want to live by this week, such as patience or honesty, and write it on a card you will see often. Each time you see it, take one breath in its honour.',
    'Do one ordinary task, like washing a cup or folding laundry, with your whole attention. Treating small things as sacred is one of the oldest spiritual practices there is.',
    'Read a single page of something that moves you, whether scripture, poetry or a favourite book, and stop there. Let one line stay with you for the rest of the day.',
    'Light a candle or switch on a soft lamp, sit for three minutes, and ask yourself what feels meaningful right now. Do not force an answer; the asking is the practice.',
    'Take a slow walk without your phone and look for one thing you have never noticed on that route before. Wonder is a muscle, and this is how it gets exercised.',
    'List three moments from this month when you acted in line with who you want to be. Reading them back builds a quiet kind of faith in yourself.',
    'Offer one anonymous kindness today, however small, and tell nobody about it. Keeping it private lets the good feeling settle deeper.',
    'Before sleep, name one thing you are grateful for and one thing you are still learning. Holding both side by side keeps growth honest and humble.',
    'Sit outside or by an open window and listen for the furthest sound you can hear, then the nearest. Widening and narrowing your attention like this steadies the spirit.',
    'Ask someone you trust what they think your greatest strength is, and simply say thank you. Letting yourself be seen is part of growing.',
    'Choose one belief you hold about yourself and ask whether it is still true. Beliefs that served a younger you may be ready to be gently retired.',
  ],
  questions: [
    'Where in your life do you already feel most like yourself, and how could you spend a little more time there?',
    'What are you ready to stop proving, and to whom?',
    'Which small daily ritual would remind you that your life has meaning beyond your to-do list?',
    'If you trusted your own timing completely, what would you stop rushing?',
    'What did a recent difficulty teach you that an easy week never could?',
    'Which question about your life keeps returning, and what if it is asking to be lived rather than answered?',
    'Who do you become when you are at peace, and what helps you get there?',
    'What would it look like to treat your own growth as a friendship rather than a project?',
    'Where have you been looking for permission that only you can give?',
    'What part of your story are you ready to tell differently?',
    'When did you last feel connected to something larger than yourself, and what were you doing?',
    'What is one thing you believe now that you could not have believed five years ago?',
  ],
} as const satisfies TopicBank;
