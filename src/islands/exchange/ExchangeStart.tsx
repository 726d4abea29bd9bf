import type { ReactNode } from 'react';
import type { Locale, TFunction } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import { serverNow } from '../../lib/client/api';
import { findFlights, loadExchange, showDraftScreen, updateDraft, type ExchangeFlow } from '../../lib/client/exchange.store';
import { homeToday } from '../../lib/domain/shared/dates';
import { I18nIsland } from '../ui/I18nIsland';
import { formatAmount } from '../trips/format';
import { Ending, Heading, formatDate, Onward, SliceLine, isEnding, useExchangePage } from './parts';

type Draft = Extract<ExchangeFlow, { screen: 'TicketedVoidable' | 'SliceSelection' | 'ChangeDateTime' | 'ChangeAirports' }>;
const today = () => homeToday(serverNow());
const here = (locale: Locale) => (path: string) => localePath(locale, path);

/** What this change costs beside the fare difference: the fee, or that change for any reason pays it. */
function FeeNote({ flow, locale, t }: { flow: Draft; locale: Locale; t: TFunction }) {
  const { answer } = flow;
  if (answer.chfarCovers) return <p className="exchange-note">{t('fee.chfar')}</p>;
  return (
    <p className="muted">
      {answer.fareChangeFeeMinor > 0 ? t('fee.fee', { amount: formatAmount(answer.fareChangeFeeMinor, locale) }) : t('fee.none')}
    </p>
  );
}

const fieldError = (flow: Draft, key: string, locale: Locale, t: TFunction) => {
  const code = flow.errors[key];
  return code ? t(`errors.${code}`, { date: formatDate(flow.answer.latestDate, locale) }) : null;
};

function FieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <span className="field-error" id={id}>
      {text}
    </span>
  ) : null;
}

/** A draft screen's form: the browser's own validation off (ours names each field), Enter submits. */
function DraftForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A field's link to its error, when it has one. */
const invalid = (id: string, error: string | null) => (error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});

function SliceSelection({ flow, locale, t }: { flow: Draft; locale: Locale; t: TFunction }) {
  const error = fieldError(flow, 'slices', locale, t);
  return (
    <DraftForm
      onSubmit={() => {
        if (flow.draft.some((d) => d.chosen)) showDraftScreen('ChangeDateTime');
        else findFlights(here(locale), today());
      }}
    >
      <fieldset className="exchange-slices" aria-describedby={error ? 'slices-error' : undefined}>
        <legend>{t('slices.legend')}</legend>
        {flow.trip.slices.map((slice, i) => {
          const action = flow.answer.slices[i];
          return (
            <label key={i} className={action === 'Change' ? undefined : 'is-disabled'}>
              <input
                type="checkbox"
                checked={flow.draft[i]?.chosen ?? false}
                disabled={action !== 'Change'}
                onChange={(e) => updateDraft(i, { chosen: e.currentTarget.checked })}
              />
              <SliceLine slice={slice} locale={locale} t={t} />
              {action !== 'Change' && <span className="exchange-tag">{t(`slices.${action}`)}</span>}
            </label>
          );
        })}
      </fieldset>
      <FieldError id="slices-error" text={error} />
      <FeeNote flow={flow} locale={locale} t={t} />
      <Onward locale={locale} t={t}>
        <button type="submit" className="button">
          {t('slices.continue')}
        </button>
      </Onward>
    </DraftForm>
  );
}

