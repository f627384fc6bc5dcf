import express from 'express';
import { config } from './config';
import { logger } from './logger';
import { ringlioWebhookRouter } from './webhooks/ringlioWebhook';
import { githubWebhookRouter } from './webhooks/githubWebhook';
import { syncRouter } from './routes/sync';

const app = express();
app.use(ringlioWebhookRouter);
app.use(githubWebhookRouter);
app.use(express.json());
app.use('/sync', syncRouter);

app.get('/healthz', (_req, res) => res.json({ ok: true, ringlioV2: config.USE_RINGLIO_V2 }));

app.listen(config.PORT, () => logger.info(`dialer-sync listening on ${config.PORT}`));
