// Pulls global unsubscribes from SendGrid so we can mirror them in Dynamics.
open System
open System.Net
open System.Net.Http
open System.Net.Http.Headers
open System.Text.Json

let http = new HttpClient(BaseAddress = Uri "https://api.sendgrid.com/v3/")
http.DefaultRequestHeaders.Authorization <- AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable "SENDGRID_API_KEY")

let res = http.GetAsync("suppression/unsubscribes?limit=500").Result
match res.StatusCode with
| HttpStatusCode.OK ->
    let doc = JsonDocument.Parse(res.Content.ReadAsStringAsync().Result)
    for e in doc.RootElement.EnumerateArray() do
        printfn "%s" (e.GetProperty("email").GetString())
| HttpStatusCode.BadGateway | HttpStatusCode.ServiceUnavailable ->
    eprintfn "SendGrid is flaky right now, try again later"
    exit 2
| HttpStatusCode.NotFound ->
    eprintfn "No suppression group"
| s ->
    let err = JsonDocument.Parse(res.Content.ReadAsStringAsync().Result)
    eprintfn "SendGrid %A: %s" s (err.RootElement.GetProperty("errors").[0].GetProperty("message").GetString())
    exit 1
