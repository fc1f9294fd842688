import { CRISIS_KINDS, CRISIS_SIGNALS, type CrisisKind } from './crisis-signals';

/**
 * The message as the rules read it: NFKC (fullwidth letters become plain ones), lower case,
 * curly apostrophes straightened, invisible characters dropped, runs of space folded.
 */
export function normalizeForCrisis(message: string): string {
  return message
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc\u0060\u00b4]/gu, "'")
    .replace(/[\p{Cf}]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * The crisis a message signals, or null. The most urgent kind wins when several match (a
 * medical emergency needs the emergency number before anything else), in CRISIS_KINDS order
 * after it.
 */
const URGENCY_ORDER: readonly CrisisKind[] = [
  'medical',
  ...CRISIS_KINDS.filter((kind) => kind !== 'medical'),
];

export function detectCrisis(message: string): CrisisKind | null {
  const text = normalizeForCrisis(message);
  return URGENCY_ORDER.find((kind) => CRISIS_SIGNALS[kind].some((signal) => signal.test(text))) ?? null;
}
