import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { AdvancedChartRequest } from '@core/features/advanced-chart/advanced-chart-request';
import { type SignId, signs } from '@core/content/signs';
import {
  CHART_TYPES,
  type ChartCategory,
  type ChartType,
  type ChartTypeId,
} from '@core/features/advanced-chart/chart-types';
import type { IsoDate } from '@core/time/calendar-date';
import { useAlertDialog } from '@/components/alert-dialog/use-alert-dialog';
import { ChartOptionsFields } from '@/components/chart-wheel/chart-options-fields';
import { LoadingIndicator, SCROLL_TO_LOADING_DELAY_MS } from '@/components/loading-indicator';
import { PageHeader } from '@/components/page-header';
import { prefersReducedMotion } from '@/components/prefers-reduced-motion';
import { PromptCard } from '@/components/prompt-card';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import type { PlaceResult } from '@/lib/chart/place-search';
import { useRestoredPlace } from '@/lib/chart/details-from-profile';
import { useChartOptions } from '@/lib/chart/use-chart-options';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { useToday } from '@/lib/use-today';
import { ChartCards } from './chart-cards';
import {
  type ChartFormState,
  type AdvancedChartSubmission,
  applyChartFormPatch,
  signPickProblem,
  initialChartForm,
  prepareChart,
} from './chart-form-state';
import { ChartDetailsForm } from './chart-details-form';
import type { FriendBirth } from '@core/profile/friend-link';
import { withFriendAsPartner } from './friend-birth';
import { FriendLinkPanel } from './friend-link-panel';
import { type ChartRequestAt, useAdvancedChart } from './use-advanced-chart';
import { useBrowserStateKey } from '@/lib/hydration/use-browser-state-key';

type RequestedChart = ChartRequestAt & { date: IsoDate };

// The wheel and the tables show only once a chart is cast: they load with the first chart asked
// for, beside the chart engine, rather than with the page (and its stylesheet with them).
const AdvancedChartResult = lazy(() =>
  import('./chart-result').then((module) => ({ default: module.AdvancedChartResult })),
);

type ChartFrameOptions = NonNullable<ChartRequestAt['frame']>;

/** The reading names the house system and zodiac the wheel is drawn in. */
const readingRequestOf = (
  { submission, date }: RequestedChart,
  { houseSystem, zodiac }: ChartFrameOptions,
): AdvancedChartRequest => ({
  feature: 'advanced-chart',
  ...submission,
  date,
  ...(houseSystem ? { houseSystem } : {}),
  ...(zodiac ? { zodiac } : {}),
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
 * Tool spec §2 Advanced Charts: ten chart cards first, then only the details the chosen chart
 * reads (issue 26 item 5): one person's birth details and sign, the partner's for a relationship
 * chart, a target location for a return or a relocation. A card whose details are already
 * complete casts at once; otherwise its Cast button runs the spec's checks (alerts), computes the
 * real chart in the browser and asks for its reading.
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
  // The chart type whose fields are shown; nothing but the cards until one is chosen.
  const [chosenId, setChosenId] = useState<ChartTypeId | null>(null);
  // The chart last cast while details were unfinished: its problems follow the form as it is fixed.
  const [attempt, setAttempt] = useState<ChartType | null>(null);
  const [requested, setRequested] = useState<RequestedChart | null>(null);
  // Issue 29: the house system and zodiac start from the profile and are saved back to it.
  const chartOptions = useChartOptions();
  const { houseSystem, zodiac } = chartOptions.options;
  const frame: ChartFrameOptions = { houseSystem, zodiac };
  const chart = useAdvancedChart(requested ? { ...requested, frame } : null);
  const reading = useReading(requested ? readingRequestOf(requested, frame) : null);
  const resultRef = useRef<HTMLElement>(null);
  const detailsHeadingRef = useRef<HTMLHeadingElement>(null);
  const [detailsAsked, setDetailsAsked] = useState(0);
  const chosen = chosenId ? CHART_TYPES[chosenId] : null;

  const pending = attempt ? prepareChart(form, attempt, today) : null;
  const problems = pending?.kind === 'problems' ? pending.problems : [];
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
  // Issue 28 part 4: a friend link's birth becomes the partner of a synastry to cast.
  const receiveFriend = useCallback((birth: FriendBirth) => {
    setForm((current) => withFriendAsPartner(current, birth));
    setChosenId('synastry');
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

  // A chosen chart that still needs details: its fields come into view, its heading takes focus.
  useEffect(() => {
    if (detailsAsked === 0) return;
    const heading = detailsHeadingRef.current;
    heading?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [detailsAsked]);

  const cast = (type: ChartType) => {
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

  // Spec §4: a card click asks for its chart. With the details already complete (a profile, or a
  // chart cast before) it casts at once; else it opens the chart's fields, without an alert yet.
  const choose = (type: ChartType) => {
    setChosenId(type.id);
    if (prepareChart(form, type, today).kind === 'ready') {
      cast(type);
      return;
    }
    setAttempt(null);
    setDetailsAsked((count) => count + 1);
  };

  const submission = requested?.submission;
  const type = submission ? CHART_TYPES[submission.chartType] : null;

  return (
    <>
      <div className="space-y-8">
        <FriendLinkPanel person={form.person} today={today} onFriendArrived={receiveFriend} />
        <ChartCards chosenChart={chosenId} onChoose={choose} />

        {chosen ? (
          <ChartDetailsForm
            type={chosen}
            form={form}
            ownSign={profile.zodiacSign}
            today={today}
            problems={attempt?.id === chosen.id ? problems : []}
            onPickSign={pickSign}
            onChange={update}
            onCast={() => cast(chosen)}
            headingRef={detailsHeadingRef}
          />
        ) : null}

        <section ref={resultRef} aria-label="Chart and reading" className="scroll-mt-20 space-y-6">
          {!requested || !submission || !type ? (
            chosen ? null : (
              <PromptCard title="Choose a chart to begin" emoji="🧭">
                Tap one of the charts above: we ask only for the details that chart needs, then cast it.
              </PromptCard>
            )
          ) : (
            <>
              <h2 className="font-display text-2xl font-semibold text-gold-200">
                {type.title} · {namesOf(submission)}
              </h2>
              <ChartOptionsFields
                idPrefix="advanced-chart"
                options={chartOptions.options}
                onChange={chartOptions.change}
                showHouseSystem={submission.person.time !== undefined}
                showAspects={false}
              />
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
