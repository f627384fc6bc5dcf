import express from 'express';
import pino from 'pino-http';
import { callvaneWebhookRouter } from './routes/callvane.webhook';
import { stripeWebhookRouter } from './routes/stripe.webhook';
import { githubWebhookRouter } from './routes/github.webhook';
import { callvaneV2Router } from './routes/callvane-v2.webhook';

const app = express();
app.use(pino());

// Raw bodies are needed for every signature check, so no global express.json().
app.use('/webhooks/callvane', express.raw({ type: 'application/json' }), callvaneWebhookRouter);
app.use('/webhooks/callvane/v2', express.raw({ type: 'application/json' }), callvaneV2Router);
app.use('/webhooks/stripe', express.raw({ type: 'application/json' }), stripeWebhookRouter);
app.use('/webhooks/github', express.raw({ type: 'application/json' }), githubWebhookRouter);

app.get('/healthz', (_req, res) => res.json({ ok: true }));

const port = Number(process.env.PORT ?? 3100);
app.listen(port, () => console.log(`webhook-receiver listening on ${port}`));
