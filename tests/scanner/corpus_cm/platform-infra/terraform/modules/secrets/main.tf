resource "aws_secretsmanager_secret" "ringlane" {
  name        = "${var.env}/ringlane"
  description = "Ringlane dialer shared public API key + webhook secret"
}

resource "aws_secretsmanager_secret_version" "ringlane" {
  secret_id = aws_secretsmanager_secret.ringlane.id
  secret_string = jsonencode({
    api_key        = var.ringlane_api_key
    webhook_secret = var.ringlane_webhook_secret
    base_url       = "https://api.ringlane.com/api/public/v1"
  })
}

resource "aws_secretsmanager_secret" "sendgrid" {
  name = "${var.env}/sendgrid"
}
