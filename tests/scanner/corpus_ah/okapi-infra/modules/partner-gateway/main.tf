variable "stage_name" { type = string }

resource "aws_api_gateway_rest_api" "partners" {
  name                     = "okapi-partners"
  api_key_source           = "HEADER"
  minimum_compression_size = 1024
}

resource "aws_api_gateway_resource" "contact_lists" {
  rest_api_id = aws_api_gateway_rest_api.partners.id
  parent_id   = aws_api_gateway_rest_api.partners.root_resource_id
  path_part   = "contact-lists"
}

resource "aws_api_gateway_method" "get_contact_lists" {
  rest_api_id      = aws_api_gateway_rest_api.partners.id
  resource_id      = aws_api_gateway_resource.contact_lists.id
  http_method      = "GET"
  authorization    = "NONE"
  api_key_required = true
  request_parameters = {
    "method.request.header.x-api-key" = true
  }
}

resource "aws_api_gateway_usage_plan" "partners" {
  name = "partners-${var.stage_name}"
  throttle_settings {
    rate_limit  = 50
    burst_limit = 100
  }
}
