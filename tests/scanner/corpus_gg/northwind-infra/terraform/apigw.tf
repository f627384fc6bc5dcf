# geo-svc sits behind API Gateway with a usage plan; callers send x-api-key.
resource "aws_api_gateway_rest_api" "geo" {
  name = "geo-svc"
}

resource "aws_api_gateway_api_key" "leadforge" {
  name    = "leadforge"
  enabled = true
}

resource "aws_api_gateway_usage_plan" "geo" {
  name = var.geo_usage_plan_name

  api_stages {
    api_id = aws_api_gateway_rest_api.geo.id
    stage  = "v1"
  }

  throttle_settings {
    burst_limit = 50
    rate_limit  = 20
  }
}

resource "aws_api_gateway_usage_plan_key" "leadforge" {
  key_id        = aws_api_gateway_api_key.leadforge.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.geo.id
}
