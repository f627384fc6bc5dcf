import crypto from 'node:crypto';
import { getMessaging } from 'firebase-admin/messaging';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';

const RINGLANE_SIGNING_SECRET = defineSecret('RINGLANE_SIGNING_SECRET');

type RinglaneEvent = {
  type: 'call.completed' | 'call.missed' | 'voicemail.created';
  agent_email: string;
  call_id: string;
  from: string;
};

function safeEqualHex(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

/** Relays Ringlane call events to the agent's devices as push notifications. */
export const ringlaneWebhook = onRequest({ secrets: [RINGLANE_SIGNING_SECRET] }, async (req, res) => {
  const signature = req.get('X-Ringlane-Signature') ?? '';
  const expected = crypto
    .createHmac('sha256', RINGLANE_SIGNING_SECRET.value())
    .update(req.rawBody)
    .digest('hex');
  if (!signature || !safeEqualHex(signature, expected)) {
    logger.warn('ringlane webhook: bad signature');
    res.status(401).send('invalid signature');
    return;
  }

  const event = req.body as RinglaneEvent;
  if (event.type !== 'call.missed' && event.type !== 'voicemail.created') {
    res.status(204).end();
    return;
  }

  const devices = await getFirestore()
    .collection('devices')
    .where('email', '==', event.agent_email)
    .get();
  const tokens = devices.docs.map((d) => d.get('fcmToken') as string).filter(Boolean);
  if (tokens.length) {
    await getMessaging().sendEachForMulticast({
      tokens,
      notification: {
        title: event.type === 'call.missed' ? 'Missed call' : 'New voicemail',
        body: `From ${event.from}`,
      },
      data: { callId: event.call_id },
    });
  }
  res.status(204).end();
});
