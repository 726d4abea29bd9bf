import { useState } from 'react';
import type { Locale, TFunction } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import { loadExchangeShop, pickFlight, reviewChange, unpickFlights, type ExchangeFlow } from '../../lib/client/exchange.store';
import { EXCHANGE_PATHS, exchangeQuery } from '../../lib/client/exchange-url';
import type { ExchangeOption } from '../../lib/domain/booking/exchange.schema';
import { I18nIsland } from '../ui/I18nIsland';
import { formatAmount } from '../trips/format';
import { Ending, Heading, formatDate, Onward, SliceLine, isEnding, useExchangePage } from './parts';

type Shop = Extract<ExchangeFlow, { screen: 'Shop' }>;

/** "+$120.00", "Same price" or "$40.00 less": the new flight against the booked one. */
export function differenceText(o: Pick<ExchangeOption, 'differenceMinor'>, locale: Locale, t: TFunction): string {
  if (o.differenceMinor === 0) return t('shop.same');
  const amount = formatAmount(Math.abs(o.differenceMinor), locale);
  return o.differenceMinor > 0 ? t('shop.more', { amount }) : t('shop.less', { amount });
}

type View = { nonstop: boolean; sort: 'departure' | 'price' };

/** The options to show, as indexes into the answer's (the picks keep those): nonstop only if asked, by departure or by price. */
export function shownOptions(options: readonly ExchangeOption[], view: View): number[] {
  const leaves = (o: ExchangeOption) => Date.parse(o.slice.segments[0]!.scheduledDeparture);
  return options
    .map((o, i) => ({ o, i }))
    .filter(({ o }) => !view.nonstop || o.slice.stops === 0)
    .sort((a, b) => (view.sort === 'price' ? a.o.priceMinor - b.o.priceMinor : 0) || leaves(a.o) - leaves(b.o))
    .map(({ i }) => i);
}

/** The slices whose chosen flight has stops: "Nonstop only" hides it. */
const hiddenPicks = (flow: Shop) =>
  flow.shop.slices.filter((s) => (s.options[flow.picks[s.slice] ?? -1]?.slice.stops ?? 0) > 0).map((s) => s.slice);

function SliceOptions({ flow, index, view, locale, t }: { flow: Shop; index: number; view: View; locale: Locale; t: TFunction }) {
  const s = flow.shop.slices[index]!;
  const shown = shownOptions(s.options, view);
  const booked = flow.trip.slices[s.slice]!;
  const missing = flow.error === String(s.slice);
  const legend = t('shop.for', { origin: s.origin, destination: s.destination, day: formatDate(s.departureDate, locale) });
  return (
    <section className="exchange-shop-slice stack" aria-labelledby={`shop-${s.slice}`}>
      <h2 id={`shop-${s.slice}`}>{legend}</h2>
      <div className="exchange-booked">
        <span className="exchange-tag">{t('shop.booked')}</span>
        <SliceLine slice={booked} locale={locale} t={t} />
      </div>
      {s.options.length === 0 ? (
        <p className="notice">{t('shop.none')}</p>
      ) : shown.length === 0 ? (
        <p className="notice">{t('shop.noNonstop')}</p>
      ) : (
        <fieldset className="exchange-options" aria-describedby={missing ? `pick-${s.slice}-error` : undefined}>
          <legend className="visually-hidden">{legend}</legend>
          <p className="muted exchange-count">{t('shop.count', { count: shown.length })}</p>
          {shown
            .map((i) => s.options[i]!)
            .map((o, n) => (
              <label key={`${o.itineraryId}-${o.fareId}`}>
                <input
                  type="radio"
                  name={`pick-${s.slice}`}
                  checked={flow.picks[s.slice] === shown[n]}
                  onChange={() => pickFlight(s.slice, shown[n]!)}
                />
                <SliceLine slice={o.slice} locale={locale} t={t} />
                <span className="exchange-price">
                  <strong className={o.differenceMinor < 0 ? 'is-less' : undefined}>{differenceText(o, locale, t)}</strong>
                  <span className="muted">{o.fareShelf.shortBrandName}</span>
                </span>
              </label>
            ))}
        </fieldset>
      )}
      {missing && (
        <span className="field-error" id={`pick-${s.slice}-error`}>
          {t('shop.pick', { origin: s.origin, destination: s.destination })}
        </span>
      )}
    </section>
  );
}

function ShopPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('exchange');
  const { flow, reload } = useExchangePage(({ id, changes }) => loadExchangeShop(id, changes));
  const [view, setView] = useState<View>({ nonstop: false, sort: 'departure' });
  if (isEnding(flow)) return <Ending flow={flow} loading={t('shopLoading')} reload={reload} locale={locale} />;
  if (flow.screen !== 'Shop' && flow.screen !== 'ShopRefused') return null;
  const back = localePath(locale, `${EXCHANGE_PATHS.start}${exchangeQuery(flow.trip.id, flow.screen === 'Shop' ? flow.changes : [])}`);
  const changeDates = (
    <a className="button button-secondary" href={back}>
      {t('shop.changeDates')}
    </a>
  );
  if (flow.screen === 'ShopRefused') {
    return (
      <div className="exchange-app stack">
        <Heading screen={flow.screen}>{t('shop.title')}</Heading>
        <p className="notice notice-error" role="alert">
          {t(`shopRefused.${flow.field}`)}
        </p>
        <Onward locale={locale} t={t}>
          {changeDates}
        </Onward>
      </div>
    );
  }
  const anyOptions = flow.shop.slices.every((s) => s.options.length > 0);
  return (
    <div className="exchange-app stack">
      <Heading screen={flow.screen}>{t('shop.title')}</Heading>
      <p className="muted">
        {flow.shop.chfarCovers
          ? t('fee.chfar')
          : flow.shop.fareChangeFeeMinor > 0
            ? t('fee.fee', { amount: formatAmount(flow.shop.fareChangeFeeMinor, locale) })
            : t('fee.none')}
      </p>
      <div className="exchange-tools">
        <label>
          <input
            type="checkbox"
            checked={view.nonstop}
            onChange={(e) => {
              const nonstop = e.currentTarget.checked;
              setView({ ...view, nonstop });
              if (nonstop) unpickFlights(hiddenPicks(flow));
            }}
          />
          {t('shop.nonstopOnly')}
        </label>
        <span className="exchange-sort">
          <label htmlFor="exchange-sort">{t('shop.sort')}</label>
          <select id="exchange-sort" value={view.sort} onChange={(e) => setView({ ...view, sort: e.currentTarget.value as View['sort'] })}>
            <option value="departure">{t('shop.byDeparture')}</option>
            <option value="price">{t('shop.byPrice')}</option>
          </select>
        </span>
      </div>
      {flow.shop.slices.map((s, i) => (
        <SliceOptions key={s.slice} flow={flow} index={i} view={view} locale={locale} t={t} />
      ))}
      <p className="exchange-actions">
        {anyOptions && (
          <button type="button" className="button" onClick={() => reviewChange((p) => localePath(locale, p))}>
            {t('shop.review')}
          </button>
        )}
        {changeDates}
      </p>
    </div>
  );
}

/** /exchange/flight/shop/: the new flights for each slice being changed (SPEC §2 exchange/flight/shop). */
export default function ExchangeShop({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <ShopPage locale={locale} />
    </I18nIsland>
  );
}
