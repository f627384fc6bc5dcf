# Partner REST API - clients authenticate with an API Gateway key (x-api-key header).
resource "aws_api_gateway_rest_api" "partner" {
  name                     = "nwh-partner-api"
  api_key_source           = "HEADER"
  minimum_compression_size = 1024
}

resource "aws_api_gateway_resource" "v1" {
  rest_api_id = aws_api_gateway_rest_api.partner.id
  parent_id   = aws_api_gateway_rest_api.partner.root_resource_id
  path_part   = "v1"
}

resource "aws_api_gateway_resource" "contact_lists" {
  rest_api_id = aws_api_gateway_rest_api.partner.id
  parent_id   = aws_api_gateway_resource.v1.id
  path_part   = "contact-lists"
}

resource "aws_api_gateway_method" "contact_lists_get" {
  rest_api_id      = aws_api_gateway_rest_api.partner.id
  resource_id      = aws_api_gateway_resource.contact_lists.id
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = true
  request_parameters = {
    "method.request.header.x-api-key"    = true
    "method.request.header.X-User-Email" = false
  }
}

resource "aws_api_gateway_usage_plan" "partners" {
  name = "partners-default"
  throttle_settings {
    burst_limit = 50
    rate_limit  = 20
  }
  api_stages {
    api_id = aws_api_gateway_rest_api.partner.id
    stage  = "prod"
  }
}

resource "aws_api_gateway_api_key" "acme_logistics" {
  name = "partner-acme-logistics"
}
