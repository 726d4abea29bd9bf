// The emails of a rebooking request for our agents (MoveToQueue) or the airline (ReferToAirline):
// who has it and how soon they answer; when denied, why, and what is still open, in the language
// the traveler booked in. Each names its own route and never the other's; an Expired denial
// offers nothing more.
import { describe, expect, it } from 'vitest';
import type { RebookingRequest, RebookingRoute } from '../../../src/lib/domain/booking/rebooking-request';
import { renderRebookingDenied, renderRebookingRequested } from '../../../src/server/services/mail/render-rebooking-request';
import { ID_A, slice, trip } from '../islands/trips/booking-fixtures';

type Locale = 'en' | 'fr';
type Reason = NonNullable<RebookingRequest['reason']>;

const opts = { brand: 'Travel Portal', siteUrl: 'https://travel.example' };
// fr-CA groups with a narrow no-break space and sets the currency after a no-break space.
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const request = (over: Partial<RebookingRequest> = {}): RebookingRequest => ({
  route: 'MoveToQueue',
  state: 'Requested',
  preferredDate: '2026-12-10',
  timeOfDay: 'Evening',
  note: 'Traveling with a stroller',
  requestedAt: '2026-12-10T12:00:00.000Z',
  answerBy: '2026-12-10T12:30:00.000Z',
  decidedAt: null,
  reason: null,
  ...over,
});

/** A one-way JFK → LAX on a $400.00 base fare, cancelled by the airline, with this request. */
const requested = (locale: Locale, r: RebookingRequest | null) =>
  trip(ID_A, {
    locale,
    tripType: 'oneWay',
    slices: [slice('JFK', 'LAX', '2026-12-10')],
    protections: [{ product: 'DisruptionAssistance', priceMinor: 20_00 }],
    disruption: {
      kind: 'Cancellation',
      slice: 0,
      delayMinutes: null,
      detectedAt: '2026-12-10T10:00:00Z',
      state: 'Open',
      decidedAt: null,
      request: r,
    },
  });
const denied = (locale: Locale, route: RebookingRoute, reason: Reason) =>
  requested(locale, request({ route, state: 'Denied', reason, decidedAt: '2026-12-10T12:30:00.000Z' }));

/** Words only the other route's emails use. */
const otherRoute: Record<Locale, Record<RebookingRoute, RegExp>> = {
  en: { MoveToQueue: /airline|\bIt answers|\bit finds|2 hours/i, ReferToAirline: /agents|\bThey answer|they find|30 minutes/i },
  fr: { MoveToQueue: /compagnie|Elle répond|elle trouve|2 heures/i, ReferToAirline: /agents|Ils répondent|ils trouvent|30 minutes/i },
};

describe('the email that our agents or the airline have the request', () => {
  it.each<[Locale, RebookingRoute, string, string, string]>([
    [
      'en',
      'MoveToQueue',
      'We have your rebooking request QX7K2P',
      'Our agents have your rebooking request',
      'They answer within 30 minutes. If they find a seat, we book it at no cost and email you the new flight.',
    ],
    [
      'en',
      'ReferToAirline',
      'We have your rebooking request QX7K2P',
      'The airline has your rebooking request',
      'It answers within 2 hours. If it finds a seat, we email you the new flight; it costs you nothing.',
    ],
    [
      'fr',
      'MoveToQueue',
      'Nous avons votre demande de changement de vol QX7K2P',
      'Nos agents ont votre demande de changement de vol',
      'Ils répondent sous 30 minutes. S’ils trouvent une place, nous la réservons sans frais et vous envoyons le nouveau vol.',
    ],
    [
      'fr',
      'ReferToAirline',
      'Nous avons votre demande de changement de vol QX7K2P',
      'La compagnie a votre demande de changement de vol',
      'Elle répond sous 2 heures. Si elle trouve une place, nous vous envoyons le nouveau vol ; cela ne vous coûte rien.',
    ],
  ])('%s, %s: who has it and how soon they answer', (locale, route, subject, heading, answer) => {
    const m = renderRebookingRequested(requested(locale, request({ route })), opts);
    expect(m.subject).toBe(subject);
    const lines = m.text.split('\n');
    expect(lines[0]).toBe(heading);
    expect(spaces(lines[1]!)).toBe(locale === 'en' ? 'Confirmation number: QX7K2P' : 'Numéro de confirmation : QX7K2P');
    expect(lines[2]).toBe(locale === 'en' ? 'JFK to LAX' : 'JFK à LAX');
    expect(m.text).toContain(answer);
    expect(m.text).toContain(`https://travel.example${locale === 'en' ? '/trips/' : '/fr/trips/'}`);
    expect(m.html).toContain(`<html lang="${locale}">`);
    expect(m.html).toContain(`<h1>${heading}</h1>`);
    expect(m.html).toContain(`<p>${answer}</p>`);
    expect(`${m.subject}\n${m.text}\n${m.html}`).not.toMatch(otherRoute[locale][route]);
    // Neither a denial nor the refund: the request is only waiting.
    expect(m.text).not.toMatch(/No seat|Aucune place|\$|US/);
  });

  it('a trip whose request is no longer on it reads as our agents’', () => {
    expect(renderRebookingRequested(requested('en', null), opts).text.split('\n')[0]).toBe('Our agents have your rebooking request');
  });
});

