import express from 'express';
import { dialwaveWebhook } from '../webhooks/dialwave';
import { stripeWebhook } from '../webhooks/stripe';

const app = express();

app.post('/webhooks/dialwave', express.raw({ type: 'application/json' }), dialwaveWebhook);
app.post('/webhooks/stripe', express.raw({ type: 'application/json' }), stripeWebhook);
app.use(express.json());

// Our own API: the gateway injects the authenticated user
app.use('/api/v1', (req, res, next) => {
  const userId = req.header('X-User-Id');
  const email = req.header('X-User-Email');
  if (!userId) return res.status(400).json({ error: 'missing user' });
  res.locals.user = { id: userId, email };
  next();
});

app.get('/api/v1/saved-searches', (_req, res) => {
  if (!res.locals.user) return res.status(404).json({ error: 'user not found' });
  res.json([]);
});

app.listen(process.env.PORT ?? 3000);
