// Shared form fields: a labelled text field, a labelled choice, and the new password with its confirmation
// that every screen choosing a password uses (reset, change, accepting an invitation).
// On the login page too, so its texts are in the first visit's core (shell).
import { useId, type InputHTMLAttributes } from "react";
import { useTranslation } from "@/lib/i18n";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange">;

type TextFieldProps = InputProps & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A short help text under the field, read with it by screen readers. */
  hint?: string;
};

/** A labelled input (text, e-mail, password, ...) in the app's field layout. */
export function TextField({ label, value, onChange, hint, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-describedby={hint ? `${id}-hint` : input["aria-describedby"]}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}

type SelectFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices, in order: what is sent and what is shown. */
  options: readonly { value: string; label: string }[];
};

/** A labelled choice of one of a few options in the app's field layout. */
export function SelectField({ label, value, onChange, options }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export type NewPassword = { password: string; confirm: string };

type NewPasswordProps = {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  /** The labels; by default "New Password" and "Confirm New Password". */
  labels?: { password: string; confirm: string };
};

/** A new password and its confirmation (lib/validation.ts says when the pair is usable). */
export function NewPasswordFields({ value, onChange, labels }: NewPasswordProps) {
  const { t } = useTranslation();
  const { password, confirm } = labels ?? { password: t("shell.newPassword"), confirm: t("shell.confirmNewPassword") };
  return (
    <>
      <TextField
        label={password}
        type="password"
        autoComplete="new-password"
        required
        value={value.password}
        onChange={(p) => onChange({ ...value, password: p })}
      />
      <TextField
        label={confirm}
        type="password"
        autoComplete="new-password"
        required
        value={value.confirm}
        onChange={(c) => onChange({ ...value, confirm: c })}
      />
    </>
  );
}
