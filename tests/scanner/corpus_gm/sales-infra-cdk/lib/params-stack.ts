import { Stack, StackProps } from "aws-cdk-lib";
import { Construct } from "constructs";
import * as ssm from "aws-cdk-lib/aws-ssm";

export interface SalesParamsStackProps extends StackProps {
  stage: string;
}

/** Plain (non-secret) settings read at runtime by Lambdas outside this app. */
export class SalesParamsStack extends Stack {
  constructor(scope: Construct, id: string, props: SalesParamsStackProps) {
    super(scope, id, props);
    const prefix = `/sales/${props.stage}`;

    new ssm.StringParameter(this, "CallbridgeBaseUrl", {
      parameterName: `${prefix}/callbridge/base-url`,
      stringValue: "https://api.callbridge.io/api/public/v1",
      description: "Dialer API base URL used by lead-router and reporting jobs",
    });

    new ssm.StringParameter(this, "SendgridBaseUrl", {
      parameterName: `${prefix}/sendgrid/base-url`,
      stringValue: "https://api.sendgrid.com/v3",
    });

    new ssm.StringParameter(this, "HubspotPortal", {
      parameterName: `${prefix}/hubspot/portal-id`,
      stringValue: "24681357",
    });
  }
}
