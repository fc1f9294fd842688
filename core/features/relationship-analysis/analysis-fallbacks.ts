import { FALLBACK_TEXTS } from '../../compose/fallback-texts';
import { type SignId, signName } from '../../content/signs';
import type { AnalysisId } from './analysis-types';

/**
 * What a relationship analysis shows when a configured provider fails (spec §5, §8): the
 * compatibility fallback varies by focus (breakup or healing, soulmate with its 85 % score,
 * communication); every other analysis gets the spec's shifting-energies line, as compatibility
 * does. Written for this app; only the 85 % comes from the spec.
 */
export const SOULMATE_FALLBACK_SCORE = 85;

type FallbackFocus = 'healing' | 'soulmate' | 'communication';

const FOCUS_BY_ANALYSIS: Partial<Record<AnalysisId, FallbackFocus>> = {
  'breakup-healing': 'healing',
  'soulmate-score': 'soulmate',
  'communication-styles': 'communication',
};

const FOCUS_TEXTS = {
  healing: (names: string) =>
    `${names}: healing takes the time it takes. Be gentle with yourself today, lean on the people who know you well, and let small routines carry you until the heaviness lifts. Every ending clears space for something truer. 🌱`,
  soulmate: (names: string) =>
    `${names}: soulmate score ${SOULMATE_FALLBACK_SCORE}%. A strong resonance between your signs, with plenty to share and enough difference to keep learning from each other. What you build together is still yours to choose. 💫`,
  communication: (names: string) =>
    `${names}: the way you two talk is worth a little care. Listen for the need beneath the words, say plainly what you mean, and choose calm moments for the conversations that matter. 💬`,
} as const satisfies Record<FallbackFocus, (names: string) => string>;

export function analysisFallbackText(analysis: AnalysisId, firstSign: SignId, secondSign?: SignId): string {
  const focus = FOCUS_BY_ANALYSIS[analysis];
  if (!focus) return FALLBACK_TEXTS.horoscope;
  const names = secondSign ? `${signName(firstSign)} and ${signName(secondSign)}` : signName(firstSign);
  return FOCUS_TEXTS[focus](names);
}
