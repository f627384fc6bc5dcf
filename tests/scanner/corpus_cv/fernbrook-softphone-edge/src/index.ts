import type { Env } from './env';
import { verifyAccessJwt } from './access';
import { handleRingsteadWebhook } from './webhook';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);

    if (url.pathname === '/edge/webhooks/ringstead') {
      return handleRingsteadWebhook(request, env);
    }

    const claims = await verifyAccessJwt(request, env);
    if (!claims) return json({ error: 'forbidden' }, 403);

    // /edge/lists            -> GET  /contact-lists
    // /edge/lists/:id/dial   -> POST /contact-lists/:id/contacts
    const m = url.pathname.match(/^\/edge\/lists(?:\/([\w-]+)\/dial)?$/);
    if (!m) return json({ error: 'not found' }, 404);

    const upstreamPath = m[1] ? `/contact-lists/${m[1]}/contacts` : '/contact-lists';
    const cacheKey = `lists:${claims.email}`;
    if (!m[1] && request.method === 'GET') {
      const hit = await env.LIST_CACHE.get(cacheKey);
      if (hit) return new Response(hit, { headers: { 'content-type': 'application/json', 'x-cache': 'HIT' } });
    }

    const headers = new Headers({ 'content-type': 'application/json' });
    headers.set('x-api-key', env.RINGSTEAD_KEY);
    headers.set('x-user-email', claims.email);

    const upstream = await fetch(env.RINGSTEAD_BASE + upstreamPath, {
      method: request.method,
      headers,
      body: request.method === 'GET' ? undefined : await request.text(),
    });

    if (upstream.status === 502 || upstream.status === 503) {
      // IdP blip or API switched off on Ringstead's side: tell the softphone to fall back to manual dial
      return json({ error: 'calling_unavailable', retryAfter: 30 }, 503);
    }

    const text = await upstream.text();
    if (upstream.ok && !m[1] && request.method === 'GET') {
      ctx.waitUntil(env.LIST_CACHE.put(cacheKey, text, { expirationTtl: 60 }));
    }
    return new Response(text, { status: upstream.status, headers: { 'content-type': 'application/json' } });
  },
} satisfies ExportedHandler<Env>;
