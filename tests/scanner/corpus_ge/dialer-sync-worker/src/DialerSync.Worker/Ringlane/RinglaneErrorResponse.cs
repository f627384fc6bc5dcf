using Newtonsoft.Json;

namespace DialerSync.Worker.Ringlane;

/// <summary>Error body returned by the Ringlane public API.</summary>
public sealed class RinglaneErrorResponse
{
    [JsonProperty("error")]
    public string Error { get; set; } = string.Empty;

    [JsonProperty("details")]
    public List<RinglaneErrorDetail> Details { get; set; } = new();
}

public sealed class RinglaneErrorDetail
{
    [JsonProperty("path")]
    public string? Path { get; set; }

    [JsonProperty("message")]
    public string? Message { get; set; }
}
