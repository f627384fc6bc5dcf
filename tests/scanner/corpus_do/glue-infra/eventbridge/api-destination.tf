# EventBridge API destination: won deals are pushed straight into the
# "Won - onboarding calls" dialer list without a Lambda in between.

resource "aws_cloudwatch_event_connection" "ringlyne" {
  name               = "ringlyne-public-api"
  authorization_type = "API_KEY"

  auth_parameters {
    api_key {
      key   = "x-api-key"
      value = var.ringlyne_api_key
    }

    invocation_http_parameters {
      header {
        key             = "x-user-email"
        value           = "eventbridge@tidewater.dev"
        is_value_secret = false
      }
    }
  }
}

resource "aws_cloudwatch_event_api_destination" "ringlyne_onboarding_list" {
  name                             = "ringlyne-onboarding-list"
  invocation_endpoint              = "https://api.ringlyne.io/api/public/v1/contact-lists/${var.onboarding_list_id}/contacts"
  http_method                      = "POST"
  invocation_rate_limit_per_second = 5
  connection_arn                   = aws_cloudwatch_event_connection.ringlyne.arn
}

resource "aws_cloudwatch_event_connection" "pricing" {
  name               = "pricing-internal"
  authorization_type = "API_KEY"

  auth_parameters {
    api_key {
      key   = "X-API-Key"
      value = var.pricing_api_key
    }
  }
}

resource "aws_cloudwatch_event_api_destination" "pricing_recalc" {
  name                = "pricing-recalc"
  invocation_endpoint = "https://pricing.internal.tidewater.dev/v1/recalculate"
  http_method         = "POST"
  connection_arn      = aws_cloudwatch_event_connection.pricing.arn
}
