variable "env" { type = string }
variable "dialwave_base_url" { type = string }
variable "dialwave_api_key" {
  type      = string
  sensitive = true
}

resource "aws_ssm_parameter" "dialwave_base_url" {
  name  = "/${var.env}/quill-backend/DIALWAVE_BASE_URL"
  type  = "String"
  value = var.dialwave_base_url
}

resource "aws_secretsmanager_secret" "dialwave_api_key" {
  name = "${var.env}/dialwave/api-key"
}

resource "aws_secretsmanager_secret_version" "dialwave_api_key" {
  secret_id     = aws_secretsmanager_secret.dialwave_api_key.id
  secret_string = var.dialwave_api_key
}
