const crypto = require('crypto');
const hubspot = require('@hubspot/api-client');

function timingSafeEqualHex(a, b) {
  const ba = Buffer.from(a || '', 'hex');
  const bb = Buffer.from(b || '', 'hex');
  return ba.length === bb.length && crypto.timingSafeEqual(ba, bb);
}

// Dialwell posts call outcomes here; we log them as HubSpot calls.
exports.main = async (context) => {
  const raw = typeof context.body === 'string' ? context.body : JSON.stringify(context.body);
  const received = context.headers['x-dialwell-signature'];
  const expected = crypto.createHmac('sha256', process.env.DIALWELL_SIGNING_SECRET).update(raw).digest('hex');
  if (!timingSafeEqualHex(received, expected)) {
    return { statusCode: 401, body: { error: 'bad signature' } };
  }

  const evt = typeof context.body === 'string' ? JSON.parse(context.body) : context.body;
  if (evt.type !== 'call.completed') return { statusCode: 204 };

  const hs = new hubspot.Client({ accessToken: process.env.PRIVATE_APP_ACCESS_TOKEN });
  await hs.crm.objects.calls.basicApi.create({
    properties: {
      hs_timestamp: evt.data.ended_at,
      hs_call_duration: String(evt.data.duration * 1000),
      hs_call_disposition: evt.data.disposition,
      hs_call_body: `Dialwell call ${evt.data.id}`,
    },
  });
  return { statusCode: 204 };
};
