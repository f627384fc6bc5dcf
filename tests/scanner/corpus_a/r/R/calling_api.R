#' Calling Service helpers for the weekly sales-ops report.
#'
#' These still speak the v1 protocol (x-api-key + x-user-email). The
#' analytics summary in v2 would replace `calling_list_stats()` entirely.

library(httr)
library(jsonlite)

calling_base <- Sys.getenv("CALLING_BASE", "https://calls.example.net/api/public/v1")

calling_headers <- function(user_email = Sys.getenv("REPORT_USER")) {
  add_headers(
    `x-api-key` = Sys.getenv("CALLING_API_KEY"),
    `x-acme-report` = user_email
  )
}

calling_get <- function(path, ...) {
  res <- GET(paste0(calling_base, path), calling_headers(), timeout(30), ...)
  if (http_error(res)) {
    err <- content(res, as = "parsed", simplifyVector = TRUE)
    stop(sprintf("calling API %s: %s", status_code(res), err$error))
  }
  content(res, as = "parsed", simplifyVector = TRUE)
}

calling_list_stats <- function() {
  lists <- calling_get("/contact-lists")
  data.frame(
    id = lists$id,
    name = lists$name,
    contacts = lists$contactsCount,
    stringsAsFactors = FALSE
  )
}

# Exchange rates come from an unrelated API that also uses x-api-key.
fx_rates <- function() {
  res <- GET("https://fx.example-rates.com/v1/latest",
             add_headers(`x-api-key` = Sys.getenv("FX_KEY")))
  if (status_code(res) == 503) return(NULL)
  content(res)$rates
}
