import { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { SessionStore } from './session.store';

/** Attaches the signed-in user to calls to our own NestJS API only. */
export const authInterceptor: HttpInterceptorFn = (req, next) => {
  if (!req.url.startsWith('/api/')) {
    return next(req);
  }
  const session = inject(SessionStore);
  return next(
    req.clone({
      setHeaders: {
        Authorization: `Bearer ${session.accessToken()}`,
        'X-User-Id': session.userId(),
      },
    }),
  );
};
