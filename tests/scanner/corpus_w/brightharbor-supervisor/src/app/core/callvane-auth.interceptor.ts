import { Injectable } from '@angular/core';
import { HttpEvent, HttpHandler, HttpInterceptor, HttpRequest } from '@angular/common/http';
import { Observable } from 'rxjs';
import { environment } from '../../environments/environment';
import { SessionService } from './session.service';

@Injectable()
export class CallvaneAuthInterceptor implements HttpInterceptor {
  constructor(private readonly session: SessionService) {}

  intercept(req: HttpRequest<unknown>, next: HttpHandler): Observable<HttpEvent<unknown>> {
    if (!req.url.startsWith(environment.callvane.baseUrl)) {
      return next.handle(req);
    }
    const headers = req.headers
      .set('X-Api-Key', environment.callvane.apiKey)
      .set('X-User-Email', this.session.email);
    return next.handle(req.clone({ headers }));
  }
}
