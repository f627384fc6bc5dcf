resource "aws_ssm_parameter" "dialwell_base_url" {
  name  = "/crm-sync/prod/DIALWELL_BASE_URL"
  type  = "String"
  value = "https://api.dialwell.io/api/public/v1"
}

resource "aws_ssm_parameter" "dialwell_api_key" {
  name  = "/crm-sync/prod/DIALWELL_API_KEY"
  type  = "SecureString"
  value = var.dialwell_api_key
}

resource "aws_ssm_parameter" "mailcrest_base_url" {
  name  = "/crm-sync/prod/MAILCREST_BASE_URL"
  type  = "String"
  value = "https://api.mailcrest.com/v1"
}
