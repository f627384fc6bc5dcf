variable "env" {
  type = string
}

variable "ringpilot_api_key" {
  type      = string
  sensitive = true
}

variable "ringpilot_acting_user" {
  type    = string
  default = "sync-bot@tallybrook.com"
}

variable "package_path" {
  type = string
}
