import { type FormEvent, useId, useState } from 'react';
import { PERSON_NAME_MAX_LENGTH } from '@core/contract/birth-text-limits';
import { EARLIEST_NUMEROLOGY_BIRTH_DATE } from '@core/features/numerology/numerology-limits';
import { isIsoDate } from '@core/time/calendar-date';

interface NumerologyDetailsFormProps {
  name: string;
  birthDate: string;
  today: string;
  onSave(details: { name: string; birthDate: string }): void;
}

const fieldLabel = 'mb-1 block text-sm font-semibold text-violet-100';
const fieldInput =
  'min-h-11 w-full rounded-xl border border-white/15 bg-night-900/80 px-3 py-2 text-violet-50 focus:border-gold-300';

/**
 * Numerology needs the visitor's name and birth date, which live in the profile. When either
 * is missing, this small form asks for them and saves them there, so every page shares them.
 */
export function NumerologyDetailsForm({ name, birthDate, today, onSave }: NumerologyDetailsFormProps) {
  const id = useId();
  const [draft, setDraft] = useState({ name, birthDate });
  const nameOk = draft.name.trim().length > 0;
  const dateOk =
    isIsoDate(draft.birthDate) &&
    draft.birthDate >= EARLIEST_NUMEROLOGY_BIRTH_DATE &&
    draft.birthDate <= today;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nameOk && dateOk) onSave({ name: draft.name.trim(), birthDate: draft.birthDate });
  };

  return (
    <form
      onSubmit={submit}
      className="rounded-2xl border border-white/10 bg-white/5 p-4"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className="font-display text-lg font-semibold text-gold-200">
        Your name and birth date
      </h3>
      <p className="mt-1 mb-4 text-sm text-violet-100">
        Numerology counts the letters of your full name and the digits of your birth date. We save them in
        your profile on this device only, and send them to our server only to write your reading.
      </p>
      <div className="space-y-4">
        <div>
          <label htmlFor={`${id}-name`} className={fieldLabel}>
            Full name
          </label>
          <input
            id={`${id}-name`}
            type="text"
            required
            maxLength={PERSON_NAME_MAX_LENGTH}
            autoComplete="name"
            autoCapitalize="words"
            className={fieldInput}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-date`} className={fieldLabel}>
            Birth date
          </label>
          <input
            id={`${id}-date`}
            type="date"
            required
            min={EARLIEST_NUMEROLOGY_BIRTH_DATE}
            max={today}
            className={fieldInput}
            value={draft.birthDate}
            onChange={(event) => setDraft({ ...draft, birthDate: event.target.value })}
          />
        </div>
      </div>
      <button type="submit" className="button-primary mt-5 w-full" disabled={!nameOk || !dateOk}>
        Save and read my numbers
      </button>
    </form>
  );
}
