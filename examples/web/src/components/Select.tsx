import { useId } from 'react';

interface Props<T extends string> {
  label: string;
  options: readonly T[];
  value: T | undefined;
  /** The label of "no choice", when there is one. */
  any?: string;
  onChange: (value: T | undefined) => void;
  error?: string | undefined;
}

/** A labelled <select> over an enum's values, typed by them (no string ever passes unchecked). */
export function Select<T extends string>({ label, options, value, any, onChange, error }: Props<T>) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>{' '}
      <select
        id={id}
        value={value ?? ''}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => onChange(options.find((option) => option === event.target.value))}
      >
        {any !== undefined && <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error !== undefined && (
        <span id={`${id}-error`} className="field-error">
          {' '}
          {error}
        </span>
      )}
    </p>
  );
}
