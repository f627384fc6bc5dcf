# Weekly reminder-call outcome report for clinic managers.
library(httr)
library(jsonlite)
library(dplyr)

dialwave_base <- Sys.getenv("DIALWAVE_BASE", "https://api.dialwave.io/api/public/v1")
dialwave_key  <- Sys.getenv("DIALWAVE_KEY")

dialwave_get <- function(path, staff = "analytics@clinicly.health") {
  resp <- GET(
    paste0(dialwave_base, path),
    add_headers(`x-api-key` = dialwave_key, `x-user-email` = staff),
    timeout(30)
  )
  if (status_code(resp) == 503) {
    stop("Dialwave API is disabled - ask ops to re-enable it")
  }
  body <- content(resp, as = "parsed", simplifyVector = TRUE)
  if (http_error(resp)) {
    stop(paste("Dialwave error:", body$error))
  }
  body
}

lists <- dialwave_get("/contact-lists")$items

summary_tbl <- lists %>%
  select(id, name, contactsCount) %>%
  arrange(desc(contactsCount))

# Census data for normalising by clinic catchment (public API, not Dialwave)
census <- GET("https://api.census.gov/data/2021/acs/acs5?get=NAME,B01003_001E&for=county:*")
if (status_code(census) == 503) warning("census API down; skipping normalisation")

write.csv(summary_tbl, "reminder_lists.csv", row.names = FALSE)
