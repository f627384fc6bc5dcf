variable "region" {
  type    = string
  default = "us-east-1"
}

variable "stage" {
  type = string
}

variable "ringlane_host" {
  type    = string
  default = "https://api.ringlane.io"
}

variable "ringlane_api_version" {
  type        = string
  description = "Path version segment for the Ringlane public API"
  default     = "v1"
}

variable "ringlane_acting_user" {
  type    = string
  default = "svc-lambda@harborviewsolar.com"
}
