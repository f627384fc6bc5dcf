import { createHmac, timingSafeEqual } from 'node:crypto';

/** Verifies Slack slash-command requests (/recall status). */
export function verifySlackRequest(headers: Record<string, string | undefined>, rawBody: string): boolean {
  const ts = headers['x-slack-request-timestamp'];
  const sig = headers['x-slack-signature'];
  if (!ts || !sig || Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
  const base = `v0:${ts}:${rawBody}`;
  const mine = 'v0=' + createHmac('sha256', process.env.SLACK_SIGNING_SECRET!).update(base).digest('hex');
  return mine.length === sig.length && timingSafeEqual(Buffer.from(mine), Buffer.from(sig));
}
