resource "aws_secretsmanager_secret" "dialwise" {
  name        = "prod/dialwise"
  description = "Dialwise public API credentials (shared key + webhook signing secret)"
}

resource "aws_secretsmanager_secret_version" "dialwise" {
  secret_id = aws_secretsmanager_secret.dialwise.id
  secret_string = jsonencode({
    api_key        = var.dialwise_api_key
    webhook_secret = var.dialwise_webhook_secret
    base_url       = "https://api.dialwise.com/api/public/v1"
  })
}

variable "dialwise_api_key" {
  type      = string
  sensitive = true
}

variable "dialwise_webhook_secret" {
  type      = string
  sensitive = true
}
