/**
 * The Guardian Angel's daily lines for the built-in daily message (tool spec §4, §8). Each pool
 * holds fourteen entries, more than the thirteen readers (twelve signs and the universal
 * message), so the line dealer never gives two readers one line on the same day and one reader
 * sees a line again only after two weeks.
 */
export const guardianMessages = [
  'I was beside you when you woke this morning, and I will still be here when the day winds down.',
  'Today I want you to notice how many small kindnesses find their way to you, because none of them are accidents.',
  'You have been carrying more than your share lately; let me hold some of it while you breathe.',
  'I saw the effort you made yesterday that nobody else noticed, and it counted.',
  'A door is opening for you today, quietly, without any fanfare at all.',
  'Whatever you face in the next few hours, you will not be facing it alone.',
  'I am in the warmth you feel when a stranger smiles at you for no reason at all.',
  'Your heart already knows which way to lean today, so give it a little more say.',
  'This is a day for gentleness, with the people around you and with yourself above all.',
  'Something you have been waiting for is closer than it looks from where you stand.',
  'I love the way you keep trying, even on the mornings when trying feels heavy.',
  'Listen today for a phrase, a song or a sign that seems meant for you, because it is.',
  'You are allowed to rest without earning it first, and today I would like you to.',
  'Today is a fresh page, and you get to write its first line however you like.',
] as const;

export const guardianGuidance = [
  'Begin the day with three slow breaths before you reach for your phone.',
  'Choose one task that has been hanging over you and give it fifteen honest minutes.',
  'Send a short note to someone you have been thinking about, without waiting for perfect words.',
  'Step outside at least once today and let your eyes rest on something far away.',
  'When a worry arrives, ask it kindly whether it belongs to today or to some other day.',
  'Drink a glass of water slowly and let it remind you that simple care still counts.',
  'Write down one thing you want more of and one thing you are ready to release.',
  'Before you agree to a request today, pause long enough to check whether you mean it.',
  'Tidy one small corner of your space and notice how your thoughts settle along with it.',
  'Offer a compliment you truly mean to someone who would not expect it.',
  'Take the longer, gentler route somewhere today, even if it is only the stairs or the park.',
  'Let a decision wait until evening if it does not have to be made this morning.',
  'Wear a colour that lifts you and let it be your quiet reminder all day long.',
  'Sit in silence for two minutes this evening and ask what the day came to teach you.',
] as const;

export const guardianBlessings = [
  'May your steps be light and your path be kind to your feet.',
  'May the people you meet today see the best in you, and may you see it too.',
  'May every worry you set down stay right where you left it.',
  'May you find a pocket of stillness in the middle of the busiest hour.',
  'May the love you give come back to you by roads you did not expect.',
  'May your evening bring you home to yourself, rested and glad.',
  'May courage meet you at every threshold you cross today.',
  'May laughter find you at least once before the sun goes down.',
  'May your hands do good work and your heart feel the reward of it.',
  'May the answers you need arrive at a pace you can welcome.',
  'May you feel held, even in the moments when no one is watching.',
  'May this day add one bright thread to the weave of your life.',
  'May patience walk beside you and peace sit with you at every meal.',
  'May the light you carry reach further than you will ever know.',
] as const;
