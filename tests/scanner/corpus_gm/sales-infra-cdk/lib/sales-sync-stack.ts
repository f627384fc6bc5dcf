import * as path from "node:path";
import { Duration, SecretValue, Stack, StackProps } from "aws-cdk-lib";
import { Construct } from "constructs";
import * as events from "aws-cdk-lib/aws-events";
import * as targets from "aws-cdk-lib/aws-events-targets";
import * as lambda from "aws-cdk-lib/aws-lambda";
import { NodejsFunction } from "aws-cdk-lib/aws-lambda-nodejs";
import * as secretsmanager from "aws-cdk-lib/aws-secretsmanager";
import * as sfn from "aws-cdk-lib/aws-stepfunctions";
import * as dynamodb from "aws-cdk-lib/aws-dynamodb";
import * as iam from "aws-cdk-lib/aws-iam";

export interface SalesSyncStackProps extends StackProps {
  stage: "dev" | "staging" | "prod";
  /** Full base URL of the dialer API, including the version segment. */
  callbridgeApiUrl: string;
  actingUserEmail: string;
}

const LAMBDA_SRC = path.join(__dirname, "..", "..", "sales-sync-lambdas", "src", "handlers");

export class SalesSyncStack extends Stack {
  constructor(scope: Construct, id: string, props: SalesSyncStackProps) {
    super(scope, id, props);

    const secret = secretsmanager.Secret.fromSecretNameV2(this, "CallbridgeSecret", `${props.stage}/sales/callbridge`);
    const leads = dynamodb.Table.fromTableName(this, "Leads", `sales-leads-${props.stage}`);

    const syncFn = new NodejsFunction(this, "SyncContactList", {
      entry: path.join(LAMBDA_SRC, "syncContactList.ts"),
      runtime: lambda.Runtime.NODEJS_20_X,
      architecture: lambda.Architecture.ARM_64,
      timeout: Duration.minutes(2),
      memorySize: 512,
      environment: {
        CALLBRIDGE_HOST: new URL(props.callbridgeApiUrl).origin,
        CALLBRIDGE_SECRET_ARN: secret.secretArn,
        LEADS_TABLE: leads.tableName,
        POWERTOOLS_SERVICE_NAME: "sync-contact-list",
      },
    });
    secret.grantRead(syncFn);
    leads.grantReadWriteData(syncFn);

    new events.Rule(this, "SyncSchedule", {
      schedule: events.Schedule.rate(Duration.minutes(15)),
      targets: [new targets.LambdaFunction(syncFn, { retryAttempts: 2 })],
    });

    // EventBridge connection used by the Step Functions HTTP task
    const connection = new events.Connection(this, "CallbridgeConnection", {
      description: "Callbridge dialer API (shared key)",
      authorization: events.Authorization.apiKey(
        "x-api-key",
        SecretValue.secretsManager(secret.secretArn, { jsonField: "apiKey" }),
      ),
    });

    const refresh = new sfn.StateMachine(this, "RefreshContactLists", {
      definitionBody: sfn.DefinitionBody.fromFile(path.join(__dirname, "..", "statemachines", "refresh-contact-lists.asl.json")),
      definitionSubstitutions: {
        CallbridgeConnectionArn: connection.connectionArn,
        CallbridgeApiUrl: props.callbridgeApiUrl,
        ActingUserEmail: props.actingUserEmail,
        AlertsTopicArn: `arn:aws:sns:${this.region}:${this.account}:revops-alerts`,
      },
      timeout: Duration.hours(1),
    });
    refresh.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ["states:InvokeHTTPEndpoint", "events:RetrieveConnectionCredentials"],
        resources: ["*"],
      }),
    );
    refresh.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ["secretsmanager:GetSecretValue", "secretsmanager:DescribeSecret"],
        resources: [connection.connectionSecretArn],
      }),
    );

    new events.Rule(this, "NightlyRefresh", {
      schedule: events.Schedule.cron({ minute: "30", hour: "2" }),
      targets: [new targets.SfnStateMachine(refresh)],
    });
  }
}
