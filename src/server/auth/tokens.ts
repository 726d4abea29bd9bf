import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: Date;
  /** The session's token generation when signed: a later extendSession makes this token stale. */
  generation: number;
}
export type VerifiedToken = Omit<TokenClaims, 'expiresAt'>;

const VERIFIED_MAX = 10_000;

/** Signed bearer tokens (HS256). The session row, not the token, decides validity. */
export class TokenSigner {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly now: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, gen: claims.generation })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt(this.now())
      .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * Tokens already verified, with their expiry: a signature stays valid, so every
   * request of a session need not recompute the HMAC. Only valid tokens are kept,
   * so junk tokens cannot fill it.
   */
  private readonly verified = new Map<string, VerifiedToken & { expMs: number }>();

  /** Null for anything that is not a valid, unexpired token of ours. */
  async verify(token: string): Promise<VerifiedToken | null> {
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.expMs > this.now().getTime()) return { userId: hit.userId, sessionId: hit.sessionId, generation: hit.generation };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.now() });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      // Tokens signed before generations existed carry none: they are generation 0.
      const generation = payload.gen === undefined ? 0 : payload.gen;
      if (typeof generation !== 'number' || !Number.isInteger(generation)) return null;
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(token, { userId: payload.sub, sessionId: payload.sid, generation, expMs: payload.exp * 1000 });
      return { userId: payload.sub, sessionId: payload.sid, generation };
    } catch {
      return null;
    }
  }
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
