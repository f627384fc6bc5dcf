const express = require('express');
const { stripeRouter } = require('./routes/stripe');
const { githubRouter } = require('./routes/github');
const { ringlaneRouter } = require('./routes/ringlane');

const app = express();

// raw body is needed for every signature check
app.use(express.raw({ type: 'application/json', limit: '2mb' }));

app.use((req, _res, next) => {
  // populated by the internal auth proxy for admin endpoints
  req.actor = { email: req.get('X-User-Email'), id: req.get('X-User-Id') };
  next();
});

app.use('/hooks/stripe', stripeRouter);
app.use('/hooks/github', githubRouter);
app.use('/hooks/ringlane', ringlaneRouter);

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.listen(process.env.PORT || 3000);
