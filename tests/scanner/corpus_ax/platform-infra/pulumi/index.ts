import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const cfg = new pulumi.Config("dialer");
const env = pulumi.getStack();

// Parameters read by the call-outcome Lambda.
const dialpathBase = new aws.ssm.Parameter("dialpath-base-url", {
    name: `/${env}/dialer/dialpath_base_url`,
    type: "String",
    value: "https://api.dialpath.io/api/public/v1",
});

const dialpathKey = new aws.ssm.Parameter("dialpath-api-key", {
    name: `/${env}/dialer/dialpath_api_key`,
    type: "SecureString",
    value: cfg.requireSecret("dialpathApiKey"),
});

// Synthetic check so on-call notices when our Dialpath key or acting user stops working.
const dialpathProbe = new aws.ssm.Parameter("dialpath-probe-url", {
    name: `/${env}/dialer/dialpath_probe_url`,
    type: "String",
    value: "https://api.dialpath.io/api/public/v1/contact-lists?limit=1",
});

// Partner-facing API for carriers to fetch call outcomes. Keys are per carrier.
const api = new aws.apigateway.RestApi("carrier-outcomes", {
    description: "Carrier call outcomes (v1)",
    apiKeySource: "HEADER",
});

const resource = new aws.apigateway.Resource("outcomes", {
    restApi: api.id,
    parentId: api.rootResourceId,
    pathPart: "outcomes",
});

const method = new aws.apigateway.Method("outcomes-get", {
    restApi: api.id,
    resourceId: resource.id,
    httpMethod: "GET",
    authorization: "NONE",
    apiKeyRequired: true,
});

const plan = new aws.apigateway.UsagePlan("carriers", {
    throttleSettings: { rateLimit: 20, burstLimit: 40 },
});

// Uptime check against the carrier API; Dialpath has its own status page.
const canaryAlarm = new aws.cloudwatch.MetricAlarm("carrier-api-5xx", {
    namespace: "AWS/ApiGateway",
    metricName: "5XXError",
    dimensions: { ApiName: api.name },
    statistic: "Sum",
    period: 300,
    evaluationPeriods: 1,
    threshold: 5,
    comparisonOperator: "GreaterThanThreshold",
});

export const dialpathBaseParam = dialpathBase.name;
export const dialpathProbeParam = dialpathProbe.name;
export const dialpathKeyParam = dialpathKey.name;
export const usagePlanId = plan.id;
export const methodId = method.id;
export const alarmArn = canaryAlarm.arn;
