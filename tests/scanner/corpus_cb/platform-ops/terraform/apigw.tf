resource "aws_api_gateway_api_key" "pricing" {
  name = "crm-sync-pricing"
}

resource "aws_api_gateway_usage_plan_key" "pricing" {
  key_id        = aws_api_gateway_api_key.pricing.id
  key_type      = "API_KEY"
  usage_plan_id = aws_api_gateway_usage_plan.pricing.id
}

resource "aws_api_gateway_method" "quotes" {
  rest_api_id      = aws_api_gateway_rest_api.pricing.id
  resource_id      = aws_api_gateway_resource.quotes.id
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = true # clients send x-api-key
}

output "pricing_invoke_url" {
  value = "https://${aws_api_gateway_rest_api.pricing.id}.execute-api.eu-west-1.amazonaws.com/v1"
}
