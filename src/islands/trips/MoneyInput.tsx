import type { InputHTMLAttributes } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { currencyFirst } from './format';

/** A whole-dollar field with the dollar sign where the locale writes it; the label names the currency. */
export function MoneyInput({ locale, ...input }: { locale: Locale } & InputHTMLAttributes<HTMLInputElement>) {
  const sign = <span aria-hidden="true">$</span>;
  const first = currencyFirst(locale);
  return (
    <span className="money-input">
      {first && sign}
      <input type="number" inputMode="numeric" step={1} {...input} />
      {!first && sign}
    </span>
  );
}
