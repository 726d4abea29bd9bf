import { useStore } from '@nanostores/react';
import { useTranslation } from '../../../lib/client/i18n/react';
import { $contactInfo, loadContactInfo } from '../../../lib/client/profile/contact.store';
import { CallState } from '../../../lib/domain/shared/call-state';
import { Failed, Loading } from '../../ui/Status';
import './contact.css';

interface Props {
  /** The issuer's phone line, as shown to people (e.g. "1-800-555-0199"). */
  phone: string;
  issuerSiteUrl: string;
}

/** Dialable form of a phone number shown to people: digits and a leading +. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * SPEC §1/§2: contact information belongs to the issuer's account and is read-only here;
 * each value shows "-" when empty, and the note says where to change it.
 */
export default function ContactInfoTab({ phone, issuerSiteUrl }: Props) {
  const { t } = useTranslation('profile');
  const contact = useStore($contactInfo);

  let body;
  if (contact.state === CallState.NotCalled || contact.state === CallState.InProcess) {
    body = <Loading label={t('loading.contact')} />;
  } else if (contact.state === CallState.Failed) {
    body = <Failed message={t('contact.loadFailed')} onRetry={() => void loadContactInfo()} />;
  } else {
    const { phoneNumber, emailAddress } = contact.info;
    body = (
      <dl className="contact-details">
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd>{phoneNumber || t('contact.empty')}</dd>
        </div>
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>{emailAddress || t('contact.empty')}</dd>
        </div>
      </dl>
    );
  }

  const sitePhone = phone.trim();
  const site = issuerSiteUrl.trim();
  return (
    <div className="contact stack">
      {body}
      <div className="notice contact-note">
        <p>{t('contact.readOnly')}</p>
        {(site || sitePhone) && (
          <ul className="contact-ways">
            {site && (
              <li>
                <a href={site}>{t('contact.issuerWebsite')}</a>
              </li>
            )}
            {sitePhone && (
              <li>
                <a href={telHref(sitePhone)}>{t('contact.callIssuer', { phone: sitePhone })}</a>
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