describe('the email that the request was denied', () => {
  it.each<[Locale, RebookingRoute]>([
    ['en', 'MoveToQueue'],
    ['en', 'ReferToAirline'],
    ['fr', 'MoveToQueue'],
    ['fr', 'ReferToAirline'],
  ])('%s, %s, no seats: why, and the flights, another time and the base fare still open', (locale, route) => {
    const m = renderRebookingDenied(denied(locale, route, 'NoSeats'), opts);
    const text = spaces(m.text);
    if (locale === 'en') {
      expect(m.subject).toBe('No seat found for your rebooking request QX7K2P');
      expect(text.split('\n')[0]).toBe('No seat was free on a flight at the time you asked for');
      expect(text).toContain(
        'In Trips you can still choose another flight at no cost, ask for another time, or get your base fare back ($400.00).',
      );
    } else {
      expect(m.subject).toBe('Aucune place trouvée pour votre demande QX7K2P');
      expect(text.split('\n')[0]).toBe('Aucune place n’était libre sur un vol à l’heure demandée');
      expect(text).toContain(
        'Dans Voyages, vous pouvez encore choisir un autre vol sans frais, demander un autre horaire ou récupérer votre tarif de base (400,00 $ US).',
      );
    }
    expect(`${m.subject}\n${m.text}\n${m.html}`).not.toMatch(otherRoute[locale][route]);
    expect(m.html).toContain(`<html lang="${locale}">`);
    // What is still open is in the HTML too.
    expect(spaces(m.html)).toMatch(
      locale === 'en' ? /<p>In Trips you can still .*\(\$400\.00\)\.<\/p>/ : /<p>Dans Voyages, .*\(400,00 \$ US\)\.<\/p>/,
    );
  });

  it.each<[Locale, RebookingRoute, string]>([
    ['en', 'MoveToQueue', 'Your disruption assistance ended before an answer'],
    ['en', 'ReferToAirline', 'Your disruption assistance ended before an answer'],
    ['fr', 'MoveToQueue', 'Votre assistance en cas de perturbation a pris fin avant une réponse'],
    ['fr', 'ReferToAirline', 'Votre assistance en cas de perturbation a pris fin avant une réponse'],
  ])('%s, %s, expired: only the reason, nothing more offered', (locale, route, heading) => {
    const m = renderRebookingDenied(denied(locale, route, 'Expired'), opts);
    const lines = m.text.split('\n');
    expect(m.subject).toBe(
      locale === 'en' ? 'Your rebooking request QX7K2P was not answered in time' : 'Votre demande QX7K2P n’a pas reçu de réponse à temps',
    );
    expect(lines[0]).toBe(heading);
    expect(m.html).toContain(`<h1>${heading}</h1>`);
    // Heading, confirmation number, route, then straight to the Trips link: no body.
    expect(lines[3]).toBe('');
    expect(lines[4]).toBe('');
    expect(lines[5]).toMatch(/^(See your trip|Voir votre voyage)/);
    const all = spaces(`${m.text}\n${m.html}`);
    expect(all).not.toMatch(/another flight|another time|base fare|\$400|autre vol|autre horaire|tarif de base|400,00/i);
    expect(all).not.toMatch(/No seat was free|Aucune place n’était libre/);
    expect(m.html.match(/<p>/g)).toHaveLength(3);
  });

  it('a trip whose request lost its reason reads as no seats', () => {
    const m = renderRebookingDenied(requested('en', request({ state: 'Denied', reason: null })), opts);
    expect(m.text.split('\n')[0]).toBe('No seat was free on a flight at the time you asked for');
  });
});
