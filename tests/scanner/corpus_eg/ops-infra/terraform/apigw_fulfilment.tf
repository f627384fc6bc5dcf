resource "aws_api_gateway_rest_api" "fulfilment" {
  name        = "fulfilment"
  description = "Internal fulfilment service; callers authenticate with x-api-key"
  api_key_source = "HEADER"
}

resource "aws_api_gateway_api_key" "shop_backend" {
  name    = "shop-backend"
  enabled = true
}

resource "aws_api_gateway_usage_plan" "shop" {
  name = "shop-backend"

  api_stages {
    api_id = aws_api_gateway_rest_api.fulfilment.id
    stage  = aws_api_gateway_stage.v1.stage_name
  }

  throttle_settings {
    burst_limit = 50
    rate_limit  = 25
  }
}

resource "aws_api_gateway_usage_plan_key" "shop" {
  key_id        = aws_api_gateway_api_key.shop_backend.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.shop.id
}

resource "aws_api_gateway_stage" "v1" {
  rest_api_id   = aws_api_gateway_rest_api.fulfilment.id
  deployment_id = aws_api_gateway_deployment.fulfilment.id
  stage_name    = "v1"
}
