import { X } from 'lucide-react';
import { useId } from 'react';

interface Named {
  _id: string;
  name: string;
}

interface ChipSelectProps<T extends Named> {
  label: string;
  placeholder: string;
  options: T[];
  selected: T[];
  onChange: (selected: T[]) => void;
}

/**
 * A multiple choice made of a plain select (which resets after each pick) and a list of removable
 * chips. A native select keeps keyboard and screen-reader use free.
 */
export function ChipSelect<T extends Named>({
  label,
  placeholder,
  options,
  selected,
  onChange,
}: ChipSelectProps<T>) {
  const id = useId();

  const pick = (value: string) => {
    const option = options.find((o) => o._id === value);
    // Picking twice would only send the same id twice.
    if (option && !selected.some((s) => s._id === option._id)) onChange([...selected, option]);
  };

  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {selected.length > 0 && (
        <ul aria-label={`Selected ${label}`} className="flex flex-wrap gap-2">
          {selected.map((item) => (
            <li
              key={item._id}
              className="flex items-center gap-1 rounded-full bg-brand-soft py-1 pr-1 pl-3 text-sm text-ink"
            >
              {item.name}
              <button
                type="button"
                aria-label={`Remove ${item.name}`}
                onClick={() => onChange(selected.filter((s) => s._id !== item._id))}
                className="rounded-full p-1 hover:bg-brand"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <select
        id={id}
        value=""
        onChange={(event) => pick(event.target.value)}
        className="min-h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option._id} value={option._id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
