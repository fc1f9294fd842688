import type { CrisisKind } from './crisis-signals';

/**
 * What the chat answers instead of a reading when a message signals a crisis: calm, plain words
 * in no guide's voice and no astrology, then real places to get help now. Written for this
 * project. The numbers are the public ones (EU 112, US/Canada 911, UK 999; 988 Suicide & Crisis
 * Lifeline; Samaritans 116 123; the US and UK domestic abuse lines), and findahelpline.com
 * lists free, confidential lines for most other countries.
 */
const FIND_A_LINE =
  'Anywhere else, **[findahelpline.com](https://findahelpline.com)** lists free, confidential lines near you.';
const EMERGENCY =
  '**If you are in danger right now, call your local emergency number**: 112 in Europe, 911 in the US and Canada, 999 in the UK.';
const CRISIS_LINES =
  '- **US**: call or text **988** (Suicide & Crisis Lifeline), any time.\n- **UK and Ireland**: **Samaritans, 116 123**, free, day or night.';

const OPENINGS = {
  suicide:
    'I’m really glad you told me, and I want to set the stars aside for a moment, because you matter more than any reading. What you are carrying sounds heavy, and you deserve to talk it through with a real person tonight.',
  'self-harm':
    'Thank you for trusting me with this; it takes courage to say. You deserve care and support right now, not a horoscope, and there are people ready to listen without judging you.',
  abuse:
    'I’m so sorry this is happening. Nobody deserves to be hurt or frightened at home, and it is not your fault. Your safety comes first, before any reading.',
  medical:
    'This sounds like it could be a medical emergency, so please put the chat down for now and get help straight away.',
} as const satisfies Record<CrisisKind, string>;

const EXTRA_LINES: Partial<Record<CrisisKind, string>> = {
  abuse:
    '- **US**: National Domestic Violence Hotline, **1-800-799-7233** (or text START to 88788).\n- **UK**: National Domestic Abuse Helpline, **0808 2000 247**, free, 24 hours.',
};

const CLOSINGS = {
  suicide:
    'If you can, reach out to someone you trust and let them sit with you. I’ll still be here afterwards.',
  'self-harm': 'If you can, tell someone you trust how you are feeling today. I’ll still be here afterwards.',
  abuse:
    'If it is safe to, keep this conversation private and reach out when you can. I’ll still be here afterwards.',
  medical: 'Stay with someone if you can, and follow what the emergency operator tells you.',
} as const satisfies Record<CrisisKind, string>;

export function crisisReply(kind: CrisisKind): string {
  const lines = [EXTRA_LINES[kind], CRISIS_LINES].filter((line) => line !== undefined).join('\n');
  return [OPENINGS[kind], EMERGENCY, `${lines}\n\n${FIND_A_LINE}`, CLOSINGS[kind]].join('\n\n');
}
