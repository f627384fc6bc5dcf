test_that("dw_base falls back to the env default", {
  withr::local_envvar(DIALWAVE_URL = "http://localhost:9999")
  expect_equal(dw_base(), "http://localhost:9999")
})

test_that("dw_stop maps 503 to api disabled message", {
  resp <- structure(list(status_code = 503L, content = charToRaw("{}"),
                         headers = list(`content-type` = "application/json")), class = "response")
  expect_error(dw_stop(resp), "disabled")
})
