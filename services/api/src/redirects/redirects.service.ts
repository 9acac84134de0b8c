import type { RouteRedirectLookup } from '@bolsos/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { RouteRedirect } from './entities/route-redirect.entity';

export function normalizePath(path: string): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 255) return null;
  let clean = path.split(/[?#]/)[0];
  try {
    clean = decodeURI(clean);
  } catch {
    return null;
  }
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

@Injectable()
export class RedirectsService {
  constructor(
    @InjectRepository(RouteRedirect) private readonly redirects: Repository<RouteRedirect>,
  ) {}

  async lookup(path: string): Promise<RouteRedirectLookup> {
    const clean = normalizePath(path);
    if (!clean) return { redirect: null };
    const candidates = [...new Set([clean, encodeURI(clean), `${clean}/`])];
    const row = await this.redirects.findOne({ where: { fromPath: In(candidates) } });
    if (!row) return { redirect: null };
    return { redirect: { to: row.to, status: row.status, external: /^https?:\/\//i.test(row.to) } };
  }
}
