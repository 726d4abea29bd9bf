// Trip approvals (/approvals/, SPEC §4): a travel administrator's queue of out-of-policy bookings
// from their company. Each waiting request shows who travels, the trip, its total, why it is out of
// policy and the traveler's reason, and takes a decision: approve, or deny with a comment.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  $approvals,
  $approvalsNotice,
  $decidedHere,
  $decisions,
  commentProblem,
  decideApproval,
  loadApprovals,
  type ApprovalRequest,
} from '../../lib/client/corporate/approvals.store';
import { intlLocale, type Locale, type TFunction } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import { APPROVAL_COMMENT_MAX, type ApprovalDecision } from '../../lib/domain/corporate/approvals';
import { HOME_TIME_ZONE } from '../../lib/domain/shared/dates';
import { dateTimeFormat } from '../../lib/domain/shared/intl';
import { formatMoney } from '../../lib/domain/shared/money';
import { I18nIsland } from '../ui/I18nIsland';
import { PolicyMark } from '../ui/PolicyMark';
import { Failed, Loading } from '../ui/Status';
import './approvals.css';
import { useAdminPage } from './use-admin-page';

const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** "Thu, Dec 10, 2026" or "Thu, Dec 10 – Sun, Dec 13, 2026": calendar dates, read as written whatever the zone. */
function formatTripDates(start: string, end: string | null, locale: Locale): string {
  const f = dateTimeFormat(intlLocale(locale), { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return end && end !== start ? f.formatRange(utcDay(start), utcDay(end)) : f.format(utcDay(start));
}

/** "Nov 23, 7:00 AM EST": an instant in the home zone (SPEC §9), its zone named so nobody misreads a deadline. */
function formatInstant(iso: string, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: HOME_TIME_ZONE,
    timeZoneName: 'short',
  }).format(Date.parse(iso));
}

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** What became of a request that is no longer waiting. */
function decidedText(t: TFunction, r: ApprovalRequest, byYou: boolean, locale: Locale): string {
  if (r.state === 'Expired') return t('state.expired', { when: formatInstant(r.expiresAt, locale) });
  const approved = r.state === 'Approved';
  if (byYou) return approved ? t('state.approvedByYou') : t('state.deniedByYou', { comment: r.comment ?? '' });
  const when = r.decidedAt ? formatInstant(r.decidedAt, locale) : null;
  if (r.decidedBy && when) return t(approved ? 'state.approvedBy' : 'state.deniedBy', { name: fullName(r.decidedBy), when });
  if (when) return t(approved ? 'state.approved' : 'state.denied', { when });
  return t(approved ? 'state.approvedPlain' : 'state.deniedPlain');
}

interface CardProps {
  request: ApprovalRequest;
  locale: Locale;
  /** Decided on this page: its state reads "by you", and focus moves to it. */
  byYou: boolean;
  /** The approver's own trip: another administrator decides it. */
  own: boolean;
  announce: (text: string) => void;
}

