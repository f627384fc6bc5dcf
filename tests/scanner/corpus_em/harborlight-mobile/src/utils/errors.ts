import { AxiosError } from 'axios';
import { CallbeamError } from '../api/callbeam/client';

/** Turns any thrown error into something we can show in a toast. */
export function humanize(err: unknown): string {
  if (err instanceof CallbeamError) {
    if (err.isUserNotFound) return "Your dialer seat isn't set up yet. Ask your manager.";
    if (err.isApiDisabled) return 'The dialer is temporarily unavailable.';
    if (err.message === 'contact list not found') return 'This call list no longer exists.';
    return err.details?.[0]?.message ?? err.message;
  }
  if (err instanceof AxiosError) {
    const data = err.response?.data as { error?: string } | undefined;
    if (err.response?.status === 404) return 'Not found.';
    return data?.error ?? 'Something went wrong.';
  }
  return 'Something went wrong.';
}
