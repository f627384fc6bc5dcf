variable "sendgrid_api_key" {
  type      = string
  sensitive = true
}

variable "list_names" {
  type    = list(string)
  default = ["newsletter", "product-updates"]
}

# SendGrid Marketing Campaigns: contact lists live under /v3/marketing/lists
data "http" "sendgrid_lists" {
  url    = "https://api.sendgrid.com/v3/marketing/lists?page_size=100"
  method = "GET"

  request_headers = {
    Authorization = "Bearer ${var.sendgrid_api_key}"
    Accept        = "application/json"
  }

  lifecycle {
    postcondition {
      condition     = contains([200], self.status_code)
      error_message = "SendGrid returned ${self.status_code}: ${try(jsondecode(self.response_body).errors[0].message, self.response_body)}"
    }
  }
}

# legacy contactdb endpoint still used by the export lambda
data "http" "sendgrid_legacy_lists" {
  url    = "https://api.sendgrid.com/v3/contactdb/lists"
  method = "GET"

  request_headers = {
    Authorization = "Bearer ${var.sendgrid_api_key}"
  }
}

output "contact_lists" {
  value = [for l in jsondecode(data.http.sendgrid_lists.response_body).result : l.name]
}
