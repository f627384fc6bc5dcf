import { HttpErrorResponse, HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { catchError, throwError } from 'rxjs';
import { ToastService } from '../toast.service';

// Generic handling for our own backend. DialPath errors are mapped in dialer-errors.ts.
export const errorInterceptor: HttpInterceptorFn = (req, next) => {
  const toast = inject(ToastService);
  return next(req).pipe(
    catchError((err: HttpErrorResponse) => {
      if (err.status === 503) {
        toast.warn('Brightwell is under maintenance, please retry in a few minutes.');
      } else if (err.status === 502 || err.status === 504) {
        toast.warn('Gateway timeout, retrying may help.');
      } else if (err.status === 404 && req.url.startsWith('/api')) {
        toast.info('Not found');
      } else if (err.error?.error) {
        toast.error(String(err.error.error_description ?? err.error.error));
      }
      return throwError(() => err);
    }),
  );
};
