resource "restapi_object" "regional_call_list" {
  provider = restapi.calloway
  for_each = toset(var.regions)

  path = "/contact-lists"
  data = jsonencode({
    name        = "outbound-${each.key}"
    description = "Managed by terraform (quarry-ops)"
  })
}

resource "restapi_object" "crm_segment" {
  provider = restapi.crm
  for_each = toset(var.regions)

  path = "/segments"
  data = jsonencode({ name = "calloway-${each.key}" })
}

output "calloway_list_ids" {
  value = { for k, v in restapi_object.regional_call_list : k => v.id }
}
