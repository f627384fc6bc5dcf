resource "aws_ssm_parameter" "dialwave_base_url" {
  name  = "/nb/${var.env}/dialwave/base_url"
  type  = "String"
  value = "https://api.dialwave.com/api/public/v1"
}

resource "aws_ssm_parameter" "dialwave_api_key" {
  name  = "/nb/${var.env}/dialwave/api_key"
  type  = "SecureString"
  value = var.dialwave_api_key
}

resource "aws_ssm_parameter" "dialwave_v2_base_url" {
  name  = "/nb/${var.env}/dialwave/v2_base_url"
  type  = "String"
  value = "https://api.dialwave.com/api/public/v2"
}

variable "dialwave_api_key" {
  type      = string
  sensitive = true
}
