import { USER_TEXT_MAX_LENGTH } from '@core/compose/prompt/user-data';
import { PLACE_NAME_MAX_LENGTH } from '@core/contract/birth-text-limits';
import { describe, expect, it } from 'vitest';
import { CHAT_FOCUS_MAX_LENGTH, CHAT_REQUEST_MESSAGE_MAX_LENGTH } from './chat/chat-limits';
import { DREAM_DESCRIPTION_MAX_LENGTH } from './dream-journal/dream-texts';
import { ORACLE_DESCRIPTION_MAX_LENGTH } from './dream-oracle/oracle-text-lengths';

/**
 * The one bound on visitor text in a prompt (core/compose/prompt/user-data.ts) against the
 * features' own limits: it is the longest text any contract accepts, so no field is cut short.
 */
describe('the one bound on visitor text in a prompt', () => {
  it('is USER_TEXT_MAX_LENGTH, the longest contract limit', () => {
    expect(USER_TEXT_MAX_LENGTH).toBe(
      Math.max(
        CHAT_REQUEST_MESSAGE_MAX_LENGTH,
        CHAT_FOCUS_MAX_LENGTH,
        DREAM_DESCRIPTION_MAX_LENGTH,
        ORACLE_DESCRIPTION_MAX_LENGTH,
        PLACE_NAME_MAX_LENGTH,
      ),
    );
  });
});
