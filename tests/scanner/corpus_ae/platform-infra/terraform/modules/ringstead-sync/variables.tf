variable "name" {
  description = "Name prefix for all resources"
  type        = string
  default     = "ringstead-sync"
}

variable "ringstead_base_url" {
  description = "Base URL of the Ringstead public API"
  type        = string
  default     = "https://api.ringstead.com/api/public/v1"
}

variable "ringstead_api_key_ssm_path" {
  description = "SSM parameter holding the Ringstead API key"
  type        = string
  default     = "/care/ringstead/api-key"
}

variable "acting_user_email" {
  description = "Ringstead user the sync acts as"
  type        = string
}

variable "schedule_expression" {
  type    = string
  default = "rate(2 hours)"
}
