import { LIST_CACHE_TTL_SECONDS } from "../dialcraft/constants";

const key = (name: string) => `list-id:${name.toLowerCase()}`;

export async function getCachedListId(kv: KVNamespace, name: string): Promise<string | null> {
  return kv.get(key(name));
}

export async function putCachedListId(kv: KVNamespace, name: string, id: string): Promise<void> {
  await kv.put(key(name), id, { expirationTtl: LIST_CACHE_TTL_SECONDS });
}
