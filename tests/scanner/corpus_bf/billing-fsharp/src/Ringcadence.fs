module Billing.Ringcadence

open System
open System.Net
open System.Net.Http
open System.Text.Json

/// Usage (billable minutes) per contact list, pulled nightly for invoicing.
let private baseUrl =
    Environment.GetEnvironmentVariable "RINGCADENCE_URL"
    |> Option.ofObj
    |> Option.defaultValue "https://api.ringcadence.io/api/public/v1"

let private client =
    let c = new HttpClient(BaseAddress = Uri(baseUrl.TrimEnd('/') + "/"))
    c.DefaultRequestHeaders.Add("Authorization", "Bearer " + Environment.GetEnvironmentVariable "RINGCADENCE_API_KEY")
    c.DefaultRequestHeaders.Add("X-User-Email", "billing@moorfieldlabs.com")
    c

type UsageResult =
    | Usage of JsonElement
    | Retry
    | Fail of string

let listUsage (listId: string) = async {
    let! resp = client.GetAsync($"contact-lists/{listId}/usage") |> Async.AwaitTask
    let! text = resp.Content.ReadAsStringAsync() |> Async.AwaitTask
    match resp.StatusCode with
    | HttpStatusCode.OK -> return Usage (JsonDocument.Parse(text).RootElement)
    | HttpStatusCode.BadGateway -> return Retry
    | _ ->
        let err = JsonDocument.Parse(text).RootElement.GetProperty("error").GetString()
        return Fail err
}
