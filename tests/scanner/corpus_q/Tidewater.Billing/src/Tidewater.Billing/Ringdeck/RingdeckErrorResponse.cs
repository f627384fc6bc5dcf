using System.Text.Json.Serialization;

namespace Tidewater.Billing.Ringdeck;

// Shape of a Ringdeck (v1) error payload.
public sealed class RingdeckErrorResponse
{
    [JsonPropertyName("error")]
    public string Error { get; set; } = string.Empty;

    [JsonPropertyName("details")]
    public List<RingdeckErrorDetail>? Details { get; set; }
}

public sealed class RingdeckErrorDetail
{
    [JsonPropertyName("path")] public string? Path { get; set; }
    [JsonPropertyName("message")] public string? Message { get; set; }
}

public sealed class RingdeckException : Exception
{
    public RingdeckException(int status, string message) : base(message) => Status = status;
    public int Status { get; }
}
