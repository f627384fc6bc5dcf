const crypto = require('crypto');

// Validates HubSpot's own webhook signature (v3) for the CRM card callbacks.
exports.verifyHubSpotV3 = ({ method, uri, body, headers }) => {
  const signature = headers['x-hubspot-signature-v3'];
  const timestamp = Number(headers['x-hubspot-request-timestamp']);
  if (!signature || Date.now() - timestamp > 5 * 60 * 1000) return false;
  const base = `${method}${uri}${body}${timestamp}`;
  const digest = crypto.createHmac('sha256', process.env.HUBSPOT_CLIENT_SECRET).update(base).digest('base64');
  return crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(signature));
};

exports.main = async (context) => {
  const ok = exports.verifyHubSpotV3({
    method: 'POST',
    uri: `https://${context.headers.host}${context.path}`,
    body: JSON.stringify(context.body),
    headers: context.headers,
  });
  if (!ok) return { statusCode: 401, body: { error: 'invalid signature' } };
  return { statusCode: 200, body: { results: [] } };
};
