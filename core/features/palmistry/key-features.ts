import { type SignId, signs } from '../../content/signs';
import type { HandMount } from './hand-mount';
import { handMountList } from './hand-mounts';
import type { PalmLine } from './palm-line';
import { palmLineList } from './palm-line-catalogue';

/**
 * Tool spec §9: a palm line speaks to a sign when the sign is in its zodiac list or shares its
 * element. Kept in the guide's order.
 */
export function linesForSign(sign: SignId, lines: readonly PalmLine[] = palmLineList): PalmLine[] {
  const { element } = signs[sign];
  return lines.filter((line) => line.zodiacConnection.includes(sign) || line.element === element);
}

/** Tool spec §2: a hand mount speaks to a sign when the sign is among the signs it rules. */
export function mountsForSign(sign: SignId, mounts: readonly HandMount[] = handMountList): HandMount[] {
  return mounts.filter((mount) => mount.zodiacRuler.includes(sign));
}

/** The one mount whose ruled signs include the sign (the seven mounts rule the twelve signs once each). */
export function rulingMountOf(sign: SignId): HandMount {
  const [mount] = mountsForSign(sign);
  if (!mount) throw new RangeError(`No hand mount rules ${sign}: check the mounts' zodiacRuler lists`);
  return mount;
}
