import { oddsLabel } from '@core/features/lucky-numbers/jackpot-odds';
import { lotteryList } from '@core/features/lucky-numbers/lotteries';

/**
 * Always on the page: the true odds of every game's top prize, the plain fact that no method
 * changes them, and where to get help. Three services, so a visitor in Ireland, the UK or the
 * US finds one near them.
 */
export function ResponsiblePlay() {
  return (
    <section
      aria-labelledby="responsible-play-title"
      className="rounded-2xl border border-violet-300/30 bg-night-900/70 p-4"
    >
      <h2 id="responsible-play-title" className="font-display text-lg font-semibold text-gold-200">
        Play for fun, never for money
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-violet-50">
        No method, sign, number or ritual changes the odds: every line has exactly the same chance. The
        numbers here are for reflection and entertainment only. Only spend what you would happily spend on a
        night out.
      </p>
      <ul
        aria-label="Top prize odds per lottery"
        className="mt-3 grid grid-cols-1 gap-1 text-sm sm:grid-cols-2"
      >
        {lotteryList.map((lottery) => (
          <li key={lottery.id} className="flex justify-between gap-2 border-b border-white/5 py-1">
            <span className="text-violet-100">{lottery.name}</span>
            <span className="font-semibold whitespace-nowrap text-gold-100">{oddsLabel(lottery)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm leading-relaxed text-violet-50">
        If gambling stops being fun, free and confidential help is there:{' '}
        <a
          className="text-gold-200 underline"
          href="https://www.gamblingcare.ie"
          rel="noreferrer"
          target="_blank"
        >
          Gambling Care (Ireland)
        </a>
        ,{' '}
        <a
          className="text-gold-200 underline"
          href="https://www.begambleaware.org"
          rel="noreferrer"
          target="_blank"
        >
          BeGambleAware (UK)
        </a>{' '}
        or the US National Problem Gambling Helpline,{' '}
        <a className="text-gold-200 underline" href="tel:+18004262537">
          1-800-GAMBLER
        </a>
        .
      </p>
    </section>
  );
}
