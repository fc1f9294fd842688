import type { ReadingRequest } from '@core/contract/reading';
import type { ReadingResult } from './reading-client';

/**
 * The offline composer, run in the browser when the server cannot be reached. Loaded on
 * demand so its sentence bank and the astronomy code stay out of the first page's download.
 */
export async function composeLocally(request: ReadingRequest): Promise<ReadingResult> {
  const { composeHoroscope } = await import('@core/compose/horoscope');
  const reading = composeHoroscope({ sign: request.sign, period: request.period, date: request.date });
  return { text: reading.markdown, source: 'offline', interrupted: false };
}
