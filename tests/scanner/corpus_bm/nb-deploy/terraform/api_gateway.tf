# Usage-plan keys for internal services (CRM, pricing, enrichment).
resource "aws_api_gateway_api_key" "nb_workers" {
  name = "nb-workers-${var.env}"
}

resource "aws_api_gateway_usage_plan" "internal" {
  name = "internal-${var.env}"

  api_stages {
    api_id = aws_api_gateway_rest_api.crm.id
    stage  = "v1"
  }

  throttle_settings {
    burst_limit = 200
    rate_limit  = 100
  }
}

resource "aws_api_gateway_usage_plan_key" "nb_workers" {
  key_id        = aws_api_gateway_api_key.nb_workers.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.internal.id
}

resource "aws_api_gateway_gateway_response" "missing_key" {
  rest_api_id   = aws_api_gateway_rest_api.crm.id
  response_type = "API_CONFIGURATION_ERROR"
  status_code   = "503"
  response_templates = {
    "application/json" = "{\"error\": \"service misconfigured\"}"
  }
}
