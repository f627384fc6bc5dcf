import { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { environment } from '../../../environments/environment';
import { SessionService } from '../session.service';

/**
 * Adds our own session headers to calls to the Brightwell API (/api).
 * The Nest middleware reads X-User-Email / X-User-Id to resolve the rep.
 */
export const authInterceptor: HttpInterceptorFn = (req, next) => {
  if (!req.url.startsWith(environment.apiUrl)) {
    return next(req);
  }
  const session = inject(SessionService);
  const user = session.currentUser();
  if (!user) {
    return next(req);
  }
  return next(
    req.clone({
      setHeaders: {
        Authorization: `Bearer ${session.accessToken()}`,
        'X-User-Email': user.email,
        'X-User-Id': user.id,
      },
    }),
  );
};
