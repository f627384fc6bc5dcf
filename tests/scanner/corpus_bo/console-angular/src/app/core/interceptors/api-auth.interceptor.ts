import { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { environment } from '../../../environments/environment';
import { AuthService } from '../auth.service';

/** Adds identity headers for brightfold-api (our BFF). */
export const apiAuthInterceptor: HttpInterceptorFn = (req, next) => {
  if (!req.url.startsWith(environment.apiUrl)) return next(req);
  const auth = inject(AuthService);
  return next(
    req.clone({
      withCredentials: true,
      setHeaders: {
        'X-User-Email': auth.email(),
        'X-User-Id': auth.userId(),
        'X-Request-Id': crypto.randomUUID(),
      },
    }),
  );
};
