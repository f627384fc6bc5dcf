# Used by the weekly Step Functions HTTP task to call Ringlane without a Lambda.
resource "aws_cloudwatch_event_connection" "ringlane" {
  name               = "ringlane-v1"
  authorization_type = "API_KEY"

  auth_parameters {
    api_key {
      key   = "x-api-key"
      value = aws_ssm_parameter.ringlane_api_key.value
    }
  }
}

resource "aws_cloudwatch_event_api_destination" "ringlane_lists" {
  name                             = "ringlane-contact-lists"
  connection_arn                   = aws_cloudwatch_event_connection.ringlane.arn
  invocation_endpoint              = "${local.ringlane_base_url}/contact-lists/*/contacts"
  http_method                      = "POST"
  invocation_rate_limit_per_second = 5
}
