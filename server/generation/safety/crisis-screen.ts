import { assessCrisis } from '@core/crisis/assess-crisis';
import type { CrisisLanguage } from '@core/crisis/crisis-language';
import { crisisReply } from '@core/crisis/crisis-reply';
import type { CrisisKind } from '@core/crisis/crisis-signals';
import { type Logger, silentLogger } from '../../logging/logger';
import type { SafetyCheck, SafetyCheckMethod } from './provider-safety-check';

/** The help a message gets instead of a reading, and who decided it (for the logs, never the text). */
export interface ScreenedCrisisHelp {
  reply: string;
  kind: CrisisKind;
  language: CrisisLanguage;
  decidedBy: 'local' | 'local-unsure' | SafetyCheckMethod;
}

/**
 * Whether a visitor's message gets help lines instead of a reading (ADR 0018). Two layers:
 *
 * - the local layer (core/crisis, no network) is sure: help at once, no provider
 *   call at all;
 * - otherwise, with a provider, its safety check reads the message first; a flag means help.
 *
 * When the local layer is unsure (`concern`: "I can't take this anymore") the visitor is never
 * left without help: a check that fails, times out, or cannot judge that kind (moderation says
 * nothing about abuse or emergencies) means help. When the local layer found nothing and the
 * check cannot be had, the reading goes ahead: its prompt still tells the guide to set astrology
 * aside for anyone in danger, and refusing every chat while the provider's check is down would
 * only teach people that the chat is broken.
 */
export async function screenForCrisis(
  message: string,
  check: SafetyCheck | null,
  signal: AbortSignal,
  logger: Logger = silentLogger,
): Promise<ScreenedCrisisHelp | null> {
  const local = assessCrisis(message);
  const help = (kind: CrisisKind | null, decidedBy: ScreenedCrisisHelp['decidedBy']): ScreenedCrisisHelp => {
    const chosen = kind ?? local.kind ?? 'suicide';
    logger.warn('A chat message was answered with help lines', {
      kind: chosen,
      language: local.language,
      decidedBy,
    });
    return { reply: crisisReply(chosen, local.language), kind: chosen, language: local.language, decidedBy };
  };

  if (local.level === 'crisis') return help(local.kind, 'local');
  if (!check) return local.level === 'concern' ? help(local.kind, 'local-unsure') : null;

  const verdict = await check.check(message, signal);
  if (verdict.status === 'flagged') return help(verdict.kind, verdict.via);
  if (local.level !== 'concern') {
    if (verdict.status === 'unavailable')
      logger.warn('The provider safety check was unavailable; the local layer found nothing', {
        reason: verdict.reason,
      });
    return null;
  }
  if (verdict.status === 'clear' && local.kind !== null && verdict.judges.includes(local.kind)) return null;
  return help(local.kind, 'local-unsure');
}
