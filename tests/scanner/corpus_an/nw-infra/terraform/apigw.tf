# Partner tracking API: depots and carriers call us with an API Gateway key (x-api-key).

resource "aws_api_gateway_rest_api" "tracking" {
  name = "nw-tracking-${var.env}"
}

resource "aws_api_gateway_resource" "v1" {
  rest_api_id = aws_api_gateway_rest_api.tracking.id
  parent_id   = aws_api_gateway_rest_api.tracking.root_resource_id
  path_part   = "v1"
}

resource "aws_api_gateway_method" "shipments_get" {
  rest_api_id      = aws_api_gateway_rest_api.tracking.id
  resource_id      = aws_api_gateway_resource.v1.id
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = true

  request_parameters = {
    "method.request.header.x-api-key"    = true
    "method.request.header.X-User-Email" = false
  }
}

resource "aws_api_gateway_api_key" "carrier_dhl" {
  name = "carrier-dhl-${var.env}"
}

resource "aws_api_gateway_usage_plan" "carriers" {
  name = "carriers-${var.env}"
  api_stages {
    api_id = aws_api_gateway_rest_api.tracking.id
    stage  = "v1"
  }
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}

resource "aws_api_gateway_gateway_response" "throttled" {
  rest_api_id   = aws_api_gateway_rest_api.tracking.id
  response_type = "THROTTLED"
  status_code   = "429"
  response_templates = {
    "application/json" = "{\"error\": \"rate limit exceeded\"}"
  }
}
