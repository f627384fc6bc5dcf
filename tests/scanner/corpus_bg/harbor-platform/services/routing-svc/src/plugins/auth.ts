import fp from 'fastify-plugin';

// routing-svc's own API: callers must present our x-api-key; user context is optional.
export default fp(async (app) => {
  const allowed = new Set((process.env.ROUTING_API_KEYS ?? '').split(',').filter(Boolean));
  app.addHook('onRequest', async (req, reply) => {
    if (req.url === '/healthz') return;
    const key = req.headers['x-api-key'];
    if (typeof key !== 'string' || !allowed.has(key)) {
      return reply.code(401).send({ error: 'unauthorized' });
    }
    req.log = req.log.child({ userId: req.headers['x-user-id'] ?? 'system' });
  });
});