function RequestCard({ request, locale, byYou, own, announce }: CardProps) {
  const { t } = useTranslation('approvals');
  const { t: tp } = useTranslation('policy');
  const call = useStore($decisions)[request.id];
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const stateRef = useRef<HTMLParagraphElement>(null);
  const focusState = useRef(false);
  const id = useId();
  const intl = intlLocale(locale);
  const { booking, requester } = request;
  const name = fullName(requester);
  const waiting = request.state === 'Requested';
  const deciding = call?.kind === 'Deciding' ? call.decision : null;
  const serverCommentError = call?.kind === 'Failed' && call.reason === 'Comment' ? call.message : null;
  const fieldError = error ?? serverCommentError;

  // The buttons go once the request is decided: focus follows to its new state.
  useEffect(() => {
    if (focusState.current && request.state !== 'Requested') {
      focusState.current = false;
      stateRef.current?.focus();
    }
  }, [request.state]);

  async function decide(decision: ApprovalDecision) {
    const problem = commentProblem(decision, comment);
    if (problem) {
      setError(problem === 'Required' ? t('commentRequired') : t('commentTooLong', { max: APPROVAL_COMMENT_MAX }));
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    focusState.current = true;
    const result = await decideApproval(request.id, decision, comment);
    if (result === 'Decided') announce(t(`announce.${decision}`, { name, trip: booking.title }));
    else focusState.current = false;
    const after = $decisions.get()[request.id];
    if (after?.kind === 'Failed' && after.reason === 'Comment') fieldRef.current?.focus();
  }

  const reason = booking.reason;
  const reasonCode = reason ? tp(`reason.codes.${reason.code}`) : null;
  const errorId = `${id}-comment-error`;
  const hintId = `${id}-comment-hint`;
  return (
    <article className="card approval-card" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{name}</h3>
      <p className="muted approval-email">{requester.email}</p>
      <dl className="approval-facts">
        <dt>{t('trip')}</dt>
        <dd>
          {booking.title} <span className="badge">{t(`product.${booking.product}`)}</span>
        </dd>
        <dt>{t('dates')}</dt>
        <dd>{formatTripDates(booking.startDate, booking.endDate, locale)}</dd>
        <dt>{t('total')}</dt>
        <dd>{formatMoney(booking.totalMinor, intl)}</dd>
        {booking.verdict.kind !== 'NoPolicy' && (
          <>
            <dt>{t('policy')}</dt>
            <dd>
              <PolicyMark verdict={booking.verdict} intl={intl} />
            </dd>
          </>
        )}
        <dt>{t('reason')}</dt>
        <dd>
          {reasonCode === null ? t('noReason') : reason?.note ? t('reasonWithNote', { code: reasonCode, note: reason.note }) : reasonCode}
        </dd>
      </dl>
      {waiting ? (
        <>
          <p className="approval-deadline">{t('decideBy', { when: formatInstant(request.expiresAt, locale) })}</p>
          {own ? (
            <p className="notice">{t('ownRequest')}</p>
          ) : (
            <div className="approval-decide stack" aria-busy={deciding !== null}>
              <div className="field">
                <label htmlFor={`${id}-comment`}>{t('comment')}</label>
                <p id={hintId} className="muted approval-hint">
                  {t('commentHint')}
                </p>
                <textarea
                  ref={fieldRef}
                  id={`${id}-comment`}
                  rows={3}
                  maxLength={APPROVAL_COMMENT_MAX}
                  value={comment}
                  readOnly={deciding !== null}
                  aria-invalid={fieldError ? true : undefined}
                  aria-describedby={fieldError ? `${hintId} ${errorId}` : hintId}
                  onChange={(e) => {
                    setComment(e.target.value);
                    if (error) setError(null);
                  }}
                />
                {fieldError && (
                  <p id={errorId} className="field-error">
                    {fieldError}
                  </p>
                )}
              </div>
              {call?.kind === 'Failed' && call.reason !== 'Comment' && (
                <p className="notice notice-error" role="alert">
                  {call.reason === 'OwnRequest' ? t('ownRequest') : t('failed')}
                </p>
              )}
              <div className="approval-actions">
                <button type="button" className="button" disabled={deciding !== null} onClick={() => void decide('Approve')}>
                  {t('approve')}
                </button>
                <button type="button" className="button button-secondary" disabled={deciding !== null} onClick={() => void decide('Deny')}>
                  {t('deny')}
                </button>
              </div>
              {deciding && <Loading label={t(deciding === 'Approve' ? 'approving' : 'denying')} />}
            </div>
          )}
        </>
      ) : (
        <>
          <p ref={stateRef} tabIndex={-1} className={`approval-state approval-state-${request.state.toLowerCase()}`}>
            {decidedText(t, request, byYou, locale)}
          </p>
          {request.comment && !(byYou && request.state === 'Denied') && (
            <p className="muted">{t('decidedComment', { comment: request.comment })}</p>
          )}
        </>
      )}
    </article>
  );
}

function Queue({ locale, email }: { locale: Locale; email: string }) {
  const { t } = useTranslation('approvals');
  const list = useStore($approvals);
  const notice = useStore($approvalsNotice);
  const decidedHere = useStore($decidedHere);
  const [announcement, setAnnouncement] = useState('');

  let body;
  if (list.kind === 'Idle' || list.kind === 'Loading') body = <Loading />;
  else if (list.kind === 'Failed')
    body = <Failed message={list.network ? t('network') : t('loadFailed')} onRetry={() => void loadApprovals()} />;
  else {
    const waiting = list.requests.filter((r) => r.state === 'Requested' || decidedHere.includes(r.id));
    const decided = list.requests.filter((r) => !waiting.includes(r));
    const card = (r: ApprovalRequest) => (
      <li key={r.id}>
        <RequestCard
          request={r}
          locale={locale}
          byYou={decidedHere.includes(r.id)}
          own={r.requester.email.toLowerCase() === email.toLowerCase()}
          announce={setAnnouncement}
        />
      </li>
    );
    body = (
      <>
        <p className="lead">{t('intro')}</p>
        {notice !== null && (
          <p className="notice notice-error" role="alert">
            {notice || t('conflict')}
          </p>
        )}
        <section className="stack" aria-labelledby="approvals-waiting">
          <h2 id="approvals-waiting">{t('waiting')}</h2>
          {waiting.length === 0 ? (
            <div className="empty stack">
              <p>{t('empty')}</p>
              <p>
                <a href={localePath(locale, '/')}>{t('home')}</a>
              </p>
            </div>
          ) : (
            <ul className="approval-list">{waiting.map(card)}</ul>
          )}
        </section>
        {decided.length > 0 && (
          <section className="stack" aria-labelledby="approvals-decided">
            <h2 id="approvals-decided">{t('decided')}</h2>
            <ul className="approval-list">{decided.map(card)}</ul>
          </section>
        )}
      </>
    );
  }
  return (
    <>
      {body}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

function ApprovalsPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('approvals');
  const info = useAdminPage(loadApprovals);

  return (
    <div className="stack approvals">
      <h1>{t('title')}</h1>
      {info ? <Queue locale={locale} email={info.userInfo.email} /> : <Loading />}
    </div>
  );
}

/** The Trip approvals page (/approvals/): travel administrators only. */
export default function Approvals({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <ApprovalsPage locale={locale} />
    </I18nIsland>
  );
}
