import { audiences, RingsteadError } from "../clients/ringstead.js";

// v2 replacement for syncContactList; behind the AUDIENCES_V2 flag.
export async function syncAudience(audienceId: string, phones: string[]): Promise<void> {
  try {
    await audiences.addMembers(audienceId, phones);
  } catch (err) {
    if (err instanceof RingsteadError && err.code === "audience_not_found") {
      throw new Error(`audience ${audienceId} was deleted`);
    }
    throw err;
  }
}
