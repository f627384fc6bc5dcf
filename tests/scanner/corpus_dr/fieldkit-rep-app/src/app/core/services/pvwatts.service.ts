import { HttpClient, HttpErrorResponse, HttpParams } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable, map, retry, throwError, timer } from 'rxjs';

import { environment } from '../../../environments/environment';

export interface ProductionEstimate {
  acAnnualKwh: number;
  monthlyKwh: number[];
}

const RETRYABLE = [502, 503, 504];

/** NREL PVWatts estimate shown on the proposal screen. */
@Injectable({ providedIn: 'root' })
export class PvwattsService {
  private readonly http = inject(HttpClient);

  estimate(lat: number, lon: number, systemKw: number, apiKey: string): Observable<ProductionEstimate> {
    const params = new HttpParams()
      .set('api_key', apiKey)
      .set('lat', lat)
      .set('lon', lon)
      .set('system_capacity', systemKw)
      .set('module_type', 1)
      .set('losses', 14)
      .set('array_type', 1)
      .set('tilt', 20)
      .set('azimuth', 180);
    return this.http.get<any>(environment.pvwatts.baseUrl, { params }).pipe(
      retry({
        count: 2,
        delay: (err: HttpErrorResponse, attempt) =>
          RETRYABLE.includes(err.status) ? timer(attempt * 1000) : throwError(() => err),
      }),
      map((r) => ({ acAnnualKwh: r.outputs.ac_annual, monthlyKwh: r.outputs.ac_monthly })),
    );
  }
}
