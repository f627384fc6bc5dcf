using System.Security.Claims;

namespace Outreach.Api.Middleware;

/// <summary>
/// Our APIM gateway forwards the caller's identity as X-User-Email / X-User-Id after
/// validating the Entra token. Trust it only when the request came through the gateway.
/// </summary>
public sealed class ActingUserMiddleware
{
    private const string EmailHeader = "X-User-Email";
    private const string UserIdHeader = "X-User-Id";
    private readonly RequestDelegate _next;

    public ActingUserMiddleware(RequestDelegate next) => _next = next;

    public async Task InvokeAsync(HttpContext context)
    {
        var email = context.Request.Headers[EmailHeader].FirstOrDefault()
                    ?? context.User.FindFirstValue(ClaimTypes.Email)
                    ?? context.User.FindFirstValue("preferred_username");

        if (string.IsNullOrWhiteSpace(email) && context.Request.Path.StartsWithSegments("/lists"))
        {
            context.Response.StatusCode = StatusCodes.Status400BadRequest;
            await context.Response.WriteAsJsonAsync(new { error = "missing acting user" });
            return;
        }

        context.Items["acting-user-email"] = email;
        context.Items["acting-user-id"] = context.Request.Headers[UserIdHeader].FirstOrDefault();
        await _next(context);
    }
}

public static class ActingUserHttpContextExtensions
{
    public static string GetActingUserEmail(this HttpContext ctx) =>
        ctx.Items["acting-user-email"] as string ?? throw new InvalidOperationException("No acting user on request");
}
