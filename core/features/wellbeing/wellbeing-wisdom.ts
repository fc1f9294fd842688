/** The generic wisdom panel under the topic cards (tool spec §2), in our own words. */
export interface WisdomItem {
  title: string;
  emoji: string;
  text: string;
}

export const wellbeingWisdom: readonly WisdomItem[] = [
  {
    title: 'Moods have weather',
    emoji: '🌦️',
    text: 'Feelings arrive, peak and pass, much as the Moon fills and empties each month. Naming what you feel, without judging it, is often enough to let it move on.',
  },
  {
    title: 'Your element knows the way back',
    emoji: '🔥',
    text: 'Fire signs settle by moving, earth signs by touching something real, air signs by putting thoughts into words, water signs by resting near what soothes them. Start with what your element already loves.',
  },
  {
    title: 'Small and steady beats grand',
    emoji: '🪴',
    text: 'Five quiet minutes each day changes more than one heroic weekend. Choose a practice small enough that you will still do it on a hard day.',
  },
  {
    title: 'The stars are a mirror, not a doctor',
    emoji: '🤝',
    text: 'Astrology can help you reflect, but it cannot diagnose or treat anything. When something weighs on you for long, talking to a GP, a doctor or a licensed therapist is an act of self-respect.',
  },
];
