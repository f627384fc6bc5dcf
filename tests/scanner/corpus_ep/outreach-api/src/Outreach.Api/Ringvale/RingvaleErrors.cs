using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace Outreach.Api.Ringvale;

public sealed class RingvaleError
{
    [JsonPropertyName("error")]
    public string Error { get; set; } = string.Empty;

    [JsonPropertyName("details")]
    public List<RingvaleErrorDetail>? Details { get; set; }

    public string Describe() =>
        Details is { Count: > 0 }
            ? $"{Error} ({string.Join("; ", Details.Select(d => $"{d.Path}: {d.Message}"))})"
            : Error;

    public static async Task<RingvaleError?> ReadAsync(HttpResponseMessage resp, CancellationToken ct)
    {
        try
        {
            return await resp.Content.ReadFromJsonAsync<RingvaleError>(cancellationToken: ct);
        }
        catch (JsonException)
        {
            return null;
        }
    }
}

public sealed class RingvaleErrorDetail
{
    [JsonPropertyName("path")]
    public string Path { get; set; } = string.Empty;

    [JsonPropertyName("message")]
    public string Message { get; set; } = string.Empty;
}

public sealed class RingvaleApiException : Exception
{
    public RingvaleApiException(HttpStatusCode status, string message, RingvaleError? body)
        : base(message)
    {
        Status = status;
        Body = body;
    }

    public HttpStatusCode Status { get; }
    public RingvaleError? Body { get; }
    public bool IsTransient { get; init; }

    public bool IsUserNotFound =>
        Status == HttpStatusCode.NotFound && string.Equals(Body?.Error, "user not found", StringComparison.OrdinalIgnoreCase);

    public bool IsApiDisabled => Status == HttpStatusCode.ServiceUnavailable;

    public bool IsListNotFound => Status == HttpStatusCode.NotFound && !IsUserNotFound;
}
