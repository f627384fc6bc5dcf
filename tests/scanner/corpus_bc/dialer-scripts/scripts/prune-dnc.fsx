// Removes a single phone number from one Calltrek list (ad-hoc DNC requests).
// dotnet fsi prune-dnc.fsx <listId> <phone>
open System
open System.Net.Http
open System.Net.Http.Headers
open System.Text.Json

let args = fsi.CommandLineArgs |> Array.skip 1
let listId, phone = args.[0], args.[1]

let baseUrl =
    Environment.GetEnvironmentVariable "CALLTREK_BASE_URL"
    |> Option.ofObj
    |> Option.defaultValue "https://api.calltrek.io/api/public/v1"

let http = new HttpClient()
http.DefaultRequestHeaders.Authorization <- AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable "CALLTREK_API_KEY")
http.DefaultRequestHeaders.Add("x-user-id", Environment.GetEnvironmentVariable "CALLTREK_IDP_USER_ID")

let url = $"{baseUrl}/contact-lists/{listId}/contacts/{Uri.EscapeDataString phone}"
let res = http.DeleteAsync(url).Result

if res.IsSuccessStatusCode then
    printfn "Removed %s from %s" phone listId
else
    let body = res.Content.ReadAsStringAsync().Result
    use doc = JsonDocument.Parse body
    let message = doc.RootElement.GetProperty("error").GetString()
    eprintfn "Failed (%d): %s" (int res.StatusCode) message
    exit 1
