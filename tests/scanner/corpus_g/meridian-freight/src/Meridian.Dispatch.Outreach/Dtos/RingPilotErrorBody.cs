using System.Text.Json;
using System.Text.Json.Serialization;

namespace Meridian.Dispatch.Outreach.Dtos;

/// <summary>
/// Error payload returned by the dialer when a request fails.
/// Example: { "error": "user not found" }
/// </summary>
public sealed record RingPilotErrorBody(
    [property: JsonPropertyName("error")] string Error,
    [property: JsonPropertyName("details")] JsonElement? Details = null)
{
    public bool IsUserNotFound =>
        string.Equals(Error, "user not found", StringComparison.OrdinalIgnoreCase);

    public bool IsMissingUser =>
        Error.StartsWith("missing user", StringComparison.OrdinalIgnoreCase);

    public static RingPilotErrorBody FromStatus(int status) =>
        new($"HTTP {status}", null);
}
