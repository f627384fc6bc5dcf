variable "environment" {
  type = string
}

variable "ringloom_host" {
  type    = string
  default = "api.ringloom.com"
}

variable "ringloom_api_version" {
  description = "RingLoom public API version segment"
  type        = string
  default     = "v1"
}

variable "ringloom_api_key" {
  type      = string
  sensitive = true
}

variable "sendgrid_api_key" {
  type      = string
  sensitive = true
}
