namespace Meridel.Outreach.Api.Middleware;

/// <summary>
/// The Meridel API gateway authenticates staff and forwards their identity in
/// X-User-Id / X-User-Email. This middleware reads them for our own endpoints.
/// </summary>
public sealed class CurrentUserMiddleware
{
    private const string UserIdHeader = "X-User-Id";
    private const string UserEmailHeader = "X-User-Email";

    private readonly RequestDelegate _next;

    public CurrentUserMiddleware(RequestDelegate next) => _next = next;

    public async Task InvokeAsync(HttpContext context)
    {
        if (context.Request.Path.StartsWithSegments("/webhooks") || context.Request.Path == "/healthz")
        {
            await _next(context);
            return;
        }

        var userId = context.Request.Headers[UserIdHeader].ToString();
        if (string.IsNullOrWhiteSpace(userId))
        {
            context.Response.StatusCode = StatusCodes.Status400BadRequest;
            await context.Response.WriteAsJsonAsync(new { error = "missing user" });
            return;
        }

        context.Items["StaffId"] = userId;
        context.Items["StaffEmail"] = context.Request.Headers[UserEmailHeader].ToString();
        await _next(context);
    }
}
