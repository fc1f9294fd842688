import { describe, expect, it } from 'vitest';
import { SIGN_IDS } from '../../content/signs';
import { HAND_MOUNT_IDS, type HandMount } from './hand-mount';
import { handMountList } from './hand-mounts';

/** Tool spec §3: the seven mounts, their planets and the signs each rules. */
const SPEC_MOUNTS = [
  ['venus-mount', 'venus', ['taurus', 'libra']],
  ['jupiter-mount', 'jupiter', ['sagittarius', 'pisces']],
  ['saturn-mount', 'saturn', ['capricorn', 'aquarius']],
  ['apollo-mount', 'sun', ['leo']],
  ['mercury-mount', 'mercury', ['gemini', 'virgo']],
  ['mars-mount', 'mars', ['aries', 'scorpio']],
  ['luna-mount', 'moon', ['cancer']],
];

const TEXT_FIELDS = ['name', 'description', 'meaning', 'development', 'spiritualGift', 'emoji'] as const;

describe('the seven hand mounts', () => {
  it("holds the spec's seven ids, planets and ruled signs, in order", () => {
    expect(handMountList.map((mount) => [mount.id, mount.planet, mount.zodiacRuler])).toEqual(SPEC_MOUNTS);
    expect([...HAND_MOUNT_IDS]).toEqual(SPEC_MOUNTS.map(([id]) => id));
  });

  it('rules every one of the twelve signs exactly once', () => {
    const ruled = handMountList.flatMap((mount) => mount.zodiacRuler);
    expect([...ruled].sort()).toEqual([...SIGN_IDS].sort());
  });

  it.each(handMountList.map((mount) => [mount.id, mount] as const))(
    '%s: every field is filled',
    (id, mount: HandMount) => {
      for (const field of TEXT_FIELDS) expect(mount[field].trim(), `${id} ${field}`).not.toBe('');
      expect(mount.qualities.length, `${id} qualities`).toBeGreaterThanOrEqual(3);
      for (const quality of mount.qualities) expect(quality.trim(), `${id} quality`).not.toBe('');
    },
  );
});
