import type { PlanetId, SignId } from '../../content/signs';

/** Tool spec §3: the seven hand mounts, in the order the guide lists them. */
export const HAND_MOUNT_IDS = [
  'venus-mount',
  'jupiter-mount',
  'saturn-mount',
  'apollo-mount',
  'mercury-mount',
  'mars-mount',
  'luna-mount',
] as const;
export type HandMountId = (typeof HAND_MOUNT_IDS)[number];

/** Every field of the spec's hand mount (§3); `zodiacRuler` holds sign ids, checked by the compiler. */
export interface HandMount {
  id: HandMountId;
  name: string;
  planet: PlanetId;
  description: string;
  meaning: string;
  zodiacRuler: readonly SignId[];
  qualities: readonly string[];
  /** What a full, a flat and a balanced mount are traditionally taken to say. */
  development: string;
  spiritualGift: string;
  emoji: string;
}
