#' Dialwave legacy public API helpers
#'
#' @importFrom jsonlite fromJSON
NULL

dw_base <- function() {
  Sys.getenv("DIALWAVE_URL", "https://api.dialwave.com/api/public/v1")
}

dw_headers <- function(user = Sys.getenv("DIALWAVE_USER")) {
  add_headers(
    `x-api-key` = Sys.getenv("DIALWAVE_KEY"),
    `x-user-email` = user,
    Accept = "application/json"
  )
}

dw_stop <- function(resp) {
  body <- tryCatch(content(resp, as = "parsed", simplifyVector = TRUE), error = function(e) list())
  st <- status_code(resp)
  if (st == 503) {
    stop("Dialwave public API is disabled on the server side", call. = FALSE)
  }
  if (st == 404 && identical(body$error, "user not found")) {
    stop("Acting user not provisioned in Dialwave: ", Sys.getenv("DIALWAVE_USER"), call. = FALSE)
  }
  msg <- if (!is.null(body$error)) body$error else http_status(resp)$message
  stop(sprintf("Dialwave %s: %s", st, msg), call. = FALSE)
}

#' List contact lists
#' @export
dw_contact_lists <- function(limit = 500) {
  resp <- RETRY("GET", paste0(dw_base(), "/contact-lists"), dw_headers(),
                query = list(limit = limit), times = 4,
                terminate_on = c(400, 401, 403, 404, 503))
  if (http_error(resp)) dw_stop(resp)
  out <- content(resp, as = "parsed", simplifyVector = TRUE)
  dplyr::as_tibble(out$data)
}

#' Append phone numbers to a contact list
#' @export
dw_append_contacts <- function(list_id, phones) {
  url <- sprintf("%s/contact-lists/%s/contacts", dw_base(), list_id)
  resp <- POST(url, dw_headers(), body = list(contacts = purrr::map(phones, ~ list(phone = .x))),
               encode = "json")
  if (status_code(resp) == 502) {
    Sys.sleep(5)
    resp <- POST(url, dw_headers(), body = list(contacts = purrr::map(phones, ~ list(phone = .x))),
                 encode = "json")
  }
  if (http_error(resp)) dw_stop(resp)
  invisible(content(resp))
}
