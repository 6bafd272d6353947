// Labelled form controls that show their validation message next to them.
import type { ReactNode } from 'react';

interface FieldProps {
  label: string;
  /** The validation message for this field, if any. */
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}

export function FormField({ label, error, hint, children }: FieldProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the children every caller passes
    <label className={error ? 'form-field invalid' : 'form-field'}>
      <span className="form-label">{label}</span>
      {children}
      {hint ? <span className="form-hint">{hint}</span> : null}
      {error ? (
        <span className="form-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

interface TextInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  inputMode?: 'decimal' | 'numeric' | 'text';
  maxLength?: number;
}

/** A text input; numbers are kept as text so the form can say what is wrong with them. */
export function TextInput({ label, value, onChange, error, hint, disabled, placeholder, inputMode, maxLength }: TextInputProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      <input
        type="text"
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
