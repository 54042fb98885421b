import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

export const inputStyles =
  'w-full rounded-lg border border-neutral-300 bg-neutral-50 px-3 py-2 text-base outline-none focus:border-buy focus:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-buy read-only:text-neutral-600';

/** An input's props, `ref` included (react-hook-form's `register` passes one). */
type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** Shown inside the field's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
  /** Why the value is refused, shown under the field and announced with it. */
  error?: string;
};

/** A labelled single-line input. */
export function TextField({ label, trailing, error, id, className = '', ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={`grid gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          className={`${inputStyles} ${trailing ? 'pr-12' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {label} {error}
        </p>
      )}
    </div>
  );
}
