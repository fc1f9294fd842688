import { SIGN_IDS, type SignId } from '../content/signs';
import { MOON_PHASE_IDS, type MoonPhaseId } from '../sky/moon-phases';
import type { SkyNow } from './sky-now';

/**
 * Checks an answer of `GET /api/sky/now` without zod, for the home page: the first visit fetches
 * only this one answer, and zod's core (about 9 KB compressed) would be a tenth of that visit's
 * bytes (ADR 0014). It accepts exactly what `skyNowSchema` accepts, which
 * `sky-now-check.test.ts` proves over many valid and broken answers; the schema stays the
 * contract that the server and its tests use.
 */
export function isSkyNow(value: unknown): value is SkyNow {
  if (!isRecord(value) || typeof value.instant !== 'string') return false;
  const { sun, moon } = value;
  return (
    isRecord(sun) &&
    isNumber(sun.longitude) &&
    isSign(sun.sign) &&
    isRecord(moon) &&
    isNumber(moon.longitude) &&
    isSign(moon.sign) &&
    isNumber(moon.phaseAngle) &&
    isPhase(moon.phase) &&
    isNumber(moon.illumination) &&
    typeof moon.waxing === 'boolean'
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
// zod's number() refuses NaN and the infinities; JSON cannot carry them, but the check says so.
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isSign = (value: unknown): value is SignId => (SIGN_IDS as readonly unknown[]).includes(value);
const isPhase = (value: unknown): value is MoonPhaseId =>
  (MOON_PHASE_IDS as readonly unknown[]).includes(value);
