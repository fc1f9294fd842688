import { useCallback, useEffect, useRef } from 'react';
import type { BirthMoment } from '@core/contract/birth-moment';
import type { ChatBirthFields } from './chat-birth';

export type GetChatBirth = () => Promise<BirthMoment | undefined>;

/**
 * The visitor's birth moment for the chat (see `resolveChatBirth`), worked out once the page is
 * idle and ready by the first message. The chart code it needs (time zones, places, the
 * contract) is loaded then, not with the page, so the chat hydrates light; a message sent sooner
 * waits for the same promise. A profile change starts afresh.
 */
export function useChatBirth(profile: ChatBirthFields): GetChatBirth {
  const { name, birthDate, birthTime, birthPlace, birthLocation } = profile;
  const resolved = useRef<{ key: string; birth: Promise<BirthMoment | undefined> } | null>(null);

  const getBirth = useCallback<GetChatBirth>(() => {
    const key = JSON.stringify([name, birthDate, birthTime, birthPlace, birthLocation]);
    if (resolved.current?.key !== key) {
      const birth = import('./chat-birth')
        .then((module) => module.resolveChatBirth({ name, birthDate, birthTime, birthPlace, birthLocation }))
        .catch((error: unknown) => {
          // Offline before the app was cached: the reply is written without chart facts.
          console.info('The birth chart for the chat could not be worked out:', error);
          return undefined;
        });
      resolved.current = { key, birth };
    }
    return resolved.current.birth;
  }, [name, birthDate, birthTime, birthPlace, birthLocation]);

  useEffect(() => {
    const start = () => void getBirth();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 200);
    return () => window.clearTimeout(id);
  }, [getBirth]);

  return getBirth;
}
