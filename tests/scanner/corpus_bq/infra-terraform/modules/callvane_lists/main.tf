variable "base_url" { type = string }
variable "api_key" {
  type      = string
  sensitive = true
}
variable "acting_user" { type = string }
variable "list_names" { type = list(string) }

data "http" "contact_lists" {
  url    = "${var.base_url}/contact-lists?limit=200"
  method = "GET"

  request_headers = {
    Accept         = "application/json"
    "x-api-key"    = var.api_key
    "x-user-email" = var.acting_user
  }

  lifecycle {
    postcondition {
      condition     = contains([200], self.status_code)
      error_message = "Callvane returned ${self.status_code}: ${try(jsondecode(self.response_body).error, "unknown")}"
    }
  }
}

locals {
  all_lists = jsondecode(data.http.contact_lists.response_body).data
  matched   = [for l in local.all_lists : l if contains(var.list_names, l.name)]
}

output "list_ids" {
  value = [for l in local.matched : l.id]
}
