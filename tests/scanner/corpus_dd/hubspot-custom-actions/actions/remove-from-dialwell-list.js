// Removes a contact from every Dialwell list once its deal closes.
// Secret: DIALWELL_KEY   Inputs: phone, owner_email
const https = require('https');

const HOST = 'api.dialwell.io';
const PREFIX = '/api/public/v1';

function call(method, path, ownerEmail) {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: HOST,
        path: PREFIX + path,
        method,
        headers: {
          authorization: `Bearer ${process.env.DIALWELL_KEY}`,
          'x-user-email': ownerEmail,
          accept: 'application/json',
        },
      },
      (res) => {
        let raw = '';
        res.on('data', (c) => (raw += c));
        res.on('end', () => resolve({ status: res.statusCode, body: raw ? JSON.parse(raw) : null }));
      }
    );
    req.on('error', reject);
    req.end();
  });
}

exports.main = async (event, callback) => {
  const phone = encodeURIComponent(event.inputFields.phone);
  const owner = event.inputFields.owner_email;

  const lists = await call('GET', '/contact-lists?contains_phone=' + phone, owner);
  if (lists.status === 503) {
    // Dialwell admin turned the public API off; nothing to do
    return callback({ outputFields: { removed: 0, note: 'api_disabled' } });
  }
  if (lists.status !== 200) {
    throw new Error(`Dialwell ${lists.status}: ${lists.body && lists.body.error}`);
  }

  let removed = 0;
  for (const l of lists.body.data) {
    const r = await call('DELETE', `/contact-lists/${l.id}/contacts/${phone}`, owner);
    if (r.status === 204) removed++;
  }
  callback({ outputFields: { removed } });
};
