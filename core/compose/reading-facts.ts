import { type Sign, signName } from '../content/signs';
import { type SkyFacts } from '../sky/daily-sky';
import { moonPhaseNames } from '../sky/moon-phases';
import { type IsoDate, shortDateLabel } from '../time/calendar-date';
import { aspectVerbs, moonAspect } from './moon-aspect';
import { planetNames } from '../content/body-names';
import { percentLit } from './reading-writer';

/**
 * The `facts` of a composed reading: short, plain statements of the sky data the prose rests
 * on, so a reader (or a test) can check the text against the real sky.
 */
/** Kept for the composers that import it from here; defined once, in content/signs. */
export { signName };

export const moonFact = (sky: SkyFacts): string =>
  `Moon in ${signName(sky.moon.sign)}, ${moonPhaseNames[sky.moon.phase].toLowerCase()} (${percentLit(sky.moon.illumination)} lit)`;

export const aspectFact = (sky: SkyFacts, sign: Sign): string =>
  `Moon ${aspectVerbs[moonAspect(sky.moon.sign, sign.id)]} ${sign.name} (whole-sign)`;

export function signFact(sign: Sign): string {
  const classical =
    sign.classicalRuler === sign.ruler ? '' : ` (classically ${planetNames[sign.classicalRuler]})`;
  return `${sign.name}: ${sign.element} sign, ${sign.modality}, ruled by ${planetNames[sign.ruler]}${classical}`;
}

/** "May 3", "May 3–5", "Apr 30 – May 2". */
export function spanLabel(first: IsoDate, last: IsoDate): string {
  if (first === last) return shortDateLabel(first);
  if (first.slice(0, 7) === last.slice(0, 7)) return `${shortDateLabel(first)}–${Number(last.slice(8, 10))}`;
  return `${shortDateLabel(first)} – ${shortDateLabel(last)}`;
}
