namespace Dispatch.Api.Middleware;

// Our API gateway authenticates dispatchers and forwards who they are.
public sealed class CurrentUserMiddleware(RequestDelegate next)
{
    public async Task InvokeAsync(HttpContext context)
    {
        var userId = context.Request.Headers["X-User-Id"].ToString();
        var email = context.Request.Headers["X-User-Email"].ToString();
        if (string.IsNullOrEmpty(userId) && context.Request.Path.StartsWithSegments("/api"))
        {
            context.Response.StatusCode = StatusCodes.Status401Unauthorized;
            await context.Response.WriteAsJsonAsync(new { error = "missing user" });
            return;
        }
        context.Items["dispatcher"] = new { userId, email };
        await next(context);
    }
}
