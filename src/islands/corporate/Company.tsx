// Company travel (/company/, SPEC §6): a travel administrator's read-only view of their company.
// Users: each with their role, policy tier and saved travelers (a ghost user has no traveler
// profile of their own), their travelers shown on demand; without canViewUsers, only themselves.
// Travel policies: every tier's rules, its approval process, and how many users book under it.
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import {
  $companyTiers,
  $companyUsers,
  $userTravelers,
  loadCompany,
  loadCompanyTiers,
  loadCompanyUsers,
  loadUserTravelers,
  type CompanyTier,
  type CompanyUser,
  type Traveler,
} from '../../lib/client/corporate/company.store';
import { intlLocale, type Locale, type TFunction } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { $config, adminPortalHref } from '../../lib/client/config.store';
import { bookAs } from '../../lib/client/corporate/delegate';
import { localePath } from '../../lib/client/locale';
import { $session } from '../../lib/client/session.store';
import type { CorporateInfo } from '../../lib/domain/profile/session.schema';
import { dateTimeFormat } from '../../lib/domain/shared/intl';
import { I18nIsland } from '../ui/I18nIsland';
import { Failed, Loading } from '../ui/Status';
import { TierRules } from './TierRules';
import './company.css';
import { useAdminPage } from './use-admin-page';

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** A birth date is a calendar date: formatted in UTC so it never shifts a day. */
const formatBirthDate = (date: string, locale: Locale) =>
  dateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(Date.parse(`${date}T00:00:00Z`));

/** The Capital One role when there is one, else the portal roles; names the page does not know show as they come. */
function roleText(t: TFunction, user: CompanyUser): string {
  const named = (role: string) => {
    const key = `users.roles.${role}`;
    const text = t(key);
    return text === key ? role : text;
  };
  return user.cap1Role ? named(user.cap1Role) : user.roles.map(named).join(', ');
}

function TravelerItem({ traveler, locale }: { traveler: Traveler; locale: Locale }) {
  const { t } = useTranslation('company');
  return (
    <li className="company-traveler">
      <span className="company-traveler-name">{`${traveler.givenName} ${traveler.surname}`.trim()}</span>
      <span className="muted">{t('travelers.bornOn', { date: formatBirthDate(traveler.dateOfBirth, locale) })}</span>
      {traveler.isDefaultProfile && <span className="badge">{t('travelers.default')}</span>}
      {traveler.isPrivateProfile && <span className="badge">{t('travelers.private')}</span>}
    </li>
  );
}

function Travelers({ user, locale, id }: { user: CompanyUser; locale: Locale; id: string }) {
  const { t } = useTranslation('company');
  const state = useStore($userTravelers)[user.id];
  let body;
  if (!state || state.kind === 'Loading') body = <Loading label={t('travelers.loading')} />;
  else if (state.kind === 'Failed')
    body = (
      <Failed
        message={state.notFound ? t('travelers.notFound') : state.network ? t('network') : t('travelers.failed')}
        onRetry={state.notFound ? undefined : () => void loadUserTravelers(user.id)}
      />
    );
  else if (state.travelers.length === 0) body = <p className="muted">{t('travelers.empty')}</p>;
  else
    body = (
      <ul className="company-travelers" aria-label={t('travelers.label', { name: fullName(user) })}>
        {state.travelers.map((traveler) => (
          <TravelerItem key={traveler.id} traveler={traveler} locale={locale} />
        ))}
      </ul>
    );
  return (
    <div id={id} className="company-travelers-panel">
      {body}
    </div>
  );
}

function UserCard({ user, locale, canBookFor, isSelf }: { user: CompanyUser; locale: Locale; canBookFor: boolean; isSelf: boolean }) {
  const { t } = useTranslation('company');
  const [open, setOpen] = useState(false);
  const [booking, setBooking] = useState<'Idle' | 'Starting' | 'Failed'>('Idle');
  const id = useId();
  const name = fullName(user);
  const toggle = () => {
    if (!open) void loadUserTravelers(user.id);
    setOpen(!open);
  };
  return (
    <article className="card company-user" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{name}</h3>
      <dl>
        <dt>{t('users.email')}</dt>
        <dd className="company-email">{user.email}</dd>
        <dt>{t('users.role')}</dt>
        <dd>{roleText(t, user)}</dd>
        <dt>{t('users.policy')}</dt>
        <dd>{user.policyTierName ?? t('users.noPolicy')}</dd>
      </dl>
      <p className="company-badges">
        {isSelf && <span className="badge badge-you">{t('users.you')}</span>}
        {user.isGhostUser && <span className="badge">{t('users.ghost')}</span>}
        <span className="badge">
          {t('users.travelers', { count: user.travelers })}
          {user.hiddenTravelers > 0 && ` · ${t('users.private', { count: user.hiddenTravelers })}`}
        </span>
      </p>
      <div className="company-actions">
        <button
          type="button"
          className="button button-secondary company-toggle"
          aria-expanded={open}
          aria-controls={open ? `${id}-travelers` : undefined}
          onClick={toggle}
        >
          {open ? t('travelers.hide') : t('travelers.show')}
          <span className="visually-hidden"> {name}</span>
          <span className="chevron" aria-hidden="true" />
        </button>
        {canBookFor && (
          <button
            type="button"
            className="button company-book-for"
            aria-disabled={booking === 'Starting' || undefined}
            onClick={() => {
              if (booking === 'Starting') return;
              setBooking('Starting');
              // SPEC §6 delegated session: the page is left as this user, or the failure is told here.
              bookAs(user.id).catch(() => setBooking('Failed'));
            }}
          >
            {t('users.bookFor', { name })}
          </button>
        )}
      </div>
      {booking === 'Failed' && <p role="alert">{t('users.bookForFailed')}</p>}
      {open && <Travelers user={user} locale={locale} id={`${id}-travelers`} />}
    </article>
  );
}

