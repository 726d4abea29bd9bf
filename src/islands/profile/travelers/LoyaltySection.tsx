import { useTranslation } from '../../../lib/client/i18n/react';
import { FrequentFlyerPrograms, HotelLoyaltyPrograms } from '../../../lib/domain/lodging/hotel-loyalty';
import { withCurrent, type Option } from './countries';
import { loyaltyField, newLoyaltyRow, type LoyaltyKind, type LoyaltyRow, type SectionProps } from './editor-model';
import { Input, Section, Select, useFocusLater } from './fields';

const PROGRAMS: Record<LoyaltyKind, Option[]> = {
  frequentFlyer: FrequentFlyerPrograms.map((p) => ({ value: p.airlineCode, label: `${p.name} (${p.airlineCode})` })),
  hotelLoyalty: HotelLoyaltyPrograms.map((p) => ({ value: p.code, label: p.name })),
};

const TEXT = {
  frequentFlyer: {
    title: 'travelers.sections.frequentFlyer',
    program: 'travelers.fields.frequentFlyerProgram',
    number: 'travelers.fields.frequentFlyerNumber',
    add: 'travelers.fields.addFrequentFlyer',
  },
  hotelLoyalty: {
    title: 'travelers.sections.hotelLoyalty',
    program: 'travelers.fields.hotelLoyaltyProgram',
    number: 'travelers.fields.hotelLoyaltyNumber',
    add: 'travelers.fields.addHotelLoyalty',
  },
} as const;

/** Repeatable program + member number rows; a program can be chosen in one row only (the map has one number per program). */
export function LoyaltySection({ kind, values, update, errors, idOf }: SectionProps & { kind: LoyaltyKind }) {
  const { t } = useTranslation('profile');
  const focusLater = useFocusLater();
  const rows = values[kind];
  const text = TEXT[kind];
  const addId = idOf(`${kind}-add`);
  const setRows = (next: LoyaltyRow[]) => update({ [kind]: next });
  const change = (key: number, patch: Partial<LoyaltyRow>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function add() {
    const row = newLoyaltyRow();
    setRows([...rows, row]);
    focusLater(idOf(loyaltyField(kind, row.key, 'program')));
  }
  function remove(key: number) {
    setRows(rows.filter((r) => r.key !== key));
    focusLater(addId);
  }

  return (
    <Section id={idOf(kind)} title={t(text.title)}>
      {rows.map((row, i) => {
        const taken = new Set(rows.filter((r) => r.key !== row.key).map((r) => r.program));
        const options = withCurrent(
          PROGRAMS[kind].filter((o) => !taken.has(o.value)),
          row.program,
        );
        const entry = t('travelers.fields.entry', { label: t(text.program), number: i + 1 });
        const programId = loyaltyField(kind, row.key, 'program');
        const numberId = loyaltyField(kind, row.key, 'number');
        return (
          <fieldset key={row.key} className="traveler-row">
            <legend className="visually-hidden">{entry}</legend>
            <Select
              id={idOf(programId)}
              label={t(text.program)}
              empty={t('travelers.fields.choose')}
              options={options}
              value={row.program}
              onValue={(program) => change(row.key, { program })}
              error={errors[programId]}
            />
            <Input
              id={idOf(numberId)}
              label={t(text.number)}
              value={row.number}
              onValue={(number) => change(row.key, { number })}
              error={errors[numberId]}
            />
            <button type="button" className="button button-secondary traveler-remove" onClick={() => remove(row.key)}>
              {t('travelers.fields.remove')}
              <span className="visually-hidden"> {entry}</span>
            </button>
          </fieldset>
        );
      })}
      {rows.length < PROGRAMS[kind].length && (
        <div>
          <button type="button" id={addId} className="button button-secondary" onClick={add}>
            {t(text.add)}
          </button>
        </div>
      )}
    </Section>
  );
}
