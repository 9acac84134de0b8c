import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes): strong, and quick enough for a login form.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Verifying against this when the e-mail is unknown keeps both answers equally slow. */
  private readonly dummy = argon2.hash('not-a-real-password', OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.dummy), password);
    } catch {
      return false;
    }
  }
}
