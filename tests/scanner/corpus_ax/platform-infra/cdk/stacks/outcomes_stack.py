from aws_cdk import Duration, Stack
from aws_cdk import aws_apigateway as apigw
from aws_cdk import aws_events as events
from aws_cdk import aws_events_targets as targets
from aws_cdk import aws_lambda as lambda_
from constructs import Construct


class CallOutcomesStack(Stack):
    """Nightly pull of Dialpath call outcomes into the warehouse."""

    def __init__(self, scope: Construct, construct_id: str, **kwargs) -> None:
        super().__init__(scope, construct_id, **kwargs)

        puller = lambda_.Function(
            self,
            "OutcomePuller",
            runtime=lambda_.Runtime.PYTHON_3_12,
            handler="puller.handler",
            code=lambda_.Code.from_asset("../lambdas/outcome_puller"),
            timeout=Duration.minutes(5),
            environment={
                "DIALPATH_BASE_URL": "https://api.dialpath.io/api/public/v1",
                # TODO(ops-412): move to Secrets Manager
                "DIALPATH_API_KEY": "dp_R8tY2uI5oP0aS3dF6gH9jK1lZx",
                "DIALPATH_ACTING_USER": "warehouse-bot@tallyhofreight.com",
                "WAREHOUSE_URL": "https://warehouse.internal.tallyhofreight.com/v1/ingest",
            },
        )

        events.Rule(
            self,
            "Nightly",
            schedule=events.Schedule.cron(minute="15", hour="6"),
            targets=[targets.LambdaFunction(puller)],
        )

        # Internal trigger for backfills, protected by an API Gateway key.
        api = apigw.LambdaRestApi(self, "BackfillApi", handler=puller, proxy=False)
        backfill = api.root.add_resource("v1").add_resource("backfill")
        backfill.add_method("POST", api_key_required=True)
        plan = api.add_usage_plan("BackfillPlan", throttle=apigw.ThrottleSettings(rate_limit=1, burst_limit=2))
        plan.add_api_key(api.add_api_key("BackfillKey"))
        plan.add_api_stage(stage=api.deployment_stage)
