resource "aws_api_gateway_rest_api" "enrich" {
  name = "enrich"
}

resource "aws_api_gateway_api_key" "crm" {
  name = "crm-api"
}

resource "aws_api_gateway_usage_plan" "crm" {
  name = "crm"
  api_stages {
    api_id = aws_api_gateway_rest_api.enrich.id
    stage  = "prod"
  }
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}

resource "aws_api_gateway_usage_plan_key" "crm" {
  key_id        = aws_api_gateway_api_key.crm.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.crm.id
}

# Clients send the key as x-api-key; see apps/api/src/app/enrich in the platform repo.
output "enrich_invoke_url" {
  value = "https://${aws_api_gateway_rest_api.enrich.id}.execute-api.eu-west-1.amazonaws.com/prod/v1"
}
