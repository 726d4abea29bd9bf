import { z } from '@hono/zod-openapi';
import {
  DeletePaymentMethodBodySchema,
  PaymentMethodListSchema,
  PaymentVerifyAnswerSchema,
  VaultCredentialsSchema,
  VerifyPaymentBodySchema,
} from '../../lib/domain/profile/payment-methods.schema';
import { TEST_CARD_ENDINGS, VERIFY_ATTEMPT_LIMIT, VERIFY_WINDOW_MS } from '../../lib/domain/profile/payment-methods';
import type { Api, Deps } from '../deps';
import { cardAccounts } from '../services/corporate';
import { deletePaymentMethod, listPaymentMethods, verifyPaymentMethod } from '../services/payment-methods';
import { authed, errors, json, jsonBody } from './define';

const cardNote =
  'Card numbers never come here: the hosted card form sends them to the vault, which answers a token. ' +
  'A body holding a card number is refused with 400 CardDataNotAccepted before any handler reads it.';

export function registerPayments(app: Api, d: Deps) {
  app.openapi(
    authed(d.auth, {
      method: 'put',
      path: '/v0/paymentMethods/list',
      summary: "The signed-in user's saved payment methods, newest first (empty body)",
      description: 'Each is a vault token’s description: brand, last four, expiry, the rewards account it belongs to. ' + cardNote,
      responses: { 200: json(PaymentMethodListSchema, 'Payment methods') },
    }),
    async (c) => c.json({ value: await listPaymentMethods(d.db, c.get('session').user.id) }, 200),
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/paymentMethods/delete',
      summary: 'Delete one of your payment methods; the vault forgets the card and its token stops working',
      request: jsonBody(DeletePaymentMethodBodySchema),
      responses: {
        200: json(z.object({}), 'Deleted'),
        400: errors[400],
        404: { description: "NotFound: no payment method of that id is the caller's (nothing changes)", content: errors[400].content },
      },
    }),
    async (c) => {
      await deletePaymentMethod(d.db, d.vault, c.get('session').user.id, c.req.valid('json').paymentId);
      return c.json({}, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'post',
      path: '/v0/paymentMethods/verify',
      summary: 'Verify a card the card form tokenized and save it for the matched rewards account (SPEC §4)',
      description:
        'The token must be one the vault issued; the account one of the caller’s rewards accounts; the card’s last four that ' +
        'account’s card (or one of its virtual cards when isVirtualCard). Outside production the test card endings ' +
        `${TEST_CARD_ENDINGS.join(', ')} belong to the caller’s first account. The vault then authorises zero: ` +
        'Success saves the card (verifying a token already saved by the caller answers that card again), CardDeclined and ' +
        `GenericError save nothing. More than ${VERIFY_ATTEMPT_LIMIT} attempts within ${VERIFY_WINDOW_MS / 60_000} minutes ` +
        'answer ExcessiveUserActivity with a Retry-After header, without calling the vault. ' +
        cardNote,
      request: jsonBody(VerifyPaymentBodySchema),
      responses: {
        200: json(PaymentVerifyAnswerSchema, 'The verify result; Success carries the saved payment method'),
        400: errors[400],
        404: {
          description: "NotFound: the account is not one of the caller's, or the token was saved by another user (nothing changes)",
          content: errors[400].content,
        },
        422: { description: "ValidationFailed: the card's last four are not the account's card", content: errors[400].content },
      },
    }),
    async (c) => {
      const { result, retryAt } = await verifyPaymentMethod(
        { ...d, testCards: d.config.env !== 'production', cardAccounts: () => cardAccounts(d, c.get('session').user) },
        c.get('session').user.id,
        c.req.valid('json'),
      );
      if (retryAt) c.header('Retry-After', String(Math.max(1, Math.ceil((retryAt.getTime() - d.now().getTime()) / 1000))));
      return c.json({ value: result }, 200);
    },
  );

  app.openapi(
    authed(d.auth, {
      method: 'get',
      path: '/v0/payments/spreedlyCredentials',
      summary: 'Where the hosted card form lives and the public environment key it tokenizes with',
      description:
        'The card form page is embedded in an iframe; the portal accepts its messages only from formOrigin. ' +
        'The environment key is public (it identifies the vault environment, it unlocks nothing).',
      responses: { 200: json(VaultCredentialsSchema, 'Vault credentials') },
    }),
    (c) => c.json(d.vault.credentials(), 200),
  );
}
