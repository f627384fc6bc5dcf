variable "api_key" {
  type      = string
  sensitive = true
}
variable "recipients" { type = list(string) }

# SendGrid's Marketing API also has "contact lists"; not related to Callvane.
data "http" "sendgrid_lists" {
  url = "https://api.sendgrid.com/v3/marketing/lists?page_size=100"

  request_headers = {
    Authorization = "Bearer ${var.api_key}"
    Accept        = "application/json"
  }
}

data "http" "status_page" {
  url = "https://status.internal.harrowgate.co/api/v1/components"

  request_headers = {
    "x-api-key" = "statuspage-readonly"
  }
}

output "sendgrid_list_count" {
  value = length(jsondecode(data.http.sendgrid_lists.response_body).result)
}
