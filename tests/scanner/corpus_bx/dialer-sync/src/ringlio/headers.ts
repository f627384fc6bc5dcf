// Header names Ringlio expects. Casing doesn't matter to them but keep it consistent.
export const RINGLIO_KEY_HEADER = 'X-Api-Key';
export const RINGLIO_USER_HEADER = 'X-User-Id';
// TODO(PLAT-2231): v2 uses Authorization: Bearer + no acting user header
