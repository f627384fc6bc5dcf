import argv
import envoy
import gleam/io
import gleam/list
import gleam/result
import gleam/string
import leadload/dialstream
import leadload/phone
import simplifile

pub fn main() {
  case argv.load().arguments {
    [csv_path, list_id] -> run(csv_path, list_id)
    _ -> io.println_error("usage: leadload <leads.csv> <contact-list-id>")
  }
}

fn run(csv_path: String, list_id: String) -> Nil {
  let assert Ok(contents) = simplifile.read(csv_path)
  let #(good, bad) =
    contents
    |> string.split("\n")
    |> list.drop(1)
    |> list.filter(fn(line) { line != "" })
    |> list.map(fn(line) { line |> string.split(",") |> list.first |> result.unwrap("") })
    |> list.map(phone.to_e164(_, "US"))
    |> result.partition

  io.println(string.inspect(list.length(bad)) <> " rows skipped (not a valid number)")

  let config =
    dialstream.Config(
      host: envoy.get("DIALSTREAM_HOST") |> result.unwrap("api.dialstream.io"),
      api_key: envoy.get("DIALSTREAM_API_KEY") |> result.unwrap(""),
      acting_user: envoy.get("DIALSTREAM_ACTING_USER") |> result.unwrap("ops@tollgatelabs.io"),
    )

  good
  |> list.sized_chunk(500)
  |> list.each(fn(chunk) {
    case dialstream.append(config, list_id, chunk) {
      Ok(n) -> io.println("appended " <> string.inspect(n))
      Error(e) -> io.println_error(dialstream.describe(e))
    }
  })
}
