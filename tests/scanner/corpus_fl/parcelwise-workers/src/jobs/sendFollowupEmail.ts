import { Job, UnrecoverableError } from 'bullmq';
import { ServerClient } from 'postmark';
import { GENERIC_RETRYABLE } from '../lib/retry.js';

const postmark = new ServerClient(process.env.POSTMARK_TOKEN ?? '');

export interface FollowupJobData {
  to: string;
  repName: string;
  template: 'missed-call' | 'quote-ready';
  model: Record<string, string>;
}

export async function sendFollowupEmail(job: Job<FollowupJobData>) {
  try {
    await postmark.sendEmailWithTemplate({
      From: 'sales@parcelwise.co',
      To: job.data.to,
      TemplateAlias: job.data.template,
      TemplateModel: { rep_name: job.data.repName, ...job.data.model },
      MessageStream: 'outbound',
    });
  } catch (err: any) {
    const status: number | undefined = err.statusCode;
    if (status === 422) {
      // inactive recipient / bad template – no point retrying
      throw new UnrecoverableError(err.message);
    }
    if (status && !GENERIC_RETRYABLE.has(status)) throw new UnrecoverableError(err.message);
    throw err;
  }
}
