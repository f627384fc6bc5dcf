using System.Net.Http.Json;
using System.Text.Json;
using System.Text.Json.Serialization;

namespace DialerSync.Worker.Models;

/// <summary>Error body returned by the Ringvale public API.</summary>
public sealed record ErrorEnvelope(
    [property: JsonPropertyName("error")] string Error,
    [property: JsonPropertyName("details")] IReadOnlyList<ErrorDetail>? Details)
{
    public static async Task<ErrorEnvelope?> TryReadAsync(HttpResponseMessage resp, CancellationToken ct)
    {
        if (resp.Content.Headers.ContentType?.MediaType != "application/json") return null;
        try
        {
            return await resp.Content.ReadFromJsonAsync<ErrorEnvelope>(cancellationToken: ct);
        }
        catch (JsonException)
        {
            return null;
        }
    }
}

public sealed record ErrorDetail(
    [property: JsonPropertyName("path")] string Path,
    [property: JsonPropertyName("message")] string Message);
