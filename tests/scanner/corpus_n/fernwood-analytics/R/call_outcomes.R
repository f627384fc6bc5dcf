library(httr)
library(jsonlite)
library(dplyr)

ch_base <- Sys.getenv("CALLHARBOR_BASE_URL", "https://api.callharbor.io/api/public/v1")

ch_get <- function(path, query = list()) {
  resp <- GET(
    paste0(ch_base, path),
    query = query,
    add_headers(
      `x-api-key` = Sys.getenv("CALLHARBOR_API_KEY"),
      `X-User-Email` = Sys.getenv("CALLHARBOR_ACTING_USER")
    )
  )
  if (status_code(resp) == 503) stop("CallHarbor API is disabled on the server")
  if (http_error(resp)) {
    err <- content(resp, as = "parsed")
    stop(sprintf("CallHarbor %s: %s", status_code(resp), err$error))
  }
  content(resp, as = "parsed", simplifyVector = TRUE)
}

calls <- ch_get("/calls", list(since = format(Sys.Date() - 30)))
outcomes <- calls %>% count(outcome, sort = TRUE)
