variable "callvane_host" {
  type    = string
  default = "https://api.callvane.io"
}

variable "callvane_api_version" {
  type    = string
  default = "v1" # used in local.callvane_base
}

variable "callvane_api_key" {
  type      = string
  sensitive = true
  default   = "cv_Rt5pW9mK2xQ7vL3nB8cJ4hZ1"
}

variable "callvane_acting_user" {
  type    = string
  default = "terraform@harborpine.com"
}
