import { useState, type MouseEvent } from 'react';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import { rememberRatePolicy } from '../../../lib/client/lodging/rate-policy';
import { platform } from '../../../lib/client/platform';
import type { PolicyBreach } from '../../../lib/domain/corporate/policy.schema';
import type { Room, RoomProduct } from '../../../lib/domain/lodging/lodging.schema';
import { bookHref, fewLeft, nightsOf, type StayQuery, type StayShopMode } from '../../../lib/domain/lodging/stay-shop';
import { formatStayPrice } from '../../favorites/format';
import { OutOfPolicyDialog } from '../../ui/OutOfPolicyDialog';
import { PolicyMark } from '../../ui/PolicyMark';
import { formatLocalDeadline } from './format';

interface Props {
  rooms: Room[];
  lodgingId: string;
  stay: StayQuery;
  mode: StayShopMode;
  locale: Locale;
}

/**
 * Every room with its rate products; a rate's "Reserve" is a link to the family's book page. A
 * corporate traveler's rates carry their policy mark, and an out-of-policy one asks first (SPEC §8):
 * "Change selection" leaves the rooms as they were.
 */
export function Rooms({ rooms, lodgingId, stay, mode, locale }: Props) {
  const { t } = useTranslation('staysshop');
  const [outOfPolicy, setOutOfPolicy] = useState<{ href: string; breaches: readonly PolicyBreach[] } | null>(null);

  function reserve(e: MouseEvent<HTMLAnchorElement>, room: Room, p: RoomProduct, href: string) {
    // The book page finds the rate's verdict for this very choice (its reason is asked there).
    const { checkIn, checkOut, guests } = stay;
    rememberRatePolicy({ lodgingId, roomId: room.roomId, rateId: p.rateId, checkIn, checkOut, guests }, p.policy);
    // A link opened in another tab or window goes as asked: its checkout still asks the reason.
    if (p.policy?.kind !== 'OutOfPolicy' || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    setOutOfPolicy({ href, breaches: p.policy.breaches });
  }

  return (
    <>
      <ul className="stay-rooms">
        {rooms.map((room) => (
          <li key={room.roomId} className="stay-room">
            <h3>{room.name}</h3>
            <p className="stay-room-facts">
              <span>{room.beds.map((b) => t(`bed.${b.type}`, { count: b.count })).join(', ')}</span>
              <span>{t('room.sleeps', { count: room.maxOccupancy })}</span>
              {room.areaSqm > 0 && <span>{t('room.area', { area: room.areaSqm })}</span>}
            </p>
            {room.roomsLeft === 0 ? (
              <p className="stay-room-left">{t('room.soldOut')}</p>
            ) : (
              fewLeft(room.roomsLeft) && <p className="stay-room-left">{t('room.left', { count: room.roomsLeft })}</p>
            )}
            <ul className="stay-rates" aria-label={t('room.rates', { room: room.name })}>
              {room.products.map((p) => (
                <li key={p.rateId} className={p.variant === 'RefundableRoom' ? 'stay-rate stay-rate-cfar' : 'stay-rate'}>
                  <Rate
                    product={p}
                    room={room}
                    href={
                      room.roomsLeft > 0
                        ? localePath(locale, bookHref(mode, { lodgingId, roomId: room.roomId, rateId: p.rateId }, stay))
                        : null
                    }
                    nights={nightsOf(stay)}
                    locale={locale}
                    onReserve={(e, href) => reserve(e, room, p, href)}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {outOfPolicy && (
        <OutOfPolicyDialog
          breaches={outOfPolicy.breaches}
          intl={intlLocale(locale)}
          onContinue={() => {
            setOutOfPolicy(null);
            platform().navigate(outOfPolicy.href);
          }}
          onChange={() => setOutOfPolicy(null)}
        />
      )}
    </>
  );
}

function Rate({
  product: p,
  room,
  href,
  nights,
  locale,
  onReserve,
}: {
  product: RoomProduct;
  room: Room;
  href: string | null;
  nights: number;
  locale: Locale;
  onReserve: (e: MouseEvent<HTMLAnchorElement>, href: string) => void;
}) {
  const { t } = useTranslation('staysshop');
  const money = (minor: number) => formatStayPrice(minor, locale);
  const deadline = p.cancelBy ? formatLocalDeadline(p.cancelBy, locale) : null;
  const cfar = p.variant === 'RefundableRoom' && p.refundable ? p.refundable : null;
  let cancellation: string;
  if (cfar) cancellation = t('rate.cfarCancel', { percent: cfar.coveragePercentage, amount: money(cfar.coverageAmount) });
  else if (p.cancellation === 'FullyRefundable') cancellation = deadline ? t('rate.freeUntil', { date: deadline }) : t('rate.free');
  else if (p.cancellation === 'PartiallyRefundable')
    cancellation = deadline ? t('rate.partialUntil', { date: deadline }) : t('rate.partial');
  else if (p.cancellation === 'NonRefundable') cancellation = t('rate.nonRefundable');
  else cancellation = t('rate.unknownPolicy');
  const title = cfar ? t('rate.cfarTitle') : t(`meal.${p.mealPlan}`);
  // Two rates of a room often share a meal plan: the link's name says what sets this one apart.
  const short = cfar
    ? t(`meal.${p.mealPlan}`)
    : p.cancellation === 'FullyRefundable'
      ? t('rate.free')
      : p.cancellation === 'PartiallyRefundable'
        ? t('rate.partial')
        : p.cancellation === 'NonRefundable'
          ? t('rate.nonRefundable')
          : t('rate.unknownPolicy');

  return (
    <>
      <div className="stay-rate-terms">
        <p className="stay-rate-title">{title}</p>
        {cfar && <p>{t(`meal.${p.mealPlan}`)}</p>}
        <p className={p.cancellation === 'NonRefundable' && !cfar ? 'muted' : 'stay-rate-good'}>{cancellation}</p>
        {cfar && (
          <p>
            {t('rate.cfarPremium', { price: money(cfar.perNightPremium) })}{' '}
            <a href={localePath(locale, '/terms/cancel-for-any-reason/')}>{t('rate.cfarTerms')}</a>
          </p>
        )}
        <p className="muted">{t(`payment.${p.payment}`)}</p>
      </div>
      <div className="stay-rate-price">
        <p className="stay-rate-night">{t('rate.perNight', { price: money(p.perNightSellRate) })}</p>
        {p.policy && p.policy.kind !== 'NoPolicy' && (
          <p>
            <PolicyMark verdict={p.policy} intl={intlLocale(locale)} />
          </p>
        )}
        {p.complimentaryNightMinor !== null && p.complimentaryNightMinor > 0 && (
          <p className="stay-rate-free-night">
            {t('rate.freeNight', { amount: money(p.complimentaryNightMinor) })}{' '}
            <a href={localePath(locale, '/terms/complimentary-night/')}>{t('rate.freeNightTerms')}</a>
          </p>
        )}
        <p>{t('rate.total', { total: money(p.tripTotal), count: nights })}</p>
        <p className="muted">{t('rate.taxes', { taxes: money(p.taxesAndFees) })}</p>
        {href ? (
          <a
            className="button"
            href={href}
            onClick={(e) => onReserve(e, href)}
            aria-label={t('rate.reserveLabel', { room: room.name, rate: title, terms: short, total: money(p.tripTotal) })}
          >
            {t('rate.reserve')}
          </a>
        ) : null}
      </div>
    </>
  );
}
