import { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { environment } from '../../environments/environment';
import { SessionService } from './session.service';

/** Adds the supervisor's identity to calls to our own backend (/api). */
export const sessionHeaderInterceptor: HttpInterceptorFn = (req, next) => {
  if (!req.url.startsWith(environment.apiBase)) {
    return next(req);
  }
  const session = inject(SessionService);
  return next(
    req.clone({
      setHeaders: {
        'X-User-Email': session.email,
        'X-Request-Source': 'supervisor-ui',
      },
    }),
  );
};
