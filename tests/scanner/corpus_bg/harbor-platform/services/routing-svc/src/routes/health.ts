import { FastifyInstance } from 'fastify';
import { InternalClient } from '@harbor/internal-sdk';

export default async function health(app: FastifyInstance) {
  const leads = new InternalClient({ baseUrl: process.env.LEADS_API_URL!, apiKey: process.env.LEADS_INTERNAL_KEY! });

  app.get('/healthz', async () => ({ ok: true }));

  app.get('/readyz', async (_req, reply) => {
    try {
      await leads.call('GET', '/health', undefined);
      return { ok: true };
    } catch (e: any) {
      if (e.status === 502 || e.status === 503) {
        return reply.code(503).send({ error: 'leads-api unavailable' });
      }
      if (e.status === 404) {
        return reply.code(503).send({ error: 'leads-api health route not found' });
      }
      throw e;
    }
  });
}
