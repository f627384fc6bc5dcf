variable "environment" {
  type    = string
  default = "staging"
}

variable "calltide_host" {
  type        = string
  description = "Calltide API host"
  default     = "https://api.calltide.com"
}

variable "calltide_api_version" {
  type    = string
  default = "v1"
}

variable "calltide_api_key" {
  type      = string
  sensitive = true
}

variable "calltide_service_user" {
  type    = string
  default = "dialer-bot@northwindfreight.com"
}

variable "sendgrid_api_key" {
  type      = string
  sensitive = true
}

variable "inbound_list_id" {
  type        = string
  description = "Calltide contact list receiving web leads"
}
