# Calling integration settings (the old default pointed at /api/public/v1)
variable "calling_base_url" {
  default = "https://dialer.acme.io/api/public/v1"
}

variable "geo_api_url" {
  default = "https://geo.example-maps.com/api/v1"
}
