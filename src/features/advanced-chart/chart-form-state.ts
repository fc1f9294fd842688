import type { BirthMoment, BirthPlace } from '@core/contract/birth-moment';
import { type SignId, signForIsoDate, signs } from '@core/content/signs';
import type { Profile } from '@core/profile/profile';
import type { ChartType, ChartTypeId } from '@core/features/advanced-chart/chart-types';
import type { IsoDate } from '@core/time/calendar-date';
import { type BirthDetails, emptyBirthDetails } from '@/lib/chart/birth-details';
import { detailsFromProfile } from '@/lib/chart/details-from-profile';
import { readBirthPlace } from '@/lib/chart/birth-place';
import { birthDetailsToMoment } from '@/lib/chart/to-birth-moment';
import { CHART_ALERTS, type ChartFormSnapshot, validateChartRequest } from './chart-validation';

/** Everything the Advanced Charts form holds (spec §3 "Chart form"), as typed. */
export interface ChartFormState {
  firstSign: SignId | null;
  secondSign: SignId | null;
  /** name1, birthDate1, birthTime1, birthPlace1. */
  person: BirthDetails;
  /** name2, birthDate2, birthTime2, birthPlace2. */
  partner: BirthDetails;
  /** targetLocation: only the place fields of a BirthDetails are used. */
  target: BirthDetails;
}

/** The Sun sign a typed birth date decides, or null while the date is not a whole date. */
const sunSignOf = (details: BirthDetails): SignId | null => signForIsoDate(details.date)?.id ?? null;

/**
 * A change to the form, with the rule that a birth date decides its Sun sign (issue 26 §11): a
 * chart for a Leo born on 15 June would read "Your Sun in Gemini" under a Leo title.
 */
export function applyChartFormPatch(current: ChartFormState, patch: Partial<ChartFormState>): ChartFormState {
  const next = { ...current, ...patch };
  const firstFromDate = patch.person ? sunSignOf(next.person) : null;
  const secondFromDate = patch.partner ? sunSignOf(next.partner) : null;
  return {
    ...next,
    ...(firstFromDate ? { firstSign: firstFromDate } : {}),
    ...(secondFromDate ? { secondSign: secondFromDate } : {}),
  };
}

/** Why a sign cannot be picked: the birth date typed for that person already decides another. */
export function signPickProblem(details: BirthDetails, sign: SignId): string | null {
  const fromDate = sunSignOf(details);
  if (!fromDate || fromDate === sign) return null;
  return `A birth date of ${details.date} makes the Sun sign ${signs[fromDate].name}. Change the birth date to choose ${signs[sign].name}.`;
}

/** The form on arrival: the first sign, name, birth date, time and place from the profile. */
export function initialChartForm(
  profile: Pick<Profile, 'zodiacSign' | 'name' | 'birthDate' | 'birthTime' | 'birthPlace'> &
    Partial<Pick<Profile, 'birthLocation'>>,
): ChartFormState {
  const person = detailsFromProfile(profile);
  return {
    firstSign: sunSignOf(person) ?? profile.zodiacSign,
    secondSign: null,
    person,
    partner: emptyBirthDetails(),
    target: emptyBirthDetails(),
  };
}

/** What the spec's alert checks read from the form. */
export const snapshotOf = (state: ChartFormState): ChartFormSnapshot => ({
  firstSign: state.firstSign,
  secondSign: state.secondSign,
  name1: state.person.name,
  birthDate1: state.person.date,
  name2: state.partner.name,
  birthDate2: state.partner.date,
});

/** Charts that are cast at the target location when one is given (the engine's rule). */
const USES_TARGET = new Set<ChartTypeId>(['relocation', 'solar-return', 'lunar-return']);

/** The parts of the form beyond the first person that a chart type asks for. */
export interface ChartFields {
  partner: boolean;
  target: boolean;
}

/**
 * Issue 26 item 5: the form shows only what the chosen chart reads, the same sections
 * prepareChart checks (a synastry the second person, a return or relocation the target place).
 */
export const chartFieldsOf = (type: Pick<ChartType, 'id' | 'requiresTwoSigns'>): ChartFields => ({
  partner: type.requiresTwoSigns,
  target: USES_TARGET.has(type.id),
});

/** A chart request ready to compute and read: every field resolved, as the contract wants it. */
export interface AdvancedChartSubmission {
  chartType: ChartTypeId;
  firstSign: SignId;
  secondSign?: SignId;
  person: BirthMoment;
  partner?: BirthMoment;
  targetLocation?: BirthPlace;
}

export type FormSection = 'person' | 'partner' | 'target';

export type ChartPreparation =
  /** One of the spec's four checks failed: show it as the page's alert dialog (ADR 0006). */
  | { kind: 'alert'; message: string }
  /** The details cannot become a chart yet (an unpicked place, a skipped clock time...): shown in the page. */
  | { kind: 'problems'; problems: { section: FormSection; messages: string[] }[] }
  | { kind: 'ready'; submission: AdvancedChartSubmission };

export const TARGET_REQUIRED =
  'A relocation chart recasts your birth moment for another place: choose the target location above.';

function targetLocationOf(target: BirthDetails): { place?: BirthPlace; messages: string[] } {
  const reading = readBirthPlace(target);
  if (reading.status === 'known') return { place: reading.place, messages: [] };
  if (reading.status === 'none') return { messages: [] };
  return {
    messages: reading.problems.map((problem) => problem.message.replace('birth place', 'target location')),
  };
}

/**
 * What a click on a chart card leads to: the spec's alerts first, in its order; then whatever
 * keeps the typed details from becoming a real chart; else the request. Only the sections the
 * chart uses are read (a half-typed partner does not block a solar return).
 */
export function prepareChart(state: ChartFormState, type: ChartType, today: IsoDate): ChartPreparation {
  const alert = validateChartRequest(snapshotOf(state), type);
  const firstSign = state.firstSign;
  if (alert !== null || firstSign === null)
    return { kind: 'alert', message: alert ?? CHART_ALERTS.noFirstSign };

  const problems: { section: FormSection; messages: string[] }[] = [];
  const person = birthDetailsToMoment(state.person, today);
  if (!person.moment) problems.push({ section: 'person', messages: person.problems });
  const fields = chartFieldsOf(type);
  const partner = fields.partner ? birthDetailsToMoment(state.partner, today) : null;
  if (partner && !partner.moment) problems.push({ section: 'partner', messages: partner.problems });
  const target = fields.target ? targetLocationOf(state.target) : { messages: [] };
  if (type.requiresLocation && !target.place && target.messages.length === 0)
    target.messages.push(TARGET_REQUIRED);
  if (target.messages.length > 0) problems.push({ section: 'target', messages: target.messages });

  if (problems.length > 0 || !person.moment) return { kind: 'problems', problems };
  return {
    kind: 'ready',
    submission: {
      chartType: type.id,
      firstSign,
      ...(type.requiresTwoSigns && state.secondSign ? { secondSign: state.secondSign } : {}),
      person: person.moment,
      ...(partner?.moment ? { partner: partner.moment } : {}),
      ...(target.place ? { targetLocation: target.place } : {}),
    },
  };
}
