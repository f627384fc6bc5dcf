import { Injectable } from '@angular/core';
import { HttpEvent, HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';
import { Observable } from 'rxjs';

import { AuthService } from './auth.service';

/**
 * Adds the signed-in operator's e-mail to calls against the ops-portal's own
 * backend (relative URLs, proxied to ops-api). The backend uses it for the
 * audit trail. Absolute URLs (third-party APIs, CDN assets) are left alone so
 * we never leak the address to other origins.
 */
@Injectable()
export class UserEmailInterceptor implements HttpInterceptor {
  static readonly HEADER = 'X-User-Email';

  constructor(private readonly auth: AuthService) {}

  intercept(req: HttpRequest<unknown>, next: HttpHandler): Observable<HttpEvent<unknown>> {
    const email = this.auth.currentUser()?.email;
    const isAbsolute = /^https?:\/\//i.test(req.url);

    if (!email || isAbsolute || !req.url.startsWith('/api/')) {
      return next.handle(req);
    }

    return next.handle(
      req.clone({
        setHeaders: { [UserEmailInterceptor.HEADER]: email },
      }),
    );
  }
}

/*
 * spec excerpt (user-email.interceptor.spec.ts):
 *   it('adds X-User-Email to relative /api calls', ...)
 *   it('does not add x-user-email to https://api.dialsuite.com', ...)
 */
