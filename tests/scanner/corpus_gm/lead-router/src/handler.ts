import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from "aws-lambda";
import { assignLead, CallbridgeV2Error } from "./callbridge";

// Requests come from our own admin UI via the internal gateway, which injects the caller.
export const route = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> => {
  const caller = event.headers["x-user-email"];
  if (!caller) return { statusCode: 400, body: JSON.stringify({ error: "missing X-User-Email" }) };

  const lead = JSON.parse(event.body ?? "{}") as { phone: string; name: string; territory: string };
  const repId = lead.territory === "EMEA" ? "rep_emea_pool" : "rep_na_pool";
  try {
    const queued = await assignLead(repId, lead);
    console.info("lead routed", { caller, repId, queued: queued.id });
    return { statusCode: 201, body: JSON.stringify(queued) };
  } catch (err) {
    if (err instanceof CallbridgeV2Error && err.code === "user_not_found") {
      return { statusCode: 409, body: JSON.stringify({ error: "rep pool has no seat" }) };
    }
    if (err instanceof CallbridgeV2Error && err.status === 503) {
      return { statusCode: 503, body: JSON.stringify({ error: "dialer unavailable, retry later" }) };
    }
    throw err;
  }
};
