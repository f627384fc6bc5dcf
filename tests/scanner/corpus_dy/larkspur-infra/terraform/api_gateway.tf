# Pricing service exposed through API Gateway with a usage-plan key (x-api-key).
resource "aws_api_gateway_rest_api" "pricing" {
  name           = "larkspur-pricing"
  api_key_source = "HEADER"
}

resource "aws_api_gateway_api_key" "larkspur_web" {
  name    = "larkspur-web"
  enabled = true
}

resource "aws_api_gateway_usage_plan" "internal" {
  name = "internal"

  api_stages {
    api_id = aws_api_gateway_rest_api.pricing.id
    stage  = aws_api_gateway_stage.v1.stage_name
  }

  throttle_settings {
    burst_limit = 200
    rate_limit  = 100
  }
}

resource "aws_api_gateway_usage_plan_key" "larkspur_web" {
  key_id        = aws_api_gateway_api_key.larkspur_web.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.internal.id
}

resource "aws_secretsmanager_secret" "ringforge" {
  name        = "larkspur/ringforge"
  description = "RingForge dialer API keys (v1 shared key + v2 integration token)"
}
