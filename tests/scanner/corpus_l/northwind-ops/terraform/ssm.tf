resource "aws_ssm_parameter" "callbridge_base_url" {
  name  = "/crm-sync/prod/CALLBRIDGE_BASE_URL"
  type  = "String"
  value = "https://api.callbridge.io/api/public/v1"
}

resource "aws_ssm_parameter" "callbridge_api_key" {
  name  = "/crm-sync/prod/CALLBRIDGE_API_KEY"
  type  = "SecureString"
  value = var.callbridge_api_key
}

resource "aws_api_gateway_method" "sync_trigger" {
  rest_api_id      = aws_api_gateway_rest_api.internal.id
  resource_id      = aws_api_gateway_resource.sync.id
  http_method      = "POST"
  authorization    = "NONE"
  api_key_required = true
}
