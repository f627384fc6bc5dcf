import express from 'express';
import { config } from './config';
import { logger } from './lib/logger';
import { actingUser } from './middleware/actingUser';
import { campaigns } from './routes/campaigns';
import { webhooks } from './routes/webhooks';

const app = express();

// webhooks need the raw body, mount before json()
app.use('/webhooks', webhooks);
app.use(express.json({ limit: '2mb' }));
app.use('/api/campaigns', actingUser, campaigns);

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  logger.error({ err }, 'unhandled');
  res.status(500).json({ error: 'internal error' });
});

app.listen(config.port, () => logger.info(`dialer-gateway on :${config.port}`));
