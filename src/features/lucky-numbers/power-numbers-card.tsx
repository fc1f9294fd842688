import { type SignId, signs } from '@core/content/signs';
import { BASE_WEIGHT, POWER_WEIGHT, ROOT_WEIGHT } from '@core/features/lucky-numbers/lucky-draw';
import { powerNumbers } from '@core/features/lucky-numbers/power-numbers';
import { NumberBalls } from './number-balls';

/** How many times a plain number's weight a power number carries in this sign's draw. */
const leanFactor = (bias: number) =>
  ((BASE_WEIGHT + Math.round(POWER_WEIGHT * bias) + Math.round(ROOT_WEIGHT * bias)) / BASE_WEIGHT).toFixed(2);

/** The sign's six power numbers and how strongly its draw leans toward them (spec §2, §9). */
export function PowerNumbersCard({ sign }: { sign: SignId }) {
  const { numbers, bias } = powerNumbers[sign];
  return (
    <section
      aria-labelledby="power-numbers-title"
      className="rounded-2xl border border-white/10 bg-white/5 p-4"
    >
      <h2 id="power-numbers-title" className="font-display text-lg font-semibold text-gold-200">
        {signs[sign].emoji} {signs[sign].name}’s power numbers
      </h2>
      <NumberBalls label={`${signs[sign].name}’s power numbers`} numbers={numbers} />
      <p className="mt-3 text-sm leading-relaxed text-violet-100">
        Your sign’s place in the zodiac, your ruling planet’s number, and the numbers that reduce to them.
        Generated lines lean toward them with a bias of {Math.round(bias * 100)}%: a power number weighs{' '}
        {leanFactor(bias)}× a plain one. It changes which numbers you see, never the chance that they are
        drawn.
      </p>
    </section>
  );
}
