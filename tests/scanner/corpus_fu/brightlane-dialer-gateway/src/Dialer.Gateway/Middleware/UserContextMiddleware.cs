namespace Dialer.Gateway.Middleware;

/// <summary>
/// The Brightlane portal's BFF forwards the signed-in agent as X-User-Id / X-User-Email.
/// </summary>
public sealed class UserContextMiddleware(RequestDelegate next)
{
    public async Task InvokeAsync(HttpContext context)
    {
        var userId = context.Request.Headers["X-User-Id"].FirstOrDefault();
        var email = context.Request.Headers["x-user-email"].FirstOrDefault();

        if (context.Request.Path.StartsWithSegments("/lists") && string.IsNullOrEmpty(userId))
        {
            context.Response.StatusCode = StatusCodes.Status400BadRequest;
            await context.Response.WriteAsJsonAsync(new { error = "missing user" });
            return;
        }

        context.Items["agent.id"] = userId;
        context.Items["agent.email"] = email;
        await next(context);
    }
}
