resource "aws_api_gateway_rest_api" "pricing" {
  name = "harborlight-pricing"
}

resource "aws_api_gateway_api_key" "mobile" {
  name = "pricing-mobile"
}

resource "aws_api_gateway_usage_plan" "pricing" {
  name = "pricing-default"
  api_stages {
    api_id = aws_api_gateway_rest_api.pricing.id
    stage  = "v1"
  }
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}

resource "aws_api_gateway_method" "quotes_post" {
  rest_api_id      = aws_api_gateway_rest_api.pricing.id
  resource_id      = aws_api_gateway_rest_api.pricing.root_resource_id
  http_method      = "POST"
  authorization    = "NONE"
  api_key_required = true # clients send x-api-key
}
