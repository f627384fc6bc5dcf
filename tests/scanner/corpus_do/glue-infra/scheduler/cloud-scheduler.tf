# Cloud Scheduler jobs (GCP side of the glue).

resource "google_cloud_scheduler_job" "sheet_sync" {
  name      = "sheet-sync-every-15m"
  project   = var.gcp_project
  region    = "europe-west1"
  schedule  = "*/15 7-19 * * 1-5"
  time_zone = "Europe/Amsterdam"

  http_target {
    http_method = "POST"
    uri         = "https://europe-west1-tidewater-ops.cloudfunctions.net/sheet-sync"
    body        = base64encode(jsonencode({ listId = "cl_01HV8Z2M7Q", phones = [] }))
    headers = {
      "Content-Type" = "application/json"
    }
    oidc_token {
      service_account_email = "scheduler@tidewater-ops.iam.gserviceaccount.com"
    }
  }
}

# Every Monday morning rename the weekly callback list so reps see the week number.
resource "google_cloud_scheduler_job" "rename_callback_list" {
  name      = "ringlyne-rename-callback-list"
  project   = var.gcp_project
  region    = "europe-west1"
  schedule  = "0 6 * * 1"
  time_zone = "Europe/Amsterdam"

  retry_config {
    retry_count = 2
  }

  http_target {
    http_method = "PATCH"
    uri         = "https://api.ringlyne.io/api/public/v1/contact-lists/cl_01HX0CALLBK"
    body        = base64encode(jsonencode({ name = "Callbacks (weekly)" }))
    headers = {
      "Content-Type" = "application/json"
      "X-Api-Key"    = var.ringlyne_api_key
      "X-User-Id"    = "00u8k2v7xqJ3sL9Tb417"
    }
  }
}
