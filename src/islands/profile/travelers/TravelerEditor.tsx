import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import { saveTraveler } from '../../../lib/client/profile/travelers.store';
import type { Traveler } from '../../../lib/domain/profile/travelers.schema';
import { AdditionalSection } from './AdditionalSection';
import { BasicSection } from './BasicSection';
import { CustomPairsSection } from './CustomPairsSection';
import { formErrors, formValuesOf, inputOf, pairErrors, placeErrors, type FieldErrors, type FormValues } from './editor-model';
import { ErrorSummary, type SummaryItem } from './ErrorSummary';
import { LoyaltySection } from './LoyaltySection';
import { PassportSection } from './PassportSection';
import { displayName } from './format';
import { page } from '../../../lib/client/platform';

interface Props {
  /** null: a new traveler. */
  traveler: Traveler | null;
  isPlaceholder: boolean;
  onSaved: (travelerId: string) => void;
  onCancel: () => void;
  /** A save the API refused or that never reached it (the store's state is Failed then). */
  onFailed: () => void;
}

const isPairField = (key: string) => key.startsWith('extra-');
const withoutPairs = (errors: FieldErrors) => Object.fromEntries(Object.entries(errors).filter(([k]) => !isPairField(k)));

const FIELD_LABELS: Record<string, string[]> = {
  givenName: ['fields.givenName'],
  surname: ['fields.surname'],
  gender: ['fields.gender'],
  dateOfBirth: ['fields.dateOfBirth'],
  emailAddress: ['fields.email'],
  knownTravelerNumber: ['fields.knownTravelerNumber'],
  tsaRedressNumber: ['fields.tsaRedressNumber'],
  nationality: ['fields.nationality'],
  assistance: ['fields.assistance'],
  licenceCountry: ['fields.driversLicense', 'fields.driversLicenseCountry'],
  licenceNumber: ['fields.driversLicense', 'fields.driversLicenseNumber'],
  passportCountry: ['sections.passport', 'fields.passportCountry'],
  passportNumber: ['fields.passportNumber'],
  passportExpiration: ['sections.passport', 'fields.passportExpiration'],
};
const ROW_LABELS: Record<string, { rows: 'frequentFlyer' | 'hotelLoyalty' | 'extras'; entry: string; parts: Record<string, string> }> = {
  ff: {
    rows: 'frequentFlyer',
    entry: 'fields.frequentFlyerProgram',
    parts: { program: 'fields.frequentFlyerProgram', number: 'fields.frequentFlyerNumber' },
  },
  hotel: {
    rows: 'hotelLoyalty',
    entry: 'fields.hotelLoyaltyProgram',
    parts: { program: 'fields.hotelLoyaltyProgram', number: 'fields.hotelLoyaltyNumber' },
  },
  extra: { rows: 'extras', entry: 'sections.custom', parts: { name: 'fields.customKey', value: 'fields.customValue' } },
};

/** Add or edit one traveler. Typed values live here until a save succeeds, so no failure loses them. */
export function TravelerEditor({ traveler, isPlaceholder, onSaved, onCancel, onFailed }: Props) {
  const { t } = useTranslation('profile');
  const tr = (key: string, options?: Record<string, unknown>) => t(`travelers.${key}`, options ?? {});
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const [values, setValues] = useState<FormValues>(() => formValuesOf(traveler, isPlaceholder));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<{ title: string; general: string[] } | null>(null);
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [leftRows, setLeftRows] = useState<ReadonlySet<number>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);

  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (problem) summaryRef.current?.focus();
  }, [problem]);
  useEffect(() => {
    // A button disabled while it had focus drops it in some browsers; give it back.
    if (status && page.focusLost()) saveRef.current?.focus();
  }, [status]);

  const update = (patch: Partial<FormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setStatus('');
  };
  // SPEC §5 pairs are checked live once a row was left (or a save tried), so fixing one clears its message.
  const shown: FieldErrors = {
    ...errors,
    ...pairErrors(
      values.extras.filter((r) => submitted || leftRows.has(r.key)),
      tr,
    ),
  };

  function labelOf(key: string): string | undefined {
    const fixed = FIELD_LABELS[key];
    if (fixed) return fixed.map((k) => tr(k)).join(', ');
    const [prefix = '', rowKey, part = ''] = key.split('-');
    const spec = ROW_LABELS[prefix];
    if (!spec) return undefined;
    const index = values[spec.rows].findIndex((r) => String(r.key) === rowKey);
    return `${tr(spec.parts[part] ?? spec.entry)} (${tr('fields.entry', { label: tr(spec.entry), number: index + 1 })})`;
  }

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setStatus('');
    const local = formErrors(values, tr);
    if (Object.keys(local).length > 0) {
      setErrors(withoutPairs(local));
      setProblem({ title: tr('errors.fixFields'), general: [] });
      return;
    }
    setSaving(true);
    const sent = values;
    const result = await saveTraveler(inputOf(sent));
    setSaving(false);
    if (result.kind === 'Saved') return onSaved(result.traveler.id);
    if (result.kind === 'Unchanged') {
      setErrors({});
      setProblem(null);
      setStatus(tr('unchanged'));
    } else if (result.kind === 'Invalid') {
      onFailed();
      const placed = placeErrors(result.fieldErrors, sent);
      setErrors(placed.fields);
      setProblem({ title: tr('errors.fixFields'), general: placed.general });
    } else {
      onFailed();
      setErrors({});
      setProblem({ title: tr('errors.saveFailed'), general: [result.message] });
    }
  }

  const items: SummaryItem[] = [
    ...Object.entries(shown).map(([key, message]) => ({ fieldId: idOf(key), label: labelOf(key), message })),
    ...(problem?.general ?? []).map((message) => ({ message })),
  ];
  const name = traveler ? displayName(traveler) : '';
  return (
    <section className="traveler-editor stack" aria-labelledby={idOf('heading')}>
      <h3 id={idOf('heading')} ref={headingRef} tabIndex={-1}>
        {name ? tr('editTraveler', { name }) : tr('newTraveler')}
      </h3>
      <form className="stack" noValidate onSubmit={(e) => void submit(e)} aria-busy={saving}>
        {problem && <ErrorSummary id={idOf('summary')} ref={summaryRef} title={problem.title} items={items} />}
        <BasicSection values={values} update={update} errors={shown} idOf={idOf} />
        <LoyaltySection kind="frequentFlyer" values={values} update={update} errors={shown} idOf={idOf} />
        <LoyaltySection kind="hotelLoyalty" values={values} update={update} errors={shown} idOf={idOf} />
        <AdditionalSection values={values} update={update} errors={shown} idOf={idOf} />
        <PassportSection values={values} update={update} errors={shown} idOf={idOf} />
        <CustomPairsSection
          values={values}
          update={update}
          errors={shown}
          idOf={idOf}
          onLeaveRow={(key) => setLeftRows((s) => new Set(s).add(key))}
        />
        <p role="status" className="traveler-status">
          {status}
        </p>
        <div className="traveler-actions">
          <button ref={saveRef} type="submit" className="button" disabled={saving}>
            {saving ? tr('saving') : tr('save')}
          </button>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {tr('cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
