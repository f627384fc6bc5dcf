import http from 'node:http';

// Tiny stand-in for RingCove used by the e2e suite (global setup starts it on :9911 and
// RINGCOVE_HOST points here in CI).
let scenario = 'happy';

const lists = [
  { id: 'cl_renewals', name: 'Renewals Q3', contactCount: 41, updatedAt: '2024-03-02T10:00:00Z' },
  { id: 'cl_abandoned', name: 'Abandoned quotes', contactCount: 12, updatedAt: '2024-03-01T09:00:00Z' },
];

export function startMockRingCove(port = 9911) {
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/__scenario' && req.method === 'POST') {
      let buf = '';
      req.on('data', (c) => (buf += c));
      req.on('end', () => {
        scenario = JSON.parse(buf).name;
        send(200, { ok: true });
      });
      return;
    }
    if (!req.headers['x-api-key']) return send(401, { error: 'invalid api key' });
    if (scenario === 'api-disabled') return send(503, { error: 'API disabled on the server' });
    if (req.url?.startsWith('/api/public/v1/contact-lists/cl_renewals')) {
      return send(200, lists[0]);
    }
    if (req.url?.startsWith('/api/public/v1/contact-lists')) {
      return send(200, { data: lists });
    }
    send(404, { error: 'not found' });
  });
  return new Promise<http.Server>((resolve) => server.listen(port, () => resolve(server)));
}
