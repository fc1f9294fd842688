import { type SignId, signs } from '../../content/signs';
import { type ChineseAnimalId, chineseAnimals } from './chinese-animals';

export interface DietSigns {
  sign?: SignId | undefined;
  animal?: ChineseAnimalId | undefined;
}

/**
 * The sign name the diet reading is written for (tool spec §4): the Western sign when one is
 * chosen, else the Chinese animal, else 'Universal'.
 */
export function dietSignName({ sign, animal }: DietSigns): string {
  if (sign) return signs[sign].name;
  if (animal) return chineseAnimals[animal].name;
  return 'Universal';
}

/** Every chosen sign's name, Western first, for titles: "Leo & Dragon", "Dragon", "Universal". */
export function dietSignNames({ sign, animal }: DietSigns): string {
  const names = [sign ? signs[sign].name : undefined, animal ? chineseAnimals[animal].name : undefined];
  const chosen = names.filter((name): name is string => name !== undefined);
  return chosen.length > 0 ? chosen.join(' & ') : 'Universal';
}
