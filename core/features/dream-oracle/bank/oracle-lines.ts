/** Whole sentences the Oracle deals to the twelve signs of a day (fourteen each). */
export const ORACLE_QUESTIONS = [
  'What is the dream asking you to prepare for?',
  'Which symbol in the dream felt most alive, and what in your life matches it?',
  'What would you do today if you trusted this vision completely?',
  'Where have you seen this pattern before, and what did it teach you then?',
  'Which part of the dream felt like a gift, and which like a test?',
  'What is ready to end so that something new can begin?',
  'Who in the dream was guiding you, and whose voice did they have?',
  'What did the dream show you that daylight has been hiding?',
  'If the dream had a title, what would it be?',
  'What strength did you show in the dream that you forget you have?',
  'Which feeling from the dream would you like to carry into the week?',
  'What would change if you treated this dream as a message meant for you alone?',
  'What door in your life is the dream pointing toward?',
  'What is one promise you could make in answer to this vision?',
] as const;

export const ORACLE_AFFIRMATIONS = [
  'I am open to the guidance my dreams bring.',
  'My inner vision grows clearer every night.',
  'I receive the wisdom of the stars with gratitude.',
  'I trust the messages rising from my deepest self.',
  'The cosmos speaks to me, and I am listening.',
  'I walk forward guided by light I have already seen.',
  'My dreams are sacred, and so is my waking path.',
  'I welcome endings that make room for my becoming.',
  'I honour the gifts my dreams reveal in me.',
  'Each vision strengthens the bond between my soul and the stars.',
  'I rest in trust, and I wake in clarity.',
  'I am a bridge between the seen and the unseen.',
  'My intuition is a compass I can rely on.',
  'I carry the night’s wisdom gently into the day.',
] as const;
