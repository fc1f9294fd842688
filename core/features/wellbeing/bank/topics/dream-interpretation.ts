import type { TopicBank } from '../topic-bank';

export const dreamInterpretationBank = {
  practices: [
    'Keep a notebook by your bed tonight and write whatever you remember the moment you wake, even a single image. Fragments grow into patterns when you collect them.',
    'Before sleep, ask yourself one gentle question and write it down. You may not dream the answer, but you will often wake with a clearer feeling about it.',
    'Take a recent dream and list its main images, then write the first feeling each one brings up. The feeling usually matters more than the symbol.',
    'Retell a dream out loud in the present tense, as if it is happening now. Speaking it this way often shows what it is really about.',
    'Give your dream a title, the way you would name a short story. Choosing a title forces you to notice its heart.',
    'Notice which places keep returning in your dreams, houses, schools or water, and ask what part of your life they might stand for.',
    'Draw one scene from a dream, however roughly, without worrying about skill. Images often reveal details that words skip over.',
    'If a dream was unsettling, imagine a different, kinder ending before you get out of bed. Rewriting it in daylight can loosen its grip.',
    'Set a calm wind-down for tonight: screens off a little earlier, lights low, a few slow breaths. Gentler evenings tend to bring clearer dreams.',
    'Pick a person who appeared in a dream and ask what quality of theirs you might be meeting in yourself right now.',
    'Sit with your dream journal once this week and read several entries together. Themes are easier to spot side by side than one night at a time.',
    'When you wake, stay still for a minute with your eyes closed before reaching for your phone. Dreams slip away fastest when the day rushes in.',
    'Choose one dream symbol and look at your own associations before any dictionary meaning. What it means to you is the meaning that counts.',
  ],
  questions: [
    'What feeling did your most recent dream leave you with, and where else in your life do you feel it?',
    'Which dream image has stayed with you longest, and what might it be trying to show you?',
    'If your dream were a letter from your inner self, what would its first line say?',
    'What are you avoiding by day that might be asking for attention by night?',
    'Who in your dreams keeps appearing, and what do they seem to want from you?',
    'When you dream of being lost or late, what in waking life feels uncertain right now?',
    'Which part of a dream surprised you, and why do you think it did?',
    'What would you like to dream about tonight, and what does that wish tell you?',
    'If you could ask one dream character a question, what would it be?',
    'What do your calmest dreams have in common?',
    'Which recurring dream might be ready to end, and what would help it change?',
    'What is your inner life trying to say that you have been too busy to hear?',
  ],
} as const satisfies TopicBank;
