import {
  CALENDAR_CATEGORY_IDS,
  type CalendarCategoryId,
  calendarCategories,
} from '@core/content/calendar-categories';
import { SIGN_IDS, signs } from '@core/content/signs';
import { addDays, shortDateLabel } from '@core/time/calendar-date';
import { useAlertDialog } from '@/components/alert-dialog/use-alert-dialog';
import { PageHeader } from '@/components/page-header';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { useSearchState } from '@/lib/navigation/router';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { CategoryCards } from './category-cards';
import { SkyLessonBlocks } from './sky-lesson-blocks';
import { SkyTimeline } from './sky-timeline';
import { TIMELINE_DAYS, useSkyTimeline } from './use-sky-timeline';

/** Spec §5: the exact alert for a category chosen before a sign. */
const NO_SIGN_ALERT = 'Please select your zodiac sign first to receive personalized cosmic guidance.';

/**
 * Spec §2 Cosmic Calendar: a sign picker, eight category cards that each load a 30-day
 * reading, a timeline of the real events of those 30 days, and four primers on the sky.
 */
export default function CosmicCalendarPage() {
  const { profile } = useProfile();
  // In the URL (issue 26): Back, a reload or a shared link shows the same reading again.
  const [chosenSign, setChosenSign] = useSearchState('sign', SIGN_IDS, null);
  const [category, setCategory] = useSearchState('category', CALENDAR_CATEGORY_IDS, null);
  const sign = chosenSign ?? profile.zodiacSign;
  const today = useToday();
  const { showAlert, alertDialog } = useAlertDialog();
  const timeline = useSkyTimeline(today);
  const reading = useReading(
    sign && category ? { feature: 'cosmic-calendar', sign, category, date: today } : null,
  );
  const rangeLabel = `${shortDateLabel(today)} – ${shortDateLabel(addDays(today, TIMELINE_DAYS - 1))}`;

  const chooseCategory = (id: CalendarCategoryId) => {
    if (!sign) {
      showAlert(NO_SIGN_ALERT);
      return;
    }
    setCategory(id);
  };

  return (
    <>
      <PageHeader title="Cosmic Calendar" subtitle="The next 30 days of the real sky, read for your sign" />
      <div className="space-y-8">
        <ZodiacPicker
          label="Choose your sign"
          selected={sign}
          ownSign={profile.zodiacSign}
          onSelect={setChosenSign}
        />
        <CategoryCards selected={category} onSelect={chooseCategory} />
        <div>
          {sign && category ? (
            <ReadingPanel
              reading={reading}
              title={`${signs[sign].emoji} ${signs[sign].name} · ${calendarCategories[category].title}`}
              subtitle={`30-day reading for ${signs[sign].name}`}
              offlineNote="Composed offline from the real sky events of the next 30 days"
              revealKey={`${sign}:${category}`}
            />
          ) : (
            <PromptCard title="Choose a category to begin" emoji="📅">
              {sign
                ? `Pick one of the categories above and we will read ${rangeLabel} for ${signs[sign].name}.`
                : 'Pick your zodiac sign, then a category, and we will read the next 30 days for you.'}
            </PromptCard>
          )}
        </div>
        <SkyTimeline timeline={timeline} sign={sign} from={today} rangeLabel={rangeLabel} />
        <SkyLessonBlocks />
      </div>
      {alertDialog}
    </>
  );
}
