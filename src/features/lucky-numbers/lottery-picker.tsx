import { oddsLabel } from '@core/features/lucky-numbers/jackpot-odds';
import {
  LOTTERY_GROUPS,
  type Lottery,
  type LotteryId,
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

/** The nine games in their two groups (spec §2, §9), each with its rules, draw days and true odds. */
export function LotteryPicker({ selected, onSelect }: LotteryPickerProps) {
  return (
    <section aria-labelledby="lottery-picker-title">
      <h2 id="lottery-picker-title" className="mb-3 font-display text-lg font-semibold text-gold-200">
        Choose a lottery
      </h2>
      {LOTTERY_GROUPS.map((group) => (
        <div key={group} className="mb-4">
          <h3
            id={`lottery-group-${group}`}
            className="mb-2 text-sm font-semibold tracking-wide text-violet-200 uppercase"
          >
            {lotteryGroupTitles[group]}
          </h3>
          <ul aria-labelledby={`lottery-group-${group}`} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {lotteriesInGroup(group).map((lottery) => {
              const isSelected = lottery.id === selected;
              return (
                <li key={lottery.id} className="flex">
                  <button
                    type="button"
                    aria-pressed={isSelected}
                    onClick={() => onSelect(lottery.id)}
                    className={`flex w-full flex-col items-start rounded-2xl border p-3 text-left transition-colors ${
                      isSelected
                        ? 'border-gold-300 bg-gold-300/15 shadow-lg shadow-gold-300/20'
                        : 'border-white/10 bg-white/5 hover:border-violet-300/50 hover:bg-white/10'
                    }`}
                  >
                    <span className="font-semibold text-gold-100">
                      <span aria-hidden="true">{lottery.flag} </span>
                      {lottery.name}
                    </span>
                    <span className="text-xs text-violet-200/90">
                      {lottery.country} · {rulesLabel(lottery)}
                    </span>
                    <span className="mt-1 text-xs text-violet-100">
                      Draw days: {lottery.bestDays.join(', ')}
                    </span>
                    <span className="mt-1 text-xs text-violet-100 italic">{lottery.cosmicAlignment}</span>
                    <span className="mt-1 text-xs font-semibold text-gold-200">
                      Top prize odds: {oddsLabel(lottery)}
                      {lottery.bonus > 0 && !lottery.jackpotNeedsBonus
                        ? ' (the bonus does not count for it)'
                        : ''}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
