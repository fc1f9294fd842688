import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { SIGN_IDS, type SignId } from '@core/content/signs';
import type { ApiError } from '@core/contract/reading';
import { SmallLru } from '@core/lib/small-lru';
import { isoDateToUtc, monthStart, utcToIsoDate } from '@core/time/calendar-date';
import { skyCalendarFile } from './sky-calendar-file';

/**
 * Phone calendars poll a subscription every few hours to a day; six hours keeps a new month's
 * file (and a fixed mistake) reaching them the same day without each poll costing a rebuild.
 */
export const SKY_CALENDAR_CACHE_CONTROL = 'public, max-age=21600';

interface BuiltFile {
  body: string;
  etag: string;
}

/** The tags of an If-None-Match header, compared weakly (RFC 9110 §13.1.2): W/ does not count. */
const matchesTag = (header: string | undefined, etag: string): boolean =>
  header !== undefined &&
  header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });

const isSign = (value: string): value is SignId => (SIGN_IDS as readonly string[]).includes(value);

/**
 * `GET /calendar/sky.ics[?sign=<id>]`: a year of the shared sky as an iCalendar feed at a
 * stable public URL, for calendar apps to subscribe to. The file for a month, sign and origin
 * is built once (a year's scan and ~13 sign meanings) and kept; its ETag is its body's hash, so
 * a poll that finds nothing new costs a 304.
 */
export function createSkyCalendarRoutes(now: () => Date): Hono {
  // 13 files (all signs and none) per origin and month; a flood of Host headers only churns it.
  const files = new SmallLru<string, BuiltFile>(64);
  return new Hono().get('/calendar/sky.ics', async (context) => {
    const signParam = context.req.query('sign');
    if (signParam !== undefined && !isSign(signParam)) {
      return context.json<ApiError>(
        {
          error: `Unknown sign "${signParam.slice(0, 40)}": use one of ${SIGN_IDS.join(', ')}, or leave sign out.`,
        },
        400,
      );
    }
    const month = monthStart(utcToIsoDate(now()));
    const origin = new URL(context.req.url).origin;
    const key = `${origin}|${month}|${signParam ?? ''}`;
    let file = files.get(key);
    if (!file) {
      // Stamped with the month's start, not the build time: a restart or another instance then
      // writes the same bytes, so the ETag a calendar holds stays valid all month.
      const body = await skyCalendarFile({
        monthStart: month,
        sign: signParam,
        origin,
        now: isoDateToUtc(month),
      });
      file = { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
      files.set(key, file);
    }
    context.header('ETag', file.etag);
    context.header('Cache-Control', SKY_CALENDAR_CACHE_CONTROL);
    if (matchesTag(context.req.header('If-None-Match'), file.etag)) return context.body(null, 304);
    context.header('Content-Type', 'text/calendar; charset=utf-8');
    context.header('Content-Disposition', 'inline; filename="cosmic-guide-sky.ics"');
    return context.body(file.body);
  });
}
