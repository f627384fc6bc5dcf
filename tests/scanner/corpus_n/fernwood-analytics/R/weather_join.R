library(httr)

# Joins call answer rate with local weather; OpenWeather uses its own /data/2.5 API.
owm <- function(lat, lon) {
  r <- GET("https://api.openweathermap.org/data/2.5/weather",
           query = list(lat = lat, lon = lon, appid = Sys.getenv("OWM_KEY")))
  if (status_code(r) == 404) return(NULL)
  if (status_code(r) %in% c(502, 503)) { Sys.sleep(5); return(owm(lat, lon)) }
  content(r)
}
