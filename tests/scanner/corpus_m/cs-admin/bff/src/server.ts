import express from 'express';
import { callListsRouter } from './routes/callLists.js';

const app = express();
app.use(express.json());

app.use((req, res, next) => {
  const email = req.header('x-user-email');
  if (!email?.endsWith('@parcelwise.com')) {
    return res.status(401).json({ error: 'not signed in' });
  }
  res.locals.agentEmail = email;
  next();
});

app.use('/api/call-lists', callListsRouter);
app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.listen(process.env.PORT ?? 3001);
