resource "aws_ssm_parameter" "sendgrid_key" {
  name  = "/integrations/sendgrid/api_key"
  type  = "SecureString"
  value = var.sendgrid_api_key
}

resource "aws_ssm_parameter" "dialwise_key" {
  name  = "/integrations/dialwise/api_key"
  type  = "SecureString"
  # TODO(INT-2291): rotate + move to v2 key, this one is shared with the sandbox
  value = "dwk_Lp4Zq8Rt2XvN7mKc3HbW9sYe"
}

resource "aws_ssm_parameter" "dialwise_base_url" {
  name  = "/integrations/dialwise/base_url"
  type  = "String"
  value = "https://api.dialwise.io/api/public/v1"
}

resource "aws_api_gateway_api_key" "leads" {
  name = "leads-scoring-integrations"
}
