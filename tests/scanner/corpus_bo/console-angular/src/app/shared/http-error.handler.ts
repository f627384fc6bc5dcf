import { ErrorHandler, Injectable } from '@angular/core';
import { HttpErrorResponse } from '@angular/common/http';
import { ToastService } from './toast.service';

@Injectable()
export class GlobalErrorHandler implements ErrorHandler {
  constructor(private toast: ToastService) {}

  handleError(err: unknown): void {
    if (err instanceof HttpErrorResponse && err.url?.includes('/api/')) {
      if (err.status === 502 || err.status === 503) {
        this.toast.warn('Brightfold is being updated, please retry in a minute.');
        return;
      }
      if (err.status === 404) {
        this.toast.warn('Not found');
        return;
      }
      const msg = typeof err.error?.error === 'string' ? err.error.error : err.message;
      this.toast.error(msg);
      return;
    }
    console.error(err);
  }
}
