// Tiny relay for GitHub deploy events -> ops channel. Run with `dotnet fsi`.
open System
open System.Security.Cryptography
open System.Text

let verify (secret: string) (body: string) (headers: Map<string, string>) =
    match headers.TryFind "X-Hub-Signature-256" with
    | Some sigHeader ->
        use h = new HMACSHA256(Encoding.UTF8.GetBytes secret)
        let expected = "sha256=" + (h.ComputeHash(Encoding.UTF8.GetBytes body) |> Array.map (fun b -> b.ToString("x2")) |> String.concat "")
        CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes expected, Encoding.ASCII.GetBytes sigHeader)
    | None -> false

let handle (body: string) (headers: Map<string, string>) =
    let secret = Environment.GetEnvironmentVariable "GITHUB_WEBHOOK_SECRET"
    if verify secret body headers then printfn "ok: %s" (headers.TryFind "X-GitHub-Event" |> Option.defaultValue "?")
    else eprintfn "bad signature"
