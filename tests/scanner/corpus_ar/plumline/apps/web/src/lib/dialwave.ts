import "server-only";
import { currentUser } from "@clerk/nextjs/server";
import { createDialwaveClient } from "@plumline/dialwave";
import { env } from "~/env";

export async function dialwaveForCurrentUser() {
  const user = await currentUser();
  const email = user?.primaryEmailAddress?.emailAddress;
  if (!email) throw new Error("dialwaveForCurrentUser: no signed-in user");
  return createDialwaveClient({
    apiKey: env.DIALWAVE_API_KEY,
    host: env.DIALWAVE_HOST,
    actingUserEmail: email,
  });
}
