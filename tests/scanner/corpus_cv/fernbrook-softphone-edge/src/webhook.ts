import type { Env } from './env';

const enc = new TextEncoder();

function toHex(buf: ArrayBuffer): string {
  return [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function handleRingsteadWebhook(request: Request, env: Env): Promise<Response> {
  const provided = request.headers.get('X-Ringstead-Signature');
  if (!provided) return new Response('missing signature', { status: 400 });

  const body = await request.text();
  const key = await crypto.subtle.importKey('raw', enc.encode(env.RINGSTEAD_WEBHOOK_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const expected = toHex(await crypto.subtle.sign('HMAC', key, enc.encode(body)));
  if (expected !== provided.toLowerCase()) return new Response('bad signature', { status: 401 });

  const evt = JSON.parse(body) as { type: string; ownerEmail?: string };
  if (evt.type.startsWith('list.') && evt.ownerEmail) {
    await env.LIST_CACHE.delete(`lists:${evt.ownerEmail}`);
  }
  return new Response(null, { status: 204 });
}
