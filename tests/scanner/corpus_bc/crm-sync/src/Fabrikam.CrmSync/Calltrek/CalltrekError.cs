using System.Text.Json.Serialization;

namespace Fabrikam.CrmSync.Calltrek;

/// <summary>Error payload returned by Calltrek on non-2xx responses.</summary>
public sealed class CalltrekError
{
    [JsonPropertyName("error")] public string? Error { get; init; }

    [JsonPropertyName("details")] public List<CalltrekErrorDetail>? Details { get; init; }
}

public sealed class CalltrekErrorDetail
{
    [JsonPropertyName("path")] public string? Path { get; init; }

    [JsonPropertyName("message")] public string? Message { get; init; }
}
