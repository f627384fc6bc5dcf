env               = "staging"
dialwave_base_url = "https://sandbox.api.dialwave.io/api/public/v1"
# TODO(platform): move to secrets manager bootstrap like prod
dialwave_api_key  = "dwv_Tz81pQeM4vXc2RbLn7HsKw0AyG5f"
