import { HttpErrorResponse } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Actions, createEffect, ofType } from '@ngrx/effects';
import { catchError, exhaustMap, map, mergeMap, of, retry, timer } from 'rxjs';
import { CallListsService } from '../call-lists.service';
import { CallhiveFailure } from '../call-list.model';
import { CallListsActions } from './call-lists.actions';

const RETRYABLE = new Set([429, 502]);

function toFailure(err: HttpErrorResponse) {
  const body = err.error as CallhiveFailure | null;
  const message = body?.error ?? err.message;
  if (err.status === 503) {
    // Callhive switched the public API off for our account
    return CallListsActions.callhiveUnavailable();
  }
  if (err.status === 404 && message.toLowerCase() === 'user not found') {
    return CallListsActions.repNotProvisioned();
  }
  const fieldErrors = (body?.details ?? []).map((d) => `${d.path}: ${d.message}`);
  return CallListsActions.loadFailure({
    message: fieldErrors.length ? fieldErrors.join('; ') : message,
    retryable: RETRYABLE.has(err.status),
  });
}

@Injectable()
export class CallListsEffects {
  private readonly actions$ = inject(Actions);
  private readonly api = inject(CallListsService);

  load$ = createEffect(() =>
    this.actions$.pipe(
      ofType(CallListsActions.load),
      exhaustMap(() =>
        this.api.list().pipe(
          retry({
            count: 2,
            delay: (err: HttpErrorResponse, n) => (RETRYABLE.has(err.status) ? timer(500 * n) : of()),
          }),
          map((page) => CallListsActions.loadSuccess({ lists: page.data, total: page.total })),
          catchError((err) => of(toFailure(err)))
        )
      )
    )
  );

  create$ = createEffect(() =>
    this.actions$.pipe(
      ofType(CallListsActions.create),
      mergeMap(({ name, description }) =>
        this.api.create(name, description).pipe(
          map((list) => CallListsActions.createSuccess({ list })),
          catchError((err) => of(toFailure(err)))
        )
      )
    )
  );

  addDrivers$ = createEffect(() =>
    this.actions$.pipe(
      ofType(CallListsActions.addDrivers),
      mergeMap(({ id, phones }) =>
        this.api.addDrivers(id, phones).pipe(
          map(({ added }) => CallListsActions.addDriversSuccess({ id, added })),
          catchError((err) => of(toFailure(err)))
        )
      )
    )
  );
}
