import type { Locale, TFunction } from '../../lib/client/i18n';
import { editRequest, sendRequest, type DisruptionFlow } from '../../lib/client/disruption.store';
import type { DisruptionAnswer } from '../../lib/domain/booking/disruption.schema';
import { TimesOfDay, type TimeOfDay } from '../../lib/domain/booking/rebooking-request';
import { Loading } from '../ui/Status';
import { formatInstant, formatWeekday } from './format';

type Covered = Extract<DisruptionAnswer, { kind: 'IsDisrupted' }>;
type Asking = Extract<DisruptionFlow, { step: 'asking' | 'sending' }>;

const MAX_NOTE = 500;

/** Where a request stands, over the flights: waiting (and until when), or denied and why. */
export function RequestStatus({ answer, locale, t }: { answer: Covered; locale: Locale; t: TFunction }) {
  const r = answer.disruption.request;
  if (r?.state === 'Requested') {
    const asked = t('disruption.request.asked', {
      date: formatWeekday(r.preferredDate, locale),
      time: t(`disruption.request.timeAsked.${r.timeOfDay}`),
    });
    return (
      <p className="notice">
        <strong>{t(`disruption.request.pending.${r.route}`, { by: formatInstant(r.answerBy, locale) })}</strong> {asked}{' '}
        {t('disruption.request.withdraws')}
      </p>
    );
  }
  if (r?.state === 'Denied') {
    return (
      <p className="notice">
        <strong>{t(`disruption.request.denied.${r.route}`)}</strong> {t(`disruption.request.reason.${r.reason ?? 'NoSeats'}`)}
      </p>
    );
  }
  return null;
}

/** The request for our agents or the airline: the day (the flight's or the next), a time of day and a note. */
export function RequestForm({ id, flow, locale, t }: { id: string; flow: Asking; locale: Locale; t: TFunction }) {
  const busy = flow.step === 'sending';
  const failed = flow.step === 'asking' ? flow.failed : undefined;
  const { draft, answer } = flow;
  const dateError = failed?.kind === 'field' && failed.path === 'preferredDate';
  const noteError = failed?.kind === 'field' && failed.path === 'note';
  return (
    <form
      id={`${id}-request`}
      className="stack rebook-request"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void sendRequest();
      }}
    >
      <p>{t(`disruption.request.how.${answer.route}`)}</p>
      <fieldset className="cancel-choice traveler-fields" disabled={busy}>
        <legend>{t('disruption.request.day')}</legend>
        {answer.requestDays.map((day) => (
          <label key={day}>
            <input
              type="radio"
              name={`${id}-day`}
              checked={draft.preferredDate === day}
              aria-invalid={dateError || undefined}
              aria-describedby={dateError ? `${id}-date-error` : undefined}
              onChange={() => editRequest({ preferredDate: day })}
            />
            <span>{formatWeekday(day, locale)}</span>
          </label>
        ))}
      </fieldset>
      {dateError && (
        <p id={`${id}-date-error`} className="field-error">
          {t('disruption.request.dateError')}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-time`}>{t('disruption.request.timeLabel')}</label>
        <select
          id={`${id}-time`}
          value={draft.timeOfDay}
          disabled={busy}
          onChange={(e) => editRequest({ timeOfDay: e.target.value as TimeOfDay })}
        >
          {TimesOfDay.map((time) => (
            <option key={time} value={time}>
              {t(`disruption.request.time.${time}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t('disruption.request.note')}</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={MAX_NOTE}
          value={draft.note}
          readOnly={busy}
          aria-invalid={noteError || undefined}
          aria-describedby={noteError ? `${id}-note-error` : undefined}
          onChange={(e) => editRequest({ note: e.target.value })}
        />
        {noteError && (
          <p id={`${id}-note-error`} className="field-error">
            {t('disruption.request.noteError')}
          </p>
        )}
      </div>
      {failed && failed.kind !== 'field' && (
        <p className="notice" role="alert">
          {t(`disruption.request.failed.${failed.kind}`)}
        </p>
      )}
      {busy && <Loading label={t('disruption.request.sending')} />}
    </form>
  );
}
