'use strict';
// API Gateway -> Lambda: verifies inbound webhooks and lands them in S3.
const crypto = require('crypto');
const { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');

const s3 = new S3Client({});
const BUCKET = process.env.LANDING_BUCKET;

function safeEqual(a, b) {
  const ab = Buffer.from(a || '', 'utf8');
  const bb = Buffer.from(b || '', 'utf8');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

function verifyRinglane(headers, raw) {
  const sig = headers['x-ringlane-signature'] || headers['X-Ringlane-Signature'];
  const mac = crypto.createHmac('sha256', process.env.RINGLANE_SIGNING_SECRET).update(raw).digest('hex');
  return safeEqual(sig, mac);
}

function verifyGithub(headers, raw) {
  const sig = headers['x-hub-signature-256'] || '';
  const mac = 'sha256=' + crypto.createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET).update(raw).digest('hex');
  return safeEqual(sig, mac);
}

exports.handler = async (event) => {
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const source = event.pathParameters && event.pathParameters.source;
  const ok = source === 'ringlane' ? verifyRinglane(event.headers, raw)
           : source === 'github' ? verifyGithub(event.headers, raw)
           : false;
  if (!ok) {
    return { statusCode: 401, body: JSON.stringify({ error: 'invalid signature' }) };
  }
  const key = source + '/' + new Date().toISOString().slice(0, 10) + '/' + crypto.randomUUID() + '.json';
  await s3.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: raw }));
  return { statusCode: 202, body: '' };
};
