#r "nuget: FSharp.Data, 6.4.0"

// Quick health report of Dialstream contact lists for the weekly renewals meeting.
// dotnet fsi scripts/list-health.fsx > out/list-health.csv

open System
open System.Net
open System.Net.Http
open FSharp.Data

[<Literal>]
let DialstreamRoot = "https://api.dialstream.io/api/public/v1"

type ListsPage = JsonProvider<"samples/contact-lists.sample.json">
type DialstreamFailure = JsonProvider<"""{"error":"contact list not found","details":[{"path":"id","message":"unknown"}]}""">

let apiKey =
    match Environment.GetEnvironmentVariable "DIALSTREAM_API_KEY" with
    | null | "" -> failwith "set DIALSTREAM_API_KEY"
    | k -> k

let http = new HttpClient()
http.DefaultRequestHeaders.Add("X-Api-Key", apiKey)
http.DefaultRequestHeaders.Add("X-User-Email", "analytics@brightwater-ins.com")

let get (path: string) =
    let resp = http.GetAsync(DialstreamRoot + path) |> Async.AwaitTask |> Async.RunSynchronously
    let body = resp.Content.ReadAsStringAsync() |> Async.AwaitTask |> Async.RunSynchronously
    match resp.StatusCode with
    | HttpStatusCode.OK -> Ok body
    | HttpStatusCode.BadGateway -> Error "identity provider unreachable, rerun in a minute"
    | HttpStatusCode.ServiceUnavailable -> Error "Dialstream API disabled for tenant"
    | status ->
        let failure = DialstreamFailure.Parse body
        Error (sprintf "%d %s" (int status) failure.Error)

let whoami () =
    let resp = http.GetAsync(DialstreamRoot + "/contact-lists?limit=1") |> Async.AwaitTask |> Async.RunSynchronously
    if resp.StatusCode = HttpStatusCode.NotFound then
        let body = resp.Content.ReadAsStringAsync() |> Async.AwaitTask |> Async.RunSynchronously
        if (DialstreamFailure.Parse body).Error = "user not found" then
            failwith "analytics@ is not a Dialstream user any more - ask IT to re-provision it"

whoami ()

let lists =
    match get "/contact-lists" with
    | Ok body -> (ListsPage.Parse body).Items |> List.ofArray
    | Error e -> eprintfn "%s" e; exit 1

printfn "id,name,contacts,created"
for l in lists do
    printfn "%s,%s,%d,%s" l.Id (l.Name.Replace(",", " ")) l.ContactCount (l.CreatedAt.ToString "yyyy-MM-dd")
