import { type FormEvent, Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { BirthChartRequest } from '@core/features/birth-chart/birth-chart-request';
import { BirthDetailsFields } from '@/components/birth-details/birth-details-fields';
import { PageHeader } from '@/components/page-header';
import { ReadingPanel } from '@/components/reading-panel/reading-panel';
import type { BirthDetails } from '@/lib/chart/birth-details';
import { useChartOptions } from '@/lib/chart/use-chart-options';
import type { PlaceResult } from '@/lib/chart/place-search';
import { birthDetailsToMoment } from '@/lib/chart/to-birth-moment';
import { useProfile } from '@/lib/profile/use-profile';
import { useReading } from '@/lib/reading/use-reading';
import { LoadingIndicator } from '@/components/loading-indicator';
import { chartSubtitle } from './chart-subtitle';
import { detailsFromProfile, useRestoredPlace } from '@/lib/chart/details-from-profile';
import { type ChartSubmission, useBirthChart } from './use-birth-chart';
import { useBrowserStateKey } from '@/lib/hydration/use-browser-state-key';
import { useDrawnByBrowserAlone } from '@/lib/hydration/use-hydrated';

// The wheel and the table show only once a chart is cast, so they load after the page, beside the
// chart engine (both on mount, so a chart still draws if the network goes), not with it.
const loadChartResult = () => import('./chart-result');
const ChartResult = lazy(() => loadChartResult().then((module) => ({ default: module.ChartResult })));

export const SUBMIT_LABEL = 'Generate My Birth Chart';
/** Spec §4: the button's text while the chart and its reading are being made. */
export const BUSY_LABEL = 'Generating Your Chart...';
const PROFILE_PLACE_LIMIT = 120;

/**
 * Birth Chart (spec §2, §4, §5): name and birth date required, time and place optional. The
 * chart is computed in the browser; the interpretation comes from the reading service (or the
 * offline composer) for the same birth moment.
 */
export default function BirthChartPage() {
  const stateKey = useBrowserStateKey();
  return (
    <>
      <PageHeader
        title="Birth Chart"
        subtitle="Your natal chart, cast for the moment and place you were born"
      />
      <BirthChartWorkspace key={stateKey} />
    </>
  );
}

/** Everything below the header; its state starts from this browser's (see useBrowserStateKey). */
function BirthChartWorkspace() {
  const { profile, update } = useProfile();
  const [initial] = useState(() => detailsFromProfile(profile));
  const [details, setDetails] = useState<BirthDetails>(initial);
  const [showProblems, setShowProblems] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [submission, setSubmission] = useState<ChartSubmission | null>(null);
  const chartOptions = useChartOptions();
  const { houseSystem, zodiac } = chartOptions.options;
  const formRef = useRef<HTMLFormElement>(null);

  const restorePlace = useCallback((place: PlaceResult, text: string) => {
    setDetails((current) =>
      current.place === null && current.placeMode === 'search' && current.placeQuery.trim() === text
        ? { ...current, place }
        : current,
    );
  }, []);
  // A stored location is already the picked place; only a bare text needs finding again.
  useRestoredPlace(
    initial.placeMode === 'search' && initial.place === null ? initial.placeQuery.trim() : '',
    restorePlace,
  );

  const chart = useBirthChart(submission, chartOptions.options);
  const drawnAlone = useDrawnByBrowserAlone();
  useEffect(() => {
    // Prefetched by the page's own HTML when it was opened directly (see useBirthChart).
    if (!drawnAlone) return;
    void loadChartResult().catch((error: unknown) =>
      console.error('The chart drawing could not be loaded:', error),
    );
  }, [drawnAlone]);
  const housed = submission?.timeKnown === true && submission.moment.place !== undefined;
  const request: BirthChartRequest | null = submission
    ? {
        feature: 'birth-chart',
        person: submission.moment,
        ...(housed ? { houseSystem } : {}),
        zodiac,
      }
    : null;
  const reading = useReading(request);

  const busy = chart.status === 'computing' || reading.status === 'loading' || reading.status === 'streaming';
  const missingRequired = details.name.trim() === '' || details.date === '';

  // After a refused submit, take the visitor to the first field that needs them.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || missingRequired) return;
    const result = birthDetailsToMoment(details);
    if (!result.moment || !result.clock) {
      setShowProblems(true);
      setAttempt((count) => count + 1);
      return;
    }
    const { moment } = result;
    setShowProblems(false);
    setSubmission({ moment, clock: result.clock, timeKnown: result.timeKnown });
    const birthPlace = (moment.place?.name ?? '').slice(0, PROFILE_PLACE_LIMIT);
    const { place } = moment;
    update({
      name: moment.name,
      birthDate: moment.date,
      birthTime: moment.time ?? '',
      birthPlace,
      // Kept so other pages can cast the same chart without searching again (a fixed offset has no zone to keep).
      birthLocation:
        place?.timeZone && birthPlace !== ''
          ? {
              label: birthPlace,
              latitude: place.latitude,
              longitude: place.longitude,
              timeZone: place.timeZone,
            }
          : null,
    });
  };

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="glass-card px-4 py-5 sm:px-6"
        aria-busy={busy}
      >
        <BirthDetailsFields
          idPrefix="birth-chart"
          legend="Your birth details"
          value={details}
          onChange={setDetails}
          showProblems={showProblems}
        />
        <button type="submit" className="button-primary mt-6 w-full" disabled={busy || missingRequired}>
          {busy ? BUSY_LABEL : SUBMIT_LABEL}
        </button>
      </form>

      {submission ? (
        <div className="mt-8 space-y-6">
          <Suspense fallback={<LoadingIndicator text="Drawing your chart..." />}>
            <ChartResult
              submission={submission}
              state={chart}
              options={chartOptions.options}
              onOptionsChange={chartOptions.change}
            />
          </Suspense>
          <ReadingPanel
            reading={reading}
            title={`${submission.moment.name}’s Birth Chart`}
            {...(chart.status === 'ready'
              ? { subtitle: chartSubtitle(chart.chart, submission.timeKnown) }
              : {})}
            offlineNote="Composed offline from your computed chart"
            revealKey={JSON.stringify(submission.moment)}
          />
        </div>
      ) : null}
    </>
  );
}
