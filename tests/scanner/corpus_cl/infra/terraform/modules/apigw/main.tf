resource "aws_api_gateway_rest_api" "orders" {
  name           = "orders-${var.stage}"
  api_key_source = "HEADER"
}

resource "aws_api_gateway_api_key" "partner" {
  name = "orders-partner-${var.stage}"
}

resource "aws_api_gateway_usage_plan" "partner" {
  name = "orders-partner-${var.stage}"
  api_stages {
    api_id = aws_api_gateway_rest_api.orders.id
    stage  = var.stage
  }
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}

resource "aws_api_gateway_gateway_response" "throttled" {
  rest_api_id   = aws_api_gateway_rest_api.orders.id
  response_type = "THROTTLED"
  status_code   = "429"
  response_templates = {
    "application/json" = "{\"error\": \"rate limit exceeded\"}"
  }
  response_parameters = {
    "gatewayresponse.header.Access-Control-Allow-Headers" = "'Content-Type,x-api-key,X-User-Email'"
  }
}

variable "stage" {
  type = string
}
