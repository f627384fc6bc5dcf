import { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { HEADER_USER_EMAIL, HEADER_USER_ID } from '@northbeam/shared/constants';
import { SessionStore } from '../session/session.store';
import { environment } from '../../../environments/environment';

/**
 * Adds the dispatcher identity to calls to OUR backend (apps/api).
 * The Nest CurrentUserMiddleware reads these.
 */
export const authInterceptor: HttpInterceptorFn = (req, next) => {
  if (!req.url.startsWith(environment.apiUrl)) {
    return next(req);
  }
  const session = inject(SessionStore).snapshot();
  if (!session) {
    return next(req);
  }
  return next(
    req.clone({
      setHeaders: {
        Authorization: `Bearer ${session.accessToken}`,
        [HEADER_USER_EMAIL]: session.email,
        [HEADER_USER_ID]: session.userId,
      },
    })
  );
};
