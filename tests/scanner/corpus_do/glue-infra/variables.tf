variable "ringlyne_api_key" {
  description = "Shared public API key for Ringlyne (legacy)."
  type        = string
  sensitive   = true
  default     = "rl_Kx4mP9tQ2wZ7vB3nL8yR5cHa"
}

variable "onboarding_list_id" {
  type    = string
  default = "cl_01HW3T9B2K"
}

variable "pricing_api_key" {
  type      = string
  sensitive = true
}

variable "gcp_project" {
  type    = string
  default = "tidewater-ops"
}
