resource "aws_api_gateway_rest_api" "leadgen" {
  name        = "leadgen-${var.env}"
  description = "Marketing lead capture; consumed by dialer-bridge with an x-api-key usage plan key"
}

resource "aws_api_gateway_method" "leads_get" {
  rest_api_id      = aws_api_gateway_rest_api.leadgen.id
  resource_id      = aws_api_gateway_resource.leads.id
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = true
}

resource "aws_api_gateway_usage_plan" "dialer_bridge" {
  name = "dialer-bridge-${var.env}"
  api_stages {
    api_id = aws_api_gateway_rest_api.leadgen.id
    stage  = "v1"
  }
  throttle_settings {
    burst_limit = 50
    rate_limit  = 20
  }
}

resource "aws_api_gateway_api_key" "dialer_bridge" {
  name = "dialer-bridge-${var.env}"
}
