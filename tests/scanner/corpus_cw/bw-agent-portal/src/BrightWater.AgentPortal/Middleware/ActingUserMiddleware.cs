using System.Security.Claims;

namespace BrightWater.AgentPortal.Middleware;

/// <summary>
/// The internal ops console proxies requests to the portal and forwards the signed-in
/// operator as X-User-Email / X-User-Id. We trust those only from the ops subnet.
/// </summary>
public sealed class ActingUserMiddleware
{
    private const string EmailHeader = "X-User-Email";
    private const string UserIdHeader = "X-User-Id";
    private readonly RequestDelegate _next;

    public ActingUserMiddleware(RequestDelegate next) => _next = next;

    public async Task InvokeAsync(HttpContext context)
    {
        var remote = context.Connection.RemoteIpAddress?.ToString() ?? string.Empty;
        if (remote.StartsWith("10.42.") && context.Request.Headers.TryGetValue(EmailHeader, out var email))
        {
            var identity = new ClaimsIdentity(new[]
            {
                new Claim(ClaimTypes.Email, email.ToString()),
                new Claim(ClaimTypes.NameIdentifier, context.Request.Headers[UserIdHeader].ToString()),
            }, "ops-proxy");
            context.User.AddIdentity(identity);
        }

        await _next(context);
    }
}
