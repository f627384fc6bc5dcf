using Microsoft.Extensions.Configuration;

namespace Fabrikam.Dialer.Functions.Calltrek;

/// <summary>Adds the Calltrek shared key to every outgoing request.</summary>
public sealed class CalltrekAuthHandler : DelegatingHandler
{
    private readonly string _apiKey;

    public CalltrekAuthHandler(IConfiguration configuration)
    {
        _apiKey = configuration["Calltrek:ApiKey"]
            ?? throw new InvalidOperationException("Calltrek:ApiKey is not configured");
    }

    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        request.Headers.TryAddWithoutValidation("X-Api-Key", _apiKey);
        return base.SendAsync(request, cancellationToken);
    }
}
