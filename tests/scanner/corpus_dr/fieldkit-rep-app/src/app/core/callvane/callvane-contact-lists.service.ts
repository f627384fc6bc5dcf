import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable, catchError, map } from 'rxjs';

import { CALLVANE_CONFIG } from './callvane.constants';
import { mapCallvaneError } from './callvane-error';

export interface CallvaneContactList {
  id: string;
  name: string;
  contact_count: number;
}

@Injectable({ providedIn: 'root' })
export class CallvaneContactListsService {
  private readonly http = inject(HttpClient);
  private readonly cfg = inject(CALLVANE_CONFIG);

  private get listsUrl(): string {
    return `${this.cfg.baseUrl}/contact-lists`;
  }

  list(): Observable<CallvaneContactList[]> {
    return this.http
      .get<{ contact_lists: CallvaneContactList[] }>(this.listsUrl)
      .pipe(map((r) => r.contact_lists), catchError(mapCallvaneError));
  }

  create(name: string): Observable<CallvaneContactList> {
    return this.http.post<CallvaneContactList>(this.listsUrl, { name }).pipe(catchError(mapCallvaneError));
  }

  get(id: string): Observable<CallvaneContactList> {
    return this.http.get<CallvaneContactList>(`${this.cfg.baseUrl}/contact-lists/${id}`).pipe(catchError(mapCallvaneError));
  }

  delete(id: string): Observable<void> {
    return this.http.delete<void>(`${this.listsUrl}/${id}`).pipe(catchError(mapCallvaneError));
  }

  /** Push the homeowners from today's route into a list so the rep can power-dial them. */
  addHomeowners(listId: string, phones: string[]): Observable<void> {
    return this.http
      .post<void>(`${this.cfg.baseUrl}/contact-lists/${listId}/contacts`, {
        contacts: phones.map((phone) => ({ phone })),
      })
      .pipe(catchError(mapCallvaneError));
  }

  removeHomeowner(listId: string, phone: string): Observable<void> {
    const url = `${this.cfg.baseUrl}/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`;
    return this.http.delete<void>(url).pipe(catchError(mapCallvaneError));
  }
}
