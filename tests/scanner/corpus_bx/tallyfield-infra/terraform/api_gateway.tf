# Lead scoring API Gateway with usage-plan key
resource "aws_api_gateway_rest_api" "scoring" {
  name = "lead-scoring-${var.env}"
}

resource "aws_api_gateway_api_key" "dialer_sync" {
  name = "dialer-sync-${var.env}"
}

resource "aws_api_gateway_usage_plan" "scoring" {
  name = "scoring-${var.env}"
  api_stages {
    api_id = aws_api_gateway_rest_api.scoring.id
    stage  = "prod"
  }
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}

# clients must send x-api-key
resource "aws_api_gateway_method" "score" {
  rest_api_id      = aws_api_gateway_rest_api.scoring.id
  resource_id      = aws_api_gateway_rest_api.scoring.root_resource_id
  http_method      = "POST"
  authorization    = "NONE"
  api_key_required = true
}
