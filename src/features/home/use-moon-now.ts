import { useEffect, useState } from 'react';
import type { SkyNow } from '@core/contract/sky-now';
import { isSkyNow } from '@core/contract/sky-now-check';

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
        const body: unknown = await response.json();
        if (!isSkyNow(body)) throw new Error('The sky service answered something that is not the sky now.');
        return body;
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
