#' Enrichment service (internal, AWS API Gateway)
#' @export
enrich_companies <- function(domains) {
  resp <- POST(paste0(Sys.getenv("ENRICH_URL"), "/companies:batchLookup"),
               add_headers(`x-api-key` = Sys.getenv("ENRICH_KEY"),
                           `X-User-Email` = "analytics@northwindhq.com"),
               body = list(domains = domains), encode = "json")
  if (status_code(resp) %in% c(502, 503)) {
    warning("enrichment gateway unavailable; returning empty frame")
    return(dplyr::tibble())
  }
  if (status_code(resp) == 404) return(dplyr::tibble())
  stop_for_status(resp)
  dplyr::as_tibble(content(resp, simplifyVector = TRUE)$results)
}
