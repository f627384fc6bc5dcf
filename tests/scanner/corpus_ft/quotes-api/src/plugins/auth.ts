import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    user: { id: string; email: string };
  }
}

// Requests reach us through the internal gateway, which has already validated the
// session cookie and forwards the identity in these headers.
export default fp(async (app) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.routeOptions.url === '/healthz') return;
    const id = req.headers['x-user-id'];
    const email = req.headers['x-user-email'];
    if (typeof id !== 'string' || typeof email !== 'string') {
      return reply.code(401).send({ error: 'missing identity headers' });
    }
    req.user = { id, email };
  });
});
