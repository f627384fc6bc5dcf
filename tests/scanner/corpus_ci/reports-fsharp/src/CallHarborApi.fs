module Reports.CallHarborApi

open System.Net
open System.Net.Http
open Thoth.Json.Net
open Reports.Settings

type ContactListSummary = { Id: string; Name: string; Size: int }

type CallHarborErrorBody = { Error: string; Details: string list }

exception CallHarborException of status: int * message: string

let private client = new HttpClient()

let private errorDecoder : Decoder<CallHarborErrorBody> =
    Decode.object (fun get ->
        { Error = get.Required.Field "error" Decode.string
          Details = get.Optional.Field "details" (Decode.list (Decode.field "message" Decode.string)) |> Option.defaultValue [] })

let private send (s: CallHarborSettings) (meth: HttpMethod) (path: string) =
    task {
        use req = new HttpRequestMessage(meth, s.BaseUrl + path)
        req.Headers.Add("X-API-Key", s.ApiKey)
        req.Headers.Add("X-User-Email", s.ActingUserEmail)
        let! resp = client.SendAsync req
        let! body = resp.Content.ReadAsStringAsync()
        match resp.StatusCode with
        | HttpStatusCode.OK -> return body
        | HttpStatusCode.BadGateway ->
            return raise (CallHarborException(502, "CallHarbor identity provider unreachable, retry later"))
        | HttpStatusCode.ServiceUnavailable ->
            return raise (CallHarborException(503, "CallHarbor API disabled"))
        | status ->
            let msg =
                match Decode.fromString errorDecoder body with
                | Ok e -> e.Error
                | Error _ -> body
            return raise (CallHarborException(int status, msg))
    }

let contactLists (s: CallHarborSettings) =
    task {
        let! json = send s HttpMethod.Get "/contact-lists"
        return Decode.unsafeFromString (Decode.field "data" (Decode.list (Decode.Auto.generateDecoder<ContactListSummary>()))) json
    }
