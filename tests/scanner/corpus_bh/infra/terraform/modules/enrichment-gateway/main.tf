resource "aws_api_gateway_rest_api" "enrichment" {
  name = "enrichment-${var.env}"
}

resource "aws_api_gateway_api_key" "core" {
  name = "leadforge-core-${var.env}"
}

resource "aws_api_gateway_usage_plan" "internal" {
  name = "internal-${var.env}"

  api_stages {
    api_id = aws_api_gateway_rest_api.enrichment.id
    stage  = "v1"
  }

  throttle_settings {
    burst_limit = 50
    rate_limit  = 20
  }
}

resource "aws_api_gateway_usage_plan_key" "core" {
  key_id        = aws_api_gateway_api_key.core.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.internal.id
}

# Clients must send the key in the x-api-key header.
resource "aws_api_gateway_method" "lookup" {
  rest_api_id      = aws_api_gateway_rest_api.enrichment.id
  resource_id      = aws_api_gateway_rest_api.enrichment.root_resource_id
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = true
}

variable "env" {
  type = string
}
