import { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { environment } from '../../../environments/environment';
import { SessionService } from '../session.service';

// Quick-list widget calls DialPath directly (legacy, see BW-1422).
export const dialpathInterceptor: HttpInterceptorFn = (req, next) => {
  if (!req.url.startsWith(environment.dialpath.baseUrl)) {
    return next(req);
  }
  const rep = inject(SessionService).currentUser();
  const headers: Record<string, string> = {
    'x-api-key': environment.dialpath.apiKey,
  };
  if (rep?.email) {
    headers['x-user-email'] = rep.email;
  } else if (rep?.id) {
    headers['x-user-id'] = rep.id;
  }
  return next(req.clone({ setHeaders: headers }));
};
