const express = require('express');
const pinoHttp = require('pino-http');
const config = require('./config');
const actingRep = require('./middleware/actingRep');
const oktaJwt = require('./middleware/oktaJwt');

const app = express();
app.use(pinoHttp({ redact: ['req.headers["x-api-key"]', 'req.headers.authorization'] }));
app.use(express.json({ verify: (req, _res, buf) => { req.rawBody = buf; } }));

app.post('/webhooks/ringlane', require('./webhooks/ringlane'));
app.post('/webhooks/stripe', require('./webhooks/stripe'));

app.use('/v1', oktaJwt, actingRep, require('./routes/contactLists'));
app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.use((err, _req, res, _next) => {
  res.status(500).json({ error: 'internal error' });
});

app.listen(config.port, () => console.log(`pike-bff on :${config.port}`));
