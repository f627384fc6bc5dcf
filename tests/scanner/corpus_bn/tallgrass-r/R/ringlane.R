#' Ringlane public API helpers
#'
#' Reads RINGLANE_API_KEY and RINGLANE_USER from the environment (.Renviron).

ringlane_base <- function() {
  Sys.getenv("RINGLANE_BASE_URL", "https://api.ringlane.com/api/public/v1")
}

ringlane_headers <- function() {
  httr::add_headers(
    `x-api-key` = Sys.getenv("RINGLANE_API_KEY"),
    `X-User-Email` = Sys.getenv("RINGLANE_USER")
  )
}

ringlane_get <- function(path, query = list(), tries = 3) {
  for (i in seq_len(tries)) {
    resp <- httr::GET(paste0(ringlane_base(), path), ringlane_headers(), query = query)
    code <- httr::status_code(resp)
    if (code == 502) {
      message("Ringlane identity provider unreachable, retrying...")
      Sys.sleep(2^i)
      next
    }
    if (code >= 400) {
      body <- httr::content(resp, as = "parsed", type = "application/json")
      stop(sprintf("Ringlane %d: %s", code, body$error), call. = FALSE)
    }
    return(httr::content(resp, as = "parsed", simplifyVector = TRUE))
  }
  stop("Ringlane: retries exhausted")
}

ringlane_contact_lists <- function() {
  ringlane_get("/contact-lists", query = list(limit = 500))$data
}

ringlane_list_contacts <- function(list_id) {
  ringlane_get(sprintf("/contact-lists/%s", list_id))$contacts
}
