import { type FormEvent, type RefObject, useId } from 'react';
import { signForIsoDate } from '@core/content/signs';
import { FOCUS_OPTIONS, SPIRITUAL_GOALS } from '@core/profile/profile-options';
import { CoordinatesFields } from '@/components/birth-details/coordinates-fields';
import {
  fieldHint,
  fieldInput,
  fieldLabel,
  fieldSelect,
  linkButton,
} from '@/components/birth-details/field-styles';
import { PlaceCombobox } from '@/components/birth-details/place-combobox';
import { ZodiacChoiceFields } from '@/components/chart-wheel/zodiac-choice-fields';
import type { BirthDetails } from '@/lib/chart/birth-details';
import type { FieldProblem } from '@/lib/chart/birth-place';
import { EARLIEST_BIRTH_DATE } from '@core/time/birth-date-rules';
import { localIsoDate } from '@core/time/calendar-date';
import { type PlaceSearch, placeDisplayName } from '@/lib/chart/place-search';
import { type ProfileDraft, toggleDraftGoal } from './profile-draft';

interface ProfileFormProps {
  draft: ProfileDraft;
  onChange(draft: ProfileDraft): void;
  onSave(): void;
  onCancel(): void;
  /** The stored birth date, to tell whether a new sign will follow the date. */
  storedBirthDate: string;
  problems: readonly FieldProblem[];
  nameRef: RefObject<HTMLInputElement | null>;
  /** The place search to use; tests pass a fake. */
  search?: PlaceSearch;
}

/**
 * Tool spec §5, the profile form: nothing is required. The birth place is found with the same
 * typeahead as the Birth Chart page (or typed as coordinates and a zone), so Save can keep its
 * coordinates and zone; a place typed but not picked is kept as text.
 */
export function ProfileForm({
  draft,
  onChange,
  onSave,
  onCancel,
  storedBirthDate,
  problems,
  nameRef,
  search,
}: ProfileFormProps) {
  const id = useId();
  const { birth } = draft;
  const setBirth = (patch: Partial<BirthDetails>) => onChange({ ...draft, birth: { ...birth, ...patch } });
  const newSign = birth.date !== '' && birth.date !== storedBirthDate ? signForIsoDate(birth.date) : null;
  const dateProblem = problems.find((problem) => problem.field === 'date')?.message;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave();
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5" aria-label="Edit personal information">
      <div>
        <label htmlFor={`${id}-name`} className={fieldLabel}>
          Name
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          type="text"
          maxLength={80}
          autoComplete="name"
          placeholder="Enter your name"
          className={fieldInput}
          value={birth.name}
          onChange={(event) => setBirth({ name: event.target.value })}
        />
      </div>

      <div>
        <label htmlFor={`${id}-date`} className={fieldLabel}>
          Birth date
        </label>
        <input
          id={`${id}-date`}
          type="date"
          className={fieldInput}
          value={birth.date}
          min={EARLIEST_BIRTH_DATE}
          max={localIsoDate()}
          aria-invalid={dateProblem ? true : undefined}
          aria-describedby={`${id}-date-hint`}
          onChange={(event) => setBirth({ date: event.target.value })}
        />
        <p id={`${id}-date-hint`} className={fieldHint} aria-live="polite">
          {dateProblem ??
            (newSign
              ? `Saving sets your sign to ${newSign.name} ${newSign.symbol}, the sign of this date.`
              : 'Your Sun sign follows from this date.')}
        </p>
      </div>

      <div>
        <label htmlFor={`${id}-time`} className={fieldLabel}>
          Birth time <span className="font-normal text-violet-300">(optional)</span>
        </label>
        <input
          id={`${id}-time`}
          type="time"
          className={fieldInput}
          value={birth.time}
          onChange={(event) => setBirth({ time: event.target.value })}
        />
      </div>

      <div>
        {birth.placeMode === 'search' ? (
          <>
            <label htmlFor={`${id}-place`} className={fieldLabel}>
              Birth place <span className="font-normal text-violet-300">(optional)</span>
            </label>
            <PlaceCombobox
              id={`${id}-place`}
              query={birth.placeQuery}
              selected={birth.place}
              placeholder="City, Country"
              onQueryChange={(placeQuery) => setBirth({ placeQuery, place: null })}
              onSelect={(place) => setBirth({ place, placeQuery: placeDisplayName(place) })}
              describedBy={`${id}-place-hint`}
              {...(search ? { search } : {})}
            />
            <p id={`${id}-place-hint`} className={fieldHint}>
              {birth.place
                ? `${birth.place.latitude.toFixed(2)}, ${birth.place.longitude.toFixed(2)} · ${birth.place.timeZone}: every chart can use this place.`
                : 'City, Country. Pick a suggestion so charts know its coordinates and time zone.'}
            </p>
          </>
        ) : (
          <fieldset>
            <legend className={fieldLabel}>
              Birth place coordinates <span className="font-normal text-violet-300">(optional)</span>
            </legend>
            <CoordinatesFields
              idPrefix={`${id}-coordinates`}
              value={birth}
              onChange={setBirth}
              problems={problems}
            />
          </fieldset>
        )}
        <button
          type="button"
          className={linkButton}
          onClick={() => setBirth({ placeMode: birth.placeMode === 'search' ? 'coordinates' : 'search' })}
        >
          {birth.placeMode === 'search' ? 'Enter coordinates instead' : 'Search for a place instead'}
        </button>
      </div>

      <div>
        <label htmlFor={`${id}-focus`} className={fieldLabel}>
          Current focus
        </label>
        <select
          id={`${id}-focus`}
          className={fieldSelect}
          value={draft.currentFocus}
          onChange={(event) => onChange({ ...draft, currentFocus: event.target.value })}
        >
          <option value="">Select your focus...</option>
          {FOCUS_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          {/* A focus written by another page or an older version stays choosable rather than vanishing. */}
          {draft.currentFocus !== '' && !(FOCUS_OPTIONS as readonly string[]).includes(draft.currentFocus) ? (
            <option value={draft.currentFocus}>{draft.currentFocus}</option>
          ) : null}
        </select>
      </div>

      <ZodiacChoiceFields
        idPrefix={`${id}-chart`}
        value={draft.chartZodiac}
        onChange={(chartZodiac) => onChange({ ...draft, chartZodiac })}
        hint="The zodiac your birth chart and advanced charts open in; changing it on a chart page changes it here too."
      />

      <fieldset>
        <legend className={fieldLabel}>Spiritual goals</legend>
        <p className={fieldHint}>Choose as many as speak to you.</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {SPIRITUAL_GOALS.map((goal) => {
            const chosen = draft.spiritualGoals.includes(goal);
            return (
              <li key={goal}>
                <button
                  type="button"
                  aria-pressed={chosen}
                  onClick={() => onChange(toggleDraftGoal(draft, goal))}
                  className={`min-h-11 rounded-full border px-3 py-2 text-left text-sm ${
                    chosen
                      ? 'border-gold-300 bg-gold-300/20 text-gold-100'
                      : 'border-white/15 bg-night-950/40 text-violet-100 hover:bg-white/10'
                  }`}
                >
                  <span aria-hidden="true">{chosen ? '✓ ' : '+ '}</span>
                  {goal}
                </button>
              </li>
            );
          })}
        </ul>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className="button-primary">
          Save
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-full border border-white/25 px-6 font-semibold text-violet-50 hover:bg-white/10"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
