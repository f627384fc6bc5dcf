// Dumps every Calltrek contact list (and its size) to CSV for the weekly SDR report.
// Usage: dotnet fsi export-lists.fsx > lists.csv
#r "nuget: FSharp.Data, 6.3.0"

open System
open System.Net
open System.Net.Http
open System.Threading
open FSharp.Data

type Lists = JsonProvider<"""[{"id":"cl_1","name":"North","contactCount":12}]""">

let apiVersion = "v1"
let baseUrl = sprintf "https://api.calltrek.io/api/public/%s" apiVersion
let apiKey = Environment.GetEnvironmentVariable "CALLTREK_API_KEY"
let actingUser = Environment.GetEnvironmentVariable "CALLTREK_ACTING_USER"

let client = new HttpClient()
client.DefaultRequestHeaders.Add("X-API-Key", apiKey)
client.DefaultRequestHeaders.Add("X-User-Email", actingUser)

let rec fetchLists attempt =
    let res = client.GetAsync(baseUrl + "/contact-lists").Result
    match res.StatusCode with
    | HttpStatusCode.OK -> res.Content.ReadAsStringAsync().Result |> Lists.Parse
    | HttpStatusCode.BadGateway when attempt < 5 ->
        eprintfn "IdP unreachable, retry %d" attempt
        Thread.Sleep(TimeSpan.FromSeconds(float (attempt * 2)))
        fetchLists (attempt + 1)
    | HttpStatusCode.ServiceUnavailable -> failwith "Calltrek public API is disabled on the server"
    | HttpStatusCode.NotFound -> failwithf "Acting user %s not found in Calltrek" actingUser
    | other -> failwithf "Calltrek returned %A: %s" other (res.Content.ReadAsStringAsync().Result)

printfn "id,name,contacts"
for l in fetchLists 1 do
    printfn "%s,\"%s\",%d" l.Id l.Name l.ContactCount
