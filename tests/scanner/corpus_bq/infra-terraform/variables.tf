variable "environment" {
  type        = string
  description = "Deployment environment (staging|prod)"
}

variable "callvane_base_url" {
  type        = string
  description = "Base URL of the Callvane public API"
  default     = "https://api.callvane.io/api/public/v1"
}

variable "callvane_api_key" {
  type        = string
  sensitive   = true
  description = "Shared Callvane API key (from Vault)"
}

variable "callvane_acting_user" {
  type        = string
  description = "Login email of the user the platform acts as"
  default     = "platform-bot@harrowgate.co"
}

variable "sendgrid_api_key" {
  type      = string
  sensitive = true
}

variable "alert_recipients" {
  type    = list(string)
  default = ["oncall@harrowgate.co"]
}
