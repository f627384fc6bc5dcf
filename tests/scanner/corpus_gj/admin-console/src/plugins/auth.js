'use strict';

const fp = require('fastify-plugin');

// The admin console sits behind our oauth2-proxy, which injects the signed-in user's
// identity. We trust these headers only because the proxy strips client-supplied ones.
module.exports = fp(async function auth(app) {
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.url === '/healthz' || req.url.startsWith('/webhooks/')) return;
    const email = req.headers['x-user-email'];
    const userId = req.headers['x-user-id'];
    if (!email || !userId) {
      return reply.code(401).send({ error: 'not signed in' });
    }
    if (!email.endsWith('@brightwell.co')) {
      return reply.code(403).send({ error: 'forbidden' });
    }
    req.user = { email, id: userId };
  });
});
