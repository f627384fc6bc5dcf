# API Gateway in front of hub-api. Tenants authenticate with a usage-plan key
# in x-api-key; the gateway forwards X-User-Email untouched.

resource "aws_api_gateway_rest_api" "hub" {
  name           = "relaydesk-hub"
  api_key_source = "HEADER"
}

resource "aws_api_gateway_resource" "v1" {
  rest_api_id = aws_api_gateway_rest_api.hub.id
  parent_id   = aws_api_gateway_rest_api.hub.root_resource_id
  path_part   = "v1"
}

resource "aws_api_gateway_resource" "contact_lists" {
  rest_api_id = aws_api_gateway_rest_api.hub.id
  parent_id   = aws_api_gateway_resource.v1.id
  path_part   = "contact-lists"
}

resource "aws_api_gateway_method" "contact_lists_any" {
  rest_api_id      = aws_api_gateway_rest_api.hub.id
  resource_id      = aws_api_gateway_resource.contact_lists.id
  http_method      = "ANY"
  authorization    = "NONE"
  api_key_required = true
  request_parameters = {
    "method.request.header.x-api-key"    = true
    "method.request.header.X-User-Email" = true
  }
}

resource "aws_api_gateway_usage_plan" "standard" {
  name = "standard"
  api_stages {
    api_id = aws_api_gateway_rest_api.hub.id
    stage  = "prod"
  }
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}
