import { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';

import { environment } from '../../../environments/environment';
import { AuthService } from '../services/auth.service';

/**
 * Adds the rep's session to calls to the Fieldkit API. The API gateway reads
 * X-User-Email for audit logging (see fieldkit-api/docs/headers.md).
 */
export const apiAuthInterceptor: HttpInterceptorFn = (req, next) => {
  if (!req.url.startsWith(environment.apiUrl)) {
    return next(req);
  }
  const auth = inject(AuthService);
  const rep = auth.currentRep();
  return next(
    req.clone({
      setHeaders: {
        Authorization: `Bearer ${auth.accessToken()}`,
        'X-User-Email': rep?.email ?? '',
        'X-Client': 'fieldkit-rep-app',
      },
    }),
  );
};
