interface ChoiceGroupProps<Id extends string> {
  legend: string;
  name: string;
  options: readonly { id: Id; label: string }[];
  selected: Id;
  onSelect: (id: Id) => void;
  disabled?: boolean;
}

/** A native radio group styled as a row of chips: arrow keys, labels and states come for free. */
export function ChoiceGroup<Id extends string>({
  legend,
  name,
  options,
  selected,
  onSelect,
  disabled = false,
}: ChoiceGroupProps<Id>) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-gold-100">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-violet-400/40 px-4 text-sm text-violet-50 has-[:checked]:border-gold-300 has-[:checked]:bg-night-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold-300"
          >
            <input
              type="radio"
              className="h-4 w-4 accent-gold-300"
              name={name}
              checked={selected === option.id}
              onChange={() => onSelect(option.id)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
