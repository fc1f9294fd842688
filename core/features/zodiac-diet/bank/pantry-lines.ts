import type { Element } from '../../../content/signs';
import type { ChineseElement } from '../chinese-animals';

/**
 * A personal pantry line, naming the reader ({name}: "Leo", "Rat", "Leo and Rat") and two foods
 * ({foods}) picked for the day from the reader's element lists below. The name keeps the line
 * the reader's own; eight or more entries keep a week without a repeat.
 */
export const pantryLines = [
  'A pantry idea: keep {foods} within easy reach this week, {name}.',
  'Today’s shopping list could start with {foods}, {name}.',
  'Two foods to invite to your table today are {foods}, {name}.',
  'If you cook tonight you could build the meal around {foods}, {name}.',
  'A small challenge: find a new way to enjoy {foods}, {name}.',
  'Let {foods} keep you company in the kitchen today, {name}.',
  'A simple dish with {foods} makes a gentle suggestion for today, {name}.',
  'Your basket today might hold {foods} as two easy pleasures, {name}.',
  'Consider {foods} today as a quiet nod to your element, {name}.',
];

/** Foods linked with each Western element, for the {foods} slot. */
export const westernElementFoods = {
  fire: [
    'cucumber',
    'watermelon',
    'fresh mint',
    'red peppers',
    'citrus fruit',
    'leafy salad',
    'oats',
    'berries',
  ],
  earth: [
    'sweet potato',
    'brown rice',
    'lentils',
    'mushrooms',
    'beetroot',
    'barley',
    'pumpkin seeds',
    'ripe pears',
  ],
  air: [
    'crunchy carrots',
    'walnuts',
    'eggs',
    'bright herbs',
    'quinoa',
    'crisp apples',
    'sprouts',
    'sunflower seeds',
  ],
  water: ['warm broth', 'melon', 'seaweed', 'stewed apples', 'oranges', 'porridge', 'fish', 'soft tofu'],
} as const satisfies Record<Element, readonly string[]>;

/** Foods linked with each Chinese element, for the {foods} slot. */
export const chineseElementFoods = {
  wood: [
    'leafy greens',
    'fresh peas',
    'spring onions',
    'lemon',
    'broccoli',
    'sprouted grains',
    'green beans',
    'parsley',
  ],
  fire: ['tomatoes', 'strawberries', 'rocket', 'celery', 'radish', 'green tea', 'red lentils', 'watermelon'],
  earth: [
    'squash',
    'millet',
    'sweet corn',
    'carrots',
    'dates',
    'chickpeas',
    'yellow lentils',
    'sweet potato',
  ],
  metal: ['ginger', 'pears', 'cauliflower', 'white beans', 'leeks', 'daikon', 'garlic', 'rice'],
  water: [
    'black beans',
    'seaweed',
    'walnuts',
    'blackberries',
    'black sesame',
    'miso',
    'kidney beans',
    'mushroom broth',
  ],
} as const satisfies Record<ChineseElement, readonly string[]>;
