variable "env" {
  type    = string
  default = "prod"
}

variable "ringlane_base_url" {
  type        = string
  description = "Ringlane public API base URL used by the proxy Lambda and MWAA"
  default     = "https://api.ringlane.com/api/public/v1"
}

variable "ringlane_api_version" {
  type    = string
  default = "v1"
}

variable "ringlane_api_key" {
  type      = string
  sensitive = true
}

variable "datapeak_base_url" {
  type    = string
  default = "https://enrich.datapeak.com/v1"
}
