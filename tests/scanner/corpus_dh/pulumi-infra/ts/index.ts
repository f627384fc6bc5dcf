import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as k8s from "@pulumi/kubernetes";
import { ContactList } from "./ringlane/contactList";

const cfg = new pulumi.Config("dialer");
const ringlaneBase = cfg.get("ringlaneBaseUrl") ?? "https://api.ringlane.io/api/public/v1";
const ringlaneKey = cfg.requireSecret("ringlaneApiKey");
const actingUser = cfg.require("ringlaneActingUser");

const ns = new k8s.core.v1.Namespace("outbound", { metadata: { name: "outbound" } });

new k8s.core.v1.Secret("ringlane-credentials", {
  metadata: { name: "ringlane-credentials", namespace: ns.metadata.name },
  stringData: { "api-key": ringlaneKey },
});

// Internal lead-intake API behind API Gateway; callers send x-api-key.
const api = new aws.apigateway.RestApi("lead-intake", { description: "Lead intake (internal)" });
const usagePlan = new aws.apigateway.UsagePlan("lead-intake-plan", {
  apiStages: [],
  throttleSettings: { rateLimit: 20, burstLimit: 40 },
});
const intakeKey = new aws.apigateway.ApiKey("lead-intake-key", { enabled: true });
new aws.apigateway.UsagePlanKey("lead-intake-plan-key", {
  keyId: intakeKey.id,
  keyType: "API_KEY",
  usagePlanId: usagePlan.id,
});

const provider = { baseUrl: ringlaneBase, apiKey: ringlaneKey, actingUser };
export const listIds = ["emea-renewals", "na-winback", "apac-trials"].map(
  (name) => new ContactList(name, { name, connection: provider }).listId,
);
export const intakeApiId = api.id;
