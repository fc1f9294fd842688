import { CoordinatesFields } from '@/components/birth-details/coordinates-fields';
import { FieldError } from '@/components/birth-details/field-error';
import { fieldHint, fieldLabel, linkButton } from '@/components/birth-details/field-styles';
import { PlaceCombobox } from '@/components/birth-details/place-combobox';
import type { BirthDetails } from '@/lib/chart/birth-details';
import { coordinateProblems } from '@/lib/chart/birth-place';
import { placeDisplayName } from '@/lib/chart/place-search';

interface TargetLocationFieldsProps {
  /** Only the place fields are read: the target location is a place, not a birth. */
  value: BirthDetails;
  onChange(value: BirthDetails): void;
  /** Shown after a click on a chart that needs the place (relocation) or cannot read it. */
  problem?: string;
}

const ID = 'target-location';

/**
 * The spec's targetLocation: where a relocation chart is recast, and where the solar and lunar
 * returns are cast when given (else at the birthplace). Found by typeahead or typed as coordinates.
 */
export function TargetLocationFields({ value, onChange, problem }: TargetLocationFieldsProps) {
  const update = (patch: Partial<BirthDetails>) => onChange({ ...value, ...patch });
  const errorId = `${ID}-error`;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-display text-lg font-semibold text-gold-200">Target location</legend>
      <p className={fieldHint}>
        Where you live now or plan to move: needed for a relocation chart, and used for the solar and lunar
        returns.
      </p>
      {value.placeMode === 'search' ? (
        <div>
          <label htmlFor={ID} className={fieldLabel}>
            Place
          </label>
          <PlaceCombobox
            id={ID}
            query={value.placeQuery}
            selected={value.place}
            onQueryChange={(placeQuery) => update({ placeQuery, place: null })}
            onSelect={(place) => update({ place, placeQuery: placeDisplayName(place) })}
            describedBy={problem ? errorId : undefined}
            invalid={problem ? true : undefined}
          />
        </div>
      ) : (
        <CoordinatesFields
          idPrefix={ID}
          value={value}
          onChange={update}
          problems={coordinateProblems(value)}
        />
      )}
      <FieldError id={errorId} message={problem} />
      <button
        type="button"
        className={linkButton}
        onClick={() => update({ placeMode: value.placeMode === 'search' ? 'coordinates' : 'search' })}
      >
        {value.placeMode === 'search' ? 'Enter coordinates instead' : 'Search for a place instead'}
      </button>
    </fieldset>
  );
}
