variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "env" {
  type = string
}

variable "ringlane_api_key" {
  type        = string
  description = "Shared Ringlane public API key"
  sensitive   = true
  default     = "rl_8ZpWq3NfKc7YhT2mVx5GdLr9"
}

variable "sendgrid_api_key" {
  type      = string
  sensitive = true
}
