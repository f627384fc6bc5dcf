import express from 'express';
import { config } from './config.js';
import { actingUser } from './middleware/actingUser.js';
import { errorHandler } from './middleware/errorHandler.js';
import { contactListsRouter } from './routes/contactLists.js';
import { callsRouter } from './routes/calls.js';
import { ringvaleWebhook } from './webhooks/ringvale.js';
import { stripeWebhook } from './webhooks/stripe.js';
import { logger } from './logger.js';

const app = express();

app.post('/webhooks/ringvale', express.raw({ type: 'application/json' }), ringvaleWebhook);
app.post('/webhooks/stripe', express.raw({ type: 'application/json' }), stripeWebhook);

app.use(express.json({ limit: '1mb' }));
app.get('/healthz', (_req, res) => res.json({ ok: true }));
app.use('/api/dialer', actingUser, contactListsRouter, callsRouter);
app.use(errorHandler);

app.listen(config.port, () => logger.info({ port: config.port }, 'dialer-bff listening'));
