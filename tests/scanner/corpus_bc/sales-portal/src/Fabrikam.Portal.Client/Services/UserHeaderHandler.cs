using Microsoft.AspNetCore.Components.Authorization;

namespace Fabrikam.Portal.Client.Services;

/// <summary>Adds the signed-in user's object id to calls to our own /api backend.</summary>
public sealed class UserHeaderHandler(AuthenticationStateProvider auth) : DelegatingHandler
{
    protected override async Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        var state = await auth.GetAuthenticationStateAsync();
        var oid = state.User.FindFirst("oid")?.Value;
        if (oid is not null)
        {
            request.Headers.Add("X-User-Id", oid);
            request.Headers.Add("X-User-Email", state.User.FindFirst("preferred_username")?.Value ?? string.Empty);
        }

        return await base.SendAsync(request, cancellationToken);
    }
}
