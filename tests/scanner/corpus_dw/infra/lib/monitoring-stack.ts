import * as cdk from "aws-cdk-lib";
import * as cloudwatch from "aws-cdk-lib/aws-cloudwatch";
import * as lambda from "aws-cdk-lib/aws-lambda";
import * as logs from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";

interface Props extends cdk.StackProps {
  dialerFn: lambda.IFunction;
}

export class MonitoringStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props: Props) {
    super(scope, id, props);

    props.dialerFn.metricErrors({ period: cdk.Duration.minutes(5) }).createAlarm(this, "DialerErrors", {
      threshold: 3,
      evaluationPeriods: 1,
    });

    // Count ALB 502/503s on the partner API. Nothing to do with Dialcraft.
    const filter = new logs.MetricFilter(this, "Gateway5xx", {
      logGroup: logs.LogGroup.fromLogGroupName(this, "GwLogs", "/aws/apigateway/tidewell-partner"),
      metricNamespace: "Tidewell",
      metricName: "Gateway5xx",
      filterPattern: logs.FilterPattern.literal('{ $.status = 502 || $.status = 503 }'),
    });
    new cloudwatch.Alarm(this, "Gateway5xxAlarm", {
      metric: filter.metric({ statistic: "Sum", period: cdk.Duration.minutes(5) }),
      threshold: 10,
      evaluationPeriods: 2,
    });
  }
}
