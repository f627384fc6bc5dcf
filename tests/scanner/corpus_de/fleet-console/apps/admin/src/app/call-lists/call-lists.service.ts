import { HttpClient, HttpParams } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';
import { environment } from '../../environments/environment';
import { CallList, CallListPage } from './call-list.model';

@Injectable({ providedIn: 'root' })
export class CallListsService {
  private readonly http = inject(HttpClient);
  private readonly base = environment.callhive.baseUrl;

  list(page = 1, perPage = 25): Observable<CallListPage> {
    const params = new HttpParams().set('page', page).set('per_page', perPage);
    return this.http.get<CallListPage>(`${this.base}/contact-lists`, { params });
  }

  get(id: string): Observable<CallList> {
    return this.http.get<CallList>(`${this.base}/contact-lists/${id}`);
  }

  create(name: string, description?: string): Observable<CallList> {
    return this.http.post<CallList>(`${this.base}/contact-lists`, { name, description });
  }

  rename(id: string, name: string): Observable<CallList> {
    return this.http.patch<CallList>(`${this.base}/contact-lists/${id}`, { name });
  }

  remove(id: string): Observable<void> {
    return this.http.delete<void>(`${this.base}/contact-lists/${encodeURIComponent(id)}`);
  }

  addDrivers(id: string, phones: string[]): Observable<{ added: number }> {
    const url = [this.base, 'contact-lists', id, 'contacts'].join('/');
    return this.http.post<{ added: number }>(url, { phones });
  }

  removeDriver(id: string, phone: string): Observable<void> {
    return this.http.delete<void>(
      `${this.base}/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`
    );
  }
}
