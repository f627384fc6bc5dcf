# Internal events gateway (fronts Segment); clients authenticate with x-api-key.
resource "aws_api_gateway_rest_api" "events" {
  name = "moorfield-events"
}

resource "aws_api_gateway_api_key" "call_metrics" {
  name    = "call-metrics"
  enabled = true
}

resource "aws_api_gateway_usage_plan" "internal" {
  name = "internal"
  api_stages {
    api_id = aws_api_gateway_rest_api.events.id
    stage  = aws_api_gateway_stage.v1.stage_name
  }
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}

resource "aws_api_gateway_stage" "v1" {
  rest_api_id   = aws_api_gateway_rest_api.events.id
  deployment_id = aws_api_gateway_deployment.events.id
  stage_name    = "v1"
}

resource "aws_api_gateway_method" "track" {
  rest_api_id      = aws_api_gateway_rest_api.events.id
  resource_id      = aws_api_gateway_rest_api.events.root_resource_id
  http_method      = "POST"
  authorization    = "NONE"
  api_key_required = true
}
