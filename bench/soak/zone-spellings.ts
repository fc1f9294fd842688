/**
 * Distinct spellings of one time-zone name that differ only in letter case. Zone names are
 * matched without regard to case, so each one names the same zone; a server that keys a cache
 * by the name as sent grows a new entry for every spelling.
 */
export function caseSpelling(zone: string, index: number): string {
  let bits = index;
  return [...zone]
    .map((character) => {
      if (character.toLowerCase() === character.toUpperCase()) return character;
      const upper = bits % 2 === 1;
      bits = Math.floor(bits / 2);
      return upper ? character.toUpperCase() : character.toLowerCase();
    })
    .join('');
}

/** How many different spellings `caseSpelling` can make of `zone`. */
export const spellingCount = (zone: string): number =>
  2 ** [...zone].filter((character) => character.toLowerCase() !== character.toUpperCase()).length;
