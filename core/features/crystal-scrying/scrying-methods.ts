/** Tool spec §3: the three traditional scrying techniques, in the order the page lists them. */
export const SCRYING_METHOD_IDS = ['candlelight', 'moonlight', 'water'] as const;
export type ScryingMethodId = (typeof SCRYING_METHOD_IDS)[number];

/** The spec's name, description and icon, plus a safety line where the technique uses a flame. */
export interface ScryingMethod {
  id: ScryingMethodId;
  name: string;
  description: string;
  icon: string;
  safetyNote?: string;
}

export const scryingMethods = {
  candlelight: {
    id: 'candlelight',
    name: 'Candlelight Scrying',
    description:
      'Set a single candle beside or behind your crystal so the flame glows inside the stone without shining in your eyes. Dim every other light, gaze into that soft glow, and let the flicker loosen your everyday way of seeing.',
    icon: '🕯️',
    safetyNote:
      'Never leave a lit candle unattended: keep it on a steady, heatproof surface away from fabric and hair, and put it out before you leave the room.',
  },
  moonlight: {
    id: 'moonlight',
    name: 'Moonlight Scrying',
    description:
      'On a clear night close to the full moon, sit where moonlight falls across your crystal. The pale, cool light suits reflective questions, and many readers save a moonlit session for matters of the heart and long cycles.',
    icon: '🌕',
  },
  water: {
    id: 'water',
    name: 'Water Scrying',
    description:
      'Fill a dark bowl with still water and rest your crystal at its rim. Gaze into the water rather than the stone, letting the two reflections mingle: one of the oldest methods there is, and it asks only for patience.',
    icon: '💧',
  },
} as const satisfies Record<ScryingMethodId, ScryingMethod>;

/** The three in the spec's order: the "Traditional Scrying Techniques" block. */
export const scryingMethodList: readonly ScryingMethod[] = SCRYING_METHOD_IDS.map((id) => scryingMethods[id]);
