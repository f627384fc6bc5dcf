# calling_weekly.R
# Weekly dialing-activity report for the Insights team (scheduled in RStudio Connect).
# Pulls list membership from the calling service ("CallPoint") and enriches it with
# census data. Author: insights@kestrel-analytics.com

library(httr)
library(jsonlite)
library(dplyr)
library(readr)

callpoint_url   <- Sys.getenv("CALLPOINT_URL", "https://callpoint.kestrel-analytics.com/api/public/v1")
callpoint_key   <- Sys.getenv("CALLPOINT_KEY")
callpoint_actor <- Sys.getenv("CALLPOINT_ACTOR", "insights-bot@kestrel-analytics.com")

census_key <- Sys.getenv("CENSUS_API_KEY")

callpoint_get <- function(path, query = list()) {
  resp <- GET(
    paste0(callpoint_url, path),
    query = query,
    add_headers(`x-api-key` = callpoint_key, `x-user-email` = callpoint_actor),
    timeout(30)
  )
  if (status_code(resp) == 404) {
    stop("CallPoint does not recognise ", callpoint_actor, " (user not found)")
  }
  if (status_code(resp) == 502) {
    message("CallPoint identity lookup failed, retrying in 30s")
    Sys.sleep(30)
    return(callpoint_get(path, query))
  }
  if (http_error(resp)) {
    err <- content(resp, as = "parsed", type = "application/json")
    stop("CallPoint error: ", err$error)
  }
  content(resp, as = "parsed", type = "application/json", simplifyVector = TRUE)
}

census_county <- function(fips) {
  resp <- GET(
    "https://api.census.gov/data/2022/acs/acs5",
    query = list(get = "NAME,B01003_001E", `for` = paste0("county:", substr(fips, 3, 5)),
                 `in` = paste0("state:", substr(fips, 1, 2)), key = census_key)
  )
  if (status_code(resp) %in% c(502, 503)) {
    warning("census API unavailable, skipping enrichment for ", fips)
    return(NULL)
  }
  fromJSON(content(resp, as = "text", encoding = "UTF-8"))
}

lists <- callpoint_get("/contact-lists")
members <- bind_rows(lapply(lists$id, function(id) {
  rows <- callpoint_get(paste0("/contact-lists/", id, "/contacts"))
  mutate(as_tibble(rows), list_id = id)
}))

summary <- members %>%
  group_by(list_id) %>%
  summarise(contacts = n(), with_fips = sum(!is.na(fips)))

write_csv(summary, sprintf("calling_weekly_%s.csv", format(Sys.Date(), "%Y%m%d")))
