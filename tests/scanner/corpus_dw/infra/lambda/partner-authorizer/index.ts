import type { APIGatewayRequestAuthorizerEvent, APIGatewayAuthorizerResult } from "aws-lambda";

// Our own partner API: franchisees send x-api-key (checked by the usage plan)
// plus x-user-email so we can attribute the request to a person.
export async function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  const key = event.headers?.["x-api-key"];
  const email = event.headers?.["x-user-email"];
  const allow = Boolean(key && email && email.endsWith("@tidewell-franchise.co.uk"));
  return {
    principalId: email ?? "anonymous",
    policyDocument: {
      Version: "2012-10-17",
      Statement: [{ Action: "execute-api:Invoke", Effect: allow ? "Allow" : "Deny", Resource: event.methodArn }],
    },
    context: { email: email ?? "" },
  };
}
