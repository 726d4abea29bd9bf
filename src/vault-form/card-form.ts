// The hosted card form (src/pages/vault/card-form.astro): the only page where a card number is
// typed. It validates with the same rules as the vault, posts the card to the vault (never to the
// portal API) and hands the embedding page a token through postMessage.
import {
  detectBrand,
  formatCardNumber,
  formatExpiryInput,
  validateCardForm,
  type CardFormInput,
} from '../lib/domain/profile/card-validation';
import {
  CardFormErrorCodes,
  type CardFormError,
  type CardFormErrorCode,
  type CardFormField,
  type TokenizedCard,
} from '../lib/domain/booking/hosted-card-form';
import { createBridge, pageHeight, parentOriginFor, watchHeight } from './bridge';
import { loadStrings, readLocale } from './strings';

export const VAULT_CARDS_URL = '/vault/v1/cards';
const FIELDS: readonly CardFormField[] = ['number', 'expiry', 'cvv', 'name', 'postalCode'];

export interface CardFormOptions {
  win?: Window;
  fetch?: typeof fetch;
  now?: () => Date;
}

function byId<T extends HTMLElement>(doc: Document, id: string): T {
  const el = doc.getElementById(id);
  if (!el) throw new Error(`card form: #${id} is missing`);
  return el as T;
}

/** Where the caret belongs after reformatting: after the same count of digits as before. */
function caretAfterDigits(text: string, digits: number): number {
  let pos = 0;
  for (let seen = 0; pos < text.length && seen < digits; pos++) if (/\d/.test(text[pos]!)) seen++;
  return pos;
}

