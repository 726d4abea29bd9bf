import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { ErrorCode } from '../../lib/domain/shared/errors';
import { SIGN_IN_THROTTLE, type SessionInfo } from '../../lib/domain/profile/session';
import { retryAfterSeconds } from '../../lib/domain/shared/throttle';
import { tenantForCustomerType } from '../../lib/domain/shared/tenant';
import type { Clock } from '../clock';
import type { ChangeFeed } from '../db/change-feed';
import type { Db } from '../db/client';
import { appSecrets, businesses, policyTiers, sessions, signInAttempts, users } from '../db/schema';
import { ApiFailure } from '../http/errors';
import { decoyHash, verifyPassword } from './password';
import { Throttle, type ThrottleKey } from './throttle';
import { randomToken, TokenSigner } from './tokens';
import { corporateAccessCode } from '../../lib/domain/corporate/access';
import type { CorporateCode } from '../../lib/domain/shared/errors';

export type UserRow = typeof users.$inferSelect;
export interface AuthedSession {
  sessionId: string;
  user: UserRow;
  csrfToken: string;
  expiresAt: Date;
  isDelegated: boolean;
  /** The travel administrator a delegated session books for this user (null otherwise). */
  delegatedBy: string | null;
  forcedCode: string | null;
  /** What the user's and company's records stop them with (SPEC corporate codes), null for most. */
  accessCode: CorporateCode | null;
  /** The generation the session's current token carries (extendSession moves it on). */
  tokenGeneration: number;
}

/** The signing secret: configured, else one shared through the database by every server process. */
export async function loadSigningSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: 'jwt', value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  if (!row) throw new Error('signing secret missing after insert');
  return row.value;
}

/**
 * Sessions read recently. Every session or user write publishes its key on the
 * database's change feed, which reaches every server process (PGlite: this one;
 * PostgreSQL: LISTEN/NOTIFY), and each process drops what it cached. The cache
 * is used only while the feed is live, and entries also lapse after CACHE_MS.
 */
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;
const sessionKey = (id: string) => `session:${id}`;
/** The change-feed key that makes every process re-read a user's sessions and cached accounts. */
export const userKey = (id: string) => `user:${id}`;

/** The three counts a sign-in attempt adds to (SPEC §3 ExcessiveActivity; policies in the domain). */
export function signInKeys(email: string, clientAddress: string): ThrottleKey[] {
  return [
    { key: `signin:account-client:${email}|${clientAddress}`, policy: SIGN_IN_THROTTLE.accountFromClient },
    { key: `signin:account:${email}`, policy: SIGN_IN_THROTTLE.account },
    { key: `signin:client:${clientAddress}`, policy: SIGN_IN_THROTTLE.client },
  ];
}

export class SessionService {
  private readonly signer: TokenSigner;
  private readonly throttle: Throttle;
  private readonly cache = new Map<string, { session: AuthedSession; until: number }>();
  /** Bumped by every change heard, so a read that raced a change is not cached. */
  private generation = 0;
  constructor(
    private readonly db: Db,
    secret: string,
    private readonly ttlMinutes: number,
    private readonly now: Clock,
    private readonly changes?: ChangeFeed,
  ) {
    this.signer = new TokenSigner(secret, now);
    this.throttle = new Throttle(db, now);
    changes?.subscribe({
      change: (key) => {
        this.generation++;
        if (key.startsWith('session:')) this.cache.delete(key.slice('session:'.length));
        else if (key.startsWith('user:')) {
          const userId = key.slice('user:'.length);
          for (const [id, hit] of this.cache) if (hit.session.user.id === userId) this.cache.delete(id);
        }
      },
      lost: () => {
        this.generation++;
        this.cache.clear();
      },
    });
  }

  private async forget(sessionId: string): Promise<void> {
    this.cache.delete(sessionId);
    await this.changes?.publish(sessionKey(sessionId));
  }

  /** A user row changed (profile, default traveler…): sessions holding it must re-read it. */
  async userChanged(userId: string): Promise<void> {
    for (const [id, hit] of this.cache) if (hit.session.user.id === userId) this.cache.delete(id);
    await this.changes?.publish(userKey(userId));
  }

