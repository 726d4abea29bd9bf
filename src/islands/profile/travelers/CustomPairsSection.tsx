import { useTranslation } from '../../../lib/client/i18n/react';
import { newPairRow, pairField, type PairRow, type SectionProps } from './editor-model';
import { Input, Section, useFocusLater } from './fields';

/** Custom key/value pairs; each row is checked against SPEC §5 once the user leaves it. */
export function CustomPairsSection({ values, update, errors, idOf, onLeaveRow }: SectionProps & { onLeaveRow: (key: number) => void }) {
  const { t } = useTranslation('profile');
  const focusLater = useFocusLater();
  const rows = values.extras;
  const addId = idOf('extras-add');
  const setRows = (extras: PairRow[]) => update({ extras });
  const change = (key: number, patch: Partial<PairRow>) => setRows(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function add() {
    const row = newPairRow();
    setRows([...rows, row]);
    focusLater(idOf(pairField(row.key, 'name')));
  }
  function remove(key: number) {
    setRows(rows.filter((r) => r.key !== key));
    focusLater(addId);
  }

  return (
    <Section id={idOf('extras')} title={t('travelers.sections.custom')}>
      {rows.map((row, i) => {
        const entry = t('travelers.fields.entry', { label: t('travelers.sections.custom'), number: i + 1 });
        const nameId = pairField(row.key, 'name');
        const valueId = pairField(row.key, 'value');
        return (
          <fieldset
            key={row.key}
            className="traveler-row"
            onBlur={(e) => {
              // Checked when focus leaves the row, not between its two fields: half a pair is not wrong yet.
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeaveRow(row.key);
            }}
          >
            <legend className="visually-hidden">{entry}</legend>
            <Input
              id={idOf(nameId)}
              label={t('travelers.fields.customKey')}
              value={row.name}
              onValue={(name) => change(row.key, { name })}
              error={errors[nameId]}
            />
            <Input
              id={idOf(valueId)}
              label={t('travelers.fields.customValue')}
              value={row.value}
              onValue={(value) => change(row.key, { value })}
              error={errors[valueId]}
            />
            <button type="button" className="button button-secondary traveler-remove" onClick={() => remove(row.key)}>
              {t('travelers.fields.remove')}
              <span className="visually-hidden"> {entry}</span>
            </button>
          </fieldset>
        );
      })}
      <div>
        <button type="button" id={addId} className="button button-secondary" onClick={add}>
          {t('travelers.fields.addCustom')}
        </button>
      </div>
    </Section>
  );
}
