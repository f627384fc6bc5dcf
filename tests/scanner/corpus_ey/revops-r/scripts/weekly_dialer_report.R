library(revopsr)
library(dplyr)
library(readr)

lists <- dw_contact_lists()

summary <- lists %>%
  mutate(stale = is.na(last_dialed_at) | as.Date(last_dialed_at) < Sys.Date() - 30) %>%
  group_by(owner_email) %>%
  summarise(lists = n(), contacts = sum(contact_count), stale_lists = sum(stale))

write_csv(summary, sprintf("out/dialer_lists_%s.csv", format(Sys.Date(), "%Y%m%d")))
message("wrote ", nrow(summary), " rows")
