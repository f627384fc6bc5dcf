"""Datadog synthetics for third-party dependencies, managed with Pulumi."""
import pulumi
import pulumi_datadog as datadog

cfg = pulumi.Config()
RINGPILOT_URL = "https://api.ringpilot.io/api/public/v1/contact-lists?limit=1"

datadog.SyntheticsTest(
    "ringpilot-contact-lists",
    name="[RingPilot] contact lists reachable",
    type="api",
    subtype="http",
    status="live",
    locations=["aws:eu-west-1", "aws:us-east-1"],
    request_definition=datadog.SyntheticsTestRequestDefinitionArgs(method="GET", url=RINGPILOT_URL),
    request_headers={
        "x-api-key": "{{ RINGPILOT_API_KEY }}",
        "x-user-email": "synthetics@tallybrook.com",
    },
    assertions=[
        datadog.SyntheticsTestAssertionArgs(type="statusCode", operator="is", target="200"),
        datadog.SyntheticsTestAssertionArgs(type="body", operator="doesNotContain", target="API disabled"),
    ],
    options_list=datadog.SyntheticsTestOptionsListArgs(tick_every=300),
    message="RingPilot v1 probe failing @slack-dialer-oncall",
    tags=["team:revops", "vendor:ringpilot"],
)

datadog.SyntheticsTest(
    "sendgrid-api",
    name="[SendGrid] scopes endpoint",
    type="api",
    subtype="http",
    status="live",
    locations=["aws:eu-west-1"],
    request_definition=datadog.SyntheticsTestRequestDefinitionArgs(method="GET", url="https://api.sendgrid.com/v3/scopes"),
    request_headers={"Authorization": "Bearer {{ SENDGRID_KEY }}"},
    assertions=[datadog.SyntheticsTestAssertionArgs(type="statusCode", operator="is", target="200")],
    options_list=datadog.SyntheticsTestOptionsListArgs(tick_every=900),
    message="SendGrid unreachable @slack-platform",
)
