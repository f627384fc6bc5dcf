using Microsoft.Extensions.Options;

namespace Petalbrook.AgentDesk.Voxly;

/// <summary>Adds the shared key and the acting user to every Voxly request.</summary>
public sealed class VoxlyAuthHandler : DelegatingHandler
{
    private readonly IOptions<VoxlyOptions> _options;

    public VoxlyAuthHandler(IOptions<VoxlyOptions> options) => _options = options;

    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        var o = _options.Value;
        request.Headers.TryAddWithoutValidation("X-Api-Key", o.ApiKey);
        request.Headers.TryAddWithoutValidation("X-User-Email", o.ActingUserEmail);
        return base.SendAsync(request, cancellationToken);
    }
}
