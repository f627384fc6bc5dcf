import got from 'got';
import { config } from '../config.js';

const shipengine = got.extend({
  prefixUrl: 'https://api.shipengine.com/v1',
  headers: { 'API-Key': config.SHIPENGINE_API_KEY },
  responseType: 'json',
});

interface ShipEngineError {
  errors: Array<{ error_code: string; message: string }>;
}

export async function getRates(shipmentId: string) {
  const res = await shipengine.post('rates', { json: { shipment_id: shipmentId }, throwHttpErrors: false });
  if (res.statusCode >= 400) {
    const body = res.body as ShipEngineError;
    throw new Error(body.errors.map((e) => e.message).join(', '));
  }
  return res.body;
}
