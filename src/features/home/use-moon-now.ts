import { useEffect, useState } from 'react';
import type { SkyNow } from '@core/contract/sky-now';

/**
 * The Moon of this moment: asked of the server (a few hundred bytes), or computed in the
 * browser when the server cannot answer, so the panel shows the real sky either way while a
 * first visit skips the astronomy code.
 */
export function useMoonNow(): SkyNow | null {
  const [sky, setSky] = useState<SkyNow | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/sky/now', { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        // The schema (and zod under it) arrives with the answer, not with the page's own code.
        const [{ skyNowSchema }, body] = await Promise.all([
          import('@core/contract/sky-now'),
          response.json() as Promise<unknown>,
        ]);
        return skyNowSchema.parse(body);
      })
      .catch(async (error: unknown) => {
        if (controller.signal.aborted) throw error;
        console.error('Sky service unavailable, computing the Moon locally:', error);
        const { skyAt } = await import('@core/sky/daily-sky');
        return skyAt(new Date());
      })
      .then((value) => {
        if (!controller.signal.aborted) setSky(value);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Could not compute the Moon phase:', error);
      });
    return () => controller.abort();
  }, []);

  return sky;
}
