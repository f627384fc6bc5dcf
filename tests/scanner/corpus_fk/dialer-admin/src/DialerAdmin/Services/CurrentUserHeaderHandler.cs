using System.Security.Claims;

namespace DialerAdmin.Services;

/// <summary>
/// Forwards the signed-in admin's identity to ops-api (our own service, not Ringlane).
/// </summary>
public sealed class CurrentUserHeaderHandler(IHttpContextAccessor accessor) : DelegatingHandler
{
    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        var user = accessor.HttpContext?.User;
        var email = user?.FindFirstValue(ClaimTypes.Email) ?? user?.FindFirstValue("preferred_username");
        if (!string.IsNullOrEmpty(email))
        {
            request.Headers.TryAddWithoutValidation("X-User-Email", email);
        }

        var oid = user?.FindFirstValue("http://schemas.microsoft.com/identity/claims/objectidentifier");
        if (!string.IsNullOrEmpty(oid))
        {
            request.Headers.TryAddWithoutValidation("X-User-Id", oid);
        }

        return base.SendAsync(request, cancellationToken);
    }
}
