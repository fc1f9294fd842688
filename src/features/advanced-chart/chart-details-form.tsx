import { type Ref, useId } from 'react';
import type { SignId } from '@core/content/signs';
import type { ChartType } from '@core/features/advanced-chart/chart-types';
import type { IsoDate } from '@core/time/calendar-date';
import { BirthDetailsFields } from '@/components/birth-details/birth-details-fields';
import { ZodiacPicker } from '@/components/zodiac-picker';
import { type ChartFormState, type FormSection, chartFieldsOf } from './chart-form-state';
import { TargetLocationFields } from './target-location-fields';

const SECTION_NAMES = {
  person: 'Your details',
  partner: 'Partner’s details',
  target: 'Target location',
} as const satisfies Record<FormSection, string>;

export type SectionProblems = readonly { section: FormSection; messages: string[] }[];

interface ChartDetailsFormProps {
  type: ChartType;
  form: ChartFormState;
  ownSign: SignId | null;
  today: IsoDate;
  /** What kept the last cast of this chart from becoming a chart, by section. */
  problems: SectionProblems;
  onPickSign(which: 'firstSign' | 'secondSign', sign: SignId): void;
  onChange(patch: Partial<ChartFormState>): void;
  onCast(): void;
  /** The heading, which the page focuses once the chart type is chosen. */
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The fields the chosen chart reads, and its cast button (issue 26 item 5): one person for a
 * personal chart, the partner too for a relationship chart, the target place for a return or a
 * relocation. Fields of other charts keep what was typed in them while hidden.
 */
export function ChartDetailsForm({
  type,
  form,
  ownSign,
  today,
  problems,
  onPickSign,
  onChange,
  onCast,
  headingRef,
}: ChartDetailsFormProps) {
  const headingId = useId();
  const fields = chartFieldsOf(type);
  const hasProblems = (section: FormSection) => problems.some((problem) => problem.section === section);
  // Spec §5 keeps a two-person chart "not enabled" without both signs, yet its second alert must
  // stay reachable: the button looks and announces disabled but still answers a click with it.
  const unavailable = fields.partner && (form.firstSign === null || form.secondSign === null);
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-20 font-display text-2xl font-semibold text-gold-200"
      >
        {type.title}: {fields.partner ? 'both people’s details' : 'your details'}
      </h2>
      {/* The pickers sit outside the cards: four sign columns need the full width of a phone. */}
      <section aria-label="You" className="space-y-4">
        <ZodiacPicker
          label="Your sign"
          columns={4}
          selected={form.firstSign}
          ownSign={ownSign}
          onSelect={(sign) => onPickSign('firstSign', sign)}
        />
        <div className="glass-card px-4 py-5 sm:px-6">
          <BirthDetailsFields
            idPrefix="person"
            legend="Your birth details"
            value={form.person}
            onChange={(person) => onChange({ person })}
            showProblems={hasProblems('person')}
            today={today}
          />
        </div>
      </section>

      {fields.partner ? (
        <section aria-label="Partner" className="space-y-4">
          <ZodiacPicker
            label="Partner’s sign"
            columns={4}
            selected={form.secondSign}
            onSelect={(sign) => onPickSign('secondSign', sign)}
          />
          <div className="glass-card px-4 py-5 sm:px-6">
            <BirthDetailsFields
              idPrefix="partner"
              legend="Partner’s birth details"
              value={form.partner}
              onChange={(partner) => onChange({ partner })}
              showProblems={hasProblems('partner')}
              today={today}
            />
          </div>
        </section>
      ) : null}

      {fields.target ? (
        <section aria-label="Target location" className="glass-card px-4 py-5 sm:px-6">
          <TargetLocationFields
            value={form.target}
            onChange={(target) => onChange({ target })}
            problem={problems.find((problem) => problem.section === 'target')?.messages.join(' ')}
          />
        </section>
      ) : null}

      {problems.length > 0 ? (
        <div role="alert" className="glass-card border-rose-300/50 px-5 py-4 text-rose-100">
          <p className="font-semibold">The {type.title} needs a few more details:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {problems.flatMap(({ section, messages }) =>
              messages.map((message) => (
                <li key={`${section}-${message}`}>{`${SECTION_NAMES[section]}: ${message}`}</li>
              )),
            )}
          </ul>
        </div>
      ) : null}

      <button
        type="button"
        aria-disabled={unavailable || undefined}
        onClick={onCast}
        className={`button-primary w-full ${unavailable ? 'opacity-55' : ''}`}
      >
        Cast {type.title}
      </button>
    </section>
  );
}
