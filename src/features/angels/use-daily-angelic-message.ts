import { useEffect, useState } from 'react';
import type * as DailyMessageText from '@core/features/angels/daily-message-text';
import type * as DailyMessageStore from './daily-message-store';
import type { SignId } from '@core/content/signs';
import type { DailyAngelicMessage } from '@core/features/angels/daily-angelic-message';
import type { IsoDate } from '@core/time/calendar-date';
import { composeLocally } from '@/lib/reading/compose-locally';
import { streamReading } from '@/lib/reading/reading-client';
import { useBrowserStateKey } from '@/lib/hydration/use-browser-state-key';
import { useHydrated } from '@/lib/hydration/use-hydrated';
import { useProfileReady } from '@/lib/profile/use-profile';

/**
 * The message's cache (its stored entries are checked with zod) and its text rules, loaded
 * once the page is up: the message appears after hydration anyway, and the page's first paint
 * should not wait on 18 KB it does not draw.
 */
const loadMessageRules = () =>
  Promise.all([import('./daily-message-store'), import('@core/features/angels/daily-message-text')]);
type MessageStore = typeof DailyMessageStore;
type MessageText = typeof DailyMessageText;

export type DailyMessageState =
  { status: 'loading' } | { status: 'ready'; message: DailyAngelicMessage; fromCache: boolean };

/**
 * Today's angelic message for the sign (the universal one without a sign): from the browser
 * cache while it is fresh (2 hours), else from the service, then cached. It is not a reading
 * the visitor asked for, so it neither counts toward totalReadings nor plays a sound. A
 * fallback message is shown but not cached, so the next visit asks again.
 */
export function useDailyAngelicMessage(sign: SignId | null, date: IsoDate, name: string): DailyMessageState {
  const key = `${sign ?? 'universal'}|${date}|${name}`;
  const [state, setState] = useState<{ key: string; value: DailyMessageState } | null>(null);
  // Until hydration is done and the profile read, the date is the prerender's and the sign not
  // yet the visitor's: asking then would fetch a message nobody sees. A first visit (nothing
  // stored) is ready as soon as it has hydrated: its profile is read at once.
  const hydrated = useHydrated();
  const profileReady = useProfileReady();
  const ready = hydrated && profileReady;
  // A first visit writes nothing to the browser (the privacy table's promise): its message is
  // shown but cached only once the browser holds something of the app's.
  const mayStore = useBrowserStateKey() === 'in-browser';

  useEffect(() => {
    loadMessageRules()
      .then(([store]) => store.sweepDailyMessages(Date.now()))
      .catch((error: unknown) => console.warn('Angelic cache: the sweep could not load', error));
  }, []);

  useEffect(() => {
    if (!ready) return;
    const forSign = sign ?? undefined;
    const controller = new AbortController();
    const request = {
      feature: 'angels' as const,
      type: 'daily-message' as const,
      date,
      ...(forSign ? { sign: forSign } : {}),
      ...(name.trim() ? { name: name.trim() } : {}),
    };
    const fetched = ({ storeDailyMessage }: MessageStore, { dailyMessageFromText }: MessageText) =>
      streamReading(request, { signal: controller.signal })
        .catch((error: unknown) => {
          if (controller.signal.aborted) throw error;
          console.error('Angelic service unavailable, composing the daily message offline:', error);
          return composeLocally(request);
        })
        .then((result) => {
          const message = dailyMessageFromText(result.text, Date.now());
          if (mayStore && result.source !== 'fallback' && !result.interrupted && !controller.signal.aborted)
            storeDailyMessage(forSign, date, message);
          return { message, fromCache: false };
        });
    loadMessageRules()
      .then(([store, text]) => {
        const cached = store.cachedDailyMessage(forSign, date, Date.now());
        return cached ? { message: cached, fromCache: true } : fetched(store, text);
      })
      .then(({ message, fromCache }) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'ready', message, fromCache } });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Daily angelic message failed:', error);
      });
    return () => controller.abort();
  }, [ready, mayStore, key, sign, date, name]);

  return state?.key === key ? state.value : { status: 'loading' };
}
