import { isHouseSystemId } from '@core/sky/house-systems';
import { fieldLabel, fieldSelect } from '@/components/birth-details/field-styles';
import { HOUSE_SYSTEM_OPTIONS } from '@/lib/chart/house-systems';
import { ASPECT_SET_OPTIONS, type ChartOptions, ORB_OPTIONS } from '@/lib/chart/use-chart-options';
import { ZodiacChoiceFields } from './zodiac-choice-fields';

interface ChartOptionsFieldsProps {
  idPrefix: string;
  options: ChartOptions;
  onChange(patch: Partial<ChartOptions>): void;
  /** The house system is offered only for a chart with houses (a known time and place). */
  showHouseSystem: boolean;
  /** The aspect set and orbs, offered where the page draws aspects from them (default: yes). */
  showAspects?: boolean;
}

const findId = <Id extends string>(choices: readonly { id: Id }[], value: string): Id | undefined =>
  choices.find((choice) => choice.id === value)?.id;

/**
 * The chart options, folded under "Chart options" so the result stays short on a phone:
 * house system, zodiac and ayanamsa, aspect set and orbs. `<details>` opens with Enter or Space.
 */
export function ChartOptionsFields({
  idPrefix,
  options,
  onChange,
  showHouseSystem,
  showAspects = true,
}: ChartOptionsFieldsProps) {
  return (
    <details className="glass-card px-4 py-3">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-gold-100">Chart options</summary>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {showHouseSystem ? (
          <div>
            <label htmlFor={`${idPrefix}-houses`} className={fieldLabel}>
              House system
            </label>
            <select
              id={`${idPrefix}-houses`}
              className={fieldSelect}
              value={options.houseSystem}
              onChange={(event) => {
                if (isHouseSystemId(event.target.value)) onChange({ houseSystem: event.target.value });
              }}
            >
              {HOUSE_SYSTEM_OPTIONS.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <ZodiacChoiceFields
          idPrefix={idPrefix}
          value={options.zodiac}
          onChange={(zodiac) => onChange({ zodiac })}
          hint="Saved to your profile: your other charts open in it too."
        />
        {showAspects ? (
          <>
            <div>
              <label htmlFor={`${idPrefix}-aspects`} className={fieldLabel}>
                Aspects
              </label>
              <select
                id={`${idPrefix}-aspects`}
                className={fieldSelect}
                value={options.aspects.set}
                onChange={(event) => {
                  const set = findId(ASPECT_SET_OPTIONS, event.target.value);
                  if (set) onChange({ aspects: { ...options.aspects, set } });
                }}
              >
                {ASPECT_SET_OPTIONS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${idPrefix}-orbs`} className={fieldLabel}>
                Orbs
              </label>
              <select
                id={`${idPrefix}-orbs`}
                className={fieldSelect}
                value={options.aspects.orbs}
                onChange={(event) => {
                  const orbs = findId(ORB_OPTIONS, event.target.value);
                  if (orbs) onChange({ aspects: { ...options.aspects, orbs } });
                }}
              >
                {ORB_OPTIONS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : null}
      </div>
    </details>
  );
}
