import { HttpError } from '../errors'

/** Flat error body returned by Ringlane v1. */
export type RinglaneV1Error = { error: string; details?: { path: string; message: string }[] }

export function ringlaneMessage(err: HttpError): string {
  const body = err.body as RinglaneV1Error
  const fields = body.details?.map((d) => `${d.path}: ${d.message}`).join('; ')
  return fields || body.error || `Ringlane HTTP ${err.status}`
}

export const isRinglaneIdpOutage = (err: HttpError) => err.status === 502
