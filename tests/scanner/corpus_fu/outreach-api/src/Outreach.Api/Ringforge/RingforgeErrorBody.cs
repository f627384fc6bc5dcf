using System.Text.Json.Serialization;

namespace Outreach.Api.Ringforge;

/// <summary>Error envelope returned by Ringforge on 4xx/5xx.</summary>
public sealed class RingforgeErrorBody
{
    [JsonPropertyName("error")]
    public string Error { get; init; } = string.Empty;

    [JsonPropertyName("details")]
    public List<RingforgeErrorDetail>? Details { get; init; }
}

public sealed class RingforgeErrorDetail
{
    [JsonPropertyName("path")]
    public string? Path { get; init; }

    [JsonPropertyName("message")]
    public string? Message { get; init; }
}
