using Newtonsoft.Json;

namespace FieldTech.Mobile.Models;

/// <summary>v2 error envelope: { "error": { "code": "...", "message": "...", "requestId": "..." } }</summary>
public sealed class CallingProblemEnvelope
{
    [JsonProperty("error")]
    public CallingProblem? Error { get; set; }
}

public sealed class CallingProblem
{
    [JsonProperty("code")] public string Code { get; set; } = "";
    [JsonProperty("message")] public string Message { get; set; } = "";
    [JsonProperty("requestId")] public string? RequestId { get; set; }
}
