import { HttpErrorResponse, HttpInterceptorFn } from '@angular/common/http';
import { retry, timer } from 'rxjs';
import { environment } from '../../../environments/environment';

// CallCrate returns 502 when its identity provider lookup flakes; safe to retry.
const CALLCRATE_RETRY_ON = [429, 502];

export const retryInterceptor: HttpInterceptorFn = (req, next) => {
  if (!req.url.startsWith(environment.callcrate.baseUrl)) return next(req);
  return next(req).pipe(
    retry({
      count: 3,
      delay: (err: HttpErrorResponse, attempt) => {
        if (!CALLCRATE_RETRY_ON.includes(err.status)) throw err;
        return timer(300 * attempt);
      },
    }),
  );
};
