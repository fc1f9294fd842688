/**
 * The twelve Chinese zodiac animals of the Zodiac Diet page (tool spec §3), typed from their
 * ids. Elements and first years are the spec's table; the food notes are ours, written as
 * gentle, general ideas (never advice for a condition).
 */
import { chineseAnimalLabels } from '../../profile/chinese-animals';
import { CHINESE_ANIMAL_IDS, type ChineseAnimalId } from '../../time/chinese-new-year';

// The cycle's order is time logic (which animal a year belongs to), so it lives with the new-year rule.
export { CHINESE_ANIMAL_IDS, type ChineseAnimalId };

export const CHINESE_ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
export type ChineseElement = (typeof CHINESE_ELEMENTS)[number];

/** The last birth year any animal's list reaches (spec §3: "up to 2031 at the latest"). */
export const LAST_LISTED_YEAR = 2031;
const FIRST_LISTED_YEAR = 1924;

export interface ChineseAnimal {
  id: ChineseAnimalId;
  name: string;
  /** The animal's Chinese character. */
  symbol: string;
  emoji: string;
  element: ChineseElement;
  /** Birth years by the spec's simple year rule, 1924 onwards in steps of 12. */
  years: readonly number[];
  traits: string;
  dietaryNeeds: readonly string[];
  preferredFlavors: readonly string[];
  digestiveProfile: string;
  eatingPattern: string;
}

/** Every twelfth year from the animal's first, up to 2031. */
export function yearsFrom(firstYear: number): number[] {
  const years: number[] = [];
  for (let year = firstYear; year <= LAST_LISTED_YEAR; year += 12) years.push(year);
  return years;
}

/** The animal's years as the spec's comma-separated list. */
export const yearsLabel = (years: readonly number[]): string => years.join(', ');

/** The last three years of the list: what the selected-profile card shows (spec §9). */
export const recentYears = (years: readonly number[]): number[] => years.slice(-3);

// Names and emoji are the profile's (core/profile/chinese-animals.ts): one spelling app-wide.
type AnimalText = Omit<ChineseAnimal, 'id' | 'years' | 'name' | 'emoji'>;

const animal = (id: ChineseAnimalId, text: AnimalText): ChineseAnimal => ({
  id,
  ...chineseAnimalLabels[id],
  ...text,
  years: yearsFrom(FIRST_LISTED_YEAR + CHINESE_ANIMAL_IDS.indexOf(id)),
});

