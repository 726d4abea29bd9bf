import type { Locale, TFunction } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import { chooseExchangeCard, confirmExchange, loadExchangeQuote, type ExchangeFlow } from '../../lib/client/exchange.store';
import { EXCHANGE_PATHS, exchangeQuery } from '../../lib/client/exchange-url';
import { I18nIsland } from '../ui/I18nIsland';
import { Loading } from '../ui/Status';
import { formatAmount } from '../trips/format';
import { Ending, Heading, Onward, SliceLine, isEnding, useExchangePage } from './parts';

type Quote = Extract<ExchangeFlow, { screen: 'Quote' }>;

/** The money of the change, line by line, ending with what the card pays now and what comes back as credit. */
function QuoteLines({ flow, locale, t }: { flow: Quote; locale: Locale; t: TFunction }) {
  const { lines } = flow.quote;
  const money = (minor: number) => formatAmount(minor, locale);
  const rows: [string, string][] = [
    [t('quote.fareDifference'), (lines.fareDifferenceMinor < 0 ? '−' : '') + money(Math.abs(lines.fareDifferenceMinor))],
  ];
  if (lines.changeFeeMinor > 0 || lines.chfarCoveredMinor === 0) rows.push([t('quote.changeFee'), money(lines.changeFeeMinor)]);
  if (lines.chfarCoveredMinor > 0) rows.push([t('quote.chfarCovered'), money(lines.chfarCoveredMinor)]);
  return (
    <dl className="exchange-lines">
      {rows.map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{amount}</dd>
        </div>
      ))}
      <div className="exchange-total">
        <dt>{t('quote.due')}</dt>
        <dd>{money(lines.dueMinor)}</dd>
      </div>
      {lines.creditMinor > 0 && (
        <div className="exchange-total">
          <dt>{t('quote.credit', { airline: flow.quote.creditAirline.name })}</dt>
          <dd>{money(lines.creditMinor)}</dd>
        </div>
      )}
    </dl>
  );
}

function Payment({ flow, locale, t }: { flow: Quote; locale: Locale; t: TFunction }) {
  if (flow.quote.lines.dueMinor === 0) return null;
  if (flow.quote.cardId) return <p className="muted">{t('quote.card')}</p>;
  if (flow.quote.billedTo) return <p className="muted">{t('quote.billed', { company: flow.quote.billedTo })}</p>;
  if (!flow.cards.length) {
    return (
      <p>
        {t('quote.noCard')} <a href={localePath(locale, '/profile/?section=payment-methods')}>{t('quote.cards')}</a>
      </p>
    );
  }
  return (
    <fieldset className="exchange-cards" disabled={flow.booking}>
      <legend>{t('quote.chooseCard')}</legend>
      {flow.cards.map((card) => (
        <label key={card.id}>
          <input type="radio" name="exchange-card" checked={flow.cardId === card.id} onChange={() => chooseExchangeCard(card.id)} />
          <span>{t('trips:addon.cardLabel', { brand: t(`trips:addon.brands.${card.brand}`), last4: card.lastFour })}</span>
        </label>
      ))}
    </fieldset>
  );
}

function QuoteView({ flow, locale, t }: { flow: Quote; locale: Locale; t: TFunction }) {
  const shop = localePath(locale, `${EXCHANGE_PATHS.shop}${exchangeQuery(flow.trip.id, flow.changes)}`);
  return (
    <div className="exchange-app stack">
      <Heading screen={flow.screen}>{t('quote.title')}</Heading>
      {flow.quote.changes.map((c) => (
        <section key={c.slice} className="exchange-compare" aria-label={t('quote.flight', { n: c.slice + 1 })}>
          <div className="is-before">
            <h2>{t('quote.before')}</h2>
            <SliceLine slice={c.before} locale={locale} t={t} />
          </div>
          <div>
            <h2>{t('quote.after')}</h2>
            <SliceLine slice={c.after} locale={locale} t={t} />
            <span className="muted">{c.fareShelf.shortBrandName}</span>
          </div>
        </section>
      ))}
      <QuoteLines flow={flow} locale={locale} t={t} />
      <Payment flow={flow} locale={locale} t={t} />
      {flow.failure && (
        <p className="notice" role="alert">
          {t(`quote.failure.${flow.failure}`)}
        </p>
      )}
      {flow.booking && <Loading label={t('quote.confirming')} />}
      <p className="exchange-actions">
        <button type="button" className="button" disabled={flow.booking} onClick={() => void confirmExchange()}>
          {flow.quote.lines.dueMinor > 0
            ? t('quote.confirmPay', { amount: formatAmount(flow.quote.lines.dueMinor, locale) })
            : t('quote.confirm')}
        </button>
        <a className="button button-secondary" href={shop}>
          {t('links.back')}
        </a>
      </p>
    </div>
  );
}

function ConfirmPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('exchange');
  const { flow, reload } = useExchangePage(({ id, changes, picks }) => loadExchangeQuote(id, changes, picks));
  if (isEnding(flow)) return <Ending flow={flow} loading={t('quoteLoading')} reload={reload} locale={locale} />;
  switch (flow.screen) {
    case 'Quote':
      return <QuoteView flow={flow} locale={locale} t={t} />;
    case 'ChangeRequested':
      return (
        <div className="exchange-app stack">
          <Heading screen={flow.screen}>{t('changed.title')}</Heading>
          <p>{t('changed.body', { number: flow.trip.confirmationNumber ?? '', email: flow.trip.contact.email })}</p>
          {flow.trip.slices.map((s, i) => (
            <p key={i}>
              <SliceLine slice={s} locale={locale} t={t} />
            </p>
          ))}
          <Onward locale={locale} t={t} />
        </div>
      );
    case 'ChangeFailed':
      return (
        <div className="exchange-app stack">
          <Heading screen={flow.screen}>{t('changeFailed.title')}</Heading>
          <p>{t('changeFailed.body')}</p>
          <Onward locale={locale} t={t}>
            <a className="button" href={localePath(locale, `${EXCHANGE_PATHS.shop}${exchangeQuery(flow.trip.id, flow.changes)}`)}>
              {t('changeFailed.again')}
            </a>
          </Onward>
        </div>
      );
    default:
      return null;
  }
}

/** /exchange/flight/confirm/: the change's price and the change itself (SPEC §2 exchange/flight/confirm). */
export default function ExchangeConfirm({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <ConfirmPage locale={locale} />
    </I18nIsland>
  );
}
