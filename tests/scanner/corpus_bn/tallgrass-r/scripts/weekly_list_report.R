#!/usr/bin/env Rscript
# Weekly: list sizes per Ringlane contact list + connect rates -> Slack
suppressPackageStartupMessages({
  library(dplyr)
  devtools::load_all(".")
})

lists <- ringlane_contact_lists()
sizes <- tibble::tibble(name = lists$name, contacts = lists$contact_count) |>
  arrange(desc(contacts))

con <- DBI::dbConnect(odbc::odbc(), "snowflake_prod")
rates <- DBI::dbGetQuery(con, "select * from reporting.v_call_outcomes where dial_date >= current_date - 7")

msg <- paste0(
  "*Ringlane lists (top 5)*\n",
  paste(sprintf("- %s: %d", head(sizes$name, 5), head(sizes$contacts, 5)), collapse = "\n"),
  sprintf("\n*Connect rate 7d*: %.1f%%", 100 * sum(rates$CONNECTS) / sum(rates$DIALS))
)
slack_post(msg)
