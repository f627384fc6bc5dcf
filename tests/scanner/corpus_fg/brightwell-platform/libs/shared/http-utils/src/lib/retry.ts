import { Observable, retry, timer } from 'rxjs';

/** Generic retry operator for idempotent HTTP calls. Not service specific. */
export const TRANSIENT_STATUSES = [408, 425, 429, 500, 502, 503, 504];

export function retryTransient<T>(maxRetries = 2, baseDelayMs = 300) {
  return (source: Observable<T>) =>
    source.pipe(
      retry({
        count: maxRetries,
        delay: (err: any, attempt) => {
          if (!TRANSIENT_STATUSES.includes(err?.status)) {
            throw err;
          }
          return timer(baseDelayMs * 2 ** (attempt - 1));
        },
      }),
    );
}
