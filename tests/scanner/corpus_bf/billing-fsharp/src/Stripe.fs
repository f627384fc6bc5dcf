module Billing.Stripe

open System
open System.Net.Http
open System.Security.Cryptography
open System.Text

let private secret = Environment.GetEnvironmentVariable "STRIPE_WEBHOOK_SECRET"

/// Verifies `Stripe-Signature: t=...,v1=...`
let verify (header: string) (payload: string) =
    let parts = header.Split(',') |> Array.map (fun p -> p.Split('=', 2)) |> Array.map (fun a -> a.[0], a.[1])
    let ts = parts |> Array.find (fun (k, _) -> k = "t") |> snd
    let sigs = parts |> Array.filter (fun (k, _) -> k = "v1") |> Array.map snd
    use h = new HMACSHA256(Encoding.UTF8.GetBytes secret)
    let expected = h.ComputeHash(Encoding.UTF8.GetBytes(ts + "." + payload)) |> Convert.ToHexString |> fun s -> s.ToLowerInvariant()
    sigs |> Array.exists (fun s -> CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes s, Encoding.ASCII.GetBytes expected))

let private http = new HttpClient(BaseAddress = Uri "https://api.stripe.com/v1/")

let createUsageRecord (itemId: string) (qty: int) = async {
    use req = new HttpRequestMessage(HttpMethod.Post, $"subscription_items/{itemId}/usage_records")
    req.Headers.Add("Authorization", "Bearer " + Environment.GetEnvironmentVariable "STRIPE_SECRET_KEY")
    req.Content <- new FormUrlEncodedContent(dict [ "quantity", string qty; "action", "set" ])
    let! resp = http.SendAsync req |> Async.AwaitTask
    return resp.IsSuccessStatusCode
}
