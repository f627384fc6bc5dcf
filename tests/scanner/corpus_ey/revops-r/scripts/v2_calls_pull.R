# Calls pull, already on Dialwave API v2 (see REVOPS-388)
library(httr)
library(jsonlite)

v2 <- "https://api.dialwave.com/api/public/v2"
resp <- GET(paste0(v2, "/calls"),
            add_headers(Authorization = paste("Bearer", Sys.getenv("DIALWAVE_V2_KEY"))),
            query = list(started_after = format(Sys.Date() - 7, "%Y-%m-%dT00:00:00Z")))
if (http_error(resp)) {
  err <- content(resp, simplifyVector = TRUE)$error
  stop(sprintf("%s: %s", err$code, err$message))
}
calls <- content(resp, simplifyVector = TRUE)$data
saveRDS(calls, "out/calls_last7.rds")
