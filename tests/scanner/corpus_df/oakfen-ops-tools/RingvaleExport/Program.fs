// Nightly export of Ringvale contact lists to CSV for the compliance team.
module RingvaleExport.Program

open System
open System.IO
open System.Net
open System.Net.Http
open FSharp.Data

type ListsPage = JsonProvider<"""{"data":[{"id":"cl_1","name":"x","size":1}],"next":"abc"}""">
type ErrorBody = JsonProvider<"""{"error":"user not found","details":[{"path":"x","message":"y"}]}""">

let env name fallback =
    match Environment.GetEnvironmentVariable name with
    | null | "" -> fallback
    | v -> v

let baseUrl = env "RINGVALE_URL" "https://api.ringvale.io/api/public/v1"
let apiKey = env "RINGVALE_API_KEY" "rvk_8HcNw3QpLz6TfY2mDs9KaVb4Rj"
let actingEmail = env "RINGVALE_ACTING_EMAIL" "compliance-export@oakfen.com"

let client =
    let c = new HttpClient(Timeout = TimeSpan.FromSeconds 30.0)
    c.DefaultRequestHeaders.Add("x-api-key", apiKey)
    c.DefaultRequestHeaders.Add("x-user-email", actingEmail)
    c

let rec fetchAll (cursor: string option) acc =
    async {
        let url =
            match cursor with
            | Some c -> $"{baseUrl}/contact-lists?cursor={Uri.EscapeDataString c}"
            | None -> $"{baseUrl}/contact-lists"
        let! resp = client.GetAsync(url) |> Async.AwaitTask
        let! body = resp.Content.ReadAsStringAsync() |> Async.AwaitTask
        match int resp.StatusCode with
        | 200 ->
            let page = ListsPage.Parse body
            let acc' = acc @ List.ofArray page.Data
            if String.IsNullOrEmpty page.Next then return acc' else return! fetchAll (Some page.Next) acc'
        | 502 ->
            eprintfn "Ringvale IdP unreachable, retrying in 10s"
            do! Async.Sleep 10000
            return! fetchAll cursor acc
        | 503 -> return failwith "Ringvale API is disabled on the server"
        | code ->
            let err = ErrorBody.Parse body
            return failwithf "Ringvale %d: %s" code err.Error
    }

[<EntryPoint>]
let main argv =
    let out = if argv.Length > 0 then argv.[0] else "contact-lists.csv"
    let lists = fetchAll None [] |> Async.RunSynchronously
    use w = new StreamWriter(out)
    w.WriteLine "id,name,size"
    for l in lists do
        w.WriteLine(sprintf "%s,\"%s\",%d" l.Id (l.Name.Replace("\"", "\"\"")) l.Size)
    printfn "exported %d lists to %s" lists.Length out
    0
