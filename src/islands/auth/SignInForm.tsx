import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import type { Locale } from '../../lib/client/i18n';
import { $config } from '../../lib/client/config.store';
import { $signIn, signIn } from '../../lib/client/session.store';
import { I18nIsland } from '../ui/I18nIsland';
import { TextField } from '../ui/TextField';

type FieldErrors = { email?: string; password?: string };

/** The wait the server asked for (its details carry it), in whole minutes: waits grow with each failure. */
function lockedText(details: unknown, t: (key: string, opts?: Record<string, unknown>) => string): string {
  const seconds = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' ? t('signIn.lockedFor', { count: Math.ceil(seconds / 60) }) : t('signIn.locked');
}

function Form() {
  const { t } = useTranslation('auth');
  const state = useStore($signIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const alertRef = useRef<HTMLDivElement>(null);
  // Until React has hydrated, typing would be lost and a native submit would put the
  // password in the URL; the prerendered form stays disabled until then.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const failure = state.kind === 'Failed' ? state.error : null;
  // The API names fields on a 400; keep them next to their inputs.
  const apiFields = failure?.status === 400 ? failure.fieldErrors() : {};
  const errors: FieldErrors = { ...fieldErrors, ...apiFields };
  let formError: string | null = null;
  if (failure && failure.status !== 400) {
    formError = failure.status === 401 ? t('signIn.invalid') : failure.status === 429 ? lockedText(failure.details, t) : t('signIn.failed');
  }

  useEffect(() => {
    if (formError) alertRef.current?.focus();
  }, [formError, state]);

  function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const next: FieldErrors = {};
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) next.email = t('signIn.emailInvalid');
    if (!password) next.password = t('signIn.passwordMissing');
    setFieldErrors(next);
    if (next.email || next.password) return;
    void signIn(email.trim(), password);
  }

  const busy = state.kind === 'Submitting' || state.kind === 'Done';
  return (
    <form className="form stack" method="post" noValidate onSubmit={submit} aria-busy={busy}>
      {formError && (
        <div className="notice notice-error" role="alert" tabIndex={-1} ref={alertRef}>
          <p>{formError}</p>
        </div>
      )}
      <TextField
        id="signin-email"
        label={t('signIn.email')}
        name="email"
        type="email"
        autoComplete="username"
        required
        disabled={!ready}
        value={email}
        onValue={setEmail}
        error={errors.email}
      />
      <TextField
        id="signin-password"
        label={t('signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        disabled={!ready}
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      <button type="submit" className="button" disabled={!ready || busy}>
        {busy ? t('signIn.submitting') : t('signIn.submit')}
      </button>
    </form>
  );
}

/** Only a server that seeded the demo accounts mentions them. */
function DemoHint() {
  const { t } = useTranslation('auth');
  const config = useStore($config);
  return config.kind === 'Loaded' && config.config.demoAccounts ? <p className="muted">{t('signIn.demoHint')}</p> : null;
}

export default function SignInForm({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Form />
      <DemoHint />
    </I18nIsland>
  );
}
