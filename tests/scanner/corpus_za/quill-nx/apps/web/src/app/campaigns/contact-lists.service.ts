import { HttpClient, HttpErrorResponse } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { catchError, Observable, throwError } from 'rxjs';

export interface CampaignList {
  id: string;
  name: string;
  size: number;
}

interface ApiProblem {
  error: string;
}

@Injectable({ providedIn: 'root' })
export class ContactListsService {
  private http = inject(HttpClient);

  list(): Observable<CampaignList[]> {
    return this.http.get<CampaignList[]>('/api/contact-lists').pipe(catchError(this.toMessage));
  }

  create(name: string): Observable<CampaignList> {
    return this.http.post<CampaignList>('/api/contact-lists', { name }).pipe(catchError(this.toMessage));
  }

  private toMessage(err: HttpErrorResponse) {
    const body = err.error as ApiProblem | null;
    if (err.status === 503) {
      return throwError(() => new Error('Quillpath is under maintenance, try again shortly.'));
    }
    return throwError(() => new Error(body?.error ?? 'Something went wrong'));
  }
}
