variable "env" {
  type = string
}

variable "callhive_api_key" {
  type      = string
  sensitive = true
}

variable "geocoder_api_key" {
  type      = string
  sensitive = true
}
