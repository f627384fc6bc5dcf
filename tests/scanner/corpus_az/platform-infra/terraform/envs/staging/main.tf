resource "aws_secretsmanager_secret" "callspring_v2_key" {
  name        = "callspring/staging/v2-api-key"
  description = "Scoped Callspring v2 key (sandbox)"
}

resource "aws_ssm_parameter" "callspring_base_url" {
  name  = "/staging/callspring/base_url"
  type  = "String"
  value = "https://sandbox.callspring.com/api/public/v2"
}

resource "aws_ssm_parameter" "callspring_api_version" {
  name  = "/staging/callspring/api_version"
  type  = "String"
  value = "v2"
}
