using System.Text.Json.Serialization;

namespace CrmSync.Worker.Ringlane;

/// <summary>Error envelope returned by Ringlane on non-2xx responses.</summary>
public sealed class RinglaneErrorResponse
{
    [JsonPropertyName("error")]
    public string Error { get; set; } = string.Empty;

    [JsonPropertyName("details")]
    public List<RinglaneErrorDetail>? Details { get; set; }
}

public sealed class RinglaneErrorDetail
{
    [JsonPropertyName("path")]
    public string? Path { get; set; }

    [JsonPropertyName("message")]
    public string? Message { get; set; }
}
