# Usage-plan keys for the quotes API (x-api-key header on API Gateway)
resource "aws_api_gateway_rest_api" "quotes" {
  name                     = "quotes"
  api_key_source           = "HEADER"
}

resource "aws_api_gateway_api_key" "comms_hub" {
  name = "comms-hub"
}

resource "aws_api_gateway_usage_plan" "internal" {
  name = "internal"
  api_stages {
    api_id = aws_api_gateway_rest_api.quotes.id
    stage  = "prod"
  }
  throttle_settings {
    burst_limit = 50
    rate_limit  = 20
  }
}

resource "aws_api_gateway_usage_plan_key" "comms_hub" {
  key_id        = aws_api_gateway_api_key.comms_hub.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.internal.id
}

output "quotes_invoke_url" {
  value = "https://quotes.internal.harborlinesolar.com/prod/v1"
}
