using DialerSync.Worker.Options;
using Microsoft.Extensions.Options;

namespace DialerSync.Worker.Ringlane;

/// <summary>Stamps every outgoing Ringlane request with the workspace key and acting user.</summary>
internal sealed class RinglaneAuthHandler : DelegatingHandler
{
    private readonly IOptionsMonitor<RinglaneOptions> _options;

    public RinglaneAuthHandler(IOptionsMonitor<RinglaneOptions> options) => _options = options;

    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        var opts = _options.CurrentValue;

        request.Headers.Remove(RinglaneHeaders.ApiKey);
        request.Headers.TryAddWithoutValidation(RinglaneHeaders.ApiKey, opts.ApiKey);

        if (!request.Headers.Contains(RinglaneHeaders.ActingUserEmail))
        {
            request.Headers.TryAddWithoutValidation(RinglaneHeaders.ActingUserEmail, opts.ActingUserEmail);
        }

        if (!request.Headers.Contains(RinglaneHeaders.RequestId))
        {
            request.Headers.TryAddWithoutValidation(RinglaneHeaders.RequestId, Guid.NewGuid().ToString("N"));
        }

        return base.SendAsync(request, cancellationToken);
    }
}