  /**
   * Checks the password under the sign-in throttles, opens a session. The attempt is counted
   * before the password is checked (and taken back if it was right), so parallel guesses are
   * counted one after another and the one past the limit waits, however many arrive at once.
   */
  async startSession(
    email: string,
    password: string,
    clientAddress: string,
  ): Promise<{ token: string; session: AuthedSession; isFirstSession: boolean }> {
    const keys = signInKeys(email, clientAddress);
    const outcome = await this.throttle.attempt(keys);
    if (outcome.kind === 'Throttled') {
      const seconds = retryAfterSeconds(outcome.retryAfterMs);
      throw new ApiFailure(
        429,
        ErrorCode.ExcessiveActivity,
        `Too many failed sign-in attempts. Wait ${seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}, then try again.`,
        { lockoutReason: 'ExcessiveActivity', retryAfterSeconds: seconds },
        { 'Retry-After': String(seconds) },
      );
    }
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    const ok = user ? await verifyPassword(password, user.passwordHash) : await verifyPassword(password, await decoyHash());
    await this.db.insert(signInAttempts).values({ email, succeeded: Boolean(user && ok), createdAt: this.now() });
    if (user && ok) {
      // The owner is in: the account's failures are forgotten; the client keeps its others.
      await this.throttle.reset(keys.filter((k) => k.key.startsWith('signin:account')).map((k) => k.key));
      await this.throttle.forgive(keys.filter((k) => k.key.startsWith('signin:client:')));
    } else {
      throw new ApiFailure(401, ErrorCode.InvalidCredentials, 'The email or password is incorrect.');
    }
    const [previous] = await this.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, user.id));
    const expiresAt = new Date(this.now().getTime() + this.ttlMinutes * 60_000);
    const csrfToken = randomToken();
    const [row] = await this.db.insert(sessions).values({ userId: user.id, csrfToken, expiresAt, createdAt: this.now() }).returning();
    if (!row) throw new Error('session insert returned nothing');
    const token = await this.signer.sign({ userId: user.id, sessionId: row.id, expiresAt, generation: row.tokenGeneration });
    return {
      token,
      isFirstSession: (previous?.n ?? 0) === 0,
      session: {
        sessionId: row.id,
        user,
        csrfToken,
        expiresAt,
        isDelegated: row.isDelegated,
        delegatedBy: null,
        forcedCode: null,
        accessCode: null,
        tokenGeneration: row.tokenGeneration,
      },
    };
  }

  /** A session of `user` started by their travel administrator `delegatedBy` (SPEC §6): it books as the user. */
  async startDelegatedSession(user: UserRow, delegatedBy: string): Promise<{ token: string; session: AuthedSession }> {
    const expiresAt = new Date(this.now().getTime() + this.ttlMinutes * 60_000);
    const csrfToken = randomToken();
    const [row] = await this.db
      .insert(sessions)
      .values({ userId: user.id, csrfToken, expiresAt, isDelegated: true, delegatedBy, createdAt: this.now() })
      .returning();
    if (!row) throw new Error('session insert returned nothing');
    const token = await this.signer.sign({ userId: user.id, sessionId: row.id, expiresAt, generation: row.tokenGeneration });
    return {
      token,
      session: {
        sessionId: row.id,
        user,
        csrfToken,
        expiresAt,
        isDelegated: true,
        delegatedBy,
        forcedCode: null,
        accessCode: null,
        tokenGeneration: row.tokenGeneration,
      },
    };
  }

  /** The live session a bearer token names, or null (bad token, revoked, expired). */
  async authenticate(token: string): Promise<AuthedSession | null> {
    const claims = await this.signer.verify(token);
    if (!claims) return null;
    const now = this.now();
    const useCache = this.changes?.isLive() ?? false;
    if (useCache && this.cache.has(claims.sessionId)) await this.changes?.settle();
    const hit = useCache ? this.cache.get(claims.sessionId) : undefined;
    const generation = this.generation;
    if (
      hit &&
      hit.until > now.getTime() &&
      hit.session.expiresAt > now &&
      hit.session.user.id === claims.userId &&
      hit.session.tokenGeneration === claims.generation
    ) {
      return hit.session;
    }
    const [row] = await this.db
      .select({
        s: sessions,
        u: users,
        b: { inBeta: businesses.inBeta, isLive: businesses.isLive, termsAcceptedAt: businesses.termsAcceptedAt },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(businesses, eq(businesses.id, users.businessId))
      .where(and(eq(sessions.id, claims.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, this.now())))
      .limit(1);
    if (!row || row.u.id !== claims.userId) return null;
    // A token an extendSession replaced: the session lives on under its newer token only.
    if (row.s.tokenGeneration !== claims.generation) return null;
    const session: AuthedSession = {
      sessionId: row.s.id,
      user: row.u,
      csrfToken: row.s.csrfToken,
      expiresAt: row.s.expiresAt,
      isDelegated: row.s.isDelegated,
      delegatedBy: row.s.delegatedBy,
      forcedCode: row.s.forcedCode,
      accessCode: corporateAccessCode(row.u, row.b),
      tokenGeneration: row.s.tokenGeneration,
    };
    if (useCache && generation === this.generation && this.changes?.isLive()) {
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      this.cache.set(session.sessionId, { session, until: now.getTime() + CACHE_MS });
    }
    return session;
  }

  async endSession(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: this.now() }).where(eq(sessions.id, sessionId));
    await this.forget(sessionId);
  }

  /**
   * Moves the expiry forward and answers a new token; the token that asked stops working (its
   * generation is passed). Two extends racing with one token: the second finds the generation
   * moved and answers 401, as a replayed old token would.
   */
  async extendSession(session: AuthedSession): Promise<{ token: string; session: AuthedSession }> {
    const expiresAt = new Date(this.now().getTime() + this.ttlMinutes * 60_000);
    const generation = session.tokenGeneration + 1;
    const moved = await this.db
      .update(sessions)
      .set({ expiresAt, tokenGeneration: generation })
      .where(and(eq(sessions.id, session.sessionId), eq(sessions.tokenGeneration, session.tokenGeneration)))
      .returning({ id: sessions.id });
    await this.forget(session.sessionId);
    if (moved.length === 0) throw new ApiFailure(401, ErrorCode.Unauthorized, 'Your session has ended. Sign in again to continue.');
    const token = await this.signer.sign({ userId: session.user.id, sessionId: session.sessionId, expiresAt, generation });
    return { token, session: { ...session, expiresAt, tokenGeneration: generation } };
  }

  async forceCode(sessionId: string, code: string | null): Promise<void> {
    await this.db.update(sessions).set({ forcedCode: code }).where(eq(sessions.id, sessionId));
    await this.forget(sessionId);
  }

  async isFirstSession(userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt))
      .limit(2);
    return rows.length <= 1;
  }

  /** SPEC §3 session info. */
  async sessionInfo(session: AuthedSession, isFirstSession: boolean): Promise<SessionInfo> {
    const u = session.user;
    let corporateInfo: SessionInfo['corporateInfo'] = null;
    if (u.customerType === 'Corporate' && u.businessId) {
      const [biz] = await this.db.select().from(businesses).where(eq(businesses.id, u.businessId));
      const [tier] = u.policyTierId ? await this.db.select().from(policyTiers).where(eq(policyTiers.id, u.policyTierId)) : [];
      if (biz) {
        corporateInfo = {
          permissions: { canViewUsers: u.canViewUsers, canViewAdmin: u.canViewAdmin },
          businessIsLive: biz.isLive,
          roles: u.roles,
          policyTier: tier?.policy ?? null,
          businessId: biz.id,
          businessName: biz.name,
          accountReferenceId: biz.accountReferenceId,
          businessLoyaltyPrograms: biz.loyaltyPrograms,
          defaultTravelerId: u.defaultTravelerId,
          hiddenTravelerIds: u.hiddenTravelerIds,
          hasSeenModalMap: u.hasSeenModalMap,
          cap1Role: u.cap1Role,
          companyCard:
            biz.companyCard && biz.accountReferenceId ? { accountReferenceId: biz.accountReferenceId, ...biz.companyCard } : null,
          centralBilling: biz.centralBilling ? { companyName: biz.name } : null,
        };
      }
    }
    return {
      userInfo: { firstName: u.firstName, lastName: u.lastName, email: u.email },
      isFirstSession,
      csrfToken: session.csrfToken,
      sessionExpiration: session.expiresAt.toISOString(),
      isDelegatedSession: session.isDelegated,
      userId: u.id,
      customerType: u.customerType,
      tenant: tenantForCustomerType(u.customerType),
      corporateInfo,
    };
  }
}
