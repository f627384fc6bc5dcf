variable "name_prefix" {
  type        = string
  description = "Prefix for SSM parameters and the webhook Lambda."
}

variable "ringlane_host" {
  type        = string
  default     = "https://api.ringlane.io"
  description = "Ringlane API host (no path)."
}

variable "ringlane_api_version" {
  type        = string
  default     = "v1"
  description = "Path version used to build /api/public/<version>."
}

variable "ringlane_api_key" {
  type        = string
  sensitive   = true
  description = "Shared public API key issued by Ringlane support."
}

variable "acting_user_email" {
  type    = string
  default = "platform-bot@halyard.example"
}

variable "webhook_secret" {
  type      = string
  sensitive = true
}

variable "tags" {
  type    = map(string)
  default = {}
}
