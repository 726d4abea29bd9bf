// The flexible-date strip above the results: the days around the chosen departure, each with the
// price the results would show for the same trip leaving that day; a day links to that search.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { $stripPrices, loadStripPrices, stripKey, stripRequest, stripToday } from '../../../lib/client/flights/date-strip.store';
import type { Locale, TFunction } from '../../../lib/client/i18n';
import { localePath } from '../../../lib/client/locale';
import { searchOnDay, stripFor } from '../../../lib/domain/flights/date-strip';
import { formatWholePrice } from '../../../lib/domain/flights/fare-display';
import { toSearchParams, type FlightSearchParams } from '../../../lib/domain/flights/flight-search-params';
import { shortDay } from './format';

interface Props {
  search: FlightSearchParams;
  locale: Locale;
  intl: string;
  t: TFunction;
}

export function DateStrip({ search, locale, intl, t }: Props) {
  const titleId = useId();
  const today = stripToday();
  const days = useMemo(() => stripFor(search, today), [search, today]);
  const prices = useStore($stripPrices);
  const first = search.slices[0];
  const dayList = days.join();
  const request = useMemo(() => stripRequest(search, days), [search, days]);
  const list = useRef<HTMLUListElement>(null);
  // Where the strip scrolls sideways (a phone), the chosen day starts in its middle; the page never scrolls.
  useLayoutEffect(() => {
    const ul = list.current;
    const current = ul?.querySelector<HTMLElement>('[aria-current]')?.parentElement;
    if (ul && current && ul.scrollWidth > ul.clientWidth) ul.scrollLeft = current.offsetLeft - (ul.clientWidth - current.offsetWidth) / 2;
  }, [dayList]);
  useEffect(() => {
    void loadStripPrices(request);
  }, [request]);

  if (!first || days.length === 0) return null;
  const shopPage = localePath(locale, '/flights/shop/');
  const loaded = request && prices.key === stripKey(request) ? prices : null;

  return (
    <nav className="shop-strip" aria-labelledby={titleId}>
      <p id={titleId} className="shop-strip-title">
        <span className="shop-strong">{t('strip.title')}</span> <span className="shop-sub">{t('strip.note')}</span>
      </p>
      <ul className="shop-strip-days" ref={list}>
        {days.map((day) => {
          const lowest = loaded?.state === 'Success' ? loaded.lowest[day] : undefined;
          return (
            <li key={day}>
              <a
                className="shop-strip-day"
                href={`${shopPage}?${toSearchParams(searchOnDay(search, day)).toString()}`}
                aria-current={day === first.departureDate ? 'date' : undefined}
              >
                <span className="shop-strip-date">{shortDay(day, intl)}</span>
                {lowest === undefined ? (
                  // The price's place is kept while it loads (and stays blank if it cannot).
                  <span className="shop-strip-price" aria-hidden="true">
                    {loaded?.state === 'Failed' ? '–' : ' '}
                  </span>
                ) : (
                  <span className="shop-strip-price">{lowest === null ? t('strip.none') : formatWholePrice(lowest, intl)}</span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
