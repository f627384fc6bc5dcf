resource "aws_secretsmanager_secret" "ringlane" {
  name = "${var.env}/ringlane/api-key"
}

resource "aws_secretsmanager_secret_version" "ringlane" {
  secret_id     = aws_secretsmanager_secret.ringlane.id
  secret_string = var.ringlane_api_key
}

resource "aws_secretsmanager_secret" "ringlane_webhook" {
  name = "${var.env}/ringlane/webhook-signing-secret"
}
