import { Injectable } from '@nestjs/common';
import axios, { AxiosError } from 'axios';

// New client against DialPath v2. Being rolled out behind the DIALPATH_V2 flag.
const V2_ROOT = process.env.DIALPATH_V2_URL ?? 'https://api.dialpath.io/api/public/v2';

interface V2Problem {
  code: string;
  message: string;
  request_id?: string;
}

@Injectable()
export class DialpathV2Client {
  private readonly http = axios.create({
    baseURL: V2_ROOT,
    headers: { Authorization: `Bearer ${process.env.DIALPATH_V2_KEY ?? ''}` },
  });

  async listCallLists(ownerId: string) {
    try {
      const res = await this.http.get('/call-lists', { params: { owner_id: ownerId } });
      return res.data.items;
    } catch (e) {
      const err = e as AxiosError<{ error: V2Problem }>;
      if (err.response?.data?.error?.code === 'owner_not_found') {
        return [];
      }
      throw err;
    }
  }
}