function ChangeDateTime({ flow, locale, t }: { flow: Draft; locale: Locale; t: TFunction }) {
  const chosen = flow.draft.filter((d) => d.chosen);
  return (
    <DraftForm onSubmit={() => findFlights(here(locale), today())}>
      <p className="muted">{t('dateTime.latest', { date: formatDate(flow.answer.latestDate, locale) })}</p>
      {chosen.map((d) => {
        const slice = flow.trip.slices[d.slice]!;
        const error = fieldError(flow, `${d.slice}.departureDate`, locale, t);
        const id = `date-${d.slice}`;
        return (
          <div key={d.slice} className="field exchange-field">
            <label htmlFor={id}>{t('dateTime.date', { origin: d.origin, destination: d.destination })}</label>
            <input
              id={id}
              type="date"
              value={d.departureDate}
              min={today()}
              max={flow.answer.latestDate}
              {...invalid(id, error)}
              onChange={(e) => updateDraft(d.slice, { departureDate: e.currentTarget.value })}
            />
            <span className="muted">{t('dateTime.booked', { day: formatDate(slice.zonedDeparture.slice(0, 10), locale) })}</span>
            <FieldError id={`${id}-error`} text={error} />
          </div>
        );
      })}
      <p>
        <button type="button" className="link-button" onClick={() => showDraftScreen('ChangeAirports')}>
          {t('dateTime.airports')}
        </button>
      </p>
      <p className="exchange-actions">
        <button type="submit" className="button">
          {t('dateTime.find')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => showDraftScreen('SliceSelection')}>
          {t('links.back')}
        </button>
      </p>
    </DraftForm>
  );
}

function ChangeAirports({ flow, locale, t }: { flow: Draft; locale: Locale; t: TFunction }) {
  const chosen = flow.draft.filter((d) => d.chosen);
  return (
    <DraftForm onSubmit={() => showDraftScreen('ChangeDateTime')}>
      <p className="muted">{t('airports.hint')}</p>
      {chosen.map((d) => (
        <fieldset key={d.slice} className="exchange-airports">
          <legend>{t('airports.legend', { n: d.slice + 1 })}</legend>
          {(['origin', 'destination'] as const).map((end) => {
            const id = `${end}-${d.slice}`;
            const error = fieldError(flow, `${d.slice}.${end}`, locale, t);
            return (
              <div key={end} className="field">
                <label htmlFor={id}>{t(`airports.${end}`)}</label>
                <input
                  id={id}
                  value={d[end]}
                  maxLength={3}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  {...invalid(id, error)}
                  onChange={(e) => updateDraft(d.slice, { [end]: e.currentTarget.value.trim().toUpperCase() })}
                />
                <FieldError id={`${id}-error`} text={error} />
              </div>
            );
          })}
        </fieldset>
      ))}
      <p className="exchange-actions">
        <button type="submit" className="button">
          {t('airports.done')}
        </button>
      </p>
    </DraftForm>
  );
}

function Start({ locale }: { locale: Locale }) {
  const { t } = useTranslation('exchange');
  const { flow, reload } = useExchangePage(({ id, changes }) => loadExchange(id, changes));
  if (isEnding(flow)) return <Ending flow={flow} loading={t('loading')} reload={reload} locale={locale} />;
  if (!('draft' in flow)) return null;
  const title = flow.screen === 'TicketedVoidable' ? t('voidable.title') : t(`screen.${flow.screen}`);
  return (
    <div className="exchange-app stack">
      <p className="exchange-kicker muted">
        {t('title')} · {t('confirmation', { number: flow.trip.confirmationNumber ?? '' })}
      </p>
      <Heading screen={flow.screen}>{title}</Heading>
      {flow.screen === 'TicketedVoidable' && (
        <>
          <p>{t('voidable.body')}</p>
          <p className="exchange-actions">
            <button type="button" className="button" onClick={() => showDraftScreen('SliceSelection')}>
              {t('voidable.change')}
            </button>
            <a className="button button-secondary" href={localePath(locale, `${TRIPS_CANCEL}${encodeURIComponent(flow.trip.id)}`)}>
              {t('voidable.cancel')}
            </a>
          </p>
        </>
      )}
      {flow.screen === 'SliceSelection' && <SliceSelection flow={flow} locale={locale} t={t} />}
      {flow.screen === 'ChangeDateTime' && <ChangeDateTime flow={flow} locale={locale} t={t} />}
      {flow.screen === 'ChangeAirports' && <ChangeAirports flow={flow} locale={locale} t={t} />}
    </div>
  );
}

/** Trips opens this trip's cancel at once (BookedTrips reads `cancel`). */
const TRIPS_CANCEL = '/trips/?tab=upcoming&cancel=';

/** /exchange/?id=: which flights to change, to which day and airports (SPEC §2 exchange). */
export default function ExchangeStart({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Start locale={locale} />
    </I18nIsland>
  );
}
