# Parameters consumed by dialer-sync (ECS task) and the webhook receiver lambda.

resource "aws_ssm_parameter" "ringleaf_base_url" {
  name  = "/dialer-sync/${var.env}/RINGLEAF_BASE_URL"
  type  = "String"
  value = var.ringleaf_api_url
}

resource "aws_ssm_parameter" "ringleaf_api_key" {
  name  = "/dialer-sync/${var.env}/RINGLEAF_API_KEY"
  type  = "SecureString"
  value = var.ringleaf_api_key

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_ssm_parameter" "ringleaf_actor" {
  name  = "/dialer-sync/${var.env}/RINGLEAF_ACTOR_EMAIL"
  type  = "String"
  value = "dialer-bot@northwind-logistics.com"
}

resource "aws_lambda_function" "ringleaf_webhook" {
  function_name = "ringleaf-webhook-${var.env}"
  runtime       = "python3.12"
  handler       = "handler.main"
  filename      = "${path.module}/build/ringleaf_webhook.zip"
  role          = aws_iam_role.ringleaf_webhook.arn
  timeout       = 10

  environment {
    variables = {
      SIGNING_SECRET_PARAM = "/dialer-sync/${var.env}/RINGLEAF_WEBHOOK_SECRET"
      EVENTS_QUEUE_URL     = aws_sqs_queue.ringleaf_events.url
    }
  }
}

resource "aws_sqs_queue" "ringleaf_events" {
  name                       = "ringleaf-events-${var.env}"
  visibility_timeout_seconds = 60
}

resource "aws_iam_role" "ringleaf_webhook" {
  name               = "ringleaf-webhook-${var.env}"
  assume_role_policy = data.aws_iam_policy_document.lambda_assume.json
}
