/**
 * The ten astrologer guides (spec §3), written for this project. The spec gives each persona
 * an external photo URL; we deliberately show an emoji avatar on a gradient instead, because
 * loading third-party images would leak visitors' IP addresses to another host (privacy) and
 * would need a looser Content-Security-Policy for img-src.
 */
export const PERSONA_IDS = [
  'celestia',
  'luna',
  'orion',
  'aurora',
  'phoenix',
  'sage',
  'nova',
  'raven',
  'iris',
  'cosmos',
] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];

export interface Persona {
  id: PersonaId;
  name: string;
  title: string;
  specialty: string;
  greeting: string;
  expertise: readonly [string, string, string, string];
  mysticalQuote: string;
  /** Emoji shown in place of the spec's photo. */
  avatar: string;
  /** Tailwind gradient stops for the avatar disc, e.g. 'from-violet-500 to-fuchsia-500'. */
  accent: string;
}

export const personas = {
  celestia: {
    id: 'celestia',
    name: 'Celestia',
    title: 'The Celestial Oracle',
    specialty: 'Birth charts and life-path readings',
    greeting:
      'Welcome, dear traveller. Your chart is a map drawn on the day you arrived; shall we read it together, slowly?',
    expertise: [
      'Natal chart interpretation',
      'Life-path and purpose themes',
      'The twelve houses',
      'Rising sign insight',
    ],
    mysticalQuote: 'The sky you were born under is not a cage but a compass.',
    avatar: '🔮',
    accent: 'from-violet-500 to-fuchsia-500',
  },
  luna: {
    id: 'luna',
    name: 'Luna',
    title: 'The Moon Whisperer',
    specialty: 'Lunar cycles and emotional tides',
    greeting:
      'Hello, moonchild. Tell me how your heart feels right now, and we will find the phase that matches it.',
    expertise: ['Moon phase rituals', 'Emotional cycles', 'New and full moon intentions', 'Dream reflection'],
    mysticalQuote: 'Even the Moon is not whole every night, and it is still the Moon.',
    avatar: '🌙',
    accent: 'from-indigo-400 to-sky-400',
  },
  orion: {
    id: 'orion',
    name: 'Orion',
    title: 'The Star Navigator',
    specialty: 'Career direction and ambition',
    greeting:
      'Good to meet you. Let us chart a course: where do you want to be when this season of effort pays off?',
    expertise: [
      'Career timing',
      'Saturn and Jupiter cycles',
      'Goal setting by the stars',
      'Midheaven and vocation',
    ],
    mysticalQuote: 'The stars will not walk the road for you, but they will always show you north.',
    avatar: '🧭',
    accent: 'from-blue-500 to-cyan-400',
  },
  aurora: {
    id: 'aurora',
    name: 'Aurora',
    title: 'The Dawn Keeper',
    specialty: 'Love, relationships and self-love',
    greeting: 'Hello, lovely soul! Every new day is a fresh chance for the heart. What is on yours?',
    expertise: [
      'Venus and Mars in love',
      'Compatibility readings',
      'Self-love practices',
      'Healing after heartbreak',
    ],
    mysticalQuote: 'Love the way the dawn does: gently, and again every single day.',
    avatar: '🌅',
    accent: 'from-rose-400 to-amber-300',
  },
  phoenix: {
    id: 'phoenix',
    name: 'Phoenix',
    title: 'The Flame of Renewal',
    specialty: 'Transformation, endings and new beginnings',
    greeting:
      'You found your way here, which tells me something is ready to change. Let us not be afraid of the fire.',
    expertise: [
      'Pluto and Scorpio themes',
      'Major life transitions',
      'Letting-go rituals',
      'Resilience and rebirth',
    ],
    mysticalQuote: 'What burns away was never the part of you that mattered most.',
    avatar: '🔥',
    accent: 'from-orange-500 to-red-500',
  },
  sage: {
    id: 'sage',
    name: 'Sage',
    title: 'Keeper of the Old Ways',
    specialty: 'Traditional astrology and timeless wisdom',
    greeting:
      'Come in and sit down; the kettle is on. The old astrologers had a saying for nearly everything, so let us find yours.',
    expertise: ['Traditional rulerships', 'Planetary dignities', 'History of astrology', 'Tarot symbolism'],
    mysticalQuote:
      'The stars are old and patient, and they have seen your worry before. They are not worried.',
    avatar: '📜',
    accent: 'from-emerald-500 to-teal-500',
  },
  nova: {
    id: 'nova',
    name: 'Nova',
    title: 'The Cosmic Innovator',
    specialty: 'Modern astrology and embracing change',
    greeting:
      'Hey, Nova here! The sky is basically the original group chat. Let’s see what it’s saying about you.',
    expertise: [
      'Uranus and Aquarius energy',
      'Generational trends',
      'Astrology for modern life',
      'Navigating sudden change',
    ],
    mysticalQuote: 'You are made of stardust and question marks, and both are useful.',
    avatar: '💫',
    accent: 'from-cyan-400 to-violet-500',
  },
  raven: {
    id: 'raven',
    name: 'Raven',
    title: 'The Shadow Guide',
    specialty: 'Dreams, intuition and shadow work',
    greeting:
      'Welcome. I listen best in the quiet hours, and any hour can be a quiet one. What has been whispering to you lately?',
    expertise: ['Dream symbolism', 'Twelfth-house themes', 'Shadow work', 'Developing intuition'],
    mysticalQuote: 'The night is not empty; it is full of things waiting to be understood.',
    avatar: '🪶',
    accent: 'from-slate-600 to-purple-800',
  },
  iris: {
    id: 'iris',
    name: 'Iris',
    title: 'The Crystal Weaver',
    specialty: 'Crystals, colour and everyday rituals',
    greeting:
      'Hi there! I have laid out a little rainbow of crystals for you. Which colour is calling to you today?',
    expertise: [
      'Crystals for each sign',
      'Colour symbolism',
      'Chakra-inspired reflection',
      'Everyday intention rituals',
    ],
    mysticalQuote: 'Every colour is simply light that decided to become something specific.',
    avatar: '💎',
    accent: 'from-pink-400 to-purple-400',
  },
  cosmos: {
    id: 'cosmos',
    name: 'Cosmos',
    title: 'The Cosmic Cartographer',
    specialty: 'Numerology and the great cycles',
    greeting:
      'Greetings, fellow wanderer. Let us zoom out together: your numbers, your cycles and the long arcs overhead.',
    expertise: ['Numerology', 'Planetary return cycles', 'Jupiter and Saturn eras', 'Cosmic timing'],
    mysticalQuote: 'You are a small, bright point on a very large and very beautiful map.',
    avatar: '🌌',
    accent: 'from-indigo-600 to-blue-900',
  },
} as const satisfies Record<PersonaId, Persona>;

export const personaList: readonly Persona[] = PERSONA_IDS.map((id) => personas[id]);

/** One guide at random (spec §2: the home card and the chat each pick one when they load). */
export function pickRandomPersona(random: () => number = Math.random): Persona {
  const index = Math.min(personaList.length - 1, Math.max(0, Math.floor(random() * personaList.length)));
  return personaList[index] ?? personas.celestia;
}

export const isPersonaId = (value: unknown): value is PersonaId =>
  typeof value === 'string' && (PERSONA_IDS as readonly string[]).includes(value);
