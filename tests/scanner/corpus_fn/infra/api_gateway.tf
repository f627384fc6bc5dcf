# Public-facing gateway for the internal pricing service. Callers send x-api-key.

resource "aws_api_gateway_rest_api" "pricing" {
  name = "pricing-internal"
}

resource "aws_api_gateway_api_key" "ops_admin" {
  name = "ops-admin"
}

resource "aws_api_gateway_usage_plan" "ops" {
  name = "ops-tools"
  api_stages {
    api_id = aws_api_gateway_rest_api.pricing.id
    stage  = "v1"
  }
  throttle_settings {
    rate_limit  = 20
    burst_limit = 40
  }
}

resource "aws_api_gateway_usage_plan_key" "ops_admin" {
  key_id        = aws_api_gateway_api_key.ops_admin.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.ops.id
}

resource "aws_api_gateway_method" "quotes_post" {
  rest_api_id      = aws_api_gateway_rest_api.pricing.id
  resource_id      = aws_api_gateway_rest_api.pricing.root_resource_id
  http_method      = "POST"
  authorization    = "NONE"
  api_key_required = true
  request_parameters = {
    "method.request.header.x-api-key"    = true
    "method.request.header.X-User-Email" = false
  }
}
