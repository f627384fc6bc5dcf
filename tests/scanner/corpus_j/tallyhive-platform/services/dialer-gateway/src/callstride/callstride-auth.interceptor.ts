import { HttpService } from '@nestjs/axios';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { AxiosError, InternalAxiosRequestConfig } from 'axios';

import callstrideConfig from './callstride.config';
import { CallstrideHeaders, CALLSTRIDE_RETRYABLE } from './callstride.constants';
import { RequestContext } from '../common/request-context';

@Injectable()
export class CallstrideAuthInterceptor implements OnModuleInit {
  constructor(
    private readonly http: HttpService,
    @Inject(callstrideConfig.KEY) private readonly cfg: ConfigType<typeof callstrideConfig>,
  ) {}

  onModuleInit(): void {
    const axios = this.http.axiosRef;
    axios.defaults.baseURL = this.cfg.baseUrl;
    axios.defaults.timeout = this.cfg.timeoutMs;

    axios.interceptors.request.use((req: InternalAxiosRequestConfig) => {
      req.headers.set(CallstrideHeaders.apiKey, this.cfg.apiKey);
      const ctx = RequestContext.current();
      if (ctx?.idpUserId) {
        req.headers.set(CallstrideHeaders.actingUserId, ctx.idpUserId);
      }
      return req;
    });

    axios.interceptors.response.use(undefined, async (err: AxiosError) => {
      const cfg = err.config as InternalAxiosRequestConfig & { __retries?: number };
      const status = err.response?.status ?? 0;
      if (cfg && CALLSTRIDE_RETRYABLE.includes(status) && (cfg.__retries ?? 0) < 2) {
        cfg.__retries = (cfg.__retries ?? 0) + 1;
        await new Promise((r) => setTimeout(r, 250 * 2 ** cfg.__retries!));
        return axios.request(cfg);
      }
      throw err;
    });
  }
}
