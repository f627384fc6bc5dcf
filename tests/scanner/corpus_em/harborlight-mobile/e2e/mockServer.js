// Tiny express server the Detox build points CALLBEAM_URL at.
const express = require('express');
const app = express();
app.use(express.json());

const scenario = process.env.MOCK_SCENARIO || 'happy';

app.get('/api/public/v1/contact-lists/:id', (req, res) => {
  if (scenario === 'dialer-503') {
    return res.status(503).json({ error: 'API disabled on the server' });
  }
  if (!req.get('x-user-email')) {
    return res.status(400).json({ error: 'missing x-user-email header' });
  }
  res.json({ id: req.params.id, name: 'E2E list', owner: 'e2e.rep@harborlightsolar.com', contact_count: 3 });
});

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.listen(9090, () => console.log('detox mock server on :9090'));
