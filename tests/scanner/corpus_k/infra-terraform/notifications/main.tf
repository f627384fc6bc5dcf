provider "aws" {
  region = "eu-west-1"
}

resource "aws_ssm_parameter" "sendgrid_key" {
  name  = "/ops/sendgrid/api_key"
  type  = "SecureString"
  value = var.sendgrid_api_key
}

data "http" "sendgrid_lists" {
  url = "https://api.sendgrid.com/v3/marketing/lists"
  request_headers = {
    Authorization = "Bearer ${var.sendgrid_api_key}"
  }
}

resource "aws_sns_topic" "dialer_alerts" {
  name = "dialer-alerts"
}

variable "sendgrid_api_key" {
  type      = string
  sensitive = true
}
