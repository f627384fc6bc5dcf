terraform {
  required_providers {
    restapi = {
      source  = "Mastercard/restapi"
      version = "1.19.1"
    }
  }
}

provider "restapi" {
  alias                = "calloway"
  uri                  = "https://api.calloway.app/api/public/v1"
  write_returns_object = true
  id_attribute         = "id"

  headers = {
    X-Api-Key    = var.calloway_api_key
    X-User-Email = var.calloway_admin_email
  }
}

provider "restapi" {
  alias = "crm"
  uri   = "https://crm.quarryfreight.net/api/v1"
  headers = {
    x-api-key = var.crm_service_key
  }
}
