using System.Text.Json.Serialization;

namespace BrightWater.AgentPortal.Dialstream;

/// <summary>Error payload returned by Dialstream on non-2xx responses.</summary>
public sealed record DialstreamError
{
    [JsonPropertyName("error")]
    public string Error { get; init; } = string.Empty;

    [JsonPropertyName("details")]
    public IReadOnlyList<DialstreamErrorDetail>? Details { get; init; }
}

public sealed record DialstreamErrorDetail(
    [property: JsonPropertyName("path")] string Path,
    [property: JsonPropertyName("message")] string Message);
