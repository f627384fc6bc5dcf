import { Injectable } from '@angular/core';
import { HttpEvent, HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';
import { Observable } from 'rxjs';

import { SessionService } from './session.service';

/**
 * Adds the signed-in user's e-mail to every call to our own backend, which reads it
 * for the audit log. Third-party calls (absolute URLs) are left alone.
 */
@Injectable()
export class UserEmailInterceptor implements HttpInterceptor {
  constructor(private readonly session: SessionService) {}

  intercept(req: HttpRequest<unknown>, next: HttpHandler): Observable<HttpEvent<unknown>> {
    if (/^https?:\/\//.test(req.url)) {
      return next.handle(req);
    }
    const email = this.session.currentUser?.email;
    if (!email) {
      return next.handle(req);
    }
    return next.handle(req.clone({ setHeaders: { 'X-User-Email': email } }));
  }
}
