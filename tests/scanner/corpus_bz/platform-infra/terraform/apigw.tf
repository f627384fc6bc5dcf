# Internal weather/geocoder gateway. Clients authenticate with x-api-key.
resource "aws_api_gateway_rest_api" "internal" {
  name = "bw-internal-${var.env}"
}

resource "aws_api_gateway_api_key" "geocoder" {
  name = "lead-router-${var.env}"
}

resource "aws_api_gateway_usage_plan" "internal" {
  name = "internal-${var.env}"
  api_stages {
    api_id = aws_api_gateway_rest_api.internal.id
    stage  = "v1"
  }
}
