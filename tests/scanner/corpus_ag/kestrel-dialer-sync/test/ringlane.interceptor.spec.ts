import { BadGatewayException, ServiceUnavailableException } from '@nestjs/common';
import { HttpService } from '@nestjs/axios';
import axios from 'axios';
import { RinglaneInterceptor } from '../src/ringlane/ringlane.interceptor';

function rejectWith(status: number, data: unknown) {
  const instance = axios.create();
  const http = { axiosRef: instance } as unknown as HttpService;
  new RinglaneInterceptor(http).install();
  instance.defaults.adapter = async (config) => {
    const err: any = new Error(`status ${status}`);
    err.config = config;
    err.response = { status, data, headers: {}, config };
    throw err;
  };
  return instance.get('/anything');
}

describe('RinglaneInterceptor', () => {
  it('maps 502 to BadGatewayException', async () => {
    await expect(rejectWith(502, {})).rejects.toBeInstanceOf(BadGatewayException);
  });

  it('maps 503 to ServiceUnavailableException', async () => {
    await expect(rejectWith(503, {})).rejects.toBeInstanceOf(ServiceUnavailableException);
  });

  it('passes through 400 validation errors', async () => {
    await expect(rejectWith(400, { message: 'bad' })).rejects.toThrow('status 400');
  });
});
