import { HttpService } from '@nestjs/axios';
import { Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';

/** Client for the Django backend's /internal/v1 API (our own service). */
@Injectable()
export class UsersApiClient {
  private readonly baseUrl = process.env.USERS_API_URL ?? 'http://backend:8000/internal/v1';

  constructor(private readonly http: HttpService) {}

  async getProfile(email: string): Promise<{ id: string; idpUserId: string }> {
    try {
      const { data } = await firstValueFrom(
        this.http.get(`${this.baseUrl}/me`, {
          headers: {
            'x-api-key': process.env.INTERNAL_API_KEY ?? '',
            'X-User-Email': email,
          },
        }),
      );
      return data;
    } catch (e) {
      const err = e as AxiosError<{ error: string }>;
      if (err.response?.status === 404 && err.response.data?.error === 'user not found') {
        throw new NotFoundException(`no Tallyhive user for ${email}`);
      }
      if (err.response?.status === 502 || err.response?.status === 503) {
        throw new ServiceUnavailableException('backend unavailable');
      }
      throw e;
    }
  }
}
