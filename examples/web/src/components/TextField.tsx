import { useId } from 'react';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The user error of this field, shown next to it. */
  error?: string | undefined;
  placeholder?: string;
}

export function TextField({ label, value, onChange, error, placeholder }: Props) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>{' '}
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        onChange={(event) => onChange(event.target.value)}
      />
      {error !== undefined && (
        <span id={`${id}-error`} className="field-error">
          {' '}
          {error}
        </span>
      )}
    </p>
  );
}