export const chineseAnimals = {
  rat: animal('rat', {
    symbol: '鼠',
    element: 'water',
    traits: 'Quick-witted, resourceful and thrifty, with a knack for spotting chances others miss.',
    dietaryNeeds: [
      'Regular small meals to match a busy mind',
      'Plenty of water and watery vegetables',
      'Seeds and nuts for slow energy',
    ],
    preferredFlavors: ['Salty', 'Savoury', 'Lightly sweet'],
    digestiveProfile: 'Tends to graze while thinking, so meals can turn hurried and scattered.',
    eatingPattern: 'Frequent little plates through the day, best anchored by one unhurried meal.',
  }),
  ox: animal('ox', {
    symbol: '牛',
    element: 'earth',
    traits: 'Steady, patient and dependable, building things slowly so they last.',
    dietaryNeeds: ['Hearty whole grains', 'Root vegetables', 'Warm, simple home cooking'],
    preferredFlavors: ['Sweet', 'Earthy', 'Mild'],
    digestiveProfile: 'Likes routine and digests best when meals arrive at familiar times.',
    eatingPattern: 'Three steady meals at regular hours, with little appetite for snacking.',
  }),
  tiger: animal('tiger', {
    symbol: '虎',
    element: 'wood',
    traits: 'Bold, generous and restless, happiest when chasing a big idea.',
    dietaryNeeds: ['Leafy greens and sprouts', 'Protein to refuel after activity', 'Fresh, crunchy produce'],
    preferredFlavors: ['Sour', 'Zesty', 'Fresh herbs'],
    digestiveProfile: 'Runs hot when stressed and can forget to eat until suddenly ravenous.',
    eatingPattern: 'Big appetite in bursts, steadier when a snack is packed before a busy stretch.',
  }),
  rabbit: animal('rabbit', {
    symbol: '兔',
    element: 'wood',
    traits: 'Gentle, tactful and refined, with a love of calm and beautiful things.',
    dietaryNeeds: ['Soft cooked vegetables', 'Fresh fruit', 'Light, clean-tasting dishes'],
    preferredFlavors: ['Mildly sour', 'Fresh', 'Delicate'],
    digestiveProfile: 'Sensitive to rush and noise; a calm table helps more than any ingredient.',
    eatingPattern: 'Small, pretty plates eaten slowly, ideally in pleasant company.',
  }),
  dragon: animal('dragon', {
    symbol: '龙',
    element: 'earth',
    traits: 'Confident, ambitious and magnetic, carrying big plans and bigger energy.',
    dietaryNeeds: ['Substantial, balanced plates', 'Grains that keep energy even', 'Colourful vegetables'],
    preferredFlavors: ['Rich', 'Sweet', 'Warming spice'],
    digestiveProfile: 'Strong appetite that can tip into feasting when celebrating.',
    eatingPattern: 'Generous shared meals, balanced best by lighter days in between.',
  }),
  snake: animal('snake', {
    symbol: '蛇',
    element: 'fire',
    traits: 'Wise, composed and intuitive, preferring depth to noise.',
    dietaryNeeds: ['Cooling fruits and cucumbers', 'Gentle proteins', 'Herbal infusions'],
    preferredFlavors: ['Bitter greens', 'Subtle spice', 'Clean and simple'],
    digestiveProfile: 'Prefers fewer, thoughtful meals and dislikes eating on the run.',
    eatingPattern: 'Quiet, deliberate meals with long gaps, never rushed.',
  }),
  horse: animal('horse', {
    symbol: '马',
    element: 'fire',
    traits: 'Energetic, free-spirited and warm, always ready for the next road.',
    dietaryNeeds: ['Complex carbohydrates for stamina', 'Hydrating fruit and water', 'Easy portable snacks'],
    preferredFlavors: ['Bitter', 'Bright', 'Lively spice'],
    digestiveProfile: 'Burns through energy quickly and can run on empty without noticing.',
    eatingPattern: 'On the move, so best with simple meals planned before the day takes off.',
  }),
  goat: animal('goat', {
    symbol: '羊',
    element: 'earth',
    traits: 'Creative, kind and easy-going, with a deep need for comfort.',
    dietaryNeeds: ['Comforting soups and stews', 'Naturally sweet vegetables', 'Gentle grains'],
    preferredFlavors: ['Sweet', 'Creamy', 'Mild'],
    digestiveProfile: 'Mood and appetite move together; calm settings help a great deal.',
    eatingPattern: 'Cosy, relaxed meals, often shared and often lingered over.',
  }),
  monkey: animal('monkey', {
    symbol: '猴',
    element: 'metal',
    traits: 'Clever, playful and curious, with an inventive mind that never stops.',
    dietaryNeeds: ['Variety to keep meals interesting', 'Fibre-rich vegetables', 'Steady protein'],
    preferredFlavors: ['Pungent', 'Surprising', 'Tangy'],
    digestiveProfile: 'Easily bored by the same plate, and prone to nibbling when restless.',
    eatingPattern: 'Curious grazing, best grounded by one proper sit-down meal a day.',
  }),
  rooster: animal('rooster', {
    symbol: '鸡',
    element: 'metal',
    traits: 'Observant, hard-working and precise, with high standards and a proud heart.',
    dietaryNeeds: ['Orderly, well-balanced plates', 'Crisp vegetables', 'Light proteins'],
    preferredFlavors: ['Pungent', 'Clean', 'Lightly spiced'],
    digestiveProfile: 'Does best with clear routines and meals eaten at set times.',
    eatingPattern: 'Early, punctual meals, often planned the day before.',
  }),
  dog: animal('dog', {
    symbol: '狗',
    element: 'earth',
    traits: 'Loyal, honest and protective, most content when the people around them are well.',
    dietaryNeeds: ['Simple, wholesome home food', 'Grounding grains', 'Shared family meals'],
    preferredFlavors: ['Sweet', 'Savoury', 'Familiar'],
    digestiveProfile: 'Worry can sit in the stomach, so peaceful mealtimes matter.',
    eatingPattern: 'Regular meals with the household, looking after others first.',
  }),
  pig: animal('pig', {
    symbol: '猪',
    element: 'water',
    traits: 'Warm-hearted, generous and sincere, with a real talent for enjoying life.',
    dietaryNeeds: ['Plenty of vegetables alongside treats', 'Broths and soups', 'Hydrating foods'],
    preferredFlavors: ['Salty', 'Rich', 'Comforting'],
    digestiveProfile: 'Enjoys food fully and feels best when pleasure and balance share the table.',
    eatingPattern: 'Hearty, sociable meals that are happiest when nothing is rushed.',
  }),
} as const satisfies Record<ChineseAnimalId, ChineseAnimal>;

export const chineseAnimalList: readonly ChineseAnimal[] = CHINESE_ANIMAL_IDS.map((id) => chineseAnimals[id]);
