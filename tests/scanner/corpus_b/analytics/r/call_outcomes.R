# call_outcomes.R
# Weekly report: how many late-pickup callback lists were worked per depot,
# joined with on-time-delivery from the warehouse (DuckDB extract).
#
# Run: Rscript analytics/r/call_outcomes.R 2024-W18

suppressPackageStartupMessages({
  library(httr2)
  library(dplyr)
  library(purrr)
  library(DBI)
})

args <- commandArgs(trailingOnly = TRUE)
iso_week <- if (length(args)) args[[1]] else format(Sys.Date() - 7, "%G-W%V")

calling_base <- Sys.getenv("CALLING_BASE", "https://api.dialsuite.com/api/public/v1")

calling_req <- function(...) {
  request(calling_base) |>
    req_url_path_append(...) |>
    req_headers(
      `x-api-key` = Sys.getenv("DIALSUITE_KEY")
    ) |>
    req_user_agent("haulwise-analytics/1.0") |>
    req_retry(max_tries = 4) |>
    req_error(body = \(resp) resp_body_json(resp)$error)
}

lists <- calling_req("contact-lists") |>
  req_url_query(groupName = "late-pickups", pageSize = 200) |>
  req_perform() |>
  resp_body_json(simplifyVector = TRUE)

lists <- as_tibble(lists) |>
  mutate(depot = sub("^Late pickups ([A-Z0-9]+).*$", "\\1", name),
         created = as.POSIXct(createdAt, tz = "UTC", format = "%Y-%m-%dT%H:%M:%OSZ"))

# Exchange rates for the cost column (ECB via Frankfurter; no key needed)
fx <- request("https://api.frankfurter.app/latest") |>
  req_url_query(from = "EUR", to = "GBP,PLN") |>
  req_perform() |>
  resp_body_json()

con <- dbConnect(duckdb::duckdb(), "warehouse/extract.duckdb", read_only = TRUE)
otd <- dbGetQuery(con, "select depot, iso_week, on_time_pct from otd_weekly where iso_week = ?",
                  params = list(iso_week))
dbDisconnect(con, shutdown = TRUE)

report <- lists |>
  group_by(depot) |>
  summarise(lists = n(), contacts = sum(contactsCount), .groups = "drop") |>
  left_join(otd, by = "depot") |>
  mutate(cost_gbp = contacts * 0.42 * fx$rates$GBP)

print(report, n = Inf)
readr::write_csv(report, sprintf("out/call_outcomes_%s.csv", iso_week))
