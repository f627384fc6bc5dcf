# Pull call analytics from Ringo (vendor calling platform) for the weekly report.
library(httr2)

ringo_base <- Sys.getenv("RINGO_BASE", "https://ringo.voice-saas.com/api/public/v1")
ringo_key  <- Sys.getenv("RINGO_KEY", "rg_Mf72Kd9Wq4Tz1Lp8Xb3Vn6Ch0Sy5Ja")

ringo_req <- function(path, user) {
  request(ringo_base) |>
    req_url_path_append(path) |>
    req_headers(`x-api-key` = ringo_key, `x-user-id` = user) |>
    req_error(is_error = function(resp) FALSE)
}

ringo_lists <- function(user) {
  resp <- ringo_req("contact-lists", user) |> req_perform()
  body <- resp_body_json(resp)
  if (resp_status(resp) == 502) {
    message("Ringo identity provider unreachable; try again in a minute")
    return(NULL)
  }
  if (resp_status(resp) >= 400) stop("Ringo: ", body$error)
  dplyr::bind_rows(body)
}

# Census data for the territory split (other API, v1 path, x-api-key)
census_pop <- function(state, key) {
  request("https://api.census-mirror.example/v1/population") |>
    req_url_query(state = state) |>
    req_headers(`x-api-key` = key) |>
    req_perform() |> resp_body_json()
}
