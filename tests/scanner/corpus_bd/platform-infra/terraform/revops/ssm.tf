resource "aws_ssm_parameter" "dialhub_base_url" {
  name  = "/revops/dialhub/base_url"
  type  = "String"
  value = "https://api.dialhub.io/api/public/v1"
}

resource "aws_ssm_parameter" "dialhub_api_key" {
  name  = "/revops/dialhub/api_key"
  type  = "SecureString"
  value = var.dialhub_api_key
}

resource "aws_ssm_parameter" "dialhub_v2_base_url" {
  name  = "/revops/dialhub/v2_base_url"
  type  = "String"
  value = "https://api.dialhub.io/api/public/v2"
}
