import type { ChatTopicId } from '../chat-topic';

/**
 * The sentence that answers the message's subject (spec §5 keyword classes). Slots: {reader}
 * (the reader's sign, or "friend", always as a form of address), {moonSign}, {sunSign}, and for
 * a named sign {asked}, {askedElement}, {askedRuler}, {askedKeyword}. At least seven per pool.
 */
export const TOPIC_LINES = {
  greeting: [
    'It is lovely to hear from you, {reader}; bring me whatever question is on your mind and we will look at it under this {moonSign} Moon.',
    'Welcome in, {reader}, the kettle of the cosmos is warm and there is room for any question you carry.',
    'I am glad you stopped by, {reader}, because a {moonSign} Moon is a fine time to ask about what matters.',
    'Hello to you as well, {reader}; tell me what you would like the sky to shed light on today.',
    'Good to see you, {reader}, and good timing too, with the Sun in {sunSign} keeping the day bright.',
    'Come and sit a while, {reader}, and ask me about love, work or anything the stars might touch.',
    'It warms me that you said hello, {reader}; what shall we explore together while the Moon is in {moonSign}?',
    'You are very welcome here, {reader}, and I am listening for the question behind your greeting.',
  ],
  sign: [
    '{asked} is a {askedElement} sign ruled by {askedRuler}, and its gift is {askedKeyword}, something worth borrowing today, {reader}.',
    'When you ask about {asked}, think of {askedKeyword}: that is the {askedElement} signature {askedRuler} gives it, {reader}.',
    'For {asked}, ruled by {askedRuler}, the theme is {askedKeyword}, and with the Moon in {moonSign} that theme is easy to see, {reader}.',
    'Every {asked} carries a {askedElement} heart and a taste for {askedKeyword}, so meet them on that ground, {reader}.',
    '{asked} answers to {askedRuler}, {reader}, which is why {askedKeyword} runs through everything that sign touches.',
    'A {askedElement} sign like {asked} grows through {askedKeyword}; keep that in mind while the Sun is in {sunSign}, {reader}.',
    'I would sum up {asked} in one word, {askedKeyword}, and {askedRuler} is the planet that keeps it burning, {reader}.',
    'Watch how {asked} handles this {moonSign} Moon, {reader}: its {askedElement} nature turns toward {askedKeyword}.',
  ],
  love: [
    'In love, {reader}, a {moonSign} Moon favours honest words over grand gestures, so say the simple true thing.',
    'Your heart asks for patience today, {reader}; let affection be shown in small, steady ways rather than tested.',
    'Romance opens when you feel seen, {reader}, so spend time with the people who notice who you really are.',
    'For matters of the heart, {reader}, listen twice as much as you speak while the Moon is in {moonSign}.',
    'Love does not need to be solved today, {reader}; it needs warmth, a little courage and one kind message.',
    'The {sunSign} Sun encourages you to ask for what you need in a relationship, {reader}, gently and clearly.',
    'If you are dating, {reader}, let curiosity lead; if you are partnered, let gratitude lead.',
    'Self-love counts too, {reader}, and a quiet evening that refills you is a romantic act toward your own life.',
  ],
  work: [
    'For your work, {reader}, choose the one task that moves everything else and give it your freshest hour.',
    'Career questions want a plan, {reader}: name the next concrete step and take it before the Moon leaves {moonSign}.',
    'With money, {reader}, this is a day for reviewing rather than gambling, so check the numbers twice.',
    'Your job may feel slow, {reader}, yet steady effort under a {sunSign} Sun is quietly building your reputation.',
    'Ask for the feedback you have been waiting on, {reader}; clarity at work is worth one slightly awkward conversation.',
    'Ambition is welcome today, {reader}, as long as it comes with rest; a tired mind makes poor decisions.',
    'Think about the skills people already come to you for, {reader}, since they point to your next opportunity.',
    'If work is crowded, {reader}, simplify: finish, delegate or drop, and let the {moonSign} Moon help you sort.',
  ],
  general: [
    'The sky suggests slowing down a little, {reader}, so that you can hear what you already know.',
    'Trust the small signs around you today, {reader}; a repeated thought or a chance remark may be guidance.',
    'This is a good moment to tidy one corner of your life, {reader}, because order outside brings calm inside.',
    'Keep your question close, {reader}, and notice how the answer changes as the Moon moves on from {moonSign}.',
    'Something you started earlier this season is ready for its next step, {reader}, so give it a little time today.',
    'Be gentle with yourself, {reader}; growth under a {sunSign} Sun tends to happen quietly before it shows.',
    'Write down one hope and one worry tonight, {reader}, and see which one the morning makes smaller.',
    'You have more choices than it seems, {reader}, and the stars only ever incline, they never decide for you.',
  ],
} as const satisfies Record<ChatTopicId, readonly string[]>;