function Users({ locale }: { locale: Locale }) {
  const { t } = useTranslation('company');
  const list = useStore($companyUsers);
  const session = useStore($session);
  const selfId = session.kind === 'SignedIn' ? session.info.userId : null;
  let body;
  if (list.kind === 'Idle' || list.kind === 'Loading') body = <Loading />;
  else if (list.kind === 'Failed')
    body = <Failed message={list.network ? t('network') : t('users.failed')} onRetry={() => void loadCompanyUsers()} />;
  else
    body = (
      <>
        {!list.allUsers && <p className="notice">{t('users.onlyYou')}</p>}
        {list.users.length === 0 ? (
          <p className="empty">{t('users.empty')}</p>
        ) : (
          <ul className="company-list company-users">
            {/* Her own card first, marked "You": in a company's long list she finds herself at once. */}
            {[...list.users]
              .sort((a, b) => Number(b.id === selfId) - Number(a.id === selfId))
              .map((user) => (
                <li key={user.id}>
                  <UserCard user={user} locale={locale} canBookFor={list.allUsers && user.id !== selfId} isSelf={user.id === selfId} />
                </li>
              ))}
          </ul>
        )}
      </>
    );
  return (
    <section className="stack" aria-labelledby="company-users">
      <h2 id="company-users">{t('users.title')}</h2>
      {body}
    </section>
  );
}

function TierCard({ entry, locale }: { entry: CompanyTier; locale: Locale }) {
  const { t } = useTranslation('company');
  const id = useId();
  return (
    <article className="card stack company-tier" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{entry.tier.name}</h3>
      {entry.isInactive && <p className="notice">{t('tiers.inactive')}</p>}
      <p className="muted">{t('tiers.users', { count: entry.users })}</p>
      <dl>
        <dt>{t('tiers.approval')}</dt>
        <dd>{entry.approvalProcess === '24hr_review' ? t('tiers.approval24hr') : t('tiers.approvalAuto')}</dd>
      </dl>
      <TierRules tier={entry.tier} locale={locale} level={4} sectionClassName="stack company-tier-rules" />
    </article>
  );
}

function Tiers({ locale }: { locale: Locale }) {
  const { t } = useTranslation('company');
  const list = useStore($companyTiers);
  let body;
  if (list.kind === 'Idle' || list.kind === 'Loading') body = <Loading />;
  else if (list.kind === 'Failed')
    body = <Failed message={list.network ? t('network') : t('tiers.failed')} onRetry={() => void loadCompanyTiers()} />;
  else if (list.tiers.length === 0) body = <p className="empty">{t('tiers.empty')}</p>;
  else
    body = (
      <ul className="company-list">
        {list.tiers.map((entry) => (
          <li key={entry.tier.id}>
            <TierCard entry={entry} locale={locale} />
          </li>
        ))}
      </ul>
    );
  return (
    <section className="stack" aria-labelledby="company-tiers">
      <h2 id="company-tiers">{t('tiers.title')}</h2>
      {body}
    </section>
  );
}

/**
 * How the company pays, from the session (its card, or central billing): what its travelers meet at
 * checkout. It is set in the admin portal, so the section says where to change it.
 */
function CompanyPayment({ corporate }: { corporate: CorporateInfo }) {
  const { t } = useTranslation('company');
  const admin = adminPortalHref(useStore($config));
  const { centralBilling, companyCard, businessName } = corporate;
  return (
    <section className="card stack company-payment" aria-labelledby="company-payment">
      <h2 id="company-payment">{t('payment.title')}</h2>
      <p>
        {centralBilling
          ? t('payment.invoice', { company: centralBilling.companyName })
          : companyCard
            ? t('payment.card', { card: companyCard.productDisplayName, lastFour: companyCard.lastFour })
            : t('payment.own', { company: businessName })}
      </p>
      {admin && (
        <p>
          {t('payment.change')} <a href={admin}>{t('payment.adminPortal')}</a>.
        </p>
      )}
    </section>
  );
}

function CompanyPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('company');
  const info = useAdminPage(loadCompany);

  return (
    <div className="stack company">
      <h1>{t('title')}</h1>
      {info ? (
        <>
          <nav aria-label={t('links')}>
            <a href={localePath(locale, '/approvals/')}>{t('approvals')}</a>
          </nav>
          <p className="lead">{t('intro')}</p>
          {info.corporateInfo && <CompanyPayment corporate={info.corporateInfo} />}
          <Users locale={locale} />
          <Tiers locale={locale} />
        </>
      ) : (
        <Loading />
      )}
    </div>
  );
}

/** The Company travel page (/company/): travel administrators only. */
export default function Company({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <CompanyPage locale={locale} />
    </I18nIsland>
  );
}
