import { Module, OnModuleInit } from '@nestjs/common';
import { HttpModule, HttpService } from '@nestjs/axios';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { CallsproutService } from './callsprout.service';
import { CallsproutExceptionFilter } from './callsprout-exception.filter';
import { CALLSPROUT_ACTING_USER_HEADER } from './callsprout.constants';
import { RequestContext } from '../auth/request-context';

@Module({
  imports: [
    HttpModule.registerAsync({
      imports: [ConfigModule],
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        baseURL: config.getOrThrow<string>('callsprout.baseUrl'),
        timeout: config.get<number>('callsprout.timeoutMs'),
        headers: {
          'x-api-key': config.getOrThrow<string>('callsprout.apiKey'),
          Accept: 'application/json',
        },
      }),
    }),
  ],
  providers: [CallsproutService, CallsproutExceptionFilter],
  exports: [CallsproutService],
})
export class CallsproutModule implements OnModuleInit {
  constructor(private readonly http: HttpService) {}

  onModuleInit() {
    this.http.axiosRef.interceptors.request.use((cfg) => {
      const email = RequestContext.current()?.userEmail;
      if (email && !cfg.headers[CALLSPROUT_ACTING_USER_HEADER]) {
        cfg.headers[CALLSPROUT_ACTING_USER_HEADER] = email;
      }
      return cfg;
    });
  }
}
