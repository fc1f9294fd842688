import { signs } from '@core/content/signs';
import { BODY_NAMES } from '@core/content/body-names';
import { placeLabel, utcLabel } from '@core/compose/placement-labels';
import { birthData, nameLabel, quotedAs } from '@core/compose/prompt/birth-data';
import { type ReadingPrompt, readingPrompt } from '@core/compose/prompt/reading-prompt';
import { houseOf } from '@core/sky/houses';
import type { MySkyRequest } from './my-sky-request';
import { findRequestedTransit } from './requested-transit';
import { ASPECT_NOUNS, NATAL_POINT_NAMES, transitTitle } from './transit-words';

export const MY_SKY_SYSTEM_MESSAGE = [
  'You are an expert astrologer writing for Cosmic Guide, an astrology app. You read ONE transit in',
  'one person’s birth chart, warmly and concretely, speaking to the person as "you".',
  '',
  'Use ONLY the figures listed in the message: the transiting body, the aspect, the natal point, its',
  'sign, degree and house, the dates and the retrograde passes are already exact. Never recompute,',
  'correct or add positions, dates, houses or other transits. When the chart has no houses, say',
  'nothing about houses, the Ascendant or the Midheaven.',
  '',
  'Astrology here is for reflection and entertainment: describe tendencies and potentials, never fixed',
  'fate. Do not give medical, legal or financial advice.',
  '',
  'Write 90 to 160 words in markdown: one "##" heading naming the transit, a short paragraph on what',
  'it brings and when, and one concrete suggestion in bold. Never write HTML tags, code blocks, links',
  'or images.',
].join('\n');

/**
 * The prompt for one transit: the server recomputes it from the birth moment (the request only
 * names it), so the model is handed the engine's figures and never works them out itself.
 */
export function buildMySkyPrompt(request: MySkyRequest): ReadingPrompt {
  const found = findRequestedTransit(request);
  if (!found) throw new RangeError('The requested transit does not happen for this birth chart.');
  const { transit, natal } = found;
  const natalHouse = natal.houses ? houseOf(transit.natalLon, natal.houses.cusps) : undefined;
  const birth = birthData(request.person, 'person');
  const name = quotedAs(nameLabel('person'));
  const houses = natal.houses
    ? []
    : [
        natal.timeKnown
          ? 'No birthplace was given, so the chart has no houses, Ascendant or Midheaven.'
          : 'Birth time unknown: the chart has no houses, Ascendant or Midheaven, and no natal Moon.',
      ];
  const user = [
    `Read this transit for the person whose name is ${name}.`,
    '',
    ...birth.lines,
    ...houses,
    '',
    `Transit: ${transitTitle(transit)} (transiting ${BODY_NAMES[transit.body]} ${ASPECT_NOUNS[transit.aspect]} natal ${NATAL_POINT_NAMES[transit.target]})`,
    `- Exact: ${utcLabel(transit.exactAt)}, pass ${transit.pass} of ${transit.passes}${transit.retrograde ? ', transiting body retrograde' : ', transiting body direct'}`,
    `- In orb (entering and leaving): ${utcLabel(transit.startsAt)} to ${utcLabel(transit.endsAt)}`,
    `- Transiting ${BODY_NAMES[transit.body]} at the exact pass: ${placeLabel(transit.lon)} (${signs[transit.sign].name})${transit.house === undefined ? '' : `, in natal house ${transit.house}`}`,
    `- Natal ${NATAL_POINT_NAMES[transit.target]}: ${placeLabel(transit.natalLon)}${natalHouse === undefined ? '' : `, natal house ${natalHouse}`}`,
    '',
    `Write the reading of this transit, calling them by the name in ${name}.`,
  ];
  return readingPrompt({ system: MY_SKY_SYSTEM_MESSAGE, user: user.join('\n'), userData: birth.userData });
}
