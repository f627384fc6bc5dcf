import { Pool } from 'undici';
import { ringlaneConfig as cfg } from './config.js';
import { RinglaneFailure, RinglaneHttpError } from './types.js';

const pool = new Pool(cfg.origin, { connections: cfg.connections, keepAliveTimeout: 10_000 });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export async function ringlaneRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  opts: { actingUserId?: string } = {},
): Promise<T> {
  const res = await pool.request({
    method,
    path: `${cfg.basePath}${path}`,
    headers: {
      'content-type': 'application/json',
      'X-API-Key': cfg.apiKey,
      'X-User-Id': opts.actingUserId ?? cfg.serviceUserId,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    headersTimeout: 10_000,
    bodyTimeout: 30_000,
  });

  if (res.statusCode === 204) {
    await res.body.dump();
    return undefined as T;
  }

  const text = await res.body.text();
  if (res.statusCode >= 400) {
    let parsed: RinglaneFailure | undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    throw new RinglaneHttpError(res.statusCode, parsed, method, path);
  }
  return JSON.parse(text) as T;
}

export const closeRinglanePool = () => pool.close();
