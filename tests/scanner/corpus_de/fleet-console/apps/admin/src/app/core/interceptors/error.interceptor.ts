import { HttpErrorResponse, HttpInterceptorFn } from '@angular/common/http';
import { inject } from '@angular/core';
import { catchError, throwError } from 'rxjs';
import { ToastService } from '../toast/toast.service';
import { environment } from '../../../environments/environment';
import { ApiErrorBody } from '@northbeam/shared/error-types';

/** Global error toasts for our own backend. Callhive errors are handled in effects. */
export const errorInterceptor: HttpInterceptorFn = (req, next) => {
  const toast = inject(ToastService);
  return next(req).pipe(
    catchError((err: HttpErrorResponse) => {
      if (req.url.startsWith(environment.apiUrl)) {
        const body = err.error as ApiErrorBody | null;
        if (err.status === 503) {
          toast.warn('Fleet API is in maintenance mode, try again in a few minutes.');
        } else if (err.status === 502 || err.status === 504) {
          toast.error('Fleet API gateway error.');
        } else if (err.status === 404) {
          toast.error(body?.error ?? 'Not found');
        } else if (body?.error) {
          toast.error(body.error);
        }
      }
      return throwError(() => err);
    })
  );
};
