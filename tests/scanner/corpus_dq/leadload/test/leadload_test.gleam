import gleam/http/request
import gleeunit
import gleeunit/should
import leadload/dialstream
import leadload/phone

pub fn main() {
  gleeunit.main()
}

pub fn ten_digit_us_test() {
  phone.to_e164("(415) 555-0100", "US")
  |> should.equal(Ok("+14155550100"))
}

pub fn leading_one_test() {
  phone.to_e164("1-415-555-0100", "US")
  |> should.equal(Ok("+14155550100"))
}

pub fn short_number_test() {
  phone.to_e164("555-0100", "US")
  |> should.be_error
}

pub fn append_request_targets_list_test() {
  let req =
    dialstream.append_request(
      dialstream.Config(host: "api.dialstream.test", api_key: "k", acting_user: "a@b.c"),
      "cl_1",
      ["+14155550100"],
    )
  req.host |> should.equal("api.dialstream.test")
  request.get_header(req, "content-type") |> should.equal(Ok("application/json"))
}
