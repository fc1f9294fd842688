import { oddsLabel } from '@core/features/lucky-numbers/jackpot-odds';
import {
  LOTTERY_GROUPS,
  type Lottery,
  type LotteryId,
  lotteries,
  lotteriesInGroup,
  lotteryGroupTitles,
} from '@core/features/lucky-numbers/lotteries';

interface LotteryPickerProps {
  selected: LotteryId;
  onSelect(lottery: LotteryId): void;
}

/** "6 from 1–47", "5 from 1–69 + 1 bonus from 1–26". */
export function rulesLabel(lottery: Lottery): string {
  const main = `${lottery.numbers} from 1–${lottery.range}`;
  return lottery.bonus > 0 ? `${main} + ${lottery.bonus} bonus from 1–${lottery.bonusRange}` : main;
}

/**
 * The nine games in their two groups (spec §2, §9) as short name chips, with the chosen game's
 * rules, draw days and true odds beneath them. Nine full cards filled two phone screens and left
 * the Generate button far below the signs (issue 26 items 4 and 7); the odds of every game stay
 * on the page in the responsible-play table.
 */
export function LotteryPicker({ selected, onSelect }: LotteryPickerProps) {
  return (
    <section aria-labelledby="lottery-picker-title">
      <h2 id="lottery-picker-title" className="mb-3 font-display text-lg font-semibold text-gold-200">
        Choose a lottery
      </h2>
      {LOTTERY_GROUPS.map((group) => (
        <div key={group} className="mb-3">
          <h3
            id={`lottery-group-${group}`}
            className="mb-2 text-sm font-semibold tracking-wide text-violet-200 uppercase"
          >
            {lotteryGroupTitles[group]}
          </h3>
          <ul aria-labelledby={`lottery-group-${group}`} className="flex flex-wrap gap-2">
            {lotteriesInGroup(group).map((lottery) => {
              const isSelected = lottery.id === selected;
              return (
                <li key={lottery.id}>
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onSelect(lottery.id)}
                    className={`min-h-11 rounded-full border px-3 text-sm font-semibold transition-colors ${
                      isSelected
                        ? 'border-gold-300 bg-gold-300/15 text-gold-100'
                        : 'border-white/15 bg-white/5 text-violet-50 hover:border-violet-300/50 hover:bg-white/10'
                    }`}
                  >
                    <span aria-hidden="true">{lottery.flag} </span>
                    {lottery.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <LotteryFacts lottery={lotteries[selected]} />
    </section>
  );
}

/** The chosen game as the cards used to show it: country, rules, draw days, its sky note, the odds. */
function LotteryFacts({ lottery }: { lottery: Lottery }) {
  return (
    <div
      aria-live="polite"
      data-testid="lottery-facts"
      className="rounded-2xl border border-gold-300/40 bg-white/5 p-3 text-xs"
    >
      <p className="text-sm font-semibold text-gold-100">
        {lottery.name} <span className="font-normal text-violet-200/90">· {lottery.country}</span>
      </p>
      <p className="text-violet-200/90">{rulesLabel(lottery)}</p>
      <p className="mt-1 text-violet-100">Draw days: {lottery.bestDays.join(', ')}</p>
      <p className="mt-1 text-violet-100 italic">{lottery.cosmicAlignment}</p>
      <p className="mt-1 font-semibold text-gold-200">
        Top prize odds: {oddsLabel(lottery)}
        {lottery.bonus > 0 && !lottery.jackpotNeedsBonus ? ' (the bonus does not count for it)' : ''}
      </p>
    </div>
  );
}
