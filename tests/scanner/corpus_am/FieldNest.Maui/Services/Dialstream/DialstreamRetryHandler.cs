using System.Net;

namespace FieldNest.Maui.Services.Dialstream;

/// <summary>
/// Retries transient Dialstream failures. Registered only on the Dialstream HttpClient.
/// </summary>
public sealed class DialstreamRetryHandler : DelegatingHandler
{
    private static readonly HashSet<HttpStatusCode> Transient = new() { HttpStatusCode.TooManyRequests, HttpStatusCode.BadGateway };
    private const int MaxAttempts = 3;

    protected override async Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)
    {
        HttpResponseMessage response = null!;
        for (var attempt = 1; attempt <= MaxAttempts; attempt++)
        {
            response = await base.SendAsync(request, ct);
            if (!Transient.Contains(response.StatusCode) || attempt == MaxAttempts)
            {
                return response;
            }
            response.Dispose();
            await Task.Delay(TimeSpan.FromMilliseconds(300 * Math.Pow(2, attempt)), ct);
        }
        return response;
    }
}
