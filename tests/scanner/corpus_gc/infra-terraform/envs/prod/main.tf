module "ringwell_probe" {
  source = "../../modules/ringwell-probe"

  ringwell_base_url   = var.ringwell_base_url
  ringwell_api_key    = var.ringwell_api_key
  acting_user_email   = var.ringwell_acting_user
  expected_list_names = ["inbound-callbacks", "renewals-q3", "winback-2024"]
}

module "sendgrid_lists" {
  source           = "../../modules/sendgrid-lists"
  sendgrid_api_key = var.sendgrid_api_key
}

module "edge_api" {
  source = "../../modules/edge-api"
  env    = "prod"
}

variable "ringwell_base_url" { type = string }
variable "ringwell_api_key" {
  type      = string
  sensitive = true
}
variable "ringwell_acting_user" { type = string }
variable "sendgrid_api_key" {
  type      = string
  sensitive = true
}
