import type { TransitEvent } from '@core/sky/transits/personal-sky-event';
import { type IsoDate, shortDateLabel, weekRangeLabel } from '@core/time/calendar-date';
import type { TimelineWeek, WeekBand } from '@core/features/my-sky/my-sky-timeline';
import { personalEventKey } from '@core/features/my-sky/my-sky-timeline';
import { transitDayLabel } from '@core/features/my-sky/transit-words';

interface MySkyWeekProps {
  week: TimelineWeek;
  today: IsoDate;
  dayOf: (instant: string) => IsoDate;
  chosenKey: string | null;
  onChoose(transit: TransitEvent): void;
  /** The first week also offers the passes of bands already in orb whose exact day has gone by. */
  isFirstWeek: boolean;
}

const readButtonClass =
  'rounded-lg border border-gold-300/40 bg-night-800 px-2.5 py-1 text-sm font-semibold text-gold-100 hover:bg-white/10';

/** One week of the timeline: its slow bands across the seven days, then its day-by-day events. */
export function MySkyWeek({ week, today, dayOf, chosenKey, onChoose, isFirstWeek }: MySkyWeekProps) {
  const titleId = `my-sky-week-${week.start}`;
  const todayColumn = week.days.indexOf(today);
  return (
    <section aria-labelledby={titleId} className="glass-card space-y-3 px-4 py-4">
      <h3 id={titleId} className="font-bold text-gold-200">
        {weekRangeLabel(week.start)}
        {todayColumn >= 0 ? (
          <span className="ml-2 text-sm font-normal text-violet-200">(this week)</span>
        ) : null}
      </h3>
      {todayColumn >= 0 ? (
        <p
          aria-current="date"
          className="inline-block rounded-full bg-gold-300/20 px-3 py-0.5 text-sm font-semibold text-gold-100"
        >
          Today · {shortDateLabel(today)}
        </p>
      ) : null}
      {week.bands.length > 0 ? (
        <ul aria-label="Long transits this week" className="space-y-2">
          {week.bands.map((band) => (
            <BandRow
              key={band.band.key}
              band={band}
              earlierPasses={
                isFirstWeek ? band.band.passes.filter((transit) => dayOf(transit.exactAt) < week.start) : []
              }
              todayColumn={todayColumn}
              dayOf={dayOf}
              chosenKey={chosenKey}
              onChoose={onChoose}
            />
          ))}
        </ul>
      ) : null}
      {week.points.length > 0 ? (
        <ul aria-label="Events this week" className="space-y-1.5">
          {week.points.map((point) => (
            <li
              key={point.key}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-white/5 px-3 py-2"
            >
              <time dateTime={point.event.exactAt} className="w-14 shrink-0 text-sm text-violet-200">
                {shortDateLabel(point.day)}
              </time>
              <span className="min-w-0 flex-1 text-violet-50">{point.title}</span>
              {point.event.kind === 'transit' ? (
                <TransitButton
                  transit={point.event}
                  label={`Read: ${point.title}`}
                  chosen={chosenKey === point.key}
                  onChoose={onChoose}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {week.bands.length === 0 && week.points.length === 0 ? (
        <p className="text-sm text-violet-200">A quiet week for your chart.</p>
      ) : null}
    </section>
  );
}

function TransitButton({
  transit,
  label,
  chosen,
  onChoose,
}: {
  transit: TransitEvent;
  label: string;
  chosen: boolean;
  onChoose(transit: TransitEvent): void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={chosen}
      onClick={() => onChoose(transit)}
      className={readButtonClass}
    >
      Read
    </button>
  );
}

/** A slow transit's stretch in orb drawn over the week's seven days, its exact passes marked. */
function BandRow({
  band,
  earlierPasses,
  todayColumn,
  dayOf,
  chosenKey,
  onChoose,
}: {
  band: WeekBand;
  earlierPasses: TransitEvent[];
  todayColumn: number;
  dayOf: (instant: string) => IsoDate;
  chosenKey: string | null;
  onChoose(transit: TransitEvent): void;
}) {
  const { startsAt, endsAt, title } = band.band;
  const left = `${(band.fromColumn / 7) * 100}%`;
  const width = `${((band.toColumn - band.fromColumn) / 7) * 100}%`;
  return (
    <li className="rounded-xl bg-white/5 px-3 py-2">
      <p className="font-semibold text-violet-50">{title}</p>
      <p className="text-sm text-violet-200">
        In orb {shortDateLabel(dayOf(startsAt))} – {shortDateLabel(dayOf(endsAt))}
        {band.band.passes.length > 1 ? ` · ${band.band.passes.length} exact passes` : ''}
      </p>
      <div aria-hidden="true" className="relative mt-2 h-3 rounded-full bg-night-800">
        <div
          className={`absolute inset-y-0 bg-violet-400/60 ${band.continuesBefore ? '' : 'rounded-l-full'} ${band.continuesAfter ? '' : 'rounded-r-full'}`}
          style={{ left, width }}
        />
        {band.passes.map(({ column, transit }) => (
          <span
            key={transit.exactAt}
            className="absolute top-1/2 h-4 w-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-night-900 bg-gold-300"
            style={{ left: `${((column + 0.5) / 7) * 100}%` }}
          />
        ))}
        {todayColumn >= 0 ? (
          <span
            className="absolute inset-y-[-3px] w-0.5 bg-gold-100"
            style={{ left: `${((todayColumn + 0.5) / 7) * 100}%` }}
          />
        ) : null}
      </div>
      {band.passes.length + earlierPasses.length > 0 ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {[...earlierPasses, ...band.passes.map(({ transit }) => transit)].map((transit) => (
            <TransitButton
              key={transit.exactAt}
              transit={transit}
              label={`Read: ${title}, exact ${transitDayLabel(transit.exactAt)}`}
              chosen={chosenKey === personalEventKey(transit)}
              onChoose={onChoose}
            />
          ))}
        </div>
      ) : null}
    </li>
  );
}
