resource "aws_api_gateway_rest_api" "notify" {
  name = "northwind-notify"
}

resource "aws_api_gateway_api_key" "dialer" {
  name = "dialer-service"
}

resource "aws_api_gateway_usage_plan" "notify" {
  name = "notify-internal"
  api_stages {
    api_id = aws_api_gateway_rest_api.notify.id
    stage  = aws_api_gateway_stage.notify.stage_name
  }
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}

resource "aws_api_gateway_usage_plan_key" "dialer" {
  key_id        = aws_api_gateway_api_key.dialer.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.notify.id
}
