import { UnrecoverableError } from 'bullmq';
import { RinglaneHttpError } from '../ringlane/types.js';

/** Statuses from Ringlane worth another BullMQ attempt. */
export const RINGLANE_RETRYABLE = new Set([429, 500, 502, 504]);

/** Generic upstream statuses for everything else (Postmark, enrichment, ...). */
export const GENERIC_RETRYABLE = new Set([408, 429, 500, 502, 503, 504]);

export function classifyRinglaneError(err: unknown): never {
  if (err instanceof RinglaneHttpError) {
    if (err.status === 503) {
      // public API switched off in the Ringlane admin – retrying just burns attempts
      throw new UnrecoverableError('Ringlane public API disabled');
    }
    if (err.status === 404 && err.body?.error === 'user not found') {
      throw new UnrecoverableError(`Ringlane has no user ${err.message}`);
    }
    if (!RINGLANE_RETRYABLE.has(err.status)) {
      throw new UnrecoverableError(err.message);
    }
  }
  throw err;
}
