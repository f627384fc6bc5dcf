locals {
  ringlane_base_url = "${var.ringlane_host}/api/public/${var.ringlane_api_version}"
  name_prefix       = "harbor-${var.stage}"
}
