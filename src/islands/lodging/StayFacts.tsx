// A stay's facts wherever it shows (book, confirmation): check-in and check-out on the property's
// clock, the room and nights, the rate's terms, then the cancellation deadline in the property's
// zone and the Cancel for any reason cover. Strings: staybook `summary.*` and `stay.*`.
import type { ReactNode } from 'react';
import type { Locale, TFunction } from '../../lib/client/i18n';
import type { StayQuote } from '../../lib/client/lodging/booking.store';
import { money } from '../checkout/format';
import { formatClock, formatDay, formatLocalDeadline } from './shop/format';
import './stay-facts.css';

type Rate = Pick<StayQuote['rate'], 'cancelBy' | 'cancellation' | 'payment' | 'mealPlan'> & {
  refundable: { coveragePercentage: number; coverageAmount: number } | null;
};

export interface StayFactsProps {
  stay: {
    checkIn: string;
    checkOut: string;
    checkInTime: string;
    checkOutTime: string;
    roomName: string;
    nights: number;
    rate: Rate;
    timeZone: string;
  };
  locale: Locale;
  intl: string;
  t: TFunction;
  /** Rows between the room and the rate (the guests, the guest, loyalty, requests). */
  children?: ReactNode;
}

export function StayFacts({ stay, locale, intl, t, children }: StayFactsProps) {
  const { rate } = stay;
  const deadline = rate.cancelBy ? formatLocalDeadline(rate.cancelBy, locale) : null;
  return (
    <>
      <dl className="stay-facts">
        <div>
          <dt>{t('summary.checkIn')}</dt>
          <dd>{t('summary.dateTime', { date: formatDay(stay.checkIn, locale), time: formatClock(stay.checkInTime, locale) })}</dd>
        </div>
        <div>
          <dt>{t('summary.checkOut')}</dt>
          <dd>{t('summary.dateTimeUntil', { date: formatDay(stay.checkOut, locale), time: formatClock(stay.checkOutTime, locale) })}</dd>
        </div>
        <div>
          <dt>{t('summary.room')}</dt>
          <dd>
            {stay.roomName} · {t('summary.nights', { count: stay.nights })}
          </dd>
        </div>
        {children}
        <div>
          <dt>{t('summary.rate')}</dt>
          <dd>
            {t(`stay.mealPlan.${rate.mealPlan}`)} · {t(`stay.payment.${rate.payment}`)} ·{' '}
            {/* The refundable variant is not "fully refundable": its cover gives back a share (the line below). */}
            {rate.refundable ? t('stay.cancelForAnyReason') : t(`stay.cancellation.${rate.cancellation}`)}
          </dd>
        </div>
      </dl>
      {deadline && <p>{t('stay.cancelBy', { date: deadline, zone: stay.timeZone })}</p>}
      {rate.refundable && (
        <p>{t('stay.refundable', { coverage: rate.refundable.coveragePercentage, amount: money(rate.refundable.coverageAmount, intl) })}</p>
      )}
    </>
  );
}
