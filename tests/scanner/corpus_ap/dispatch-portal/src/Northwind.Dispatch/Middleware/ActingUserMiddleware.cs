namespace Northwind.Dispatch.Middleware;

/// <summary>
/// The dispatch SPA sends the signed-in user's email on every call to our own /api.
/// We only trust it when the gateway has already authenticated the request.
/// </summary>
public sealed class ActingUserMiddleware
{
    private const string UserEmailHeader = "X-User-Email";
    private readonly RequestDelegate _next;

    public ActingUserMiddleware(RequestDelegate next) => _next = next;

    public async Task InvokeAsync(HttpContext context)
    {
        if (context.Request.Headers.TryGetValue(UserEmailHeader, out var email) && context.User.Identity?.IsAuthenticated == true)
        {
            context.Items["acting-user"] = email.ToString();
        }
        else if (context.Request.Path.StartsWithSegments("/api"))
        {
            context.Response.StatusCode = StatusCodes.Status400BadRequest;
            await context.Response.WriteAsJsonAsync(new { error = "missing acting user" });
            return;
        }
        await _next(context);
    }
}
