import { useId, useState, type FormEvent } from 'react';
import type { Credentials } from '@shared/validation';
import { preloadValidation, validateCredentials, type FieldErrors } from '@/lib/validation';
import { useAuthStore } from '../stores/auth-store';

interface CredentialsFormProps {
  mode: 'login' | 'register';
  /** Called after a successful login (or registration and its automatic login). */
  onSuccess: () => void;
  submitLabel?: string;
}

/**
 * Email and password, validated with the shared schema before anything is sent.
 * `noValidate` keeps the browser's bubbles away so our messages show beside the fields; the
 * inputs stay `required` for assistive technology.
 */
export function CredentialsForm({ mode, onSuccess, submitLabel }: CredentialsFormProps) {
  const id = useId();
  const submit = useAuthStore((state) => (mode === 'login' ? state.login : state.register));
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);

  const change = (field: keyof Credentials) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (pending) return;
    setPending(true);
    try {
      const checked = await validateCredentials(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        const firstInvalid = checked.errors.email ? 'email' : 'password';
        form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
        return;
      }
      setErrors({});
      if (await submit(checked.value)) onSuccess();
    } finally {
      setPending(false);
    }
  };

  const emailError = errors.email;
  const passwordError = errors.password;
  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} onFocus={preloadValidation}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-email`}>
          Email
        </label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          name="email"
          inputMode="email"
          autoComplete={mode === 'login' ? 'username' : 'email'}
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          onChange={change('email')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-email-error` : undefined}
        />
        {emailError ? (
          <p id={`${id}-email-error`} className="field__error">
            {emailError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-password`}>
          Password
        </label>
        <div className="input-group">
          <input
            id={`${id}-password`}
            className="input"
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            required
            value={values.password}
            onChange={change('password')}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={`${passwordError ? `${id}-password-error ` : ''}${id}-password-hint`}
          />
          <button
            type="button"
            className="input-group__action"
            aria-label="Show password"
            aria-pressed={showPassword}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            Show
          </button>
        </div>
        {passwordError ? (
          <p id={`${id}-password-error`} className="field__error">
            {passwordError}
          </p>
        ) : null}
        <p id={`${id}-password-hint`} className="field__hint">
          8 to 32 characters.
        </p>
      </div>
      <button type="submit" className="button button--primary button--block" disabled={pending}>
        {submitLabel ?? (mode === 'login' ? 'Login' : 'Register')}
      </button>
    </form>
  );
}

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  return <CredentialsForm mode="login" onSuccess={onSuccess} />;
}

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  return <CredentialsForm mode="register" onSuccess={onSuccess} />;
}
