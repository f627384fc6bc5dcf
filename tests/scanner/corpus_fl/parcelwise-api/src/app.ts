import express from 'express';
import pinoHttp from 'pino-http';
import { logger } from './lib/logger';
import { actingUser } from './middleware/actingUser';
import { errorHandler } from './middleware/errorHandler';
import { campaignsRouter } from './routes/campaigns';
import { ringlaneWebhookRouter } from './routes/webhooks/ringlane';
import { stripeWebhookRouter } from './routes/webhooks/stripe';

export function buildApp() {
  const app = express();
  app.disable('x-powered-by');
  app.use(pinoHttp({ logger }));

  // webhooks need the raw body for signature checks
  app.use('/webhooks/ringlane', express.raw({ type: 'application/json' }), ringlaneWebhookRouter);
  app.use('/webhooks/stripe', express.raw({ type: 'application/json' }), stripeWebhookRouter);

  app.use(express.json({ limit: '2mb' }));
  app.get('/healthz', (_req, res) => res.json({ ok: true }));

  app.use('/api', actingUser);
  app.use('/api/campaigns', campaignsRouter);

  app.use(errorHandler);
  return app;
}
