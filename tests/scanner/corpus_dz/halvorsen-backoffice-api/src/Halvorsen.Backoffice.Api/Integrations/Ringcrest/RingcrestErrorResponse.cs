using System.Text.Json.Serialization;

namespace Halvorsen.Backoffice.Api.Integrations.Ringcrest;

/// <summary>
/// Error envelope returned by Ringcrest on any non-2xx response.
/// Example: { "error": "user not found", "details": [ { "path": "phones[3]", "message": "invalid E.164" } ] }
/// </summary>
public sealed class RingcrestErrorResponse
{
    [JsonPropertyName("error")]
    public string Error { get; set; } = string.Empty;

    [JsonPropertyName("details")]
    public List<RingcrestErrorDetail>? Details { get; set; }
}

public sealed class RingcrestErrorDetail
{
    [JsonPropertyName("path")]
    public string? Path { get; set; }

    [JsonPropertyName("message")]
    public string? Message { get; set; }
}
