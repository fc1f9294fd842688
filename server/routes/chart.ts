import { Hono } from 'hono';
import { rejectInvalid, validate } from '../http/validate';
import type { ApiError } from '@core/contract/reading';
import { computeAstrologerChart } from '@core/sky/astrologer-chart';
import { chartQuerySchema } from '@core/contract/chart-query';
import { canonicalTimeZone, resolveLocalTime } from '@core/time/birth-time';
import { SUPPORTED_YEARS_LABEL, isSupportedInstant } from '@core/time/supported-range';

/**
 * `GET /api/chart`: a natal chart for an instant: the bodies with Lilith and (1900–2100) Chiron,
 * and with a place its houses (`houses=` any of the twelve systems; a polar fallback is flagged in
 * `houses.fallback`), the Part of Fortune and the Vertex. `zodiac=sidereal&ayanamsa=` makes every
 * longitude sidereal and `zodiac.ayanamsaDegrees` says by how much; `aspects=major|all` and
 * `orbs=standard|tight` choose the aspects.
 */
export function createChartRoutes(): Hono {
  return new Hono().get('/chart', (context) => {
    const parsed = validate(chartQuerySchema, context.req.query());
    if (!parsed.success) return rejectInvalid(context, 'The chart request', parsed.issues);
    const query = parsed.data;
    let utc: Date;
    if (query.utc !== undefined) {
      utc = new Date(query.utc);
    } else {
      const zone = canonicalTimeZone(query.tz ?? 'UTC');
      if (!zone) {
        const message = `tz "${(query.tz ?? '').slice(0, 64)}" is not a known IANA time zone`;
        return context.json<ApiError>(
          { error: `The chart request is not valid: ${message}.`, issues: [{ path: 'tz', message }] },
          400,
        );
      }
      // The zone's full history: DST, old offsets, and local mean time (from lon) before standard time.
      const local = resolveLocalTime({
        date: query.date ?? '',
        time: query.time ?? '12:00',
        timeZone: zone,
        longitude: query.lon,
      });
      if (local.kind !== 'unique') {
        const [first, second] = local.options;
        const why =
          local.kind === 'ambiguous'
            ? 'happens twice (the clocks went back)'
            : 'does not exist (the clocks jumped forward)';
        const message = `${query.time} on ${query.date} ${why} in ${zone}: send utc=${first.utc.toISOString()} (${first.label}) or utc=${second.utc.toISOString()} (${second.label})`;
        return context.json(
          {
            error: `The chart request is not valid: ${message}.`,
            issues: [{ path: 'time', message }],
            options: local.options.map((option) => ({ utc: option.utc.toISOString(), offset: option.label })),
          },
          400,
        );
      }
      utc = local.utc;
    }
    if (!isSupportedInstant(utc.getTime())) {
      const message = `the chart engine covers the years ${SUPPORTED_YEARS_LABEL}`;
      return context.json<ApiError>(
        { error: `The chart request is not valid: ${message}.`, issues: [{ path: 'utc', message }] },
        400,
      );
    }
    const chart = computeAstrologerChart({
      utc,
      latitude: query.lat,
      longitude: query.lon,
      houseSystem: query.houses,
      zodiac:
        query.zodiac === 'sidereal'
          ? { zodiac: 'sidereal', ayanamsa: query.ayanamsa ?? 'lahiri' }
          : { zodiac: 'tropical' },
      aspects: { set: query.aspects ?? 'usual', orbs: query.orbs },
    });
    context.header('Cache-Control', 'public, max-age=86400');
    return context.json(chart);
  });
}
