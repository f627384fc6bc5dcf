import { HttpClient, HttpHeaders } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { environment } from '../../environments/environment';

@Injectable({ providedIn: 'root' })
export class GeocodeService {
  private http = inject(HttpClient);

  lookup(address: string) {
    const headers = new HttpHeaders({ 'x-api-key': environment.mapsGatewayKey });
    return this.http.get<{ lat: number; lng: number }>(
      'https://geo.execute-api.eu-west-1.amazonaws.com/prod/v1/geocode',
      { headers, params: { q: address } },
    );
  }
}
