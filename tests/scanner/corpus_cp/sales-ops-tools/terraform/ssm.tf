resource "aws_ssm_parameter" "dialwise_base_url" {
  name  = "/call-routing/prod/dialwise_base_url"
  type  = "String"
  value = "https://api.dialwise.io/api/public/v1/"
}

resource "aws_ssm_parameter" "dialwise_api_key" {
  name  = "/call-routing/prod/dialwise_api_key"
  type  = "SecureString"
  value = var.dialwise_api_key
}

resource "aws_api_gateway_api_key" "ops_gateway" {
  name = "ops-gateway"
}
