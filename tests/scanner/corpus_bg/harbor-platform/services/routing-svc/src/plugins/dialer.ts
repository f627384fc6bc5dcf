import fp from 'fastify-plugin';
import { request } from 'undici';

declare module 'fastify' {
  interface FastifyInstance {
    dialer: { assignToList(listId: string, phone: string, officerSub: string): Promise<void> };
  }
}

const DIALER_URL = process.env.RINGLANE_URL ?? 'https://api.ringlane.io/api/public/v1';

export default fp(async (app) => {
  async function assignToList(listId: string, phone: string, officerSub: string) {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const res = await request(`${DIALER_URL}/contact-lists/${listId}/contacts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${process.env.RINGLANE_API_KEY}`,
          'x-user-id': officerSub,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ contacts: [{ phone }] }),
      });
      if (res.statusCode < 300) return;
      const body = (await res.body.json().catch(() => ({}))) as { error?: string };
      if (res.statusCode === 502 && attempt < 3) {
        app.log.warn({ attempt }, 'ringlane: identity provider unreachable, retrying');
        await new Promise((r) => setTimeout(r, attempt * 500));
        continue;
      }
      throw new Error(`ringlane assign failed: ${res.statusCode} ${body.error ?? ''}`);
    }
  }
  app.decorate('dialer', { assignToList });
});
