provider "aws" {
  region = "eu-west-1"
}

module "callvane_lists" {
  source       = "./modules/callvane_lists"
  base_url     = var.callvane_base_url
  api_key      = var.callvane_api_key
  acting_user  = var.callvane_acting_user
  list_names   = ["inbound-demo-requests", "renewals-q3"]
}

module "sendgrid_alerts" {
  source     = "./modules/sendgrid_alerts"
  api_key    = var.sendgrid_api_key
  recipients = var.alert_recipients
}

resource "aws_ssm_parameter" "lead_router_lists" {
  name  = "/${var.environment}/lead-router/contact_list_ids"
  type  = "StringList"
  value = join(",", module.callvane_lists.list_ids)
}
