import { HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';

import { AuthService } from '../services/auth.service';
import { CALLVANE_CONFIG, CALLVANE_KEY_HEADER, CALLVANE_USER_HEADER } from '../callvane/callvane.constants';

export const callvaneAuthInterceptor: HttpInterceptorFn = (req, next) => {
  const cfg = inject(CALLVANE_CONFIG);
  if (!req.url.startsWith(cfg.baseUrl)) {
    return next(req);
  }
  const rep = inject(AuthService).currentRep();
  const setHeaders: Record<string, string> = { [CALLVANE_KEY_HEADER]: cfg.apiKey };
  if (rep?.email) {
    setHeaders[CALLVANE_USER_HEADER] = rep.email;
  }
  return next(req.clone({ setHeaders }));
};
