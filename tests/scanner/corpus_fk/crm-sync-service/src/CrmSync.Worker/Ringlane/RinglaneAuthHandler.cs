using Microsoft.Extensions.Options;

namespace CrmSync.Worker.Ringlane;

/// <summary>
/// Stamps the shared key and the acting user onto every Ringlane call.
/// </summary>
public sealed class RinglaneAuthHandler : DelegatingHandler
{
    private readonly IOptionsMonitor<RinglaneOptions> _options;
    private readonly IActingUserAccessor _actingUser;

    public RinglaneAuthHandler(IOptionsMonitor<RinglaneOptions> options, IActingUserAccessor actingUser)
    {
        _options = options;
        _actingUser = actingUser;
    }

    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        var opts = _options.CurrentValue;

        request.Headers.Remove(RinglaneConstants.ApiKeyHeader);
        request.Headers.TryAddWithoutValidation(RinglaneConstants.ApiKeyHeader, opts.ApiKey);

        var email = _actingUser.CurrentEmail ?? opts.ActingUserEmail ?? RinglaneConstants.ServiceAccountEmail;
        request.Headers.TryAddWithoutValidation(RinglaneConstants.ActingUserHeader, email);

        return base.SendAsync(request, cancellationToken);
    }
}

public interface IActingUserAccessor
{
    string? CurrentEmail { get; }
}
