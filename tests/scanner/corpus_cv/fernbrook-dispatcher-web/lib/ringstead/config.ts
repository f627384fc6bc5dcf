export const RINGSTEAD_ORIGIN = process.env.RINGSTEAD_ORIGIN ?? 'https://api.ringstead.io';
export const RINGSTEAD_API_VERSION = process.env.RINGSTEAD_API_VERSION ?? 'v1';

export function ringsteadUrl(path: string): string {
  return `${RINGSTEAD_ORIGIN}/api/public/${RINGSTEAD_API_VERSION}${path}`;
}
