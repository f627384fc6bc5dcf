'use strict';

const Fastify = require('fastify');

function build(opts = {}) {
  const app = Fastify({
    logger: opts.logger ?? { level: process.env.LOG_LEVEL || 'info' },
    trustProxy: true,
  });

  app.register(require('@fastify/sensible'));
  app.register(require('@fastify/cookie'), { secret: process.env.SESSION_SECRET });
  app.register(require('./plugins/auth'));
  app.register(require('./routes/lists'), { prefix: '/api/lists' });
  app.register(require('./routes/webhooks'), { prefix: '/webhooks' });

  app.get('/healthz', async () => ({ ok: true }));

  app.setErrorHandler((err, req, reply) => {
    req.log.error(err);
    const status = err.statusCode || 500;
    reply.code(status).send({ error: status >= 500 ? 'internal error' : err.message });
  });

  return app;
}

if (require.main === module) {
  build()
    .listen({ port: Number(process.env.PORT || 8080), host: '0.0.0.0' })
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}

module.exports = { build };
