import { AYANAMSA_IDS, AYANAMSA_NAMES, type ZodiacChoice } from '@core/sky/zodiacs';
import { fieldHint, fieldLabel, fieldSelect } from '@/components/birth-details/field-styles';
import { DEFAULT_AYANAMSA } from '@/lib/chart/zodiac-labels';

interface ZodiacChoiceFieldsProps {
  idPrefix: string;
  value: ZodiacChoice;
  onChange(choice: ZodiacChoice): void;
  /** Under the control, e.g. that the choice is kept in the profile. */
  hint?: string;
}

const isAyanamsa = (value: string): value is (typeof AYANAMSA_IDS)[number] =>
  (AYANAMSA_IDS as readonly string[]).includes(value);

/**
 * Tropical or sidereal, and for sidereal the ayanamsa: the one control the chart pages and the
 * profile share, so the choice reads the same wherever it is made.
 */
export function ZodiacChoiceFields({ idPrefix, value, onChange, hint }: ZodiacChoiceFieldsProps) {
  const hintId = `${idPrefix}-zodiac-hint`;
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${idPrefix}-zodiac`} className={fieldLabel}>
          Zodiac
        </label>
        <select
          id={`${idPrefix}-zodiac`}
          className={fieldSelect}
          value={value.zodiac}
          {...(hint ? { 'aria-describedby': hintId } : {})}
          onChange={(event) =>
            onChange(
              event.target.value === 'sidereal'
                ? { zodiac: 'sidereal', ayanamsa: DEFAULT_AYANAMSA }
                : { zodiac: 'tropical' },
            )
          }
        >
          <option value="tropical">Tropical (seasons)</option>
          <option value="sidereal">Sidereal (stars)</option>
        </select>
        {hint ? (
          <p id={hintId} className={fieldHint}>
            {hint}
          </p>
        ) : null}
      </div>
      {value.zodiac === 'sidereal' ? (
        <div>
          <label htmlFor={`${idPrefix}-ayanamsa`} className={fieldLabel}>
            Ayanamsa
          </label>
          <select
            id={`${idPrefix}-ayanamsa`}
            className={fieldSelect}
            value={value.ayanamsa}
            onChange={(event) => {
              if (isAyanamsa(event.target.value))
                onChange({ zodiac: 'sidereal', ayanamsa: event.target.value });
            }}
          >
            {AYANAMSA_IDS.map((id) => (
              <option key={id} value={id}>
                {AYANAMSA_NAMES[id]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
