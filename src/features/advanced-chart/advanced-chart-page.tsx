import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { AdvancedChartRequest } from '@core/features/advanced-chart/advanced-chart-request';
import { type SignId, signs } from '@core/content/signs';
import { CHART_TYPES, type ChartCategory, type ChartType } from '@core/features/advanced-chart/chart-types';
import type { IsoDate } from '@core/time/calendar-date';
import { useAlertDialog } from '@/components/alert-dialog/use-alert-dialog';
import { BirthDetailsFields } from '@/components/birth-details/birth-details-fields';
import { LoadingIndicator, SCROLL_TO_LOADING_DELAY_MS } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { prefersReducedMotion } from '@/components/prefers-reduced-motion';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import { ZodiacPicker } from '@/components/zodiac-picker';
import type { PlaceResult } from '@/lib/chart/place-search';
import { useRestoredPlace } from '@/lib/chart/details-from-profile';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { ChartCards } from './chart-cards';
import {
  type ChartFormState,
  type AdvancedChartSubmission,
  applyChartFormPatch,
  signPickProblem,
  type FormSection,
  initialChartForm,
  prepareChart,
} from './chart-form-state';
import { TargetLocationFields } from './target-location-fields';
import { type ChartRequestAt, useAdvancedChart } from './use-advanced-chart';
import { useBrowserStateKey } from '@/lib/hydration/use-browser-state-key';

type RequestedChart = ChartRequestAt & { date: IsoDate };

// The wheel and the tables show only once a chart is cast: they load with the first chart asked
// for, beside the chart engine, rather than with the page (and its stylesheet with them).
const AdvancedChartResult = lazy(() =>
  import('./chart-result').then((module) => ({ default: module.AdvancedChartResult })),
);

const SECTION_NAMES = {
  person: 'Your details',
  partner: 'Partner’s details',
  target: 'Target location',
} as const satisfies Record<FormSection, string>;

const readingRequestOf = ({ submission, date }: RequestedChart): AdvancedChartRequest => ({
  feature: 'advanced-chart',
  ...submission,
  date,
});

/** The reading card's subtitle names the kind of chart, since its title already names the people. */
const CATEGORY_LABELS = {
  relationship: 'Relationship chart',
  personal: 'Personal chart',
  specialized: 'Specialized chart',
} as const satisfies Record<ChartCategory, string>;

const namesOf = (submission: AdvancedChartSubmission) =>
  submission.partner ? `${submission.person.name} & ${submission.partner.name}` : submission.person.name;

const signNamesOf = (submission: AdvancedChartSubmission) =>
  [submission.firstSign, submission.secondSign]
    .flatMap((sign) => (sign ? [signs[sign].name] : []))
    .join(' & ');

/**
 * Tool spec §2 Advanced Charts: two people's birth details and signs, a target location, and ten
 * chart cards. A card click runs the spec's checks (alerts), computes the real chart in the
 * browser and asks for its reading.
 */
export default function AdvancedChartPage() {
  const stateKey = useBrowserStateKey();
  return (
    <>
      <PageHeader
        title="Advanced Charts"
        subtitle="Relationship, personal and specialized charts cast from the real sky"
      />
      <AdvancedChartsWorkspace key={stateKey} />
    </>
  );
}

