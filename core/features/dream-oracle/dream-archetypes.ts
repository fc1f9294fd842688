import type { SignId } from '../../content/signs';

/** The Oracle's six dream archetypes (tool spec §3), in the spec's order, which rule 6 reads. */
export const DREAM_ARCHETYPE_IDS = [
  'prophetic-dreamer',
  'healing-dreamer',
  'warrior-dreamer',
  'cosmic-dreamer',
  'alchemical-dreamer',
  'royal-dreamer',
] as const;
export type DreamArchetypeId = (typeof DREAM_ARCHETYPE_IDS)[number];

export interface DreamArchetype {
  id: DreamArchetypeId;
  name: string;
  title: string;
  description: string;
  dreamTypes: readonly string[];
  spiritualGifts: readonly string[];
  zodiacSigns: readonly SignId[];
  /** The card's accent, a CSS colour. */
  color: string;
  icon: string;
}

export const dreamArchetypes = {
  'prophetic-dreamer': {
    id: 'prophetic-dreamer',
    name: 'Prophetic Dreamer',
    title: 'Seer of What Is Coming',
    description:
      'Your dreams lean forward in time. They rehearse possibilities, hint at turns in the road and leave you with a quiet sense of knowing before events explain it.',
    dreamTypes: ['Precognitive glimpses', 'Symbolic warnings', 'Visions of places not yet visited'],
    spiritualGifts: ['Intuition', 'Foresight', 'Trust in timing'],
    zodiacSigns: ['pisces', 'sagittarius'],
    color: '#a78bfa',
    icon: '🔮',
  },
  'healing-dreamer': {
    id: 'healing-dreamer',
    name: 'Healing Dreamer',
    title: 'Keeper of the Quiet Waters',
    description:
      'Your dreams mend. They revisit old hurts softly, offer comfort you did not know you needed and often leave you lighter than when you lay down.',
    dreamTypes: ['Reconciliation dreams', 'Dreams of water and gardens', 'Visits from loved ones'],
    spiritualGifts: ['Empathy', 'Soothing presence', 'Emotional renewal'],
    zodiacSigns: ['cancer', 'virgo', 'pisces'],
    color: '#5eead4',
    icon: '🌿',
  },
  'warrior-dreamer': {
    id: 'warrior-dreamer',
    name: 'Warrior Dreamer',
    title: 'Guardian of the Threshold',
    description:
      'Your dreams test your courage. Chases, contests and stands you take at night build the backbone you carry into the day.',
    dreamTypes: ['Pursuit and escape', 'Battles and trials', 'Protecting others'],
    spiritualGifts: ['Courage', 'Protection', 'Resolve under pressure'],
    zodiacSigns: ['aries', 'scorpio', 'capricorn'],
    color: '#f87171',
    icon: '🛡️',
  },
  'cosmic-dreamer': {
    id: 'cosmic-dreamer',
    name: 'Cosmic Dreamer',
    title: 'Traveller Between Worlds',
    description:
      'Your dreams open outward: skies, stars and strange architectures where ideas feel larger than life and you wake with questions about your place in it all.',
    dreamTypes: ['Lucid dreams', 'Space and sky journeys', 'Meetings with guides'],
    spiritualGifts: ['Vision', 'Originality', 'Wide perspective'],
    zodiacSigns: ['aquarius', 'gemini', 'sagittarius'],
    color: '#60a5fa',
    icon: '🌌',
  },
  'alchemical-dreamer': {
    id: 'alchemical-dreamer',
    name: 'Alchemical Dreamer',
    title: 'Shaper of Change',
    description:
      'Your dreams transform. Houses rebuild themselves, bodies change shape and endings turn into doorways, mirroring the change you are working through awake.',
    dreamTypes: ['Transformation dreams', 'Death and rebirth', 'Shifting houses and rooms'],
    spiritualGifts: ['Resilience', 'Reinvention', 'Turning pain into wisdom'],
    zodiacSigns: ['scorpio', 'capricorn', 'taurus'],
    color: '#fbbf24',
    icon: '⚗️',
  },
  'royal-dreamer': {
    id: 'royal-dreamer',
    name: 'Royal Dreamer',
    title: 'Heart of the Court',
    description:
      'Your dreams put you at the centre: celebrations, stages and gatherings where you lead, create and are seen, reminding you of the dignity you bring to every room.',
    dreamTypes: ['Dreams of celebration', 'Leading and performing', 'Palaces and grand halls'],
    spiritualGifts: ['Generosity', 'Leadership', 'Creative radiance'],
    zodiacSigns: ['leo', 'libra', 'taurus'],
    color: '#f472b6',
    icon: '👑',
  },
} as const satisfies { [Id in DreamArchetypeId]: DreamArchetype & { id: Id } };

export const dreamArchetypeList: readonly DreamArchetype[] = DREAM_ARCHETYPE_IDS.map(
  (id) => dreamArchetypes[id],
);
