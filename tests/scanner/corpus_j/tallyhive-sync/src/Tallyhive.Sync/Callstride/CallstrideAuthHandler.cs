using Microsoft.Extensions.Options;

namespace Tallyhive.Sync.Callstride;

/// <summary>Adds the shared integration key and acting user to every Callstride request.</summary>
public sealed class CallstrideAuthHandler(IOptionsMonitor<CallstrideOptions> options) : DelegatingHandler
{
    protected override async Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)
    {
        var opts = options.CurrentValue;
        request.Headers.Remove(CallstrideOptions.ApiKeyHeader);
        request.Headers.TryAddWithoutValidation(CallstrideOptions.ApiKeyHeader, opts.ApiKey);
        request.Headers.TryAddWithoutValidation(CallstrideOptions.ActingUserHeader, opts.ActingUserId);

        const int maxAttempts = 3;
        for (var attempt = 1; ; attempt++)
        {
            var response = await base.SendAsync(request, ct);
            if (response.StatusCode != System.Net.HttpStatusCode.BadGateway || attempt == maxAttempts)
                return response;
            response.Dispose();
            await Task.Delay(TimeSpan.FromMilliseconds(200 * attempt), ct);
        }
    }
}
