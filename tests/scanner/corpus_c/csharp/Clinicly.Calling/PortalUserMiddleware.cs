using Microsoft.AspNetCore.Http;

namespace Clinicly.Calling;

/// <summary>
/// Server-side middleware of OUR patient portal API: reads the X-User-Email / X-User-Id
/// headers set by the internal gateway and attaches the staff identity to the request.
/// </summary>
public sealed class PortalUserMiddleware(RequestDelegate next)
{
    public async Task InvokeAsync(HttpContext ctx)
    {
        var email = ctx.Request.Headers["X-User-Email"].FirstOrDefault();
        var userId = ctx.Request.Headers["X-User-Id"].FirstOrDefault();
        var gatewayKey = ctx.Request.Headers["X-Api-Key"].FirstOrDefault();

        if (gatewayKey != Environment.GetEnvironmentVariable("GATEWAY_SHARED_SECRET"))
        {
            ctx.Response.StatusCode = StatusCodes.Status401Unauthorized;
            await ctx.Response.WriteAsJsonAsync(new { error = "invalid gateway key" });
            return;
        }
        if (string.IsNullOrEmpty(email) && string.IsNullOrEmpty(userId))
        {
            ctx.Response.StatusCode = StatusCodes.Status404NotFound;
            await ctx.Response.WriteAsJsonAsync(new { error = "user not found" });
            return;
        }
        ctx.Items["staff"] = new StaffIdentity(email, userId);
        await next(ctx);
    }
}

public sealed record StaffIdentity(string? Email, string? UserId);
