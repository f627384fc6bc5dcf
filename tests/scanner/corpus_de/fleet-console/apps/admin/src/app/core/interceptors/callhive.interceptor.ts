import { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { SessionStore } from '../session/session.store';
import { environment } from '../../../environments/environment';

/** Attaches Callhive credentials to requests aimed at the Callhive base URL. */
export const callhiveInterceptor: HttpInterceptorFn = (req, next) => {
  const { baseUrl, apiKey, useV2 } = environment.callhive;
  if (!req.url.startsWith(baseUrl)) {
    return next(req);
  }
  if (useV2) {
    return next(req.clone({ setHeaders: { Authorization: `Bearer ${apiKey}` } }));
  }
  const email = inject(SessionStore).snapshot()?.email ?? '';
  return next(
    req.clone({
      setHeaders: {
        'X-API-KEY': apiKey,
        'X-User-Email': email,
      },
    })
  );
};
