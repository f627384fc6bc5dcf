import { HttpService } from '@nestjs/axios';
import {
  BadGatewayException,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { AxiosError, InternalAxiosRequestConfig } from 'axios';
import { RINGLANE_ACTING_USER_HEADER, RINGLANE_KEY_HEADER } from './ringlane.constants';
import { RinglaneErrorDto } from './dto/ringlane-error.dto';
import { actingUserStore } from '../auth/acting-user.store';

@Injectable()
export class RinglaneInterceptor {
  private readonly logger = new Logger(RinglaneInterceptor.name);

  constructor(private readonly http: HttpService) {}

  install(): void {
    const axios = this.http.axiosRef;

    axios.interceptors.request.use((config: InternalAxiosRequestConfig) => {
      config.headers.set(RINGLANE_KEY_HEADER, process.env.RINGLANE_API_KEY ?? '');
      const actingUser = actingUserStore.getStore();
      if (actingUser) {
        config.headers.set(RINGLANE_ACTING_USER_HEADER, actingUser.auth0Id);
      }
      return config;
    });

    axios.interceptors.response.use(undefined, (error: AxiosError<RinglaneErrorDto>) => {
      const status = error.response?.status;
      const message = error.response?.data?.error ?? error.message;
      this.logger.warn(`ringlane ${error.config?.method?.toUpperCase()} ${error.config?.url} -> ${status}: ${message}`);

      if (status === 502) {
        throw new BadGatewayException('Ringlane could not reach the identity provider, retry shortly');
      }
      if (status === 503) {
        throw new ServiceUnavailableException('Ringlane public API is disabled for this tenant');
      }
      if (status === 404 && /user not found/i.test(message)) {
        throw new NotFoundException('Dispatcher is not provisioned in Ringlane');
      }
      throw error;
    });
  }
}
