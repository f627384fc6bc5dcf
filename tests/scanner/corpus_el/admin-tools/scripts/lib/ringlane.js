import { request } from 'undici';

const BASE = process.env.RINGLANE_BASE_URL ?? 'https://api.ringlane.com/api/public/v1';

export class RinglaneError extends Error {
  constructor(status, body) {
    super(`ringlane ${status}: ${body?.error ?? 'unknown error'}`);
    this.status = status;
    this.details = body?.details ?? [];
  }
}

export async function ringlane(method, path, { body, actingEmail } = {}) {
  const res = await request(`${BASE}${path}`, {
    method,
    headers: {
      'X-API-KEY': process.env.RINGLANE_API_KEY,
      'X-User-Email': actingEmail ?? process.env.RINGLANE_ADMIN_EMAIL,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.body.text();
  const json = text ? JSON.parse(text) : null;
  if (res.statusCode >= 400) throw new RinglaneError(res.statusCode, json);
  return json;
}
