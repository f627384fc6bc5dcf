resource "aws_api_gateway_rest_api" "internal" {
  name               = "harborview-internal"
  api_key_source     = "HEADER" # clients send x-api-key
  endpoint_configuration { types = ["PRIVATE"] }
}

resource "aws_api_gateway_usage_plan" "services" {
  name = "internal-services"
  api_stages {
    api_id = aws_api_gateway_rest_api.internal.id
    stage  = "v1"
  }
  throttle_settings {
    rate_limit  = 200
    burst_limit = 400
  }
}

resource "aws_api_gateway_gateway_response" "bad_gateway" {
  rest_api_id   = aws_api_gateway_rest_api.internal.id
  response_type = "INTEGRATION_FAILURE"
  status_code   = "502"
  response_templates = {
    "application/json" = "{\"error\": \"upstream unreachable\"}"
  }
}
