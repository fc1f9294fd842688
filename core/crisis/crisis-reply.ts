import type { CrisisLanguage } from './crisis-language';
import type { CrisisKind } from './crisis-signals';
import { DE_REPLY } from './replies/de';
import { EN_REPLY } from './replies/en';
import { ES_REPLY } from './replies/es';
import { FR_REPLY } from './replies/fr';
import { IT_REPLY } from './replies/it';
import { PT_REPLY } from './replies/pt';
import type { CrisisReplyText } from './replies/reply-text';

const REPLIES: Readonly<Record<CrisisLanguage, CrisisReplyText>> = {
  en: EN_REPLY,
  es: ES_REPLY,
  fr: FR_REPLY,
  pt: PT_REPLY,
  de: DE_REPLY,
  it: IT_REPLY,
};

/**
 * What the chat answers instead of a reading when a message signals a crisis, as Markdown: a
 * calm opening for the kind, the emergency numbers, help lines (the kind's own first), where to
 * find a line anywhere else, and a closing. Plain words, no guide's voice, no astrology.
 */
export function crisisReply(kind: CrisisKind, language: CrisisLanguage = 'en'): string {
  const text = REPLIES[language];
  const lines = [...(text.kindLines[kind] ?? []), ...text.crisisLines].join('\n');
  return [text.openings[kind], text.emergency, `${lines}\n\n${text.findALine}`, text.closings[kind]].join(
    '\n\n',
  );
}
