import { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { environment } from '../../../environments/environment';
import { AuthService } from '../auth.service';

export const callcrateAuthInterceptor: HttpInterceptorFn = (req, next) => {
  if (!req.url.startsWith(environment.callcrate.baseUrl)) {
    return next(req);
  }
  const auth = inject(AuthService);
  return next(
    req.clone({
      setHeaders: {
        'x-api-key': environment.callcrate.apiKey,
        'x-user-id': auth.idpSubject(),
      },
    }),
  );
};
