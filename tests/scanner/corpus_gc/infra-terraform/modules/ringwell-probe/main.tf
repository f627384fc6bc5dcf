locals {
  ringwell_headers = {
    "x-api-key"    = var.ringwell_api_key
    "x-user-email" = var.acting_user_email
    "Accept"       = "application/json"
  }
}

data "http" "ringwell_lists" {
  url             = "${var.ringwell_base_url}/contact-lists?limit=200"
  method          = "GET"
  request_headers = local.ringwell_headers

  retry {
    attempts     = 3
    min_delay_ms = 500
  }

  lifecycle {
    postcondition {
      condition     = self.status_code != 503
      error_message = "Ringwell says the public API is disabled for our account (503). Ask the account owner to re-enable it."
    }
    postcondition {
      condition     = self.status_code != 404
      error_message = "Ringwell could not find the acting user ${var.acting_user_email} in the IdP."
    }
    postcondition {
      condition     = contains([200, 502], self.status_code)
      error_message = "Unexpected status from Ringwell: ${self.status_code}: ${try(jsondecode(self.response_body).error, "n/a")}"
    }
  }
}

locals {
  lists_payload  = data.http.ringwell_lists.status_code == 200 ? jsondecode(data.http.ringwell_lists.response_body) : { data = [] }
  existing_names = [for l in local.lists_payload.data : l.name]
  missing_lists  = setsubtract(var.expected_list_names, local.existing_names)
}

check "ringwell_lists_present" {
  assert {
    condition     = length(local.missing_lists) == 0
    error_message = "Missing Ringwell contact lists: ${join(", ", local.missing_lists)}"
  }
}
