# Internal pricing API: API Gateway REST API with usage plan + API key (x-api-key).
resource "aws_api_gateway_rest_api" "pricing" {
  name = "${local.name_prefix}-pricing"
}

resource "aws_api_gateway_api_key" "dialer" {
  name    = "${local.name_prefix}-dialer"
  enabled = true
}

resource "aws_api_gateway_usage_plan" "pricing" {
  name = "${local.name_prefix}-pricing-plan"
  throttle_settings {
    burst_limit = 50
    rate_limit  = 20
  }
}

resource "aws_api_gateway_usage_plan_key" "dialer" {
  key_id        = aws_api_gateway_api_key.dialer.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.pricing.id
}

resource "aws_api_gateway_method" "quote" {
  rest_api_id      = aws_api_gateway_rest_api.pricing.id
  resource_id      = aws_api_gateway_rest_api.pricing.root_resource_id
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = true
  request_parameters = {
    "method.request.header.x-api-key"   = true
    "method.request.header.X-User-Id"   = false
  }
}
