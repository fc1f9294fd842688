import type { WholeSignAspect } from '../../../compose/moon-aspect';

/** How the Moon's sign meets the reader's sign. Slots: {moonSign}, {sign}. */
export const aspectLines = {
  conjunction: [
    'Better still, the Moon is travelling through your own sign, {sign}, so your instincts and your intentions point the same way.',
    'Because the Moon is in {sign} itself, your emotional tide runs high and your presence is easy for others to feel.',
    'With the Moon passing through {sign}, this is your monthly lunar spotlight and a fine moment to put your own needs first.',
  ],
  'semi-sextile': [
    '{moonSign} sits right next to {sign} on the zodiac wheel, a neighbourly angle that brings small adjustments rather than big dramas.',
    'One sign away from {sign}, the {moonSign} Moon brings gentle nudges to tweak habits you barely notice.',
    'As a zodiac neighbour of {sign}, {moonSign} offers a different flavour of energy, useful for seeing your routine with fresh eyes.',
  ],
  sextile: [
    '{moonSign} forms a friendly sextile with {sign}, an opening that rewards the person who knocks rather than the one who waits.',
    'An easy sextile links the {moonSign} Moon to {sign}, so conversations and collaborations flow with less effort than usual.',
    'Sextile to {sign}, the {moonSign} Moon offers opportunities that are real but modest; notice them and say yes.',
  ],
  square: [
    'From {moonSign}, the Moon squares {sign}, a tense angle that can feel like friction but often shows exactly where growth is waiting.',
    '{moonSign} and {sign} sit at a square to each other, so a small irritation may be a signal to change course, not to push harder.',
    'With the Moon square {sign} from {moonSign}, patience is a strategy: pause before reacting and the tension turns productive.',
  ],
  trine: [
    '{moonSign} forms a harmonious trine to {sign} and shares your element, so your feelings and your actions are unusually well in tune.',
    'From {moonSign}, the Moon trines {sign}, a flowing angle that makes self-expression feel natural and unforced.',
    'Trine to {sign}, the {moonSign} Moon brings easy grace; use it for something that usually feels like hard work.',
  ],
  quincunx: [
    '{moonSign} sits at an awkward quincunx to {sign}, an angle that asks for creative adjustments rather than all-or-nothing thinking.',
    'A quincunx links the {moonSign} Moon to {sign}, so two needs may seem at odds until you find a third way.',
    'With the Moon quincunx {sign} from {moonSign}, small compromises in schedule or expectations prevent bigger frustrations later.',
  ],
  opposition: [
    'The Moon stands opposite {sign}, in {moonSign}, highlighting relationships and what other people mirror back to you.',
    'With {moonSign} opposite {sign}, other people’s needs are loud; balance comes from give and take, not from giving in.',
    'The Moon’s opposition from {moonSign} turns the spotlight on partners and rivals alike, so listen closely before you answer, {sign}.',
  ],
} as const satisfies Record<WholeSignAspect, readonly string[]>;
