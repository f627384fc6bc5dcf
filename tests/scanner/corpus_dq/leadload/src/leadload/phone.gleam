//// Very small E.164 normaliser for North American numbers.

import gleam/string

pub type PhoneError {
  TooShort(String)
  UnsupportedRegion(String)
}

pub fn to_e164(raw: String, region: String) -> Result(String, PhoneError) {
  let digits =
    raw
    |> string.to_graphemes
    |> keep_digits("")

  case region, string.length(digits) {
    "US", 10 -> Ok("+1" <> digits)
    "US", 11 ->
      case string.starts_with(digits, "1") {
        True -> Ok("+" <> digits)
        False -> Error(TooShort(raw))
      }
    "US", _ -> Error(TooShort(raw))
    other, _ -> Error(UnsupportedRegion(other))
  }
}

fn keep_digits(chars: List(String), acc: String) -> String {
  case chars {
    [] -> acc
    [c, ..rest] ->
      case string.contains("0123456789", c) {
        True -> keep_digits(rest, acc <> c)
        False -> keep_digits(rest, acc)
      }
  }
}
