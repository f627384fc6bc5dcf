locals {
  calltide_base_url = "${var.calltide_host}/api/public/${var.calltide_api_version}"
  lists_url         = "${local.calltide_base_url}/contact-lists"

  common_tags = {
    team        = "sales-ops"
    environment = var.environment
    managed_by  = "terraform"
  }

  lambda_env = {
    CALLTIDE_BASE_URL   = local.calltide_base_url
    CALLTIDE_USER_EMAIL = var.calltide_service_user
    SENDGRID_BASE_URL   = "https://api.sendgrid.com/v3"
    INTERNAL_API_URL    = "https://ops-api.internal.northwindfreight.com/v1"
  }
}