/** Everything below the header; its state starts from this browser's (see useBrowserStateKey). */
function AdvancedChartsWorkspace() {
  const { profile } = useProfile();
  const today = useToday();
  const { showAlert, alertDialog } = useAlertDialog();
  const [form, setForm] = useState<ChartFormState>(() => initialChartForm(profile));
  // The chart last clicked while details were unfinished: its problems follow the form as it is fixed.
  const [attempt, setAttempt] = useState<ChartType | null>(null);
  const [requested, setRequested] = useState<RequestedChart | null>(null);
  const chart = useAdvancedChart(requested);
  const reading = useReading(requested ? readingRequestOf(requested) : null);
  const resultRef = useRef<HTMLElement>(null);

  const pending = attempt ? prepareChart(form, attempt, today) : null;
  const problems = pending?.kind === 'problems' ? pending.problems : [];
  const hasProblems = (section: FormSection) => problems.some((problem) => problem.section === section);
  const update = (patch: Partial<ChartFormState>) =>
    setForm((current) => applyChartFormPatch(current, patch));
  const pickSign = (which: 'firstSign' | 'secondSign', sign: SignId) => {
    const problem = signPickProblem(which === 'firstSign' ? form.person : form.partner, sign);
    if (problem) showAlert(problem);
    else update({ [which]: sign });
  };
  // Only while the visitor has not touched the place text the profile put there.
  const restorePlace = useCallback((place: PlaceResult, text: string) => {
    setForm((current) =>
      current.person.place === null && current.person.placeQuery === text
        ? { ...current, person: { ...current.person, place } }
        : current,
    );
  }, []);
  // A stored location is already the picked place; only a bare text needs finding again.
  useRestoredPlace(profile.birthLocation ? '' : profile.birthPlace, restorePlace);

  // Spec §4: the view moves to the result 100 ms after a request. The chart comes first there,
  // so the view goes to the top of the result rather than to the reading's indicator below it.
  useEffect(() => {
    if (!requested) return undefined;
    const timer = setTimeout(() => {
      resultRef.current?.scrollIntoView({
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
        block: 'start',
      });
    }, SCROLL_TO_LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [requested]);

  const choose = (type: ChartType) => {
    const preparation = prepareChart(form, type, today);
    if (preparation.kind === 'alert') {
      showAlert(preparation.message);
      return;
    }
    if (preparation.kind === 'problems') {
      setAttempt(type);
      return;
    }
    setAttempt(null);
    setRequested({ submission: preparation.submission, at: new Date().toISOString(), date: today });
  };

  const submission = requested?.submission;
  const type = submission ? CHART_TYPES[submission.chartType] : null;

  return (
    <>
      <div className="space-y-8">
        {/* The pickers sit outside the cards: four sign columns need the full width of a phone. */}
        <section aria-label="You" className="space-y-4">
          <ZodiacPicker
            label="Your sign"
            columns={4}
            selected={form.firstSign}
            ownSign={profile.zodiacSign}
            onSelect={(firstSign) => pickSign('firstSign', firstSign)}
          />
          <div className="glass-card px-4 py-5 sm:px-6">
            <BirthDetailsFields
              idPrefix="person"
              legend="Your birth details"
              value={form.person}
              onChange={(person) => update({ person })}
              showProblems={hasProblems('person')}
              today={today}
            />
          </div>
        </section>

        <section aria-label="Partner" className="space-y-4">
          <ZodiacPicker
            label="Partner’s sign (relationship charts)"
            columns={4}
            selected={form.secondSign}
            onSelect={(secondSign) => pickSign('secondSign', secondSign)}
          />
          <div className="glass-card px-4 py-5 sm:px-6">
            <BirthDetailsFields
              idPrefix="partner"
              legend="Partner’s birth details"
              value={form.partner}
              onChange={(partner) => update({ partner })}
              showProblems={hasProblems('partner')}
              today={today}
            />
          </div>
        </section>

        <section aria-label="Target location" className="glass-card px-4 py-5 sm:px-6">
          <TargetLocationFields
            value={form.target}
            onChange={(target) => update({ target })}
            problem={problems.find((problem) => problem.section === 'target')?.messages.join(' ')}
          />
        </section>

        <ChartCards
          bothSigns={form.firstSign !== null && form.secondSign !== null}
          activeChart={submission?.chartType ?? null}
          onChoose={choose}
        />

        {problems.length > 0 && attempt ? (
          <div role="alert" className="glass-card border-rose-300/50 px-5 py-4 text-rose-100">
            <p className="font-semibold">The {attempt.title} needs a few more details:</p>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
              {problems.flatMap(({ section, messages }) =>
                messages.map((message) => (
                  <li key={`${section}-${message}`}>{`${SECTION_NAMES[section]}: ${message}`}</li>
                )),
              )}
            </ul>
          </div>
        ) : null}

        <section ref={resultRef} aria-label="Chart and reading" className="scroll-mt-20 space-y-6">
          {!requested || !submission || !type ? (
            <PromptCard title="Choose a chart to begin" emoji="🧭">
              Pick your sign, fill in your birth details, then tap one of the charts above.
            </PromptCard>
          ) : (
            <>
              <h2 className="font-display text-2xl font-semibold text-gold-200">
                {type.title} · {namesOf(submission)}
              </h2>
              <Suspense fallback={<LoadingIndicator text="Casting the chart..." scrollIntoView={false} />}>
                <AdvancedChartResult state={chart} />
              </Suspense>
              <ReadingPanel
                reading={reading}
                title={`${type.title} · ${namesOf(submission)}`}
                subtitle={`${CATEGORY_LABELS[type.category]} for ${signNamesOf(submission)}`}
                offlineNote={
                  submission.partner
                    ? 'Composed offline from both computed charts'
                    : 'Composed offline from your computed chart'
                }
              />
            </>
          )}
        </section>
      </div>
      {alertDialog}
    </>
  );
}
