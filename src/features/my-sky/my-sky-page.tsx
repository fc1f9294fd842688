import { useMemo, useState } from 'react';
import type { MySkyRequest } from '@core/features/my-sky/my-sky-request';
import {
  type MySkyTimeline,
  personalEventKey,
  MY_SKY_DAYS,
  mySkyTimeline,
} from '@core/features/my-sky/my-sky-timeline';
import { transitTitle } from '@core/features/my-sky/transit-words';
import type { TransitEvent } from '@core/sky/transits/personal-sky-event';
import { type IsoDate, localIsoDate, shortDateLabel } from '@core/time/calendar-date';
import { CalendarExportButton } from '@/components/calendar-export/calendar-export-button';
import { PageHeader } from '@/components/page-header';
import { LoadingIndicator } from '@/components/loading-indicator';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { Link } from '@/lib/navigation/router';
import { profileBirthMoment } from '@/lib/personal-sky/profile-birth-moment';
import { usePersonalSky } from '@/lib/personal-sky/use-personal-sky';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { MySkyWeek } from './my-sky-week';
import { mySkyCalendarFile } from './my-sky-calendar-file';

/** The visitor's calendar day of an instant. */
const localDayOf = (instant: string): IsoDate => localIsoDate(new Date(instant));

/**
 * My Sky (issue 28): the next 90 days of the visitor's own transits, computed on the device
 * from the profile's birth, grouped by week; each transit opens a short reading of it.
 */
export default function MySkyPage() {
  const { profile } = useProfile();
  const birth = useMemo(
    () => profileBirthMoment(profile),
    // Only the birth fields matter; the rest of the profile changes with every reading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [profile.name, profile.birthDate, profile.birthTime, profile.birthPlace, profile.birthLocation],
  );
  const today = useToday();
  const sky = usePersonalSky(birth, today, MY_SKY_DAYS);
  const [chosen, setChosen] = useState<TransitEvent | null>(null);
  const request: MySkyRequest | null =
    birth && chosen
      ? {
          feature: 'my-sky',
          person: birth.moment,
          event: {
            kind: 'transit',
            body: chosen.body,
            target: chosen.target,
            aspect: chosen.aspect,
            exactAt: chosen.exactAt,
          },
        }
      : null;
  const reading = useReading(request);
  const timeline = useMemo<MySkyTimeline | null>(
    () => (sky.status === 'ready' ? mySkyTimeline(sky.events, today, localDayOf) : null),
    [sky, today],
  );

  return (
    <>
      <PageHeader
        title="My Sky"
        subtitle="Your own transits for the next 90 days, worked out on this device"
      />
      {birth ? null : (
        <section className="glass-card px-4 py-5 text-center">
          <h2 className="text-lg font-bold text-gold-200">Add your birth date first</h2>
          <p className="mt-2 text-violet-100">
            My Sky follows the planets over your own birth chart, so it needs at least your birth date. Add
            your birth time and place too for houses and angles.
          </p>
          <Link
            to="/profile"
            className="mt-4 inline-block rounded-xl bg-gold-300 px-4 py-2 font-semibold text-night-900"
          >
            Add my birth details in the profile
          </Link>
        </section>
      )}
      {birth && !birth.housesKnown ? (
        <p className="glass-card mb-4 px-4 py-3 text-sm text-violet-100">
          {birth.timeKnown
            ? 'Your profile has no birthplace, so there are no houses or angles: this sky shows the planets’ contacts with your natal planets only.'
            : 'Your profile has no birth time, so there are no houses or angles, and no natal Moon: this sky shows the planets’ contacts with your other natal planets only.'}{' '}
          <Link to="/profile" className="underline">
            Add them in your profile
          </Link>
          .
        </p>
      ) : null}
      {birth && chosen ? (
        <section aria-label="Transit reading" className="mb-4">
          <ReadingPanel
            reading={reading}
            title={transitTitle(chosen)}
            subtitle={`Exact ${shortDateLabel(localDayOf(chosen.exactAt))}`}
            offlineNote="Composed offline from your chart and this transit"
            revealKey={personalEventKey(chosen)}
          />
        </section>
      ) : null}
      {birth && sky.status === 'failed' ? (
        <p role="alert" className="glass-card px-4 py-3 text-violet-100">
          Your sky could not be worked out on this device. Please reload the page to try again.
        </p>
      ) : null}
      {birth && !timeline && sky.status !== 'failed' ? (
        <LoadingIndicator text="Working out your sky…" scrollIntoView={false} />
      ) : null}
      {timeline ? (
        <section aria-labelledby="my-sky-timeline-title" className="space-y-4">
          <h2 id="my-sky-timeline-title" className="text-center text-lg font-bold text-gold-200">
            Your next 90 days
          </h2>
          {timeline.weeks.map((week, index) => (
            <MySkyWeek
              key={week.start}
              isFirstWeek={index === 0}
              week={week}
              today={today}
              dayOf={localDayOf}
              chosenKey={chosen ? personalEventKey(chosen) : null}
              // The reading panel above brings itself into view when its reading arrives.
              onChoose={setChosen}
            />
          ))}
          {sky.status === 'ready' && sky.events.length > 0 ? (
            <CalendarExportButton
              what={`your ${sky.events.length} sky ${sky.events.length === 1 ? 'event' : 'events'} of the next ${MY_SKY_DAYS} days`}
              fileName={`my-sky-${today}.ics`}
              build={() => mySkyCalendarFile(sky.events, window.location.origin)}
            />
          ) : null}
          {timeline.laterReturns.length > 0 ? (
            <section aria-labelledby="my-sky-returns-title" className="glass-card px-4 py-4">
              <h3 id="my-sky-returns-title" className="font-bold text-gold-200">
                Returns further ahead
              </h3>
              <ul className="mt-2 space-y-1.5">
                {timeline.laterReturns.map((point) => (
                  <li key={point.key} className="flex gap-3 text-violet-50">
                    <time dateTime={point.event.exactAt} className="w-28 shrink-0 text-sm text-violet-200">
                      {shortDateLabel(point.day)}, {point.day.slice(0, 4)}
                    </time>
                    <span>{point.title}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
