/**
 * Whole sentences the journal deals to the twelve signs of a day (fourteen each, so no two
 * signs share one and a sign meets each again only after two weeks).
 */
export const JOURNAL_QUESTIONS = [
  'What in your waking life feels the way this dream felt?',
  'If the dream were a letter to you, what would its last line say?',
  'Which image would you keep if you could keep only one, and why that one?',
  'Who or what in the dream seemed to want something from you?',
  'Where in your body did you feel the dream when you first woke?',
  'What were you avoiding in the dream, and what are you avoiding this week?',
  'If you could step back into the dream, what would you do differently?',
  'Which part would you rather not think about, and what might it be protecting?',
  'What does the dream ask you to start, and what does it ask you to stop?',
  'Which person in your life would understand this dream without any explanation?',
  'What would change tomorrow if you trusted the dream’s mood for one day?',
  'What did the setting of the dream remind you of from your past?',
  'Which feeling arrived first in the dream, and which one stayed with you?',
  'What small promise could you make to yourself in answer to this dream?',
] as const;

export const JOURNAL_AFFIRMATIONS = [
  'My dreams speak, and I listen with patience.',
  'I welcome what my sleeping mind shows me and keep what helps me grow.',
  'I am safe to feel everything my dreams bring up.',
  'Each night I rest, and each morning I understand myself a little better.',
  'I trust the quiet wisdom that rises while I sleep.',
  'I release whatever the night has finished with.',
  'My inner world is rich, and I am its kind keeper.',
  'I carry the lessons of the night into the day and leave the fears behind.',
  'I honour my dreams as messages from the deepest part of me.',
  'What I saw in the dark becomes clarity by morning.',
  'I let my dreams guide me gently and choose my steps myself.',
  'I am curious about my own depths, and they reward my curiosity.',
  'My rest restores me, body and spirit.',
  'I hold my dream’s message lightly and act on it bravely.',
] as const;
