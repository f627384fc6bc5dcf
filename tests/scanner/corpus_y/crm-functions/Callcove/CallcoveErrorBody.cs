using System.Text.Json.Serialization;

namespace CrmFunctions.Callcove;

public sealed class CallcoveErrorBody
{
    [JsonPropertyName("error")]
    public string Error { get; set; } = "";

    [JsonPropertyName("details")]
    public List<CallcoveErrorDetail> Details { get; set; } = new();
}

public sealed class CallcoveErrorDetail
{
    public string Path { get; set; } = "";
    public string Message { get; set; } = "";
}
