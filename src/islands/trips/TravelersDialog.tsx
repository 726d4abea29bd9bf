import { useId, type ReactNode } from 'react';
import { serverNow } from '../../lib/client/api';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import {
  $travelerEdit,
  backToTravelers,
  closeTravelers,
  editDraft,
  openTravelers,
  sendTravelerEdit,
  startTravelerEdit,
} from '../../lib/client/traveler-edit.store';
import type { FlightTrip } from '../../lib/client/trips.store';
import { TravelerEditFields, travelerEditEligibility } from '../../lib/domain/booking/traveler-edit';
import type { TravelerEditRequest } from '../../lib/domain/booking/traveler-edit.schema';
import { TextField } from '../ui/TextField';
import { Loading } from '../ui/Status';
import { CallUs } from './FlightTimes';
import { formatDay } from './format';
import type { Asked } from './tabs';
import { TripDialog, unreachable } from './TripDialog';
import { useTripFlow } from './use-trip-flow';

// A request changes no trip: nothing goes back to the list.
const answersNothing = () => null;
const ignore = () => undefined;

const MAX_CORRECTION = 100;
const MAX_NOTE = 500;

/**
 * Trips → Travelers (SPEC §2 Trips modals "travelers", "request traveler edit" and its success):
 * who flies, as ticketed; the corrections asked for; a new request, which our agents take to the
 * airline (the ticket is never changed from here).
 */
export function TravelersDialog({ locale, trips, asked }: { locale: Locale; trips: readonly FlightTrip[]; asked: Asked | null }) {
  const { t } = useTranslation('trips');
  const id = useId();
  const { flow, trip, isOpen } = useTripFlow($travelerEdit, asked, openTravelers, answersNothing, ignore, trips);
  const busy = flow.step === 'sending';
  const name = (i: number) => {
    const x = trip?.travelers[i];
    return x ? `${x.givenName} ${x.surname}` : '';
  };

  let title = t('travelers.title');
  let body: ReactNode = null;
  let primary: ReactNode = null;
  switch (flow.step) {
    case 'closed':
      break;
    case 'loading':
      body = <Loading label={t('travelers.loading')} />;
      break;
    case 'unreachable':
      ({ body, primary } = unreachable(t('travelers.unreachable'), t('cancel.tryAgain'), () => openTravelers(flow.tripId)));
      break;
    case 'list': {
      const open =
        trip !== null &&
        travelerEditEligibility(
          { reservation: trip.reservation, firstDeparture: trip.slices[0]?.segments[0]?.scheduledDeparture },
          new Date(serverNow()),
        ).kind === 'Allowed';
      body = (
        <div className="stack traveler-body">
          <p className="muted">{t('travelers.asTicketed')}</p>
          <ul className="traveler-list">
            {trip?.travelers.map((x, i) => (
              <li key={i}>
                <p>
                  <strong>{name(i)}</strong> <span className="muted">· {t(`travelers.type.${x.passengerType}`)}</span>
                </p>
                <Requested requests={flow.requests.filter((r) => r.traveler === i)} locale={locale} />
                {open && (
                  <button type="button" className="button button-secondary" onClick={() => startTravelerEdit(i)}>
                    {t('travelers.request')}
                    <span className="visually-hidden"> {t('travelers.requestFor', { name: name(i) })}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      );
      break;
    }
    case 'form':
    case 'sending': {
      const { draft } = flow;
      const errors = flow.step === 'form' ? flow.errors : {};
      const failed = flow.step === 'form' ? flow.failed : undefined;
      title = t('travelers.formTitle', { name: name(draft.traveler) });
      const correctionError = errors.correction === 'missing' ? t('travelers.correctionMissing') : errors.correction;
      body = (
        <form
          id={`${id}-form`}
          className="stack traveler-edit"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void sendTravelerEdit();
          }}
        >
          <fieldset className="cancel-choice traveler-fields" disabled={busy}>
            <legend>{t('travelers.field.legend')}</legend>
            {TravelerEditFields.map((f) => (
              <label key={f}>
                <input type="radio" name={`${id}-field`} checked={draft.field === f} onChange={() => editDraft({ field: f })} />
                <span>{t(`travelers.field.${f}`)}</span>
              </label>
            ))}
          </fieldset>
          <TextField
            id={`${id}-correction`}
            label={t(`travelers.correction.${draft.field}`)}
            value={draft.correction}
            onValue={(correction) => editDraft({ correction })}
            maxLength={MAX_CORRECTION}
            autoComplete="off"
            required
            readOnly={busy}
            error={correctionError}
          />
          <div className="field">
            <label htmlFor={`${id}-note`}>{t('travelers.note')}</label>
            <textarea
              id={`${id}-note`}
              rows={2}
              maxLength={MAX_NOTE}
              value={draft.note}
              readOnly={busy}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? `${id}-note-error` : undefined}
              onChange={(e) => editDraft({ note: e.target.value })}
            />
            {errors.note && (
              <p id={`${id}-note-error`} className="field-error">
                {errors.note}
              </p>
            )}
          </div>
          <p className="muted">{t('travelers.how')}</p>
          {failed === 'NotAllowed' ? (
            <div className="notice" role="alert">
              <CallUs>{t('travelers.notAllowed')}</CallUs>
            </div>
          ) : (
            failed && (
              <p className="notice" role="alert">
                {failed === 'AlreadyRequested' ? t('travelers.already') : t('travelers.failed')}
              </p>
            )
          )}
          {busy && <Loading label={t('travelers.sending')} />}
        </form>
      );
      primary = (
        <>
          <button type="submit" form={`${id}-form`} className="button" aria-disabled={busy || undefined}>
            {t('travelers.send')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-disabled={busy || undefined}
            onClick={() => !busy && backToTravelers()}
          >
            {t('travelers.back')}
          </button>
        </>
      );
      break;
    }
    case 'sent':
      title = t('travelers.sentTitle');
      body = (
        <div className="stack traveler-body">
          <Requested requests={[flow.sent]} locale={locale} />
          <p>{t('travelers.sentBody')}</p>
          {flow.sent.nameCorrection === 'NameChange' && <p className="notice">{t('travelers.nameChange')}</p>}
        </div>
      );
      primary = (
        <button type="button" className="button button-secondary" onClick={backToTravelers}>
          {t('travelers.back')}
        </button>
      );
      break;
  }

  return (
    <TripDialog
      open={isOpen}
      onClose={closeTravelers}
      className="travelers-dialog"
      title={title}
      body={body}
      primary={primary}
      safeLabel={t('cancel.close')}
      busy={busy}
    />
  );
}

/** The corrections asked for a traveler: what, when, and where it stands. */
function Requested({ requests, locale }: { requests: readonly TravelerEditRequest[]; locale: Locale }) {
  const { t } = useTranslation('trips');
  if (requests.length === 0) return null;
  return (
    <ul className="traveler-requests muted">
      {requests.map((r) => (
        <li key={r.id}>
          {t('travelers.requested', {
            field: t(`travelers.field.${r.field}`),
            correction: r.correction,
            date: formatDay(r.createdAt, locale),
          })}{' '}
          <span className="badge">{t(`travelers.state.${r.state}`)}</span>
        </li>
      ))}
    </ul>
  );
}
