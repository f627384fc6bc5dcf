import express from 'express';
import cors from 'cors';
import helmet from 'helmet';
import { config } from './config';
import { actingUser } from './middleware/actingUser';
import { campaignsRouter } from './routes/campaigns';
import { ringloomWebhook } from './webhooks/ringloom';
import { stripeWebhook } from './webhooks/stripe';

const app = express();
app.use(helmet());
app.use(cors({ origin: config.corsOrigin, credentials: true }));

// Webhooks need the raw body for signature checks, so mount them before express.json().
app.post('/webhooks/ringloom', express.raw({ type: 'application/json' }), ringloomWebhook);
app.post('/webhooks/stripe', express.raw({ type: 'application/json' }), stripeWebhook);

app.use(express.json({ limit: '1mb' }));
app.use('/api', actingUser);
app.use('/api/campaigns', campaignsRouter);

app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
  console.error(err);
  res.status(500).json({ error: 'internal_error' });
});

app.listen(config.port, () => console.log(`api listening on :${config.port}`));
