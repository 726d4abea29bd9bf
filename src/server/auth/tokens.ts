import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

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
    return new SignJWT({ sid: claims.sessionId })
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
  private readonly verified = new Map<string, { userId: string; sessionId: string; expMs: number }>();

  /** Null for anything that is not a valid, unexpired token of ours. */
  async verify(token: string): Promise<{ userId: string; sessionId: string } | null> {
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.expMs > this.now().getTime()) return { userId: hit.userId, sessionId: hit.sessionId };
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], currentDate: this.now() });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(token, { userId: payload.sub, sessionId: payload.sid, expMs: payload.exp * 1000 });
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }
}

export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
