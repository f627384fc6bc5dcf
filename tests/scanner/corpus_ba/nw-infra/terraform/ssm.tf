resource "aws_ssm_parameter" "dialwave_base_url" {
  name  = "/northwind/prod/dialwave/base_url"
  type  = "String"
  value = "https://api.dialwave.com/api/public/v1"
}

resource "aws_ssm_parameter" "dialwave_api_key" {
  name  = "/northwind/prod/dialwave/api_key"
  type  = "SecureString"
  value = var.dialwave_api_key

  lifecycle {
    ignore_changes = [value]
  }
}

resource "aws_ssm_parameter" "notify_gateway_url" {
  name  = "/northwind/prod/notify/gateway_url"
  type  = "String"
  value = "${aws_api_gateway_stage.notify.invoke_url}/v1/notify"
}
