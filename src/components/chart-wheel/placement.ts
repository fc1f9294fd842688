import { type Sign, signs } from '@core/content/signs';
import { type BodyMeaning, bodyMeanings } from './body-meanings';
import { formatDegree, zodiacPlaceOf } from './format-degree';
import { normalizeDegrees } from './spread-glyphs';
import type { WheelBody, WheelHouses, WheelRingId } from './wheel-types';

export interface WheelPlacement {
  /** Unique within one wheel: the ring and the body id. */
  key: string;
  ring: WheelRingId;
  ringLabel: string;
  body: WheelBody;
  meaning: BodyMeaning;
  sign: Sign;
  /** "12°34′" within the sign. */
  degree: string;
  house: number | null;
  motion: 'direct' | 'retrograde';
  /** "Sun in Leo 12°34′, house 5": the glyph's accessible name (ring label first in a bi-wheel). */
  label: string;
  /** "Sun in Leo 12°34′ · House 5 · direct": the first line of the details panel. */
  summary: string;
}

/** House 1–12 holding a longitude, cusps in zodiac order starting with house 1. */
export function wheelHouseOf(longitude: number, cusps: readonly number[]): number | null {
  if (cusps.length !== 12) return null;
  for (let index = 0; index < 12; index += 1) {
    const start = cusps[index] ?? 0;
    const end = cusps[(index + 1) % 12] ?? 0;
    if (normalizeDegrees(longitude - start) < normalizeDegrees(end - start)) return index + 1;
  }
  return null;
}

export const placementKey = (ring: WheelRingId, body: WheelBody['id']) => `${ring}:${body}`;

export function wheelPlacementOf(
  body: WheelBody,
  ring: WheelRingId,
  ringLabel: string,
  options: { houses?: WheelHouses | undefined; showRing: boolean },
): WheelPlacement {
  const meaning = bodyMeanings[body.id];
  const sign = signs[zodiacPlaceOf(body.lon).sign];
  const degree = formatDegree(body.lon);
  const house = body.house ?? (options.houses ? wheelHouseOf(body.lon, options.houses.cusps) : null);
  const motion = body.retrograde ? 'retrograde' : 'direct';
  const prefix = options.showRing ? `${ringLabel}: ` : '';
  const where = `${meaning.name} in ${sign.name} ${degree}`;
  return {
    key: placementKey(ring, body.id),
    ring,
    ringLabel,
    body,
    meaning,
    sign,
    degree,
    house,
    motion,
    label: `${prefix}${where}${house === null ? '' : `, house ${house}`}${body.retrograde ? ', retrograde' : ''}`,
    summary: [where, house === null ? null : `House ${house}`, motion].filter(Boolean).join(' · '),
  };
}
