# Nightly "ping" that appends the on-call number to the escalation list so the
# dialer always has someone to route to. Runs without any of our compute.

resource "aws_cloudwatch_event_connection" "callhaven" {
  name               = "callhaven-public-api"
  authorization_type = "API_KEY"

  auth_parameters {
    api_key {
      key   = "x-api-key"
      value = var.callhaven_api_key
    }

    invocation_http_parameters {
      header {
        key             = "x-user-id"
        value           = var.callhaven_service_user_id
        is_value_secret = false
      }
    }
  }
}

resource "aws_cloudwatch_event_api_destination" "escalation_list" {
  name                             = "callhaven-escalation-list-append"
  connection_arn                   = aws_cloudwatch_event_connection.callhaven.arn
  invocation_endpoint              = "${var.callhaven_api_base}/contact-lists/cl_oncall_escalation/contacts"
  http_method                      = "POST"
  invocation_rate_limit_per_second = 1
}

resource "aws_scheduler_schedule" "celery_beat_healthcheck" {
  name                = "beat-jobs-healthcheck"
  schedule_expression = "rate(15 minutes)"

  flexible_time_window {
    mode = "OFF"
  }

  target {
    arn      = aws_lambda_function.beat_healthcheck.arn
    role_arn = aws_iam_role.scheduler.arn
  }
}

resource "aws_cloudwatch_event_rule" "oncall_nightly" {
  name                = "callhaven-oncall-nightly"
  schedule_expression = "cron(0 5 * * ? *)"
}

resource "aws_cloudwatch_event_target" "oncall_nightly" {
  rule     = aws_cloudwatch_event_rule.oncall_nightly.name
  arn      = aws_cloudwatch_event_api_destination.escalation_list.arn
  role_arn = aws_iam_role.events_invoke.arn
  input    = jsonencode({ contacts = [{ phone = "+15550199" }] })
}
