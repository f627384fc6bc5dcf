resource "aws_api_gateway_rest_api" "recordings" {
  name = "recordings-${var.env}"
}

resource "aws_api_gateway_api_key" "dialer_web" {
  name    = "dialer-web-${var.env}"
  enabled = true
}

resource "aws_api_gateway_usage_plan" "recordings" {
  name = "recordings-${var.env}"
  api_stages {
    api_id = aws_api_gateway_rest_api.recordings.id
    stage  = "v1"
  }
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}

resource "aws_api_gateway_usage_plan_key" "dialer_web" {
  key_id        = aws_api_gateway_api_key.dialer_web.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.recordings.id
}
