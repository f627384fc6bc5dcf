resource "aws_api_gateway_api_key" "partner" {
  name    = "partner-notifications-${var.env}"
  enabled = true
}

resource "aws_lambda_function" "mailer" {
  function_name = "mailer-${var.env}"
  runtime       = "python3.12"
  handler       = "handler.main"
  filename      = "${path.module}/dist/mailer.zip"
  role          = var.lambda_role_arn

  environment {
    variables = {
      SENDGRID_API_BASE   = "https://api.sendgrid.com/v3"
      SENDGRID_SECRET_ARN = var.sendgrid_api_key_secret_arn
      MAILER_LIST_PATH    = "/v1/contact-lists"
    }
  }
}

variable "env" {
  type = string
}

variable "lambda_role_arn" {
  type = string
}

variable "sendgrid_api_key_secret_arn" {
  type = string
}
