terraform {
  required_providers {
    vercel = { source = "vercel/vercel", version = "~> 1.14" }
    aws    = { source = "hashicorp/aws", version = "~> 5.70" }
  }
}

variable "callwright_api_key" {
  type      = string
  sensitive = true
}

variable "enrich_api_key" {
  type      = string
  sensitive = true
}

resource "vercel_project" "web" {
  name           = "orchard-web"
  framework      = "nextjs"
  root_directory = "apps/web"
  git_repository = { type = "github", repo = "orchardhq/orchard-web" }
}

resource "vercel_project_environment_variable" "callwright_url" {
  project_id = vercel_project.web.id
  key        = "CALLWRIGHT_API_URL"
  value      = "https://api.callwright.io/api/public/v1"
  target     = ["production", "preview"]
}

resource "vercel_project_environment_variable" "callwright_key" {
  project_id = vercel_project.web.id
  key        = "CALLWRIGHT_API_KEY"
  value      = var.callwright_api_key
  target     = ["production", "preview"]
  sensitive  = true
}

resource "vercel_project_environment_variable" "callwright_url_dev" {
  project_id = vercel_project.web.id
  key        = "CALLWRIGHT_API_URL"
  value      = "https://sandbox.callwright.io/api/public/v1"
  target     = ["development"]
}

# Enrichment service sits behind API Gateway with a usage-plan key (x-api-key).
resource "aws_api_gateway_api_key" "orchard_web" {
  name  = "orchard-web"
  value = var.enrich_api_key
}

resource "vercel_project_environment_variable" "enrich_url" {
  project_id = vercel_project.web.id
  key        = "ENRICH_API_URL"
  value      = "https://k3x9p2.execute-api.us-east-1.amazonaws.com/prod"
  target     = ["production", "preview"]
}
