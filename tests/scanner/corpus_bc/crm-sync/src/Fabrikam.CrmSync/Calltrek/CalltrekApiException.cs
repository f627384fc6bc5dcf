using System.Net;
using System.Text.Json;

namespace Fabrikam.CrmSync.Calltrek;

public sealed class CalltrekApiException : Exception
{
    public CalltrekApiException(HttpStatusCode statusCode, CalltrekError? error, string rawBody)
        : base(BuildMessage(statusCode, error))
    {
        StatusCode = statusCode;
        Error = error;
        RawBody = rawBody;
    }

    public HttpStatusCode StatusCode { get; }

    public CalltrekError? Error { get; }

    public string RawBody { get; }

    public static async Task<CalltrekApiException> FromResponseAsync(HttpResponseMessage response, CancellationToken ct)
    {
        var body = await response.Content.ReadAsStringAsync(ct);
        CalltrekError? error = null;
        try
        {
            error = JsonSerializer.Deserialize<CalltrekError>(body);
        }
        catch (JsonException)
        {
            // Calltrek sometimes returns an HTML page from its load balancer.
        }

        return new CalltrekApiException(response.StatusCode, error, body);
    }

    private static string BuildMessage(HttpStatusCode status, CalltrekError? error)
    {
        var text = $"Calltrek returned {(int)status}";
        if (!string.IsNullOrEmpty(error?.Error))
        {
            text += $": {error.Error}";
        }

        if (error?.Details is { Count: > 0 } details)
        {
            text += " (" + string.Join("; ", details.Select(d => $"{d.Path}: {d.Message}")) + ")";
        }

        return text;
    }
}