export function mountCardForm(opts: CardFormOptions = {}): () => void {
  const win = opts.win ?? window;
  const doc = win.document;
  const doFetch = opts.fetch ?? win.fetch.bind(win);
  const now = opts.now ?? (() => new Date());
  const search = new URLSearchParams(win.location.search);
  const locale = readLocale(search);
  const t = loadStrings(locale, doc);
  const environmentKey = search.get('environmentKey') ?? '';
  const bridge = createBridge(win, parentOriginFor(search, win.location.origin));

  const form = byId<HTMLFormElement>(doc, 'card-form');
  const save = byId<HTMLButtonElement>(doc, 'card-save');
  const saveLabel = byId(doc, 'card-save-label');
  const status = byId(doc, 'card-status');
  const failure = byId(doc, 'card-failed');
  const brandBadge = byId(doc, 'cf-number-brand');
  const inputs = Object.fromEntries(FIELDS.map((f) => [f, byId<HTMLInputElement>(doc, `cf-${f}`)])) as Record<
    CardFormField,
    HTMLInputElement
  >;
  // Hints a field is always described by; its error id is added while it has one.
  const baseDescribedBy = Object.fromEntries(FIELDS.map((f) => [f, inputs[f].getAttribute('aria-describedby') ?? ''])) as Record<
    CardFormField,
    string
  >;

  doc.documentElement.lang = locale;
  doc.title = t('title');
  form.setAttribute('aria-label', t('formLabel'));
  for (const el of doc.querySelectorAll<HTMLElement>('[data-t]')) el.textContent = t(el.dataset.t!);

  let submitted = false;
  let busy = false;

  const read = (): CardFormInput => ({
    number: inputs.number.value,
    expiry: inputs.expiry.value,
    cvv: inputs.cvv.value,
    name: inputs.name.value,
    postalCode: inputs.postalCode.value,
  });

  const withMessages = (errors: Array<Pick<CardFormError, 'field' | 'code'>>): CardFormError[] =>
    errors.map((e) => ({ field: e.field, code: e.code, message: t(`errors.${e.code}`) }));

  function showFieldError(field: CardFormField, error: CardFormError | undefined) {
    const input = inputs[field];
    const box = byId(doc, `cf-${field}-error`);
    box.textContent = error?.message ?? '';
    box.hidden = !error;
    if (error) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    const describedBy = [baseDescribedBy[field], error ? box.id : ''].filter(Boolean).join(' ');
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    else input.removeAttribute('aria-describedby');
  }

  function showErrors(errors: CardFormError[]) {
    for (const field of FIELDS)
      showFieldError(
        field,
        errors.find((e) => e.field === field),
      );
  }

  function focusFirstError(): boolean {
    const first = FIELDS.find((f) => inputs[f].getAttribute('aria-invalid') === 'true');
    if (first) inputs[first].focus();
    return Boolean(first);
  }

  function invalid(errors: CardFormError[]) {
    showErrors(errors);
    status.textContent = t('invalidStatus');
    focusFirstError();
    bridge.post({ type: 'vault:invalid', errors });
  }

  function setBusy(on: boolean) {
    busy = on;
    // Kept focusable (a disabled button would drop the focus): aria-disabled tells, the flag guards.
    save.setAttribute('aria-disabled', String(on));
    save.classList.toggle('is-busy', on);
    form.setAttribute('aria-busy', String(on));
    saveLabel.textContent = t(on ? 'saving' : 'save');
  }

  function showBrand() {
    const brand = detectBrand(inputs.number.value);
    brandBadge.textContent = brand ? t('brand', { brand: t(`brands.${brand}`) }) : '';
    brandBadge.hidden = !brand;
  }

  async function submit() {
    if (busy) return;
    submitted = true;
    failure.hidden = true;
    const input = read();
    const result = validateCardForm(input, now());
    if (result.kind === 'Invalid') return invalid(withMessages(result.errors));
    showErrors([]);
    setBusy(true);
    status.textContent = t('savingStatus');
    bridge.post({ type: 'vault:submitting' });
    try {
      const res = await doFetch(VAULT_CARDS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...input, environmentKey }),
        credentials: 'omit',
        cache: 'no-store',
      });
      if (res.status === 201) {
        const card = (await res.json()) as TokenizedCard;
        status.textContent = t('savedStatus');
        bridge.post({ type: 'vault:tokenized', card });
        return;
      }
      if (res.status === 422) {
        const fields = ((await res.json()) as { error?: { details?: { fields?: Array<{ path?: unknown; code?: unknown }> } } }).error
          ?.details?.fields;
        const known = (fields ?? []).filter(
          (f): f is { path: CardFormField; code: CardFormErrorCode } =>
            FIELDS.includes(f.path as CardFormField) && CardFormErrorCodes.includes(f.code as CardFormErrorCode),
        );
        if (known.length) return invalid(withMessages(known.map((f) => ({ field: f.path, code: f.code }))));
      }
      throw new Error(res.status === 429 ? 'throttled' : `vault answered ${res.status}`);
    } catch (err) {
      failure.textContent = t((err as Error).message === 'throttled' ? 'throttled' : 'failed');
      failure.hidden = false;
      status.textContent = '';
      bridge.post({ type: 'vault:failed' });
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    form.reset();
    submitted = false;
    showErrors([]);
    showBrand();
    failure.hidden = true;
    status.textContent = '';
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });

  inputs.number.addEventListener('input', () => {
    const el = inputs.number;
    const digitsBefore = el.value.slice(0, el.selectionStart ?? el.value.length).replace(/\D/g, '').length;
    const formatted = formatCardNumber(el.value);
    if (formatted !== el.value) {
      el.value = formatted;
      if (doc.activeElement === el) {
        const at = caretAfterDigits(formatted, digitsBefore);
        el.setSelectionRange(at, at);
      }
    }
    showBrand();
  });

  inputs.expiry.addEventListener('input', (event) => {
    const el = inputs.expiry;
    const formatted = formatExpiryInput(el.value, (event as InputEvent).inputType?.startsWith('delete') ?? false);
    if (formatted !== el.value) el.value = formatted;
  });

  inputs.cvv.addEventListener('input', () => {
    const digits = inputs.cvv.value.replace(/\D/g, '');
    if (digits !== inputs.cvv.value) inputs.cvv.value = digits;
  });

  // Errors appear on submit; after that, each field is re-checked as the person leaves it.
  for (const field of FIELDS) {
    inputs[field].addEventListener('blur', () => {
      if (!submitted || busy) return;
      const result = validateCardForm(read(), now());
      const errors = result.kind === 'Invalid' ? withMessages(result.errors) : [];
      showFieldError(
        field,
        errors.find((e) => e.field === field),
      );
    });
  }

  const stop = bridge.listen((command) => {
    if (command.type === 'vault:submit') void submit();
    else if (command.type === 'vault:focus') {
      if (!focusFirstError()) inputs.number.focus();
    } else reset();
  });

  showBrand();
  const height = pageHeight(doc);
  bridge.post({ type: 'vault:ready', height });
  watchHeight(doc, height, (h) => bridge.post({ type: 'vault:resize', height: h }));
  return stop;
}
