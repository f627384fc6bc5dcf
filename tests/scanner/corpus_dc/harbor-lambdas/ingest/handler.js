'use strict';

const crypto = require('crypto');
const { SSMClient, GetParameterCommand } = require('@aws-sdk/client-ssm');
const { DynamoDBClient, PutItemCommand } = require('@aws-sdk/client-dynamodb');

const ssm = new SSMClient({});
const ddb = new DynamoDBClient({});
let secret;

async function loadSecret() {
  if (!secret) {
    const out = await ssm.send(new GetParameterCommand({ Name: process.env.WEBHOOK_SECRET_PARAM, WithDecryption: true }));
    secret = out.Parameter.Value;
  }
  return secret;
}

exports.handler = async (event) => {
  const headers = Object.fromEntries(
    Object.entries(event.headers || {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  const signature = headers['x-ringlane-signature'];
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body || '');
  const digest = crypto.createHmac('sha256', await loadSecret()).update(raw).digest('hex');

  if (!signature || signature.length !== digest.length
      || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(digest))) {
    return { statusCode: 401, body: JSON.stringify({ error: 'invalid signature' }) };
  }

  const evt = JSON.parse(raw.toString('utf8'));
  if (evt.type !== 'call.completed') return { statusCode: 204 };

  await ddb.send(new PutItemCommand({
    TableName: process.env.OUTCOMES_TABLE,
    Item: {
      callId: { S: evt.data.call_id },
      disposition: { S: evt.data.disposition || 'unknown' },
      repEmail: { S: evt.data.user_email || '' },
      durationSec: { N: String(evt.data.duration || 0) },
    },
  }));
  return { statusCode: 204 };
};
