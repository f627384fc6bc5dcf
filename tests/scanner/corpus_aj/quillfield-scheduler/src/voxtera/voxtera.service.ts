import { HttpService } from "@nestjs/axios";
import { Injectable, Logger } from "@nestjs/common";
import { ConfigService } from "@nestjs/config";
import { firstValueFrom } from "rxjs";

interface VoxteraV2Error {
  error: { code: string; message: string; request_id?: string };
}

@Injectable()
export class VoxteraService {
  private readonly log = new Logger(VoxteraService.name);
  private readonly base = "https://api.voxtera.com/api/public/v2";

  constructor(private readonly http: HttpService, private readonly config: ConfigService) {}

  private headers() {
    return { Authorization: `Bearer ${this.config.getOrThrow<string>("VOXTERA_V2_KEY")}` };
  }

  async audiences() {
    try {
      const res = await firstValueFrom(this.http.get(`${this.base}/audiences`, { headers: this.headers() }));
      return res.data.data;
    } catch (e: any) {
      const body = e.response?.data as VoxteraV2Error | undefined;
      if (body?.error.code === "audience_not_found") return [];
      this.log.error(`voxtera ${body?.error.code}: ${body?.error.message}`);
      throw e;
    }
  }
}
